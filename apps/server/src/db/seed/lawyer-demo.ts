import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QUOTA_REASONS, quotas } from '../../modules/quotas/service.ts';
import type { Db } from '../client.ts';
import { lawyerRequests, lawyerSettings, sales, users } from '../schema/index.ts';

/** lawyer01's settlement terms in the demo, as the operator would have set them (P13). */
export const DEMO_LAWYER_SETTINGS = {
  feePerApproval: 30_000,
  bankName: '신한은행',
  accountNo: '110-482-905511',
  accountHolder: '이변호',
} as const;

/** Open requests the demo starts with (the generated 인증 대기 listings beyond them are reset). */
const DEMO_OPEN_REQUESTS = 20;

const userNoOf = async (db: Db, loginId: string): Promise<number | null> => {
  const [row] = await db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, loginId));
  return row?.userNo ?? null;
};

/**
 * The lawyer's side of the demo, once: lawyer01's settlement terms, and an open certification request for
 * the newest demo listings shown as 인증 대기 (with at least one on a grade-1 listing of broker01), each against a
 * LAWYER unit granted and used on the ledger like any broker's. Nothing happens when a request exists.
 * Returns the number of requests opened.
 */
export async function seedLawyerDemo(db: Db): Promise<number> {
  const lawyerNo = await userNoOf(db, 'lawyer01');
  if (lawyerNo !== null)
    await db
      .insert(lawyerSettings)
      .values({ userNo: lawyerNo, ...DEMO_LAWYER_SETTINGS })
      .onConflictDoNothing();

  const [existing] = await db.select({ n: count() }).from(lawyerRequests);
  if (existing && existing.n > 0) return 0;
  const broker01 = await userNoOf(db, 'broker01');

  return db.transaction(async (tx) => {
    const generated = await tx
      .select({ saleNo: sales.saleNo, userNo: sales.userNo })
      .from(sales)
      .where(and(eq(sales.isConfirm, 'WAIT'), sql`${sales.status} <> 'STORAGE'`))
      .orderBy(asc(sales.saleNo));
    // A queue of a dozen reads like a working day; the generator's hundreds would bury a request made in the
    // demo on the last of thirty pages. The rest never asked: no mark, no verdict.
    const waiting = generated.slice(-DEMO_OPEN_REQUESTS);
    const neverAsked = generated.slice(0, -DEMO_OPEN_REQUESTS).map((s) => s.saleNo);
    if (neverAsked.length > 0)
      await tx
        .update(sales)
        .set({ isLawyer: false, isConfirm: null })
        .where(inArray(sales.saleNo, neverAsked));
    const [grade1] =
      broker01 === null
        ? []
        : await tx
            .select({ saleNo: sales.saleNo, userNo: sales.userNo })
            .from(sales)
            .where(
              and(
                eq(sales.userNo, broker01),
                eq(sales.status, 'ACTIVE'),
                eq(sales.safetyGrade, 'RATE001'),
                isNull(sales.isConfirm),
              ),
            )
            .orderBy(asc(sales.saleNo))
            .limit(1);
    if (grade1) {
      await tx
        .update(sales)
        .set({ isLawyer: true, isConfirm: 'WAIT' })
        .where(eq(sales.saleNo, grade1.saleNo));
      waiting.push(grade1);
    }
    if (waiting.length === 0) return 0;

    const perBroker = new Map<number, number>();
    for (const { userNo } of waiting) perBroker.set(userNo, (perBroker.get(userNo) ?? 0) + 1);
    for (const [userNo, n] of perBroker) await quotas.grant(tx, userNo, 'LAWYER', n, 'DEMO');
    for (const { userNo, saleNo } of waiting)
      await quotas.useUnit(tx, userNo, 'LAWYER', QUOTA_REASONS.lawyer, saleNo);

    // Spread over the last days, so that the queue's oldest-first order reads like real traffic.
    const now = Date.now();
    await tx.insert(lawyerRequests).values(
      waiting.map(({ saleNo, userNo }, i) => {
        const at = new Date(now - (waiting.length - i) * 37 * 60_000);
        return { saleNo, userNo, state: 'WAIT', createdAt: at, updatedAt: at };
      }),
    );
    return waiting.length;
  });
}
