import type { LawyerQueueItem } from '@ansim/domain/contract';
import type { ReactNode } from 'react';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../shared/hooks/use-infinite-scroll.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { APPROVAL_MSG } from '../messages.ts';
import { QueueCard, QueueCardSkeleton } from './queue-card.tsx';
import styles from './queue-list.module.css';

/** Cards whose photos load at once: a phone's first screen, a desktop's first two rows. */
const PRIORITY_IMAGES = 4;
const SKELETONS_FIRST = ['first-1', 'first-2', 'first-3', 'first-4'];
const SKELETONS_MORE = ['more-1', 'more-2'];

interface QueueListProps {
  label: string;
  items: readonly LawyerQueueItem[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  empty: ReactNode;
  viewerNo: number;
}

/** The requests with infinite scroll: skeletons while a page loads, the empty and error states in place. */
export function QueueList({
  label,
  items,
  isPending,
  isError,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
  viewerNo,
}: QueueListProps) {
  const sentinel = useInfiniteScroll({
    hasNextPage: hasNextPage && !isError,
    isFetching: isFetchingNextPage || isPending,
    fetchNextPage,
  });

  return (
    <QueryState
      variant="inline"
      // A failed next page keeps the cards on screen; its 다시 시도 goes under them.
      query={{ data: items, isPending, isError: isError && items.length === 0, refetch: onRetry }}
      errorTitle={APPROVAL_MSG.list.loadError}
      loading={
        <div className={styles.list} aria-busy="true">
          {SKELETONS_FIRST.map((key) => (
            <QueueCardSkeleton key={key} />
          ))}
          <p className="visually-hidden" role="status">
            {MSG.loading.default}
          </p>
        </div>
      }
      isEmpty={(list) => list.length === 0}
      empty={empty}
    >
      {(list) => (
        <>
          <ul className={styles.list} aria-label={label} aria-busy={isFetchingNextPage}>
            {list.map((item, index) => (
              <li key={item.requestNo}>
                <QueueCard item={item} viewerNo={viewerNo} priorityImage={index < PRIORITY_IMAGES} />
              </li>
            ))}
          </ul>
          {isFetchingNextPage && (
            <div className={styles.list} aria-hidden="true">
              {SKELETONS_MORE.map((key) => (
                <QueueCardSkeleton key={key} />
              ))}
            </div>
          )}
          <div ref={sentinel} className={styles.sentinel}>
            {isFetchingNextPage && (
              <p className="visually-hidden" role="status">
                {APPROVAL_MSG.list.loadingMore}
              </p>
            )}
            {isError && (
              <Button variant="soft" onClick={onRetry}>
                {MSG.common.retry}
              </Button>
            )}
            {!isError && hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
              <Button variant="secondary" onClick={() => fetchNextPage()}>
                {APPROVAL_MSG.list.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
