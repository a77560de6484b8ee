import type { AddressSearchEntity, NearbyStation } from '@ansim/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

/** The shortest keyword the address search takes (the contract's minimum). */
export const ADDRESS_KEYWORD_MIN = 2;

/** GET /common/search/address: addresses for the registration, with `served` for the service area. */
export async function searchAddress(keyword: string, signal?: AbortSignal): Promise<AddressSearchEntity> {
  return unwrap(
    await call(SALE_FORM_ROUTES.addressSearch, { query: { keyword, page: 1 } }, { spinner: false, signal }),
  );
}

/** As the broker types (the keyword already debounced); the last list stays while the next one loads. */
export const useAddressSearch = (keyword: string) =>
  useQuery({
    queryKey: ['sale-form', 'address', keyword],
    queryFn: ({ signal }) => searchAddress(keyword, signal),
    enabled: keyword.length >= ADDRESS_KEYWORD_MIN,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** POST /common/search/nearby/subway: up to five stations within 2 km, nearest first. */
export async function getNearbySubway(
  lat: number,
  lng: number,
  signal?: AbortSignal,
): Promise<NearbyStation[]> {
  const entity = unwrap(
    await call(SALE_FORM_ROUTES.nearbySubway, { body: { lat, lng } }, { spinner: false, signal }),
  );
  return entity.list;
}

export const useNearbySubway = (point: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: ['sale-form', 'nearby-subway', point?.lat, point?.lng],
    queryFn: ({ signal }) => getNearbySubway(point!.lat, point!.lng, signal),
    enabled: point !== null,
    staleTime: 60 * 60_000,
  });
