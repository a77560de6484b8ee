import { formatDate, type TermsBoardType } from '@ansim/domain';
import { ERRORS, type TermsDocument } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { routeTable } from '../api/routes.ts';
import { QueryState } from '../ui/query-state.tsx';
import { BoardHtml } from './board-html.tsx';
import styles from './terms-document.module.css';

const TERMS_ROUTES = routeTable({
  termsDocument: { method: 'PATCH', path: '/api/board/type/:boardType' },
});

/** PATCH /api/board/type/{boardType}: the terms text in force. */
export async function getTermsDocument(boardType: TermsBoardType, options: CallOptions = {}) {
  return unwrap(
    await call(TERMS_ROUTES.termsDocument, { params: { boardType } }, { spinner: false, ...options }),
  );
}

/** The server's "none published" (404 '내역이 없습니다.'): shown as the empty state, not as a failure. */
export const isNoTerms = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'business' && error.code === ERRORS.NOT_FOUND.code;

export const termsDocumentQueryOptions = (boardType: TermsBoardType) =>
  queryOptions({
    queryKey: ['boards', 'terms', boardType],
    queryFn: ({ signal }) => getTermsDocument(boardType, { signal }),
    // Terms change seldom; a reader moving between pages and modals reads the copy already here.
    staleTime: 10 * 60_000,
  });

const TEXT = {
  effective: (day: string) => `시행일 ${day}`,
  loadError: '약관을 불러오지 못했습니다.',
  empty: '내역이 없습니다.',
} as const;

/** One terms text: its effective date and the cleaned HTML; '내역이 없습니다.' when none is published. */
export function TermsDocumentView({ boardType }: { boardType: TermsBoardType }) {
  const query = useQuery(termsDocumentQueryOptions(boardType));
  if (query.isError && isNoTerms(query.error)) {
    return <p className={styles.empty}>{TEXT.empty}</p>;
  }
  return (
    <QueryState<TermsDocument> variant="inline" query={query} errorTitle={TEXT.loadError}>
      {(doc) => (
        <article className={styles.document} aria-label={doc.title}>
          {doc.startDate && <p className={styles.effective}>{TEXT.effective(formatDate(doc.startDate))}</p>}
          <BoardHtml html={doc.contentHtml} />
        </article>
      )}
    </QueryState>
  );
}
