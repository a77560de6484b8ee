import {
  LAWYER_MESSAGES,
  type LawyerCalculateList,
  type LawyerCalculateSearch,
  type LawyerCalculateTotal,
  type LawyerSetting,
} from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerCalculates, lawyerSettings } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { lawyerFixture } from './lawyer-fixture.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/*
 * The lawyer's settlement (issue 15 item 4, docs/decisions/020): the terms with their config default, one
 * line per decision at the fee of that moment, lists and totals by Korean month and by day range with lines
 * just inside and just outside each edge, and who may read whose settlement.
 */

let ctx: TestContext;
const fx = lawyerFixture(() => ctx);
let lawyer: Caller;
let lawyer2: Caller;
let broker: Caller;
let admin: Caller;

/** lawyer01's lines, by name, with the instants they are moved to. */
const AT = {
  oct31Late: '2026-10-31T14:59:59.000Z', // KST 2026-10-31 23:59:59
  nov1Start: '2026-10-31T15:00:00.000Z', // KST 2026-11-01 00:00:00
  nov15Noon: '2026-11-15T03:00:00.000Z', // KST 2026-11-15 12:00
  nov30Late: '2026-11-30T14:59:59.999Z', // KST 2026-11-30 23:59:59.999
  dec1Start: '2026-11-30T15:00:00.000Z', // KST 2026-12-01 00:00:00
} as const;
type LineName = keyof typeof AT;
const lineNo = {} as Record<LineName, number>;
const amountOf = {} as Record<LineName, number>;

beforeAll(async () => {
  // The default fee comes from config: a value of its own here proves it is read.
  ctx = await createTestApp({ env: { LAWYER_FEE_DEFAULT: '25000' } });
  [lawyer, broker, admin] = await Promise.all([
    signIn(ctx.app, 'lawyer01'),
    signIn(ctx.app, 'broker01'),
    signIn(ctx.app, 'admin01'),
  ]);
  lawyer2 = await fx.newLawyer('서변호');
  await fx.clearQueue();

  const names = Object.keys(AT) as LineName[];
  const saleNos = await fx.freshListings(broker.userNo, names.length + 1);
  const requestNos = await fx.openRequests(broker, saleNos);
  for (const [i, name] of names.entries()) {
    // The operator raises lawyer01's fee half-way: lines already written keep the fee of their moment.
    if (i === 3)
      await ctx.handle.db
        .update(lawyerSettings)
        .set({ feePerApproval: 40_000 })
        .where(eq(lawyerSettings.userNo, lawyer.userNo));
    const res = await fx.decide(lawyer, {
      requestNo: requestNos[i]!,
      saleNo: saleNos[i]!,
      isConfirm: i % 2 === 0 ? 'CONFIRM' : 'REJECT',
      lawyerComment: '서류를 검토했습니다.',
    });
    if (res.status !== 200) throw new Error(`decide: ${res.status} ${res.body.message}`);
    const { calculateNo, amount } = (
      res.body.entity as { calculate: { calculateNo: number; amount: number } }
    ).calculate;
    lineNo[name] = calculateNo;
    amountOf[name] = amount;
    await ctx.handle.db
      .update(lawyerCalculates)
      .set({ decidedAt: new Date(AT[name]) })
      .where(eq(lawyerCalculates.calculateNo, calculateNo));
  }
  // The middle of November is paid.
  await ctx.handle.db
    .update(lawyerCalculates)
    .set({ state: 'CALCULATE002', paidAt: new Date('2026-11-20T01:00:00Z') })
    .where(eq(lawyerCalculates.calculateNo, lineNo.nov15Noon));

  // Another lawyer's November line never counts for lawyer01.
  const other = await fx.decide(lawyer2, {
    requestNo: requestNos[names.length]!,
    saleNo: saleNos[names.length]!,
    isConfirm: 'CONFIRM',
  });
  if (other.status !== 200) throw new Error(`decide: ${other.status}`);
  await ctx.handle.db
    .update(lawyerCalculates)
    .set({ decidedAt: new Date(AT.nov15Noon) })
    .where(eq(lawyerCalculates.requestNo, requestNos[names.length]!));
});
afterAll(async () => {
  await ctx.close();
});

