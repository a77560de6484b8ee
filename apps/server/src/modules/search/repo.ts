import type { SearchFilterQuery } from '@ansim/domain';
import { EARTH_RADIUS_KM } from '@ansim/domain';
import { and, asc, between, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { areaBandsOf, CELLS_PER_DEGREE, floorBandsOf } from '../../db/schema/bands.ts';
import { regions, saleLikes, sales, subwayStations } from '../../db/schema/index.ts';
import { CARD_COLUMNS, type CardRow } from '../../db/views/sale-list-item.ts';
import type { ResolvedArea } from './area-resolver.ts';
import {
  type CubePlan,
  cubeCount,
  cubeCountByRegion,
  cubeCountInArea,
  type RegionCube,
} from './cube-count.ts';
import { boxOf, cellList, cellsOf, isStreetBox, lngCellOf } from './map-box.ts';
import { anyOf, rowsOf } from './sql.ts';

/** Listings near a station: within this many metres of it. */
export const STATION_RADIUS_M = 1000;
/** Metres per degree of latitude on earthdistance's sphere (radius 6,371 km, product.md §A9). */
const METRES_PER_DEGREE = (EARTH_RADIUS_KM * 1000 * Math.PI) / 180;

/**
 * Within `radius` metres of any point: a box the (status, lng_cell, lat) index answers as one latitude
 * range per longitude cell, then the distance on the index's own columns (equirectangular, exact to
 * centimetres at a kilometre).
 */
function nearAny(points: { lat: number; lng: number }[], radius: number): SQL {
  const r = radius / METRES_PER_DEGREE;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const widest = Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180);
  const west = Math.min(...lngs) - r / widest;
  const east = Math.max(...lngs) + r / widest;
  return and(
    anyOf(sales.lngCell, cellList([lngCellOf(west), lngCellOf(east)])),
    between(sales.lat, Math.min(...lats) - r, Math.max(...lats) + r),
    between(sales.lng, west, east),
    or(
      ...points.map((p) => {
        const k = Math.cos((p.lat * Math.PI) / 180);
        return sql`(${sales.lat} - ${p.lat})^2 + ((${sales.lng} - ${p.lng}) * ${k})^2 <= ${r * r}`;
      }),
    ),
  ) as SQL;
}
const range = (column: AnyPgColumn, min: number | undefined, max: number | undefined): SQL | undefined => {
  if (min !== undefined && max !== undefined) return between(column, min, max);
  if (min !== undefined) return gte(column, min);
  if (max !== undefined) return lte(column, max);
  return undefined;
};

/**
 * The WHERE of a search. Price bounds apply per deal type: a 매매 bound never hides a 월세 listing.
 * Region conditions are equalities on 법정동 code columns; stations and map bounds go through map cells
 * (map-box.ts) and the (status, lng_cell, lat) index.
 */
export function searchWhere(q: SearchFilterQuery, area: ResolvedArea): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(sales.status, q.status)];

  if (area.kind === 'saleNo') c.push(eq(sales.saleNo, area.saleNo));
  else if (area.kind === 'sido') c.push(eq(sales.sidoCode, area.sidoCode));
  else if (area.kind === 'sigungu') c.push(anyOf(sales.sigunguCode, area.sigunguCodes));
  else if (area.kind === 'dong') c.push(anyOf(sales.dongCode, area.dongCodes));
  else if (area.kind === 'station') c.push(nearAny(area.points, STATION_RADIUS_M));
  if (q.saleNo) c.push(eq(sales.saleNo, q.saleNo));
  if (q.nos.length > 0) c.push(anyOf(sales.saleNo, q.nos));
  if (q.buildingTypes.length > 0) c.push(anyOf(sales.buildingType, q.buildingTypes));
  if (q.roomGroup.length > 0) c.push(anyOf(sales.roomGroup, q.roomGroup));
  if (q.safetyGrades.length > 0) c.push(anyOf(sales.safetyGrade, q.safetyGrades));

  // Area and floor codes through their bands (bands.ts): the same ranges, as columns the indexes carry.
  if (q.area.length > 0) c.push(anyOf(sales.areaBand, areaBandsOf(q.area)));
  if (q.floor.length > 0) c.push(anyOf(sales.floorBand, floorBandsOf(q.floor)));

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
    c.push(
      anyOf(sales.lngCell, cellList(cellsOf(box).lng)),
      between(sales.lat, box.south, box.north),
      between(sales.lng, box.west, box.east),
    );
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

