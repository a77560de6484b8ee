import { maskName, type RateCode, totalPages } from '@ansim/domain';
import {
  type CommentCheck,
  type CommentInsert,
  type CommentItem,
  type CommentList,
  type ReportCheck,
  type ReportInsert,
  VOICE_MESSAGES,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { grantCommentReward } from '../quotas/service.ts';
import { reviewCommentDisagreement } from '../sales/grade-disagreement.ts';
import { type CommentListRow, type VoiceSale, voicesRepo } from './repo.ts';
import { VOICE_LIMIT_MESSAGES, VOICE_LIMITS } from './routes.ts';

/*
 * Safety comments and reports (spec 02 §3, §4, §6, §9). One per user per listing is the unique index: the
 * insert does nothing on a conflict and the empty answer becomes 409, so a race of the same user's requests
 * leaves one row. A broker's comment and its reward (modules/quotas, once per pair) commit together.
 */

/**
 * The per-user limits of the routes (VOICE_LIMITS, both '10 minutes'), decided again by the database in the
 * writing transaction: the routes' limiter counts a write only after it succeeded, so 200 comments sent at
 * once all passed its check and a broker collected 21 reward units where the limit allows 5 (issue 19 §3).
 */
const PER_USER = {
  comment: { max: VOICE_LIMITS.commentsPerUser.max, minutes: 10, message: VOICE_LIMIT_MESSAGES.comments },
  report: { max: VOICE_LIMITS.reportsPerUser.max, minutes: 10, message: VOICE_LIMIT_MESSAGES.reports },
} as const;

/** Waits for the user's other writes of `kind`, then refuses (429) when the window already holds `max`. */
async function assertUnderUserLimit(
  tx: DbOrTransaction,
  kind: keyof typeof PER_USER,
  userNo: number,
): Promise<void> {
  const { max, minutes, message } = PER_USER[kind];
  if ((await voicesRepo.lockAndCountRecent(tx, kind, userNo, minutes)) >= max)
    throw new AppError('RATE_LIMITED', message);
}

const asRate = (value: string): RateCode =>
  value === 'RATE001' || value === 'RATE002' || value === 'RATE003' || value === 'RATE004'
    ? value
    : 'RATE005';

const asUserType = (value: string): CommentItem['userType'] =>
  value === 'BROKER' || value === 'LAWYER' ? value : 'GENERAL';

/** The calls act for the signed-in user only: a userNo of someone else is refused. */
function assertSelf(caller: AuthContext, userNo: number): void {
  if (caller.userNo !== userNo) throw new AppError('FORBIDDEN', VOICE_MESSAGES.notYou);
}

/** The listing a voice is about: absent or not public (to anyone but its owner) is 404, the owner's is 403. */
async function othersActiveSale(
  ex: DbOrTransaction,
  caller: AuthContext,
  saleNo: number,
  own: string,
): Promise<VoiceSale> {
  const sale = await voicesRepo.findSale(ex, saleNo);
  if (!sale) throw new AppError('NOT_FOUND', VOICE_MESSAGES.saleNotFound);
  if (sale.userNo === caller.userNo) throw new AppError('FORBIDDEN', own);
  if (sale.status !== 'ACTIVE') throw new AppError('NOT_FOUND', VOICE_MESSAGES.saleNotFound);
  return sale;
}

const itemOf = (r: CommentListRow): CommentItem => {
  const userType = asUserType(r.userType);
  const broker = userType === 'BROKER';
  return {
    commentNo: r.commentNo,
    // A general user is a private person: the public list shows only the first character of the name.
    representative: broker ? r.name : maskName(r.name),
    regDate: r.regDate,
    company: broker ? (r.officeName ?? r.userCompany) : null,
    address: broker ? r.officeAddress : null,
    safetyText: r.safetyText,
    safetyGrade: asRate(r.safetyGrade),
    userType,
  };
};

export function createVoicesService({ db }: { db: Db }) {
  return {
    async commentCheck(caller: AuthContext, body: { saleNo: number; userNo: number }): Promise<CommentCheck> {
      assertSelf(caller, body.userNo);
      const row = await voicesRepo.findComment(db, body.saleNo, caller.userNo);
      return {
        exists: row !== null,
        comment: row
          ? { safetyGrade: asRate(row.safetyGrade), safetyText: row.safetyText, regDate: row.regDate }
          : null,
      };
    },

    async commentInsert(
      caller: AuthContext,
      body: { saleNo: number; saleKey: string; userNo: number; safetyGrade: RateCode; safetyText: string },
    ): Promise<CommentInsert> {
      if (caller.userType !== 'GENERAL' && caller.userType !== 'BROKER')
        throw new AppError('FORBIDDEN', VOICE_MESSAGES.commentRole);
      assertSelf(caller, body.userNo);
      return db.transaction(async (tx) => {
        await assertUnderUserLimit(tx, 'comment', caller.userNo);
        const sale = await othersActiveSale(tx, caller, body.saleNo, VOICE_MESSAGES.ownComment);
        // saleKey names the same listing in the spec's call; a different one is a stale or forged reference.
        if (sale.saleKey !== body.saleKey.toLowerCase())
          throw new AppError('NOT_FOUND', VOICE_MESSAGES.saleNotFound);
        const commentNo = await voicesRepo.insertComment(tx, {
          saleNo: sale.saleNo,
          userNo: caller.userNo,
          safetyGrade: body.safetyGrade,
          safetyText: body.safetyText,
        });
        if (commentNo === null) throw new AppError('CONFLICT', VOICE_MESSAGES.commentExists);
        // A comment can put the listing in (or out of) the operator's grade review queue (decision 025).
        await reviewCommentDisagreement(tx, sale.saleNo);
        const reward = caller.userType === 'BROKER' ? await grantCommentReward(tx, caller.userNo) : null;
        const comments = await voicesRepo.commentCounts(tx, sale.saleNo);
        return { comments, reward };
      });
    },

    async commentList(
      caller: AuthContext | null,
      query: { page: number; limit: number; saleNo: number; rate: RateCode | undefined },
    ): Promise<CommentList> {
      const sale = await voicesRepo.findSale(db, query.saleNo);
      // Like the detail: a listing that is not public exists only for its owner and the operator.
      const visible =
        sale !== null &&
        (sale.status === 'ACTIVE' || caller?.userType === 'ADMIN' || caller?.userNo === sale.userNo);
      if (!visible) throw new AppError('NOT_FOUND', VOICE_MESSAGES.saleNotFound);
      const { rows, total } = await voicesRepo.listComments(db, {
        saleNo: query.saleNo,
        rate: query.rate,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        list: rows.map(itemOf),
        pageInfo: { page: query.page, totalPage: totalPages(total, query.limit), totalRow: total },
      };
    },

    async reportCheck(caller: AuthContext, body: { saleNo: number; userNo: number }): Promise<ReportCheck> {
      assertSelf(caller, body.userNo);
      const row = await voicesRepo.findReport(db, body.saleNo, caller.userNo);
      return { exists: row !== null, report: row };
    },

    async reportInsert(
      caller: AuthContext,
      body: { saleNo: number; userNo: number; reportName: string; reportText: string },
    ): Promise<ReportInsert> {
      if (caller.userType === 'ADMIN') throw new AppError('FORBIDDEN', VOICE_MESSAGES.reportRole);
      assertSelf(caller, body.userNo);
      return db.transaction(async (tx) => {
        await assertUnderUserLimit(tx, 'report', caller.userNo);
        const sale = await othersActiveSale(tx, caller, body.saleNo, VOICE_MESSAGES.ownReport);
        const reportNo = await voicesRepo.insertReport(tx, {
          saleNo: sale.saleNo,
          userNo: caller.userNo,
          reportName: body.reportName,
          // The session's type, whatever the client claimed (spec: the reporter's userTypeCode).
          reportType: caller.userType,
          reportText: body.reportText,
        });
        if (reportNo === null) throw new AppError('CONFLICT', VOICE_MESSAGES.reportExists);
        return { reportNo };
      });
    },
  };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