const list = (query: string, caller = lawyer) =>
  fx.call<LawyerCalculateList>('GET', `/api/lawyer/calculate/detail/list${query}`, caller);
const total = (query: string, caller = lawyer) =>
  fx.call<LawyerCalculateTotal>('GET', `/api/lawyer/calculate/detail/total${query}`, caller);
const names = (l: LawyerCalculateList) =>
  l.list.map(
    (line) => (Object.keys(lineNo) as LineName[]).find((n) => lineNo[n] === line.calculateNo) ?? 'other',
  );
const sum = (...ns: LineName[]) => ns.reduce((acc, n) => acc + amountOf[n], 0);

describe('the terms', () => {
  it("reads lawyer01's terms, and the config default for a lawyer the operator has not set", async () => {
    const mine = await fx.call<LawyerSetting>('GET', '/api/lawyer/setting/detail', lawyer);
    expect(mine.status).toBe(200);
    expect(mine.body.entity).toEqual({
      userNo: lawyer.userNo,
      feePerApproval: 40_000,
      bankName: '신한은행',
      accountNo: '110-482-905511',
      accountHolder: '이변호',
      isDefault: false,
    });
    const theirs = await fx.call<LawyerSetting>('GET', '/api/lawyer/setting/detail', lawyer2);
    expect(theirs.body.entity).toEqual({
      userNo: lawyer2.userNo,
      feePerApproval: 25_000,
      bankName: null,
      accountNo: null,
      accountHolder: null,
      isDefault: true,
    });
  });

  it('prices each line at the fee of its moment', () => {
    expect(amountOf).toEqual({
      oct31Late: 30_000,
      nov1Start: 30_000,
      nov15Noon: 30_000,
      nov30Late: 40_000,
      dec1Start: 40_000,
    });
  });
});

describe('lines and totals by period', () => {
  it('lists a Korean month newest first, with edges at midnight KST', async () => {
    const nov = await list('?month=2026-11');
    expect(nov.status).toBe(200);
    expect(names(nov.body.entity)).toEqual(['nov30Late', 'nov15Noon', 'nov1Start']);
    expect(nov.body.entity.pageInfo).toEqual({ page: 1, totalPage: 1, totalRow: 3 });
    expect(nov.body.entity.list[1]).toMatchObject({
      state: 'CALCULATE002',
      stateLabel: '정산 완료',
      decision: 'CONFIRM',
      paidAt: '2026-11-20T01:00:00.000Z',
      decidedAt: AT.nov15Noon,
    });
    expect(nov.body.entity.list[0]).toMatchObject({
      state: 'CALCULATE001',
      stateLabel: '정산 예정',
      paidAt: null,
    });
    expect(nov.body.entity.list[0]?.saleTitle.length).toBeGreaterThan(0);

    expect(names((await list('?month=2026-10')).body.entity)).toEqual(['oct31Late']);
    expect(names((await list('?month=2026-12')).body.entity)).toEqual(['dec1Start']);
    const empty = await list('?month=2025-01');
    expect(empty.body.entity).toEqual({ list: [], pageInfo: { page: 1, totalPage: 0, totalRow: 0 } });
  });

  it("totals a month: count, amount, paid and pending; another lawyer's line is not counted", async () => {
    const nov = await total('?month=2026-11');
    expect(nov.status).toBe(200);
    expect(nov.body.entity).toEqual({
      count: 3,
      amount: sum('nov1Start', 'nov15Noon', 'nov30Late'),
      paidAmount: amountOf.nov15Noon,
      pendingAmount: sum('nov1Start', 'nov30Late'),
      heldAmount: 0,
    });
    expect((await total('?month=2025-01')).body.entity).toEqual({
      count: 0,
      amount: 0,
      paidAmount: 0,
      pendingAmount: 0,
      heldAmount: 0,
    });
    const theirs = await total('?month=2026-11', lawyer2);
    expect(theirs.body.entity).toMatchObject({ count: 1, amount: 25_000 });
  });

  it('takes day ranges inclusive of both ends, open on either side', async () => {
    expect(names((await list('?from=2026-11-01&to=2026-11-15')).body.entity)).toEqual([
      'nov15Noon',
      'nov1Start',
    ]);
    expect(names((await list('?from=2026-11-16&to=2026-11-30')).body.entity)).toEqual(['nov30Late']);
    expect(names((await list('?from=2026-11-30')).body.entity)).toEqual(['dec1Start', 'nov30Late']);
    expect(names((await list('?to=2026-10-31')).body.entity)).toEqual(['oct31Late']);
    expect(names((await list('?from=2026-11-02&to=2026-11-14')).body.entity)).toEqual([]);
    expect((await total('?from=2026-10-31&to=2026-11-01')).body.entity).toMatchObject({
      count: 2,
      amount: sum('oct31Late', 'nov1Start'),
    });
    // No period: everything.
    expect((await list('')).body.entity.pageInfo.totalRow).toBe(5);
  });

  it('pages by at most 30', async () => {
    const p1 = await list('?limit=2');
    expect(names(p1.body.entity)).toEqual(['dec1Start', 'nov30Late']);
    expect(p1.body.entity.pageInfo).toEqual({ page: 1, totalPage: 3, totalRow: 5 });
    expect(names((await list('?limit=2&page=3')).body.entity)).toEqual(['oct31Late']);
    expect((await list('?limit=31')).status).toBe(400);
  });

  it('refuses a bad month, a bad day, from after to, and a month with a range, in Korean', async () => {
    for (const [query, message] of [
      ['?month=2026-13', LAWYER_MESSAGES.badMonth],
      ['?month=202611', LAWYER_MESSAGES.badMonth],
      ['?month=2026-1', LAWYER_MESSAGES.badMonth],
      ['?from=2026-02-30', LAWYER_MESSAGES.badDate],
      ['?to=20261101', LAWYER_MESSAGES.badDate],
      ['?from=2026-11-15&to=2026-11-01', LAWYER_MESSAGES.fromAfterTo],
      ['?month=2026-11&from=2026-11-01', LAWYER_MESSAGES.monthAndRange],
    ] as const) {
      for (const res of [await list(query), await total(query)]) {
        expect(res.status, query).toBe(400);
        expect(res.body.message, query).toContain(message);
      }
    }
  });
});

