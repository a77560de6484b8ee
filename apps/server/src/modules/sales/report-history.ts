import { REPORT_HISTORY_RECENT, type SaleReportHistory } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The public report history of a listing (docs/decisions/023): counts by state and the latest outcomes. It
 * reads only state and resolved_at, so no reporter, text or operator can leak into the public detail.
 */

/** The history as one JSON value of the statement that reads the listing (detail-repo.ts). */
export const reportHistoryJson = (saleNo: AnyPgColumn): SQL<SaleReportHistory> =>
  sql<SaleReportHistory>`(select json_build_object(
      'total', count(*)::int,
      'open', (count(*) filter (where rep.state = 'OPEN'))::int,
      'confirmed', (count(*) filter (where rep.state = 'CONFIRMED'))::int,
      'dismissed', (count(*) filter (where rep.state = 'DISMISSED'))::int,
      'recent', coalesce((select json_agg(json_build_object(
            'outcome', latest.state,
            'resolvedAt', to_char(latest.resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            order by latest.resolved_at desc, latest.report_no desc)
          from (select done.state, done.resolved_at, done.report_no from sale_reports as done
                 where done.sale_no = ${saleNo} and done.state in ('CONFIRMED', 'DISMISSED')
                   and done.resolved_at is not null
                 order by done.resolved_at desc, done.report_no desc
                 limit ${sql.raw(String(REPORT_HISTORY_RECENT))}) as latest), '[]'::json))
    from sale_reports as rep where rep.sale_no = ${saleNo})`;
