import type { SearchFilterQuery } from '@ansim/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { bare } from '../../db/bare-column.ts';
import type { Db } from '../../db/client.ts';
import { areaBandsOf, floorBandsOf } from '../../db/schema/bands.ts';
import { regions, saleLikes, sales, subwayStations } from '../../db/schema/index.ts';
import { CARD_COLUMNS, type CardRow } from '../../db/views/sale-list-item.ts';
import type { ResolvedArea } from './area-resolver.ts';
import { type ConfirmedPlan, confirmedCount } from './confirmed-count.ts';
import {
  type CubePlan,
  cubeCount,
  cubeCountByRegion,
  cubeTotalsSql,
  type RegionCube,
  sigunguCodesOf,
} from './cube-count.ts';
import { searchWhere } from './search-where.ts';
import { cellTotal, smallArea } from './small-area.ts';
import { anyOf, preparedRowsOf, rowsOf } from './sql.ts';
import { countAtStation, pageAtStation } from './station-walk.ts';

/**
 * Whether the signed-in user likes the listing of the row (false for visitors). Every column is written
 * with its table: drizzle drops the table name of columns in a query over one table, which turned
 * `sale_likes.sale_no = sales.sale_no` into `sale_no = sale_no` — true for any like of the user's.
 */
const isLikedBy = (userNo: number | undefined) =>
  userNo
    ? sql<boolean>`exists (select 1 from ${saleLikes} as liked where liked.${bare(saleLikes.saleNo)} = ${sales}.${bare(sales.saleNo)} and liked.${bare(saleLikes.userNo)} = ${userNo})`
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
  // Recently confirmed first: the (status, confirmed_at, sale_no) covering index (migration 0024).
  CONFIRMED: [desc(sales.confirmedAt), desc(sales.saleNo)],
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

/**
 * The (room group, area band, floor band) combinations of a search that chooses all three, as aligned
 * lists (one entry a combination); null otherwise.
 */
function bandCombinations(
  q: SearchFilterQuery,
): { roomGroup: string[]; areaBand: number[]; floorBand: number[] } | null {
  if (q.roomGroup.length === 0 || q.area.length === 0 || q.floor.length === 0) return null;
  const out = { roomGroup: [] as string[], areaBand: [] as number[], floorBand: [] as number[] };
  for (const roomGroup of q.roomGroup)
    for (const areaBand of areaBandsOf(q.area))
      for (const floorBand of floorBandsOf(q.floor)) {
        out.roomGroup.push(roomGroup);
        out.areaBand.push(areaBand);
        out.floorBand.push(floorBand);
      }
  return out;
}

/**
 * A newest-first walk of a combination of rooms, area and floor codes: one walk per (room group, area
 * band, floor band), each stopping at offset + limit, merged, as walkByCode merges codes. PostgreSQL 15
 * reads `= any(…)` in key order, so one walk of them all would take every match and sort it (5,452 at 4M
 * listings for a rare combination) where these read at most (offset + limit) × combinations.
 * - Across the market or a 시도: the band index (status, room group, area band, floor band, newest first).
 * - In a 시군구 or 동: one walk per combination and 시군구 through the region band index (status, 시군구,
 *   room group, area band, floor band, newest first; migration 0028). Through the band index, a
 *   combination rare in the area was walked across the whole market, and read 4× the entries at 4×
 *   the listings (bench:scale).
 */
