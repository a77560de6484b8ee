import { PRICE_HISTORY_MAX, type PriceHistoryEntry } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A listing's price history (issue 18 §3), oldest first, as one JSON value of the statement that reads the
 * listing (detail-repo.ts): the last PRICE_HISTORY_MAX steps the trigger of migration 0024 recorded, read
 * through sale_price_history_sale_idx. Times as ISO text, as every driver then gives them alike.
 */
export const priceHistoryJson = (saleNo: AnyPgColumn): SQL<PriceHistoryEntry[]> =>
  sql<PriceHistoryEntry[]>`coalesce((select json_agg(json_build_object(
      'saleType', step.sale_type, 'sellingPrice', step.selling_price, 'rentPrice', step.rent_price,
      'deposit', step.deposit, 'monthlyPrice', step.monthly_price,
      'changedAt', to_char(step.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by step.changed_at, step.history_no)
    from (select history_no, sale_type, selling_price, rent_price, deposit, monthly_price, changed_at
            from sale_price_history as ph where ph.sale_no = ${saleNo}
           order by ph.changed_at desc, ph.history_no desc limit ${sql.raw(String(PRICE_HISTORY_MAX))}) as step),
    '[]'::json)`;
