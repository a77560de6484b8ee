import type { SaleStatus } from '@ansim/domain';
import {
  ADMIN_REPORT_MESSAGES,
  type AdminReportDecision,
  type AdminReportSaleDetail,
  type AdminReportState,
  BROKER_AUTO_SUSPEND_REASON,
  BROKER_SUSPEND_WARNINGS,
  BROKER_WARNING_WINDOW_DAYS,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AuthService } from '../../auth/service.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import type { AdminCaller } from '../guard.ts';
import { type ClosedReport, adminReportsRepo as repo } from './repo.ts';

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may run again. */
const isRetryable = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return code === '40P01' || code === '40001';
};

/**
 * Two decisions on different listings update the same count-cube rows (decision 018) and may deadlock;
 * PostgreSQL then rolls one back whole, so it is run again.
 */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

const quoted = (title: string) => (title ? `「${title}」` : '신고하신 매물');

export interface AdminReportsDeps {
  db: Db;
  auth: AuthService;
  delivery: NotificationDelivery;
}

/** The operator's report queue and its two decisions (issue 17 §4, docs/decisions/023). */
export function createAdminReportsService({ db, auth, delivery }: AdminReportsDeps) {
  /** Why a decision changed nothing: the report is unknown (404) or already closed (409). */
  async function refusal(ex: DbOrTransaction, reportNo: number): Promise<AppError> {
    const state = await repo.reportState(ex, reportNo);
    return state
      ? new AppError('CONFLICT', ADMIN_REPORT_MESSAGES.notOpen, { reportNo, state: state.state })
      : new AppError('NOT_FOUND', ADMIN_REPORT_MESSAGES.notFound);
  }

  async function tellReporters(
    tx: DbOrTransaction,
    closed: readonly ClosedReport[],
    title: string,
    outcome: 'CONFIRMED' | 'DISMISSED',
    reason: string,
  ) {
    const body =
      outcome === 'CONFIRMED'
        ? `신고하신 매물 ${quoted(title)}이(가) 허위매물로 확인되어 게시가 중지되었습니다. 신고해주셔서 감사합니다.`
        : `신고하신 매물 ${quoted(title)}에 대한 신고가 검토 결과 기각되었습니다. 사유: ${reason}`;
    // One reporter has one report per listing (the unique key), so each is told once.
    for (const report of closed)
      await notify(tx, {
        userNo: report.reporterUserNo,
        kind: 'REPORT_RESOLVED',
        title: '신고 처리 결과',
        body,
        link: null,
      });
  }

  return {
    async list(filter: {
      state: AdminReportState | 'ALL';
      saleNo?: number;
      sort?: 'createdAt' | 'openCount';
      order: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const { totalRow, list } = await repo.page(db, {
        ...filter,
        offset: (filter.page - 1) * filter.limit,
      });
      return {
        list,
        pageInfo: { page: filter.page, totalPage: Math.ceil(totalRow / filter.limit), totalRow },
      };
    },

    async saleDetail(saleNo: number): Promise<AdminReportSaleDetail> {
      const sale = await repo.sale(db, saleNo);
      if (!sale) throw new AppError('NOT_FOUND', ADMIN_REPORT_MESSAGES.saleNotFound);
      const [reports, brokerWarnings] = await Promise.all([
        repo.reportsOfSale(db, saleNo),
        repo.countWarnings(db, sale.broker.userNo),
      ]);
      return { sale, brokerWarnings, reports };
    },

    /**
     * 허위매물 확인, in one transaction: every OPEN report of the listing → CONFIRMED, the listing ACTIVE →
     * STOP, one warning to the broker (per listing), the broker suspended at the threshold (their sessions
     * revoked and every ACTIVE listing paused), the reporters and the broker told, and the audit rows.
     */
    async confirm(caller: AdminCaller, reportNo: number, reason: string): Promise<AdminReportDecision> {
      const decision = await withRetry(() =>
        db.transaction(async (tx) => {
          const closed = await repo.confirmListing(tx, reportNo, caller.userNo, reason);
          if (closed.length === 0) throw await refusal(tx, reportNo);
          const saleNo = closed[0]?.saleNo as number;
          const before = await repo.sale(tx, saleNo);
          if (!before) throw new AppError('NOT_FOUND', ADMIN_REPORT_MESSAGES.saleNotFound);
          const brokerNo = before.broker.userNo;
          // The broker's row is locked before anything refers to it: the warning's foreign key takes a
          // share lock on it, and two confirmations that both held one would deadlock upgrading it.
          const status = await repo.lockBroker(tx, brokerNo);
          const stopped = await repo.stopListing(tx, saleNo);
          const saleStatus: SaleStatus = stopped ? 'STOP' : before.status;

          await audit(tx, caller.actor, {
            action: 'report.confirm',
            targetType: 'report',
            targetId: reportNo,
            before: { state: 'OPEN', saleNo, saleStatus: before.status },
            after: { state: 'CONFIRMED', saleNo, saleStatus, closedReports: closed.map((c) => c.reportNo) },
            reason,
          });
          await tellReporters(tx, closed, before.title, 'CONFIRMED', reason);

          const warned = await repo.insertWarning(tx, {
            userNo: brokerNo,
            saleNo,
            reportNo,
            reason,
            createdBy: caller.userNo,
          });
          const warnings = await repo.countWarnings(tx, brokerNo);
          if (warned) {
            await audit(tx, caller.actor, {
              action: 'broker.warn',
              targetType: 'user',
              targetId: brokerNo,
              before: null,
              after: { saleNo, reportNo, warnings },
              reason,
            });
          }
          // The rule counts warnings (one per listing) within the window; a broker reinstated by the
          // operator who is warned again while still at or over the threshold is suspended again.
          const suspended =
            warned &&
            warnings >= BROKER_SUSPEND_WARNINGS &&
            status === 'ACTIVE' &&
            (await repo.suspend(tx, brokerNo, BROKER_AUTO_SUSPEND_REASON));
          let paused: number[] = [];
          if (suspended) {
            await auth.revokeAll(brokerNo, tx);
            paused = await repo.stopBrokerListings(tx, brokerNo);
            await audit(tx, caller.actor, {
              action: 'member.suspend',
              targetType: 'user',
              targetId: brokerNo,
              before: { status: 'ACTIVE' },
              after: { status: 'SUSPENDED', warnings, stoppedSales: paused },
              reason: BROKER_AUTO_SUSPEND_REASON,
            });
          }
          await notify(tx, {
            userNo: brokerNo,
            kind: 'BROKER_WARNED',
            title: suspended ? '허위매물 경고 누적으로 이용이 정지되었습니다' : '허위매물 경고',
            body: suspended
              ? `매물 ${quoted(before.title)}이(가) 허위매물로 확인되었습니다. ${BROKER_WARNING_WINDOW_DAYS}일 안에 경고가 ${warnings}회 누적되어 이용이 정지되었고 게시중인 매물이 모두 중지되었습니다. 사유: ${reason}`
              : `매물 ${quoted(before.title)}이(가) 허위매물로 확인되어 게시가 중지되었습니다. ${BROKER_WARNING_WINDOW_DAYS}일 안에 경고가 ${BROKER_SUSPEND_WARNINGS}회 누적되면 이용이 정지됩니다(현재 ${warnings}회). 사유: ${reason}`,
            link: null,
          });
          return {
            outcome: 'CONFIRMED' as const,
            reportNos: closed.map((c) => c.reportNo).sort((a, b) => a - b),
            saleNo,
            saleStatus,
            warned,
            brokerWarnings: warnings,
            suspended,
          };
        }),
      );
      delivery.kick();
      return decision;
    },

    /** 기각: the one report OPEN → DISMISSED, its reporter told, the audit row; 409 when not OPEN. */
    async dismiss(caller: AdminCaller, reportNo: number, reason: string): Promise<AdminReportDecision> {
      const decision = await db.transaction(async (tx) => {
        const closed = await repo.dismiss(tx, reportNo, caller.userNo, reason);
        if (closed.length === 0) throw await refusal(tx, reportNo);
        const saleNo = closed[0]?.saleNo as number;
        const sale = await repo.sale(tx, saleNo);
        if (!sale) throw new AppError('NOT_FOUND', ADMIN_REPORT_MESSAGES.saleNotFound);
        await audit(tx, caller.actor, {
          action: 'report.dismiss',
          targetType: 'report',
          targetId: reportNo,
          before: { state: 'OPEN', saleNo },
          after: { state: 'DISMISSED', saleNo },
          reason,
        });
        await tellReporters(tx, closed, sale.title, 'DISMISSED', reason);
        return {
          outcome: 'DISMISSED' as const,
          reportNos: closed.map((c) => c.reportNo),
          saleNo,
          saleStatus: sale.status,
          warned: false,
          brokerWarnings: await repo.countWarnings(tx, sale.broker.userNo),
          suspended: false,
        };
      });
      delivery.kick();
      return decision;
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
