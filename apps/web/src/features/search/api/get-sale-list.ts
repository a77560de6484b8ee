import { canFetchPage, type SearchFilter, type SearchParams, saleListParams } from '@ansim/domain';
import type { PageInfo, SaleListItem } from '@ansim/domain/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call, embeddedEntity } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import { SALE_LIST_KEY } from '../../../shared/sale/like-cache.ts';

export interface SaleListPage {
  list: SaleListItem[];
  pageInfo: PageInfo;
  /** How the server understood saleAddr: a region, a station, a listing number, or none (not served). */
  area: { kind: string; label: string };
}

/** GET /api/search/sale/list with the filter as the spec's query (lists comma-joined, '' for all). */
export async function getSaleList(params: SearchParams, options: CallOptions = {}): Promise<SaleListPage> {
  return unwrap(await call(ROUTES.searchSaleList, { query: params }, options));
}

// Built in the domain: the server answers a visitor's first page in the list page's HTML (first-lists.ts).
export { saleListParams } from '@ansim/domain';

/**
 * The infinite list of product.md §A4 "Search paging": page 1 first (the spec assumes totalPage 2 until the first
 * answer, so page 1 is always asked for), then the next page only while page ≤ the answered totalPage. The key holds the whole filter, so a
 * filter change is a new list from page 1 (product.md §A4 "re-keys the list").
 */
export const saleListQueryOptions = (filter: SearchFilter) => {
  const base = saleListParams(filter, 1);
  const { page: _page, ...keyParams } = base;
  return infiniteQueryOptions({
    queryKey: [...SALE_LIST_KEY, keyParams],
    // The list is the first thing on screen: the spinner would only hide it; skeletons show progress.
    queryFn: ({ pageParam, signal }) =>
      getSaleList({ ...base, page: String(pageParam) }, { spinner: false, signal }),
    initialPageParam: 1,
    // A visitor's cold visit of /search/list: the page's HTML carries page 1 of this very URL (the server's
    // first-answers.ts), drawn in the app's first render. Read as the call's answer would be, a task later,
    // it made the first render a skeleton and the cards (the first photo is the page's largest paint) a
    // second render and layout. Any other filter, a signed-in viewer or a later visit finds none and asks.
    initialData: () => {
      const first = embeddedEntity(ROUTES.searchSaleList, { query: { ...base, page: '1' } });
      return first === undefined ? undefined : { pages: [first], pageParams: [1] };
    },
    getNextPageParam: (lastPage: SaleListPage, allPages: SaleListPage[]) => {
      const next = allPages.length + 1;
      return canFetchPage(next, lastPage.pageInfo.totalPage) ? next : undefined;
    },
    // Coming back from a listing shows the same pages at once (product.md §A2 "keeps that list's state").
    staleTime: 5 * 60_000,
  });
};

export const useSaleList = (filter: SearchFilter, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...saleListQueryOptions(filter), enabled: options.enabled ?? true });
