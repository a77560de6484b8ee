import { type BoardType, canFetchPage } from '@ansim/domain';
import { BOARD_LIST_LIMIT, type BoardList } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { BOARD_ROUTES, BOARDS_KEY } from './routes.ts';

/** Which rows a board screen lists: one type, maybe one category, maybe a search. */
export interface BoardView {
  boardType: BoardType;
  category?: string;
  /** '' lists everything. */
  searchText?: string;
}

/** GET /api/list: one page of 10 (spec 01 §9), pinned first, searched in titles and texts. */
export async function getBoardPage(view: BoardView, page: number, options: CallOptions = {}) {
  const searchText = view.searchText?.trim() ?? '';
  return unwrap(
    await call(
      BOARD_ROUTES.boardList,
      {
        query: {
          boardType: view.boardType,
          page,
          limit: BOARD_LIST_LIMIT,
          ...(view.category ? { category: view.category } : {}),
          ...(searchText ? { searchText, searchType: 'all' } : {}),
        },
      },
      { spinner: false, ...options },
    ),
  );
}

export const boardListQueryOptions = (view: BoardView) =>
  infiniteQueryOptions({
    queryKey: [
      ...BOARDS_KEY,
      'list',
      view.boardType,
      view.category ?? '',
      view.searchText?.trim() ?? '',
    ] as const,
    queryFn: ({ pageParam, signal }) => getBoardPage(view, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: BoardList, allPages: BoardList[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
  });

export const useBoardList = (view: BoardView) => useInfiniteQuery(boardListQueryOptions(view));
