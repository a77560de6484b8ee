import { canFetchPage } from '@ansim/domain';
import { NOTIFICATION_PAGE, type NotificationItem, type NotificationList } from '@ansim/domain/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { NOTIFICATION_ROUTES, notificationListKey } from './routes.ts';
import { unreadCountKey } from './unread-count.ts';

export const notificationListQueryOptions = (userNo: number) =>
  infiniteQueryOptions({
    queryKey: notificationListKey(userNo),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          NOTIFICATION_ROUTES.notificationList,
          { query: { page: pageParam, limit: NOTIFICATION_PAGE.fallback } },
          { spinner: false, signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationList, all: NotificationList[]) =>
      canFetchPage(all.length + 1, last.pageInfo.totalPage) ? all.length + 1 : undefined,
  });

export const useNotificationList = (userNo: number) => useInfiniteQuery(notificationListQueryOptions(userNo));

type ListData = InfiniteData<NotificationList, number>;

/** Marks rows read in the cached pages, and sets the bell's count, so both change at once. */
function markCached(
  data: ListData | undefined,
  read: (item: NotificationItem) => boolean,
  unreadCount: number,
): ListData | undefined {
  if (!data) return data;
  const now = new Date().toISOString();
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount,
      list: page.list.map((item) => (item.readAt === null && read(item) ? { ...item, readAt: now } : item)),
    })),
  };
}

/** PATCH /api/notification/read/{notificationNo}: one of mine, read. */
export function useMarkRead(userNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationNo: number) =>
      unwrap(
        await call(NOTIFICATION_ROUTES.notificationRead, { params: { notificationNo } }, { spinner: false }),
      ),
    onMutate: (notificationNo) => {
      const count = Math.max(0, (queryClient.getQueryData<number>(unreadCountKey(userNo)) ?? 1) - 1);
      queryClient.setQueryData(unreadCountKey(userNo), count);
      queryClient.setQueryData<ListData>(notificationListKey(userNo), (data) =>
        markCached(data, (item) => item.notificationNo === notificationNo, count),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountKey(userNo) }),
  });
}

/** PATCH /api/notification/read/all: every one of mine, read. */
export function useMarkAllRead(userNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await call(NOTIFICATION_ROUTES.notificationReadAll, {}, { spinner: false })),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(unreadCountKey(userNo), unreadCount);
      queryClient.setQueryData<ListData>(notificationListKey(userNo), (data) =>
        markCached(data, () => true, unreadCount),
      );
    },
  });
}
