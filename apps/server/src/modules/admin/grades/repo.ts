import type { RateCode } from '@ansim/domain';
import {
  type AdminGradeItem,
  type adminGradeListQuerySchema,
  COMMENT_DISAGREEMENT_GAP,
  COMMENT_DISAGREEMENT_MIN_COMMENTS,
} from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTransaction } from '../../../db/client.ts';

/*
 * The grade review queue's statements (docs/decisions/025). Raw SQL: the comment rule is an aggregate over
 * sale_comments joined to the listing, and every decision is one conditional UPDATE … WHERE state = 'OPEN'.
 */

export type AdminGradeListQuery = z.output<typeof adminGradeListQuerySchema>;

async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A grade code's level: 'RATE004' → 4. */
const levelOf = (code: string) => sql.raw(`right(${code}, 1)::int`);

/**
 * The public listings whose safety comments disagree with their grade, now: at least MIN comments and a
 * median comment grade GAP or more grades worse than the effective grade. The median is percentile_disc's
 * lower median over the grade codes (RATE001 < … < RATE005), i.e. it leans to the better grade: a tie
 * between halves never opens a review. `last_no` is the newest comment, what a decision remembers.
 */
const DISAGREEING = sql`
  counts as (
    select c.sale_no, count(*)::int as n, max(c.comment_no) as last_no,
           percentile_disc(0.5) within group (order by c.safety_grade) as median
    from sale_comments c
    join sales s on s.sale_no = c.sale_no and s.status = 'ACTIVE'
    group by c.sale_no
    having count(*) >= ${COMMENT_DISAGREEMENT_MIN_COMMENTS}
  ),
  disagreeing as (
    select k.sale_no, k.n, k.last_no, k.median::varchar as median,
           coalesce(s.change_safety_grade, s.safety_grade) as effective
    from counts k join sales s on s.sale_no = k.sale_no
    where s.safety_grade is not null
      and ${levelOf('k.median')} - ${levelOf('coalesce(s.change_safety_grade, s.safety_grade)')} >= ${COMMENT_DISAGREEMENT_GAP}
  )`;

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
    /**
     * Brings the comment source up to date in one statement: opens a review for each listing that now
     * disagrees and has no open review (the partial unique index settles two refreshes at once) and that
     * no decision has seen its newest comment; withdraws an open comment review whose listing agrees now.
     */
    async refreshCommentReviews(): Promise<void> {
      await db.execute(sql`
        with ${DISAGREEING},
        withdrawn as (
          update grade_reviews r set state = 'WITHDRAWN', decided_at = now()
          where r.source = 'COMMENTS' and r.state = 'OPEN'
            and not exists (select 1 from disagreeing d where d.sale_no = r.sale_no)
          returning r.review_no
        )
        insert into grade_reviews (sale_no, source, broker_rate, computed_rate, reasons, last_comment_no)
        select d.sale_no, 'COMMENTS', d.effective, d.median,
               array['안전 코멘트 ' || d.n || '개의 중앙값(' || right(d.median, 1) || '등급)이 매물 등급(' ||
                     right(d.effective, 1) || '등급)보다 ' || (right(d.median, 1)::int - right(d.effective, 1)::int) ||
                     '등급 낮습니다.']::varchar[],
               d.last_no
        from disagreeing d
        where not exists (
          select 1 from grade_reviews r
          where r.sale_no = d.sale_no and r.state in ('ACCEPTED', 'CORRECTED') and r.last_comment_no >= d.last_no
        )
        on conflict (sale_no) where state = 'OPEN' do nothing`);
    },

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
