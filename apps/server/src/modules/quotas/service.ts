import { totalPages } from '@ansim/domain';
import {
  type AdList,
  type AdUser,
  type BaroMark,
  type BaroUse,
  type LawyerMark,
  type LawyerUse,
  type ProxyApply,
  type ProxyCheck,
  type ProxyUse,
  QUOTA_MESSAGES,
  quotaReasonLabel,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import { notify } from '../notifications/notify.ts';
import { type LockedSale, type QuotaKind, quotasRepo } from './repo.ts';

export type { QuotaKind } from './repo.ts';

/**
 * The quota ledger of DESIGN.md: every grant and use is a `quota_ledger` row written with the change of
 * `quota_balances` in the caller's transaction, so the two never disagree, and the balance cannot go below
 * zero (CHECK). A use is one conditional UPDATE: of concurrent uses of the last unit exactly one succeeds.
 */
export const quotas = {
  /**
   * Takes one unit for `saleNo`; the balance left after it, or null when none was left (nothing written).
   * Must run in the transaction of what the unit is used for: a rollback gives the unit back.
   */
  async useUnit(
    tx: DbOrTransaction,
    userNo: number,
    kind: QuotaKind,
    reason: string,
    saleNo: number | null,
  ): Promise<number | null> {
    return quotasRepo.useOne(tx, { userNo, kind, reason, saleNo });
  },

  /** Adds `amount` units (a purchase, a reward, the operator); returns the new balance. */
  async grant(
    tx: DbOrTransaction,
    userNo: number,
    kind: QuotaKind,
    amount: number,
    reason: string,
  ): Promise<number> {
    return (await grantEntry(tx, userNo, kind, amount, reason)).balance;
  },

  /**
   * A starting grant that happens once per user and kind (demo accounts, sign-up gifts): a user who already
   * has a balance of the kind, spent or not, gets nothing, so running it again changes nothing.
   */
  async grantOnce(
    tx: DbOrTransaction,
    userNo: number,
    kind: QuotaKind,
    amount: number,
    reason: string,
  ): Promise<boolean> {
    const created = await quotasRepo.addIfNone(tx, userNo, kind, amount);
    if (created) await quotasRepo.record(tx, { userNo, kind, entry: 'GRANT', amount, reason, saleNo: null });
    return created;
  },

  balance(ex: DbOrTransaction, userNo: number, kind: QuotaKind): Promise<number> {
    return quotasRepo.balance(ex, userNo, kind);
  },
};

export type QuotasService = typeof quotas;

async function grantEntry(
  tx: DbOrTransaction,
  userNo: number,
  kind: QuotaKind,
  amount: number,
  reason: string,
): Promise<{ balance: number; entryNo: number }> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grant of ${amount} units`);
  const balance = await quotasRepo.add(tx, userNo, kind, amount);
  const entryNo = await quotasRepo.record(tx, { userNo, kind, entry: 'GRANT', amount, reason, saleNo: null });
  return { balance, entryNo };
}

/** Ledger reasons of the uses and grants this module writes (labels: QUOTA_REASON_LABELS). */
export const QUOTA_REASONS = {
  baro: 'BARO_MARK',
  lawyer: 'LAWYER_REQUEST',
  proxy: 'PROXY_REQUEST',
  commentReward: 'COMMENT_REWARD',
} as const;

/** Spec 02 §9: every second comment of a user grants one advertising unit. */
export const COMMENTS_PER_REWARD = 2;

export interface CommentReward {
  /** The user's comments counted so far, this one included. */
  comments: number;
  /** True when this comment completed a pair that had not been rewarded: one AD unit was granted. */
  granted: boolean;
  /** The AD balance after the grant, or null when nothing was granted. */
  adUnits: number | null;
}

/**
 * For P10's comment save, in its transaction: counts the comment, and every second one grants 1 AD unit
 * (reason COMMENT_REWARD). Each pair is rewarded once, whatever happens later to the count: the pair's row
 * (user, pair index) is the key. A rollback of the comment takes the count and the unit back.
 */
export async function grantCommentReward(tx: DbOrTransaction, userNo: number): Promise<CommentReward> {
  const comments = await quotasRepo.countComment(tx, userNo);
  if (comments % COMMENTS_PER_REWARD !== 0) return { comments, granted: false, adUnits: null };
  const pairIndex = comments / COMMENTS_PER_REWARD;
  if (!(await quotasRepo.claimPair(tx, userNo, pairIndex)))
    return { comments, granted: false, adUnits: null };
  const { balance, entryNo } = await grantEntry(tx, userNo, 'AD', 1, QUOTA_REASONS.commentReward);
  await quotasRepo.linkPair(tx, userNo, pairIndex, entryNo);
  await notify(tx, {
    userNo,
    kind: 'QUOTA_GRANTED',
    title: '광고 1회가 지급되었습니다.',
    body: `안전등급 코멘트 ${comments}개를 남겨 광고 등록 1회가 지급되었습니다. 남은 광고 횟수는 ${balance}회입니다.`,
    link: '/salesManagement/adDetail',
  });
  return { comments, granted: true, adUnits: balance };
}

// ---------------------------------------------------------------------------------------------------------
// The broker's calls (docs/decisions/019)

export interface QuotaMarksDeps {
  db: Db;
  /** The customer-service phone of the zero-left message (config CS_PHONE). */
  csPhone: string;
}

/** Every call is the broker's own: {userNo} must be the caller (the routes check the role). */
function assertOwn(caller: AuthContext, userNo: number): void {
  if (caller.userNo !== userNo) throw new AppError('FORBIDDEN');
}

/** The caller's listing, locked; 404 when there is none, 403 when it is another broker's. */
async function ownSale(tx: DbOrTransaction, caller: AuthContext, saleNo: number): Promise<LockedSale> {
  const sale = await quotasRepo.lockSale(tx, saleNo);
  if (!sale) throw new AppError('NOT_FOUND', QUOTA_MESSAGES.saleNotFound);
  if (sale.userNo !== caller.userNo) throw new AppError('FORBIDDEN', QUOTA_MESSAGES.notYourSale);
  return sale;
}

/** One unit of `kind` for `saleNo`, or 409 with `none`; the balance left. */
async function takeUnit(
  tx: DbOrTransaction,
  userNo: number,
  kind: QuotaKind,
  reason: string,
  saleNo: number,
  none: string,
): Promise<number> {
  const left = await quotas.useUnit(tx, userNo, kind, reason, saleNo);
  if (left === null) throw new AppError('CONFLICT', none);
  return left;
}

export function createQuotaMarksService({ db, csPhone }: QuotaMarksDeps) {
  return {
    async adCheck(caller: AuthContext, userNo: number): Promise<{ adUnits: number }> {
      assertOwn(caller, userNo);
      return { adUnits: await quotasRepo.balance(db, userNo, 'AD') };
    },

    async adUser(caller: AuthContext, userNo: number): Promise<AdUser> {
      assertOwn(caller, userNo);
      const [adUnits, t] = await Promise.all([
        quotasRepo.balance(db, userNo, 'AD'),
        quotasRepo.totals(db, userNo, ['BARO', 'LAWYER', 'PROXY']),
      ]);
      return {
        adUnits,
        baro: { used: t.BARO.used, available: t.BARO.balance },
        lawyer: { used: t.LAWYER.used, available: t.LAWYER.balance },
        vicariously: t.PROXY.granted,
        vicariouslyUse: t.PROXY.used,
        remaining: t.PROXY.balance,
      };
    },

    async adList(
      caller: AuthContext,
      query: { kind: QuotaKind | undefined; page: number; limit: number },
    ): Promise<AdList> {
      const { kind, page, limit } = query;
      const [totalRow, rows] = await Promise.all([
        quotasRepo.countEntries(db, caller.userNo, kind),
        quotasRepo.entries(db, caller.userNo, kind, limit, (page - 1) * limit),
      ]);
      return {
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
        pageInfo: { page, totalPage: totalPages(totalRow, limit), totalRow },
      };
    },

    async baroMark(caller: AuthContext, userNo: number): Promise<BaroMark> {
      assertOwn(caller, userNo);
      const { BARO } = await quotasRepo.totals(db, userNo, ['BARO']);
      return { useBaroQty: BARO.used, availBaroQty: BARO.balance };
    },

    async lawyerMark(caller: AuthContext, userNo: number): Promise<LawyerMark> {
      assertOwn(caller, userNo);
      const { LAWYER } = await quotasRepo.totals(db, userNo, ['LAWYER']);
      return { useLawyerQty: LAWYER.used, availLawyerQty: LAWYER.balance };
    },

    /** One 안전방 mark on the caller's ACTIVE listing: isBaro, the ledger row and the unit in one transaction. */
    async baroUse(caller: AuthContext, userNo: number, saleNo: number): Promise<BaroUse> {
      assertOwn(caller, userNo);
      return db.transaction(async (tx) => {
        const sale = await ownSale(tx, caller, saleNo);
        if (sale.isBaro) throw new AppError('CONFLICT', QUOTA_MESSAGES.baroAlready);
        if (sale.status !== 'ACTIVE') throw new AppError('CONFLICT', QUOTA_MESSAGES.baroNotActive);
        const left = await takeUnit(tx, userNo, 'BARO', QUOTA_REASONS.baro, saleNo, QUOTA_MESSAGES.baroNone);
        await quotasRepo.setBaro(tx, saleNo);
        return { saleNo, isBaro: true, availBaroQty: left };
      });
    },

    /** A lawyer certification request (WAIT) for the caller's ACTIVE listing, against one LAWYER unit. */
    async lawyerUse(caller: AuthContext, userNo: number, saleNo: number): Promise<LawyerUse> {
      assertOwn(caller, userNo);
      return db.transaction(async (tx) => {
        const sale = await ownSale(tx, caller, saleNo);
        if (sale.isConfirm === 'WAIT') throw new AppError('CONFLICT', QUOTA_MESSAGES.lawyerWaiting);
        if (sale.isLawyer && sale.isConfirm === 'CONFIRM')
          throw new AppError('CONFLICT', QUOTA_MESSAGES.lawyerConfirmed);
        if (sale.status !== 'ACTIVE') throw new AppError('CONFLICT', QUOTA_MESSAGES.lawyerNotActive);
        const left = await takeUnit(
          tx,
          userNo,
          'LAWYER',
          QUOTA_REASONS.lawyer,
          saleNo,
          QUOTA_MESSAGES.lawyerNone,
        );
        const requestNo = await quotasRepo.openLawyerRequest(tx, saleNo, userNo);
        // An open request the listing's flags did not show (a lawyer's work in progress): refused all the same.
        if (requestNo === null) throw new AppError('CONFLICT', QUOTA_MESSAGES.lawyerWaiting);
        await quotasRepo.setLawyerWaiting(tx, saleNo);
        return { saleNo, isConfirm: 'WAIT', requestNo, availLawyerQty: left };
      });
    },

    /** An application for proxy requests, PENDING until the operator decides (P13); one pending per user. */
    async proxyApply(caller: AuthContext, userNo: number): Promise<ProxyApply> {
      assertOwn(caller, userNo);
      const applicationNo = await quotasRepo.openProxyApplication(db, userNo);
      if (applicationNo === null) throw new AppError('CONFLICT', QUOTA_MESSAGES.applyPending);
      return { applicationNo, state: 'PENDING' };
    },

    async proxyCheck(caller: AuthContext, userNo: number): Promise<ProxyCheck> {
      assertOwn(caller, userNo);
      const { PROXY } = await quotasRepo.totals(db, userNo, ['PROXY']);
      return { vicariously: PROXY.granted, vicariouslyUse: PROXY.used, remaining: PROXY.balance, csPhone };
    },

    /**
     * One proxy request for the caller's listing: the request waits in the operator's queue until the
     * register and the building ledger are attached (P13, through the files service).
     */
    async proxyUse(caller: AuthContext, userNo: number, saleNo: number): Promise<ProxyUse> {
      assertOwn(caller, userNo);
      return db.transaction(async (tx) => {
        const sale = await ownSale(tx, caller, saleNo);
        if (sale.status === 'DELETE') throw new AppError('CONFLICT', QUOTA_MESSAGES.proxyDeleted);
        if (await quotasRepo.hasWaitingProxyRequest(tx, saleNo))
          throw new AppError('CONFLICT', QUOTA_MESSAGES.proxyWaiting);
        const remaining = await takeUnit(
          tx,
          userNo,
          'PROXY',
          QUOTA_REASONS.proxy,
          saleNo,
          QUOTA_MESSAGES.proxyNone,
        );
        const requestNo = await quotasRepo.openProxyRequest(tx, saleNo, userNo);
        if (requestNo === null) throw new AppError('CONFLICT', QUOTA_MESSAGES.proxyWaiting);
        return { requestNo, remaining };
      });
    },
  };
}

export type QuotaMarksService = ReturnType<typeof createQuotaMarksService>;
