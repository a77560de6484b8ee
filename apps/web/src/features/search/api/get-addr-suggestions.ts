import type { Suggestion } from '@ansim/domain/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

export const SUGGESTION_LIMIT = 10;

/** GET /common/search/addr/list: regions, stations and listing numbers as you type (초성 works). */
export async function getAddrSuggestions(keyword: string, options: CallOptions = {}): Promise<Suggestion[]> {
  return unwrap(
    await call(
      ROUTES.addrSuggestions,
      { query: { keyword, limit: SUGGESTION_LIMIT } },
      { spinner: false, ...options },
    ),
  );
}

export const addrSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'addrSuggestions', keyword],
    queryFn: ({ signal }) => getAddrSuggestions(keyword, { signal }),
    // Region and station names do not change while someone types.
    staleTime: 10 * 60_000,
  });

/** Suggestions for the (already debounced) keyword; the previous answer stays while the next loads. */
export const useAddrSuggestions = (keyword: string) =>
  useQuery({
    ...addrSuggestionsQueryOptions(keyword),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
