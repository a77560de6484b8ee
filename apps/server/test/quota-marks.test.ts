import { QUOTA_MESSAGES, type QuotaKind } from '@ansim/domain/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentRewardCounts,
  lawyerRequests,
  proxyApplications,
  proxyDocumentRequests,
  quotaBalances,
  quotaLedger,
  sales,
} from '../src/db/schema/index.ts';
import { grantCommentReward, quotas } from '../src/modules/quotas/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { setUnits } from './quota-fixture.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/*
 * A broker's quotas and marks (P9 item 3, docs/decisions/019): every call's answer, who may call it, uses
 * that change a listing and write the ledger in one transaction, 200 concurrent uses of the last unit, the
 * ledger summing to the balance after a random sequence, and the comment reward's pairs.
 */

let ctx: TestContext;
let broker: Caller;
let other: Caller;
let general: Caller;
const visitor: Caller = { userNo: 0, headers: {} };

beforeAll(async () => {
  ctx = await createTestApp();
  [broker, other, general] = await Promise.all([
    signIn(ctx.app, 'broker01'),
    signIn(ctx.app, 'broker02'),
    signIn(ctx.app, 'user01'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

interface Answer {
  status: number;
  body: { code: number; message: string; entity: Record<string, unknown> | null };
}

async function call(
  method: 'GET' | 'PATCH',
  url: string,
  caller: Caller,
  payload?: Record<string, unknown>,
): Promise<Answer> {
  const res = await ctx.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const USER_ROUTES = [
  ['PATCH', (u: number) => `/api/sale/check/${u}`],
  ['PATCH', (u: number) => `/api/ad/user/${u}`],
  ['PATCH', (u: number) => `/api/sale/baro/mark/${u}`],
  ['PATCH', (u: number) => `/api/sale/lawyer/mark/${u}`],
  ['PATCH', (u: number) => `/api/sale/update/baro/${u}`],
  ['PATCH', (u: number) => `/api/sale/update/lawyer/${u}`],
  ['PATCH', (u: number) => `/api/sale/apply/vicariously/${u}`],
  ['PATCH', (u: number) => `/api/sale/check/vicariously/${u}`],
  ['PATCH', (u: number) => `/api/sale/vicariously/used/${u}`],
] as const;

const baroUse = (caller: Caller, saleNo: number, userNo = caller.userNo) =>
  call('PATCH', `/api/sale/update/baro/${userNo}`, caller, { saleNo });
const lawyerUse = (caller: Caller, saleNo: number, userNo = caller.userNo) =>
  call('PATCH', `/api/sale/update/lawyer/${userNo}`, caller, { saleNo });
const proxyUse = (caller: Caller, saleNo: number, userNo = caller.userNo) =>
  call('PATCH', `/api/sale/vicariously/used/${userNo}`, caller, { saleNo });

/** ACTIVE listings of the user with no mark and no certification yet, each used at most once per file. */
const taken = new Set<number>();
async function freshListings(userNo: number, n: number, status = 'ACTIVE'): Promise<number[]> {
  const rows = await ctx.handle.db
    .select({ saleNo: sales.saleNo })
    .from(sales)
    .where(
      and(
        eq(sales.userNo, userNo),
        eq(sales.status, status),
        eq(sales.isBaro, false),
        isNull(sales.isConfirm),
      ),
    )
    .orderBy(sales.saleNo);
  const free = rows.map((r) => r.saleNo).filter((s) => !taken.has(s));
  if (free.length < n) throw new Error(`only ${free.length} fresh ${status} listings of ${userNo}`);
  const picked = free.slice(0, n);
  for (const s of picked) taken.add(s);
  return picked;
}

const balanceOf = async (userNo: number, kind: QuotaKind) =>
  (
    await ctx.handle.db
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, kind)))
  )[0]?.balance ?? 0;

/** GRANTs minus USEs of the kind: what the balance must always be. */
const ledgerSum = async (userNo: number, kind: QuotaKind) =>
  (
    await ctx.handle.db
      .select({
        sum: sql<number>`coalesce(sum(case when ${quotaLedger.entry} = 'GRANT' then ${quotaLedger.amount} else -${quotaLedger.amount} end), 0)::int`,
      })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, userNo), eq(quotaLedger.kind, kind)))
  )[0]?.sum ?? 0;

