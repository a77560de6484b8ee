import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * Inquiries (spec 02 §3–§7): a listing inquiry (INQUIRY_TYPE001) to the listing's broker, or a 1대1 inquiry
 * (INQUIRY_TYPE002..006) to the operator. sale_user_no keeps the broker even when the listing is deleted for
 * good (sale_no then becomes null), so the broker's list and the asker's history stay whole. One answer: the
 * answer is written by `update … where answer is null`, so of two concurrent answers one wins.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryNo: integer('inquiry_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    saleUserNo: integer('sale_user_no').references(() => users.userNo, { onDelete: 'set null' }),
    inquiryType: varchar('inquiry_type', { length: 20 }).notNull(),
    /** INQUIRY codes chosen in the chat modal (empty for a 1대1 inquiry). */
    reasonTypes: varchar('reason_types', { length: 10 }).array().notNull().default(sql`'{}'::varchar[]`),
    reason: varchar('reason', { length: 100 }),
    title: varchar('title', { length: 50 }),
    content: varchar('content', { length: 1000 }),
    name: varchar('name', { length: 50 }),
    phone: varchar('phone', { length: 11 }),
    answer: varchar('answer', { length: 1000 }),
    answeredBy: integer('answered_by').references(() => users.userNo, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Mine, newest first.
    index('inquiries_user_created_idx')
      .on(t.userNo, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // About my listings, newest first.
    index('inquiries_sale_user_created_idx')
      .on(t.saleUserNo, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The dashboard's count per listing.
    index('inquiries_sale_idx').on(t.saleNo).where(sql`${t.deletedAt} is null`),
    check(
      'inquiries_inquiry_type_check',
      sql`${t.inquiryType} in ('INQUIRY_TYPE001', 'INQUIRY_TYPE002', 'INQUIRY_TYPE003', 'INQUIRY_TYPE004', 'INQUIRY_TYPE005', 'INQUIRY_TYPE006')`,
    ),
    check(
      'inquiries_reason_types_check',
      sql`${t.reasonTypes} <@ array['INQUIRY001', 'INQUIRY002', 'INQUIRY003', 'INQUIRY004', 'INQUIRY005', 'INQUIRY006']::varchar[]`,
    ),
    check('inquiries_phone_check', sql`${t.phone} ~ '^[0-9]*$'`),
    check('inquiries_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);
