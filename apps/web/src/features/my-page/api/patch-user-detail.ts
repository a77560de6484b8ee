import type { UserDetail } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({ userDetail: { method: 'PATCH', path: '/api/user/detail/:userNo' } });

/**
 * PATCH /api/user/detail/{userNo} (the spec's method for a read): the profile of the signed-in user,
 * checked against the contract because the forms edit it field by field.
 */
export async function patchUserDetail(userNo: number, options: CallOptions = {}): Promise<UserDetail> {
  return unwrap(await call(ROUTES.userDetail, { params: { userNo } }, options));
}

export const userDetailQueryKey = (userNo: number) => ['user', 'detail', userNo] as const;

export const userDetailQueryOptions = (userNo: number) =>
  queryOptions({
    queryKey: userDetailQueryKey(userNo),
    queryFn: ({ signal }) => patchUserDetail(userNo, { signal }),
    // What the user edits must be what the server holds now.
    staleTime: 0,
  });

export const useUserDetail = (userNo: number | undefined) =>
  useQuery({ ...userDetailQueryOptions(userNo ?? 0), enabled: userNo !== undefined });
