import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';
import { quotaBalances, quotaLedger } from '../../db/schema/index.ts';

export type QuotaKind = 'AD';

/** The ledger's statements; every one runs in the caller's transaction (or connection). */
export const quotasRepo = {
  /** One unit off the balance if there is one: the row's lock orders concurrent uses. Null when none was left. */
  takeOne(ex: DbOrTransaction, userNo: number, kind: QuotaKind): Promise<number | null> {
    return ex
      .update(quotaBalances)
      .set({ balance: sql`${quotaBalances.balance} - 1`, updatedAt: sql`now()` })
      .where(
        and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, kind), gt(quotaBalances.balance, 0)),
      )
      .returning({ balance: quotaBalances.balance })
      .then((rows) => rows[0]?.balance ?? null);
  },

  add(ex: DbOrTransaction, userNo: number, kind: QuotaKind, amount: number): Promise<number> {
    return ex
      .insert(quotaBalances)
      .values({ userNo, kind, balance: amount })
      .onConflictDoUpdate({
        target: [quotaBalances.userNo, quotaBalances.kind],
        set: { balance: sql`${quotaBalances.balance} + ${amount}`, updatedAt: sql`now()` },
      })
      .returning({ balance: quotaBalances.balance })
      .then((rows) => rows[0]?.balance ?? 0);
  },

  /** A first balance only: nothing when the user has one of this kind already. True when it was created. */
  addIfNone(ex: DbOrTransaction, userNo: number, kind: QuotaKind, amount: number): Promise<boolean> {
    return ex
      .insert(quotaBalances)
      .values({ userNo, kind, balance: amount })
      .onConflictDoNothing()
      .returning({ userNo: quotaBalances.userNo })
      .then((rows) => rows.length > 0);
  },

  record(
    ex: DbOrTransaction,
    row: {
      userNo: number;
      kind: QuotaKind;
      entry: 'GRANT' | 'USE';
      amount: number;
      reason: string;
      saleNo: number | null;
    },
  ): Promise<unknown> {
    return ex.insert(quotaLedger).values(row);
  },

  balance(ex: DbOrTransaction, userNo: number, kind: QuotaKind): Promise<number> {
    return ex
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, kind)))
      .then((rows) => rows[0]?.balance ?? 0);
  },
};
