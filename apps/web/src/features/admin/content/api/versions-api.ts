import type { AdminVersionBodyInput } from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { CONTENT_KEYS as keys, type ListQuery as Query } from './keys.ts';
import { CONTENT_ROUTES as R } from './routes.ts';

/** The app releases: list, add, and the force flag. */
export const useVersionList = (query: Query) =>
  useQuery({
    queryKey: [...keys.versions, query],
    queryFn: async () => unwrap(await call(R.adminVersionList, { query }, { spinner: false })),
    placeholderData: keepPreviousData,
  });

export function useAddVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminVersionBodyInput) => unwrap(await call(R.adminVersionCreate, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.versions }),
  });
}

export function useSetForce() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ appVersionNo, isForce }: { appVersionNo: number; isForce: boolean }) =>
      unwrap(await call(R.adminVersionForce, { params: { appVersionNo }, body: { isForce } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.versions }),
  });
}
