import { pageInfoOf } from '@ansim/domain';
import {
  ADMIN_QUOTA_MESSAGES,
  type AdminQuotaChange,
  type AdminQuotaLedger,
  type AdminQuotaRow,
  type PageInfo,
  QUOTA_KIND_LABELS,
  type QuotaKind,
  quotaReasonLabel,
} from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import { quotasRepo } from '../../quotas/repo.ts';
import { quotas } from '../../quotas/service.ts';
import type { AdminCaller } from '../guard.ts';
import { type BalanceSort, adminQuotasRepo as repo } from './repo.ts';
import { ADMIN_QUOTA_REASONS, BALANCE_LINK, KINDS, type Paging } from './shared.ts';

/** The operator's grants and take-backs of quota units, and each user's balances and ledger (issue 17 §6). */
export function createQuotaUnits({ db, delivery }: { db: Db; delivery: NotificationDelivery }) {
  async function userOr404(userNo: number) {
    const user = await repo.user(db, userNo);
    if (!user) throw new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.userNotFound);
    return user;
  }

  return {
    // ----- balances and the ledger

    async balances(
      q: Paging & { sort?: BalanceSort | undefined; q?: string | undefined },
    ): Promise<{ list: AdminQuotaRow[]; pageInfo: PageInfo }> {
      const { rows, total } = await repo.balances(db, {
        search: q.q || undefined,
        sort: q.sort ?? 'userNo',
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map(({ AD, BARO, LAWYER, PROXY, ...user }) => ({
          ...user,
          balances: { AD: Number(AD), BARO: Number(BARO), LAWYER: Number(LAWYER), PROXY: Number(PROXY) },
        })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    async ledger(userNo: number, q: Paging & { kind?: QuotaKind | undefined }): Promise<AdminQuotaLedger> {
      const user = await userOr404(userNo);
      const [totals, totalRow, rows] = await Promise.all([
        quotasRepo.totals(db, userNo, KINDS),
        quotasRepo.countEntries(db, userNo, q.kind),
        quotasRepo.entries(db, userNo, q.kind, q.limit, (q.page - 1) * q.limit),
      ]);
      return {
        user: {
          userNo: user.userNo,
          loginId: user.loginId,
          name: user.name,
          company: user.company,
          balances: {
            AD: totals.AD.balance,
            BARO: totals.BARO.balance,
            LAWYER: totals.LAWYER.balance,
            PROXY: totals.PROXY.balance,
          },
        },
        list: rows.map((r) => ({
          entryNo: r.entryNo,
          kind: r.kind as QuotaKind,
          delta: r.delta,
          reason: r.reason,
          reasonLabel: quotaReasonLabel(r.reason),
          saleNo: r.saleNo,
          createdAt: r.createdAt,
          balanceAfter: r.balanceAfter,
        })),
        pageInfo: pageInfoOf(q.page, q.limit, totalRow),
      };
    },

    /** Units to a user through the ledger (ADMIN_GRANT), the audit row and the user's notification in one transaction. */
    async grant(
      caller: AdminCaller,
      userNo: number,
      body: { kind: QuotaKind; amount: number; reason: string },
    ): Promise<AdminQuotaChange> {
      await userOr404(userNo);
      const balance = await db.transaction(async (tx) => {
        const after = await quotas.grant(tx, userNo, body.kind, body.amount, ADMIN_QUOTA_REASONS.grant);
        await audit(tx, caller.actor, {
          action: 'quota.grant',
          targetType: 'quota',
          targetId: userNo,
          before: { kind: body.kind, balance: after - body.amount },
          after: { kind: body.kind, balance: after, amount: body.amount },
          reason: body.reason,
        });
        await notify(tx, {
          userNo,
          kind: 'QUOTA_GRANTED',
          title: `${QUOTA_KIND_LABELS[body.kind]} ${body.amount}회가 지급되었습니다.`,
          body: `운영자가 ${QUOTA_KIND_LABELS[body.kind]} ${body.amount}회를 지급했습니다. 남은 횟수는 ${after}회입니다.`,
          link: BALANCE_LINK,
        });
        return after;
      });
      delivery.kick();
      return { userNo, kind: body.kind, amount: body.amount, balance };
    },

    /**
     * Takes units back: one conditional UPDATE that cannot go below zero (409 when short, nothing written),
     * its USE row (ADMIN_REVOKE), the audit row and the notification in one transaction.
     */
    async revoke(
      caller: AdminCaller,
      userNo: number,
      body: { kind: QuotaKind; amount: number; reason: string },
    ): Promise<AdminQuotaChange> {
      await userOr404(userNo);
      const balance = await db.transaction(async (tx) => {
        const after = await quotasRepo.take(tx, userNo, body.kind, body.amount);
        if (after === null) throw new AppError('CONFLICT', ADMIN_QUOTA_MESSAGES.revokeShort);
        await quotasRepo.record(tx, {
          userNo,
          kind: body.kind,
          entry: 'USE',
          amount: body.amount,
          reason: ADMIN_QUOTA_REASONS.revoke,
          saleNo: null,
        });
        await audit(tx, caller.actor, {
          action: 'quota.revoke',
          targetType: 'quota',
          targetId: userNo,
          before: { kind: body.kind, balance: after + body.amount },
          after: { kind: body.kind, balance: after, amount: body.amount },
          reason: body.reason,
        });
        await notify(tx, {
          userNo,
          kind: 'QUOTA_REVOKED',
          title: `${QUOTA_KIND_LABELS[body.kind]} ${body.amount}회가 회수되었습니다.`,
          body: `운영자가 ${QUOTA_KIND_LABELS[body.kind]} ${body.amount}회를 회수했습니다. 사유: ${body.reason} (남은 횟수 ${after}회)`,
          link: BALANCE_LINK,
        });
        return after;
      });
      delivery.kick();
      return { userNo, kind: body.kind, amount: body.amount, balance };
    },
  };
}
