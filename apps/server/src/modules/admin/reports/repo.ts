import {
  type AdminReportBase,
  type AdminReportItem,
  type AdminReportSale,
  type AdminReportState,
  BROKER_WARNING_WINDOW_DAYS,
} from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../../db/client.ts';

/*
 * The statements of the report queue (issue 17 §4, docs/decisions/023). Every rule that decides — a report
 * still OPEN, a listing still ACTIVE, a broker still ACTIVE, one warning per listing — is the WHERE or the
 * unique index of the statement that writes, so concurrent decisions cannot both act on a stale read.
 */

/** Both drivers (node-postgres, PGlite) answer `execute` with `rows`. */
async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of one report, as the console shows it. */
const reportColumns = sql`r.report_no as "reportNo", r.state, r.report_text as "reportText",
  r.user_no as "reporterUserNo", rp.name as "reporterName", r.report_type as "reporterType",
  ${iso(sql`r.created_at`)} as "createdAt", ${iso(sql`r.resolved_at`)} as "resolvedAt",
  r.resolution_text as "resolutionText", op.login_id as "resolvedBy"`;

/** The columns of the reported listing and its broker. */
const saleColumns = sql`s.sale_no as "saleNo", coalesce(s.title, '') as title, s.sale_addr as address,
  s.status as "saleStatus", b.user_no as "brokerUserNo", b.name as "brokerName",
  b.login_id as "brokerLoginId", b.status as "brokerStatus"`;

interface ReportRow {
  reportNo: number;
  state: AdminReportState;
  reportText: string;
  reporterUserNo: number;
  reporterName: string;
  reporterType: string;
  createdAt: string;
  resolvedAt: string | null;
  resolutionText: string | null;
  resolvedBy: string | null;
}

interface SaleRow {
  saleNo: number;
  title: string;
  address: string;
  saleStatus: AdminReportSale['status'];
  brokerUserNo: number;
  brokerName: string;
  brokerLoginId: string | null;
  brokerStatus: string;
}

const reportOf = (r: ReportRow): AdminReportBase => ({
  reportNo: r.reportNo,
  state: r.state,
  reportText: r.reportText,
  reporter: { userNo: r.reporterUserNo, name: r.reporterName, type: r.reporterType },
  createdAt: r.createdAt,
  resolvedAt: r.resolvedAt,
  resolutionText: r.resolutionText,
  resolvedBy: r.resolvedBy,
});

const saleOf = (r: SaleRow): AdminReportSale => ({
  saleNo: r.saleNo,
  title: r.title,
  address: r.address,
  status: r.saleStatus,
  broker: { userNo: r.brokerUserNo, name: r.brokerName, loginId: r.brokerLoginId, status: r.brokerStatus },
});

