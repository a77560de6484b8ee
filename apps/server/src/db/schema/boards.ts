import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * Boards (spec 02 §3): notices, FAQ, the guide and the terms in one table. content_html is stored already
 * sanitized (modules/boards/sanitize.ts) and sanitized again on the way out; content_text is its plain text,
 * what the content search reads, so that a search for "strong" does not find every bold word. A member sees
 * a row only while it is ACTIVE and today is inside [start_date, end_date] (Korean calendar, open ends).
 */
export const boards = pgTable(
  'boards',
  {
    boardNo: integer('board_no').primaryKey().generatedAlwaysAsIdentity(),
    boardType: varchar('board_type', { length: 10 }).notNull(),
    /** A FAQ code (FAQ001…) or a notice category (CATEGORY001…); null for the others. */
    category: varchar('category', { length: 20 }),
    title: varchar('title', { length: 200 }).notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull().default(''),
    boardStatus: varchar('board_status', { length: 10 }).notNull().default('ACTIVE'),
    isTop: boolean('is_top').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who wrote it; null for the seeded texts. */
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
  },
  (t) => [
    // The list: one type, its status, pinned first, newest first (a few hundred rows per type at most, so
    // a title ILIKE scans the type's rows and needs no trigram index).
    index('boards_type_status_top_created_idx').on(
      t.boardType,
      t.boardStatus,
      t.isTop.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    check(
      'boards_board_type_check',
      sql`${t.boardType} in ('FAQ', 'TERMS', 'NOTICE', 'GUIDE', 'PRIVATE', 'GPS', 'SERVICE', 'POLICY')`,
    ),
    check('boards_board_status_check', sql`${t.boardStatus} in ('ACTIVE', 'HIDDEN', 'DELETE')`),
    check('boards_category_check', sql`${t.category} is null or ${t.category} ~ '^(FAQ|CATEGORY)[0-9]{3}$'`),
    check('boards_content_html_length_check', sql`char_length(${t.contentHtml}) <= 100000`),
    check('boards_title_check', sql`char_length(btrim(${t.title})) > 0`),
    check('boards_view_count_check', sql`${t.viewCount} >= 0`),
    check(
      'boards_window_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);
