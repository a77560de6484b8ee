import type { RateCode } from '@ansim/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db/client.ts';
import { professionalProfiles, saleComments, saleReports, sales, users } from '../../db/schema/index.ts';

const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What a comment or report needs to know of its listing. */
export interface VoiceSale {
  saleNo: number;
  userNo: number;
  status: string;
  saleKey: string;
}

export interface CommentRow {
  safetyGrade: string;
  safetyText: string;
  regDate: string;
}

export interface ReportRow {
  reportText: string;
  regDate: string;
}

export interface CommentListRow {
  commentNo: number;
  safetyGrade: string;
  safetyText: string;
  regDate: string;
  name: string;
  userType: string;
  userCompany: string | null;
  officeName: string | null;
  officeAddress: string | null;
}

export type RateCounts = Record<'rate001' | 'rate002' | 'rate003' | 'rate004' | 'rate005', number>;

const rateCount = (grade: RateCode) =>
  sql<number>`count(*) filter (where ${saleComments.safetyGrade} = ${grade})::int`;

/** The statements of comments and reports; each runs in the caller's transaction (or connection). */
export const voicesRepo = {
  async findSale(ex: DbOrTransaction, saleNo: number): Promise<VoiceSale | null> {
    const [row] = await ex
      .select({
        saleNo: sales.saleNo,
        userNo: sales.userNo,
        status: sales.status,
        saleKey: sql<string>`${sales.saleKey}::text`,
      })
      .from(sales)
      .where(eq(sales.saleNo, saleNo));
    return row ?? null;
  },

  /**
   * Holds the user's voice writes of `kind` in line until the transaction ends, and counts the user's rows
   * of the last `minutes`: concurrent writes of one user are counted one after another, so a burst cannot
   * pass the per-user limit together (the limit of one process's memory can only peek before writing).
   */
  async lockAndCountRecent(
    ex: DbOrTransaction,
    kind: 'comment' | 'report',
    userNo: number,
    minutes: number,
  ): Promise<number> {
    const table = kind === 'comment' ? saleComments : saleReports;
    await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${`voice-${kind}`}), ${userNo})`);
    const [row] = await ex
      .select({ n: count() })
      .from(table)
      .where(
        and(eq(table.userNo, userNo), sql`${table.createdAt} > now() - make_interval(mins => ${minutes})`),
      );
    return row?.n ?? 0;
  },

  async findComment(ex: DbOrTransaction, saleNo: number, userNo: number): Promise<CommentRow | null> {
    const [row] = await ex
      .select({
        safetyGrade: saleComments.safetyGrade,
        safetyText: saleComments.safetyText,
        regDate: isoTime(saleComments.createdAt),
      })
      .from(saleComments)
      .where(and(eq(saleComments.saleNo, saleNo), eq(saleComments.userNo, userNo)));
    return row ?? null;
  },

  /** The new comment's number, or null when the user has one on this listing (the unique index decides). */
  insertComment(
    ex: DbOrTransaction,
    row: { saleNo: number; userNo: number; safetyGrade: RateCode; safetyText: string },
  ): Promise<number | null> {
    return ex
      .insert(saleComments)
      .values(row)
      .onConflictDoNothing({ target: [saleComments.saleNo, saleComments.userNo] })
      .returning({ commentNo: saleComments.commentNo })
      .then((rows) => rows[0]?.commentNo ?? null);
  },

  async commentCounts(ex: DbOrTransaction, saleNo: number): Promise<RateCounts> {
    const [row] = await ex
      .select({
        rate001: rateCount('RATE001'),
        rate002: rateCount('RATE002'),
        rate003: rateCount('RATE003'),
        rate004: rateCount('RATE004'),
        rate005: rateCount('RATE005'),
      })
      .from(saleComments)
      .where(eq(saleComments.saleNo, saleNo));
    return row ?? { rate001: 0, rate002: 0, rate003: 0, rate004: 0, rate005: 0 };
  },

  /** One page of a listing's comments, newest first, with each writer's name and office. */
  async listComments(
    ex: DbOrTransaction,
    {
      saleNo,
      rate,
      limit,
      offset,
    }: { saleNo: number; rate: RateCode | undefined; limit: number; offset: number },
  ): Promise<{ rows: CommentListRow[]; total: number }> {
    const where = and(eq(saleComments.saleNo, saleNo), rate ? eq(saleComments.safetyGrade, rate) : undefined);
    const [rows, totals] = await Promise.all([
      ex
        .select({
          commentNo: saleComments.commentNo,
          safetyGrade: saleComments.safetyGrade,
          safetyText: saleComments.safetyText,
          regDate: isoTime(saleComments.createdAt),
          name: users.name,
          userType: users.userType,
          userCompany: users.company,
          officeName: professionalProfiles.officeName,
          officeAddress: professionalProfiles.officeAddress,
        })
        .from(saleComments)
        .innerJoin(users, eq(users.userNo, saleComments.userNo))
        .leftJoin(professionalProfiles, eq(professionalProfiles.userNo, saleComments.userNo))
        .where(where)
        .orderBy(desc(saleComments.createdAt), desc(saleComments.commentNo))
        .limit(limit)
        .offset(offset),
      ex.select({ total: count() }).from(saleComments).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findReport(ex: DbOrTransaction, saleNo: number, userNo: number): Promise<ReportRow | null> {
    const [row] = await ex
      .select({ reportText: saleReports.reportText, regDate: isoTime(saleReports.createdAt) })
      .from(saleReports)
      .where(and(eq(saleReports.saleNo, saleNo), eq(saleReports.userNo, userNo)));
    return row ?? null;
  },

  /** The new report's number, or null when the user has reported this listing before. */
  insertReport(
    ex: DbOrTransaction,
    row: { saleNo: number; userNo: number; reportName: string; reportType: string; reportText: string },
  ): Promise<number | null> {
    return ex
      .insert(saleReports)
      .values(row)
      .onConflictDoNothing({ target: [saleReports.saleNo, saleReports.userNo] })
      .returning({ reportNo: saleReports.reportNo })
      .then((rows) => rows[0]?.reportNo ?? null);
  },
};
