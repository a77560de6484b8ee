import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * The quota ledger of DESIGN.md (modules/quotas): what a user may still use of each kind, and every grant
 * and use that made it so. The balance is a column changed in the same transaction as its ledger row, and
 * never below zero (CHECK), so a use is one conditional UPDATE: concurrent uses of the last unit give one
 * success. Kinds (docs/decisions/019): AD (advertising units, one per listing made public), BARO (안전방
 * marks), LAWYER (lawyer certification requests), PROXY (proxy document requests, 대리 발급).
 */
export { QUOTA_KINDS } from '@ansim/domain/contract';

export const quotaBalances = pgTable(
  'quota_balances',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.kind] }),
    check('quota_balances_balance_check', sql`${t.balance} >= 0`),
    check('quota_balances_kind_check', sql`${t.kind} ~ '^[A-Z_]{1,10}$'`),
  ],
);

export const quotaLedger = pgTable(
  'quota_ledger',
  {
    entryNo: bigint('entry_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** GRANT adds `amount`, USE takes it. */
    entry: varchar('entry', { length: 5 }).notNull(),
    amount: integer('amount').notNull(),
    /** Why, in words of the code: 'DEMO', 'PURCHASE', 'SALE_REGISTER' … */
    reason: varchar('reason', { length: 40 }).notNull(),
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quota_ledger_user_idx').on(t.userNo, t.kind, t.createdAt),
    index('quota_ledger_sale_idx').on(t.saleNo),
    check('quota_ledger_entry_check', sql`${t.entry} in ('GRANT', 'USE')`),
    check('quota_ledger_amount_check', sql`${t.amount} > 0`),
  ],
);

/*
 * What a used unit asks for (docs/decisions/019): each row is written in the transaction of its ledger USE
 * row, so a request exists exactly when its unit was spent.
 */

/** LAWYER_STATUS codes; WAIT and ING are open. */
export const LAWYER_REQUEST_STATES = ['WAIT', 'ING', 'DONE', 'CANCEL'] as const;

/** A lawyer certification request (P11's lawyers work it): one open request per listing. */
export const lawyerRequests = pgTable(
  'lawyer_requests',
  {
    requestNo: integer('request_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** The broker who asked (and spent the unit). */
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('WAIT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_requests_open_sale_idx').on(t.saleNo).where(sql`${t.state} in ('WAIT', 'ING')`),
    index('lawyer_requests_state_idx').on(t.state, t.createdAt),
    check('lawyer_requests_state_check', sql`${t.state} in ('WAIT', 'ING', 'DONE', 'CANCEL')`),
  ],
);

/** WAITING_DOCUMENTS until the operator attaches the register and the building ledger (P13). */
export const PROXY_REQUEST_STATES = ['WAITING_DOCUMENTS', 'ATTACHED', 'CANCELLED'] as const;

/** A used proxy document request, in the operator's queue: one waiting request per listing. */
export const proxyDocumentRequests = pgTable(
  'proxy_document_requests',
  {
    requestNo: integer('request_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    state: varchar('state', { length: 20 }).notNull().default('WAITING_DOCUMENTS'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proxy_document_requests_waiting_sale_idx')
      .on(t.saleNo)
      .where(sql`${t.state} = 'WAITING_DOCUMENTS'`),
    index('proxy_document_requests_state_idx').on(t.state, t.createdAt),
    check(
      'proxy_document_requests_state_check',
      sql`${t.state} in ('WAITING_DOCUMENTS', 'ATTACHED', 'CANCELLED')`,
    ),
  ],
);

export const PROXY_APPLICATION_STATES = ['PENDING', 'GRANTED', 'REJECTED'] as const;

/** A broker's application for proxy requests; the operator grants units (P13). One pending per user. */
export const proxyApplications = pgTable(
  'proxy_applications',
  {
    applicationNo: integer('application_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('proxy_applications_pending_user_idx').on(t.userNo).where(sql`${t.state} = 'PENDING'`),
    check('proxy_applications_state_check', sql`${t.state} in ('PENDING', 'GRANTED', 'REJECTED')`),
  ],
);

/**
 * The comment reward of spec 02 §9 (2 comments → 1 AD unit): a user's comment count, and one row per pair
 * rewarded, whose key makes a pair's grant happen once.
 */
export const commentRewardCounts = pgTable('comment_reward_counts', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.userNo, { onDelete: 'cascade' }),
  comments: integer('comments').notNull().default(0),
});

export const commentRewardPairs = pgTable(
  'comment_reward_pairs',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** 1 for the 1st and 2nd comments, 2 for the 3rd and 4th … */
    pairIndex: integer('pair_index').notNull(),
    entryNo: bigint('entry_no', { mode: 'number' }).references(() => quotaLedger.entryNo, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.pairIndex] }),
    check('comment_reward_pairs_pair_check', sql`${t.pairIndex} > 0`),
  ],
);
