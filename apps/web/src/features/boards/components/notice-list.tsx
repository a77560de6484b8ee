import { formatDate } from '@ansim/domain';
import type { BoardItem } from '@ansim/domain/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useBoardList } from '../api/get-board-list.ts';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import { EmptyBoard } from './empty-board.tsx';
import { ListFooter } from './list-footer.tsx';
import styles from './notice-list.module.css';

function NoticeRow({ item }: { item: BoardItem }) {
  return (
    <Link to={`/myPage/notice/${item.boardNo}`} className={styles.row}>
      <span className={styles.top}>
        {item.isTop && <span className={styles.pinned}>{TEXT.pinned}</span>}
        {item.categoryName && <span className={styles.category}>{item.categoryName}</span>}
      </span>
      <span className={styles.title}>{item.title}</span>
      <span className={styles.meta}>
        <span>{formatDate(item.regDate)}</span>
        <span aria-hidden="true">·</span>
        <span>{TEXT.views(item.viewCount)}</span>
      </span>
    </Link>
  );
}

/** The notices, pinned first then newest, 10 at a time with 더 보기. */
export function NoticeList({ searchText }: { searchText: string }) {
  const query = useBoardList({ boardType: 'NOTICE', searchText });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.pageInfo.totalRow ?? 0;
  return (
    <QueryState
      variant="inline"
      query={{ data: items, isPending, isError: isError && items.length === 0, refetch }}
      errorTitle={TEXT.notice.loadError}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyBoard searchText={searchText} />}
    >
      {(list) => (
        <>
          {searchText && (
            <p className={styles.result} role="status">
              {TEXT.search.result(searchText, total)}
            </p>
          )}
          <ul className={styles.list} aria-label={TEXT.notice.listLabel} aria-busy={isFetchingNextPage}>
            {list.map((item) => (
              <li key={item.boardNo} className={item.isTop ? styles.pinnedItem : undefined}>
                <NoticeRow item={item} />
              </li>
            ))}
          </ul>
          <ListFooter
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            isError={isError}
            fetchNextPage={fetchNextPage}
            refetch={refetch}
          />
        </>
      )}
    </QueryState>
  );
}
