import type { SaleStatus } from '@ansim/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';

/*
 * Fresh listings (issue 18 §3): the broker's confirmation, the listings waiting for one, and the expiry
 * job's two conditional writes. Every decision is in the statement that acts (a locked row re-checked by
 * the UPDATE, a primary key for the question), so concurrent confirmations and job runs act once.
 */

async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface ConfirmedRow {
  saleNo: number;
  status: SaleStatus;
  confirmedAt: string;
  wasStatus: SaleStatus;
}

export interface StaleRow {
  saleNo: number;
  status: SaleStatus;
  title: string | null;
  saleAddr: string;
  confirmedAt: string;
  pausedForStaleness: boolean;
  total: number;
}

/** A listing the expiry job acted on, for its broker's notification. */
export interface ExpiredRow {
  saleNo: number;
  userNo: number;
  title: string | null;
}

export function createFreshnessRepo() {
  return {
    /**
     * The owner's confirmation: confirmed_at = now, and a listing the expiry job paused back to ACTIVE (the
     * count triggers follow in this statement). Only an ACTIVE listing or one paused for staleness; any
     * other pause (the broker's own, a report's 허위매물, a suspension) stays. Null when nothing matched.
     */
    async confirm(tx: DbOrTransaction, userNo: number, saleNo: number): Promise<ConfirmedRow | null> {
      const [row] = await rowsOf<ConfirmedRow>(
        tx,
        sql`with target as (
              select sale_no, status from sales where sale_no = ${saleNo} and user_no = ${userNo} for update
            )
            update sales s
               set confirmed_at = now(),
                   status = case when s.status = 'STOP' then 'ACTIVE' else s.status end,
                   paused_for_staleness = false
              from target t
             where s.sale_no = t.sale_no
               and (s.status = 'ACTIVE' or (s.status = 'STOP' and s.paused_for_staleness))
            returning s.sale_no as "saleNo", s.status, ${ISO('s.confirmed_at')} as "confirmedAt",
                      t.status as "wasStatus"`,
      );
      return row ?? null;
    },

    /** Who owns the listing, for explaining a refusal. */
    async owner(ex: DbOrTransaction, saleNo: number): Promise<{ userNo: number } | null> {
      const [row] = await rowsOf<{ userNo: number }>(
        ex,
        sql`select user_no as "userNo" from sales where sale_no = ${saleNo}`,
      );
      return row ?? null;
    },

    /**
     * The caller's listings that need a confirmation: ACTIVE and unconfirmed since `askBefore`, or paused
     * by the expiry job; longest unconfirmed first, with their number. A broker has thousands of rows at
     * most, read through sales_user_status_created_idx.
     */
    stale(ex: DbOrTransaction, userNo: number, askBefore: Date, limit: number) {
      return rowsOf<StaleRow>(
        ex,
        sql`select sale_no as "saleNo", status, title, sale_addr as "saleAddr",
                   ${ISO('confirmed_at')} as "confirmedAt", paused_for_staleness as "pausedForStaleness",
                   count(*) over ()::int as total
              from sales
             where user_no = ${userNo}
               and ((status = 'ACTIVE' and confirmed_at <= ${askBefore.toISOString()}::timestamptz)
                    or (status = 'STOP' and paused_for_staleness))
             order by confirmed_at, sale_no
             limit ${limit}`,
      );
    },

    /**
     * ACTIVE listings unconfirmed since `stopBefore` → STOP, marked as paused for staleness, up to `limit`
     * (locked rows are skipped and taken by the next batch or run). The UPDATE re-checks the condition on
     * the locked row, so a confirmation that got there first keeps its listing, and two runs never stop
     * the same listing twice. The count cubes follow in this statement.
     */
    stopUnconfirmed(tx: DbOrTransaction, stopBefore: Date, limit: number) {
      const cutoff = stopBefore.toISOString();
      return rowsOf<ExpiredRow>(
        tx,
        sql`with due as (
              select sale_no from sales
               where status = 'ACTIVE' and confirmed_at <= ${cutoff}::timestamptz
               order by sale_no limit ${limit} for update skip locked
            )
            update sales s
               set status = 'STOP', paused_for_staleness = true, updated_at = now()
              from due
             where s.sale_no = due.sale_no and s.status = 'ACTIVE' and s.confirmed_at <= ${cutoff}::timestamptz
            returning s.sale_no as "saleNo", s.user_no as "userNo", s.title`,
      );
    },

    /**
     * Records the question 'still available?' for ACTIVE listings unconfirmed since `askBefore` (and not
     * yet due to stop), once per confirmation: the key (sale_no, confirmed_at) of sale_stale_asks keeps a
     * concurrent run's insert of the same question out. Returns the listings asked about by this call.
     */
    askUnconfirmed(tx: DbOrTransaction, askBefore: Date, stopBefore: Date, now: Date, limit: number) {
      return rowsOf<ExpiredRow>(
        tx,
        sql`with due as (
              select s.sale_no, s.user_no, s.title, s.confirmed_at from sales s
               where s.status = 'ACTIVE'
                 and s.confirmed_at <= ${askBefore.toISOString()}::timestamptz
                 and s.confirmed_at > ${stopBefore.toISOString()}::timestamptz
                 and not exists (select 1 from sale_stale_asks a
                                  where a.sale_no = s.sale_no and a.confirmed_at = s.confirmed_at)
               order by s.sale_no limit ${limit}
            ), asked as (
              insert into sale_stale_asks (sale_no, confirmed_at, asked_at)
              select sale_no, confirmed_at, ${now.toISOString()}::timestamptz from due
              on conflict do nothing
              returning sale_no
            )
            select due.sale_no as "saleNo", due.user_no as "userNo", due.title
              from due join asked on asked.sale_no = due.sale_no
             order by due.sale_no`,
      );
    },
  };
}

export type FreshnessRepo = ReturnType<typeof createFreshnessRepo>;
