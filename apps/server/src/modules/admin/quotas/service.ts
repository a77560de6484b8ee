import { formatWon, kstDay, pageInfoOf } from '@ansim/domain';
import {
  ADMIN_QUOTA_MESSAGES,
  type AdminLawyerPaid,
  type AdminLawyerRow,
  type AdminLawyerSettlement,
  type AdminProxyApplication,
  type AdminProxyRequest,
  type AdminQuotaChange,
  type AdminQuotaLedger,
  type AdminQuotaRow,
  CALCULATE_LABELS,
  type CalculateState,
  type LawyerDecision,
  type PageInfo,
  PROXY_DOCUMENT_LABELS,
  QUOTA_KIND_LABELS,
  type QuotaKind,
  quotaReasonLabel,
} from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AcceptedFile, FilesService } from '../../files/service.ts';
import { SALE_DOCUMENT_KIND } from '../../files/upload-service.ts';
import { periodInstants } from '../../lawyer/service.ts';
import { settlementRepo } from '../../lawyer/settlement-repo.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import { quotasRepo } from '../../quotas/repo.ts';
import { quotas } from '../../quotas/service.ts';
import type { AdminCaller } from '../guard.ts';
import { type BalanceSort, adminQuotasRepo as repo } from './repo.ts';

/** Ledger reason codes of the operator's own grants and take-backs (labels: QUOTA_REASON_LABELS). */
export const ADMIN_QUOTA_REASONS = {
  grant: 'ADMIN_GRANT',
  revoke: 'ADMIN_REVOKE',
  proxyApplication: 'PROXY_APPLICATION',
} as const;

const KINDS: readonly QuotaKind[] = ['AD', 'BARO', 'LAWYER', 'PROXY'];

/** Where a broker reads their balances and history. */
const BALANCE_LINK = '/salesManagement/adDetail';
const SETTLEMENT_LINK = '/approval/settlement';

interface Paging {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

/** The Korean calendar month of now, YYYY-MM. */
export const currentKstMonth = (now: Date = new Date()) => kstDay(now).slice(0, 7);

export interface ProxyDocumentUpload {
  field: 'registerCopy' | 'buildingRegister';
  kind: 'REGISTER_COPY' | 'BUILDING_REGISTER';
  filename: string;
  data: Buffer;
}

export function createAdminQuotasService({
  db,
  files,
  delivery,
  lawyerFeeDefault,
}: {
  db: Db;
  files: FilesService;
  delivery: NotificationDelivery;
  lawyerFeeDefault: number;
}) {
  async function userOr404(userNo: number) {
    const user = await repo.user(db, userNo);
    if (!user) throw new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.userNotFound);
    return user;
  }

  async function lawyerOr404(userNo: number) {
    if (!(await repo.isLawyer(db, userNo)))
      throw new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.lawyerNotFound);
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

    // ----- proxy applications

