import type { SaleConfirmed, StaleSales } from '@ansim/domain/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';
import { DASH_KEY, refreshAfterChange } from './dash-keys.ts';

/** Fresh listings' calls (issue 18 §3): only /salesManagement loads them. */
const FRESHNESS_ROUTES = routeTable({
  saleConfirm: { method: 'POST', path: '/api/sale/manage/confirm' },
  saleStaleList: { method: 'GET', path: '/api/sale/manage/stale' },
});

export const STALE_KEY = [...DASH_KEY, 'stale'] as const;

/** GET /api/sale/manage/stale: the broker's listings waiting for a confirmation. */
export async function getStaleSales(options: CallOptions = {}): Promise<StaleSales> {
  return unwrap(await call(FRESHNESS_ROUTES.saleStaleList, {}, { spinner: false, ...options }));
}

export const useStaleSales = () =>
  useQuery(queryOptions({ queryKey: STALE_KEY, queryFn: ({ signal }) => getStaleSales({ signal }) }));

/** POST /api/sale/manage/confirm, then the dashboard and the lists that may show the listing again. */
export function useConfirmSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saleNo: number): Promise<SaleConfirmed> =>
      unwrap(await call(FRESHNESS_ROUTES.saleConfirm, { body: { saleNo } })),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