function walkByBand(q: SearchFilterQuery, area: ResolvedArea, offset: number): SQL | null {
  const bands = bandCombinations(q);
  if (!bands) return null;
  const reach = offset + q.limit;
  const unbanded = { ...q, roomGroup: [], area: [], floor: [] };
  const band = sql`unnest(${sql.param(bands.roomGroup)}::text[], ${sql.param(bands.areaBand)}::smallint[], ${sql.param(bands.floorBand)}::smallint[]) as band(room_group, area_band, floor_band)`;
  const inBand = sql`${sales.roomGroup} = band.room_group and ${sales.areaBand} = band.area_band and ${sales.floorBand} = band.floor_band`;
  const merged = sql`order by walked.created_at desc, walked.sale_no desc limit ${q.limit} offset ${offset}`;
  const codes = sigunguCodesOf(area);
  if (codes) {
    // Every condition but the 시군구's and the bands', which each walk puts as equalities. A 동's is
    // written so that no index takes it: the planner would otherwise walk the 동's index and test the bands.
    const rest = and(
      searchWhere(unbanded, { kind: 'all' }),
      area.kind === 'dong'
        ? sql`(${sales.dongCode} || '') = any(${sql.param(area.dongCodes)}::text[])`
        : undefined,
    );
    return sql`select walked.sale_no from unnest(${sql.param(codes)}::text[]) as area_code(code) cross join ${band} cross join lateral (select ${sales.saleNo}, ${sales.createdAt} from ${sales} where ${sales.sigunguCode} = area_code.code and ${inBand} and ${rest ?? sql`true`} order by ${ORDER_SQL.LATEST} limit ${reach}) as walked ${merged}`;
  }
  // Every condition but the bands'. A 시도's is written so that no index takes it: the planner would
  // otherwise walk the 시도's listings and test the bands, which is what walking the bands avoids.
  const rest = and(
    searchWhere(unbanded, area.kind === 'sido' ? { kind: 'all' } : area),
    area.kind === 'sido' ? sql`(${sales.sidoCode} || '') = ${area.sidoCode}` : undefined,
  );
  return sql`select walked.sale_no from ${band} cross join lateral (select ${sales.saleNo}, ${sales.createdAt} from ${sales} where ${inBand} and ${rest ?? sql`true`} order by ${ORDER_SQL.LATEST} limit ${reach}) as walked ${merged}`;
}

/**
 * Index entries a newest-first walk may read for one page before sorting the matches is cheaper: a walk
 * reads (offset + limit) × area / matches entries, a sort reads the matches once.
 */
export const WALK_LIMIT = 20_000;

/** How latestPageWithCubeTotal read a page. */
export type PageWay = 'walk' | 'sort' | 'bands' | 'none';

/**
 * The listing numbers of a newest-first page: walking a newest-first index until enough match (code by
 * code for an area of several codes: walkByCode), or with `sortAfterFilter` taking every match through a
 * filter index and sorting them.
 */
