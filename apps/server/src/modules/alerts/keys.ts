import type { ListingFacts, MatchArea, SaleType, SearchFilterQuery } from '@ansim/domain';
import { EARTH_RADIUS_KM, SALE_TYPES } from '@ansim/domain';
import { areaBandsOf, CELLS_PER_DEGREE, floorBandsOf } from '../../db/schema/bands.ts';
import type { ResolvedArea } from '../search/area-resolver.ts';

/*
 * The indexed keys of a saved search and of a listing (issue 18 §1): a listing picks the saved searches
 * whose keys overlap its own through one GIN index, so a new listing never meets the saved searches of
 * other regions or deal types. Keys are a superset test; listingMatchesFilter decides.
 */

/**
 * A station's kilometre in degrees of latitude: the search's STATION_RADIUS_M on earthdistance's sphere
 * (search/repo.ts stationCircles; the match test compares the two on the same listings).
 */
const STATION_RADIUS_DEG = 1000 / ((EARTH_RADIUS_KM * 1000 * Math.PI) / 180);

/** A saved search's place as the matcher takes it; a station carries the search's own radius. */
export function matchAreaOf(area: ResolvedArea): MatchArea {
  switch (area.kind) {
    case 'station':
      return { kind: 'station', points: area.points, radius: STATION_RADIUS_DEG };
    case 'sido':
      return { kind: 'sido', sidoCode: area.sidoCode };
    case 'sigungu':
      return { kind: 'sigungu', sigunguCodes: area.sigunguCodes };
    case 'dong':
      return { kind: 'dong', dongCodes: area.dongCodes };
    case 'saleNo':
      return { kind: 'saleNo', saleNo: area.saleNo };
    case 'all':
      return { kind: 'all' };
    case 'none':
      return { kind: 'none' };
  }
}

/** Map cells a station's kilometre touches, one cell wider each way so float rounding never loses one. */
function stationCells(area: Extract<MatchArea, { kind: 'station' }>): string[] {
  const cells = new Set<string>();
  for (const p of area.points) {
    const k = Math.cos((p.lat * Math.PI) / 180);
    const lat0 = Math.floor((p.lat - area.radius) * CELLS_PER_DEGREE.lat) - 1;
    const lat1 = Math.floor((p.lat + area.radius) * CELLS_PER_DEGREE.lat) + 1;
    const lng0 = Math.floor((p.lng - area.radius / k) * CELLS_PER_DEGREE.lng) - 1;
    const lng1 = Math.floor((p.lng + area.radius / k) * CELLS_PER_DEGREE.lng) + 1;
    for (let lng = lng0; lng <= lng1; lng++)
      for (let lat = lat0; lat <= lat1; lat++) cells.add(`C:${lng}:${lat}`);
  }
  return [...cells];
}

function regionKeys(area: MatchArea): string[] {
  switch (area.kind) {
    case 'all':
      return ['*'];
    case 'saleNo':
      return [`N:${area.saleNo}`];
    case 'sido':
      return [`S:${area.sidoCode}`];
    case 'sigungu':
      return area.sigunguCodes.map((c) => `G:${c}`);
    case 'dong':
      return area.dongCodes.map((c) => `D:${c}`);
    case 'station':
      return stationCells(area);
    case 'none':
      return [];
  }
}

/** Region × deal type: the search's every deal type when it names none. */
export function searchKeys(area: MatchArea, types: readonly SaleType[]): string[] {
  const dealTypes = types.length > 0 ? types : SALE_TYPES;
  return regionKeys(area).flatMap((region) => dealTypes.map((type) => `${region}|${type}`));
}

/** A listing's keys: each way a saved search can name its place, with its deal type. */
export function listingKeys(l: ListingFacts & { latCell: number; lngCell: number }): string[] {
  const type = l.saleType ?? '';
  return [
    '*',
    `S:${l.sidoCode}`,
    `G:${l.sigunguCode}`,
    `D:${l.dongCode}`,
    `C:${l.lngCell}:${l.latCell}`,
    `N:${l.saleNo}`,
  ].map((region) => `${region}|${type}`);
}

/** The price bounds the candidate query checks, per deal type. */
export const priceBoundsOf = (q: SearchFilterQuery) => ({
  minSell: q.minSellPrice ?? null,
  maxSell: q.maxSellPrice ?? null,
  minRent: q.minRentPrice ?? null,
  maxRent: q.maxRentPrice ?? null,
  minDeposit: q.minMonthlyDepositPrice ?? null,
  maxDeposit: q.maxMonthlyDepositPrice ?? null,
  minMonthly: q.minMonthlyPrice ?? null,
  maxMonthly: q.maxMonthlyPrice ?? null,
});

/** The other filters as the candidate query's columns: null when the search takes any. */
export const filterColumnsOf = (q: SearchFilterQuery) => {
  const orNull = <T>(xs: readonly T[]): T[] | null => (xs.length > 0 ? [...xs] : null);
  return {
    buildingTypes: orNull(q.buildingTypes),
    roomGroups: orNull(q.roomGroup),
    safetyGrades: orNull(q.safetyGrades),
    areaBands: orNull(areaBandsOf(q.area)),
    floorBands: orNull(floorBandsOf(q.floor)),
  };
};