/**
 * Whether the signed-in user likes the listing of the row (false for visitors). Every column is written
 * with its table: drizzle drops the table name of columns in a query over one table, which turned
 * `sale_likes.sale_no = sales.sale_no` into `sale_no = sale_no` — true for any like of the user's.
 */
const isLikedBy = (userNo: number | undefined) =>
  userNo
    ? sql<boolean>`exists (select 1 from ${saleLikes} as liked where liked.${sql.identifier(saleLikes.saleNo.name)} = ${sales}.${sql.identifier(sales.saleNo.name)} and liked.${sql.identifier(saleLikes.userNo.name)} = ${userNo})`
    : sql<boolean>`false`;

/** LATEST as an expression no index provides, so that the planner filters first and sorts after. */
const SORTED_IN_MEMORY = [
  desc(sql`${sales.createdAt} + interval '0 second'`),
  desc(sql`${sales.saleNo} + 0`),
];

const ORDER = {
  LATEST: [desc(sales.createdAt), desc(sales.saleNo)],
  PRICE_ASC: [
    asc(sql`coalesce(${sales.sellingPrice}, ${sales.rentPrice}, ${sales.deposit})`),
    desc(sales.saleNo),
  ],
  PRICE_DESC: [
    desc(sql`coalesce(${sales.sellingPrice}, ${sales.rentPrice}, ${sales.deposit})`),
    desc(sales.saleNo),
  ],
  GRADE: [asc(sales.safetyGrade), desc(sales.createdAt), desc(sales.saleNo)],
  AREA_DESC: [desc(sales.dedicatedArea), desc(sales.saleNo)],
} as const;

/** The orders as SQL text, compiled once: they hold no parameter. */
const dialect = new PgDialect();
const orderSql = (order: readonly SQL[]) => sql.raw(dialect.sqlToQuery(sql.join([...order], sql`, `)).sql);
const ORDER_SQL = Object.fromEntries(
  Object.entries(ORDER).map(([sort, order]) => [sort, orderSql(order)]),
) as Record<keyof typeof ORDER, SQL>;
const SORTED_IN_MEMORY_SQL = orderSql(SORTED_IN_MEMORY);

/**
 * A newest-first walk of an area of several codes (수원시's four 구, a 동 name three 구 share): one walk
 * per code, each stopping at offset + limit, merged. The region indexes are (code, status, newest first);
 * PostgreSQL 15 reads `code = any(…)` in code order, so a single walk would read and sort every listing of
 * the area (25,000 for 수원시) where these read at most (offset + limit) × codes. Null for any other area.
 */
function walkByCode(q: SearchFilterQuery, area: ResolvedArea, offset: number): SQL | null {
  const codes =
    area.kind === 'sigungu'
      ? { column: sales.sigunguCode, values: area.sigunguCodes }
      : area.kind === 'dong'
        ? { column: sales.dongCode, values: area.dongCodes }
        : null;
  if (!codes || codes.values.length < 2) return null;
  // Every condition but the area's, which each walk puts as `column = its code`.
  const rest = searchWhere(q, { kind: 'all' }) ?? sql`true`;
  return sql`select walked.sale_no from unnest(${sql.param(codes.values)}::text[]) as area_code(code) cross join lateral (select ${sales.saleNo}, ${sales.createdAt} from ${sales} where ${codes.column} = area_code.code and ${rest} order by ${ORDER_SQL.LATEST} limit ${offset + q.limit}) as walked order by walked.created_at desc, walked.sale_no desc limit ${q.limit} offset ${offset}`;
}

/** The cards (CARD_COLUMNS) of the listings numbered by `pageNos`, a query of `sale_no`s, newest first. */
const cardsOf = (pageNos: SQL, isLike: SQL) =>
  sql`select ${CARD_COLUMNS}, ${isLike} as "isLike" from ${sales} where ${sales.saleNo} in (${pageNos}) order by ${ORDER_SQL.LATEST}`;

