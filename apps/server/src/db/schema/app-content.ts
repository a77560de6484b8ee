import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The main popup (spec 01 §2, spec 02 §2 and §7 GET /api/banner/detail): a popup shows while is_active and
 * now is inside [start_at, end_at) (an open end shows until switched off). A click acts by board_type: a
 * terms type opens its modal, GUIDE the guide, NOTICE the notice numbered `link`; link_type opens the link
 * in a new window. Lengths are BANNER_LIMITS of @ansim/domain.
 */
export const banners = pgTable(
  'banners',
  {
    bannerNo: integer('banner_no').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    /** The picture: a path of this site or an https URL; null for a text popup. */
    imageUrl: varchar('image_url', { length: 500 }),
    contentText: varchar('content_text', { length: 1000 }),
    boardType: varchar('board_type', { length: 10 }),
    /** A notice's board number for NOTICE; a URL or a path of this site otherwise. */
    link: varchar('link', { length: 500 }),
    /** True: the link opens in a new window (the spec's linkType). */
    linkType: boolean('link_type').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A handful of rows at most; the index serves the "showing now" read in its order.
    index('banners_active_sort_idx').on(t.isActive, t.sort, t.bannerNo),
    check(
      'banners_board_type_check',
      sql`${t.boardType} is null or ${t.boardType} in ('FAQ', 'TERMS', 'NOTICE', 'GUIDE', 'PRIVATE', 'GPS', 'SERVICE', 'POLICY')`,
    ),
    check('banners_title_check', sql`char_length(btrim(${t.title})) > 0`),
    check('banners_content_check', sql`${t.imageUrl} is not null or ${t.contentText} is not null`),
    check('banners_image_url_check', sql`${t.imageUrl} is null or ${t.imageUrl} ~ '^(/[^/]|https://)'`),
    // A NOTICE popup names the notice it opens; nothing else has a board number to go to.
    check(
      'banners_notice_link_check',
      sql`${t.boardType} is distinct from 'NOTICE' or coalesce(${t.link}, '') ~ '^[0-9]{1,10}$'`,
    ),
    check('banners_window_check', sql`${t.endAt} is null or ${t.startAt} < ${t.endAt}`),
  ],
);

/*
 * The app's releases (spec 01 §7 GET /api/version, POST /common/intro): one row per released version of
 * one platform. The newest released row is the version offered; a device older than any released row with
 * is_force must update. Rows are the operator's (P13), never deleted, so the history stays readable.
 */
export const appVersions = pgTable(
  'app_versions',
  {
    appVersionNo: integer('app_version_no').primaryKey().generatedAlwaysAsIdentity(),
    platform: varchar('platform', { length: 10 }).notNull(),
    appType: varchar('app_type', { length: 20 }).notNull().default('RESERVATION'),
    version: varchar('version', { length: 20 }).notNull(),
    /** Devices below this version must update (the spec's isForce). */
    isForce: boolean('is_force').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    /** The store page of this release; null falls back to APP_STORE_URL_ANDROID / _IOS. */
    storeUrl: varchar('store_url', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_versions_platform_type_version_idx').on(t.platform, t.appType, t.version),
    check('app_versions_platform_check', sql`${t.platform} in ('ANDROID', 'IOS', 'WEB')`),
    check('app_versions_app_type_check', sql`${t.appType} in ('RESERVATION')`),
    check('app_versions_version_check', sql`${t.version} ~ '^[0-9]{1,5}(\\.[0-9]{1,5}){0,3}$'`),
    check('app_versions_note_length_check', sql`char_length(${t.note}) <= 1000`),
    check('app_versions_store_url_check', sql`${t.storeUrl} is null or ${t.storeUrl} ~ '^https://'`),
  ],
);
