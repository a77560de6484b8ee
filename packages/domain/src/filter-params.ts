import { RATE_CODES, SALE_TYPES, type SaleType } from './codes.ts';
import {
  collapseToAll,
  MULTI_SELECT_OPTIONS,
  PRICE_RANGE_SCALES,
  type PriceRangeKey,
  type SearchFilter,
  toPriceBounds,
} from './filter-state.ts';

/*
 * The search filter as the client sends it (product.md §A7); the server's parsing of the same parameters is
 * filter-query.ts. Apart from it so that building a search address does not load zod.
 */

export type SearchParams = Record<string, string>;

const join = (values: readonly (string | number)[]): string => values.join(',');
const orEmpty = (value: number | null): string => (value == null ? '' : String(value));

/**
 * The filter as the list call's query (product.md §A7): lists comma-joined with '' for all, unset scalars as ''.
 * Price bounds are sent only for deal types that are ticked, so a hidden slider never narrows the list.
 */
export const toSearchParams = (filter: SearchFilter): SearchParams => {
  const types = collapseToAll(filter.types, SALE_TYPES);
  const has = (type: SaleType) => filter.types.includes(type);
  const bounds = (key: PriceRangeKey, on: boolean) =>
    on ? toPriceBounds(filter[key], PRICE_RANGE_SCALES[key]) : { min: '', max: '' };
  const sell = bounds('salesPrice', has('SALE'));
  const rent = bounds('rentPrice', has('RENT'));
  const deposit = bounds('depositPrice', has('MONTHLY'));
  const monthly = bounds('monthlyPrice', has('MONTHLY'));
  return {
    page: String(filter.page),
    limit: String(filter.limit),
    status: filter.status,
    saleAddr: filter.saleAddr,
    loginUserNo: orEmpty(filter.loginUserNo),
    buildingTypes: join(collapseToAll(filter.buildingTypes, MULTI_SELECT_OPTIONS.buildingTypes)),
    types: join(types),
    roomGroup: join(collapseToAll(filter.room, MULTI_SELECT_OPTIONS.room)),
    area: join(collapseToAll(filter.area, MULTI_SELECT_OPTIONS.area)),
    floor: join(collapseToAll(filter.floor, MULTI_SELECT_OPTIONS.floor)),
    safetyGrades: join(
      collapseToAll(
        filter.safetyGrades,
        RATE_CODES.map((r) => r.code),
      ),
    ),
    sort: filter.sort,
    minSellPrice: sell.min,
    maxSellPrice: sell.max,
    minRentPrice: rent.min,
    maxRentPrice: rent.max,
    minMonthlyDepositPrice: deposit.min,
    maxMonthlyDepositPrice: deposit.max,
    minMonthlyPrice: monthly.min,
    maxMonthlyPrice: monthly.max,
    southWestLat: orEmpty(filter.southWestLat),
    southWestLng: orEmpty(filter.southWestLng),
    northEastLat: orEmpty(filter.northEastLat),
    northEastLng: orEmpty(filter.northEastLng),
    nos: join(filter.nos),
    // Only when set, so that every search without it keeps its address.
    ...(filter.confirmedWithin > 0 ? { confirmedWithin: String(filter.confirmedWithin) } : {}),
  };
};
