import type { QuotaKind } from '@ansim/domain/contract';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { bare } from '../../db/bare-column.ts';
import type { DbOrTransaction } from '../../db/client.ts';
import {
  commentRewardCounts,
  commentRewardPairs,
  lawyerRequests,
  proxyApplications,
  proxyDocumentRequests,
  quotaBalances,
  quotaLedger,
  sales,
} from '../../db/schema/index.ts';

export type { QuotaKind } from '@ansim/domain/contract';

/** A kind's standing: what is left, and the sums of its grants and uses (balance = granted − used). */
export interface KindTotals {
  balance: number;
  granted: number;
  used: number;
}

/** What a mark's use needs to know of the listing, read under its row lock. */
export interface LockedSale {
  saleNo: number;
  userNo: number;
  status: string;
  isBaro: boolean;
  isLawyer: boolean;
  isConfirm: string | null;
}

/** The ledger's statements; every one runs in the caller's transaction (or connection). */
export const quotasRepo = {
  /**
   * One unit off the balance if there is one, and its USE row in the ledger, in one statement: the row's
   * lock orders concurrent uses, and the ledger row is written only when the balance took the unit. The
   * balance after it, or null when none was left.
   */
  useOne(
    ex: DbOrTransaction,
    use: { userNo: number; kind: QuotaKind; reason: string; saleNo: number | null },
  ): Promise<number | null> {
    return ex
      .execute(
        sql`with taken as (
              update ${quotaBalances} set ${bare(quotaBalances.balance)} = ${bare(quotaBalances.balance)} - 1, ${bare(quotaBalances.updatedAt)} = now()
              where ${bare(quotaBalances.userNo)} = ${use.userNo} and ${bare(quotaBalances.kind)} = ${use.kind} and ${bare(quotaBalances.balance)} > 0
              returning ${bare(quotaBalances.balance)}
            ), used as (
              insert into ${quotaLedger} (${bare(quotaLedger.userNo)}, ${bare(quotaLedger.kind)}, ${bare(quotaLedger.entry)}, ${bare(quotaLedger.amount)}, ${bare(quotaLedger.reason)}, ${bare(quotaLedger.saleNo)})
              select ${use.userNo}, ${use.kind}, 'USE', 1, ${use.reason}, ${use.saleNo}::int from taken
            )
            select balance from taken`,
      )
      .then((result) => (result as unknown as { rows: { balance: number }[] }).rows[0]?.balance ?? null);
  },

  /**
   * `amount` units off the balance if that many are left (the operator's take-back): one conditional UPDATE,
   * so concurrent takes can never drive it below zero. The balance after it, or null when it was short.
   */
  take(ex: DbOrTransaction, userNo: number, kind: QuotaKind, amount: number): Promise<number | null> {
    return ex
      .update(quotaBalances)
      .set({ balance: sql`${quotaBalances.balance} - ${amount}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(quotaBalances.userNo, userNo),
          eq(quotaBalances.kind, kind),
          gte(quotaBalances.balance, amount),
        ),
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

  /** Writes one ledger row; its number. */
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
  ): Promise<number> {
    return ex
      .insert(quotaLedger)
      .values(row)
      .returning({ entryNo: quotaLedger.entryNo })
      .then((rows) => rows[0]?.entryNo ?? 0);
  },

  balance(ex: DbOrTransaction, userNo: number, kind: QuotaKind): Promise<number> {
    return ex
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, kind)))
      .then((rows) => rows[0]?.balance ?? 0);
  },

  /** Balance, granted and used of each asked kind; a kind never granted is all zeros. */
  async totals(
    ex: DbOrTransaction,
    userNo: number,
    kinds: readonly QuotaKind[],
  ): Promise<Record<QuotaKind, KindTotals>> {
    const [balances, sums] = await Promise.all([
      ex
        .select({ kind: quotaBalances.kind, balance: quotaBalances.balance })
        .from(quotaBalances)
        .where(and(eq(quotaBalances.userNo, userNo), inArray(quotaBalances.kind, [...kinds]))),
      ex
        .select({
          kind: quotaLedger.kind,
          granted: sql<number>`coalesce(sum(${quotaLedger.amount}) filter (where ${quotaLedger.entry} = 'GRANT'), 0)::int`,
          used: sql<number>`coalesce(sum(${quotaLedger.amount}) filter (where ${quotaLedger.entry} = 'USE'), 0)::int`,
        })
        .from(quotaLedger)
        .where(and(eq(quotaLedger.userNo, userNo), inArray(quotaLedger.kind, [...kinds])))
        .groupBy(quotaLedger.kind),
    ]);
    const out = {} as Record<QuotaKind, KindTotals>;
    for (const kind of kinds) {
      out[kind] = {
        balance: balances.find((b) => b.kind === kind)?.balance ?? 0,
        granted: sums.find((s) => s.kind === kind)?.granted ?? 0,
        used: sums.find((s) => s.kind === kind)?.used ?? 0,
      };
    }
    return out;
  },

  countEntries(ex: DbOrTransaction, userNo: number, kind: QuotaKind | undefined): Promise<number> {
    return ex
      .select({ n: count() })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, userNo), kind ? eq(quotaLedger.kind, kind) : undefined))
      .then((rows) => rows[0]?.n ?? 0);
  },

  /**
   * A page of the user's ledger, newest first, each row with its kind's balance right after it: the running
   * sum of the kind's rows up to it, which is the balance because the balance is the sum of the ledger.
   */
  async entries(
    ex: DbOrTransaction,
    userNo: number,
    kind: QuotaKind | undefined,
    limit: number,
    offset: number,
  ) {
    const signed = sql<number>`case when ${quotaLedger.entry} = 'GRANT' then ${quotaLedger.amount} else -${quotaLedger.amount} end`;
    const running = ex
      .select({
        entryNo: quotaLedger.entryNo,
        kind: quotaLedger.kind,
        delta: signed.as('delta'),
        reason: quotaLedger.reason,
        saleNo: quotaLedger.saleNo,
        createdAt:
          sql<string>`to_char(${quotaLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
            'created_at_iso',
          ),
        balanceAfter:
          sql<number>`(sum(${signed}) over (partition by ${quotaLedger.kind} order by ${quotaLedger.entryNo}))::int`.as(
            'balance_after',
          ),
      })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, userNo), kind ? eq(quotaLedger.kind, kind) : undefined))
      .as('running');
    return ex
      .select()
      .from(running)
      .orderBy(desc(running.entryNo))
      .limit(limit)
      .offset(offset)
      .then((rows) =>
        rows.map((r) => ({
          ...r,
          entryNo: Number(r.entryNo),
          delta: Number(r.delta),
          balanceAfter: Number(r.balanceAfter),
        })),
      );
  },

  // ----- what a use acts on

  /** The listing, locked until the transaction ends, so that checks and the change see one version. */
  lockSale(ex: DbOrTransaction, saleNo: number): Promise<LockedSale | null> {
    return ex
      .select({
        saleNo: sales.saleNo,
        userNo: sales.userNo,
        status: sales.status,
        isBaro: sales.isBaro,
        isLawyer: sales.isLawyer,
        isConfirm: sales.isConfirm,
      })
      .from(sales)
      .where(eq(sales.saleNo, saleNo))
      .for('update')
      .then((rows) => rows[0] ?? null);
  },

  setBaro(ex: DbOrTransaction, saleNo: number): Promise<unknown> {
    return ex.update(sales).set({ isBaro: true }).where(eq(sales.saleNo, saleNo));
  },

  setLawyerWaiting(ex: DbOrTransaction, saleNo: number): Promise<unknown> {
    return ex.update(sales).set({ isLawyer: true, isConfirm: 'WAIT' }).where(eq(sales.saleNo, saleNo));
  },

  /** A new WAIT request; null when the listing has an open one already (the partial unique index). */
  openLawyerRequest(ex: DbOrTransaction, saleNo: number, userNo: number): Promise<number | null> {
    return ex
      .insert(lawyerRequests)
      .values({ saleNo, userNo })
      .onConflictDoNothing()
      .returning({ requestNo: lawyerRequests.requestNo })
      .then((rows) => rows[0]?.requestNo ?? null);
  },

  /** A new request in the operator's queue; null when one for the listing waits already. */
  openProxyRequest(ex: DbOrTransaction, saleNo: number, userNo: number): Promise<number | null> {
    return ex
      .insert(proxyDocumentRequests)
      .values({ saleNo, userNo })
      .onConflictDoNothing()
      .returning({ requestNo: proxyDocumentRequests.requestNo })
      .then((rows) => rows[0]?.requestNo ?? null);
  },

  hasWaitingProxyRequest(ex: DbOrTransaction, saleNo: number): Promise<boolean> {
    return ex
      .select({ requestNo: proxyDocumentRequests.requestNo })
      .from(proxyDocumentRequests)
      .where(
        and(eq(proxyDocumentRequests.saleNo, saleNo), eq(proxyDocumentRequests.state, 'WAITING_DOCUMENTS')),
      )
      .limit(1)
      .then((rows) => rows.length > 0);
  },

  /** A PENDING application; null when the user has one pending already. */
  openProxyApplication(ex: DbOrTransaction, userNo: number): Promise<number | null> {
    return ex
      .insert(proxyApplications)
      .values({ userNo })
      .onConflictDoNothing()
      .returning({ applicationNo: proxyApplications.applicationNo })
      .then((rows) => rows[0]?.applicationNo ?? null);
  },

  // ----- the comment reward

  /** One more comment of the user; the count after it (the row's lock orders a user's comments). */
  countComment(ex: DbOrTransaction, userNo: number): Promise<number> {
    return ex
      .insert(commentRewardCounts)
      .values({ userNo, comments: 1 })
      .onConflictDoUpdate({
        target: commentRewardCounts.userNo,
        set: { comments: sql`${commentRewardCounts.comments} + 1` },
      })
      .returning({ comments: commentRewardCounts.comments })
      .then((rows) => rows[0]?.comments ?? 0);
  },

  /** Claims a pair's reward; false when it was claimed before. */
  claimPair(ex: DbOrTransaction, userNo: number, pairIndex: number): Promise<boolean> {
    return ex
      .insert(commentRewardPairs)
      .values({ userNo, pairIndex })
      .onConflictDoNothing()
      .returning({ userNo: commentRewardPairs.userNo })
      .then((rows) => rows.length > 0);
  },

  linkPair(ex: DbOrTransaction, userNo: number, pairIndex: number, entryNo: number): Promise<unknown> {
    return ex
      .update(commentRewardPairs)
      .set({ entryNo })
      .where(and(eq(commentRewardPairs.userNo, userNo), eq(commentRewardPairs.pairIndex, pairIndex)));
  },
};
