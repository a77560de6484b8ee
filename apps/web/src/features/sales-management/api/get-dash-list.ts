import { canFetchPage, isListingNumber, type SaleStatus } from '@ansim/domain';
import { DASH_PAGE_SIZE, type DashList } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { DASH_KEY } from './dash-keys.ts';
import { DASH_ROUTES } from './routes.ts';

/** What the dashboard lists: a tab, or what a search found (in that tab, or by number in any tab). */
export interface DashView {
  status: SaleStatus;
  /** The search box's text; '' lists the whole tab. */
  keyword: string;
}

/** A listing number finds that listing whatever its status; any other text searches the tab's addresses. */
export const searchesByNumber = (keyword: string): boolean => isListingNumber(keyword);

/**
 * One page of the dashboard: GET /api/sale/dash/list for a tab, /api/sale/search/address for a searched
 * address within it, /api/sale/search/saleNo for a listing number (one page of at most one listing).
 */
export async function getDashPage(
  { status, keyword }: DashView,
  page: number,
  options: CallOptions = {},
): Promise<DashList> {
  const text = keyword.trim();
  const quiet = { spinner: false as const, ...options };
  if (text === '') {
    return unwrap(
      await call(DASH_ROUTES.saleDashList, { query: { status, page, limit: DASH_PAGE_SIZE } }, quiet),
    );
  }
  if (searchesByNumber(text)) {
    return unwrap(await call(DASH_ROUTES.saleSearchSaleNo, { query: { saleNo: text } }, quiet));
  }
  return unwrap(
    await call(
      DASH_ROUTES.saleSearchAddress,
      { query: { keyword: text, status, page, limit: DASH_PAGE_SIZE } },
      quiet,
    ),
  );
}

/** The number search ignores the tab, so its key does too: switching tabs does not search again. */
const viewKey = ({ status, keyword }: DashView) => {
  const text = keyword.trim();
  if (text === '') return { status };
  return searchesByNumber(text) ? { saleNo: text } : { status, keyword: text };
};

export const dashListQueryOptions = (view: DashView) =>
  infiniteQueryOptions({
    queryKey: [...DASH_KEY, 'list', viewKey(view)],
    queryFn: ({ pageParam, signal }) => getDashPage(view, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: DashList, allPages: DashList[]) =>
      canFetchPage(allPages.length + 1, lastPage.pageInfo.totalPage) ? allPages.length + 1 : undefined,
  });

export const useDashList = (view: DashView) => useInfiniteQuery(dashListQueryOptions(view));
