import { canFetchPage, PAGE_SIZES } from '@ansim/domain';
import type { PageInfo, SaleListItem } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import { LIKE_LIST_KEY } from '../../../shared/sale/like-cache.ts';

export interface LikeListPage {
  list: SaleListItem[];
  pageInfo: PageInfo;
}

/** GET /api/user/like/list: the user's 관심매물, most recently liked first. */
export async function getLikeList(
  userNo: number,
  page: number,
  options: CallOptions = {},
): Promise<LikeListPage> {
  return unwrap(
    await call(
      ROUTES.likeList,
      { query: { userNo, page, limit: PAGE_SIZES.search } },
      { spinner: false, ...options },
    ),
  );
}

export const likeListQueryOptions = (userNo: number) =>
  infiniteQueryOptions({
    queryKey: [...LIKE_LIST_KEY, userNo],
    queryFn: ({ pageParam, signal }) => getLikeList(userNo, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: LikeListPage, allPages: LikeListPage[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
  });

export const useLikeList = (userNo: number | null) =>
  useInfiniteQuery({ ...likeListQueryOptions(userNo ?? 0), enabled: userNo !== null });
