import { SERVED_SIDO_CODES, type SearchFilterQuery } from '@ansim/domain';
import { and, between, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { areaBandsOf, boundBand, floorBandsOf, PRICE_STOPS } from '../../db/schema/bands.ts';
import { saleCountArea, saleCountCell, saleCountPrice, saleCountStruct } from '../../db/schema/index.ts';
import type { ResolvedArea } from './area-resolver.ts';
import { boxOf, cellList, cellsOf, isStreetBox } from './map-box.ts';
import { anyOf, preparedRowsOf } from './sql.ts';

/** Cubes with 시도, 시군구 and 동 rows. */
export type RegionCube = typeof saleCountStruct | typeof saleCountPrice | typeof saleCountArea;
type Cube = RegionCube | typeof saleCountCell;
export interface CubePlan<C extends Cube = Cube> {
  cube: C;
  where: SQL | undefined;
}

const bandRange = (column: AnyPgColumn, lo: number | null, hi: number | null): SQL | undefined => {
  if (lo !== null && hi !== null) return between(column, lo, hi);
  if (lo !== null) return gte(column, lo);
  if (hi !== null) return lte(column, hi);
  return undefined;
};

/** A bound as a band limit (see bands.ts); null = open, 'off' = not a slider stop. */
const bandOf = (value: number | undefined, stops: readonly number[]): number | null | 'off' => {
  if (value === undefined) return null;
  return boundBand(value, stops) ?? 'off';
};

/** Price bounds as band limits per slider; 'off' marks a bound that is not a slider stop. */
function priceBounds(q: SearchFilterQuery) {
  return {
    sell: [bandOf(q.minSellPrice, PRICE_STOPS.sell), bandOf(q.maxSellPrice, PRICE_STOPS.sell)],
    rent: [bandOf(q.minRentPrice, PRICE_STOPS.rent), bandOf(q.maxRentPrice, PRICE_STOPS.rent)],
    deposit: [
      bandOf(q.minMonthlyDepositPrice, PRICE_STOPS.monthlyDeposit),
      bandOf(q.maxMonthlyDepositPrice, PRICE_STOPS.monthlyDeposit),
    ],
    monthly: [bandOf(q.minMonthlyPrice, PRICE_STOPS.monthly), bandOf(q.maxMonthlyPrice, PRICE_STOPS.monthly)],
  } as const;
}

/**
 * Whether the cell counts (status, map cell, deal type) can count a query's listings: it filters by deal
 * type and area alone, with no price, building, structure or grade filter and no listing number.
 */
export function dealTypesOnly(q: SearchFilterQuery): boolean {
  const bounds = Object.values(priceBounds(q)).flat();
  return (
    !q.saleNo &&
    q.nos.length === 0 &&
    !q.confirmedWithin &&
    bounds.every((b) => b === null) &&
    q.buildingTypes.length + q.roomGroup.length + q.area.length + q.floor.length + q.safetyGrades.length === 0
  );
}

/**
 * Which filters a query carries decides where its total comes from: the area cube (deal and building type
 * only), the structure cube, the price cube, the cell cube (a wide map box, deal type only), or (null) a
 * direct count. Region cubes hold 시도, 시군구 and 동 rows; stations, street-level boxes and listing
 * numbers are counted directly.
 */
export function cubePlan(
  q: SearchFilterQuery,
  area: ResolvedArea,
  /** For region bubbles: keep every granularity, the caller picks 시도, 시군구 or 동 rows. */
  byRegion = false,
): CubePlan | null {
  if (!['all', 'sido', 'sigungu', 'dong'].includes(area.kind)) return null;
  if (q.saleNo || q.nos.length > 0) return null;
  // How recently a listing was confirmed changes with the clock: no cube holds it, it is counted directly.
  if (q.confirmedWithin) return null;

  const fineFilters = q.roomGroup.length + q.area.length + q.floor.length + q.safetyGrades.length > 0;
  const bounds = priceBounds(q);
  const all = Object.values(bounds).flat();
  if (all.includes('off')) return null;
  const priced = all.some((b) => b !== null);

  const box = boxOf(q);
  if (box) {
    if (isStreetBox(box) || area.kind !== 'all' || !dealTypesOnly(q)) return null;
    const cells = cellsOf(box);
    const k = saleCountCell;
    return {
      cube: k,
      where: and(
        eq(k.status, q.status),
        anyOf(k.lngCell, cellList(cells.lng)),
        between(k.latCell, ...cells.lat),
        q.types.length > 0 ? anyOf(k.saleType, q.types) : undefined,
      ),
    };
  }
  if ((fineFilters || q.buildingTypes.length > 0) && priced) return null;

  const cube: RegionCube = priced ? saleCountPrice : fineFilters ? saleCountStruct : saleCountArea;
  const c: (SQL | undefined)[] = [eq(cube.status, q.status), regionWhere(cube, area, byRegion)];
  const types = q.types.length > 0 ? q.types : (['SALE', 'RENT', 'MONTHLY'] as const);

  if (priced) {
    const p = saleCountPrice;
    const lim = (b: readonly (number | null | 'off')[]) => b as [number | null, number | null];
    const perType: (SQL | undefined)[] = types.map((type) => {
      if (type === 'SALE') return and(eq(p.saleType, 'SALE'), bandRange(p.priceBand, ...lim(bounds.sell)));
      if (type === 'RENT') return and(eq(p.saleType, 'RENT'), bandRange(p.priceBand, ...lim(bounds.rent)));
      return and(
        eq(p.saleType, 'MONTHLY'),
        bandRange(p.priceBand, ...lim(bounds.deposit)),
        bandRange(p.priceBand2, ...lim(bounds.monthly)),
      );
    });
    c.push(or(...perType));
  } else if (cube === saleCountArea) {
    const a = saleCountArea;
    if (q.types.length > 0) c.push(anyOf(a.saleType, q.types));
    if (q.buildingTypes.length > 0) c.push(anyOf(a.buildingType, q.buildingTypes));
  } else {
    const s = saleCountStruct;
    if (q.types.length > 0) c.push(anyOf(s.saleType, q.types));
    if (q.buildingTypes.length > 0) c.push(anyOf(s.buildingType, q.buildingTypes));
    if (q.roomGroup.length > 0) c.push(anyOf(s.roomGroup, q.roomGroup));
    if (q.safetyGrades.length > 0) c.push(anyOf(s.safetyGrade, q.safetyGrades));
    if (q.area.length > 0) c.push(anyOf(s.areaBand, areaBandsOf(q.area)));
    if (q.floor.length > 0) c.push(anyOf(s.floorBand, floorBandsOf(q.floor)));
  }
  return { cube, where: and(...c) };
}

/** The rows of a region cube that make up an area: whole market and 시도 read 시도 rows, a 구 its own. */
function regionWhere(cube: RegionCube, area: ResolvedArea, byRegion: boolean): SQL | undefined {
  if (area.kind === 'all') return byRegion ? undefined : anyOf(cube.regionCode, SERVED_SIDO_CODES);
  if (area.kind === 'sido')
    return byRegion ? like(cube.regionCode, `${area.sidoCode}%`) : eq(cube.regionCode, area.sidoCode);
  if (area.kind === 'sigungu') {
    return byRegion
      ? or(...area.sigunguCodes.map((code) => like(cube.regionCode, `${code}%`)))
      : anyOf(cube.regionCode, area.sigunguCodes);
  }
  if (area.kind === 'dong') return anyOf(cube.regionCode, area.dongCodes);
  return undefined;
}

/** The listings a plan counts: the sum of its cube rows. */
const sumOf = (plan: CubePlan): SQL =>
  sql`select coalesce(sum(${plan.cube.n}), 0)::int from ${plan.cube} where ${plan.where ?? sql`true`}`;

export async function cubeCount(db: Db, plan: CubePlan): Promise<number> {
  const [row] = await preparedRowsOf<{ n: number }>(db, sql`select (${sumOf(plan)}) as n`);
  return row?.n ?? 0;
}

/**
 * The 시군구 codes a 시군구 or 동 area lies in (a 동's are the first five digits of its codes): the band walk
 * goes 시군구 by 시군구 there (search repo walkByBand). Null for the market and a 시도.
 */
export function sigunguCodesOf(area: ResolvedArea): string[] | null {
  if (area.kind === 'sigungu') return area.sigunguCodes;
  if (area.kind === 'dong') return [...new Set(area.dongCodes.map((code) => code.slice(0, 5)))];
  return null;
}

/**
 * The listings of the status in a combination of room groups, area and floor codes where the band walk
 * goes (whatever the other filters): the 시군구 of a 시군구 or 동 area, the market otherwise. What walking
 * the band indexes for it reads at most (repo walkByBand). Null unless all three are chosen.
 */
export function bandsPlan(
  q: SearchFilterQuery,
  area: ResolvedArea = { kind: 'all' },
): CubePlan<typeof saleCountStruct> | null {
  if (q.roomGroup.length === 0 || q.area.length === 0 || q.floor.length === 0) return null;
  const s = saleCountStruct;
  return {
    cube: s,
    where: and(
      eq(s.status, q.status),
      anyOf(s.regionCode, sigunguCodesOf(area) ?? SERVED_SIDO_CODES),
      anyOf(s.roomGroup, q.roomGroup),
      anyOf(s.areaBand, areaBandsOf(q.area)),
      anyOf(s.floorBand, floorBandsOf(q.floor)),
    ),
  };
}

/**
 * A plan's total, all listings of the status in the plan's area (market, 시도, 시군구 or 동) from the area
 * cube, and with `bands` the market's listings of the plan's rooms, areas and floors (null without): one
 * row of three reads of a few cube rows each, as SQL for a statement to read its page's way from.
 */
export function cubeTotalsSql(
  plan: CubePlan,
  status: string,
  area: ResolvedArea,
  bands: CubePlan | null = null,
): SQL {
  const whole: CubePlan = {
    cube: saleCountArea,
    where: and(eq(saleCountArea.status, status), regionWhere(saleCountArea, area, false)),
  };
  return sql`select (${sumOf(plan)}) as total, (${sumOf(whole)}) as in_area, ${bands ? sql`(${sumOf(bands)})` : sql`null::int`} as in_bands`;
}

export const isRegionPlan = (plan: CubePlan): plan is CubePlan<RegionCube> => plan.cube !== saleCountCell;

/**
 * Region bubbles from a cube: its 시도 rows (2-digit codes), 시군구 rows (5) or 동 rows (8); `onlyCodes`
 * narrows to the regions on screen.
 */
export async function cubeCountByRegion(
  db: Db,
  plan: CubePlan<RegionCube>,
  level: 'sido' | 'sigungu' | 'dong',
  onlyCodes?: string[],
) {
  const code = plan.cube.regionCode;
  const length = { sido: 2, sigungu: 5, dong: 8 }[level];
  const where = and(
    plan.where,
    sql`length(${code}) = ${length}`,
    onlyCodes ? anyOf(code, onlyCodes) : undefined,
  );
  return preparedRowsOf<{ code: string; n: number }>(
    db,
    sql`select ${code} as code, sum(${plan.cube.n})::int as n from ${plan.cube} where ${where} group by ${code} having sum(${plan.cube.n}) > 0`,
  );
}
