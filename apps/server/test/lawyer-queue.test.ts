import { LAWYER_MESSAGES, type LawyerQueue } from '@ansim/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerRequests, lawyerSettings, sales, users } from '../src/db/schema/index.ts';
import { DEMO_LAWYER_SETTINGS } from '../src/db/seed/lawyer-demo.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { lawyerFixture, visitor } from './lawyer-fixture.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/*
 * The certification queue (issue 15 item 1, docs/decisions/020): what the demo seed leaves in it, the WAIT,
 * CONFIRM and REJECT tabs, the rate and status filters, paging by 10, that a broker's listings without a
 * request never show, and that every lawyer call refuses visitors, general users and brokers.
 */

let ctx: TestContext;
const fx = lawyerFixture(() => ctx);
let lawyer: Caller;
let broker: Caller;
let broker2: Caller;
let general: Caller;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  [lawyer, broker, broker2, general, admin] = await Promise.all([
    signIn(ctx.app, 'lawyer01'),
    signIn(ctx.app, 'broker01'),
    signIn(ctx.app, 'broker02'),
    signIn(ctx.app, 'user01'),
    signIn(ctx.app, 'admin01'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const queue = (query = '', caller = lawyer) =>
  fx.call<LawyerQueue>('GET', `/api/lawyer/sale/list${query}`, caller);

describe('the demo seed', () => {
  it('opens requests for the listings shown as waiting, one on a grade-1 listing of broker01', async () => {
    const { db } = ctx.handle;
    const open = await db
      .select({ saleNo: lawyerRequests.saleNo, userNo: sales.userNo, grade: sales.safetyGrade })
      .from(lawyerRequests)
      .innerJoin(sales, eq(sales.saleNo, lawyerRequests.saleNo))
      .where(inArray(lawyerRequests.state, ['WAIT', 'ING']));
    expect(open.some((r) => r.userNo === broker.userNo && r.grade === 'RATE001')).toBe(true);
    // Every listing shown as waiting has its request.
    const waiting = await db.select({ saleNo: sales.saleNo }).from(sales).where(eq(sales.isConfirm, 'WAIT'));
    expect(new Set(open.map((r) => r.saleNo))).toEqual(new Set(waiting.map((r) => r.saleNo)));
    const [settings] = await db
      .select({ fee: lawyerSettings.feePerApproval, bank: lawyerSettings.bankName })
      .from(lawyerSettings)
      .innerJoin(users, eq(users.userNo, lawyerSettings.userNo))
      .where(eq(users.loginId, 'lawyer01'));
    expect(settings).toEqual({
      fee: DEMO_LAWYER_SETTINGS.feePerApproval,
      bank: DEMO_LAWYER_SETTINGS.bankName,
    });

    // The queue's first page shows them to the lawyer.
    const first = await queue();
    expect(first.status).toBe(200);
    expect(first.body.entity.pageInfo.totalRow).toBe(open.length);
  });
});

describe('the WAIT tab', () => {
  let requested: number[] = [];
  let requestNos: number[] = [];
  let others: number[] = [];

  beforeAll(async () => {
    await fx.clearQueue();
    requested = await fx.freshListings(broker.userNo, 12);
    others = await fx.freshListings(broker.userNo, 3);
    requestNos = await fx.openRequests(broker, requested);
  });

  it('lists open requests oldest first, 10 a page, with the card, the grades and the broker', async () => {
    const page1 = await queue();
    expect(page1.status).toBe(200);
    expect(page1.body.code).toBe(1);
    const { list, pageInfo } = page1.body.entity;
    expect(pageInfo).toEqual({ page: 1, totalPage: 2, totalRow: 12 });
    expect(list.map((i) => i.requestNo)).toEqual(requestNos.slice(0, 10));
    const times = list.map((i) => i.requestedAt);
    expect([...times].sort()).toEqual(times);

    const first = list[0]!;
    const [row] = await ctx.handle.db
      .select({ title: sales.title, grade: sales.safetyGrade, addr: sales.saleAddr })
      .from(sales)
      .where(eq(sales.saleNo, first.saleNo));
    expect(first).toMatchObject({
      saleNo: requested[0],
      state: 'WAIT',
      isConfirm: 'WAIT',
      decision: null,
      decidedAt: null,
      decidedBy: null,
      status: 'ACTIVE',
      title: row?.title,
      saleAddr: row?.addr,
      brokerGrade: row?.grade,
      broker: { userNo: broker.userNo, name: '박중개', company: '안심공인중개사사무소' },
    });
    expect(typeof first.computedGrade.assessable).toBe('boolean');
    expect(first.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first.dedicatedArea2).toMatch(/^\d+(\.\d+)?$/);

    const page2 = await queue('?page=2');
    expect(page2.body.entity.list.map((i) => i.requestNo)).toEqual(requestNos.slice(10));
    expect(page2.body.entity.pageInfo).toEqual({ page: 2, totalPage: 2, totalRow: 12 });
    const page3 = await queue('?page=3');
    expect(page3.body.entity.list).toEqual([]);
  });

  it("never shows the broker's listings that have no request", async () => {
    const all = [
      ...(await queue('?limit=10')).body.entity.list,
      ...(await queue('?page=2')).body.entity.list,
    ];
    const shown = new Set(all.map((i) => i.saleNo));
    for (const saleNo of others) expect(shown.has(saleNo)).toBe(false);
    // broker01 has hundreds of listings; only the twelve asked for are there.
    expect(shown.size).toBe(12);
    expect(all.every((i) => i.broker.userNo === broker.userNo)).toBe(true);
  });

  it('accepts the spec payload (loginUserNo, status ACTIVE, userType, userNo, rate) and caps limit at 10', async () => {
    const spec = await queue(
      `?isConfirm=WAIT&page=1&limit=10&loginUserNo=${lawyer.userNo}&status=ACTIVE&userType=LAWYER&userNo=${lawyer.userNo}&rate=RATE001,RATE002,RATE003,RATE004,RATE005`,
    );
    expect(spec.status).toBe(200);
    expect(spec.body.entity.pageInfo.totalRow).toBe(12);

    const big = await queue('?limit=11');
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('limit는 1~10 사이의 숫자로 입력해주세요.');
    const bad = await queue('?isConfirm=DONE');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('isConfirm는 WAIT, CONFIRM, REJECT 중 하나로 입력해주세요.');
    const badRate = await queue('?rate=RATE001,RATE009');
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toContain('rate는 RATE001~RATE005를 쉼표로 구분해 입력해주세요.');
    const badStatus = await queue('?status=OPEN');
    expect(badStatus.status).toBe(400);
  });

  it("filters by the broker's grade", async () => {
    const grades = await ctx.handle.db
      .select({ saleNo: sales.saleNo, grade: sales.safetyGrade })
      .from(sales)
      .where(inArray(sales.saleNo, requested));
    const byGrade = (set: string[]) =>
      grades.filter((g) => g.grade !== null && set.includes(g.grade)).map((g) => g.saleNo);

    for (const set of [['RATE001'], ['RATE001', 'RATE002'], ['RATE003', 'RATE004', 'RATE005']]) {
      const res = await queue(`?rate=${set.join(',')}`);
      expect(res.status).toBe(200);
      const expected = byGrade(set);
      expect(res.body.entity.pageInfo.totalRow).toBe(expected.length);
      const shown = res.body.entity.list.map((i) => i.saleNo);
      for (const s of shown) expect(expected).toContain(s);
      expect(res.body.entity.list.every((i) => set.includes(i.brokerGrade))).toBe(true);
    }
  });

  it("filters by the listing's status", async () => {
    const stopped = requested[11]!;
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, stopped));
    const active = await queue('?status=ACTIVE&page=2');
    expect(active.body.entity.pageInfo.totalRow).toBe(11);
    expect(active.body.entity.list.map((i) => i.saleNo)).not.toContain(stopped);
    const anyStatus = await queue('?page=2');
    expect(anyStatus.body.entity.pageInfo.totalRow).toBe(12);
    expect(anyStatus.body.entity.list.find((i) => i.saleNo === stopped)?.status).toBe('STOP');
    await ctx.handle.db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, stopped));
  });

  it('moves decided requests to the CONFIRM and REJECT tabs, newest decision first', async () => {
    const [c1, c2, r1] = [0, 1, 2].map((i) => ({ requestNo: requestNos[i]!, saleNo: requested[i]! }));
    expect((await fx.decide(lawyer, { ...c1!, isConfirm: 'CONFIRM' })).status).toBe(200);
    const lawyer2 = await fx.newLawyer('정변호');
    expect(
      (await fx.decide(lawyer2, { ...c2!, isConfirm: 'CONFIRM', lawyerComment: '서류 확인 완료' })).status,
    ).toBe(200);
    expect(
      (
        await fx.decide(lawyer, {
          ...r1!,
          isConfirm: 'REJECT',
          lawyerComment: '등기부등본이 오래되었습니다.',
        })
      ).status,
    ).toBe(200);

    const wait = await queue();
    expect(wait.body.entity.pageInfo.totalRow).toBe(9);
    const waitNos = wait.body.entity.list.map((i) => i.requestNo);
    for (const decided of [c1, c2, r1]) expect(waitNos).not.toContain(decided!.requestNo);

    // Decisions by any lawyer, newest first, with who decided.
    const confirmed = await queue('?isConfirm=CONFIRM');
    expect(confirmed.body.entity.list.map((i) => i.requestNo)).toEqual([c2!.requestNo, c1!.requestNo]);
    expect(confirmed.body.entity.list[0]).toMatchObject({
      state: 'DONE',
      isConfirm: 'CONFIRM',
      decision: 'CONFIRM',
      isLawyer: true,
      decidedBy: { userNo: lawyer2.userNo, name: '정변호' },
    });
    expect(confirmed.body.entity.list[1]?.decidedBy).toEqual({ userNo: lawyer.userNo, name: '이변호' });
    expect(confirmed.body.entity.list[0]?.decidedAt).toMatch(/Z$/);

    const rejected = await queue('?isConfirm=REJECT');
    expect(rejected.body.entity.list.map((i) => i.requestNo)).toEqual([r1!.requestNo]);
    expect(rejected.body.entity.list[0]).toMatchObject({ isConfirm: 'REJECT', isLawyer: false });
    // A rejected listing asked again is back in WAIT, the old request stays in REJECT.
    const [again] = await fx.openRequests(broker, [r1!.saleNo]);
    const waitAgain = await queue('?page=1');
    expect(waitAgain.body.entity.pageInfo.totalRow).toBe(10);
    const lastPage = await queue('?page=1&limit=10');
    expect(lastPage.body.entity.list.map((i) => i.requestNo)).toContain(again);
    expect((await queue('?isConfirm=REJECT')).body.entity.list.map((i) => i.requestNo)).toEqual([
      r1!.requestNo,
    ]);
  });

  it("shows another broker's requests too, and an open request with ING after a comment", async () => {
    const [theirs] = await fx.freshListings(broker2.userNo, 1);
    const [requestNo] = await fx.openRequests(broker2, [theirs!]);
    const comment = await fx.call('POST', '/api/lawyer/comment', lawyer, {
      saleNo: theirs,
      lawyerComment: '건축물대장 확인 중입니다.',
    });
    expect(comment.status).toBe(200);
    const all = await queue('?page=2');
    const item = all.body.entity.list.find((i) => i.requestNo === requestNo);
    expect(item).toMatchObject({ state: 'ING', broker: { userNo: broker2.userNo } });
  });
});

