import type { NearbyStation } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

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
