import { type SearchFilter, toSearchParams } from '@ansim/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

/** GET /api/search/sale/list/count: how many listings a filter finds, for the filter's apply button. */
export async function getSaleCount(filter: SearchFilter, options: CallOptions = {}): Promise<number> {
  const { page: _page, limit: _limit, ...params } = toSearchParams(filter);
  return unwrap(await call(ROUTES.saleCount, { query: params }, { spinner: false, ...options })).totalRow;
}

export const saleCountQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: ['search', 'saleCount', toSearchParams({ ...filter, page: 1 })],
    queryFn: ({ signal }) => getSaleCount(filter, { signal }),
    staleTime: 60_000,
  });

/** Keeps the last count on screen while the next one loads, so the button does not flicker. */
export const useSaleCount = (filter: SearchFilter, enabled = true) =>
  useQuery({ ...saleCountQueryOptions(filter), enabled, placeholderData: keepPreviousData });
