import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { lawyerRequests } from './quotas.ts';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * Lawyer certification and settlement (docs/decisions/020). A request (lawyer_requests, P9) is decided once:
 * the decision writes one comment with a decision and one settlement line, and both carry the request's
 * number under a unique index, so a second decision cannot be recorded even past the service's check.
 */

/** A lawyer's comment on a listing: a plain note ('write' mode), or the one that carries a decision. */
export const lawyerComments = pgTable(
  'lawyer_comments',
  {
    commentNo: integer('comment_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** The request open (or decided) when it was written; null when the listing had none open. */
    requestNo: integer('request_no').references(() => lawyerRequests.requestNo, { onDelete: 'set null' }),
    lawyerNo: integer('lawyer_no')
      .notNull()
      .references(() => users.userNo),
    /** 5–500 characters (spec 02 §5); null only on a CONFIRM given without a comment. */
    comment: text('comment'),
    decision: varchar('decision', { length: 10 }),
    changeSafetyGrade: varchar('change_safety_grade', { length: 7 }),
    changeReason: varchar('change_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The 'history' mode: a listing's comments newest first.
    index('lawyer_comments_sale_idx').on(t.saleNo, t.createdAt.desc().nullsFirst()),
    uniqueIndex('lawyer_comments_decision_request_idx').on(t.requestNo).where(sql`${t.decision} is not null`),
    check(
      'lawyer_comments_comment_check',
      sql`case when ${t.comment} is null then coalesce(${t.decision} = 'CONFIRM', false) else char_length(${t.comment}) between 5 and 500 end`,
    ),
    check('lawyer_comments_decision_check', sql`${t.decision} in ('CONFIRM', 'REJECT')`),
    check('lawyer_comments_grade_check', sql`${t.changeSafetyGrade} ~ '^RATE00[1-5]$'`),
    check(
      'lawyer_comments_change_check',
      sql`(${t.changeSafetyGrade} is null) = (${t.changeReason} is null) and (${t.changeSafetyGrade} is null or ${t.decision} is not null) and char_length(${t.changeReason}) between 5 and 200`,
    ),
  ],
);

/** A lawyer's settlement terms, set by the operator (P13); absent means config LAWYER_FEE_DEFAULT. */
export const lawyerSettings = pgTable(
  'lawyer_settings',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** 원 per decision. */
    feePerApproval: integer('fee_per_approval').notNull(),
    bankName: varchar('bank_name', { length: 50 }),
    accountNo: varchar('account_no', { length: 30 }),
    accountHolder: varchar('account_holder', { length: 50 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lawyer_settings_fee_check', sql`${t.feePerApproval} between 0 and 10000000`),
    check('lawyer_settings_account_no_check', sql`${t.accountNo} ~ '^[0-9-]{1,30}$'`),
  ],
);

/** CALCULATE codes: 001 정산 예정, 002 정산 완료, 003 정산 보류. */
export const CALCULATE_STATE_VALUES = ['CALCULATE001', 'CALCULATE002', 'CALCULATE003'] as const;

/**
 * One settlement line per decision, at the lawyer's fee of that moment. The listing's title is kept, so a
 * line outlives the listing's permanent delete (sale_no and request_no then go null).
 */
export const lawyerCalculates = pgTable(
  'lawyer_calculates',
  {
    calculateNo: integer('calculate_no').primaryKey().generatedAlwaysAsIdentity(),
    lawyerNo: integer('lawyer_no')
      .notNull()
      .references(() => users.userNo),
    requestNo: integer('request_no').references(() => lawyerRequests.requestNo, { onDelete: 'set null' }),
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    saleTitle: varchar('sale_title', { length: 100 }).notNull(),
    decision: varchar('decision', { length: 10 }).notNull(),
    /** 원. */
    amount: integer('amount').notNull(),
    state: varchar('state', { length: 12 }).notNull().default('CALCULATE001'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lawyer_calculates_request_idx').on(t.requestNo),
    // A lawyer's lines by period, newest first; the decided tabs of the queue.
    index('lawyer_calculates_lawyer_idx').on(t.lawyerNo, t.decidedAt.desc().nullsFirst()),
    index('lawyer_calculates_decision_idx').on(t.decision, t.decidedAt.desc().nullsFirst()),
    check('lawyer_calculates_decision_check', sql`${t.decision} in ('CONFIRM', 'REJECT')`),
    check('lawyer_calculates_amount_check', sql`${t.amount} between 0 and 10000000`),
    check(
      'lawyer_calculates_state_check',
      sql`${t.state} in ('CALCULATE001', 'CALCULATE002', 'CALCULATE003')`,
    ),
    check('lawyer_calculates_paid_check', sql`(${t.state} = 'CALCULATE002') = (${t.paidAt} is not null)`),
  ],
);
