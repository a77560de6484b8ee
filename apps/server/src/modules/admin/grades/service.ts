import { pageInfoOf, RATE_LABELS, type RateCode } from '@ansim/domain';
import { ADMIN_GRADE_MESSAGES, type AdminGradeDecision, type AdminGradeItem } from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import { reviewCommentDisagreement } from '../../sales/grade-disagreement.ts';
import type { AdminCaller } from '../guard.ts';
import type { AdminGradeListQuery, AdminGradesRepo, GradeListRow } from './repo.ts';

const itemOf = (row: GradeListRow): AdminGradeItem => ({
  reviewNo: row.reviewNo,
  source: row.source,
  state: row.state,
  sale: {
    saleNo: row.saleNo,
    title: row.title,
    address: row.address,
    status: row.status,
    saleType: row.saleType,
    sellingPrice: row.sellingPrice,
    rentPrice: row.rentPrice,
    deposit: row.deposit,
    monthlyPrice: row.monthlyPrice,
  },
  broker: { userNo: row.brokerNo, name: row.brokerName, loginId: row.brokerLoginId },
  brokerGrade: row.brokerGrade,
  computedGrade: row.computedGrade,
  effectiveGrade: row.effectiveGrade,
  comments: {
    rate001: row.rate001,
    rate002: row.rate002,
    rate003: row.rate003,
    rate004: row.rate004,
    rate005: row.rate005,
    total: row.rate001 + row.rate002 + row.rate003 + row.rate004 + row.rate005,
  },
  reasons: row.reasons,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
  decidedBy: row.decidedBy,
  decisionGrade: row.decisionGrade,
  decisionReason: row.decisionReason,
});

/** '3등급(보통)'. */
const gradeText = (rate: RateCode | null): string =>
  rate ? `${rate.slice(-1)}등급(${RATE_LABELS[rate]})` : '등급 없음';

/**
 * The grade review queue (issue 17 §3, docs/decisions/025). Each decision is one transaction: the review's
 * conditional UPDATE (the only place a race is decided), the listing's grade, the broker's notification
 * and the audit row; a refusal inside it (a correction to the grade it already has) rolls all of it back.
 */
export function createAdminGradesService({
  db,
  repo,
  delivery,
}: {
  db: Db;
  repo: AdminGradesRepo;
  delivery: NotificationDelivery;
}) {
  /** 404 for a review that does not exist, 409 for one already decided. */
  const refuseClosed = async (reviewNo: number): Promise<never> => {
    if (await repo.exists(reviewNo)) throw new AppError('CONFLICT', ADMIN_GRADE_MESSAGES.notOpen);
    throw new AppError('NOT_FOUND', ADMIN_GRADE_MESSAGES.notFound);
  };

  return {
    async list(query: AdminGradeListQuery) {
      // A pure read: comment reviews are opened and withdrawn by the writes (decision 025).
      const { rows, total } = await repo.list(query);
      return {
        list: rows.map(itemOf),
        pageInfo: pageInfoOf(query.page, query.limit, total),
      };
    },

    async accept(
      caller: AdminCaller,
      reviewNo: number,
      reason: string | undefined,
    ): Promise<AdminGradeDecision> {
      const decision = await db.transaction(async (tx) => {
        const review = await repo.decide(tx, reviewNo, {
          state: 'ACCEPTED',
          by: caller.userNo,
          grade: null,
          reason: reason ?? null,
        });
        if (!review) return null;
        const sale = await repo.lockSale(tx, review.saleNo);
        if (!sale) throw new AppError('NOT_FOUND', ADMIN_GRADE_MESSAGES.saleNotFound);
        const grade = sale.changeSafetyGrade ?? sale.safetyGrade;
        if (!grade) throw new AppError('NOT_FOUND', ADMIN_GRADE_MESSAGES.saleNotFound);
        await audit(tx, caller.actor, {
          action: 'grade.accept',
          targetType: 'grade_review',
          targetId: reviewNo,
          before: { state: 'OPEN', saleNo: review.saleNo, source: review.source, grade },
          after: { state: 'ACCEPTED', saleNo: review.saleNo, source: review.source, grade },
          reason: reason ?? null,
        });
        return { reviewNo, saleNo: review.saleNo, state: 'ACCEPTED' as const, grade };
      });
      return decision ?? refuseClosed(reviewNo);
    },

    async correct(
      caller: AdminCaller,
      reviewNo: number,
      body: { grade: RateCode; reason: string },
    ): Promise<AdminGradeDecision> {
      const decision = await db.transaction(async (tx) => {
        const review = await repo.decide(tx, reviewNo, {
          state: 'CORRECTED',
          by: caller.userNo,
          grade: body.grade,
          reason: body.reason,
        });
        if (!review) return null;
        const sale = await repo.lockSale(tx, review.saleNo);
        if (!sale) throw new AppError('NOT_FOUND', ADMIN_GRADE_MESSAGES.saleNotFound);
        const before = sale.changeSafetyGrade ?? sale.safetyGrade;
        if (before === body.grade) throw new AppError('VALIDATION', ADMIN_GRADE_MESSAGES.sameGrade);
        await repo.setGrade(tx, review.saleNo, body.grade);
        // The listing's new grade may agree or disagree with its comments (a no-op today: this review,
        // the listing's only open one, is decided and remembers the newest comment).
        await reviewCommentDisagreement(tx, review.saleNo);
        await notify(tx, {
          userNo: sale.userNo,
          kind: 'GRADE_CORRECTED',
          title: '매물의 안전등급이 정정되었습니다',
          body: `「${sale.title}」의 안전등급을 운영자가 ${gradeText(before)}에서 ${gradeText(body.grade)}으로 정정했습니다. 사유: ${body.reason}`,
          link: `/salesManagement/salesDetail/${review.saleNo}`,
        });
        await audit(tx, caller.actor, {
          action: 'grade.correct',
          targetType: 'grade_review',
          targetId: reviewNo,
          before: {
            state: 'OPEN',
            saleNo: review.saleNo,
            source: review.source,
            grade: before,
            safetyGrade: sale.safetyGrade,
            changeSafetyGrade: sale.changeSafetyGrade,
          },
          after: {
            state: 'CORRECTED',
            saleNo: review.saleNo,
            source: review.source,
            grade: body.grade,
            safetyGrade: body.grade,
            changeSafetyGrade: body.grade,
          },
          reason: body.reason,
        });
        return { reviewNo, saleNo: review.saleNo, state: 'CORRECTED' as const, grade: body.grade };
      });
      if (!decision) return refuseClosed(reviewNo);
      delivery.kick();
      return decision;
    },
  };
}

export type AdminGradesService = ReturnType<typeof createAdminGradesService>;