const useRows = (userNo: number, kind: QuotaKind) =>
  ctx.handle.db
    .select({ saleNo: quotaLedger.saleNo, reason: quotaLedger.reason, amount: quotaLedger.amount })
    .from(quotaLedger)
    .where(and(eq(quotaLedger.userNo, userNo), eq(quotaLedger.kind, kind), eq(quotaLedger.entry, 'USE')));

describe('the counts', () => {
  it('answers each count of the caller from the ledger', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'AD', { granted: 12, used: 2 });
    await setUnits(ctx.handle.db, broker.userNo, 'BARO', { granted: 4, used: 1 });
    await setUnits(ctx.handle.db, broker.userNo, 'LAWYER', { granted: 3 });
    await setUnits(ctx.handle.db, broker.userNo, 'PROXY', { granted: 5, used: 2 });

    expect((await call('PATCH', `/api/sale/check/${broker.userNo}`, broker)).body.entity).toEqual({
      adUnits: 10,
    });
    const user = await call('PATCH', `/api/ad/user/${broker.userNo}`, broker);
    expect(user.status).toBe(200);
    expect(user.body.entity).toEqual({
      adUnits: 10,
      baro: { used: 1, available: 3 },
      lawyer: { used: 0, available: 3 },
      vicariously: 5,
      vicariouslyUse: 2,
      remaining: 3,
    });
    expect((await call('PATCH', `/api/sale/baro/mark/${broker.userNo}`, broker)).body.entity).toEqual({
      useBaroQty: 1,
      availBaroQty: 3,
    });
    expect((await call('PATCH', `/api/sale/lawyer/mark/${broker.userNo}`, broker)).body.entity).toEqual({
      useLawyerQty: 0,
      availLawyerQty: 3,
    });
    expect((await call('PATCH', `/api/sale/check/vicariously/${broker.userNo}`, broker)).body.entity).toEqual(
      { vicariously: 5, vicariouslyUse: 2, remaining: 3, csPhone: '1588-0000' },
    );
  });

  it('lists the history newest first, with each row’s balance after it and a Korean reason', async () => {
    const baro = await call('GET', '/api/ad/list?kind=BARO', broker);
    expect(baro.status).toBe(200);
    const entity = baro.body.entity as { list: Record<string, unknown>[]; pageInfo: unknown };
    expect(entity.pageInfo).toEqual({ page: 1, totalPage: 1, totalRow: 2 });
    expect(entity.list).toMatchObject([
      { kind: 'BARO', delta: -1, reason: 'TEST', reasonLabel: '테스트', saleNo: null, balanceAfter: 3 },
      { kind: 'BARO', delta: 4, reason: 'TEST', reasonLabel: '테스트', saleNo: null, balanceAfter: 4 },
    ]);
    expect(String(entity.list[0]?.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // All kinds, paged: another broker's rows never show.
    const all = await call('GET', '/api/ad/list?limit=3&page=2', broker);
    const page = all.body.entity as { list: { kind: string }[]; pageInfo: { totalRow: number } };
    const mine = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotaLedger)
      .where(eq(quotaLedger.userNo, broker.userNo));
    expect(page.pageInfo.totalRow).toBe(mine[0]?.n);
    expect(page.list).toHaveLength(3);

    const bad = await call('GET', '/api/ad/list?kind=GOLD', broker);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('kind');
  });
});

