import { canFetchPage } from '@ansim/domain';
import { LAWYER_QUEUE_LIMIT, type LawyerQueue } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { type QueueView, rateQuery } from '../model/queue-view.ts';
import { QUEUE_KEY } from './queue-keys.ts';
import { APPROVAL_ROUTES } from './routes.ts';

/**
 * One page of GET /api/lawyer/sale/list with the spec's payload (02 §3): isConfirm, page, limit 10,
 * loginUserNo, status ACTIVE, userType, userNo, rate. The server takes the lawyer from the session; the
 * numbers are sent because the native client sends them.
 */
export async function getLawyerQueuePage(
  view: QueueView,
  page: number,
  viewerNo: number,
  options: CallOptions = {},
): Promise<LawyerQueue> {
  return unwrap(
    await call(
      APPROVAL_ROUTES.lawyerQueue,
      {
        query: {
          isConfirm: view.tab,
          page,
          limit: LAWYER_QUEUE_LIMIT,
          loginUserNo: viewerNo,
          status: 'ACTIVE',
          userType: 'LAWYER',
          userNo: viewerNo,
          rate: rateQuery(view.rates),
        },
      },
      // The list draws its own skeletons.
      { spinner: false, ...options },
    ),
  );
}

/**
 * The queue pages on scroll, page + 1 while the answered totalPage allows. Keyed by tab and grades: the way
 * back from a listing finds every page it had loaded (and the scroll position with them); a decision on
 * the detail invalidates the key, so a decided request is not shown under 대기 again.
 */
export const lawyerQueueQueryOptions = (view: QueueView, viewerNo: number) =>
  infiniteQueryOptions({
    queryKey: [...QUEUE_KEY, { tab: view.tab, rate: rateQuery(view.rates) }],
    queryFn: ({ pageParam, signal }) => getLawyerQueuePage(view, pageParam, viewerNo, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: LawyerQueue, allPages: LawyerQueue[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
    staleTime: 60_000,
  });

export const useLawyerQueue = (view: QueueView, viewerNo: number) =>
  useInfiniteQuery(lawyerQueueQueryOptions(view, viewerNo));
