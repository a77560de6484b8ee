import type { SearchFilterQuery } from '@ansim/domain';
import { EARTH_RADIUS_KM } from '@ansim/domain';
import { and, between, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { areaBandsOf, CELLS_PER_DEGREE, FINE_CELLS_PER_DEGREE, floorBandsOf } from '../../db/schema/bands.ts';
import { sales } from '../../db/schema/index.ts';
import type { ResolvedArea } from './area-resolver.ts';
import {
  boxOf,
  type Circles,
  cellList,
  cellsOf,
  circlesBox,
  fineLngOf,
  isStreetBox,
  type MapBox,
} from './map-box.ts';
import { anyOf } from './sql.ts';

/*
 * The WHERE of a search, as conditions on `sales` that its indexes read: regions by 법정동 code columns,
 * stations and map boxes through map cells and the box index, prices per deal type.
 */

/** Listings near a station: within this many metres of it. */
export const STATION_RADIUS_M = 1000;
/** Metres per degree of latitude on earthdistance's sphere (radius 6,371 km, product.md §A9). */
const METRES_PER_DEGREE = (EARTH_RADIUS_KM * 1000 * Math.PI) / 180;

/** A station's kilometre as circles around its points (map-box.ts), in degrees of latitude. */
export const stationCircles = (points: { lat: number; lng: number }[]): Circles => ({
  points,
  radius: STATION_RADIUS_M / METRES_PER_DEGREE,
});

/** Within a box: its latitude and longitude ranges. */
export const inBox = (box: MapBox): SQL =>
  and(between(sales.lat, box.south, box.north), between(sales.lng, box.west, box.east)) as SQL;

/**
 * Within the circles: the box around them, then the distance on the box index's own columns
 * (equirectangular, exact to centimetres at a kilometre). cellCover (map-box.ts) judges cells by this
 * same distance.
 */
export function inCircles(circles: Circles): SQL {
  const r = circles.radius;
  return and(
    inBox(circlesBox(circles)),
    or(
      ...circles.points.map((p) => {
        const k = Math.cos((p.lat * Math.PI) / 180);
        return sql`(${sales.lat} - ${p.lat})^2 + ((${sales.lng} - ${p.lng}) * ${k})^2 <= ${r * r}`;
      }),
    ),
  ) as SQL;
}

/*
 * A listing's fine cell (bands.ts) as the box index (status, fine column, lat) and the fine cell counts
 * key it: the same expression text as the index's, with the factors written in, not sent as parameters,
 * or the planner would not match the index.
 */
export const FINE_LNG = sql`floor(${sales.lng} * ${sql.raw(String(FINE_CELLS_PER_DEGREE.lng))})::integer`;
export const FINE_LAT = sql`floor(${sales.lat} * ${sql.raw(String(FINE_CELLS_PER_DEGREE.lat))})::integer`;

/** An area within `box` as the box index reads it: one short latitude range per fine column. */
const byFineColumns = (box: MapBox, within: SQL): SQL =>
  and(
    sql`${FINE_LNG} = any(${sql.param(cellList([fineLngOf(box.west), fineLngOf(box.east)]))}::integer[])`,
    within,
  ) as SQL;

const range = (column: AnyPgColumn, min: number | undefined, max: number | undefined): SQL | undefined => {
  if (min !== undefined && max !== undefined) return between(column, min, max);
  if (min !== undefined) return gte(column, min);
  if (max !== undefined) return lte(column, max);
  return undefined;
};

/**
 * The WHERE of a search. Price bounds apply per deal type: a 매매 bound never hides a 월세 listing.
 * Region conditions are equalities on 법정동 code columns; stations and map bounds go through map cells
 * (map-box.ts) and the (status, fine column, lat) box index.
 */
export function searchWhere(q: SearchFilterQuery, area: ResolvedArea): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(sales.status, q.status)];

  if (area.kind === 'saleNo') c.push(eq(sales.saleNo, area.saleNo));
  else if (area.kind === 'sido') c.push(eq(sales.sidoCode, area.sidoCode));
  else if (area.kind === 'sigungu') c.push(anyOf(sales.sigunguCode, area.sigunguCodes));
  else if (area.kind === 'dong') c.push(anyOf(sales.dongCode, area.dongCodes));
  else if (area.kind === 'station') {
    const circles = stationCircles(area.points);
    c.push(byFineColumns(circlesBox(circles), inCircles(circles)));
  }
  if (q.saleNo) c.push(eq(sales.saleNo, q.saleNo));
  if (q.nos.length > 0) c.push(anyOf(sales.saleNo, q.nos));
  if (q.buildingTypes.length > 0) c.push(anyOf(sales.buildingType, q.buildingTypes));
  if (q.roomGroup.length > 0) c.push(anyOf(sales.roomGroup, q.roomGroup));
  if (q.safetyGrades.length > 0) c.push(anyOf(sales.safetyGrade, q.safetyGrades));

  // Area and floor codes through their bands (bands.ts): the same ranges, as columns the indexes carry.
  if (q.area.length > 0) c.push(anyOf(sales.areaBand, areaBandsOf(q.area)));
  if (q.floor.length > 0) c.push(anyOf(sales.floorBand, floorBandsOf(q.floor)));
  // '최근 확인' (issue 18 §3): confirmed on one of the last n Korean calendar days, as the cards count them.
  if (q.confirmedWithin)
    c.push(
      gte(
        sales.confirmedAt,
        sql`(date_trunc('day', now() at time zone 'Asia/Seoul') - make_interval(days => ${q.confirmedWithin})) at time zone 'Asia/Seoul'`,
      ),
    );

  const types = q.types.length > 0 ? q.types : (['SALE', 'RENT', 'MONTHLY'] as const);
  const perType: SQL[] = [];
  for (const type of types) {
    if (type === 'SALE')
      perType.push(
        and(eq(sales.saleType, 'SALE'), range(sales.sellingPrice, q.minSellPrice, q.maxSellPrice)) as SQL,
      );
    if (type === 'RENT')
      perType.push(
        and(eq(sales.saleType, 'RENT'), range(sales.rentPrice, q.minRentPrice, q.maxRentPrice)) as SQL,
      );
    if (type === 'MONTHLY') {
      perType.push(
        and(
          eq(sales.saleType, 'MONTHLY'),
          range(sales.deposit, q.minMonthlyDepositPrice, q.maxMonthlyDepositPrice),
          range(sales.monthlyPrice, q.minMonthlyPrice, q.maxMonthlyPrice),
        ) as SQL,
      );
    }
  }
  const bounds = [
    q.minSellPrice,
    q.maxSellPrice,
    q.minRentPrice,
    q.maxRentPrice,
    q.minMonthlyDepositPrice,
    q.maxMonthlyDepositPrice,
    q.minMonthlyPrice,
    q.maxMonthlyPrice,
  ];
  if (q.types.length > 0 || bounds.some((b) => b !== undefined)) c.push(or(...perType));

  const box = boxOf(q);
  if (box && isStreetBox(box)) {
    c.push(byFineColumns(box, inBox(box)));
  } else if (box) {
    // A wide box is its whole cells (map-box.ts); the latitude range, a hair wider than the cells, is what
    // the box index reads.
    const cells = cellsOf(box);
    c.push(
      anyOf(sales.lngCell, cellList(cells.lng)),
      between(sales.latCell, ...cells.lat),
      between(
        sales.lat,
        cells.lat[0] / CELLS_PER_DEGREE.lat - 1e-9,
        (cells.lat[1] + 1) / CELLS_PER_DEGREE.lat + 1e-9,
      ),
    );
  }
  return and(...c);
}
