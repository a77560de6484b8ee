import {
  AREA_CODES,
  BUILDING_TYPE_LABELS,
  FLOOR_CODES,
  formatMoney,
  RATE_LABELS,
  ROOM_CODES,
  SALE_TYPE_LABELS,
} from '@ansim/domain';
import { SAVED_SEARCH_MSG as M } from './saved-search-messages.ts';

/*
 * A saved filter as one readable line ('강남구 · 월세 · 월세 70만원 이하 · 원룸'): the query keys the server kept
 * (contract saved-search.ts SAVED_FILTER_KEYS) with the domain's own labels.
 */

const labelsOf = (value: string | undefined, table: Record<string, string>): string[] =>
  (value ?? '')
    .split(',')
    .filter((code) => code !== '')
    .map((code) => table[code] ?? code);

const tableOf = (rows: readonly { code: string; label: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.code, row.label]));

const range = (label: string, min: string | undefined, max: string | undefined): string | null => {
  const lo = min ? formatMoney(Number(min)) : null;
  const hi = max ? formatMoney(Number(max)) : null;
  if (lo && hi) return `${label} ${lo}~${hi}`;
  if (lo) return `${label} ${lo} 이상`;
  if (hi) return `${label} ${hi} 이하`;
  return null;
};

export function summarizeSavedFilter(filter: Record<string, string>): string[] {
  const types = labelsOf(filter.types, SALE_TYPE_LABELS);
  return [
    filter.saleAddr || M.allArea,
    types.length > 0 ? types.join('·') : M.allTypes,
    range(M.price.sell, filter.minSellPrice, filter.maxSellPrice),
    range(M.price.rent, filter.minRentPrice, filter.maxRentPrice),
    range(M.price.deposit, filter.minMonthlyDepositPrice, filter.maxMonthlyDepositPrice),
    range(M.price.monthly, filter.minMonthlyPrice, filter.maxMonthlyPrice),
    labelsOf(filter.buildingTypes, BUILDING_TYPE_LABELS).join('·') || null,
    labelsOf(filter.roomGroup, tableOf(ROOM_CODES)).join('·') || null,
    labelsOf(filter.area, tableOf(AREA_CODES)).join('·') || null,
    labelsOf(filter.floor, tableOf(FLOOR_CODES)).join('·') || null,
    filter.safetyGrades ? `${M.grade} ${labelsOf(filter.safetyGrades, RATE_LABELS).join('·')}` : null,
    filter.confirmedWithin ? M.confirmedWithin(filter.confirmedWithin) : null,
  ].filter((part): part is string => part !== null);
}
