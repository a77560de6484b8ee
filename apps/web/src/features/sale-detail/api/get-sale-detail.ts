import { ERRORS, type SaleDetail } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { call, embeddedEntity } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import { saleDetailKey } from '../../../shared/sale/like-cache.ts';
import { afterFirstContentfulPaint } from '../model/first-paint.ts';

/**
 * PATCH /api/sale/{saleNo} (the spec's method, kept). The caller's token goes with it, so the server answers
 * `isLike`, the documents' file ids and a hidden listing's owner view for whoever is signed in; the
 * `/{userNo}` form of the page's address changes nothing of that and is not sent.
 */
export async function getSaleDetail(saleNo: number, options: CallOptions = {}): Promise<SaleDetail> {
  // The page draws its own skeleton: no spinner over it.
  return unwrap(await call(ROUTES.saleDetail, { params: { saleNo } }, { spinner: false, ...options }));
}

/** Codes the server answers for a listing that is not there for this caller (unknown, or not public). */
const NOT_FOUND_CODES = new Set<number>(
  Object.values(ERRORS)
    .filter((error) => error.status === 404)
    .map((error) => error.code),
);

/** The listing does not exist or is not shown to this caller: the page says so instead of offering a retry. */
export const isSaleNotFound = (error: unknown): boolean =>
  isApiError(error) &&
  error.kind === 'business' &&
  error.code !== null &&
  (NOT_FOUND_CODES.has(error.code) || error.code === ERRORS.VALIDATION.code);

/**
 * Keyed by the viewer too: the heart and the documents differ per user, and a sign-in or sign-out must not
 * show the previous viewer's answer. The like toggle updates every viewer's copy (saleDetailKey).
 */
export const saleDetailQueryOptions = (saleNo: number, viewerNo: number | null) =>
  queryOptions({
    queryKey: [...saleDetailKey(saleNo), viewerNo] as const,
    queryFn: ({ signal }) => getSaleDetail(saleNo, { signal }),
    // A visitor's cold visit: the page's HTML carries the answer, drawn at once (its photo is the largest
    // paint). Dated 0, so stale: the call still goes out, counts the view and redraws what changed since,
    // but once the photo is on screen (useSaleDetail), not on mount: sent with the first render it would
    // share the phone's first round trips with the photo and the page's code.
    initialData:
      viewerNo === null ? () => embeddedEntity(ROUTES.saleDetail, { params: { saleNo } }) : undefined,
    initialDataUpdatedAt: 0,
    refetchOnMount: (query) => query.state.dataUpdatedAt !== 0,
    // One more try after a failed connection; a missing listing stays missing, and asking again would
    // only delay the page that says so.
    retry: (failures, error) => !isSaleNotFound(error) && failures < 1,
    staleTime: 30_000,
  });

/** The listing; the answer the page's HTML carried is asked for again after the first paint. */
export function useSaleDetail(saleNo: number, viewerNo: number | null) {
  const query = useQuery(saleDetailQueryOptions(saleNo, viewerNo));
  const fromPage = query.data !== undefined && query.dataUpdatedAt === 0;
  const { refetch } = query;
  useEffect(() => {
    if (!fromPage) return;
    return afterFirstContentfulPaint(() => void refetch());
  }, [fromPage, refetch]);
  return query;
}