export function createSearchRepo(db: Db) {
  return {
    /** The static tables the area resolver and the suggestions are built from, read once. */
    async regionsAndStations() {
      const [regionRows, stationRows] = await Promise.all([
        db.select().from(regions).orderBy(asc(regions.code)),
        db.select().from(subwayStations),
      ]);
      return { regionRows, stationRows };
    },

    cubeCount: (plan: CubePlan) => cubeCount(db, plan),
    cubeCountByRegion: (
      plan: CubePlan<RegionCube>,
      level: 'sido' | 'sigungu' | 'dong',
      onlyCodes?: string[],
    ) => cubeCountByRegion(db, plan, level, onlyCodes),
    /** The plan's total and every listing of the status in the area, in one statement. */
    cubeCountInArea: (plan: CubePlan, status: string, area: ResolvedArea) =>
      cubeCountInArea(db, plan, status, area),

    /**
     * A page of cards. Newest first, the page's listing numbers come from an index alone, then only those
     * rows are read. `sortAfterFilter` says how the numbers are found: walking a newest-first index until
     * enough match (many matches), or taking every match through a filter index and sorting them (few
     * matches: a station's kilometre, a street-level map, a rare combination of filters). `area` is what
     * `where` searches in: an area of several 시군구 or 동 codes is walked code by code (walkByCode).
     */
    async page(
      where: SQL | undefined,
      q: SearchFilterQuery,
      offset: number,
      sortAfterFilter = false,
      area: ResolvedArea = { kind: 'all' },
    ): Promise<CardRow[]> {
      const isLike = isLikedBy(q.loginUserNo);
      const matching = where ?? sql`true`;
      if (q.sort === 'LATEST') {
        const byCode = sortAfterFilter ? null : walkByCode(q, area, offset);
        const order = sortAfterFilter ? SORTED_IN_MEMORY_SQL : ORDER_SQL.LATEST;
        const pageNos =
          byCode ??
          sql`select ${sales.saleNo} from ${sales} where ${matching} order by ${order} limit ${q.limit} offset ${offset}`;
        return rowsOf<CardRow>(db, cardsOf(pageNos, isLike));
      }
      return rowsOf<CardRow>(
        db,
        sql`select ${CARD_COLUMNS}, ${isLike} as "isLike" from ${sales} where ${matching} order by ${ORDER_SQL[q.sort]} limit ${q.limit} offset ${offset}`,
      );
    },

    /**
     * A small area's page and its total in one pass over its index (station, street-level map): every
     * match is read once, counted by the window, and sorted. Past the last page no row carries the total,
     * so it is then counted on its own.
     */
    async pageWithTotal(where: SQL | undefined, q: SearchFilterQuery, offset: number) {
      if (q.sort !== 'LATEST') {
        const [rows, total] = await Promise.all([this.page(where, q, offset, true), this.count(where)]);
        return { rows, total };
      }
      const isLike = isLikedBy(q.loginUserNo);
      const pageNos = sql`select ${sales.saleNo}, count(*) over () as total from ${sales} where ${where ?? sql`true`} order by ${SORTED_IN_MEMORY_SQL} limit ${q.limit} offset ${offset}`;
      const rows = await rowsOf<CardRow & { total: number | string }>(
        db,
        sql`select ${CARD_COLUMNS}, ${isLike} as "isLike", page_nos.total from ${sales} inner join (${pageNos}) as page_nos on page_nos.sale_no = ${sales.saleNo} order by ${ORDER_SQL.LATEST}`,
      );
      const first = rows[0];
      return { rows, total: first ? Number(first.total) : await this.count(where) };
    },

    /**
     * Listings per region code (시도 2, 시군구 5 or 읍면동 8 digits) for the map's bubbles; `onlyCodes`
     * narrows to the regions on screen.
     */
    async countByRegion(where: SQL | undefined, level: 'sido' | 'sigungu' | 'dong', onlyCodes?: string[]) {
      const column =
        level === 'sido' ? sales.sidoCode : level === 'sigungu' ? sales.sigunguCode : sales.dongCode;
      return db
        .select({ code: column, n: sql<number>`count(*)::int` })
        .from(sales)
        .where(and(where, onlyCodes ? anyOf(column, onlyCodes) : undefined))
        .groupBy(column);
    },

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sales} where ${where ?? sql`true`}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
