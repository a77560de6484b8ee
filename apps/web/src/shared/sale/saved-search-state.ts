import {
  collapseToAll,
  MULTI_SELECT_OPTIONS,
  PRICE_RANGE_SCALES,
  type PriceRange,
  type PriceRangeKey,
  RATE_CODES,
  SALE_TYPES,
  type SearchFilter,
} from '@ansim/domain';

/*
 * '검색 결과 보기' of a saved search (/myPage/savedSearch) opens /search/list with every filter the search
 * keeps. The saved filter is the list call's query (toSearchParams' keys); it travels in the history state
 * beside the new-search request (new-search.ts) and is read back here into the list's filter state. Only
 * the two lazy screens load this module, not the first screen.
 */

interface SavedFilterState {
  savedFilter: Record<string, string>;
}

export const savedFilterState = (filter: Record<string, string>): SavedFilterState => ({
  savedFilter: filter,
});

const list = <T extends string>(value: string | undefined, options: readonly T[]): T[] =>
  collapseToAll((value ?? '').split(','), options);

const PRICE_KEYS: Record<PriceRangeKey, [string, string]> = {
  salesPrice: ['minSellPrice', 'maxSellPrice'],
  rentPrice: ['minRentPrice', 'maxRentPrice'],
  depositPrice: ['minMonthlyDepositPrice', 'maxMonthlyDepositPrice'],
  monthlyPrice: ['minMonthlyPrice', 'maxMonthlyPrice'],
};

/** The filter fields a history entry's saved filter sets, or {} when it carries none (untrusted: checked). */
export function savedFilterOf(state: unknown): Partial<SearchFilter> {
  if (typeof state !== 'object' || state === null || !('savedFilter' in state)) return {};
  const raw = (state as { savedFilter: unknown }).savedFilter;
  if (typeof raw !== 'object' || raw === null) return {};
  const f = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const types = SALE_TYPES.filter((t) => (f.types ?? '').split(',').includes(t));
  const amount = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  const ranges = Object.fromEntries(
    (Object.keys(PRICE_KEYS) as PriceRangeKey[]).map((key) => {
      const scale = PRICE_RANGE_SCALES[key];
      const [min, max] = PRICE_KEYS[key];
      return [key, [amount(f[min], scale.min), amount(f[max], scale.max)] as PriceRange];
    }),
  ) as Record<PriceRangeKey, PriceRange>;
  const confirmedWithin = amount(f.confirmedWithin, 0);
  return {
    types: types.length > 0 ? types : [...SALE_TYPES],
    buildingTypes: list(f.buildingTypes, MULTI_SELECT_OPTIONS.buildingTypes),
    room: list(f.roomGroup, MULTI_SELECT_OPTIONS.room),
    area: list(f.area, MULTI_SELECT_OPTIONS.area),
    floor: list(f.floor, MULTI_SELECT_OPTIONS.floor),
    safetyGrades: list(
      f.safetyGrades,
      RATE_CODES.map((r) => r.code),
    ),
    ...ranges,
    isPrice: Object.values(PRICE_KEYS).some(([min, max]) => Boolean(f[min] || f[max])),
    ...(confirmedWithin > 0 ? { confirmedWithin } : {}),
  };
}
