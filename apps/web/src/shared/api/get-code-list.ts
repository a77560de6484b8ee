import type { CommonCode } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from './api-client.ts';
import { call } from './call.ts';
import { ROUTES } from './routes.ts';

export interface CodeListParams {
  groupCode?: string;
}

/** GET /common/codeList. Quiet by default: codes load in the background when /main opens. */
export async function getCodeList(
  params: CodeListParams = {},
  options: CallOptions = {},
): Promise<CommonCode[]> {
  return unwrap(await call(ROUTES.codeList, { query: { ...params } }, { spinner: false, ...options }));
}

export const codeListQueryOptions = (params: CodeListParams = {}) =>
  queryOptions({
    queryKey: ['common', 'codeList', params],
    queryFn: ({ signal }) => getCodeList(params, { signal }),
    // Codes change with an operator's edit, not by the minute.
    staleTime: 10 * 60_000,
  });

export const useCodeList = (params: CodeListParams = {}) => useQuery(codeListQueryOptions(params));
