import { canFetchPage, PAGE_SIZES, type RateCode } from '@ansim/domain';
import type { CommentList } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { VOICE_ROUTES } from './voice-routes.ts';

/** Every comment list of a listing (all its tabs); a new comment invalidates them together. */
export const commentListKey = (saleNo: number) => ['sale', 'comments', saleNo] as const;

export interface CommentListView {
  saleNo: number;
  saleKey: string;
  /** One grade's tab; null is 전체. */
  rate: RateCode | null;
}

/** GET /api/comment/list: one page of 30, newest first; the list is public, so no userNo is sent. */
export async function getCommentPage(
  { saleNo, saleKey, rate }: CommentListView,
  page: number,
  options: CallOptions = {},
): Promise<CommentList> {
  return unwrap(
    await call(
      VOICE_ROUTES.commentList,
      { query: { page, limit: PAGE_SIZES.comment, saleNo, saleKey, rate: rate ?? undefined } },
      // The dialog draws its own loading row; the page-wide spinner would cover the tabs.
      { spinner: false, ...options },
    ),
  );
}

/** A tab's list starts again at page 1 (its own key); the page advances by one per load (spec 02 §4). */
export const commentListQueryOptions = (view: CommentListView) =>
  infiniteQueryOptions({
    queryKey: [...commentListKey(view.saleNo), view.rate ?? 'ALL'] as const,
    queryFn: ({ pageParam, signal }) => getCommentPage(view, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: CommentList, allPages: CommentList[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
  });

export const useCommentList = (view: CommentListView) => useInfiniteQuery(commentListQueryOptions(view));
