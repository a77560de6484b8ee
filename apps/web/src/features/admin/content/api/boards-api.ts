import type { AdminBoardBody } from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { CONTENT_KEYS as keys, type ListQuery as Query } from './keys.ts';
import { CONTENT_ROUTES as R } from './routes.ts';

/** The boards of every type: list, the editor's copy, save and delete. */
export const useBoardList = (query: Query) =>
  useQuery({
    queryKey: [...keys.boards, 'list', query],
    queryFn: async () => unwrap(await call(R.adminBoardList, { query }, { spinner: false })),
    placeholderData: keepPreviousData,
  });

export const useBoardDetail = (boardNo: number | null) =>
  useQuery({
    queryKey: [...keys.boards, 'detail', boardNo],
    queryFn: async () =>
      unwrap(await call(R.adminBoardDetail, { params: { boardNo: boardNo ?? 0 } }, { spinner: false })),
    enabled: boardNo !== null,
    // The editor starts from what is stored now, not from a copy read earlier.
    staleTime: 0,
    gcTime: 0,
  });

export function useSaveBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ boardNo, body }: { boardNo: number | null; body: AdminBoardBody }) =>
      unwrap(
        boardNo === null
          ? await call(R.adminBoardCreate, { body })
          : await call(R.adminBoardUpdate, { params: { boardNo }, body }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.boards }),
  });
}

export function useDeleteBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (boardNo: number) => unwrap(await call(R.adminBoardDelete, { params: { boardNo } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.boards }),
  });
}
