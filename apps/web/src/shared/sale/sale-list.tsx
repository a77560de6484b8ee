import { PAGE_SIZES, totalPages } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import type { ReactNode } from 'react';
import type { AreaUnit } from '../../stores/local-storage-store.ts';
import { supportsIntersectionObserver, useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { MSG } from '../messages.ts';
import { Button } from '../ui/button.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { SaleCard, SaleCardSkeleton } from './sale-card.tsx';
import styles from './sale-list.module.css';

export interface SaleListProps {
  items: readonly SaleListItem[];
  /** The first page has not arrived. */
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  empty: ReactNode;
  errorMessage: string;
  areaUnit: AreaUnit;
  viewerNo: number | null;
  onToggleLike: (item: SaleListItem) => void;
  label: string;
  /** Cards whose photos load eagerly at high priority (PRIORITY_IMAGES unless the page says otherwise). */
  priorityImages?: number;
  /** Each card's '비교' switch, given by the pages that offer 비교함 (its code stays off the first screen). */
  renderCompare?: (item: SaleListItem) => ReactNode;
}

/**
 * Cards whose photos load first, eagerly and at high priority: only the first, the screen's largest paint
 * (the server preloads it too). The others on screen load at once all the same (a lazy image in view is
 * not deferred), but at low priority, so on a slow network they leave the bandwidth to that one (P6, LCP).
 * The list sits straight under the page's h1, so its cards keep SaleCard's default h2 titles.
 */
export const PRIORITY_IMAGES = 1;

/** Placeholder cards while the first page loads, and under the list while the next one does. */
const SKELETONS_FIRST = ['first-1', 'first-2', 'first-3', 'first-4'];
const SKELETONS_MORE = ['more-1', 'more-2'];

/** Cards with infinite scroll: skeletons while a page loads, the empty and error states in their place. */
export function SaleList({
  items,
  isPending,
  isError,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
  errorMessage,
  areaUnit,
  viewerNo,
  onToggleLike,
  label,
  priorityImages = PRIORITY_IMAGES,
  renderCompare,
}: SaleListProps) {
  const sentinel = useInfiniteScroll({
    hasNextPage: hasNextPage && !isError,
    isFetching: isFetchingNextPage || isPending,
    fetchNextPage,
  });

  return (
    <QueryState
      variant="inline"
      // A failed next page keeps the pages on screen; its 다시 시도 goes under them.
      query={{ data: items, isPending, isError: isError && items.length === 0, refetch: onRetry }}
      errorTitle={errorMessage}
      loading={
        <div className={styles.list} aria-busy="true">
          {SKELETONS_FIRST.map((key) => (
            <SaleCardSkeleton key={key} />
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
              <li key={item.saleNo}>
                <SaleCard
                  item={item}
                  areaUnit={areaUnit}
                  viewerNo={viewerNo}
                  onToggleLike={onToggleLike}
                  imageLoading={index < priorityImages ? 'priority' : 'lazy'}
                  compare={renderCompare?.(item)}
                />
              </li>
            ))}
          </ul>
          {isFetchingNextPage && (
            <div className={styles.list} aria-hidden="true">
              {SKELETONS_MORE.map((key) => (
                <SaleCardSkeleton key={key} />
              ))}
            </div>
          )}
          <div ref={sentinel} className={styles.sentinel}>
            {isFetchingNextPage && (
              <p className="visually-hidden" role="status">
                {MSG.search.loadingMore}
              </p>
            )}
            {isError && (
              <Button variant="soft" onClick={onRetry}>
                {MSG.common.retry}
              </Button>
            )}
            {!isError && hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
              <Button variant="secondary" onClick={() => fetchNextPage()}>
                {MSG.search.loadMore}
              </Button>
            )}
            {/* After a scroll through pages, say the end was reached; a one-page list needs no such line. */}
            {!hasNextPage && totalPages(list.length, PAGE_SIZES.search) > 1 && (
              <p className={styles.end}>{MSG.search.listEnd}</p>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