    async applications(
      q: Paging & { state?: string | undefined },
    ): Promise<{ list: AdminProxyApplication[]; pageInfo: PageInfo }> {
      const { rows, total } = await repo.applications(db, {
        state: q.state,
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map((r) => ({ ...r, state: r.state as AdminProxyApplication['state'] })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    /** PENDING → GRANTED (the deciding statement) and PROXY units through the ledger, in one transaction. */
    async grantApplication(
      caller: AdminCaller,
      applicationNo: number,
      body: { amount: number; reason: string },
    ) {
      const balance = await db.transaction(async (tx) => {
        const decided = await repo.decideApplication(tx, applicationNo, 'GRANTED');
        if (!decided) throw await applicationRefusal(tx, applicationNo);
        const after = await quotas.grant(
          tx,
          decided.userNo,
          'PROXY',
          body.amount,
          ADMIN_QUOTA_REASONS.proxyApplication,
        );
        await audit(tx, caller.actor, {
          action: 'proxy.application.grant',
          targetType: 'proxy_application',
          targetId: applicationNo,
          before: { state: 'PENDING', balance: after - body.amount },
          after: { state: 'GRANTED', balance: after, amount: body.amount, userNo: decided.userNo },
          reason: body.reason,
        });
        await notify(tx, {
          userNo: decided.userNo,
          kind: 'QUOTA_GRANTED',
          title: '서류 대리 발급 신청이 승인되었습니다.',
          body: `서류 대리 발급 요청 ${body.amount}회가 지급되었습니다. 남은 요청 횟수는 ${after}회입니다.`,
          link: BALANCE_LINK,
        });
        return after;
      });
      delivery.kick();
      return { applicationNo, state: 'GRANTED' as const, balance };
    },

    async rejectApplication(caller: AdminCaller, applicationNo: number, body: { reason: string }) {
      await db.transaction(async (tx) => {
        const decided = await repo.decideApplication(tx, applicationNo, 'REJECTED');
        if (!decided) throw await applicationRefusal(tx, applicationNo);
        await audit(tx, caller.actor, {
          action: 'proxy.application.reject',
          targetType: 'proxy_application',
          targetId: applicationNo,
          before: { state: 'PENDING' },
          after: { state: 'REJECTED', userNo: decided.userNo },
          reason: body.reason,
        });
        await notify(tx, {
          userNo: decided.userNo,
          kind: 'PROXY_APPLICATION_REJECTED',
          title: '서류 대리 발급 신청이 반려되었습니다.',
          body: `사유: ${body.reason}`,
          link: BALANCE_LINK,
        });
      });
      delivery.kick();
      return { applicationNo, state: 'REJECTED' as const, balance: null };
    },

    // ----- proxy document requests

    async requests(
      q: Paging & { state?: string | undefined },
    ): Promise<{ list: AdminProxyRequest[]; pageInfo: PageInfo }> {
      const { rows, total } = await repo.requests(db, {
        state: q.state,
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map((r) => ({
          ...r,
          state: r.state as AdminProxyRequest['state'],
          documents: r.documents.map((d) => ({
            ...d,
            kind: d.kind as 'REGISTER_COPY' | 'BUILDING_REGISTER',
          })),
        })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    /**
     * The register and the building ledger for a waiting request: the files are checked and written first,
     * then one transaction marks the request ATTACHED (conditionally), records them as the broker's private
     * files, makes them the listing's documents, writes the audit row and notifies the broker. When the
     * transaction rolls back the written files are removed, so no object is left without a row.
     */
    async attach(caller: AdminCaller, requestNo: number, uploads: readonly ProxyDocumentUpload[]) {
      const accepted: { upload: ProxyDocumentUpload; file: AcceptedFile }[] = [];
      for (const upload of uploads)
        accepted.push({
          upload,
          file: await files.accept(
            { field: upload.field, filename: upload.filename, data: upload.data },
            'sale-documents',
          ),
        });
      const written = accepted.map((a) => a.file);
      await files.write(written);
      let bodyDone = false;
      try {
        const result = await db.transaction(async (tx) => {
          const request = await repo.markAttached(tx, requestNo);
          if (!request)
            throw (await repo.requestExists(tx, requestNo))
              ? new AppError('CONFLICT', ADMIN_QUOTA_MESSAGES.requestDone)
              : new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.requestNotFound);
          const documents: { kind: 'REGISTER_COPY' | 'BUILDING_REGISTER'; fileId: string; mime: string }[] =
            [];
          for (const { upload, file } of accepted) {
            const fileId = await files.record(file, { userNo: request.userNo, kind: SALE_DOCUMENT_KIND }, tx);
            await repo.setDocument(tx, request.saleNo, upload.kind, fileId);
            documents.push({ kind: upload.kind, fileId, mime: file.file.mime });
          }
          await audit(tx, caller.actor, {
            action: 'proxy.document.attach',
            targetType: 'proxy_request',
            targetId: requestNo,
            before: { state: 'WAITING_DOCUMENTS' },
            after: {
              state: 'ATTACHED',
              saleNo: request.saleNo,
              documents: documents.map((d) => ({ kind: d.kind, fileId: d.fileId })),
            },
          });
          const title = await repo.saleTitle(tx, request.saleNo);
          await notify(tx, {
            userNo: request.userNo,
            kind: 'PROXY_DOCUMENTS_ATTACHED',
            title: '요청하신 서류가 등록되었습니다.',
            body: `'${title}' 매물에 ${documents.map((d) => PROXY_DOCUMENT_LABELS[d.kind]).join('과 ')}이 등록되었습니다.`,
            link: `/salesManagement/salesDetail/${request.saleNo}`,
          });
          bodyDone = true;
          return { requestNo, saleNo: request.saleNo, state: 'ATTACHED' as const, documents };
        });
        delivery.kick();
        return result;
      } catch (error) {
        if (!bodyDone) await files.discard(written);
        throw error;
      }
    },

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

  async function applicationRefusal(tx: Parameters<typeof repo.applicationExists>[0], applicationNo: number) {
    return (await repo.applicationExists(tx, applicationNo))
      ? new AppError('CONFLICT', ADMIN_QUOTA_MESSAGES.applicationDecided)
      : new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.applicationNotFound);
  }
}

export type AdminQuotasService = ReturnType<typeof createAdminQuotasService>;