function latestPageNos(
  where: SQL | undefined,
  q: SearchFilterQuery,
  offset: number,
  sortAfterFilter: boolean,
  area: ResolvedArea,
): SQL {
  const byCode = sortAfterFilter ? null : walkByCode(q, area, offset);
  const order = sortAfterFilter ? SORTED_IN_MEMORY_SQL : ORDER_SQL.LATEST;
  return (
    byCode ??
    sql`select ${sales.saleNo} from ${sales} where ${where ?? sql`true`} order by ${order} limit ${q.limit} offset ${offset}`
  );
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
    /** A '최근 확인' total from the confirmation cube (confirmed-count.ts). */
    confirmedCount: (plan: ConfirmedPlan) => confirmedCount(db, plan),
    cubeCountByRegion: (
      plan: CubePlan<RegionCube>,
      level: 'sido' | 'sigungu' | 'dong',
      onlyCodes?: string[],
    ) => cubeCountByRegion(db, plan, level, onlyCodes),

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
      if (q.sort === 'LATEST')
        return rowsOf<CardRow>(db, cardsOf(latestPageNos(where, q, offset, sortAfterFilter, area), isLike));
      if (q.sort === 'CONFIRMED') {
        // As newest first: the page's numbers from the covering index alone, then only those rows.
        const pageNos = sql`select ${sales.saleNo} from ${sales} where ${matching} order by ${ORDER_SQL.CONFIRMED} limit ${q.limit} offset ${offset}`;
        return rowsOf<CardRow>(
          db,
          sql`select ${CARD_COLUMNS}, ${isLike} as "isLike" from ${sales} where ${sales.saleNo} in (${pageNos}) order by ${ORDER_SQL.CONFIRMED}`,
        );
      }
      return rowsOf<CardRow>(
        db,
        sql`select ${CARD_COLUMNS}, ${isLike} as "isLike" from ${sales} where ${matching} order by ${ORDER_SQL[q.sort]} limit ${q.limit} offset ${offset}`,
      );
    },

    /**
     * A page of a search that chooses rooms, area and floor codes, newest first, walked combination by
     * combination (walkByBand); `area` is what the search searches in.
     */
    async pageByBands(q: SearchFilterQuery, area: ResolvedArea, offset: number): Promise<CardRow[]> {
      const pageNos = walkByBand(q, area, offset);
      if (!pageNos) throw new Error('pageByBands needs room groups, areas and floors');
      return rowsOf<CardRow>(db, cardsOf(pageNos, isLikedBy(q.loginUserNo)));
    },

    /**
     * A cube-counted search's newest-first page and its total in one statement: under load a count and
     * then a page waited twice for a connection of the pool (bench:mix). The cube totals (cubeTotalsSql:
     * the search's matches, the area's listings, the bands' listings in the market) decide in the
     * statement how the page is read, and each way is a branch gated by that decision, so only the chosen
     * one runs (`way`, for tests):
     * - 'walk': the newest-first index (code by code for several codes) until the page is full, while that
     *   reads at most WALK_LIMIT entries, (offset + limit) × the area's listings / the matches;
     * - 'sort': every match through a filter index, then sorted;
     * - 'bands': each combination of rooms, area and floor walked newest first (walkByBand), when that reads
     *   no more than the walk or the whole area: each walk stops at offset + limit matches of the search, or
     *   at the end of its combination's listings;
     * - 'none': past the last page.
     */
    async latestPageWithCubeTotal(
      counted: { plan: CubePlan; bands: CubePlan | null; region: ResolvedArea },
      where: SQL | undefined,
      q: SearchFilterQuery,
      offset: number,
      area: ResolvedArea,
    ): Promise<{ rows: CardRow[]; total: number; way: PageWay }> {
      const reach = offset + q.limit;
      // One band walk per combination, and per 시군구 in a 시군구 or 동 (walkByBand).
      const combinations = (bandCombinations(q)?.roomGroup.length ?? 0) * (sigunguCodesOf(area)?.length ?? 1);
      const byBands = counted.bands ? walkByBand(q, area, offset) : null;
      const walkCost = sql`${reach}::float8 * totals.in_area / totals.total`;
      const bandsCost = sql`least(totals.in_bands::float8, ${combinations}::float8 * ${reach} * totals.in_bands / totals.total)`;
      const way = sql`case when totals.total <= ${offset}::int then 'none'${
        byBands ? sql` when ${bandsCost} <= least(${walkCost}, totals.in_area::float8) then 'bands'` : sql``
      } when ${walkCost} > ${WALK_LIMIT}::float8 then 'sort' else 'walk' end`;
      const branch = (name: PageWay, pageNos: SQL) =>
        sql`select page.sale_no from (${pageNos}) as page where counted.way = ${name}::text`;
      const branches = [
        branch('walk', latestPageNos(where, q, offset, false, area)),
        branch('sort', latestPageNos(where, q, offset, true, area)),
        ...(byBands ? [branch('bands', byBands)] : []),
      ];
      // Materialized, so that each cube sum runs once: inlined, every use of a total in the decision and
      // its branches' gates would read the cube again. One row even past the last page, to carry the total.
      const rows = await rowsOf<CardRow & { total: number; way: PageWay; saleNo: number | null }>(
        db,
        sql`with totals as materialized (${cubeTotalsSql(counted.plan, q.status, counted.region, counted.bands)}), counted as materialized (select totals.total, ${way} as way from totals) select ${CARD_COLUMNS}, ${isLikedBy(q.loginUserNo)} as "isLike", counted.total, counted.way from counted left join lateral (${sql.join(branches, sql` union all `)}) as page_nos on true left join ${sales} on ${sales.saleNo} = page_nos.sale_no order by ${ORDER_SQL.LATEST}`,
      );
      const first = rows[0];
      return {
        rows: rows.filter((r) => r.saleNo !== null),
        total: first?.total ?? 0,
        way: first?.way ?? 'none',
      };
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
     * A small area's page, newest first, and its total in one statement, through the map cells it covers
     * (smallArea, cellCover). The page walks each cell newest first through the (status, lng_cell,
     * lat_cell, newest first) index for offset + limit listings and merges the walks: tens of index
     * entries per cell where taking every listing of the area and sorting read thousands, and counted
     * them in a window besides.
     *
     * The cells wholly inside the area are walked first. A cell the edge crosses holds listings outside
     * the area too, which its walk reads and drops; one with fewer matches than the page needs was read
     * to its end, and holds more of them as the market grows (bench:scale map-0.02deg). So the crossing
     * cells are walked only down to the page's last listing among the whole cells' ones: nothing older
     * can reach the page, which is the newest offset + limit of a set holding those.
     *
     * The total is cellTotal's: counts of the cells and fine cells inside, and the listings of the fine
     * cells on the edge counted one by one; both are exact, so the list and its total agree with every
     * other way of counting the same search.
     */
    async pageInCells(
      q: SearchFilterQuery,
      area: ResolvedArea,
      offset: number,
    ): Promise<{ rows: CardRow[]; total: number }> {
      const small = smallArea(q, area);
      const { within, rest, cover } = small;
      const reach = offset + q.limit;
      const walkOf = (cells: { lng: number[]; lat: number[] }, newerThan: SQL) =>
        sql`select walked.sale_no, walked.created_at from unnest(${sql.param(cells.lng)}::smallint[], ${sql.param(cells.lat)}::smallint[]) as cell(lng, lat) cross join lateral (select ${sales.saleNo}, ${sales.createdAt} from ${sales} where ${sales.lngCell} = cell.lng and ${sales.latCell} = cell.lat${newerThan} and ${within} and ${rest} order by ${ORDER_SQL.LATEST} limit ${reach}) as walked`;
      const cutoff = sql`select coalesce((select created_at from whole_walk order by created_at desc, sale_no desc offset ${reach - 1} limit 1), '-infinity'::timestamptz) as t`;
      const across = walkOf(cover.across, sql` and ${sales.createdAt} >= (select t from cutoff)`);
      const walk = sql`select merged.sale_no, merged.created_at from (select sale_no, created_at from whole_walk union all ${across}) as merged order by merged.created_at desc, merged.sale_no desc limit ${q.limit} offset ${offset}`;
      // One row even past the last page, to carry the total.
      const rows = await preparedRowsOf<CardRow & { total: number; saleNo: number | null }>(
        db,
        sql`with whole_walk as materialized (${walkOf(cover.whole, sql``)}), cutoff as (${cutoff}) select ${CARD_COLUMNS}, ${isLikedBy(q.loginUserNo)} as "isLike", counted.total from (select ${cellTotal(small, q.status)} as total) as counted left join lateral (${walk}) as page_nos on true left join ${sales} on ${sales.saleNo} = page_nos.sale_no order by page_nos.created_at desc, page_nos.sale_no desc`,
      );
      return { rows: rows.filter((r) => r.saleNo !== null), total: rows[0]?.total ?? 0 };
    },

    /** A station's newest-first page and total from its own tables (station-walk.ts). */
    pageAtStation: (name: string, q: SearchFilterQuery, offset: number) =>
      pageAtStation(db, name, q, offset, isLikedBy(q.loginUserNo)),
    countAtStation: (name: string, q: SearchFilterQuery) => countAtStation(db, name, q),

    /** A small area's total (service.count), the one its list shows: see pageInCells. */
    async countInCells(q: SearchFilterQuery, area: ResolvedArea): Promise<number> {
      const [row] = await preparedRowsOf<{ n: number }>(
        db,
        sql`select ${cellTotal(smallArea(q, area), q.status)} as n`,
      );
      return row?.n ?? 0;
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
