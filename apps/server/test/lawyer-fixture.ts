import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { lawyerRequests, saleDocuments, sales, users } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';
import { setUnits } from './quota-fixture.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/*
 * What the lawyer tests share (docs/decisions/020): calls with the envelope, a clean queue (the demo seed's
 * requests cancelled, so counts are exact), fresh listings of a broker, requests opened through the broker's
 * own call (P9), and lawyers made for the test.
 */

export interface Answer<E = Record<string, unknown>> {
  status: number;
  body: { code: number; message: string; entity: E };
}

export const visitor: Caller = { userNo: 0, headers: {} };

export function lawyerFixture(getCtx: () => TestContext) {
  async function call<E = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    caller: Caller,
    payload?: Record<string, unknown>,
  ): Promise<Answer<E>> {
    const res = await getCtx().app.inject({
      method,
      url,
      headers: caller.headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }

  const taken = new Set<number>();
  let lawyerSeq = 0;

  return {
    call,

    /** Cancels every open request of the demo seed, so that the queue holds only what a test opens. */
    async clearQueue(): Promise<void> {
      await getCtx()
        .handle.db.update(lawyerRequests)
        .set({ state: 'CANCEL' })
        .where(inArray(lawyerRequests.state, ['WAIT', 'ING']));
    },

    /** ACTIVE listings of the broker never certified nor requested, each handed out once per file. */
    async freshListings(
      userNo: number,
      n: number,
      opts: { grade?: string; withDocuments?: boolean } = {},
    ): Promise<number[]> {
      const rows = await getCtx()
        .handle.db.select({ saleNo: sales.saleNo })
        .from(sales)
        .where(
          and(
            eq(sales.userNo, userNo),
            eq(sales.status, 'ACTIVE'),
            isNull(sales.isConfirm),
            opts.grade ? eq(sales.safetyGrade, opts.grade) : undefined,
            opts.withDocuments
              ? sql`exists (select 1 from ${saleDocuments} where ${saleDocuments.saleNo} = ${sales.saleNo})`
              : undefined,
            notExists(
              getCtx()
                .handle.db.select({ one: sql`1` })
                .from(lawyerRequests)
                .where(eq(lawyerRequests.saleNo, sales.saleNo)),
            ),
          ),
        )
        .orderBy(sales.saleNo);
      const free = rows.map((r) => r.saleNo).filter((s) => !taken.has(s));
      if (free.length < n) throw new Error(`only ${free.length} fresh listings of ${userNo}`);
      const picked = free.slice(0, n);
      for (const s of picked) taken.add(s);
      return picked;
    },

    /** The broker asks for certification of each listing (P9's call), one after another; request numbers. */
    async openRequests(broker: Caller, saleNos: readonly number[]): Promise<number[]> {
      await setUnits(getCtx().handle.db, broker.userNo, 'LAWYER', { granted: saleNos.length });
      const out: number[] = [];
      for (const saleNo of saleNos) {
        const res = await call<{ requestNo: number }>(
          'PATCH',
          `/api/sale/update/lawyer/${broker.userNo}`,
          broker,
          { saleNo },
        );
        if (res.status !== 200) throw new Error(`lawyerUse ${saleNo}: ${res.status} ${res.body.message}`);
        out.push(res.body.entity.requestNo);
      }
      return out;
    },

    /** Another LAWYER account (lawyer01's password), signed in. */
    async newLawyer(name = '최변호'): Promise<Caller> {
      lawyerSeq += 1;
      const loginId = `lawyertest${String(lawyerSeq).padStart(2, '0')}`;
      const { db } = getCtx().handle;
      const [template] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.loginId, 'lawyer01'));
      await db.insert(users).values({
        loginId,
        passwordHash: template?.passwordHash ?? null,
        userType: 'LAWYER',
        status: 'ACTIVE',
        name,
        phone: `0109${String(700_000 + lawyerSeq).padStart(7, '0')}`,
        company: '법무법인 테스트',
      });
      return signIn(getCtx().app, loginId);
    },

    decide(
      lawyer: Caller,
      body: {
        requestNo: number;
        saleNo: number;
        isConfirm: string;
        lawyerComment?: string;
        changeSafetyGrade?: string;
        changeReason?: string;
      },
    ) {
      return call('POST', '/api/lawyer/sale/status', lawyer, body);
    },
  };
}
