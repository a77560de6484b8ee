import { useMemo } from 'react';
import { BoardHtml } from '../../../shared/board-html/board-html.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useBoardList } from '../api/get-board-list.ts';
import { EmptyBoard } from '../components/empty-board.tsx';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './board-pages.module.css';

/** Route /myPage/guide: the guide's chapters (the safety grade, how to use the service), one after another. */
export function GuidePage() {
  const query = useBoardList({ boardType: 'GUIDE' });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  return (
    <QueryState
      query={{ data: items, isPending: query.isPending, isError: query.isError, refetch: query.refetch }}
      errorTitle={TEXT.guide.loadError}
      isEmpty={(list) => list.length === 0}
      empty={
        <PageSection>
          <EmptyBoard />
        </PageSection>
      }
    >
      {(list) => (
        <PageSection>
          <div className={styles.guide}>
            {list.length > 1 && (
              <nav aria-label={TEXT.guide.toc} className={styles.toc}>
                {list.map((item) => (
                  <a key={item.boardNo} href={`#guide-${item.boardNo}`} className={styles.tocLink}>
                    {item.title}
                  </a>
                ))}
              </nav>
            )}
            {list.map((item) => (
              <section
                key={item.boardNo}
                id={`guide-${item.boardNo}`}
                className={styles.guideSection}
                aria-labelledby={`guide-${item.boardNo}-title`}
              >
                <h2 id={`guide-${item.boardNo}-title`} className={styles.guideTitle}>
                  {item.title}
                </h2>
                <BoardHtml html={item.contentHtml ?? ''} />
              </section>
            ))}
          </div>
        </PageSection>
      )}
    </QueryState>
  );
}
