import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';

/**
 * Which station's kilometre each listing lies in (one row per station name and listing: a name's several
 * lines and exits count once), with the columns a station's newest-first page reads. A station search
 * walks its name's rows newest first and reads offset + limit of them, however many listings the market
 * holds around it; through map cells it read the cells the circle crosses, which grow with the market
 * (bench:scale, issue P15 §5). Kept by statement triggers on `sales` (migration 0026), in the statement
 * that writes the listing. Stored listings (STORAGE) are never searched by area and have no rows.
 */
export const saleStations = pgTable(
  'sale_stations',
  {
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    stationName: varchar('station_name', { length: 50 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleNo, t.stationName] }),
    // Nulls first, as `order by … desc` asks: an index of another null order cannot hand rows out in its order.
    index('sale_stations_walk_idx').on(
      t.stationName,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.saleNo.desc().nullsFirst(),
    ),
  ],
);

/**
 * Listings per station name, status and deal type: a station search's total is a sum of at most four of
 * these rows. Kept exact by the same triggers as sale_stations.
 */
export const saleCountStation = pgTable(
  'sale_count_station',
  {
    stationName: varchar('station_name', { length: 50 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stationName, t.status, t.saleType] }),
    check('sale_count_station_n_check', sql`${t.n} >= 0`),
  ],
);

/**
 * The map cells (bands.ts) each station point's kilometre can reach, one cell wider on every side than its
 * box: the triggers join a written listing to the few stations near it by its cell, then test the
 * distance. Derived from subway_stations by sale_stations_rebuild(), which a change of stations runs.
 */
export const stationReach = pgTable(
  'station_reach',
  {
    lngCell: smallint('lng_cell').notNull(),
    latCell: smallint('lat_cell').notNull(),
    subwayNo: integer('subway_no').notNull(),
    stationName: varchar('station_name', { length: 50 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lngCell, t.latCell, t.subwayNo] })],
);
