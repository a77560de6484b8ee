import {
  defaultFilter,
  type SafeNewArea,
  type SearchFilter,
  type SearchParams,
  safeNewListParams,
  saleListParams,
} from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

// The row's call is built in the domain: the server answers a visitor's in the home's HTML (first-lists.ts).
export { SAFE_GRADES, SAFE_NEW_LIMIT, type SafeNewArea } from '@ansim/domain';

/** Rows the home shows are small and secondary: the global spinner is not theirs to raise. */
const quiet: CallOptions = { spinner: false };

/** GET /api/search/sale/list with this query (saleListParams). */
async function getListings(query: SearchParams, signal?: AbortSignal) {
  return unwrap(await call(ROUTES.searchSaleList, { query }, { ...quiet, signal }));
}

/** The newest grade-1–2 listings of an area. */
export const safeNewListingsQueryOptions = (area: SafeNewArea, viewerNo: number | null) =>
  queryOptions({
    queryKey: ['home', 'safeNew', area, viewerNo],
    queryFn: async ({ signal }): Promise<SaleListItem[]> =>
      (await getListings(safeNewListParams(area, viewerNo), signal)).list,
    // New listings do not arrive by the minute; coming back home shows the row at once.
    staleTime: 5 * 60_000,
  });

/**
 * The recently viewed listings as the market has them now (current prices), in the order they were viewed.
 * A number missing from the answer is off the market (sold, stopped, deleted): `missing` lists them.
 */
export const recentViewListingsQueryOptions = (saleNos: readonly number[], viewerNo: number | null) =>
  queryOptions({
    queryKey: ['home', 'recentViews', saleNos, viewerNo],
    queryFn: async ({ signal }) => {
      const filter: SearchFilter = { ...defaultFilter(), nos: [...saleNos], loginUserNo: viewerNo };
      const { list } = await getListings(saleListParams(filter, 1, Math.max(1, saleNos.length)), signal);
      const byNo = new Map(list.map((item) => [item.saleNo, item]));
      const listings = saleNos.flatMap((no) => byNo.get(no) ?? []);
      const missing = saleNos.filter((no) => !byNo.has(no));
      return { listings, missing };
    },
    staleTime: 60_000,
  });
