import type { RateCode } from '@ansim/domain';
import type { AdminGradeItem, adminGradeListQuerySchema } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTransaction } from '../../../db/client.ts';

/*
 * The grade review queue's statements (docs/decisions/025). Raw SQL: each row's comment counts are a lateral
 * aggregate, and every decision is one conditional UPDATE … WHERE state = 'OPEN'. The comment rule that opens
 * COMMENTS reviews lives in modules/sales/grade-disagreement.ts and runs on writes, never here.
 */

export type AdminGradeListQuery = z.output<typeof adminGradeListQuerySchema>;

async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface GradeListRow extends Omit<AdminGradeItem, 'sale' | 'broker' | 'comments'> {
  saleNo: number;
  title: string;
  address: string;
  status: AdminGradeItem['sale']['status'];
  saleType: AdminGradeItem['sale']['saleType'];
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
  brokerNo: number;
  brokerName: string;
  brokerLoginId: string | null;
  rate001: number;
  rate002: number;
  rate003: number;
  rate004: number;
  rate005: number;
}

function filtersOf(query: AdminGradeListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.state !== 'ALL') parts.push(sql`r.state = ${query.state}`);
  if (query.source !== 'ALL') parts.push(sql`r.source = ${query.source}`);
  if (query.saleNo !== undefined) parts.push(sql`r.sale_no = ${query.saleNo}`);
  return sql.join(parts, sql` and `);
}

function orderOf(query: AdminGradeListQuery): SQL {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  if (query.sort === 'saleNo') return sql`r.sale_no ${direction}, r.review_no ${direction}`;
  return sql`r.created_at ${direction}, r.review_no ${direction}`;
}

export interface OpenedDecision {
  reviewNo: number;
  saleNo: number;
  source: string;
}

export interface LockedSale {
  userNo: number;
  title: string;
  safetyGrade: RateCode | null;
  changeSafetyGrade: RateCode | null;
}

export function createAdminGradesRepo(db: Db) {
  return {
    async list(query: AdminGradeListQuery): Promise<{ rows: GradeListRow[]; total: number }> {
      const where = filtersOf(query);
      const offset = (query.page - 1) * query.limit;
      const [rows, totals] = await Promise.all([
        rowsOf<GradeListRow>(
          db,
          sql`select r.review_no as "reviewNo", r.source, r.state, s.sale_no as "saleNo",
                coalesce(s.title, '') as title, s.sale_addr as address, s.status, s.sale_type as "saleType",
                s.selling_price as "sellingPrice", s.rent_price as "rentPrice", s.deposit,
                s.monthly_price as "monthlyPrice",
                u.user_no as "brokerNo", u.name as "brokerName", u.login_id as "brokerLoginId",
                r.broker_rate as "brokerGrade", r.computed_rate as "computedGrade",
                coalesce(s.change_safety_grade, s.safety_grade) as "effectiveGrade",
                coalesce(c.rate001, 0) as rate001, coalesce(c.rate002, 0) as rate002,
                coalesce(c.rate003, 0) as rate003, coalesce(c.rate004, 0) as rate004,
                coalesce(c.rate005, 0) as rate005,
                r.reasons, ${iso('r.created_at')} as "createdAt", ${iso('r.decided_at')} as "decidedAt",
                d.login_id as "decidedBy", r.decision_grade as "decisionGrade",
                r.decision_reason as "decisionReason"
              from grade_reviews r
              join sales s on s.sale_no = r.sale_no
              join users u on u.user_no = s.user_no
              left join users d on d.user_no = r.decided_by
              left join lateral (
                select count(*) filter (where safety_grade = 'RATE001')::int as rate001,
                       count(*) filter (where safety_grade = 'RATE002')::int as rate002,
                       count(*) filter (where safety_grade = 'RATE003')::int as rate003,
                       count(*) filter (where safety_grade = 'RATE004')::int as rate004,
                       count(*) filter (where safety_grade = 'RATE005')::int as rate005
                from sale_comments where sale_no = r.sale_no
              ) c on true
              where ${where}
              order by ${orderOf(query)}
              limit ${query.limit} offset ${offset}`,
        ),
        rowsOf<{ total: number }>(db, sql`select count(*)::int as total from grade_reviews r where ${where}`),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * Closes an open review: the one statement that decides, so of two operators at once one gets the row
     * and the other nothing. It remembers the listing's newest comment, so the comment rule does not bring
     * the listing back until a newer one arrives.
     */
    async decide(
      tx: DbOrTransaction,
      reviewNo: number,
      d: { state: 'ACCEPTED' | 'CORRECTED'; by: number; grade: RateCode | null; reason: string | null },
    ): Promise<OpenedDecision | null> {
      const [row] = await rowsOf<OpenedDecision>(
        tx,
        sql`update grade_reviews r
            set state = ${d.state}, decided_at = now(), decided_by = ${d.by},
                decision_grade = ${d.grade}, decision_reason = ${d.reason},
                last_comment_no = (select max(c.comment_no) from sale_comments c where c.sale_no = r.sale_no)
            where r.review_no = ${reviewNo} and r.state = 'OPEN'
            returning r.review_no as "reviewNo", r.sale_no as "saleNo", r.source`,
      );
      return row ?? null;
    },

    async exists(reviewNo: number): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from grade_reviews where review_no = ${reviewNo}`,
      );
      return rows.length > 0;
    },

    /** The listing under review, locked for the rest of the decision's transaction. */
    async lockSale(tx: DbOrTransaction, saleNo: number): Promise<LockedSale | null> {
      const [row] = await rowsOf<LockedSale>(
        tx,
        sql`select user_no as "userNo", coalesce(title, '') as title, safety_grade as "safetyGrade",
                   change_safety_grade as "changeSafetyGrade"
            from sales where sale_no = ${saleNo} for update`,
      );
      return row ?? null;
    },

    /**
     * The operator's grade becomes the listing's grade in both columns: `change_safety_grade` is what cards
     * and the detail show, `safety_grade` is what search filters and the count cubes are keyed by (their
     * statement trigger moves the listing between cube rows in this transaction). The broker's claim stays
     * in the review's broker_rate.
     */
    async setGrade(tx: DbOrTransaction, saleNo: number, grade: RateCode): Promise<void> {
      await tx.execute(
        sql`update sales set safety_grade = ${grade}, change_safety_grade = ${grade}, updated_at = now()
            where sale_no = ${saleNo}`,
      );
    },
  };
}

export type AdminGradesRepo = ReturnType<typeof createAdminGradesRepo>;
