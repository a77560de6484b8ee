import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Common codes (product.md §A3), seeded from @ansim/domain's COMMON_CODES. */
export const commonCodes = pgTable(
  'common_codes',
  {
    groupCode: varchar('group_code', { length: 40 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    codeName: varchar('code_name', { length: 100 }).notNull(),
    description: text('description'),
    parentCode: varchar('parent_code', { length: 40 }),
    sortOrder: integer('sort_order').notNull(),
    /** Set when the operator renamed the code (P13): the seed's upsert then keeps the operator's text. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * Set when the operator deleted the code (P13). The row stays, so the seed does not bring it back and
     * old references still resolve; /common/codeList leaves it out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.code] })],
);

/**
 * 법정동 of Seoul, Gyeonggi and Incheon. `level` 1 시도, 2 시군구, 3 읍면동, 4 리. Search filters by code
 * prefix (2 digits 시도, 5 시군구, 8 읍면동), never by LIKE on names.
 */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    sido: varchar('sido', { length: 20 }).notNull(),
    sigungu: varchar('sigungu', { length: 30 }),
    eupmyeondong: varchar('eupmyeondong', { length: 30 }),
    ri: varchar('ri', { length: 30 }),
    level: smallint('level').notNull(),
    /** Full display name, e.g. '서울특별시 강남구 역삼동'. */
    fullName: varchar('full_name', { length: 120 }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('regions_level_idx').on(t.level), index('regions_sigungu_idx').on(t.sigungu)],
);

/** Subway stations, one row per station and line (shared/data/subway-stations.csv). */
export const subwayStations = pgTable(
  'subway_stations',
  {
    subwayNo: integer('subway_no').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    line: varchar('line', { length: 30 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('subway_stations_name_idx').on(t.name)],
);
