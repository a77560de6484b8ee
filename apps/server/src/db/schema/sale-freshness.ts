import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';

/**
 * Fresh listings (issue 18 §3). Each time the expiry job asks a broker 'still available?' about a
 * listing, one row keyed by the listing and the confirmation it is about: the key makes the question once
 * per staleness period however many job runs race, and a new confirmation opens a new period. A table of
 * its own so that asking does not update `sales` (its count triggers and search indexes).
 */
export const saleStaleAsks = pgTable(
  'sale_stale_asks',
  {
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** sales.confirmed_at when the question was asked. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.saleNo, t.confirmedAt] })],
);

/**
 * A listing's prices over time: one row when it is published (the first registration, or a draft
 * completed) and one whenever its deal type or a price changes afterwards. Written by a trigger on
 * `sales` (migration freshness), so every path that changes a price records it.
 */
export const salePriceHistory = pgTable(
  'sale_price_history',
  {
    historyNo: bigint('history_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    sellingPrice: integer('selling_price'),
    rentPrice: integer('rent_price'),
    deposit: integer('deposit'),
    monthlyPrice: integer('monthly_price'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_price_history_sale_idx').on(t.saleNo, t.changedAt, t.historyNo),
    check('sale_price_history_sale_type_check', sql`${t.saleType} in ('SALE', 'RENT', 'MONTHLY')`),
  ],
);

/**
 * ACTIVE listings by the KST day of their last confirmation, per region (the market as '', then 시도,
 * 시군구 and 동 codes) and deal type: the total of the search filter '최근 확인' (confirmed within n days)
 * as a sum of at most n + 1 days' rows, where counting the listings took 60–120 ms at 1M. Kept exact by
 * statement triggers on `sales` (migration fresh_listings_counts), like the other count cubes (decision 007).
 */
export const saleCountConfirmed = pgTable(
  'sale_count_confirmed',
  {
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    confirmedDay: date('confirmed_day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.regionCode, t.confirmedDay, t.saleType] }),
    check('sale_count_confirmed_n_check', sql`${t.n} >= 0`),
  ],
);
