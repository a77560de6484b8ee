import type { AddressSearchEntity } from '@ansim/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../api/api-client.ts';
import { call } from '../api/call.ts';
import { routeTable } from '../api/routes.ts';

/** Its own table, not the shared one: only the lazy screens with an address search load this path. */
const ADDRESS_ROUTES = routeTable({
  addressSearch: { method: 'GET', path: '/common/search/address' },
});

/** The shortest keyword the address search takes (the contract's minimum). */
export const ADDRESS_KEYWORD_MIN = 2;

/** GET /common/search/address: the first page of addresses, each with `served` for the service area. */
export async function searchAddress(keyword: string, signal?: AbortSignal): Promise<AddressSearchEntity> {
  return unwrap(
    await call(ADDRESS_ROUTES.addressSearch, { query: { keyword, page: 1 } }, { spinner: false, signal }),
  );
}

/** As the user types (the keyword already debounced); the last list stays while the next one loads. */
export const useAddressSearch = (keyword: string) =>
  useQuery({
    queryKey: ['address', keyword],
    queryFn: ({ signal }) => searchAddress(keyword, signal),
    enabled: keyword.length >= ADDRESS_KEYWORD_MIN,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
