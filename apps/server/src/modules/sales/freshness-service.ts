import { STALE_ASK_DAYS, STALE_STOP_DAYS } from '@ansim/domain';
import {
  SALE_FRESHNESS_MESSAGES,
  SALE_MANAGE_MESSAGES,
  type SaleConfirmed,
  type StaleSales,
} from '@ansim/domain/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import type { ExpiredRow, FreshnessRepo } from './freshness-repo.ts';
import { reviewCommentDisagreement } from './grade-disagreement.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings the expiry job handles per transaction: short locks, a few notifications at a time. */
export const EXPIRY_BATCH_SIZE = 200;
/** The most stale listings the dashboard lists (the badge counts them all). */
const STALE_LIST_MAX = 100;
/** Where a broker confirms: the listing dashboard. */
export const DASHBOARD_LINK = '/salesManagement';

/** '「망원동 투룸」' or '「망원동 투룸」 외 2건' for a broker's listings in one notification. */
function listingsPhrase(rows: ExpiredRow[]): string {
  const first = rows[0]?.title ?? `매물 ${rows[0]?.saleNo ?? ''}`;
  return rows.length > 1 ? `「${first}」 외 ${rows.length - 1}건` : `「${first}」`;
}

const byBroker = (rows: ExpiredRow[]): Map<number, ExpiredRow[]> => {
  const groups = new Map<number, ExpiredRow[]>();
  for (const row of rows) groups.set(row.userNo, [...(groups.get(row.userNo) ?? []), row]);
  return groups;
};

export interface FreshnessDeps {
  db: Db;
  repo: FreshnessRepo;
  /** Starts delivering the notifications just committed (modules/notifications/delivery.ts). */
  kick?: () => void;
}

export function createFreshnessService({ db, repo, kick }: FreshnessDeps) {
  return {
    /**
     * The owner's one-tap confirmation: confirmed today, and back in search when the expiry job had paused
     * it. 404 unknown, 403 another broker's, 409 a listing that is neither ACTIVE nor paused for staleness.
     */
    async confirm(caller: AuthContext, saleNo: number): Promise<SaleConfirmed> {
      return db.transaction(async (tx) => {
        const row = await repo.confirm(tx, caller.userNo, saleNo);
        if (!row) {
          const owner = await repo.owner(tx, saleNo);
          if (!owner) throw new AppError('NOT_FOUND', SALE_MANAGE_MESSAGES.notFound);
          if (owner.userNo !== caller.userNo) throw new AppError('FORBIDDEN', SALE_MANAGE_MESSAGES.notOwner);
          throw new AppError('CONFLICT', SALE_FRESHNESS_MESSAGES.notConfirmable, { saleNo });
        }
        const reactivated = row.wasStatus === 'STOP';
        // Back in search: its comment review may open again, as on any return to ACTIVE.
        if (reactivated) await reviewCommentDisagreement(tx, saleNo);
        return { saleNo: row.saleNo, status: row.status, confirmedAt: row.confirmedAt, reactivated };
      });
    },

    async stale(caller: AuthContext, now: Date = new Date()): Promise<StaleSales> {
      const askBefore = new Date(now.getTime() - STALE_ASK_DAYS * DAY_MS);
      const rows = await repo.stale(db, caller.userNo, askBefore, STALE_LIST_MAX);
      return {
        staleCount: rows[0]?.total ?? 0,
        list: rows.map(({ total: _total, ...item }) => item),
      };
    },

    /**
     * The expiry job (issue 18 §3), idempotent: ACTIVE listings unconfirmed for STALE_STOP_DAYS go STOP
     * (marked, so a confirmation lifts it) and their brokers are told; those unconfirmed for
     * STALE_ASK_DAYS are asked 'still available?' once per confirmation. Each batch is one transaction with
     * its notifications, one per broker. `now` is the job's clock (tests move it).
     */
    async expire(now: Date, batchSize = EXPIRY_BATCH_SIZE): Promise<{ stopped: number; asked: number }> {
      const stopBefore = new Date(now.getTime() - STALE_STOP_DAYS * DAY_MS);
      const askBefore = new Date(now.getTime() - STALE_ASK_DAYS * DAY_MS);
      let stopped = 0;
      let asked = 0;
      for (;;) {
        const rows = await db.transaction(async (tx) => {
          const done = await repo.stopUnconfirmed(tx, stopBefore, batchSize);
          // Out of search: a comment review of the listing closes, as on any pause.
          for (const { saleNo } of done) await reviewCommentDisagreement(tx, saleNo);
          for (const [userNo, listings] of byBroker(done))
            await notify(tx, {
              userNo,
              kind: 'SALE_STALE_STOPPED',
              title: '확인되지 않아 매물이 중지되었어요',
              body: `${listingsPhrase(listings)}이(가) ${STALE_STOP_DAYS}일 동안 거래 가능 확인이 없어 게시가 중지되었어요. 매물관리의 '확인 필요'에서 '다시 확인하고 게시'를 누르면 바로 다시 게시됩니다.`,
              link: DASHBOARD_LINK,
            });
          return done;
        });
        stopped += rows.length;
        if (rows.length < batchSize) break;
      }
      for (;;) {
        const rows = await db.transaction(async (tx) => {
          const done = await repo.askUnconfirmed(tx, askBefore, stopBefore, now, batchSize);
          for (const [userNo, listings] of byBroker(done))
            await notify(tx, {
              userNo,
              kind: 'SALE_EXPIRING',
              title: '매물이 아직 거래 가능한가요?',
              body: `${listingsPhrase(listings)}이(가) ${STALE_ASK_DAYS}일 동안 확인되지 않았어요. 매물관리에서 '거래 가능 확인'을 눌러주세요. ${STALE_STOP_DAYS}일이 지나면 게시가 중지됩니다.`,
              link: DASHBOARD_LINK,
            });
          return done;
        });
        asked += rows.length;
        if (rows.length === 0) break;
      }
      if (stopped + asked > 0) kick?.();
      return { stopped, asked };
    },
  };
}

export type FreshnessService = ReturnType<typeof createFreshnessService>;
