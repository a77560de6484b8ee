import type { SubwayStation } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from './api-client.ts';
import { call } from './call.ts';
import { ROUTES } from './routes.ts';

export interface SubwayListParams {
  name?: string;
  line?: string;
}

/** GET /common/subwayList. Quiet by default, like the code list it loads with. */
export async function getSubwayList(
  params: SubwayListParams = {},
  options: CallOptions = {},
): Promise<SubwayStation[]> {
  return unwrap(await call(ROUTES.subwayList, { query: { ...params } }, { spinner: false, ...options }));
}

export const subwayListQueryOptions = (params: SubwayListParams = {}) =>
  queryOptions({
    queryKey: ['common', 'subwayList', params],
    queryFn: ({ signal }) => getSubwayList(params, { signal }),
    staleTime: 60 * 60_000,
  });

export const useSubwayList = (params: SubwayListParams = {}) => useQuery(subwayListQueryOptions(params));
