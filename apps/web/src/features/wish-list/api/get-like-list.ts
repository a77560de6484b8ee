import { canFetchPage, PAGE_SIZES } from '@ansim/domain';
import {
  type Envelope,
  likeListResponseSchema,
  type PageInfo,
  type SaleListItem,
  SUCCESS_CODE,
} from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { LIKE_LIST_KEY } from '../../../shared/sale/like-cache.ts';

export interface LikeListPage {
  list: SaleListItem[];
  pageInfo: PageInfo;
}

const checked = (envelope: Envelope<unknown>): Envelope<LikeListPage> => {
  if (envelope.code !== SUCCESS_CODE) return envelope as Envelope<LikeListPage>;
  const result = likeListResponseSchema.safeParse(envelope);
  if (!result.success) throw new ApiError('transport', MSG.error.network);
  return result.data;
};

/** GET /api/user/like/list: the user's 관심매물, most recently liked first. */
export async function getLikeList(
  userNo: number,
  page: number,
  options: CallOptions = {},
): Promise<LikeListPage> {
  const envelope = await api.get<unknown>(
    '/api/user/like/list',
    { userNo, page, limit: PAGE_SIZES.search },
    { spinner: false, ...options },
  );
  return unwrap(checked(envelope));
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
