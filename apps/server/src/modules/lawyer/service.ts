import {
  type BuildingType,
  KST_OFFSET_MS,
  type RateCode,
  type SaleStatus,
  type SaleType,
  sqmToPyeong,
  totalPages,
} from '@ansim/domain';
import {
  CALCULATE_LABELS,
  type CalculateState,
  LAWYER_CALCULATE_LIMITS,
  LAWYER_MESSAGES,
  type LawyerCalculateList,
  type LawyerCalculatePeriod,
  type LawyerCalculateSearch,
  type LawyerCalculateTotal,
  type LawyerCommentItem,
  type LawyerDecision,
  type LawyerDecisionResult,
  type LawyerQueue,
  type LawyerQueueQuery,
  type LawyerRequestState,
  type LawyerReview,
  type LawyerSetting,
  type SaleDocument,
} from '@ansim/domain/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import { quotas } from '../quotas/service.ts';
import { gradeOf } from '../sales/computed-grade.ts';
import { SALE_DOCUMENT_LABELS } from '../sales/detail-service.ts';
import { reviewCommentDisagreement } from '../sales/grade-disagreement.ts';
import { isUniqueViolation } from '../users/unique.ts';
import { type LawyerRepo, lawyerRepo } from './repo.ts';
import { type Instants, settlementRepo } from './settlement-repo.ts';

/** The ledger reason of the LAWYER unit a rejection gives back to the broker. */
export const LAWYER_REFUND_REASON = 'LAWYER_REJECTED';

/** Korea keeps UTC+9 all year: a Korean calendar day starts at 15:00 UTC the day before. */
const kstDayStart = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day) - KST_OFFSET_MS);

/** A month (YYYY-MM) or an inclusive range of days (YYYY-MM-DD) as instants [from, until). */
export function periodInstants(p: LawyerCalculatePeriod): Instants {
  if (p.month) {
    const [y, m] = p.month.split('-').map(Number) as [number, number];
    return { from: kstDayStart(y, m, 1), until: kstDayStart(y, m + 1, 1) };
  }
  const day = (v: string) => v.split('-').map(Number) as [number, number, number];
  const from = p.from ? kstDayStart(...day(p.from)) : undefined;
  let until: Date | undefined;
  if (p.to) {
    const [y, m, d] = day(p.to);
    until = kstDayStart(y, m, d + 1);
  }
  return { from, until };
}

type SaleRow = NonNullable<Awaited<ReturnType<LawyerRepo['sale']>>>;

const computedOf = (row: SaleRow) =>
  gradeOf(
    {
      ...row,
      saleType: row.saleType as SaleType,
      buildingType: row.buildingType as BuildingType,
    },
    row.region,
  );

const brokerOf = (row: SaleRow) => ({
  userNo: row.brokerNo,
  name: row.brokerName,
  company: row.brokerCompany,
});

const confirmOf = (value: string | null) =>
  value === 'WAIT' || value === 'CONFIRM' || value === 'REJECT' ? value : null;
const decisionOf = (value: string | null): LawyerDecision | null =>
  value === 'CONFIRM' || value === 'REJECT' ? value : null;

type CommentRow = Awaited<ReturnType<LawyerRepo['comment']>>;
const commentItem = (row: CommentRow): LawyerCommentItem => ({
  ...row,
  decision: decisionOf(row.decision),
});

export interface LawyerServiceDeps {
  db: Db;
  /** config LAWYER_FEE_DEFAULT: 원 per decision for a lawyer without lawyer_settings. */
  feeDefault: number;
}

