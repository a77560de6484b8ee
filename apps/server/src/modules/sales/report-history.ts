import { REPORT_HISTORY_RECENT, type SaleReportHistory } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';

/*
 * The public report history of a listing (docs/decisions/023): counts by state and the latest outcomes. It
 * reads only state and resolved_at, so no reporter, text or operator can leak into the public detail.
 */
/** Both drivers (node-postgres, PGlite) answer `execute` with `rows`. */
async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export async function readReportHistory(ex: DbOrTransaction, saleNo: number): Promise<SaleReportHistory> {
  const counts = await rowsOf<{ total: number; open: number; confirmed: number; dismissed: number }>(
    ex,
    sql`select count(*)::int as total,
               count(*) filter (where state = 'OPEN')::int as open,
               count(*) filter (where state = 'CONFIRMED')::int as confirmed,
               count(*) filter (where state = 'DISMISSED')::int as dismissed
        from sale_reports where sale_no = ${saleNo}`,
  );
  const recent = await rowsOf<{ outcome: 'CONFIRMED' | 'DISMISSED'; resolvedAt: string }>(
    ex,
    sql`select state as outcome,
               to_char(resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "resolvedAt"
        from sale_reports
        where sale_no = ${saleNo} and state in ('CONFIRMED', 'DISMISSED') and resolved_at is not null
        order by resolved_at desc, report_no desc limit ${REPORT_HISTORY_RECENT}`,
  );
  const c = counts[0] ?? { total: 0, open: 0, confirmed: 0, dismissed: 0 };
  return {
    total: c.total,
    open: c.open,
    confirmed: c.confirmed,
    dismissed: c.dismissed,
    recent: recent.map((r) => ({ outcome: r.outcome, resolvedAt: r.resolvedAt })),
  };
}
