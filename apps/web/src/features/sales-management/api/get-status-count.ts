import type { SaleStatusCount } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { STATUS_COUNT_KEY } from './dash-keys.ts';
import { DASH_ROUTES } from './routes.ts';

/** GET /api/sale/status/count: how many of the broker's listings are in each status. */
export async function getStatusCount(options: CallOptions = {}): Promise<SaleStatusCount> {
  return unwrap(await call(DASH_ROUTES.saleStatusCount, {}, { spinner: false, ...options }));
}

export const statusCountQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_COUNT_KEY,
    queryFn: ({ signal }) => getStatusCount({ signal }),
  });

export const useStatusCount = () => useQuery(statusCountQueryOptions());