describe('who may call', () => {
  it("refuses another broker's userNo, a general user and a visitor", async () => {
    for (const [method, url] of USER_ROUTES) {
      const payload = url(0).includes('/update/') || url(0).includes('/used/') ? { saleNo: 1 } : undefined;
      const theirs = await call(method, url(other.userNo), broker, payload);
      expect(theirs.status, url(other.userNo)).toBe(403);
      const asGeneral = await call(method, url(general.userNo), general, payload);
      expect(asGeneral.status, url(general.userNo)).toBe(403);
      const asVisitor = await call(method, url(broker.userNo), visitor, payload);
      expect(asVisitor.status, url(broker.userNo)).toBe(401);
    }
    expect((await call('GET', '/api/ad/list', general)).status).toBe(403);
    expect((await call('GET', '/api/ad/list', visitor)).status).toBe(401);
  });

  it("refuses a mark on another broker's listing or on none, and spends nothing", async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'BARO', { granted: 2 });
    const [theirs] = await freshListings(other.userNo, 1);
    const refused = await baroUse(broker, theirs!);
    expect(refused.status).toBe(403);
    expect((await baroUse(broker, 2_000_000_000)).status).toBe(404);
    expect(
      (await call('PATCH', `/api/sale/update/baro/${broker.userNo}`, broker, { saleNo: 'x' })).status,
    ).toBe(400);
    expect(await balanceOf(broker.userNo, 'BARO')).toBe(2);
    const [row] = await ctx.handle.db
      .select({ isBaro: sales.isBaro })
      .from(sales)
      .where(eq(sales.saleNo, theirs!));
    expect(row?.isBaro).toBe(false);
  });
});

describe('안전방 marks', () => {
  const detail = async (saleNo: number) =>
    (await call('PATCH', `/api/sale/${saleNo}`, broker)).body.entity as {
      useBaroQty: number | null;
      availBaroQty: number | null;
      isBaro: boolean;
    };

  it('marks an ACTIVE listing, writes the ledger, and the detail follows', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'BARO', { granted: 3, used: 1 });
    const [saleNo, stopped] = await freshListings(broker.userNo, 2);
    expect(await detail(saleNo!)).toMatchObject({ useBaroQty: 1, availBaroQty: 2, isBaro: false });

    const used = await baroUse(broker, saleNo!);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({
      code: 1,
      message: QUOTA_MESSAGES.baroUsed,
      entity: { saleNo, isBaro: true, availBaroQty: 1 },
    });
    expect(await detail(saleNo!)).toMatchObject({ useBaroQty: 2, availBaroQty: 1, isBaro: true });
    expect(await useRows(broker.userNo, 'BARO')).toContainEqual({ saleNo, reason: 'BARO_MARK', amount: 1 });

    // Twice on one listing: 409, and the unit stays.
    const again = await baroUse(broker, saleNo!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(QUOTA_MESSAGES.baroAlready);
    // A paused listing cannot carry the mark.
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, stopped!));
    const paused = await baroUse(broker, stopped!);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe(QUOTA_MESSAGES.baroNotActive);
    expect(await balanceOf(broker.userNo, 'BARO')).toBe(1);

    // The last one, then none left.
    const [next, after] = await freshListings(broker.userNo, 2);
    expect((await baroUse(broker, next!)).status).toBe(200);
    const none = await baroUse(broker, after!);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(QUOTA_MESSAGES.baroNone);
    const [row] = await ctx.handle.db
      .select({ isBaro: sales.isBaro })
      .from(sales)
      .where(eq(sales.saleNo, after!));
    expect(row?.isBaro).toBe(false);
    expect(await ledgerSum(broker.userNo, 'BARO')).toBe(0);
  });

  it('200 concurrent uses of the last mark on 200 listings: exactly one succeeds', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'BARO', { granted: 1 });
    const listings = await freshListings(broker.userNo, 200);
    const answers = await Promise.all(listings.map((saleNo) => baroUse(broker, saleNo)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(QUOTA_MESSAGES.baroNone);
    }
    expect(await balanceOf(broker.userNo, 'BARO')).toBe(0);
    expect(await useRows(broker.userNo, 'BARO')).toHaveLength(1);
    const marked = await ctx.handle.db
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(and(inArray(sales.saleNo, listings), eq(sales.isBaro, true)));
    expect(marked.map((m) => m.saleNo)).toEqual([won[0]?.body.entity?.saleNo]);
  });
});

