import type {
  LawyerCommentBody,
  LawyerCommentItem,
  LawyerDecideBody,
  LawyerDecisionResult,
  LawyerReview,
} from '@ansim/domain/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { LIKE_LIST_KEY, SALE_LIST_KEY, saleDetailKey } from '../../../shared/sale/like-cache.ts';
import { LAWYER_ROUTES } from './routes.ts';

/**
 * Every lawyer query sits under ['lawyer'] — this review and the /approval queue (features/approval's
 * queue-keys.ts writes the same literal: features do not import each other), so one invalidation after a
 * decision reaches both.
 */
const LAWYER_KEY = ['lawyer'] as const;
export const reviewKey = (saleNo: number) => [...LAWYER_KEY, 'review', saleNo] as const;

export async function getLawyerReview(saleNo: number, options: CallOptions = {}): Promise<LawyerReview> {
  return unwrap(
    await call(LAWYER_ROUTES.lawyerReview, { params: { saleNo } }, { spinner: false, ...options }),
  );
}

export const lawyerReviewQueryOptions = (saleNo: number) =>
  queryOptions({
    queryKey: reviewKey(saleNo),
    queryFn: ({ signal }) => getLawyerReview(saleNo, { signal }),
    staleTime: 15_000,
  });

export const useLawyerReview = (saleNo: number) => useQuery(lawyerReviewQueryOptions(saleNo));

/** POST /api/lawyer/comment ('write' mode): the history shows it once the review loads again. */
export function useLawyerComment(saleNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LawyerCommentBody): Promise<LawyerCommentItem> =>
      unwrap(await call(LAWYER_ROUTES.lawyerComment, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey(saleNo) }),
  });
}

/**
 * After a decision (or a refusal: another lawyer may have decided first) the review, the queue, the
 * listing's detail (its badge) and the lists that show the listing load afresh.
 */
export async function refreshAfterDecision(queryClient: QueryClient, saleNo: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: LAWYER_KEY }),
    queryClient.invalidateQueries({ queryKey: saleDetailKey(saleNo) }),
    queryClient.invalidateQueries({ queryKey: [SALE_LIST_KEY[0]] }),
    queryClient.invalidateQueries({ queryKey: LIKE_LIST_KEY }),
  ]);
}

/** POST /api/lawyer/sale/status: 인증 or 반려, in one transaction on the server. */
export function useLawyerDecision(saleNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LawyerDecideBody): Promise<LawyerDecisionResult> =>
      unwrap(await call(LAWYER_ROUTES.lawyerDecide, { body })),
    onSettled: () => refreshAfterDecision(queryClient, saleNo),
  });
}
