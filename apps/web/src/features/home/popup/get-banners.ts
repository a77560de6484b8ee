import type { Banner } from '@ansim/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

const POPUP_ROUTES = routeTable({ bannerDetail: { method: 'GET', path: '/api/banner/detail' } });

/** GET /api/banner/detail: the popups showing now. Quiet: the home is already on screen. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return unwrap(await call(POPUP_ROUTES.bannerDetail, {}, { spinner: false, signal }));
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });
