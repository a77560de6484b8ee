import { defaultFilter, type SearchFilter, toSearchParams } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';

/** How many new listings the home's row shows: a phone's two and a half cards, a desktop's two rows. */
export const SAFE_NEW_LIMIT = 10;

/** Grades 1 and 2 (매우 안전, 안전): what the home's row of new listings promises. */
export const SAFE_GRADES = ['RATE001', 'RATE002'] as const;

/** Rows the home shows are small and secondary: the global spinner is not theirs to raise. */
const quiet: CallOptions = { spinner: false };

/** GET /api/search/sale/list for one page of `limit`, with the filter as the spec's query. */
async function getListings(filter: SearchFilter, limit: number, signal?: AbortSignal) {
  const query = { ...toSearchParams(filter), page: '1', limit: String(limit) };
  return unwrap(await call(ROUTES.searchSaleList, { query }, { ...quiet, signal }));
}

/** Where the row of new listings looks: a box around the user, or the whole of Seoul. */
export type SafeNewArea =
  | { kind: 'near'; southWestLat: number; southWestLng: number; northEastLat: number; northEastLng: number }
  | { kind: 'seoul' };

/** The newest grade-1–2 listings of an area. */
export const safeNewListingsQueryOptions = (area: SafeNewArea, viewerNo: number | null) =>
  queryOptions({
    queryKey: ['home', 'safeNew', area, viewerNo],
    queryFn: async ({ signal }): Promise<SaleListItem[]> => {
      const { kind: _kind, ...bounds } = area;
      const filter: SearchFilter = {
        ...defaultFilter(),
        ...(area.kind === 'near' ? bounds : { saleAddr: '서울' }),
        safetyGrades: [...SAFE_GRADES],
        sort: 'LATEST',
        loginUserNo: viewerNo,
      };
      return (await getListings(filter, SAFE_NEW_LIMIT, signal)).list;
    },
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
      const { list } = await getListings(filter, Math.max(1, saleNos.length), signal);
      const byNo = new Map(list.map((item) => [item.saleNo, item]));
      const listings = saleNos.flatMap((no) => byNo.get(no) ?? []);
      const missing = saleNos.filter((no) => !byNo.has(no));
      return { listings, missing };
    },
    staleTime: 60_000,
  });
