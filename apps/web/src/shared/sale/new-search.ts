import {
  BUILDING_TYPES,
  type BuildingType,
  RATE_CODES,
  type RateCode,
  SALE_TYPES,
  type SaleType,
  type SearchSort,
} from '@ansim/domain';

/*
 * How a screen outside the search (the home's shortcuts, recent searches, the map entry) opens /search/list
 * as a new search. The list owns the filter and the map state, and features do not import each other, so
 * the request travels with the navigation: the route's history state says "start afresh, with these", and
 * the list takes it once (search-list-page.tsx). The history state, not the query string, because the
 * filter is the list's own after that: the user changes it there, and a reload must not undo the change.
 */

/** The filter a shortcut sets; everything it does not name is the default filter's. */
export interface NewSearchFilter {
  buildingTypes?: BuildingType[];
  types?: SaleType[];
  safetyGrades?: RateCode[];
}

export interface NewSearch {
  /** Absent: the user's own filter stays, only the map starts afresh (a recent search). */
  filter?: NewSearchFilter;
}

interface NewSearchState {
  newSearch: NewSearch;
}

/** The `state` of a link or navigate() that opens the list as a new search. */
export const newSearchState = (search: NewSearch = {}): NewSearchState => ({ newSearch: search });

const RATES = RATE_CODES.map((rate) => rate.code);

const listOf = <T extends string>(value: unknown, options: readonly T[]): T[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter(
    (v): v is T => typeof v === 'string' && (options as readonly string[]).includes(v),
  );
  return kept.length > 0 ? kept : undefined;
};

/**
 * The new search a history entry carries, or null. History state outlives the code that wrote it (the
 * back button, a reload after an update), so it is read as untrusted: unknown codes are dropped.
 */
export function readNewSearch(state: unknown): NewSearch | null {
  if (typeof state !== 'object' || state === null || !('newSearch' in state)) return null;
  const { newSearch } = state as { newSearch: unknown };
  if (typeof newSearch !== 'object' || newSearch === null) return null;
  const filter = (newSearch as { filter?: unknown }).filter;
  if (typeof filter !== 'object' || filter === null) return {};
  const read = filter as Record<string, unknown>;
  const buildingTypes = listOf(read.buildingTypes, BUILDING_TYPES);
  const types = listOf(read.types, SALE_TYPES);
  const safetyGrades = listOf(read.safetyGrades, RATES);
  return {
    filter: {
      ...(buildingTypes && { buildingTypes }),
      ...(types && { types }),
      ...(safetyGrades && { safetyGrades }),
    },
  };
}

// The server reads the order the same way, for the list it answers in the page's HTML.
export { readSort } from '@ansim/domain';

/** /search/list for an area (all when ''), in list or map view and an order. */
export function searchListPath({
  saleAddr = '',
  view = 'list',
  sort = 'LATEST',
}: {
  saleAddr?: string;
  view?: 'list' | 'map';
  sort?: SearchSort;
} = {}): string {
  const params = new URLSearchParams();
  if (saleAddr) params.set('saleAddr', saleAddr);
  if (view === 'map') params.set('view', 'map');
  if (sort !== 'LATEST') params.set('sort', sort);
  const query = params.toString();
  return query ? `/search/list?${query}` : '/search/list';
}
