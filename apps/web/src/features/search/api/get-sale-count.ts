import { type SearchFilter, toSearchParams } from '@ansim/domain';
import { saleCountResponseSchema } from '@ansim/domain/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { parseEnvelope } from '../../../shared/api/parse-envelope.ts';

/** GET /api/search/sale/list/count: how many listings a filter finds, for the filter's apply button. */
export async function getSaleCount(filter: SearchFilter, options: CallOptions = {}): Promise<number> {
  const { page: _page, limit: _limit, ...params } = toSearchParams(filter);
  const envelope = await api.get<unknown>('/api/search/sale/list/count', params, {
    spinner: false,
    ...options,
  });
  return unwrap(parseEnvelope(saleCountResponseSchema, envelope)).totalRow;
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
