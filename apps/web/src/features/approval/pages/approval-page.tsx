import { type LawyerConfirmStatus, RATE_CODES, type RateCode } from '@ansim/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useScrollRestore } from '../../../shared/hooks/use-scroll-restore.ts';
import { IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useLawyerQueue } from '../api/get-lawyer-queue.ts';
import { QueueList } from '../components/queue-list.tsx';
import { PANEL_ID, QueueTabs, tabId } from '../components/queue-tabs.tsx';
import { RateFilter } from '../components/rate-filter.tsx';
import { APPROVAL_MSG } from '../messages.ts';
import { paramsForView, type QueueView, toggleRate, viewFromParams } from '../model/queue-view.ts';
import styles from './approval-page.module.css';

/** Route /approval: the lawyer's certification requests (LAWYER only; the route guard sends others to /main). */
export function ApprovalPage() {
  const userNo = useUserStore((state) => state.user?.userNo ?? null);
  if (userNo === null) return null;
  return <Queue viewerNo={userNo} />;
}

/**
 * 대기 / 인증 / 반려 over the requests of the chosen broker's grades, ten at a time as the list scrolls. The
 * tab and the grades are in the address and the pages in the query cache, so the way back from a listing
 * finds the same list at the same scroll position.
 */
function Queue({ viewerNo }: { viewerNo: number }) {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const list = useLawyerQueue(view, viewerNo);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const total = list.data?.pages[0]?.pageInfo.totalRow;
  useScrollRestore(list.isSuccess);

  const setView = (next: Partial<QueueView>) =>
    setParams(paramsForView({ ...view, ...next }, params), { replace: true });

  const tabLabel = APPROVAL_MSG.tabs[view.tab];
  const ratesLabel = APPROVAL_MSG.rate.summary(
    view.rates.map((code) => RATE_CODES.find((rate) => rate.code === code)?.level ?? 0),
  );
  const allRates = view.rates.length === RATE_CODES.length;

  return (
    <div className={styles.page}>
      <div className={styles.sticky}>
        <QueueTabs
          current={view.tab}
          currentCount={list.isSuccess ? total : undefined}
          onSelect={(tab: LawyerConfirmStatus) => setView({ tab })}
        />
        <div className={styles.filter}>
          <RateFilter
            rates={view.rates}
            onToggle={(rate: RateCode) => setView({ rates: toggleRate(view.rates, rate) })}
            onAll={() => setView({ rates: RATE_CODES.map((rate) => rate.code) })}
          />
        </div>
      </div>

      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(view.tab)} className={styles.panel}>
        <QueueList
          label={APPROVAL_MSG.list.label(tabLabel, ratesLabel)}
          items={items}
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          viewerNo={viewerNo}
          empty={
            <PromptCard
              centered
              icon={<IconDocumentCheck size={26} />}
              title={APPROVAL_MSG.list.empty}
              body={allRates ? APPROVAL_MSG.list.emptyBody[view.tab] : APPROVAL_MSG.list.emptyRates}
            />
          }
        />
      </section>
    </div>
  );
}
