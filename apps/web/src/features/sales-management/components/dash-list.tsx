import type { DashItem } from '@ansim/domain/contract';
import type { ReactNode } from 'react';
import {
  supportsIntersectionObserver,
  useInfiniteScroll,
} from '../../../shared/hooks/use-infinite-scroll.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { DASH_MSG } from '../messages.ts';
import { DashCard, DashCardSkeleton } from './dash-card.tsx';
import styles from './dash-list.module.css';
import type { DashMenuItem } from './dash-menu.tsx';

/** Cards whose photos load at once: a phone's first screen, a desktop's first two rows. */
const PRIORITY_IMAGES = 4;
const SKELETONS_FIRST = ['first-1', 'first-2', 'first-3', 'first-4'];
const SKELETONS_MORE = ['more-1', 'more-2'];

interface DashListProps {
  label: string;
  items: readonly DashItem[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  empty: ReactNode;
  userNo: number;
  menuFor: (item: DashItem) => DashMenuItem[];
  selecting: boolean;
  selected: ReadonlySet<number>;
  onToggleSelected: (saleNo: number) => void;
}

/** The broker's cards with infinite scroll: skeletons while a page loads, the empty and error states in place. */
export function DashList({
  label,
  items,
  isPending,
  isError,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
  userNo,
  menuFor,
  selecting,
  selected,
  onToggleSelected,
}: DashListProps) {
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
      errorTitle={DASH_MSG.list.loadError}
      loading={
        <div className={styles.list} aria-busy="true">
          {SKELETONS_FIRST.map((key) => (
            <DashCardSkeleton key={key} />
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
                <DashCard
                  item={item}
                  userNo={userNo}
                  menu={menuFor(item)}
                  selectable={selecting}
                  selected={selected.has(item.saleNo)}
                  onToggleSelected={onToggleSelected}
                  priorityImage={index < PRIORITY_IMAGES}
                />
              </li>
            ))}
          </ul>
          {isFetchingNextPage && (
            <div className={styles.list} aria-hidden="true">
              {SKELETONS_MORE.map((key) => (
                <DashCardSkeleton key={key} />
              ))}
            </div>
          )}
          <div ref={sentinel} className={styles.sentinel}>
            {isFetchingNextPage && (
              <p className="visually-hidden" role="status">
                {DASH_MSG.list.loadingMore}
              </p>
            )}
            {isError && (
              <Button variant="soft" onClick={onRetry}>
                {MSG.common.retry}
              </Button>
            )}
            {!isError && hasNextPage && !isFetchingNextPage && !supportsIntersectionObserver() && (
              <Button variant="secondary" onClick={() => fetchNextPage()}>
                {DASH_MSG.list.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