describe('lawyer certification requests', () => {
  it('opens one WAIT request per listing and sets isConfirm WAIT', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'LAWYER', { granted: 3 });
    const [saleNo] = await freshListings(broker.userNo, 1);
    const first = await lawyerUse(broker, saleNo!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.entity).toMatchObject({ saleNo, isConfirm: 'WAIT', availLawyerQty: 2 });
    const requestNo = first.body.entity?.requestNo as number;
    const requests = await ctx.handle.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.saleNo, saleNo!));
    expect(requests).toMatchObject([{ requestNo, saleNo, userNo: broker.userNo, state: 'WAIT' }]);
    const [row] = await ctx.handle.db
      .select({ isLawyer: sales.isLawyer, isConfirm: sales.isConfirm })
      .from(sales)
      .where(eq(sales.saleNo, saleNo!));
    expect(row).toEqual({ isLawyer: true, isConfirm: 'WAIT' });

    const second = await lawyerUse(broker, saleNo!);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(QUOTA_MESSAGES.lawyerWaiting);
    expect(await balanceOf(broker.userNo, 'LAWYER')).toBe(2);
    expect(
      await ctx.handle.db.select().from(lawyerRequests).where(eq(lawyerRequests.saleNo, saleNo!)),
    ).toHaveLength(1);
    expect((await call('PATCH', `/api/sale/lawyer/mark/${broker.userNo}`, broker)).body.entity).toEqual({
      useLawyerQty: 1,
      availLawyerQty: 2,
    });
  });

  it('concurrent requests on one listing open one request and spend one unit', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'LAWYER', { granted: 10 });
    const [saleNo] = await freshListings(broker.userNo, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => lawyerUse(broker, saleNo!)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await balanceOf(broker.userNo, 'LAWYER')).toBe(9);
  });

  it('none left: 409 with a Korean message, no request', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'LAWYER', { granted: 0 });
    const [saleNo] = await freshListings(broker.userNo, 1);
    const none = await lawyerUse(broker, saleNo!);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(QUOTA_MESSAGES.lawyerNone);
    expect(
      await ctx.handle.db.select().from(lawyerRequests).where(eq(lawyerRequests.saleNo, saleNo!)),
    ).toEqual([]);
  });
});

describe('proxy documents (대리 발급)', () => {
  it('an application is PENDING, one at a time', async () => {
    const applied = await call('PATCH', `/api/sale/apply/vicariously/${broker.userNo}`, broker);
    expect(applied.status).toBe(200);
    expect(applied.body.entity).toMatchObject({ state: 'PENDING' });
    const again = await call('PATCH', `/api/sale/apply/vicariously/${broker.userNo}`, broker);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(QUOTA_MESSAGES.applyPending);
    const rows = await ctx.handle.db
      .select()
      .from(proxyApplications)
      .where(eq(proxyApplications.userNo, broker.userNo));
    expect(rows).toMatchObject([{ applicationNo: applied.body.entity?.applicationNo, state: 'PENDING' }]);
  });

  it('a use queues a request for the documents; at zero the spec’s message', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'PROXY', { granted: 1 });
    const [saleNo, next] = await freshListings(broker.userNo, 2);
    const used = await proxyUse(broker, saleNo!);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.entity).toMatchObject({ remaining: 0 });
    const queued = await ctx.handle.db
      .select()
      .from(proxyDocumentRequests)
      .where(eq(proxyDocumentRequests.saleNo, saleNo!));
    expect(queued).toMatchObject([
      { requestNo: used.body.entity?.requestNo, userNo: broker.userNo, state: 'WAITING_DOCUMENTS' },
    ]);
    expect(
      (await call('PATCH', `/api/sale/check/vicariously/${broker.userNo}`, broker)).body.entity,
    ).toMatchObject({ vicariously: 1, vicariouslyUse: 1, remaining: 0 });

    const none = await proxyUse(broker, next!);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.');
    expect(
      await ctx.handle.db.select().from(proxyDocumentRequests).where(eq(proxyDocumentRequests.saleNo, next!)),
    ).toEqual([]);

    // A listing whose documents are awaited is not asked for twice.
    await setUnits(ctx.handle.db, broker.userNo, 'PROXY', { granted: 1 });
    const twice = await proxyUse(broker, saleNo!);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(QUOTA_MESSAGES.proxyWaiting);
    expect(await balanceOf(broker.userNo, 'PROXY')).toBe(1);
  });

  it('200 concurrent uses of the last request: exactly one succeeds', async () => {
    await setUnits(ctx.handle.db, broker.userNo, 'PROXY', { granted: 1 });
    const listings = await freshListings(broker.userNo, 200);
    const answers = await Promise.all(listings.map((saleNo) => proxyUse(broker, saleNo)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(199);
    expect(await balanceOf(broker.userNo, 'PROXY')).toBe(0);
    expect(await useRows(broker.userNo, 'PROXY')).toHaveLength(1);
    const queued = await ctx.handle.db
      .select({ requestNo: proxyDocumentRequests.requestNo })
      .from(proxyDocumentRequests)
      .where(inArray(proxyDocumentRequests.saleNo, listings));
    expect(queued).toHaveLength(1);
  });
});

