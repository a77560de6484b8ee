import type { Dashboard } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { DASHBOARD_ROUTES } from './routes.ts';

/** Under ['admin', …], so an action of any area that changes a queue may invalidate it with the rest. */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: the queues' counts and the 30 days of new listings. */
export async function getDashboard(options: CallOptions = {}): Promise<Dashboard> {
  return unwrap(await call(DASHBOARD_ROUTES.adminDashboard, undefined, { spinner: false, ...options }));
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => getDashboard({ signal }),
    // The operator comes back to it between tasks: a minute-old count is fresh enough, and a refocus refreshes.
    staleTime: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
