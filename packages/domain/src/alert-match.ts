import { AREA_CODES, FLOOR_CODES, type SaleType } from './codes.ts';
import type { SearchFilterQuery } from './filter-query.ts';

/*
 * Whether a listing matches a saved search (issue 18 §1): the same conditions, field by field, as the
 * search API's WHERE (apps/server/src/modules/search/repo.ts `searchWhere`), written once here so the
 * alert job checks in code what the candidate query picked by its indexed keys. A test compares the two on
 * the same data (apps/server/test/alerts-match.test.ts).
 */

/** A listing as the alert job reads it: the columns the search filters on, bands as the database computed them. */
export interface ListingFacts {
  saleNo: number;
  status: string;
  saleType: SaleType | null;
  buildingType: string | null;
  roomGroup: string | null;
  safetyGrade: string | null;
  /** sales.area_band / floor_band: band i + 1 is AREA_CODES[i] / FLOOR_CODES[i]. */
  areaBand: number | null;
  floorBand: number | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
  sidoCode: string;
  sigunguCode: string;
  dongCode: string;
  lat: number;
  lng: number;
  /** When the broker last confirmed the listing (issue 18 §3); a new listing is confirmed now. */
  confirmedAt: Date;
}

/** A saved search's place, resolved from its saleAddr as the search resolves it. */
export type MatchArea =
  | { kind: 'all' }
  | { kind: 'saleNo'; saleNo: number }
  | { kind: 'sido'; sidoCode: string }
  | { kind: 'sigungu'; sigunguCodes: readonly string[] }
  | { kind: 'dong'; dongCodes: readonly string[] }
  /** Within `radius` degrees of latitude of any point, by the search's equirectangular distance. */
  | { kind: 'station'; points: readonly { lat: number; lng: number }[]; radius: number }
  | { kind: 'none' };

/** The filter fields a saved search keeps; paging, order, the map box and picked numbers are not kept. */
export type MatchFilter = Pick<
  SearchFilterQuery,
  | 'status'
  | 'saleNo'
  | 'buildingTypes'
  | 'types'
  | 'roomGroup'
  | 'area'
  | 'floor'
  | 'safetyGrades'
  | 'minSellPrice'
  | 'maxSellPrice'
  | 'minRentPrice'
  | 'maxRentPrice'
  | 'minMonthlyDepositPrice'
  | 'maxMonthlyDepositPrice'
  | 'minMonthlyPrice'
  | 'maxMonthlyPrice'
  | 'confirmedWithin'
>;

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * The first instant a '최근 n일 확인' search accepts: midnight in Korea n calendar days before `now`, as the
 * search's `date_trunc('day', now() at time zone 'Asia/Seoul') - n days`.
 */
export const confirmedSince = (now: Date, days: number): Date => {
  const koreanMidnight = Math.floor((now.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
  return new Date(koreanMidnight - days * DAY_MS);
};

const inRange = (value: number | null, min: number | undefined, max: number | undefined): boolean => {
  if (min === undefined && max === undefined) return true;
  // SQL's comparison with null is not true: a bounded price never matches a missing one.
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
};

const bandOf = (codes: readonly string[], table: readonly { code: string }[]): number[] =>
  table.flatMap((row, i) => (codes.includes(row.code) ? [i + 1] : []));

function inArea(listing: ListingFacts, area: MatchArea): boolean {
  switch (area.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'saleNo':
      return listing.saleNo === area.saleNo;
    case 'sido':
      return listing.sidoCode === area.sidoCode;
    case 'sigungu':
      return area.sigunguCodes.includes(listing.sigunguCode);
    case 'dong':
      return area.dongCodes.includes(listing.dongCode);
    case 'station':
      return area.points.some((p) => {
        const k = Math.cos((p.lat * Math.PI) / 180);
        const dLat = listing.lat - p.lat;
        const dLng = (listing.lng - p.lng) * k;
        return dLat * dLat + dLng * dLng <= area.radius * area.radius;
      });
  }
}

/** Price bounds per deal type: a 매매 bound never hides a 월세 listing (as the search's per-type OR). */
function priceMatches(listing: ListingFacts, f: MatchFilter): boolean {
  const bounds = [
    f.minSellPrice,
    f.maxSellPrice,
    f.minRentPrice,
    f.maxRentPrice,
    f.minMonthlyDepositPrice,
    f.maxMonthlyDepositPrice,
    f.minMonthlyPrice,
    f.maxMonthlyPrice,
  ];
  if (f.types.length === 0 && bounds.every((b) => b === undefined)) return true;
  const types: readonly SaleType[] = f.types.length > 0 ? f.types : ['SALE', 'RENT', 'MONTHLY'];
  if (listing.saleType === null || !types.includes(listing.saleType)) return false;
  switch (listing.saleType) {
    case 'SALE':
      return inRange(listing.sellingPrice, f.minSellPrice, f.maxSellPrice);
    case 'RENT':
      return inRange(listing.rentPrice, f.minRentPrice, f.maxRentPrice);
    case 'MONTHLY':
      return (
        inRange(listing.deposit, f.minMonthlyDepositPrice, f.maxMonthlyDepositPrice) &&
        inRange(listing.monthlyPrice, f.minMonthlyPrice, f.maxMonthlyPrice)
      );
  }
}

/** The search's WHERE for one listing: true exactly when the search API would list it for this filter. */
export function listingMatchesFilter(
  listing: ListingFacts,
  filter: MatchFilter,
  area: MatchArea,
  now: Date = new Date(),
): boolean {
  if (listing.status !== filter.status) return false;
  if (filter.confirmedWithin && listing.confirmedAt < confirmedSince(now, filter.confirmedWithin))
    return false;
  if (!inArea(listing, area)) return false;
  if (filter.saleNo !== undefined && listing.saleNo !== filter.saleNo) return false;
  const oneOf = (value: string | null, chosen: readonly string[]) =>
    chosen.length === 0 || (value !== null && chosen.includes(value));
  if (!oneOf(listing.buildingType, filter.buildingTypes)) return false;
  if (!oneOf(listing.roomGroup, filter.roomGroup)) return false;
  if (!oneOf(listing.safetyGrade, filter.safetyGrades)) return false;
  if (filter.area.length > 0) {
    if (listing.areaBand === null || !bandOf(filter.area, AREA_CODES).includes(listing.areaBand))
      return false;
  }
  if (filter.floor.length > 0) {
    if (listing.floorBand === null || !bandOf(filter.floor, FLOOR_CODES).includes(listing.floorBand))
      return false;
  }
  return priceMatches(listing, filter);
}
