import type { BuildingType, SaleType } from '@ansim/domain';
import { distanceMetres, walkMinutes } from '../../modules/sales/nearest-station.ts';
import { type Rng, weighted } from './random.ts';
import type { StationRow } from './regions.ts';

/*
 * The facts of a demo unit beyond its price and place: the building's registered use and age, the unit's
 * areas, direction, bathrooms and move-in date, the station a tenant walks to, and the loans a broker would
 * name for it. Shares follow what Korean listing sites show (most units face south; 다가구 one-rooms are
 * common; an officetel's contract area is about twice its exclusive area).
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const between = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min);

/** TYPE code (건축물대장 주용도) of a building type; TYPE004 다가구주택 lowers the grade. */
const USE_TYPES: Record<BuildingType, [string, number][]> = {
  APARTMENT: [['TYPE001', 1]],
  OFFICETELS: [['TYPE006', 1]],
  VILLA: [
    ['TYPE003', 0.75],
    ['TYPE002', 0.17],
    ['TYPE004', 0.08],
  ],
  ONE_ROOM: [
    ['TYPE004', 0.3],
    ['TYPE003', 0.45],
    ['TYPE007', 0.25],
  ],
};

export const MULTI_UNIT_HOUSE = 'TYPE004';

export const useTypeOf = (buildingType: BuildingType, rng: Rng): string =>
  weighted(rng, USE_TYPES[buildingType]);

const DIRECTIONS: [string, number][] = [
  ['DERECTION001', 0.4], // 남향
  ['DERECTION002', 0.22], // 남동향
  ['DERECTION003', 0.13], // 남서향
  ['DERECTION004', 0.1], // 동향
  ['DERECTION005', 0.07], // 서향
  ['DERECTION006', 0.03], // 북향
  ['DERECTION007', 0.03], // 북동향
  ['DERECTION008', 0.02], // 북서향
];

/** Contract (공급) and usable (실) area as multiples of the exclusive area; 대지지분 for small buildings. */
const AREA_RATIOS: Record<
  BuildingType,
  { supply: [number, number]; actual: [number, number]; land: [number, number] | null }
> = {
  // 실면적 of an apartment counts its extended balcony.
  APARTMENT: { supply: [1.28, 1.36], actual: [1.08, 1.2], land: null },
  VILLA: { supply: [1.12, 1.25], actual: [1.0, 1.12], land: [0.45, 0.9] },
  OFFICETELS: { supply: [1.7, 2.0], actual: [1, 1], land: null },
  ONE_ROOM: { supply: [1.05, 1.2], actual: [1.0, 1.05], land: [0.3, 0.6] },
};

/** Oldest building (years) of each type in the demo market. */
const MAX_AGE: Record<BuildingType, number> = { APARTMENT: 38, VILLA: 35, OFFICETELS: 25, ONE_ROOM: 35 };
const NEW_BUILD_MAX_AGE = 3;

const RENOVATED_PARTS = ['도배', '장판', '싱크대', '욕실', '창호', '조명', '현관 중문', '보일러', '방문'];

export interface UnitFacts {
  useType: string;
  builtYear: number;
  isNew: boolean;
  renovation: { year: number; parts: string[] } | null;
  /** DERECTION code. */
  direction: string;
  rooms: number;
  toilets: number;
  /** TOILET code. */
  toiletCount: string;
  supplyArea: number;
  actualArea: number;
  /** 대지지분; null where a unit has none of its own (apartments and officetels here, 다가구 rooms). */
  landArea: number | null;
  /** YYYY-MM-DD, or null for 즉시 입주. */
  applyDate: string | null;
}

const ROOMS_OF: Record<string, number> = {
  ROOM_TYPE005: 2,
  ROOM_TYPE006: 3,
  ROOM_TYPE007: 4,
};