describe('the ledger', () => {
  it('the balance equals the sum of the ledger after a random sequence of grants and uses', async () => {
    const userNo = other.userNo;
    const kinds: QuotaKind[] = ['AD', 'BARO', 'LAWYER', 'PROXY'];
    const expected = new Map<QuotaKind, number>();
    for (const kind of kinds) {
      await setUnits(ctx.handle.db, userNo, kind, { granted: 0 });
      expect(await ledgerSum(userNo, kind)).toBe(0);
      expect(await balanceOf(userNo, kind)).toBe(0);
      expect(expected.set(kind, 0));
    }
    let seed = 20261124;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let refused = 0;
    for (let step = 0; step < 300; step++) {
      const kind = kinds[next(kinds.length)]!;
      const have = expected.get(kind) ?? 0;
      if (next(3) === 0) {
        const amount = 1 + next(3);
        await ctx.handle.db.transaction((tx) => quotas.grant(tx, userNo, kind, amount, 'TEST'));
        expected.set(kind, have + amount);
      } else {
        const left = await ctx.handle.db.transaction((tx) => quotas.useUnit(tx, userNo, kind, 'TEST', null));
        if (have === 0) {
          expect(left).toBeNull();
          refused++;
        } else {
          expect(left).toBe(have - 1);
          expected.set(kind, have - 1);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    for (const kind of kinds) {
      expect(await balanceOf(userNo, kind), kind).toBe(expected.get(kind));
      expect(await ledgerSum(userNo, kind), kind).toBe(expected.get(kind));
    }
  });
});

describe('the comment reward', () => {
  it('every second comment grants one AD unit, once per pair', async () => {
    const userNo = other.userNo;
    await setUnits(ctx.handle.db, userNo, 'AD', { granted: 0 });
    const comment = () => ctx.handle.db.transaction((tx) => grantCommentReward(tx, userNo));
    expect(await comment()).toEqual({ comments: 1, granted: false, adUnits: null });
    expect(await comment()).toEqual({ comments: 2, granted: true, adUnits: 1 });
    expect(await comment()).toEqual({ comments: 3, granted: false, adUnits: null });
    expect(await comment()).toEqual({ comments: 4, granted: true, adUnits: 2 });

    // A comment whose save rolls back counts for nothing.
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await grantCommentReward(tx, userNo);
        throw new Error('the comment failed');
      }),
    ).rejects.toThrow('the comment failed');
    expect(await comment()).toEqual({ comments: 5, granted: false, adUnits: null });

    // A pair already rewarded is never rewarded again, whatever happens to the count.
    await ctx.handle.db
      .update(commentRewardCounts)
      .set({ comments: 0 })
      .where(eq(commentRewardCounts.userNo, userNo));
    await comment();
    expect(await comment()).toEqual({ comments: 2, granted: false, adUnits: null });
    expect(await balanceOf(userNo, 'AD')).toBe(2);
    const rewards = await ctx.handle.db
      .select()
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, userNo), eq(quotaLedger.reason, 'COMMENT_REWARD')));
    expect(rewards).toHaveLength(2);
    expect(rewards.every((r) => r.kind === 'AD' && r.entry === 'GRANT' && r.amount === 1)).toBe(true);
    expect(await ledgerSum(userNo, 'AD')).toBe(2);
  });

  it('20 concurrent comments of one user grant exactly 10 units', async () => {
    const lawyer = await signIn(ctx.app, 'lawyer01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.handle.db.transaction((tx) => grantCommentReward(tx, lawyer.userNo)),
      ),
    );
    expect(answers.filter((a) => a.granted)).toHaveLength(10);
    expect(answers.map((a) => a.comments).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await balanceOf(lawyer.userNo, 'AD')).toBe(10);
  });
});