describe('the settlement search', () => {
  const search = (userNo: number, caller: Caller, body: Record<string, unknown>) =>
    fx.call<LawyerCalculateSearch>('PATCH', `/api/lawyer/search/calculate/${userNo}`, caller, body);

  it('gives the lawyer their own month: the first page and the total', async () => {
    const res = await search(lawyer.userNo, lawyer, { month: '2026-11' });
    expect(res.status).toBe(200);
    expect(names(res.body.entity.lines)).toEqual(['nov30Late', 'nov15Noon', 'nov1Start']);
    expect(res.body.entity.total).toMatchObject({
      count: 3,
      amount: sum('nov1Start', 'nov15Noon', 'nov30Late'),
    });
    const range = await search(lawyer.userNo, lawyer, { from: '2026-10-31', to: '2026-10-31' });
    expect(names(range.body.entity.lines)).toEqual(['oct31Late']);
    const bad = await search(lawyer.userNo, lawyer, { from: '2026-12-01', to: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(LAWYER_MESSAGES.fromAfterTo);
    const badMonth = await search(lawyer.userNo, lawyer, { month: '11월' });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.message).toContain(LAWYER_MESSAGES.badMonth);
  });

  it("refuses another lawyer's settlement (403) and lets the operator read any lawyer's", async () => {
    const other = await search(lawyer.userNo, lawyer2, { month: '2026-11' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('본인의 정산 내역만 조회할 수 있습니다.');
    expect(other.body.entity).toBeNull();
    const reverse = await search(lawyer2.userNo, lawyer, {});
    expect(reverse.status).toBe(403);

    const operator = await search(lawyer.userNo, admin, { month: '2026-11' });
    expect(operator.status).toBe(200);
    expect(operator.body.entity.total.count).toBe(3);
    const operator2 = await search(lawyer2.userNo, admin, {});
    expect(operator2.body.entity.total).toMatchObject({ count: 1, amount: 25_000 });
    // A number that is not a lawyer's.
    const notLawyer = await search(broker.userNo, admin, {});
    expect(notLawyer.status).toBe(404);
    const brokerCall = await search(lawyer.userNo, broker, {});
    expect(brokerCall.status).toBe(403);
    expect(brokerCall.body.message).toBe(LAWYER_MESSAGES.lawyerOnly);
  });
});