function toiletsOf(roomType: string, area: number, rng: Rng): number {
  const rooms = ROOMS_OF[roomType] ?? 1;
  if (rooms === 1) return 1;
  if (rooms === 2) return area >= 55 && rng.chance(0.3) ? 2 : 1;
  if (rooms === 3) return area >= 60 ? (rng.chance(0.9) ? 2 : 1) : rng.chance(0.3) ? 2 : 1;
  return area >= 120 && rng.chance(0.3) ? 3 : 2;
}

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** The date `days` after `now` in Korea (YYYY-MM-DD). */
export const koreanDateAfter = (now: Date, days: number): string =>
  new Date(now.getTime() + KST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

export function unitFactsOf(
  unit: { buildingType: BuildingType; area: number; roomType: string; useType: string },
  now: Date,
  rng: Rng,
): UnitFacts {
  const { buildingType, area, roomType, useType } = unit;
  const currentYear = now.getUTCFullYear();
  const age =
    buildingType === 'VILLA' && rng.chance(0.15)
      ? rng.int(0, NEW_BUILD_MAX_AGE)
      : rng.int(0, MAX_AGE[buildingType]);
  const isNew = age <= NEW_BUILD_MAX_AGE;
  const renovation =
    age >= 12 && rng.chance(0.45)
      ? {
          year: currentYear - rng.int(0, 4),
          parts: pickSome(rng, RENOVATED_PARTS, rng.int(2, 3)),
        }
      : null;
  const ratios = AREA_RATIOS[buildingType];
  const toilets = toiletsOf(roomType, area, rng);
  const landArea =
    ratios.land && useType !== MULTI_UNIT_HOUSE ? round2(area * between(rng, ...ratios.land)) : null;
  return {
    useType,
    builtYear: currentYear - age,
    isNew,
    renovation,
    direction: weighted(rng, DIRECTIONS),
    rooms: ROOMS_OF[roomType] ?? 1,
    toilets,
    toiletCount: `TOILET00${Math.min(toilets, 4)}`,
    supplyArea: round2(area * between(rng, ...ratios.supply)),
    actualArea: round2(area * between(rng, ...ratios.actual)),
    landArea,
    // 4 in 10 are empty and ready now; the rest free up within three months of the seed's day.
    applyDate: rng.chance(0.4) ? null : koreanDateAfter(now, rng.int(7, 90)),
  };
}

function pickSome<T>(rng: Rng, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length > 0)
    out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Station

/** A station within this straight-line distance is the listing's own (subway_no). */
export const LISTING_STATION_MAX_M = 1500;

export interface NearStation {
  station: StationRow;
  metres: number;
  walkMinutes: number;
}

const METRES_PER_DEGREE_LAT = 111_000;
const METRES_PER_DEGREE_LNG = 88_800; // near 37.5°N
/** Grid cells of 0.02° (≥ 1.7 km on both axes): a station within 1.5 km is in the listing's cell or next to it. */
const CELL_DEGREES = 0.02;

const cellKey = (x: number, y: number) => x * 100_000 + y;

/**
 * The nearest station within 1.5 km of a point, or null. Stations are bucketed once into a grid, so a
 * listing looks at the ten-odd stations of nine cells rather than all 800 (a million listings in the
 * benchmark). The great-circle distance and walking minutes are those the listing page shows.
 */
export function createStationLocator(stations: readonly StationRow[]) {
  const cells = new Map<number, StationRow[]>();
  for (const s of stations) {
    const key = cellKey(Math.floor(s.lng / CELL_DEGREES), Math.floor(s.lat / CELL_DEGREES));
    const list = cells.get(key);
    if (list) list.push(s);
    else cells.set(key, [s]);
  }
  return (lat: number, lng: number): NearStation | null => {
    const cx = Math.floor(lng / CELL_DEGREES);
    const cy = Math.floor(lat / CELL_DEGREES);
    let best: StationRow | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const s of cells.get(cellKey(cx + dx, cy + dy)) ?? []) {
          const d = Math.hypot((s.lng - lng) * METRES_PER_DEGREE_LNG, (s.lat - lat) * METRES_PER_DEGREE_LAT);
          if (d < bestD) {
            bestD = d;
            best = s;
          }
        }
      }
    }
    if (!best) return null;
    const metres = distanceMetres({ lat, lng }, best);
    return metres <= LISTING_STATION_MAX_M
      ? { station: best, metres, walkMinutes: walkMinutes(metres) }
      : null;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Loans a broker names

interface LoanProduct {
  name: string;
  saleTypes: SaleType[];
  /** Largest deposit (전세금 or 보증금) or price, 만원, in the capital area. */
  maxAmount: number;
  maxArea: number;
  /** Largest monthly rent (만원), for the monthly-rent products. */
  maxMonthly?: number;
}

const LOAN_PRODUCTS: LoanProduct[] = [
  { name: '버팀목 전세자금대출', saleTypes: ['RENT'], maxAmount: 30_000, maxArea: 85 },
  { name: '청년 전용 버팀목 전세자금대출', saleTypes: ['RENT'], maxAmount: 30_000, maxArea: 85 },
  { name: '신혼부부 전용 전세자금대출', saleTypes: ['RENT'], maxAmount: 40_000, maxArea: 85 },
  {
    name: '중소기업취업청년 전월세보증금대출',
    saleTypes: ['RENT', 'MONTHLY'],
    maxAmount: 20_000,
    maxArea: 85,
  },
  { name: 'HUG 안심전세대출', saleTypes: ['RENT'], maxAmount: 70_000, maxArea: 999 },
  { name: '청년 전용 보증부월세대출', saleTypes: ['MONTHLY'], maxAmount: 6_500, maxArea: 60, maxMonthly: 70 },
  { name: '주거안정 월세대출', saleTypes: ['MONTHLY'], maxAmount: 10_000, maxArea: 85, maxMonthly: 60 },
  { name: '디딤돌 내집마련 대출', saleTypes: ['SALE'], maxAmount: 50_000, maxArea: 85 },
  { name: '보금자리론', saleTypes: ['SALE'], maxAmount: 60_000, maxArea: 999 },
  { name: '신생아 특례 디딤돌 대출', saleTypes: ['SALE'], maxAmount: 90_000, maxArea: 85 },
];

/**
 * The loans a listing qualifies for, as its broker lists them. Deposit loans need a guarantee, which a
 * listing with a weak grade, an illegal building or split ownership does not get; none is named then.
 */
export function loanListFor(
  listing: {
    saleType: SaleType;
    amount: number;
    monthlyPrice: number | null;
    dedicatedArea: number;
    guaranteeable: boolean;
  },
  rng: Rng,
): string[] {
  if (listing.saleType !== 'SALE' && !listing.guaranteeable) return [];
  const fits = LOAN_PRODUCTS.filter(
    (p) =>
      p.saleTypes.includes(listing.saleType) &&
      listing.amount <= p.maxAmount &&
      listing.dedicatedArea <= p.maxArea &&
      (p.maxMonthly === undefined || (listing.monthlyPrice ?? 0) <= p.maxMonthly),
  );
  if (fits.length === 0 || !rng.chance(0.6)) return [];
  return pickSome(
    rng,
    fits.map((p) => p.name),
    rng.int(1, Math.min(3, fits.length)),
  );
}
