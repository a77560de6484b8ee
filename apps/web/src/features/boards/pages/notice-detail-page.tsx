import { formatDate } from '@ansim/domain';
import { useParams } from 'react-router';
import { BoardHtml } from '../../../shared/board-html/board-html.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { isBoardNotFound, useBoardDetail } from '../api/get-board-detail.ts';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './board-pages.module.css';

function NotFound() {
  return (
    <PageSection>
      <PromptCard
        centered
        title={TEXT.notice.notFound}
        body={TEXT.notice.notFoundBody}
        actions={
          <ButtonLink to="/myPage/notice" variant="secondary">
            {TEXT.notice.toList}
          </ButtonLink>
        }
      />
    </PageSection>
  );
}

/** Route /myPage/notice/{id}: title, date, views and the notice's cleaned HTML. */
export function NoticeDetailPage() {
  const { id } = useParams();
  const boardNo = /^\d{1,10}$/.test(id ?? '') ? Number(id) : Number.NaN;
  const query = useBoardDetail(boardNo);
  if (!Number.isSafeInteger(boardNo) || boardNo < 1) return <NotFound />;
  if (query.isError && isBoardNotFound(query.error)) return <NotFound />;
  // The number of a terms text or an FAQ is not a notice: this page shows notices only.
  if (query.data && query.data.boardType !== 'NOTICE') return <NotFound />;
  return (
    <QueryState query={query} errorTitle={TEXT.notice.loadError}>
      {(notice) => (
        <PageSection>
          <div className={styles.stack}>
            <article className={styles.notice} aria-labelledby="notice-title">
              <header className={styles.noticeHead}>
                <span className={styles.badges}>
                  {notice.isTop && <span className={styles.pinned}>{TEXT.pinned}</span>}
                  {notice.categoryName && <span className={styles.category}>{notice.categoryName}</span>}
                </span>
                <h2 id="notice-title" className={styles.noticeTitle}>
                  {notice.title}
                </h2>
                <p className={styles.meta}>
                  <time dateTime={notice.regDate}>{formatDate(notice.regDate)}</time>
                  <span aria-hidden="true">·</span>
                  <span>{TEXT.views(notice.viewCount)}</span>
                </p>
              </header>
              <BoardHtml html={notice.contentHtml} />
            </article>
            <div className={styles.back}>
              <ButtonLink to="/myPage/notice" variant="secondary">
                {TEXT.notice.toList}
              </ButtonLink>
            </div>
          </div>
        </PageSection>
      )}
    </QueryState>
  );
}
