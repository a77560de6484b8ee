import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/*
 * The quota ledger of DESIGN.md (modules/quotas): what a user may still use of each kind, and every grant
 * and use that made it so. The balance is a column changed in the same transaction as its ledger row, and
 * never below zero (CHECK), so a use is one conditional UPDATE: concurrent uses of the last unit give one
 * success. Kinds: AD (advertising units, one per listing made public); P9 adds marks and proxy requests.
 */
export const QUOTA_KINDS = ['AD'] as const;

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
