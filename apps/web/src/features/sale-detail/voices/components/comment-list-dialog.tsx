import { formatDate, RATE_CODES, type RateCode, rateToLevel } from '@ansim/domain';
import type { CommentItem } from '@ansim/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../../shared/hooks/use-infinite-scroll.ts';
import { MSG } from '../../../../shared/messages.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { SafetyGradeTag } from '../../../../shared/ui/safety-grade-tag.tsx';
import { commentListQueryOptions, useCommentList } from '../api/get-comment-list.ts';
import { VOICES } from '../messages-voices.ts';
import type { CommentCounts } from '../model/grade-distribution.ts';
import styles from './comment-list-dialog.module.css';
import { VoiceDialog } from './voice-dialog.tsx';

interface Tab {
  rate: RateCode | null;
  label: string;
  count: number;
}

const tabsOf = (counts: CommentCounts): Tab[] => {
  const byRate = RATE_CODES.map((rate) => ({
    rate: rate.code as RateCode | null,
    label: rate.label,
    count: counts[rate.code.toLowerCase() as keyof CommentCounts],
  }));
  const total = byRate.reduce((sum, tab) => sum + tab.count, 0);
  return [{ rate: null, label: VOICES.list.all, count: total }, ...byRate];
};

/** One comment: who wrote it (a broker's office, or a general user's masked name), the grade and why. */
function CommentEntry({ comment }: { comment: CommentItem }) {
  const level = rateToLevel(comment.safetyGrade);
  const isBroker = comment.userType === 'BROKER';
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <div className={styles.writer}>
          <p className={styles.name}>
            {comment.representative}
            {isBroker && comment.company && <span className={styles.company}>{comment.company}</span>}
            {!isBroker && <span className={styles.company}>{VOICES.list.generalUser}</span>}
          </p>
          {comment.address && <p className={styles.address}>{comment.address}</p>}
        </div>
        {level !== null && <SafetyGradeTag level={level} />}
      </div>
      {/* The writer's text, as text: React escapes it, and the style sheet keeps its line breaks. */}
      <p className={styles.text}>{comment.safetyText}</p>
      <p className={styles.date}>
        <time dateTime={comment.regDate}>{formatDate(comment.regDate)}</time>
      </p>
    </li>
  );
}

function CommentTabPanel({
  saleNo,
  saleKey,
  rate,
  tabId,
  panelId,
}: {
  saleNo: number;
  saleKey: string;
  rate: RateCode | null;
  tabId: string;
  panelId: string;
}) {
  const query = useCommentList({ saleNo, saleKey, rate });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetching } = query;
  const sentinel = useInfiniteScroll({
    hasNextPage,
    isFetching,
    fetchNextPage: () => fetchNextPage(),
  });
  const comments = query.data?.pages.flatMap((page) => page.list) ?? [];

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className={styles.state} role="status">
        <Spinner />
        <span>{VOICES.list.loading}</span>
      </div>
    );
  } else if (query.isError && comments.length === 0) {
    content = (
      <div className={styles.state} role="alert">
        <p>{VOICES.list.error}</p>
        <Button variant="soft" onClick={() => void query.refetch()}>
          {MSG.common.retry}
        </Button>
      </div>
    );
  } else if (comments.length === 0) {
    content = <p className={styles.empty}>{VOICES.list.empty}</p>;
  } else {
    content = (
      <>
        <ul className={styles.list}>
          {comments.map((comment) => (
            <CommentEntry key={comment.commentNo} comment={comment} />
          ))}
        </ul>
        {isFetchingNextPage && (
          <div className={styles.more} role="status">
            <Spinner />
            <span className="visually-hidden">{VOICES.list.loadingMore}</span>
          </div>
        )}
        {query.isFetchNextPageError && (
          <div className={styles.more} role="alert">
            <p>{VOICES.list.error}</p>
            <Button variant="soft" onClick={() => void fetchNextPage()}>
              {MSG.common.retry}
            </Button>
          </div>
        )}
        {hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
          <Button variant="secondary" block onClick={() => void fetchNextPage()}>
            {VOICES.list.more}
          </Button>
        )}
        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      </>
    );
  }

  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={styles.panel} aria-busy={isFetching}>
      {content}
    </div>
  );
}

/**
 * 다른 중개사 코멘트: everyone's comments on the listing, newest first, in tabs by grade. A tab starts
 * again at page 1 each time it is chosen; more pages follow as the list is scrolled (300 ms throttle).
 */
export function CommentListDialog({
  saleNo,
  saleKey,
  counts,
  onClose,
}: {
  saleNo: number;
  saleKey: string;
  counts: CommentCounts;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const tabs = tabsOf(counts);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const current = tabs[index] ?? tabs[0]!;

  const choose = (next: number) => {
    if (next === index) return;
    const rate = tabs[next]?.rate ?? null;
    // spec 02 §4: a grade change reloads the list from its first page, whatever was loaded before.
    queryClient.removeQueries({ queryKey: commentListQueryOptions({ saleNo, saleKey, rate }).queryKey });
    bodyRef.current?.scrollTo?.({ top: 0 });
    // On a phone the tabs scroll sideways: the chosen one comes fully into view.
    tabRefs.current[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    setIndex(next);
  };

  const onTabKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <VoiceDialog title={VOICES.list.title} onClose={onClose} bodyRef={bodyRef} className={styles.sheet}>
      <div className={styles.tabs} role="tablist" aria-label={VOICES.list.tabsLabel}>
        {tabs.map((tab, i) => (
          <button
            key={tab.rate ?? 'ALL'}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={cx(styles.tab, i === index && styles.tabOn)}
            onClick={() => choose(i)}
            onKeyDown={onTabKeyDown}
          >
            {tab.label} <span className={styles.tabCount}>{tab.count}</span>
          </button>
        ))}
      </div>
      <CommentTabPanel
        key={current.rate ?? 'ALL'}
        saleNo={saleNo}
        saleKey={saleKey}
        rate={current.rate}
        tabId={`${baseId}-tab-${index}`}
        panelId={`${baseId}-panel`}
      />
    </VoiceDialog>
  );
}
