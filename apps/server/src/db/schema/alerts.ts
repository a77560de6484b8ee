import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * Saved searches and listing alerts (issue 18 §1, modules/alerts). A listing's change is written to
 * alert_events by a trigger on sales in the changing transaction (migration alert_events_trigger), the
 * alert job matches each event by the saved searches' indexed keys, and alert_deliveries' unique key makes
 * every (user, listing, event) told once whatever runs twice.
 */

export const savedSearches = pgTable(
  'saved_searches',
  {
    searchNo: integer('search_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    /** The canonical list query (contract saved-search.ts SAVED_FILTER_KEYS), as the search API takes it. */
    filter: jsonb('filter').$type<Record<string, string>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    frequency: varchar('frequency', { length: 7 }).notNull().default('INSTANT'),
    /**
     * Region × deal type keys a new listing is picked by ('G:11680|RENT', '*|SALE', map cells
     * 'C:20324:7500|MONTHLY' for a station's kilometre); the listing's own keys overlap them (GIN).
     */
    matchKeys: varchar('match_keys', { length: 40 }).array().notNull(),
    /** Price bounds per deal type in 만원, null for none: the candidate query's band check. */
    minSell: integer('min_sell'),
    maxSell: integer('max_sell'),
    minRent: integer('min_rent'),
    maxRent: integer('max_rent'),
    minDeposit: integer('min_deposit'),
    maxDeposit: integer('max_deposit'),
    minMonthly: integer('min_monthly'),
    maxMonthly: integer('max_monthly'),
    /**
     * The other filters as the candidate query reads them, null for any: building types, ROOM groups,
     * RATE codes, area and floor bands (bands.ts). With the keys and the price bounds they leave the
     * in-code check little to refuse.
     */
    buildingTypes: varchar('building_types', { length: 12 }).array(),
    roomGroups: varchar('room_groups', { length: 8 }).array(),
    safetyGrades: varchar('safety_grades', { length: 7 }).array(),
    areaBands: smallint('area_bands').array(),
    floorBands: smallint('floor_bands').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_name_check', sql`char_length(${t.name}) between 1 and 30`),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('INSTANT', 'DAILY')`),
    check('saved_searches_filter_check', sql`octet_length(${t.filter}::text) <= 4000`),
    check('saved_searches_keys_check', sql`cardinality(${t.matchKeys}) between 1 and 600`),
    index('saved_searches_user_idx').on(t.userNo, t.createdAt.desc().nullsFirst()),
    index('saved_searches_match_idx').using('gin', t.matchKeys).where(sql`${t.enabled}`),
  ],
);

/** What happened to a listing, written by the sales trigger in the changing transaction. */
export const alertEvents = pgTable(
  'alert_events',
  {
    eventNo: bigint('event_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** NEW, PRICE_DROP, GRADE_CHANGE, LAWYER_BADGE, STATUS. */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** What makes two events of a kind different: the new price, grade or status ('' for NEW, LAWYER_BADGE). */
    version: varchar('version', { length: 24 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'alert_events_kind_check',
      sql`${t.kind} in ('NEW', 'PRICE_DROP', 'GRADE_CHANGE', 'LAWYER_BADGE', 'STATUS')`,
    ),
    index('alert_events_pending_idx').on(t.eventNo).where(sql`${t.processedAt} is null`),
    index('alert_events_sale_idx').on(t.saleNo),
  ],
);

/** One row per user told (or to be told in a digest) of one listing's event: the de-duplication key. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    deliveryNo: bigint('delivery_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    version: varchar('version', { length: 24 }).notNull(),
    /** The saved search a NEW listing matched; null for a liked listing's event. */
    searchNo: integer('search_no').references(() => savedSearches.searchNo, { onDelete: 'cascade' }),
    frequency: varchar('frequency', { length: 7 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** DAILY rows: set when the 09:00 digest took them. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_deliveries_once_idx').on(t.userNo, t.saleNo, t.kind, t.version),
    index('alert_deliveries_digest_idx')
      .on(t.searchNo)
      .where(sql`${t.frequency} = 'DAILY' and ${t.digestedAt} is null`),
    index('alert_deliveries_sale_idx').on(t.saleNo),
    check('alert_deliveries_frequency_check', sql`${t.frequency} in ('INSTANT', 'DAILY')`),
  ],
);

/** One digest notification per saved search per Korean day. */
export const alertDigests = pgTable(
  'alert_digests',
  {
    searchNo: integer('search_no')
      .notNull()
      .references(() => savedSearches.searchNo, { onDelete: 'cascade' }),
    /** The day in Korea (Asia/Seoul) the digest was sent. */
    digestDay: date('digest_day', { mode: 'string' }).notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    listings: integer('listings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchNo, t.digestDay] })],
);
