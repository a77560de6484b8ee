import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';
import { saleReports } from './voices.ts';

/*
 * A broker's warnings (issue 17 §4, docs/decisions/023): one row for each listing the operator found to be a
 * fake listing (허위매물). The automatic suspension counts these rows, so a listing confirmed once counts
 * once: the unique index on (user_no, sale_no) is that rule in the statement that writes.
 */
export const brokerWarnings = pgTable(
  'broker_warnings',
  {
    warningNo: integer('warning_no').primaryKey().generatedAlwaysAsIdentity(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** The listing may be removed for good later; the warning stays and still counts. */
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    reportNo: integer('report_no').references(() => saleReports.reportNo, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    createdByUserNo: integer('created_by_user_no').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broker_warnings_user_sale_uq').on(t.userNo, t.saleNo),
    // The threshold's count: one broker's warnings within the window.
    index('broker_warnings_user_created_idx').on(t.userNo, t.createdAt),
  ],
);
