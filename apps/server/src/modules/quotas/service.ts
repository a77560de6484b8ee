import type { DbOrTransaction } from '../../db/client.ts';
import { type QuotaKind, quotasRepo } from './repo.ts';

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
    const left = await quotasRepo.takeOne(tx, userNo, kind);
    if (left === null) return null;
    await quotasRepo.record(tx, { userNo, kind, entry: 'USE', amount: 1, reason, saleNo });
    return left;
  },

  /** Adds `amount` units (a purchase, a reward, the operator); returns the new balance. */
  async grant(
    tx: DbOrTransaction,
    userNo: number,
    kind: QuotaKind,
    amount: number,
    reason: string,
  ): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grant of ${amount} units`);
    const balance = await quotasRepo.add(tx, userNo, kind, amount);
    await quotasRepo.record(tx, { userNo, kind, entry: 'GRANT', amount, reason, saleNo: null });
    return balance;
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
