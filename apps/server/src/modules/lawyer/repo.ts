import type { RateCode } from '@ansim/domain';
import type { LawyerDecision } from '@ansim/domain/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db/client.ts';
import {
  lawyerCalculates,
  lawyerComments,
  lawyerRequests,
  professionalProfiles,
  saleDocuments,
  sales,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { GradeRegion } from '../sales/computed-grade.ts';

/*
 * The lawyer module's statements (docs/decisions/020). Reads run on the pool; the decision's writes run in the
 * caller's transaction, the request's conditional update first, so that of two lawyers deciding at once the
 * second waits on the row lock and then finds the request no longer open.
 */

export const isoTime = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const isoTimeOrNull = (column: AnyPgColumn) =>
  sql<
    string | null
  >`case when ${column} is null then null else to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;

const decider = alias(users, 'decider');

/** The 법정동 (or its 읍면동, 시군구, 시도) that picks the 최우선변제 tier, as the detail finds it. */
const regionOfSale = sql<GradeRegion | null>`(select json_build_object('sido', r.sido, 'sigungu', r.sigungu, 'eupmyeondong', r.eupmyeondong)
    from regions r
   where r.code in (${sales.bjdCode}, ${sales.dongCode} || '00', ${sales.sigunguCode} || '00000', ${sales.sidoCode} || '00000000')
   order by case r.code when ${sales.bjdCode} then 0 when ${sales.dongCode} || '00' then 1 when ${sales.sigunguCode} || '00000' then 2 else 3 end
   limit 1)`;

/** What the grade is computed from, and the card of the listing. */
const SALE_FIELDS = {
  saleNo: sales.saleNo,
  status: sales.status,
  title: sql<string>`coalesce(${sales.title}, '')`,
  saleAddr: sales.saleAddr,
  dong: sales.dong,
  unit: sales.unit,
  saleType: sql<string>`coalesce(${sales.saleType}, 'RENT')`,
  buildingType: sql<string>`coalesce(${sales.buildingType}, 'VILLA')`,
  useType: sales.useType,
  sellingPrice: sales.sellingPrice,
  rentPrice: sales.rentPrice,
  deposit: sales.deposit,
  monthlyPrice: sales.monthlyPrice,
  collateralSecurity: sales.collateralSecurity,
  collateralSecurityPrice: sales.collateralSecurityPrice,
  ownership: sales.ownership,
  illegalBuilding: sales.illegalBuilding,
  taxArrears: sales.taxArrears,
  publicPrice: sales.publicPrice,
  seniorDebt: sales.seniorDebt,
  mainImage: sales.mainImage,
  roomType: sales.roomType,
  floor: sql<number>`coalesce(${sales.floor}, 1)::int`,
  dedicatedArea: sql<number>`coalesce(${sales.dedicatedArea}, 0)::float8`,
  safetyGrade: sql<string>`coalesce(${sales.safetyGrade}, 'RATE003')`,
  changeSafetyGrade: sales.changeSafetyGrade,
  isLawyer: sales.isLawyer,
  isConfirm: sales.isConfirm,
  isBaro: sales.isBaro,
  region: regionOfSale,
  brokerNo: sales.userNo,
  brokerName: users.name,
  brokerCompany: sql<string | null>`coalesce(${users.company}, ${professionalProfiles.officeName})`,
};

const QUEUE_FIELDS = {
  ...SALE_FIELDS,
  requestNo: lawyerRequests.requestNo,
  requestedAt: isoTime(lawyerRequests.createdAt),
  state: lawyerRequests.state,
  decision: lawyerCalculates.decision,
  decidedAt: isoTimeOrNull(lawyerCalculates.decidedAt),
  deciderNo: lawyerCalculates.lawyerNo,
  deciderName: decider.name,
};

export interface QueueFilter {
  isConfirm: 'WAIT' | LawyerDecision;
  status: string | undefined;
  rates: readonly RateCode[] | undefined;
}

const COMMENT_FIELDS = {
  commentNo: lawyerComments.commentNo,
  saleNo: lawyerComments.saleNo,
  requestNo: lawyerComments.requestNo,
  lawyerNo: lawyerComments.lawyerNo,
  lawyerName: users.name,
  lawyerComment: lawyerComments.comment,
  decision: lawyerComments.decision,
  changeSafetyGrade: lawyerComments.changeSafetyGrade,
  changeReason: lawyerComments.changeReason,
  regDate: isoTime(lawyerComments.createdAt),
};

/** The tab's requests: open ones for WAIT, those decided so for CONFIRM and REJECT. */
function queueWhere(f: QueueFilter): SQL | undefined {
  return and(
    f.isConfirm === 'WAIT'
      ? inArray(lawyerRequests.state, ['WAIT', 'ING'])
      : eq(lawyerCalculates.decision, f.isConfirm),
    ne(sales.status, 'STORAGE'),
    f.status ? eq(sales.status, f.status) : undefined,
    f.rates ? inArray(sales.safetyGrade, [...f.rates]) : undefined,
  );
}

export const lawyerRepo = {
  // ------------------------------------------------------------------------------------------- the queue

  async queueCount(ex: DbOrTransaction, f: QueueFilter): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(lawyerRequests)
      .innerJoin(sales, eq(sales.saleNo, lawyerRequests.saleNo))
      .leftJoin(lawyerCalculates, eq(lawyerCalculates.requestNo, lawyerRequests.requestNo))
      .where(queueWhere(f));
    return row?.n ?? 0;
  },

  /** Open requests oldest first (who waited longest is served first); decided ones newest first. */
  queuePage(ex: DbOrTransaction, f: QueueFilter, limit: number, offset: number) {
    return ex
      .select(QUEUE_FIELDS)
      .from(lawyerRequests)
      .innerJoin(sales, eq(sales.saleNo, lawyerRequests.saleNo))
      .innerJoin(users, eq(users.userNo, sales.userNo))
      .leftJoin(professionalProfiles, eq(professionalProfiles.userNo, sales.userNo))
      .leftJoin(lawyerCalculates, eq(lawyerCalculates.requestNo, lawyerRequests.requestNo))
      .leftJoin(decider, eq(decider.userNo, lawyerCalculates.lawyerNo))
      .where(queueWhere(f))
      .orderBy(
        ...(f.isConfirm === 'WAIT'
          ? [asc(lawyerRequests.createdAt), asc(lawyerRequests.requestNo)]
          : [desc(lawyerCalculates.decidedAt), desc(lawyerCalculates.calculateNo)]),
      )
      .limit(limit)
      .offset(offset);
  },

  // ------------------------------------------------------------------------------------------- the review

  async sale(ex: DbOrTransaction, saleNo: number) {
    const [row] = await ex
      .select(SALE_FIELDS)
      .from(sales)
      .innerJoin(users, eq(users.userNo, sales.userNo))
      .leftJoin(professionalProfiles, eq(professionalProfiles.userNo, sales.userNo))
      .where(eq(sales.saleNo, saleNo));
    return row ?? null;
  },

  /** The listing's open request, else its latest one. */
  async currentRequest(ex: DbOrTransaction, saleNo: number) {
    const [row] = await ex
      .select({
        requestNo: lawyerRequests.requestNo,
        state: lawyerRequests.state,
        requestedAt: isoTime(lawyerRequests.createdAt),
        decidedAt: isoTimeOrNull(lawyerCalculates.decidedAt),
        decision: lawyerCalculates.decision,
      })
      .from(lawyerRequests)
      .leftJoin(lawyerCalculates, eq(lawyerCalculates.requestNo, lawyerRequests.requestNo))
      .where(eq(lawyerRequests.saleNo, saleNo))
      .orderBy(
        desc(sql`${lawyerRequests.state} in ('WAIT', 'ING')`),
        desc(lawyerRequests.createdAt),
        desc(lawyerRequests.requestNo),
      )
      .limit(1);
    return row ?? null;
  },

  documents(ex: DbOrTransaction, saleNo: number) {
    return ex
      .select({ kind: saleDocuments.kind, fileId: saleDocuments.fileId, mime: storedFiles.mime })
      .from(saleDocuments)
      .innerJoin(storedFiles, eq(storedFiles.fileId, saleDocuments.fileId))
      .where(eq(saleDocuments.saleNo, saleNo))
      .orderBy(desc(sql`${saleDocuments.kind} = 'REGISTER_COPY'`), asc(saleDocuments.kind));
  },

  /** 'history' mode: every comment on the listing, newest first. */
  comments(ex: DbOrTransaction, saleNo: number) {
    return ex
      .select(COMMENT_FIELDS)
      .from(lawyerComments)
      .innerJoin(users, eq(users.userNo, lawyerComments.lawyerNo))
      .where(eq(lawyerComments.saleNo, saleNo))
      .orderBy(desc(lawyerComments.createdAt), desc(lawyerComments.commentNo));
  },

  async comment(ex: DbOrTransaction, commentNo: number) {
    const [row] = await ex
      .select(COMMENT_FIELDS)
      .from(lawyerComments)
      .innerJoin(users, eq(users.userNo, lawyerComments.lawyerNo))
      .where(eq(lawyerComments.commentNo, commentNo));
    if (!row) throw new Error(`lawyer comment ${commentNo} vanished`);
    return row;
  },

  // ------------------------------------------------------------------------------------------- writes

  async saleExists(ex: DbOrTransaction, saleNo: number): Promise<boolean> {
    const rows = await ex.select({ saleNo: sales.saleNo }).from(sales).where(eq(sales.saleNo, saleNo));
    return rows.length > 0;
  },

  /** A plain comment: linked to the open request, which it marks ING (a lawyer is on it). */
  async insertComment(
    ex: DbOrTransaction,
    row: { saleNo: number; lawyerNo: number; comment: string },
  ): Promise<number> {
    const [open] = await ex
      .update(lawyerRequests)
      .set({ state: 'ING', updatedAt: sql`now()` })
      .where(and(eq(lawyerRequests.saleNo, row.saleNo), inArray(lawyerRequests.state, ['WAIT', 'ING'])))
      .returning({ requestNo: lawyerRequests.requestNo });
    const [inserted] = await ex
      .insert(lawyerComments)
      .values({ ...row, requestNo: open?.requestNo ?? null })
      .returning({ commentNo: lawyerComments.commentNo });
    if (!inserted) throw new Error('lawyer comment not inserted');
    return inserted.commentNo;
  },

  /** True when the listing ever had a certification request. */
  async hasRequest(ex: DbOrTransaction, saleNo: number): Promise<boolean> {
    const rows = await ex
      .select({ requestNo: lawyerRequests.requestNo })
      .from(lawyerRequests)
      .where(eq(lawyerRequests.saleNo, saleNo))
      .limit(1);
    return rows.length > 0;
  },

  /**
   * Closes the request if it is still open: one conditional UPDATE, so concurrent deciders serialise on the
   * row and exactly one sees it open. The broker's number, or null when it was not open (or not this sale's).
   */
  async closeRequest(ex: DbOrTransaction, requestNo: number, saleNo: number): Promise<number | null> {
    const [row] = await ex
      .update(lawyerRequests)
      .set({ state: 'DONE', updatedAt: sql`now()` })
      .where(
        and(
          eq(lawyerRequests.requestNo, requestNo),
          eq(lawyerRequests.saleNo, saleNo),
          inArray(lawyerRequests.state, ['WAIT', 'ING']),
        ),
      )
      .returning({ brokerNo: lawyerRequests.userNo });
    return row?.brokerNo ?? null;
  },

  async requestOf(ex: DbOrTransaction, requestNo: number) {
    const [row] = await ex
      .select({ saleNo: lawyerRequests.saleNo, state: lawyerRequests.state })
      .from(lawyerRequests)
      .where(eq(lawyerRequests.requestNo, requestNo));
    return row ?? null;
  },

  async applyDecision(
    ex: DbOrTransaction,
    saleNo: number,
    d: { decision: LawyerDecision; changeSafetyGrade: RateCode | undefined },
  ) {
    const [row] = await ex
      .update(sales)
      .set({
        isConfirm: d.decision,
        isLawyer: d.decision === 'CONFIRM',
        ...(d.changeSafetyGrade ? { changeSafetyGrade: d.changeSafetyGrade } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(sales.saleNo, saleNo))
      .returning({
        title: sql<string>`coalesce(${sales.title}, '')`,
        safetyGrade: sql<string>`coalesce(${sales.safetyGrade}, 'RATE003')`,
        changeSafetyGrade: sales.changeSafetyGrade,
        isLawyer: sales.isLawyer,
      });
    if (!row) throw new Error(`sale ${saleNo} vanished under its request`);
    return row;
  },

  async insertDecisionComment(
    ex: DbOrTransaction,
    row: {
      saleNo: number;
      requestNo: number;
      lawyerNo: number;
      comment: string | null;
      decision: LawyerDecision;
      changeSafetyGrade: RateCode | null;
      changeReason: string | null;
    },
  ): Promise<number> {
    const [inserted] = await ex
      .insert(lawyerComments)
      .values(row)
      .returning({ commentNo: lawyerComments.commentNo });
    if (!inserted) throw new Error('decision comment not inserted');
    return inserted.commentNo;
  },

  async userType(ex: DbOrTransaction, userNo: number): Promise<string | null> {
    const [row] = await ex.select({ userType: users.userType }).from(users).where(eq(users.userNo, userNo));
    return row?.userType ?? null;
  },
};

export type LawyerRepo = typeof lawyerRepo;
