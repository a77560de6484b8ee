import { PRICE_HISTORY_MAX, type PriceHistoryEntry } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';

/** Both drivers (node-postgres, PGlite) answer `execute` with `rows`. */
async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * A listing's price history (issue 18 §3), oldest first: the last PRICE_HISTORY_MAX steps the trigger of
 * migration 0025 recorded, read through sale_price_history_sale_idx.
 */
export async function readPriceHistory(ex: DbOrTransaction, saleNo: number): Promise<PriceHistoryEntry[]> {
  const rows = await rowsOf<PriceHistoryEntry & { historyNo: number }>(
    ex,
    sql`select * from (
          select history_no as "historyNo", sale_type as "saleType", selling_price as "sellingPrice",
                 rent_price as "rentPrice", deposit, monthly_price as "monthlyPrice",
                 to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "changedAt",
                 changed_at
            from sale_price_history where sale_no = ${saleNo}
           order by changed_at desc, history_no desc limit ${PRICE_HISTORY_MAX}) as latest
        order by changed_at, "historyNo"`,
  );
  return rows.map((r) => ({
    saleType: r.saleType,
    sellingPrice: r.sellingPrice,
    rentPrice: r.rentPrice,
    deposit: r.deposit,
    monthlyPrice: r.monthlyPrice,
    changedAt: r.changedAt,
  }));
}
