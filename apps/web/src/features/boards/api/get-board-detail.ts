import { type BoardDetail, ERRORS } from '@ansim/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { call } from '../../../shared/api/call.ts';
import { BOARD_ROUTES, BOARDS_KEY } from './routes.ts';

/** PATCH /api/board/{boardNo}: one notice; the server counts the view as it answers. */
export async function getBoardDetail(boardNo: number, options: CallOptions = {}): Promise<BoardDetail> {
  return unwrap(
    await call(BOARD_ROUTES.boardDetail, { params: { boardNo } }, { spinner: false, ...options }),
  );
}

export const isBoardNotFound = (error: unknown): boolean =>
  isApiError(error) &&
  error.kind === 'business' &&
  (error.code === ERRORS.NOT_FOUND.code || error.code === ERRORS.VALIDATION.code);

export const boardDetailQueryOptions = (boardNo: number) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, 'detail', boardNo],
    queryFn: ({ signal }) => getBoardDetail(boardNo, { signal }),
    // Reading the same notice again within a few minutes is one view, not one per visit of the page.
    staleTime: 5 * 60_000,
    retry: (count, error) => !isBoardNotFound(error) && count < 1,
  });

export const useBoardDetail = (boardNo: number) =>
  useQuery({ ...boardDetailQueryOptions(boardNo), enabled: Number.isSafeInteger(boardNo) && boardNo > 0 });
