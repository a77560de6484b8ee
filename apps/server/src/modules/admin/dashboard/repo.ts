import { DASHBOARD_DAYS, type DashboardCounts, type DashboardDay } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A timestamp's Korean calendar day: UTC+9, no daylight saving, so no time-zone table is needed. */
const kstDate = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '9 hours')::date`;

/** The statuses of a registered listing: a draft (STORAGE) was never published. */
const REGISTERED = sql`('ACTIVE', 'STOP', 'DONE', 'DELETE')`;

export function createDashboardRepo(db: Db) {
  return {
    /** Every queue's size in one statement; each count reads its table's state index. */
    async counts(): Promise<DashboardCounts> {
      const [row] = await rowsOf<DashboardCounts>(
        db,
        sql`select
              (select count(*)::int from users where status = 'PENDING' and user_type = 'BROKER') as "pendingBrokers",
              (select count(*)::int from users where status = 'PENDING' and user_type = 'LAWYER') as "pendingLawyers",
              (select count(*)::int from grade_reviews where state = 'OPEN') as "openGradeReviews",
              (select count(*)::int from sale_reports where state = 'OPEN') as "openReports",
              (select count(*)::int from proxy_applications where state = 'PENDING') as "pendingProxyApplications",
              (select count(*)::int from proxy_document_requests where state = 'WAITING_DOCUMENTS')
                as "waitingProxyDocuments",
              (select count(*)::int from inquiries
                where inquiry_type <> 'INQUIRY_TYPE001' and answer is null and deleted_at is null)
                as "unansweredInquiries"`,
      );
      if (!row) throw new Error('dashboard counts returned no row');
      return row;
    },

    /**
     * Listings registered on each of the DASHBOARD_DAYS Korean days up to `now`'s, zeros included: one
     * grouped count over sales_status_created_idx (status, created_at desc) — the range condition on
     * created_at keeps it to the last 30 days of each registered status, even at a million listings.
     */
    newListingsPerDay(now: Date): Promise<DashboardDay[]> {
      const today = kstDate(sql`${now.toISOString()}::timestamptz`);
      const first = sql`(${today} - ${DASHBOARD_DAYS - 1}::int)`;
      // The first day's midnight in Korea, as an instant: the index's range start.
      const since = sql`((${first})::timestamp - interval '9 hours') at time zone 'UTC'`;
      return rowsOf<DashboardDay>(
        db,
        sql`with per_day as (
              select ${kstDate(sql`s.created_at`)} as day, count(*)::int as n
                from sales s
               where s.status in ${REGISTERED} and s.created_at >= ${since}
               group by 1
            )
            select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.n, 0)::int as count
              from generate_series(${first}, ${today}, interval '1 day') as g(at)
              cross join lateral (select g.at::date as day) d
              left join per_day p on p.day = d.day
             order by d.day`,
      );
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