export interface ReportListFilter {
  state: AdminReportState | 'ALL';
  saleNo?: number;
  sort?: 'createdAt' | 'openCount';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A report the decision closed, and who to tell. */
export interface ClosedReport {
  reportNo: number;
  reporterUserNo: number;
}

export const adminReportsRepo = {
  async page(
    ex: DbOrTransaction,
    f: ReportListFilter,
  ): Promise<{ totalRow: number; list: AdminReportItem[] }> {
    const where = sql.join(
      [
        f.state === 'ALL' ? sql`true` : sql`r.state = ${f.state}`,
        f.saleNo === undefined ? sql`true` : sql`r.sale_no = ${f.saleNo}`,
      ],
      sql` and `,
    );
    const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
    // The open queue reads oldest first unless asked otherwise: the longest-waiting report comes first.
    const orderBy =
      f.sort === 'openCount'
        ? sql`"openCount" ${dir}, r.created_at asc, r.report_no asc`
        : f.sort === 'createdAt'
          ? sql`r.created_at ${dir}, r.report_no ${dir}`
          : f.state === 'OPEN'
            ? sql`r.created_at asc, r.report_no asc`
            : sql`r.created_at desc, r.report_no desc`;
    const [total] = await rowsOf<{ n: number }>(
      ex,
      sql`select count(*)::int as n from sale_reports r where ${where}`,
    );
    const rows = await rowsOf<ReportRow & SaleRow & { openCount: number }>(
      ex,
      sql`select ${reportColumns}, ${saleColumns},
            (select count(*)::int from sale_reports o where o.sale_no = r.sale_no and o.state = 'OPEN') as "openCount"
          from sale_reports r
          join sales s on s.sale_no = r.sale_no
          join users b on b.user_no = s.user_no
          join users rp on rp.user_no = r.user_no
          left join users op on op.user_no = r.resolved_by_user_no
          where ${where}
          order by ${orderBy}
          limit ${f.limit} offset ${f.offset}`,
    );
    return {
      totalRow: total?.n ?? 0,
      list: rows.map((r) => ({ ...reportOf(r), sale: saleOf(r), openCount: r.openCount })),
    };
  },

  async sale(ex: DbOrTransaction, saleNo: number): Promise<AdminReportSale | null> {
    const [row] = await rowsOf<SaleRow>(
      ex,
      sql`select ${saleColumns} from sales s join users b on b.user_no = s.user_no where s.sale_no = ${saleNo}`,
    );
    return row ? saleOf(row) : null;
  },

  async reportsOfSale(ex: DbOrTransaction, saleNo: number): Promise<AdminReportBase[]> {
    const rows = await rowsOf<ReportRow>(
      ex,
      sql`select ${reportColumns} from sale_reports r
          join users rp on rp.user_no = r.user_no
          left join users op on op.user_no = r.resolved_by_user_no
          where r.sale_no = ${saleNo}
          order by (r.state = 'OPEN') desc, r.created_at desc, r.report_no desc`,
    );
    return rows.map(reportOf);
  },

  /** The report's listing and state, or null for an unknown number (read after a refused decision). */
  async reportState(
    ex: DbOrTransaction,
    reportNo: number,
  ): Promise<{ saleNo: number; state: string } | null> {
    const [row] = await rowsOf<{ saleNo: number; state: string }>(
      ex,
      sql`select sale_no as "saleNo", state from sale_reports where report_no = ${reportNo}`,
    );
    return row ?? null;
  },

  /**
   * 허위매물 확인: the named report, if still OPEN, and every other OPEN report of its listing become
   * CONFIRMED in one statement. The named row is locked first; a concurrent decision on it waits, then finds
   * it no longer OPEN and changes nothing.
   */
  confirmListing(ex: DbOrTransaction, reportNo: number, operatorUserNo: number, reason: string) {
    return rowsOf<ClosedReport & { saleNo: number }>(
      ex,
      sql`with target as (
            select sale_no from sale_reports where report_no = ${reportNo} and state = 'OPEN' for update
          )
          update sale_reports r
          set state = 'CONFIRMED', resolved_by_user_no = ${operatorUserNo}, resolved_at = now(),
              resolution_text = ${reason}
          from target t
          where r.sale_no = t.sale_no and r.state = 'OPEN'
          returning r.report_no as "reportNo", r.user_no as "reporterUserNo", r.sale_no as "saleNo"`,
    );
  },

  /** 기각: the one report, if still OPEN. */
  dismiss(ex: DbOrTransaction, reportNo: number, operatorUserNo: number, reason: string) {
    return rowsOf<ClosedReport & { saleNo: number }>(
      ex,
      sql`update sale_reports
          set state = 'DISMISSED', resolved_by_user_no = ${operatorUserNo}, resolved_at = now(),
              resolution_text = ${reason}
          where report_no = ${reportNo} and state = 'OPEN'
          returning report_no as "reportNo", user_no as "reporterUserNo", sale_no as "saleNo"`,
    );
  },

  /**
   * The listing leaves search: ACTIVE → STOP, the same UPDATE of `sales` as the broker's own pause (decision
   * 018), so the count cubes follow in this statement. Any other status is left as it is.
   */
  async stopListing(ex: DbOrTransaction, saleNo: number): Promise<boolean> {
    const rows = await rowsOf<{ saleNo: number }>(
      ex,
      sql`update sales set status = 'STOP', status_before_delete = null, deleted_at = null, updated_at = now()
          where sale_no = ${saleNo} and status = 'ACTIVE'
          returning sale_no as "saleNo"`,
    );
    return rows.length > 0;
  },

  /** Every ACTIVE listing of a suspended broker pauses; the numbers of those that did. */
  async stopBrokerListings(ex: DbOrTransaction, userNo: number): Promise<number[]> {
    const rows = await rowsOf<{ saleNo: number }>(
      ex,
      sql`with target as (
            select sale_no from sales where user_no = ${userNo} and status = 'ACTIVE' order by sale_no for update
          )
          update sales s set status = 'STOP', updated_at = now()
          from target t
          where s.sale_no = t.sale_no and s.status = 'ACTIVE'
          returning s.sale_no as "saleNo"`,
    );
    return rows.map((r) => r.saleNo);
  },

  /** One warning per broker and listing (the unique index decides); false when this listing already warned. */
  async insertWarning(
    ex: DbOrTransaction,
    w: { userNo: number; saleNo: number; reportNo: number; reason: string; createdBy: number },
  ): Promise<boolean> {
    const rows = await rowsOf<{ warningNo: number }>(
      ex,
      sql`insert into broker_warnings (user_no, sale_no, report_no, reason, created_by_user_no)
          values (${w.userNo}, ${w.saleNo}, ${w.reportNo}, ${w.reason}, ${w.createdBy})
          on conflict (user_no, sale_no) do nothing
          returning warning_no as "warningNo"`,
    );
    return rows.length > 0;
  },

  /**
   * Locks the broker's row for the rest of the decision. The warnings are counted after this, in a statement
   * of their own, so a concurrent confirmation that committed while this one waited is counted: of two
   * parallel confirmations, the later one always sees both warnings.
   */
  async lockBroker(ex: DbOrTransaction, userNo: number): Promise<string> {
    const [user] = await rowsOf<{ status: string }>(
      ex,
      sql`select status from users where user_no = ${userNo} for update`,
    );
    return user?.status ?? 'WITHDRAWN';
  },

  /** The warnings a broker has within the window (the threshold's count, and the detail's). */
  async countWarnings(ex: DbOrTransaction, userNo: number): Promise<number> {
    const [count] = await rowsOf<{ n: number }>(
      ex,
      sql`select count(*)::int as n from broker_warnings
          where user_no = ${userNo}
            and created_at > now() - make_interval(days => ${BROKER_WARNING_WINDOW_DAYS})`,
    );
    return count?.n ?? 0;
  },

  /** ACTIVE → SUSPENDED with the reason the member screen shows; false when the account was not ACTIVE (already suspended, withdrawn …). */
  async suspend(ex: DbOrTransaction, userNo: number, reason: string): Promise<boolean> {
    const rows = await rowsOf<{ userNo: number }>(
      ex,
      sql`update users set status = 'SUSPENDED', suspended_reason = ${reason}, suspended_at = now(), updated_at = now()
          where user_no = ${userNo} and status = 'ACTIVE'
          returning user_no as "userNo"`,
    );
    return rows.length > 0;
  },
};
