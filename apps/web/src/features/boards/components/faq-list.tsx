import type { BoardItem } from '@ansim/domain/contract';
import { useId, useMemo, useState } from 'react';
import { BoardHtml } from '../../../shared/board-html/board-html.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconChevronRight } from '../../../shared/ui/icons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useBoardList } from '../api/get-board-list.ts';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import { EmptyBoard } from './empty-board.tsx';
import styles from './faq-list.module.css';
import { ListFooter } from './list-footer.tsx';

function FaqEntry({ item, open, onToggle }: { item: BoardItem; open: boolean; onToggle: () => void }) {
  const id = useId();
  const buttonId = `${id}-q`;
  const panelId = `${id}-a`;
  return (
    <li className={cx(styles.entry, open && styles.open)}>
      <h2 className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.question}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.mark} aria-hidden="true">
            {TEXT.faq.question}
          </span>
          <span className={styles.questionText}>
            {item.categoryName && <span className={styles.category}>{item.categoryName}</span>}
            <span>{item.title}</span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            <IconChevronRight size={20} />
          </span>
        </button>
      </h2>
      <section id={panelId} aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
        <BoardHtml html={item.contentHtml ?? ''} />
      </section>
    </li>
  );
}

/** The questions of a category (or all), an accordion: one answer open at a time. */
export function FaqList({ category, searchText }: { category: string; searchText: string }) {
  const query = useBoardList({ boardType: 'FAQ', category: category || undefined, searchText });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const [openNo, setOpenNo] = useState<number | null>(null);
  return (
    <QueryState
      variant="inline"
      query={{ data: items, isPending, isError: isError && items.length === 0, refetch }}
      errorTitle={TEXT.faq.loadError}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyBoard searchText={searchText} />}
    >
      {(list) => (
        <>
          <ul className={styles.list} aria-label={TEXT.faq.listLabel}>
            {list.map((item) => (
              <FaqEntry
                key={item.boardNo}
                item={item}
                open={openNo === item.boardNo}
                onToggle={() => setOpenNo((current) => (current === item.boardNo ? null : item.boardNo))}
              />
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
