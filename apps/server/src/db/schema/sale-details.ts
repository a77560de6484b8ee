import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { commonCodes } from './common.ts';
import { sales } from './sales.ts';
import { storedFiles, users } from './users.ts';

/*
 * What a listing holds beyond its search columns (spec 02 §3): option and fee rows that reference their
 * codes, the management-fee breakdown, images, registry documents, and the share links made of it.
 */

/** Option codes of a listing (HEAT, AC, LIFE, SECURITY, ETC), each a row that must name a real code. */
export const saleOptions = pgTable(
  'sale_options',
  {
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    groupCode: varchar('group_code', { length: 40 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleNo, t.groupCode, t.code] }),
    foreignKey({ columns: [t.groupCode, t.code], foreignColumns: [commonCodes.groupCode, commonCodes.code] }),
    check('sale_options_group_check', sql`${t.groupCode} in ('HEAT', 'AC', 'LIFE', 'SECURITY', 'ETC')`),
  ],
);

const AMOUNT_MAX = 999_999_999;
const amountCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} between 0 and ${sql.raw(String(AMOUNT_MAX))}`);

/**
 * The management fee of a listing (spec 02 §3 costType), one per listing. Amounts in 원 as a Korean
 * listing quotes its 관리비; each utility's `…Use` flag means billed by actual usage (its amount then null).
 */
export const saleCostTypes = pgTable(
  'sale_cost_types',
  {
    costTypeNo: integer('cost_type_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** COST_TYPE001 정액, 002 실비, 003 확인 불가. */
    type: varchar('type', { length: 12 }).notNull(),
    typeCode: varchar('type_code', { length: 20 }),
    /** 관리비 기준 (ETC_CODE; 004 is free text in etcText). */
    etcCode: varchar('etc_code', { length: 12 }),
    etcText: varchar('etc_text', { length: 50 }),
    chargeType: varchar('charge_type', { length: 14 }),
    publicCost: integer('public_cost'),
    electricity: integer('electricity'),
    heat: integer('heat'),
    water: integer('water'),
    internet: integer('internet'),
    gas: integer('gas'),
    tv: integer('tv'),
    electricityUse: boolean('electricity_use').notNull().default(false),
    heatUse: boolean('heat_use').notNull().default(false),
    waterUse: boolean('water_use').notNull().default(false),
    internetUse: boolean('internet_use').notNull().default(false),
    gasUse: boolean('gas_use').notNull().default(false),
    tvUse: boolean('tv_use').notNull().default(false),
    isEtcCost: boolean('is_etc_cost').notNull().default(false),
    etcCost: integer('etc_cost'),
    etcCostText: varchar('etc_cost_text', { length: 50 }),
    /** 실비 근거 (BASE_COST; 007 is free text in baseCostText). */
    baseCost: varchar('base_cost', { length: 14 }),
    baseCostText: varchar('base_cost_text', { length: 50 }),
    /** 확인 불가 사유 (REASON_COST_TYPE; 005 is free text in reasonText). */
    reasonType: varchar('reason_type', { length: 20 }),
    reasonText: varchar('reason_text', { length: 50 }),
    costItemText: varchar('cost_item_text', { length: 50 }),
  },
  (t) => [
    uniqueIndex('sale_cost_types_sale_key').on(t.saleNo),
    check('sale_cost_types_type_check', sql`${t.type} ~ '^COST_TYPE00[1-3]$'`),
    check('sale_cost_types_etc_code_check', sql`${t.etcCode} ~ '^ETC_CODE00[1-4]$'`),
    check('sale_cost_types_charge_type_check', sql`${t.chargeType} ~ '^CHARGE_TYPE00[1-2]$'`),
    check('sale_cost_types_base_cost_check', sql`${t.baseCost} ~ '^BASE_COST00[1-7]$'`),
    check('sale_cost_types_reason_type_check', sql`${t.reasonType} ~ '^REASON_COST_TYPE00[1-5]$'`),
    amountCheck('sale_cost_types_public_cost_check', t.publicCost),
    amountCheck('sale_cost_types_electricity_check', t.electricity),
    amountCheck('sale_cost_types_heat_check', t.heat),
    amountCheck('sale_cost_types_water_check', t.water),
    amountCheck('sale_cost_types_internet_check', t.internet),
    amountCheck('sale_cost_types_gas_check', t.gas),
    amountCheck('sale_cost_types_tv_check', t.tv),
    amountCheck('sale_cost_types_etc_cost_check', t.etcCost),
  ],
);

/**
 * Fee item codes of a listing: COST_ITEM rows are what the public fee covers (costList, and the costType's
 * costItemList); PRIVATE_COST rows are the utilities billed to the tenant separately (privateCostList).
 */
export const saleCostItems = pgTable(
  'sale_cost_items',
  {
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    groupCode: varchar('group_code', { length: 40 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleNo, t.groupCode, t.code] }),
    foreignKey({ columns: [t.groupCode, t.code], foreignColumns: [commonCodes.groupCode, commonCodes.code] }),
    check('sale_cost_items_group_check', sql`${t.groupCode} in ('COST_ITEM', 'PRIVATE_COST')`),
  ],
);

/**
 * Photos of a listing in order; one may be the main photo. `imageKey` names the stored original and its
 * sizes (card, detail, zoom) by content hash, so a photo used twice is stored once and its URLs never
 * change meaning (cached for a year).
 */
export const saleImages = pgTable(
  'sale_images',
  {
    imageNo: integer('image_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    sortOrder: smallint('sort_order').notNull(),
    imageKey: varchar('image_key', { length: 64 }).notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
  },
  (t) => [
    uniqueIndex('sale_images_order_key').on(t.saleNo, t.sortOrder),
    uniqueIndex('sale_images_one_main_key').on(t.saleNo).where(sql`${t.isMain}`),
    index('sale_images_key_idx').on(t.imageKey),
    check('sale_images_sort_order_check', sql`${t.sortOrder} between 0 and 99`),
    check('sale_images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Registry documents of a listing (등기부등본, 건축물대장): private stored files, one of each kind. */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** REGISTER_COPY 등기부등본, BUILDING_REGISTER 건축물대장. */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
  },
  (t) => [
    primaryKey({ columns: [t.saleNo, t.kind] }),
    index('sale_documents_file_idx').on(t.fileId),
    check('sale_documents_kind_check', sql`${t.kind} in ('REGISTER_COPY', 'BUILDING_REGISTER')`),
  ],
);

/** Who viewed which private file, and when (registry documents are viewed by signed-in users only). */
export const fileViews = pgTable(
  'file_views',
  {
    viewNo: bigint('view_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_views_file_idx').on(t.fileId, t.viewedAt)],
);

/** Short share links (GET /common/createDynamicLink): one per listing, made once and reused. */
export const shortLinks = pgTable(
  'short_links',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('short_links_sale_key').on(t.saleNo),
    check('short_links_code_check', sql`${t.code} ~ '^[0-9A-Za-z]{6,12}$'`),
  ],
);
