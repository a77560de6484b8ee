import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/**
 * The listings a suspension paused (ACTIVE → STOP, docs/decisions/010 and 024): reinstatement puts back
 * exactly these, and only those still STOP, so a listing the broker had paused themselves stays paused.
 */
export const suspensionPausedSales = pgTable(
  'suspension_paused_sales',
  {
    saleNo: integer('sale_no')
      .primaryKey()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suspension_paused_sales_user_idx').on(t.userNo)],
);
