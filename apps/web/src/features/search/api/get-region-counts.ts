import { type MapCountLevel, type SearchFilter, toSearchParams } from '@ansim/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

export interface RegionCount {
  code: string;
  name: string;
  /** The search that lists exactly this region, with the count the bubble shows. */
  saleAddr: string;
  lat: number;
  lng: number;
  count: number;
}

/**
 * GET /common/search/main/map: one bubble per 시도, 시군구 or 동 with listings, with the filter and the map
 * bounds applied.
 */
export async function getRegionCounts(
  level: MapCountLevel,
  filter: SearchFilter,
  options: CallOptions = {},
): Promise<RegionCount[]> {
  const { page: _page, limit: _limit, ...params } = toSearchParams(filter);
  return unwrap(
    await call(ROUTES.mapCounts, { query: { ...params, level } }, { spinner: false, ...options }),
  );
}

export const regionCountsQueryOptions = (level: MapCountLevel, filter: SearchFilter) =>
  queryOptions({
    queryKey: ['search', 'regionCounts', level, toSearchParams({ ...filter, page: 1 })],
    queryFn: ({ signal }) => getRegionCounts(level, filter, { signal }),
    staleTime: 60_000,
  });

export const useRegionCounts = (level: MapCountLevel, filter: SearchFilter, enabled = true) =>
  useQuery({ ...regionCountsQueryOptions(level, filter), enabled, placeholderData: keepPreviousData });
