import { type UserDetail, userDetailSchema } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { MSG } from '../../../shared/messages.ts';

/**
 * PATCH /api/user/detail/{userNo} (the spec's method for a read): the profile of the signed-in user,
 * checked against the contract because the forms edit it field by field.
 */
export async function patchUserDetail(userNo: number, options: CallOptions = {}): Promise<UserDetail> {
  const entity = unwrap(await api.patch<unknown>(`/api/user/detail/${userNo}`, {}, options));
  const parsed = userDetailSchema.safeParse(entity);
  if (!parsed.success) throw new ApiError('transport', MSG.error.network);
  return parsed.data;
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
