import {
  AREA_CODES,
  type AreaCodeValue,
  BUILDING_TYPES,
  type BuildingType,
  FLOOR_CODES,
  type FloorCodeValue,
  type RateCode,
  ROOM_CODES,
  type RoomCode,
  SALE_TYPES,
  type SaleStatus,
  type SaleType,
} from './codes.ts';
import { formatMoney } from './format.ts';
import { PRICE_SCALES, type PriceScale, scaleValues } from './price-scales.ts';

/*
 * Search filter state on the client (product.md §A3–A4, §A9): what the filter panels edit, what local storage
 * keeps, and the price sliders. Lists are code arrays in which [] means "all"; prices are 만원. How the
 * filter travels to the server and is read back there is filter-query.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// Sort (beyond the spec: the list needs a stable, user-chosen order)

export const SEARCH_SORTS = ['LATEST', 'PRICE_ASC', 'PRICE_DESC', 'GRADE', 'AREA_DESC', 'CONFIRMED'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS = {
  LATEST: '최신순',
  PRICE_ASC: '낮은 가격순',
  PRICE_DESC: '높은 가격순',
  GRADE: '안전등급순',
  AREA_DESC: '넓은 면적순',
  CONFIRMED: '최근 확인순',
} as const satisfies Record<SearchSort, string>;

// ---------------------------------------------------------------------------------------------------------
// The filter

/** A slider's [min, max] in 만원; max at the scale's top means unlimited. */
export type PriceRange = readonly [min: number, max: number];

export interface SearchFilter {
  buildingTypes: BuildingType[];
  /** Deal types; never empty (product.md §A5), all three is the default. */
  types: SaleType[];
  /** ROOM codes; sent as `roomGroup`. */
  room: RoomCode[];
  area: AreaCodeValue[];
  floor: FloorCodeValue[];
  /** Grade filter beyond the spec: RATE codes, [] for all. */
  safetyGrades: RateCode[];
  status: SaleStatus;
  notStatus: string;
  page: number;
  /** -1 means all, capped by the server at SEARCH_LIMIT_CAP. */
  limit: number;
  saleNo: string;
  saleAddr: string;
  loginUserNo: number | null;
  isPrice: boolean;
  sort: SearchSort;
  minArea: string;
  maxArea: string;
  minFloor: string;
  maxFloor: string;
  salesPrice: PriceRange;
  rentPrice: PriceRange;
  depositPrice: PriceRange;
  monthlyPrice: PriceRange;
  southWestLat: number | null;
  southWestLng: number | null;
  northEastLat: number | null;
  northEastLng: number | null;
  /** Listing numbers of a map cluster the user tapped. */
  nos: number[];
  /** '최근 확인': confirmed within this many days (CONFIRMED_WITHIN_OPTIONS), 0 for any (issue 18 §3). */
  confirmedWithin: number;
}

/** The four slider ranges of the filter and the scale each one uses. */
export const PRICE_RANGE_SCALES = {
  salesPrice: PRICE_SCALES.sell,
  rentPrice: PRICE_SCALES.rent,
  depositPrice: PRICE_SCALES.monthlyDeposit,
  monthlyPrice: PRICE_SCALES.monthly,
} as const satisfies Record<string, PriceScale>;
export type PriceRangeKey = keyof typeof PRICE_RANGE_SCALES;

export const fullRange = (scale: PriceScale): PriceRange => [scale.min, scale.max];

export const DEFAULT_FILTER: Readonly<SearchFilter> = Object.freeze({
  buildingTypes: [],
  types: [...SALE_TYPES],
  room: [],
  area: [],
  floor: [],
  safetyGrades: [],
  status: 'ACTIVE',
  notStatus: '',
  page: 1,
  limit: -1,
  saleNo: '',
  saleAddr: '',
  loginUserNo: null,
  isPrice: false,
  sort: 'LATEST',
  minArea: '',
  maxArea: '',
  minFloor: '',
  maxFloor: '',
  salesPrice: fullRange(PRICE_SCALES.sell),
  rentPrice: fullRange(PRICE_SCALES.rent),
  depositPrice: fullRange(PRICE_SCALES.monthlyDeposit),
  monthlyPrice: fullRange(PRICE_SCALES.monthly),
  southWestLat: null,
  southWestLng: null,
  northEastLat: null,
  northEastLng: null,
  nos: [],
  confirmedWithin: 0,
} satisfies SearchFilter);

/** A fresh, mutable copy of the default filter. */
export const defaultFilter = (): SearchFilter => ({
  ...DEFAULT_FILTER,
  buildingTypes: [],
  types: [...SALE_TYPES],
  room: [],
  area: [],
  floor: [],
  safetyGrades: [],
  nos: [],
});

// ---------------------------------------------------------------------------------------------------------
// Multi-selects

export const MULTI_SELECT_OPTIONS = {
  floor: FLOOR_CODES.map((f) => f.code),
  area: AREA_CODES.map((a) => a.code),
  room: ROOM_CODES.map((r) => r.code),
  buildingTypes: [...BUILDING_TYPES],
} as const;

export const MULTI_SELECT_SIZES = {
  floor: MULTI_SELECT_OPTIONS.floor.length,
  area: MULTI_SELECT_OPTIONS.area.length,
  room: MULTI_SELECT_OPTIONS.room.length,
  buildingTypes: MULTI_SELECT_OPTIONS.buildingTypes.length,
} as const;

/**
 * product.md §A4: choosing every option of a multi-select is the same as choosing none, so it collapses to the
 * 'all' value []. Otherwise the choice is returned in option order without duplicates or unknown codes.
 */
export const collapseToAll = <T extends string>(
  selected: readonly string[],
  allOptions: readonly T[],
): T[] => {
  const chosen = allOptions.filter((option) => selected.includes(option));
  return chosen.length === allOptions.length ? [] : chosen;
};

