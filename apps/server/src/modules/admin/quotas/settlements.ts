import { formatWon, pageInfoOf } from '@ansim/domain';
import {
  ADMIN_QUOTA_MESSAGES,
  type AdminLawyerPaid,
  type AdminLawyerRow,
  type AdminLawyerSettlement,
  CALCULATE_LABELS,
  type CalculateState,
  type LawyerDecision,
  type PageInfo,
} from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import { periodInstants } from '../../lawyer/service.ts';
import { settlementRepo } from '../../lawyer/settlement-repo.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import type { AdminCaller } from '../guard.ts';
import { adminQuotasRepo as repo } from './repo.ts';
import { currentKstMonth, type Paging, SETTLEMENT_LINK } from './shared.ts';

/** Each lawyer's settlement terms, and a Korean month's lines marked paid (issue 17 §6, decision 029). */
export function createLawyerSettlements({
  db,
  delivery,
  lawyerFeeDefault,
}: {
  db: Db;
  delivery: NotificationDelivery;
  lawyerFeeDefault: number;
}) {
  async function lawyerOr404(userNo: number) {
    if (!(await repo.isLawyer(db, userNo)))
      throw new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.lawyerNotFound);
  }

  return {
    // ----- lawyers

    async lawyers(
      q: Paging & { q?: string | undefined; month?: string | undefined },
    ): Promise<{ list: AdminLawyerRow[]; pageInfo: PageInfo }> {
      const month = q.month ?? currentKstMonth();
      const { rows, total } = await repo.lawyers(db, {
        search: q.q || undefined,
        period: periodInstants({ month }),
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map((r) => ({
          ...r,
          feePerApproval: r.feePerApproval ?? lawyerFeeDefault,
          isDefaultFee: r.feePerApproval === null,
          month,
        })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    async saveSettings(
      caller: AdminCaller,
      userNo: number,
      body: { feePerApproval: number; bankName: string; accountNo: string; accountHolder: string },
    ) {
      await lawyerOr404(userNo);
      await db.transaction(async (tx) => {
        const before = await repo.lockSettings(tx, userNo);
        await repo.upsertSettings(tx, userNo, body);
        await audit(tx, caller.actor, {
          action: 'lawyer.settings',
          targetType: 'lawyer',
          targetId: userNo,
          before,
          after: { ...body },
        });
      });
      return { userNo, ...body };
    },

    async settlement(userNo: number, month: string): Promise<AdminLawyerSettlement> {
      await lawyerOr404(userNo);
      const period = periodInstants({ month });
      const [lines, total] = await Promise.all([
        // A lawyer decides at most a few hundred requests a month; 1,000 lines is far beyond that.
        settlementRepo.calculateLines(db, userNo, period, 1000, 0),
        settlementRepo.calculateTotal(db, userNo, period),
      ]);
      return {
        month,
        lines: lines.map((l) => ({
          ...l,
          decision: l.decision as LawyerDecision,
          state: l.state as CalculateState,
          stateLabel: CALCULATE_LABELS[l.state as CalculateState] ?? l.state,
        })),
        total: {
          count: total.count,
          amount: Math.round(total.amount),
          paidAmount: Math.round(total.paidAmount),
          pendingAmount: Math.round(total.pendingAmount),
          heldAmount: Math.round(total.heldAmount),
        },
      };
    },

    /**
     * The month's 정산 예정 lines → 정산 완료 in one conditional UPDATE; with them the audit row and the
     * lawyer's notification. A month with nothing left to pay answers 0 lines and writes nothing.
     */
    async markPaid(caller: AdminCaller, userNo: number, month: string): Promise<AdminLawyerPaid> {
      await lawyerOr404(userNo);
      const result = await db.transaction(async (tx) => {
        const paid = await repo.markPaid(tx, userNo, periodInstants({ month }));
        const amount = paid.reduce((sum, line) => sum + line.amount, 0);
        if (paid.length === 0) return { month, count: 0, amount: 0 };
        await audit(tx, caller.actor, {
          action: 'lawyer.settlement.paid',
          targetType: 'settlement',
          targetId: `${userNo}:${month}`,
          before: { state: 'CALCULATE001', count: paid.length, amount },
          after: { state: 'CALCULATE002', calculateNos: paid.map((p) => p.calculateNo) },
        });
        await notify(tx, {
          userNo,
          kind: 'SETTLEMENT_PAID',
          title: `${month} 정산이 완료되었습니다.`,
          body: `${month} 검토 ${paid.length}건, ${formatWon(amount)}이 정산 완료되었습니다.`,
          link: SETTLEMENT_LINK,
        });
        return { month, count: paid.length, amount };
      });
      if (result.count > 0) delivery.kick();
      return result;
    },
  };
}
