import type { SaleStatus } from '@ansim/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useScrollRestore } from '../../../shared/hooks/use-scroll-restore.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { IconBuilding } from '../../../shared/ui/icons.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { searchesByNumber, useDashList } from '../api/get-dash-list.ts';
import { useStatusCount } from '../api/get-status-count.ts';
import { DashBulkBar } from '../components/dash-bulk-bar.tsx';
import { useDashCommands } from '../components/dash-commands.ts';
import { DashList } from '../components/dash-list.tsx';
import { DashSearch } from '../components/dash-search.tsx';
import { DashTabs, PANEL_ID, tabId } from '../components/dash-tabs.tsx';
import { AnnounceContext } from '../components/stale-confirm.tsx';
import { StalePanel } from '../components/stale-panel.tsx';
import { DASH_MSG } from '../messages.ts';
import { bulkTransitions, canPurgeAll } from '../model/dash-actions.ts';
import { AD_DETAIL_PATH, REGISTER_PATH } from '../model/dash-paths.ts';
import { countOf, QUERY_PARAM, TAB_PARAM, tabFromParam } from '../model/dash-tabs.ts';
import styles from './sales-management-page.module.css';

/** How long the line that says what was done stays on screen. */
const ANNOUNCE_MS = 4_000;

/** Route /salesManagement: the broker's listings (BROKER only; the route guard sends others away). */
export function SalesManagementPage() {
  const userNo = useUserStore((state) => state.user?.userNo ?? null);
  if (userNo === null) return null;
  return <Dashboard userNo={userNo} />;
}

/** The line that says what a change did, read out politely and gone after a few seconds. */
function useAnnouncement() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), ANNOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, announce };
}

/**
 * Counts by status as tabs over the chosen tab's listings (or what a search found), each listing with its
 * menu; a selection mode changes many at once. The tab and the search live in the address, so the way back
 * from a listing returns to the same tab, search and scroll position.
 */
function Dashboard({ userNo }: { userNo: number }) {
  const [params, setParams] = useSearchParams();
  const status = tabFromParam(params.get(TAB_PARAM));
  const keyword = (params.get(QUERY_PARAM) ?? '').trim();
  const byNumber = keyword !== '' && searchesByNumber(keyword);

  const counts = useStatusCount();
  const list = useDashList({ status, keyword });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  useScrollRestore(list.isSuccess);

  const { message, announce } = useAnnouncement();
  const commands = useDashCommands(announce);

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A selection belongs to what is on screen: another tab or search starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is the point of the dependencies
  useEffect(() => setSelected(new Set()), [status, keyword]);
  // A listing that left the list (changed elsewhere, or by the last action) leaves the selection.
  useEffect(() => {
    setSelected((was) => {
      const onScreen = new Set(items.map((item) => item.saleNo));
      const kept = [...was].filter((saleNo) => onScreen.has(saleNo));
      return kept.length === was.size ? was : new Set(kept);
    });
  }, [items]);

  const setView = (next: { status?: SaleStatus; keyword?: string }) => {
    const query = new URLSearchParams(params);
    query.set(TAB_PARAM, next.status ?? status);
    const text = next.keyword ?? keyword;
    if (text === '') query.delete(QUERY_PARAM);
    else query.set(QUERY_PARAM, text);
    setParams(query, { replace: true });
  };

  const toggleSelected = useCallback((saleNo: number) => {
    setSelected((was) => {
      const next = new Set(was);
      if (!next.delete(saleNo)) next.add(saleNo);
      return next;
    });
  }, []);

  const selectedStatuses = items.filter((item) => selected.has(item.saleNo)).map((item) => item.status);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.saleNo));
  const chosen = [...selected];

  const statusLabel = DASH_MSG.statusLabel(status);
  const caption = byNumber
    ? DASH_MSG.search.byNumber(keyword)
    : keyword !== ''
      ? DASH_MSG.search.byAddress(keyword, statusLabel)
      : null;

  const empty =
    keyword !== '' ? (
      <PromptCard
        centered
        icon={<IconBuilding size={26} />}
        title={byNumber ? DASH_MSG.search.noNumber(keyword) : DASH_MSG.search.noAddress(keyword)}
        actions={
          <Button variant="secondary" size="large" onClick={() => setView({ keyword: '' })}>
            {DASH_MSG.search.clear}
          </Button>
        }
      />
    ) : (
      <PromptCard
        centered
        icon={<IconBuilding size={26} />}
        title={DASH_MSG.empty[status]}
        body={status === 'DELETE' ? DASH_MSG.empty.deleteBody : DASH_MSG.empty.body}
        actions={
          <ButtonLink to={REGISTER_PATH} size="large">
            {DASH_MSG.header.register}
          </ButtonLink>
        }
      />
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <DashSearch keyword={keyword} onSearch={(text) => setView({ keyword: text })} />
        <ButtonLink to={REGISTER_PATH} className={styles.register}>
          {DASH_MSG.header.register}
        </ButtonLink>
      </div>

      {/* '확인 필요' where the stale listings live (게시중, 게시중지), not over a search or another tab. */}
      {(status === 'ACTIVE' || status === 'STOP') && keyword === '' && (
        <AnnounceContext.Provider value={announce}>
          <StalePanel />
        </AnnounceContext.Provider>
      )}

      <div className={styles.sticky}>
        <DashTabs
          current={status}
          countOf={(tab) => countOf(counts.data, tab)}
          onSelect={(tab) => setView({ status: tab })}
        />
        {selecting && (
          <DashBulkBar
            selectedCount={selected.size}
            allSelected={allSelected}
            onToggleAll={() =>
              setSelected(allSelected ? new Set() : new Set(items.map((item) => item.saleNo)))
            }
            transitions={bulkTransitions(selectedStatuses)}
            canPurge={canPurgeAll(selectedStatuses)}
            busy={commands.busy}
            onChange={async (to) => {
              if (await commands.changeStatus(chosen, to)) setSelected(new Set());
            }}
            onPurge={async () => {
              if (await commands.purge(chosen)) setSelected(new Set());
            }}
            onCancel={() => {
              setSelecting(false);
              setSelected(new Set());
            }}
          />
        )}
      </div>

      {counts.isError && (
        <div className={styles.countError} role="alert">
          <p>{DASH_MSG.list.countError}</p>
          <Button variant="soft" size="small" onClick={() => void counts.refetch()}>
            {MSG.common.retry}
          </Button>
        </div>
      )}

      <div className={styles.toolbar}>
        <p className={styles.caption}>{caption}</p>
        <ButtonLink to={AD_DETAIL_PATH} variant="ghost" size="small">
          {DASH_MSG.header.adDetail}
        </ButtonLink>
        {!selecting && items.length > 0 && (
          <Button variant="secondary" size="small" onClick={() => setSelecting(true)}>
            {DASH_MSG.bulk.start}
          </Button>
        )}
      </div>

      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(status)} className={styles.panel}>
        {/* A stale listing's card confirms it in one tap and announces it here (stale-confirm.tsx). */}
        <AnnounceContext.Provider value={announce}>
          <DashList
            label={DASH_MSG.list.label(byNumber ? DASH_MSG.search.byNumber(keyword) : statusLabel)}
            items={items}
            isPending={list.isPending}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
            empty={empty}
            userNo={userNo}
            menuFor={commands.menuFor}
            selecting={selecting}
            selected={selected}
            onToggleSelected={toggleSelected}
          />
        </AnnounceContext.Provider>
      </section>

      <p className={message ? styles.toast : 'visually-hidden'} role="status">
        {message}
      </p>
    </div>
  );
}