/** Every call is a LAWYER's (the routes check the role); the settlement search also admits ADMIN. */
export function createLawyerService({ db, feeDefault }: LawyerServiceDeps) {
  const repo = lawyerRepo;

  async function total(userNo: number, period: LawyerCalculatePeriod): Promise<LawyerCalculateTotal> {
    return settlementRepo.calculateTotal(db, userNo, periodInstants(period));
  }

  async function lines(
    userNo: number,
    period: LawyerCalculatePeriod,
    page: number,
    limit: number,
  ): Promise<LawyerCalculateList> {
    const instants = periodInstants(period);
    const [sum, rows] = await Promise.all([
      settlementRepo.calculateTotal(db, userNo, instants),
      settlementRepo.calculateLines(db, userNo, instants, limit, (page - 1) * limit),
    ]);
    return {
      list: rows.map((r) => {
        const state = r.state as CalculateState;
        return {
          ...r,
          decision: r.decision as LawyerDecision,
          state,
          stateLabel: CALCULATE_LABELS[state],
        };
      }),
      pageInfo: { page, totalPage: totalPages(sum.count, limit), totalRow: sum.count },
    };
  }

  return {
    async queue(_caller: AuthContext, q: LawyerQueueQuery): Promise<LawyerQueue> {
      const filter = { isConfirm: q.isConfirm, status: q.status, rates: q.rate };
      const [totalRow, rows] = await Promise.all([
        repo.queueCount(db, filter),
        repo.queuePage(db, filter, q.limit, (q.page - 1) * q.limit),
      ]);
      return {
        list: rows.map((r) => {
          const grade = computedOf(r);
          return {
            requestNo: r.requestNo,
            saleNo: r.saleNo,
            requestedAt: r.requestedAt,
            decidedAt: r.decidedAt,
            state: r.state as LawyerRequestState,
            isConfirm: confirmOf(r.isConfirm),
            decision: decisionOf(r.decision),
            decidedBy:
              r.deciderNo !== null && r.deciderName !== null
                ? { userNo: r.deciderNo, name: r.deciderName }
                : null,
            brokerGrade: r.safetyGrade,
            changeSafetyGrade: r.changeSafetyGrade,
            computedGrade: {
              level: grade.assessable ? grade.level : null,
              rate: grade.assessable ? grade.rate : null,
              assessable: grade.assessable,
            },
            status: r.status as SaleStatus,
            title: r.title,
            saleAddr: r.saleAddr,
            dong: r.dong,
            unit: r.unit,
            saleType: r.saleType as SaleType,
            buildingType: r.buildingType,
            sellingPrice: r.sellingPrice,
            rentPrice: r.rentPrice,
            deposit: r.deposit,
            monthlyPrice: r.monthlyPrice,
            mainImage: r.mainImage,
            roomType: r.roomType,
            floor: r.floor,
            dedicatedArea1: r.dedicatedArea,
            dedicatedArea2: sqmToPyeong(r.dedicatedArea),
            isLawyer: r.isLawyer,
            isBaro: r.isBaro,
            broker: brokerOf(r),
          };
        }),
        pageInfo: { page: q.page, totalPage: totalPages(totalRow, q.limit), totalRow },
      };
    },

    /** What the lawyer decides on: the request, the grade's figures, the documents and earlier comments. */
    async review(_caller: AuthContext, saleNo: number): Promise<LawyerReview> {
      const sale = await repo.sale(db, saleNo);
      if (!sale || sale.status === 'STORAGE') throw new AppError('NOT_FOUND', LAWYER_MESSAGES.saleNotFound);
      const [request, documents, comments] = await Promise.all([
        repo.currentRequest(db, saleNo),
        repo.documents(db, saleNo),
        repo.comments(db, saleNo),
      ]);
      const grade = computedOf(sale);
      const depositOf =
        sale.saleType === 'RENT' ? sale.rentPrice : sale.saleType === 'MONTHLY' ? sale.deposit : null;
      return {
        saleNo: sale.saleNo,
        title: sale.title,
        saleAddr: sale.saleAddr,
        saleType: sale.saleType as SaleType,
        status: sale.status as SaleStatus,
        isConfirm: confirmOf(sale.isConfirm),
        isLawyer: sale.isLawyer,
        brokerGrade: sale.safetyGrade,
        changeSafetyGrade: sale.changeSafetyGrade,
        broker: brokerOf(sale),
        request: request
          ? {
              requestNo: request.requestNo,
              state: request.state as LawyerRequestState,
              requestedAt: request.requestedAt,
              decidedAt: request.decidedAt,
              decision: decisionOf(request.decision),
              open: request.state === 'WAIT' || request.state === 'ING',
            }
          : null,
        figures: {
          deposit: depositOf,
          sellingPrice: sale.sellingPrice,
          seniorDebt: grade.seniorDebt,
          publicPrice: grade.publicPrice,
          ratio: grade.ratio,
          computedGrade: grade,
        },
        documents: documents.map((d) => {
          const kind = d.kind as SaleDocument['kind'];
          return { kind, label: SALE_DOCUMENT_LABELS[kind], fileId: d.fileId, mime: d.mime };
        }),
        comments: comments.map(commentItem),
      };
    },

    /** 'write' mode: a note on a listing that has had a request; it marks an open request ING. */
    async comment(caller: AuthContext, body: { saleNo: number; lawyerComment: string }) {
      return db.transaction(async (tx) => {
        if (!(await repo.saleExists(tx, body.saleNo)))
          throw new AppError('NOT_FOUND', LAWYER_MESSAGES.saleNotFound);
        if (!(await repo.hasRequest(tx, body.saleNo)))
          throw new AppError('NOT_FOUND', LAWYER_MESSAGES.requestNotFound);
        const commentNo = await repo.insertComment(tx, {
          saleNo: body.saleNo,
          lawyerNo: caller.userNo,
          comment: body.lawyerComment.trim(),
        });
        return commentItem(await repo.comment(tx, commentNo));
      });
    },

    /**
     * The decision, in one transaction: the request closes (conditional update; the loser of a race gets
     * 409), the listing takes the verdict, the comment and the settlement line are written, the broker is
     * told, and a rejection gives the broker's LAWYER unit back on the ledger.
     */
    async decide(
      caller: AuthContext,
      body: {
        requestNo: number;
        saleNo: number;
        isConfirm: LawyerDecision;
        lawyerComment?: string | undefined;
        changeSafetyGrade?: RateCode | undefined;
        changeReason?: string | undefined;
      },
    ): Promise<LawyerDecisionResult> {
      const decision = body.isConfirm;
      const comment = body.lawyerComment?.trim() ?? null;
      try {
        return await db.transaction(async (tx) => {
          const brokerNo = await repo.closeRequest(tx, body.requestNo, body.saleNo);
          if (brokerNo === null) {
            const request = await repo.requestOf(tx, body.requestNo);
            if (!request || request.saleNo !== body.saleNo)
              throw new AppError('NOT_FOUND', LAWYER_MESSAGES.requestNotFound);
            throw new AppError('CONFLICT', LAWYER_MESSAGES.alreadyDecided);
          }
          const sale = await repo.applyDecision(tx, body.saleNo, {
            decision,
            changeSafetyGrade: body.changeSafetyGrade,
          });
          // A corrected grade may agree with the listing's safety comments now, or stop agreeing.
          if (body.changeSafetyGrade) await reviewCommentDisagreement(tx, body.saleNo);
          const commentNo = await repo.insertDecisionComment(tx, {
            saleNo: body.saleNo,
            requestNo: body.requestNo,
            lawyerNo: caller.userNo,
            comment,
            decision,
            changeSafetyGrade: body.changeSafetyGrade ?? null,
            changeReason: body.changeSafetyGrade ? (body.changeReason?.trim() ?? null) : null,
          });
          // The fee of this moment: a later change of the lawyer's terms does not reprice past lines.
          const amount = (await settlementRepo.setting(tx, caller.userNo))?.feePerApproval ?? feeDefault;
          const calculateNo = await settlementRepo.insertCalculate(tx, {
            lawyerNo: caller.userNo,
            requestNo: body.requestNo,
            saleNo: body.saleNo,
            saleTitle: sale.title.slice(0, 100),
            decision,
            amount,
          });
          if (decision === 'REJECT') await quotas.grant(tx, brokerNo, 'LAWYER', 1, LAWYER_REFUND_REASON);
          const name = sale.title === '' ? `매물번호 ${body.saleNo}` : `'${sale.title}'`;
          await notify(tx, {
            userNo: brokerNo,
            kind: 'LAWYER_DECIDED',
            title:
              decision === 'CONFIRM' ? '변호사 인증이 완료되었습니다.' : '변호사 인증 요청이 반려되었습니다.',
            body:
              decision === 'CONFIRM'
                ? `${name} 매물에 변호사 인증 배지가 표시됩니다.${comment ? `\n변호사 의견: ${comment}` : ''}`
                : `${name} 매물의 인증 요청이 반려되었습니다. 사용한 변호사 인증 요청 1회는 반환되었습니다.\n반려 사유: ${comment ?? ''}`,
            link: `/salesManagement/salesDetail/${body.saleNo}`,
          });
          return {
            requestNo: body.requestNo,
            saleNo: body.saleNo,
            state: 'DONE' as const,
            isConfirm: decision,
            isLawyer: sale.isLawyer,
            safetyGrade: sale.safetyGrade,
            changeSafetyGrade: sale.changeSafetyGrade,
            comment: commentItem(await repo.comment(tx, commentNo)),
            calculate: { calculateNo, amount },
            lawyerQtyReturned: decision === 'REJECT',
          };
        });
      } catch (error) {
        // The unique indexes are the last word on "one decision per request", past any race in the code.
        if (
          isUniqueViolation(error, 'lawyer_calculates_request_idx') ||
          isUniqueViolation(error, 'lawyer_comments_decision_request_idx')
        )
          throw new AppError('CONFLICT', LAWYER_MESSAGES.alreadyDecided);
        throw error;
      }
    },

    async setting(caller: AuthContext): Promise<LawyerSetting> {
      const row = await settlementRepo.setting(db, caller.userNo);
      return row
        ? { userNo: caller.userNo, ...row, isDefault: false }
        : {
            userNo: caller.userNo,
            feePerApproval: feeDefault,
            bankName: null,
            accountNo: null,
            accountHolder: null,
            isDefault: true,
          };
    },

    calculateList(
      caller: AuthContext,
      q: LawyerCalculatePeriod & { page: number; limit: number },
    ): Promise<LawyerCalculateList> {
      return lines(caller.userNo, q, q.page, q.limit);
    },

    calculateTotal(caller: AuthContext, period: LawyerCalculatePeriod): Promise<LawyerCalculateTotal> {
      return total(caller.userNo, period);
    },

    /** The lawyer themself, or the operator for any lawyer; another lawyer is refused. */
    async calculateSearch(
      caller: AuthContext,
      userNo: number,
      body: LawyerCalculatePeriod & { page?: number | undefined; limit?: number | undefined },
    ): Promise<LawyerCalculateSearch> {
      if (caller.userType === 'ADMIN') {
        if ((await repo.userType(db, userNo)) !== 'LAWYER')
          throw new AppError('NOT_FOUND', '변호사 회원을 찾을 수 없습니다.');
      } else if (caller.userType !== 'LAWYER') {
        throw new AppError('FORBIDDEN', LAWYER_MESSAGES.lawyerOnly);
      } else if (caller.userNo !== userNo) {
        throw new AppError('FORBIDDEN', LAWYER_MESSAGES.settlementOthers);
      }
      const page = body.page ?? 1;
      const limit = body.limit ?? LAWYER_CALCULATE_LIMITS.fallback;
      const [list, sum] = await Promise.all([lines(userNo, body, page, limit), total(userNo, body)]);
      return { lines: list, total: sum };
    },
  };
}

export type LawyerService = ReturnType<typeof createLawyerService>;
