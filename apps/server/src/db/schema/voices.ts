import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * Voices on a listing (spec 02 §3, §6): safety comments and reports. "One per user per listing" is the
 * unique index, so an insert … on conflict do nothing decides a race in the statement that writes.
 */

export const saleComments = pgTable(
  'sale_comments',
  {
    commentNo: integer('comment_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    safetyGrade: varchar('safety_grade', { length: 7 }).notNull(),
    safetyText: varchar('safety_text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_comments_sale_user_uq').on(t.saleNo, t.userNo),
    // The detail's counts by grade and the list's grade tabs, newest first.
    index('sale_comments_sale_grade_created_idx').on(t.saleNo, t.safetyGrade, t.createdAt),
    index('sale_comments_user_idx').on(t.userNo),
    check(
      'sale_comments_safety_grade_check',
      sql`${t.safetyGrade} in ('RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005')`,
    ),
  ],
);

/** OPEN until the operator (P13) confirms or dismisses it. */
export const SALE_REPORT_STATES = ['OPEN', 'CONFIRMED', 'DISMISSED'] as const;

export const saleReports = pgTable(
  'sale_reports',
  {
    reportNo: integer('report_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    reportName: varchar('report_name', { length: 50 }).notNull(),
    /** The reporter's user type at the time, from the session (never the client's claim). */
    reportType: varchar('report_type', { length: 10 }).notNull(),
    reportText: varchar('report_text', { length: 100 }).notNull(),
    state: varchar('state', { length: 10, enum: SALE_REPORT_STATES }).notNull().default('OPEN'),
    /** P13: who closed it, when, and why. */
    resolvedByUserNo: integer('resolved_by_user_no').references(() => users.userNo, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionText: varchar('resolution_text', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_reports_sale_user_uq').on(t.saleNo, t.userNo),
    // The operator's queue: open reports, oldest first.
    index('sale_reports_state_created_idx').on(t.state, t.createdAt),
    index('sale_reports_user_idx').on(t.userNo),
    check('sale_reports_state_check', sql`${t.state} in ('OPEN', 'CONFIRMED', 'DISMISSED')`),
  ],
);
