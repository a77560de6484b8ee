import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/*
 * The bell's count: in the shell's entry chunk, so it holds only this one call. The centre's own calls are
 * in ./routes.ts, loaded with /notifications.
 */
const BELL_ROUTES = routeTable({
  notificationCount: { method: 'GET', path: '/api/notification/count' },
});

export const unreadCountKey = (userNo: number) => ['notification', 'count', userNo] as const;

/**
 * Unread notifications of the signed-in user: asked on sign-in, when the window regains focus, every 60 s
 * while it has it, and after a route change when the last answer is over 10 s old.
 */
export function useUnreadCount(userNo: number): number {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const key = unreadCountKey(userNo);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      unwrap(await call(BELL_ROUTES.notificationCount, {}, { spinner: false, signal })).unreadCount,
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the reason to ask again.
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: key, stale: true });
  }, [pathname]);
  return query.data ?? 0;
}