describe('who may call', () => {
  const ROUTES = [
    ['GET', '/api/lawyer/sale/list'],
    ['GET', '/api/lawyer/sale/review/1'],
    ['POST', '/api/lawyer/comment', { saleNo: 1, lawyerComment: '확인했습니다.' }],
    ['POST', '/api/lawyer/sale/status', { requestNo: 1, saleNo: 1, isConfirm: 'CONFIRM' }],
    ['GET', '/api/lawyer/setting/detail'],
    ['GET', '/api/lawyer/calculate/detail/list'],
    ['GET', '/api/lawyer/calculate/detail/total'],
    ['PATCH', '/api/lawyer/search/calculate/USER', { month: '2026-11' }],
  ] as const;

  it('refuses visitors (401), general users and brokers (403) on every lawyer call', async () => {
    const { db } = ctx.handle;
    const [lawyerRow] = await db
      .select({ userNo: users.userNo })
      .from(users)
      .where(eq(users.loginId, 'lawyer01'));
    const before = await db
      .select({ state: lawyerRequests.state })
      .from(lawyerRequests)
      .where(and(eq(lawyerRequests.requestNo, 1)));
    for (const [method, path, body] of ROUTES) {
      const url = path.replace('USER', String(lawyerRow!.userNo));
      const payload = body ? { ...body } : undefined;
      const anon = await fx.call(method, url, visitor, payload);
      expect(anon.status, `${method} ${url} visitor`).toBe(401);
      expect(anon.body.message).toBe('로그인이 필요합니다.');
      for (const caller of [general, broker]) {
        const res = await fx.call(method, url, caller, payload);
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.message).toBe(LAWYER_MESSAGES.lawyerOnly);
        expect(res.body.entity).toBeNull();
      }
    }
    // Nothing changed by the refused decision.
    const after = await db
      .select({ state: lawyerRequests.state })
      .from(lawyerRequests)
      .where(eq(lawyerRequests.requestNo, 1));
    expect(after).toEqual(before);
  });

  it('lets the operator search a settlement but not work the queue', async () => {
    const [lawyerRow] = await ctx.handle.db
      .select({ userNo: users.userNo })
      .from(users)
      .where(eq(users.loginId, 'lawyer01'));
    expect((await queue('', admin)).status).toBe(403);
    const search = await fx.call('PATCH', `/api/lawyer/search/calculate/${lawyerRow!.userNo}`, admin, {});
    expect(search.status).toBe(200);
  });
});
