import type { RateCode } from './codes.ts';
import { type SearchParams, toSearchParams } from './filter-params.ts';
import { defaultFilter, SEARCH_SORTS, type SearchFilter, type SearchSort } from './filter-state.ts';
import { PAGE_SIZES } from './limits.ts';

/*
 * The list calls of the first screens, built here once for two callers: the web app, which sends them, and
 * the server, which answers a cold visitor's in the page's HTML (apps/server/src/plugins/first-answers.ts).
 * The browser uses an embedded answer only when its own URL is the same to the byte, so both must build it
 * from the same functions.
 */

/** The list call's query for one page of `limit`; every page of one search shares everything but `page`. */
export const saleListParams = (
  filter: SearchFilter,
  page: number,
  limit: number = PAGE_SIZES.search,
): SearchParams => ({ ...toSearchParams(filter), page: String(page), limit: String(limit) });

/** The list's order in its URL (`?sort=`), so that a shared or reloaded list keeps it; LATEST is the default. */
export const readSort = (value: string | null | undefined): SearchSort =>
  value != null && (SEARCH_SORTS as readonly string[]).includes(value) ? (value as SearchSort) : 'LATEST';

/** How many new listings the home's row shows: a phone's two and a half cards, a desktop's two rows. */
export const SAFE_NEW_LIMIT = 10;

/** Grades 1 and 2 (매우 안전, 안전): what the home's row of new listings promises. */
export const SAFE_GRADES = ['RATE001', 'RATE002'] as const satisfies readonly RateCode[];

/** Where the home's row of new listings looks: a box around the user, or the whole of Seoul. */
export type SafeNewArea =
  | { kind: 'near'; southWestLat: number; southWestLng: number; northEastLat: number; northEastLng: number }
  | { kind: 'seoul' };

/** The home row's call: the newest grade-1–2 listings of an area, as `viewerNo` (null: a visitor) sees them. */
export function safeNewListParams(area: SafeNewArea, viewerNo: number | null): SearchParams {
  const { kind: _kind, ...bounds } = area;
  const filter: SearchFilter = {
    ...defaultFilter(),
    ...(area.kind === 'near' ? bounds : { saleAddr: '서울' }),
    safetyGrades: [...SAFE_GRADES],
    sort: 'LATEST',
    loginUserNo: viewerNo,
  };
  return saleListParams(filter, 1, SAFE_NEW_LIMIT);
}
