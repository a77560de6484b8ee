import type { Compare } from '@ansim/domain/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

const COMPARE_ROUTES = routeTable({ saleCompare: { method: 'GET', path: '/api/sale/compare' } });

/** GET /api/sale/compare: the picked listings' facts, in the order picked. Not a view of any of them. */
export async function getCompare(saleNos: readonly number[], options: CallOptions = {}): Promise<Compare> {
  return unwrap(
    await call(COMPARE_ROUTES.saleCompare, { query: { saleNo: saleNos } }, { spinner: false, ...options }),
  );
}

export const compareQueryOptions = (saleNos: readonly number[]) =>
  queryOptions({
    queryKey: ['saleCompare', ...saleNos] as const,
    queryFn: ({ signal }) => getCompare(saleNos, { signal }),
    // Removing a column keeps the table on screen while the smaller comparison loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCompare = (saleNos: readonly number[]) =>
  useQuery({ ...compareQueryOptions(saleNos), enabled: saleNos.length > 0 });
