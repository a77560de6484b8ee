import type { SubwayStation } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallOptions, unwrap } from './api-client.ts';

export interface SubwayListParams {
  name?: string;
  line?: string;
}

/** GET /common/subwayList. Quiet by default, like the code list it loads with. */
export async function getSubwayList(
  params: SubwayListParams = {},
  options: CallOptions = {},
): Promise<SubwayStation[]> {
  return unwrap(
    await api.get<SubwayStation[]>('/common/subwayList', { ...params }, { spinner: false, ...options }),
  );
}

export const subwayListQueryOptions = (params: SubwayListParams = {}) =>
  queryOptions({
    queryKey: ['common', 'subwayList', params],
    queryFn: ({ signal }) => getSubwayList(params, { signal }),
    staleTime: 60 * 60_000,
  });

export const useSubwayList = (params: SubwayListParams = {}) => useQuery(subwayListQueryOptions(params));
