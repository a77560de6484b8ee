import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';

/**
 * Detail views of a listing by anyone but its owner, shown to the broker on the dashboard. A table of its
 * own: an update of `sales` fires the search-count trigger and rewrites a row of the 1M-row table with all
 * its indexes, which a counter bumped on every view must not do.
 */
export const saleViews = pgTable(
  'sale_views',
  {
    saleNo: integer('sale_no')
      .primaryKey()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [check('sale_views_view_count_check', sql`${t.viewCount} >= 0`)],
);
