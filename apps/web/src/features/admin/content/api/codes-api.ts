import type { CodeGroup } from '@ansim/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { CONTENT_KEYS as keys } from './keys.ts';
import { CONTENT_ROUTES as R } from './routes.ts';

/** One group's common codes: list, rename, delete. */
export const useCodeList = (groupCode: CodeGroup) =>
  useQuery({
    queryKey: [...keys.codes, groupCode],
    queryFn: async () => unwrap(await call(R.adminCodeList, { query: { groupCode } }, { spinner: false })),
  });

export function useUpdateCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      groupCode: CodeGroup;
      code: string;
      codeName: string;
      description: string | null;
    }) =>
      unwrap(
        await call(R.adminCodeUpdate, {
          params: { groupCode: input.groupCode, code: input.code },
          body: { codeName: input.codeName, description: input.description },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.codes }),
  });
}

export function useDeleteCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupCode, code }: { groupCode: CodeGroup; code: string }) =>
      unwrap(await call(R.adminCodeDelete, { params: { groupCode, code } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.codes }),
  });
}
