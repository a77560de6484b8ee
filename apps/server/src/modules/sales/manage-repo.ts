import { RESTORE_DAYS, type SaleStatus } from '@ansim/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';

/*
 * The broker's own listings: counts by status, the dashboard page, status changes, the memo and the
 * permanent delete. Queries are `sql` templates: the status change's condition and the dashboard's
 * columns (counts, days, ISO times) read more plainly as SQL than as a builder chain.
 */

async function rowsOf<Row>(db: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The dashboard's columns of `sales s`, under their DashItem names (times as ISO text). */
const DASH_COLUMNS = sql.raw(
  [
    's.sale_no as "saleNo"',
    's.status',
    's.title',
    's.main_image as "mainImage"',
    's.sale_addr as "saleAddr"',
    's.dong',
    's.unit',
    's.sale_type as "saleType"',
    's.building_type as "buildingType"',
    's.selling_price as "sellingPrice"',
    's.rent_price as "rentPrice"',
    's.deposit',
    's.monthly_price as "monthlyPrice"',
    's.safety_grade as "safetyGrade"',
    's.is_lawyer as "isLawyer"',
    's.is_confirm as "isConfirm"',
    's.is_baro as "isBaro"',
    '(select coalesce(max(v.view_count), 0) from sale_views v where v.sale_no = s.sale_no)::int as "viewCount"',
    // One index probe per row of the page (sale_likes_sale_idx), never a count over the broker's listings.
    '(select count(*) from sale_likes l where l.sale_no = s.sale_no)::int as "likeCount"',
    // The listing's own inquiries that the asker has not deleted (inquiries_sale_idx, one probe per row).
    '(select count(*) from inquiries q where q.sale_no = s.sale_no and q.deleted_at is null)::int as "inquiryCount"',
    `${iso('s.created_at')} as "regDate"`,
    // Days as the broker lives them (KST), 0 on the day of registration.
    `((now() at time zone 'Asia/Seoul')::date - (s.created_at at time zone 'Asia/Seoul')::date) as "daysListed"`,
    's.memo',
    `${iso('s.deleted_at')} as "deletedAt"`,
    `${iso(`(s.deleted_at + make_interval(days => ${RESTORE_DAYS}))`)} as "restorableUntil"`,
    's.status_before_delete as "statusBeforeDelete"',
    // The grade shown is the operator's correction (decision 025): the card says so beside the grade.
    `exists (select 1 from grade_reviews r where r.sale_no = s.sale_no and r.state = 'CORRECTED' and r.decision_grade = s.change_safety_grade) as "operatorCorrected"`,
    // Fresh listings (issue 18 §3): the card's '거래 가능 확인' and '다시 확인하고 게시'.
    `${iso('s.confirmed_at')} as "confirmedAt"`,
    's.paused_for_staleness as "pausedForStaleness"',
  ].join(', '),
);

export interface DashRow {
  saleNo: number;
  status: string;
  title: string | null;
  mainImage: string | null;
  saleAddr: string;
  dong: string | null;
  unit: string | null;
  saleType: string | null;
  buildingType: string | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
  safetyGrade: string | null;
  isLawyer: boolean;
  isConfirm: string | null;
  isBaro: boolean;
  viewCount: number;
  likeCount: number;
  inquiryCount: number;
  regDate: string;
  daysListed: number;
  memo: string | null;
  deletedAt: string | null;
  restorableUntil: string | null;
  statusBeforeDelete: string | null;
  operatorCorrected: boolean;
  confirmedAt: string;
  pausedForStaleness: boolean;
}

export interface DashFilter {
  userNo: number;
  /** One status tab; absent: every listing that is not deleted. */
  status?: SaleStatus;
  /** A part of the address, building name, 동 or 호 (the broker's own rows only, so a scan of few). */
  keyword?: string;
}

/** The state a status change is judged on. */
export interface OwnedState {
  saleNo: number;
  userNo: number;
  status: SaleStatus;
  statusBeforeDelete: SaleStatus | null;
  deletedAt: string | null;
}

/**
 * The dashboard's order, as the index keeps it (so PostgreSQL reads the index in order, never sorts): `desc`
 * is nulls first, as sales_user_status_created_idx is declared (migration 0027).
 */
const NEWEST_FIRST = sql.raw('s.created_at desc, s.sale_no desc');
/** Every status but DELETE: the list without a tab. */
const LISTED: readonly SaleStatus[] = ['ACTIVE', 'STOP', 'DONE', 'STORAGE'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf({ userNo, status, keyword }: DashFilter): SQL {
  const parts: SQL[] = [sql`s.user_no = ${userNo}`];
  // '<> DELETE' as the three statuses keeps the index's (user_no, status) prefix usable for each of them.
  parts.push(status ? sql`s.status = ${status}` : sql`s.status in ('ACTIVE', 'STOP', 'DONE', 'STORAGE')`);
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    parts.push(
      sql`(s.sale_addr ilike ${pattern} or s.title ilike ${pattern} or s.dong ilike ${pattern} or s.unit ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export function createSaleManageRepo(db: Db) {
  return {
    /** The caller's listings by status: one grouped read of the (user_no, status, …) index. */
    countByStatus(userNo: number) {
      return rowsOf<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from sales where user_no = ${userNo} group by status`,
      );
    },

    /**
     * A page of the dashboard. Without a keyword the page's numbers come from the index alone
     * (sales_user_status_created_idx is ordered as the list): one range per status tab, merged for the
     * list without a tab, so that neither a deep page nor listings spread over the table read more than
     * the page's own rows. A keyword search filters the caller's rows (a few thousand at most).
     */
    async page(filter: DashFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const total = rowsOf<{ n: number }>(db, sql`select count(*)::int as n from sales s where ${where}`);
      if (filter.keyword) {
        const [counted, rows] = await Promise.all([
          total,
          rowsOf<DashRow>(
            db,
            sql`select ${DASH_COLUMNS} from sales s where ${where}
                order by ${NEWEST_FIRST} limit ${limit} offset ${offset}`,
          ),
        ]);
        return { totalRow: counted[0]?.n ?? 0, rows };
      }
      const statuses = filter.status ? [filter.status] : LISTED;
      const ranges = statuses.map(
        (status) =>
          sql`(select s.sale_no, s.created_at from sales s where s.user_no = ${filter.userNo} and s.status = ${status}
               order by ${NEWEST_FIRST} limit ${offset + limit})`,
      );
      const [counted, ids] = await Promise.all([
        total,
        rowsOf<{ saleNo: number }>(
          db,
          sql`select s.sale_no as "saleNo" from (${sql.join(ranges, sql` union all `)}) s
              order by ${NEWEST_FIRST} limit ${limit} offset ${offset}`,
        ),
      ]);
      const saleNos = ids.map((r) => r.saleNo);
      const rows =
        saleNos.length === 0
          ? []
          : await rowsOf<DashRow>(
              db,
              sql`select ${DASH_COLUMNS} from sales s where s.sale_no = any(${sql.param(saleNos)}::int[])
                  order by ${NEWEST_FIRST}`,
            );
      return { totalRow: counted[0]?.n ?? 0, rows };
    },

    /** One listing of the caller's by number (any status); null when it is not theirs or does not exist. */
    async ownItem(userNo: number, saleNo: number): Promise<DashRow | null> {
      const rows = await rowsOf<DashRow>(
        db,
        sql`select ${DASH_COLUMNS} from sales s where s.sale_no = ${saleNo} and s.user_no = ${userNo}`,
      );
      return rows[0] ?? null;
    },

    /** Who owns these listings and in which state (for explaining a refusal, after the UPDATE matched fewer). */
    states(tx: DbOrTransaction, saleNos: readonly number[]) {
      return rowsOf<OwnedState>(
        tx,
        sql`select sale_no as "saleNo", user_no as "userNo", status, status_before_delete as "statusBeforeDelete",
                   ${sql.raw(iso('deleted_at'))} as "deletedAt"
            from sales where sale_no = any(${sql.param(saleNos)}::int[]) order by sale_no`,
      );
    },

    /**
     * The status change as one conditional UPDATE: only the caller's listings whose current state allows
     * `to` change, so two opposite requests can never both act on a stale read. Rows are locked in
     * sale_no order first, so that two bulk changes over the same listings wait rather than deadlock. The
     * count cubes follow in the same statement (the sales_counts_update trigger of migrations 0005/0018).
     */
    changeStatus(
      tx: DbOrTransaction,
      userNo: number,
      saleNos: readonly number[],
      to: SaleStatus,
      sources: readonly SaleStatus[],
    ) {
      const set =
        to === 'DELETE'
          ? sql`status = 'DELETE', status_before_delete = s.status, deleted_at = now()`
          : to === 'ACTIVE'
            ? // Putting a listing (back) in search is the broker's confirmation that it is available (issue 18 §3).
              sql`status = ${to}, status_before_delete = null, deleted_at = null, confirmed_at = now()`
            : sql`status = ${to}, status_before_delete = null, deleted_at = null`;
      const allowed =
        to === 'DELETE'
          ? sql`s.status <> 'DELETE'`
          : sql`(s.status = any(${sql.param(sources)}::varchar[])
                 or (s.status = 'DELETE' and s.status_before_delete = ${to}
                     and s.deleted_at > now() - make_interval(days => ${RESTORE_DAYS})))`;
      return rowsOf<{ saleNo: number; status: SaleStatus }>(
        tx,
        sql`with target as (
              select sale_no from sales
              where sale_no = any(${sql.param(saleNos)}::int[]) and user_no = ${userNo}
              order by sale_no for update
            )
            update sales s set ${set}, updated_at = now()
            from target t
            where s.sale_no = t.sale_no and s.user_no = ${userNo} and ${allowed}
            returning s.sale_no as "saleNo", s.status`,
      );
    },

    async setMemo(userNo: number, saleNo: number, memo: string | null) {
      const rows = await rowsOf<{ saleNo: number; memo: string | null }>(
        db,
        sql`update sales set memo = ${memo} where sale_no = ${saleNo} and user_no = ${userNo}
            returning sale_no as "saleNo", memo`,
      );
      return rows[0] ?? null;
    },

    /**
     * Locks up to `limit` listings deleted before `cutoff` (the automatic purge), in sale_no order; rows
     * another transaction holds (a broker's restore in flight) are skipped and taken by a later run.
     */
    lockDeletedBefore(tx: DbOrTransaction, cutoff: Date, limit: number) {
      return rowsOf<{ saleNo: number; userNo: number; statusBeforeDelete: string | null; deletedAt: string }>(
        tx,
        sql`select sale_no as "saleNo", user_no as "userNo", status_before_delete as "statusBeforeDelete",
                   ${sql.raw(iso('deleted_at'))} as "deletedAt"
              from sales
             where status = 'DELETE' and deleted_at < ${cutoff.toISOString()}::timestamptz
             order by sale_no limit ${limit} for update skip locked`,
      );
    },

    /** Locks the listings to be removed for good, in sale_no order. */
    lockForRemoval(tx: DbOrTransaction, saleNos: readonly number[]) {
      return rowsOf<{ saleNo: number; userNo: number; status: string }>(
        tx,
        sql`select sale_no as "saleNo", user_no as "userNo", status from sales
            where sale_no = any(${sql.param(saleNos)}::int[]) order by sale_no for update`,
      );
    },

    /**
     * Removes the listings with their rows (children by cascade, their uploads here) and their stored
     * files (registry documents, promotion consents' signed forms, which would otherwise outlive the
     * consent rows the cascade removes); returns the photo keys they used and the storage keys of the removed documents. The files
     * themselves are removed by the caller after commit.
     */
    async remove(tx: DbOrTransaction, saleNos: readonly number[]) {
      const ids = sql.param(saleNos);
      const images = await rowsOf<{ imageKey: string }>(
        tx,
        sql`select image_key as "imageKey" from sale_images where sale_no = any(${ids}::int[])
            union select image_key from uploads where sale_no = any(${ids}::int[]) and image_key is not null`,
      );
      const files = await rowsOf<{ fileId: string }>(
        tx,
        sql`select file_id as "fileId" from sale_documents where sale_no = any(${ids}::int[])
            union select file_id from uploads where sale_no = any(${ids}::int[]) and file_id is not null
            union select file_id from promotion_consents where sale_no = any(${ids}::int[]) and file_id is not null`,
      );
      await tx.execute(sql`delete from uploads where sale_no = any(${ids}::int[])`);
      await tx.execute(sql`delete from sales where sale_no = any(${ids}::int[])`);
      const fileIds = files.map((f) => f.fileId);
      // A document file another row still names (another listing's document, a pending upload) stays.
      const removed =
        fileIds.length === 0
          ? []
          : await rowsOf<{ storageKey: string }>(
              tx,
              sql`delete from stored_files f
                  where f.file_id = any(${sql.param(fileIds)}::uuid[])
                    and not exists (select 1 from sale_documents d where d.file_id = f.file_id)
                    and not exists (select 1 from uploads u where u.file_id = f.file_id)
                    and not exists (select 1 from promotion_consents c where c.file_id = f.file_id)
                  returning f.storage_key as "storageKey"`,
            );
      return { imageKeys: images.map((i) => i.imageKey), storageKeys: removed.map((r) => r.storageKey) };
    },

    /** The photo keys among `keys` that a listing or an upload still names. */
    async imageKeysInUse(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await rowsOf<{ imageKey: string }>(
        db,
        sql`select image_key as "imageKey" from sale_images where image_key = any(${sql.param(keys)}::varchar[])
            union select image_key from uploads where image_key = any(${sql.param(keys)}::varchar[])`,
      );
      return new Set(rows.map((r) => r.imageKey));
    },
  };
}

export type SaleManageRepo = ReturnType<typeof createSaleManageRepo>;
