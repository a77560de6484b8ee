import { sqmToPyeong } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { type GetColumnData, getTableName, type SQL, sql } from 'drizzle-orm';
import { sales } from '../schema/index.ts';

/*
 * One listing as a card of every list that shows cards (search, map, 관심매물, and the lists to come):
 * the columns to select and the card they make. Shared by the repos of several modules, so it lives
 * beside the schema rather than in one of them.
 */

/** The columns of a search-list card (product.md §A3), shared by every list that shows cards. */
export const LIST_ITEM_COLUMNS = {
  saleNo: sales.saleNo,
  userNo: sales.userNo,
  image: sales.mainImage,
  redevelop: sales.redevelop,
  saleAddr: sales.saleAddr,
  saleType: sales.saleType,
  type: sales.buildingType,
  rentPrice: sales.rentPrice,
  sellingPrice: sales.sellingPrice,
  deposit: sales.deposit,
  monthlyPrice: sales.monthlyPrice,
  title: sales.title,
  roomType: sales.roomType,
  roomGroup: sales.roomGroup,
  floor: sales.floor,
  dedicatedArea1: sales.dedicatedArea,
  actualArea1: sales.actualArea,
  safetyGrade: sales.safetyGrade,
  changeSafetyGrade: sales.changeSafetyGrade,
  isLawyer: sales.isLawyer,
  isConfirm: sales.isConfirm,
  isBaro: sales.isBaro,
  lat: sales.lat,
  lng: sales.lng,
  createdAt: sales.createdAt,
  confirmedAt: sales.confirmedAt,
  /** Not on the card: the market flag (modules/market) compares the listing with its 동's sales. */
  bjdCode: sales.bjdCode,
};

/** A selected card row; isLike is computed per caller by the query that selects it. */
export type SaleListRow = {
  [K in keyof typeof LIST_ITEM_COLUMNS]: GetColumnData<(typeof LIST_ITEM_COLUMNS)[K]>;
} & { isLike: unknown };

/**
 * The card columns as one select list, compiled once, for lists read on every request (search). Drizzle
 * builds a select of 25 columns anew on each call and maps every value of every row back through its
 * column; for a 30-card page that cost more CPU than PostgreSQL spent finding it. Each column comes out
 * under its card name and already as the card has it, whichever driver runs the query (node-postgres
 * and PGlite parse dates and numerics differently): the areas as numbers, the time as toISOString()
 * writes it, milliseconds truncated as a JavaScript Date keeps them.
 */
export const CARD_COLUMNS: SQL = sql.raw(
  Object.entries(LIST_ITEM_COLUMNS)
    .map(([key, column]) => {
      const name = `"${getTableName(column.table)}"."${column.name}"`;
      if (column.columnType === 'PgNumericNumber') return `${name}::float8 as "${key}"`;
      if (column.columnType === 'PgTimestamp')
        return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${key}"`;
      return `${name} as "${key}"`;
    })
    .join(', '),
);

/** A row of CARD_COLUMNS (and isLike): as a SaleListRow, with the time already as text. */
export type CardRow = Omit<SaleListRow, 'createdAt' | 'confirmedAt'> & {
  createdAt: string;
  confirmedAt: string;
};

/**
 * The card of a CARD_COLUMNS row: the same item toListItem makes of a SaleListRow. Cards show published
 * listings, which have every column a draft may lack (complete-listing.ts); the fallbacks only narrow.
 * `jeonseRisk` is the market's flag (undefined without market data, and then not written): made with the
 * card, not spread onto it after, as a search page makes 30 of them per request.
 */
export const cardWithRisk = (r: CardRow, jeonseRisk: boolean | undefined): SaleListItem => ({
  saleNo: r.saleNo,
  userNo: r.userNo,
  isLike: Boolean(r.isLike),
  image: r.image,
  redevelop: r.redevelop,
  saleAddr: r.saleAddr,
  saleType: r.saleType as SaleListItem['saleType'],
  type: r.type as SaleListItem['type'],
  rentPrice: r.rentPrice,
  sellingPrice: r.sellingPrice,
  deposit: r.deposit,
  monthlyPrice: r.monthlyPrice,
  title: r.title ?? '',
  roomType: r.roomType,
  roomGroup: r.roomGroup ?? '',
  floor: r.floor ?? 0,
  dedicatedArea1: r.dedicatedArea1 ?? 0,
  dedicatedArea2: sqmToPyeong(r.dedicatedArea1),
  actualArea2: sqmToPyeong(r.actualArea1 ?? r.dedicatedArea1),
  safetyGrade: r.safetyGrade ?? '',
  changeSafetyGrade: r.changeSafetyGrade,
  isLawyer: r.isLawyer,
  isConfirm: r.isConfirm,
  isBaro: r.isBaro,
  lat: r.lat,
  lng: r.lng,
  regDate: r.createdAt,
  confirmedAt: r.confirmedAt,
  jeonseRisk,
});

export const cardOf = (r: CardRow): SaleListItem => cardWithRisk(r, undefined);

/** The card of a row drizzle selected with LIST_ITEM_COLUMNS (lists off the hot path: the wish list). */
export const toListItem = (r: SaleListRow, jeonseRisk?: boolean): SaleListItem =>
  cardWithRisk(
    {
      ...r,
      dedicatedArea1: Number(r.dedicatedArea1),
      createdAt: r.createdAt.toISOString(),
      confirmedAt: r.confirmedAt.toISOString(),
    },
    jeonseRisk,
  );
