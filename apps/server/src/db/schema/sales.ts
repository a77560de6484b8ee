import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  AREA_BAND_SQL,
  FLOOR_BAND_SQL,
  LAT_CELL_SQL,
  LNG_CELL_SQL,
  PRICE_BAND_SQL,
  PRICE_BAND2_SQL,
} from './bands.ts';
import { users } from './users.ts';

/**
 * A listing (매물). Money in integer 만원; areas in ㎡ with 2 decimals (평 is derived). The 법정동 code and its
 * 시도/시군구/읍면동 prefixes are columns of their own, so that a region filter is an equality on an index,
 * never a LIKE on the address text.
 */
export const sales = pgTable(
  'sales',
  {
    saleNo: integer('sale_no').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    saleKey: uuid('sale_key').notNull().defaultRandom(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    status: varchar('status', { length: 10 }).notNull().default('ACTIVE'),
    saleType: varchar('sale_type', { length: 10 }),
    buildingType: varchar('building_type', { length: 12 }),
    /** 매매가 (SALE). */
    sellingPrice: integer('selling_price'),
    /** 전세금 (RENT). */
    rentPrice: integer('rent_price'),
    /** 월세 보증금 (MONTHLY). */
    deposit: integer('deposit'),
    /** 월세 (MONTHLY). */
    monthlyPrice: integer('monthly_price'),
    /** 관리비 in 만원 as the card and filters show it; the breakdown in 원 is sale_cost_types. */
    costPrice: integer('cost_price'),
    /** 공용관리비 있음 and its items (sale_cost_items COST_ITEM); 개별 사용료 있음 and its items (PRIVATE_COST). */
    isPublicCost: boolean('is_public_cost').notNull().default(false),
    isPrivateCost: boolean('is_private_cost').notNull().default(false),
    /** The fee total in 원 (spec 02 §5 cost total) and the broker's two fee notes. */
    totalCost: integer('total_cost'),
    costDesc: varchar('cost_desc', { length: 500 }),
    costDesc2: varchar('cost_desc2', { length: 500 }),
    /** TYPE code: the building's registered use (건축물대장 주용도); TYPE004 다가구주택 weighs on the grade. */
    useType: varchar('use_type', { length: 10 }),
    /** 대출 있음 and its amount (만원). */
    isLoan: boolean('is_loan').notNull().default(false),
    loanPrice: integer('loan_price'),
    /** 근저당 설정 and its 채권최고액 (만원). */
    collateralSecurity: boolean('collateral_security').notNull().default(false),
    collateralSecurityPrice: integer('collateral_security_price'),
    /** True when the land and the building have one owner (spec 02 §5: otherwise grade 5). */
    ownership: boolean('ownership').notNull().default(true),
    /** 위반건축물 (불법 증·개축) on the building register: at best grade 4. */
    illegalBuilding: boolean('illegal_building').notNull().default(false),
    /** The landlord's unpaid national or local taxes (국세·지방세 체납). */
    taxArrears: boolean('tax_arrears').notNull().default(false),
    /** The broker's own words on the listing's safety. */
    safetyText: varchar('safety_text', { length: 1000 }),
    landArea: numeric('land_area', { precision: 8, scale: 2, mode: 'number' }),
    /** DERECTION and TOILET codes. */
    direction: varchar('direction', { length: 12 }),
    toiletCount: varchar('toilet_count', { length: 10 }),
    /** 사용승인일 (YYYYMMDD) of the building, as the register or the broker gives it. */
    useApprovalDate: varchar('use_approval_date', { length: 8 }),
    /** 입주 가능일; null means 즉시 입주. */
    applyDate: date('apply_date', { mode: 'string' }),
    /** 대출 추천 and the loan products the broker names (e.g. 버팀목 전세자금대출). */
    isLoanRecommend: boolean('is_loan_recommend').notNull().default(false),
    loanList: varchar('loan_list', { length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** The broker certifies the facts of the listing (detailInfo isCertified). */
    isCertified: boolean('is_certified').notNull().default(false),
    roomType: varchar('room_type', { length: 12 }),
    /** ROOM001..005, the filter group of the room type. */
    roomGroup: varchar('room_group', { length: 8 }),
    /** 0 반지하, 1–100, 101 옥탑. */
    floor: smallint('floor'),
    entireFloor: smallint('entire_floor'),
    dedicatedArea: numeric('dedicated_area', { precision: 8, scale: 2, mode: 'number' }),
    supplyArea: numeric('supply_area', { precision: 8, scale: 2, mode: 'number' }),
    actualArea: numeric('actual_area', { precision: 8, scale: 2, mode: 'number' }),
    /** Full address as shown on the card (시도 시군구 동 번지 / 건물명). */
    saleAddr: varchar('sale_addr', { length: 200 }).notNull(),
    dong: varchar('dong', { length: 50 }),
    unit: varchar('unit', { length: 50 }),
    postalCode: varchar('postal_code', { length: 5 }),
    bjdCode: varchar('bjd_code', { length: 10 }).notNull(),
    sidoCode: varchar('sido_code', { length: 2 }).notNull(),
    sigunguCode: varchar('sigungu_code', { length: 5 }).notNull(),
    dongCode: varchar('dong_code', { length: 8 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    subwayNo: integer('subway_no'),
    title: varchar('title', { length: 100 }),
    etcText: text('etc_text'),
    /** RATE001..005 set by the broker; changeSafetyGrade when a lawyer or the operator corrected it. */
    safetyGrade: varchar('safety_grade', { length: 7 }),
    changeSafetyGrade: varchar('change_safety_grade', { length: 7 }),
    /** 공시가격 and 선순위 채권 in 만원: what the grade was computed from. */
    publicPrice: integer('public_price'),
    seniorDebt: integer('senior_debt'),
    redevelop: boolean('redevelop').notNull().default(false),
    isLawyer: boolean('is_lawyer').notNull().default(false),
    isConfirm: varchar('is_confirm', { length: 10 }),
    isBaro: boolean('is_baro').notNull().default(false),
    mainImage: varchar('main_image', { length: 200 }),
    /** Filter bands (bands.ts), computed by the database; the keys of the pre-aggregated counts. */
    areaBand: smallint('area_band').generatedAlwaysAs(sql.raw(AREA_BAND_SQL)),
    floorBand: smallint('floor_band').generatedAlwaysAs(sql.raw(FLOOR_BAND_SQL)),
    priceBand: smallint('price_band').generatedAlwaysAs(sql.raw(PRICE_BAND_SQL)),
    priceBand2: smallint('price_band2').generatedAlwaysAs(sql.raw(PRICE_BAND2_SQL)),
    /** Map cell (bands.ts): the box index's key and the cell counts' key. */
    latCell: smallint('lat_cell').generatedAlwaysAs(sql.raw(LAT_CELL_SQL)),
    lngCell: smallint('lng_cell').generatedAlwaysAs(sql.raw(LNG_CELL_SQL)),
    /** The broker's private note on the listing (dashboard only). */
    memo: varchar('memo', { length: 200 }),
    /** A DELETE listing's status before deletion and when: restorable to it for 30 days (docs/decisions/018). */
    statusBeforeDelete: varchar('status_before_delete', { length: 10 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the broker last confirmed the listing is still available (issue 18 §3, modules/sales/freshness-*). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** STOP set by the expiry job (21 days unconfirmed): only such a pause is lifted by a confirmation. */
    pausedForStaleness: boolean('paused_for_staleness').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sales_status_check', sql`${t.status} in ('ACTIVE', 'DELETE', 'DONE', 'STOP', 'STORAGE')`),
    // A temporary save (STORAGE) may stop after the address (docs/decisions/017): only then may the facts
    // that search, counts and the detail need be missing. The counts leave STORAGE rows out.
    check(
      'sales_complete_check',
      sql`${t.status} = 'STORAGE' or (${t.saleType} is not null and ${t.buildingType} is not null and ${t.roomGroup} is not null and ${t.floor} is not null and ${t.dedicatedArea} is not null and ${t.title} is not null and ${t.safetyGrade} is not null)`,
    ),
    check('sales_use_approval_date_check', sql`${t.useApprovalDate} ~ '^[0-9]{8}$'`),
    check('sales_sale_type_check', sql`${t.saleType} in ('SALE', 'RENT', 'MONTHLY')`),
    check(
      'sales_building_type_check',
      sql`${t.buildingType} in ('VILLA', 'APARTMENT', 'OFFICETELS', 'ONE_ROOM')`,
    ),
    check('sales_floor_check', sql`${t.floor} between 0 and 101`),
    check(
      'sales_amounts_check',
      sql`${t.sellingPrice} between 0 and 999999999 and ${t.rentPrice} between 0 and 999999999 and ${t.deposit} between 0 and 999999999 and ${t.monthlyPrice} between 0 and 999999999 and ${t.loanPrice} between 0 and 999999999 and ${t.collateralSecurityPrice} between 0 and 999999999 and ${t.costPrice} between 0 and 999999999 and ${t.totalCost} between 0 and 999999999 and ${t.publicPrice} between 0 and 999999999 and ${t.seniorDebt} between 0 and 999999999`,
    ),
    check('sales_use_type_check', sql`${t.useType} ~ '^TYPE00[1-7]$'`),
    check('sales_room_type_check', sql`${t.roomType} ~ '^ROOM_TYPE00[1-7]$'`),
    check('sales_direction_check', sql`${t.direction} ~ '^DERECTION00[1-8]$'`),
    check('sales_toilet_count_check', sql`${t.toiletCount} ~ '^TOILET00[1-4]$'`),
    check('sales_loan_list_check', sql`cardinality(${t.loanList}) <= 10`),
    check(
      'sales_safety_grade_check',
      sql`${t.safetyGrade} in ('RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005')`,
    ),
    // A draft may have chosen its deal before typing its price (AND binds before OR).
    check(
      'sales_prices_check',
      sql`${t.status} = 'STORAGE' or (${t.saleType} <> 'SALE' or ${t.sellingPrice} is not null) and (${t.saleType} <> 'RENT' or ${t.rentPrice} is not null) and (${t.saleType} <> 'MONTHLY' or (${t.deposit} is not null and ${t.monthlyPrice} is not null))`,
    ),
    // The search indexes (newest first by status, 시군구 and 동; the map box index; the band indexes) carry
    // INCLUDE columns, which drizzle cannot declare: they are made in migrations 0010, 0017, 0025 and 0028.
    // The broker's dashboard: a status tab newest first, and the counts by status, from one index. Nulls first,
    // as `order by … desc` asks (drizzle's bare .desc() is nulls last, which the planner cannot read in order).
    index('sales_user_status_created_idx').on(
      t.userNo,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.saleNo.desc().nullsFirst(),
    ),
    check(
      'sales_status_before_delete_check',
      sql`${t.statusBeforeDelete} in ('ACTIVE', 'DONE', 'STOP', 'STORAGE')`,
    ),
  ],
);

/** Likes (관심매물): one per user per listing, enforced by the key. */
export const saleLikes = pgTable(
  'sale_likes',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.saleNo] }), index('sale_likes_sale_idx').on(t.saleNo)],
);

/**
 * Pre-aggregated counts, kept exact by triggers on sales in the same transaction as every write (see the
 * sale_counts migration): totals of large areas are read from here instead of counting up to a million rows.
 * Structure cube: building type, rooms, area, floor and grade; price cube: deal type and price bands.
 * Each listing is counted three times in each cube: under its 시도 (2-digit region code), 시군구 (5) and 동
 * (8), so that any of those areas — and the map's bubbles at each level — sums a few rows of its own size.
 */
export const saleCountStruct = pgTable(
  'sale_count_struct',
  {
    status: varchar('status', { length: 10 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    buildingType: varchar('building_type', { length: 12 }).notNull(),
    roomGroup: varchar('room_group', { length: 8 }).notNull(),
    areaBand: smallint('area_band').notNull(),
    floorBand: smallint('floor_band').notNull(),
    safetyGrade: varchar('safety_grade', { length: 7 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.status,
        t.regionCode,
        t.saleType,
        t.buildingType,
        t.roomGroup,
        t.areaBand,
        t.floorBand,
        t.safetyGrade,
      ],
    }),
    check('sale_count_struct_n_check', sql`${t.n} >= 0`),
  ],
);

export const saleCountPrice = pgTable(
  'sale_count_price',
  {
    status: varchar('status', { length: 10 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    priceBand: smallint('price_band').notNull(),
    priceBand2: smallint('price_band2').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.regionCode, t.saleType, t.priceBand, t.priceBand2] }),
    check('sale_count_price_n_check', sql`${t.n} >= 0`),
  ],
);

/**
 * Counts by region, deal type and building type only: region totals and the map's region bubbles sum a
 * dozen rows a region here instead of the hundreds of the structure cube. Same 시도/시군구/동 rows.
 */
export const saleCountArea = pgTable(
  'sale_count_area',
  {
    status: varchar('status', { length: 10 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    buildingType: varchar('building_type', { length: 12 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.regionCode, t.saleType, t.buildingType] }),
    check('sale_count_area_n_check', sql`${t.n} >= 0`),
  ],
);

/**
 * Counts by map cell and deal type: the total of a wide map box (snapped to whole cells) sums the cells it
 * covers. Keyed longitude cell first, so that a box reads one short latitude range per longitude cell.
 */
export const saleCountCell = pgTable(
  'sale_count_cell',
  {
    status: varchar('status', { length: 10 }).notNull(),
    lngCell: smallint('lng_cell').notNull(),
    latCell: smallint('lat_cell').notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.lngCell, t.latCell, t.saleType] }),
    check('sale_count_cell_n_check', sql`${t.n} >= 0`),
  ],
);

/**
 * Counts by fine cell (bands.ts, a quarter of a map cell a side) and deal type: a station's kilometre or
 * a street-level box sums these for the fine cells wholly inside it among the map cells its edge crosses,
 * and counts only the listings of the fine cells the edge itself crosses (search repo cellTotal). Kept
 * exact by the same statement triggers as sale_count_cell (migration 0025).
 */
export const saleCountFineCell = pgTable(
  'sale_count_fine_cell',
  {
    status: varchar('status', { length: 10 }).notNull(),
    fineLng: integer('fine_lng').notNull(),
    fineLat: integer('fine_lat').notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.fineLng, t.fineLat, t.saleType] }),
    check('sale_count_fine_cell_n_check', sql`${t.n} >= 0`),
  ],
);