/** Taps one chip of a multi-select whose [] means all; the result is collapsed again. */
export const toggleListValue = <T extends string>(
  selected: readonly T[],
  value: T,
  allOptions: readonly T[],
): T[] => {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return collapseToAll(next, allOptions);
};

// ---------------------------------------------------------------------------------------------------------
// Deal types

/** True when `type` is the only deal type left, so its check box is disabled (product.md §A5). */
export const isDealTypeLocked = (types: readonly SaleType[], type: SaleType): boolean =>
  types.length === 1 && types[0] === type;

/** Ticks or unticks a deal type, refusing to untick the last one; the result is in SALE, RENT, MONTHLY order. */
export const toggleDealType = (types: readonly SaleType[], type: SaleType): SaleType[] => {
  if (isDealTypeLocked(types, type)) return [...types];
  const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
  return SALE_TYPES.filter((t) => next.includes(t));
};

// ---------------------------------------------------------------------------------------------------------
// Tab resets and changes

/** Reset of tab 2: all price ranges, all deal types, page 1, status ACTIVE and limit -1 (product.md §A4). */
export const resetPriceTab = (filter: SearchFilter): SearchFilter => ({
  ...filter,
  types: [...SALE_TYPES],
  salesPrice: fullRange(PRICE_SCALES.sell),
  rentPrice: fullRange(PRICE_SCALES.rent),
  depositPrice: fullRange(PRICE_SCALES.monthlyDeposit),
  monthlyPrice: fullRange(PRICE_SCALES.monthly),
  isPrice: false,
  page: 1,
  status: 'ACTIVE',
  limit: -1,
});

/** Reset of tab 3: floor, area and room cleared; the page restarts because the filter changed. */
export const resetStructureTab = (filter: SearchFilter): SearchFilter => ({
  ...filter,
  floor: [],
  area: [],
  room: [],
  page: 1,
});

/** Any filter change restarts paging at page 1 (product.md §A4). */
export const applyFilterChange = (filter: SearchFilter, change: Partial<SearchFilter>): SearchFilter => ({
  ...filter,
  ...change,
  page: 1,
});

/** The part of the filter kept in local storage (product.md §A3). */
export type StoredFilter = Pick<SearchFilter, 'buildingTypes' | 'types' | 'room' | 'area' | 'floor'>;

export const toStoredFilter = (filter: SearchFilter): StoredFilter => ({
  buildingTypes: [...filter.buildingTypes],
  types: [...filter.types],
  room: [...filter.room],
  area: [...filter.area],
  floor: [...filter.floor],
});

/**
 * Rebuilds a filter from what local storage held, dropping codes this version no longer knows; an empty or
 * broken deal-type list falls back to all three so the "at least one" rule holds.
 */
export const fromStoredFilter = (stored: Partial<Record<keyof StoredFilter, unknown>> | null | undefined) => {
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const types = SALE_TYPES.filter((t) => list(stored?.types).includes(t));
  return {
    ...defaultFilter(),
    buildingTypes: collapseToAll(list(stored?.buildingTypes), MULTI_SELECT_OPTIONS.buildingTypes),
    types: types.length > 0 ? types : [...SALE_TYPES],
    room: collapseToAll(list(stored?.room), MULTI_SELECT_OPTIONS.room),
    area: collapseToAll(list(stored?.area), MULTI_SELECT_OPTIONS.area),
    floor: collapseToAll(list(stored?.floor), MULTI_SELECT_OPTIONS.floor),
  } satisfies SearchFilter;
};

/** Map search of type 'sale': the third word of the looked-up address names the area (product.md §A4). */
export const mapAddressTitle = (address: string | null | undefined): string =>
  (address ?? '').trim().split(/\s+/)[2] ?? '';

// ---------------------------------------------------------------------------------------------------------
// Price sliders

/** The index of the stop at or just below `value`, clamped to the slider. */
export const sliderIndexOf = (value: number, scale: PriceScale): number => {
  const values = scaleValues(scale);
  let index = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i]! <= value) index = i;
  }
  return index;
};

/** The value of a stop index, clamped to the slider. */
export const sliderValueAt = (index: number, scale: PriceScale): number => {
  const values = scaleValues(scale);
  const clamped = Math.min(Math.max(Math.round(index), 0), values.length - 1);
  return values[clamped]!;
};

export interface PriceBounds {
  min: string;
  max: string;
}

/**
 * A slider range as the API's bounds: at the top the upper bound is '' (unlimited, product.md §A9), and at the
 * bottom the lower bound is '' too, since 0 bounds nothing.
 */
export const toPriceBounds = ([min, max]: PriceRange, scale: PriceScale): PriceBounds => ({
  min: min <= scale.min ? '' : String(min),
  max: max >= scale.max ? '' : String(max),
});

export const isFullRange = ([min, max]: PriceRange, scale: PriceScale): boolean =>
  min <= scale.min && max >= scale.max;

/** A stop's label: the top reads '무제한', others the amount ('0원', '5,000만원', '21억 5,000만원'). */
export const formatSliderLabel = (value: number, scale: PriceScale): string =>
  value >= scale.max ? '무제한' : formatMoney(value);

/** A whole range as one line: '전체', '5,000만원 이하', '3억 이상', '1억~3억'. */
export const formatPriceRange = (range: PriceRange, scale: PriceScale): string => {
  const [min, max] = range;
  if (isFullRange(range, scale)) return '전체';
  if (min <= scale.min) return `${formatMoney(max)} 이하`;
  if (max >= scale.max) return `${formatMoney(min)} 이상`;
  return `${formatMoney(min)}~${formatMoney(max)}`;
};
