import type { Compare, SaleDetail } from '@ansim/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleCostItems, saleCostTypes, saleOptions, sales, saleViews } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type NewSale, yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * GET /api/sale/compare (P14 item 6) against listings inserted with known values: each column states what
 * the listing's detail states (price, 관리비 in full, areas, floor, options, grade and reasons, 최우선변제,
 * station), bad lists are Korean 400s, a listing the caller may not see is left out without a word about
 * it, and nothing is counted as a view.
 */

let ctx: TestContext;

interface Caller {
  userNo: number;
  headers: Record<string, string>;
}
const visitor: Caller = { userNo: 0, headers: {} };
let user: Caller;
let owner: Caller;
let otherBroker: Caller;

const baseSale = (userNo: number): NewSale => ({
  ...yeoksamSale(userNo, '비교용 역삼역 투룸'),
  publicPrice: 30_000,
  seniorDebt: 0,
});

async function insertSale(userNo: number, over: Partial<NewSale> = {}): Promise<number> {
  const [row] = await ctx.handle.db
    .insert(sales)
    .values({ ...baseSale(userNo), ...over })
    .returning({ saleNo: sales.saleNo });
  if (!row) throw new Error('no listing inserted');
  return row.saleNo;
}

async function signIn(id: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: DEMO_PASSWORD },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

interface Answer<T> {
  status: number;
  body: { code: number; message: string; entity: T | null };
}

async function compare(query: string, caller: Caller = visitor): Promise<Answer<Compare>> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/sale/compare?${query}`,
    headers: caller.headers,
  });
  return { status: res.statusCode, body: res.json() };
}

const listOf = (...saleNos: number[]) => saleNos.map((n) => `saleNo=${n}`).join('&');

async function detailOf(saleNo: number, caller: Caller): Promise<SaleDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleNo}`, headers: caller.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ entity: SaleDetail }>().entity;
}

/** Views counted for each listing (sale_views), 0 when never viewed. */
async function viewsOf(saleNos: number[]): Promise<number[]> {
  const rows = await ctx.handle.db
    .select({ saleNo: saleViews.saleNo, viewCount: saleViews.viewCount })
    .from(saleViews)
    .where(inArray(saleViews.saleNo, saleNos));
  const byNo = new Map(rows.map((r) => [r.saleNo, r.viewCount]));
  return saleNos.map((n) => byNo.get(n) ?? 0);
}

let fixedFee: number;
let actualFee: number;
let unconfirmedFee: number;
let stopped: number;
let draft: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  [user, owner, otherBroker] = await Promise.all([signIn('user01'), signIn('broker01'), signIn('broker02')]);

  // 정액 관리비, a lawyer-verified 전세 on the 3rd of 5 floors with options and a corrected grade.
  fixedFee = await insertSale(owner.userNo, {
    subwayNo: 222,
    supplyArea: 49.74,
    direction: 'DERECTION003',
    toiletCount: 'TOILET001',
    applyDate: '2027-01-15',
    costPrice: 12,
    totalCost: 120_000,
    costDesc: '청소비 포함',
    changeSafetyGrade: 'RATE002',
    isLawyer: true,
    isConfirm: 'CONFIRM',
    mainImage: `/images/sale/${'c'.repeat(32)}/card.webp`,
  });
  // 실비 관리비, a 월세 in a 반지하 with a 근저당 and no stored total.
  actualFee = await insertSale(owner.userNo, {
    saleType: 'MONTHLY',
    rentPrice: null,
    deposit: 1_000,
    monthlyPrice: 50,
    floor: 0,
    entireFloor: 4,
    dedicatedArea: 19.83,
    collateralSecurity: true,
    collateralSecurityPrice: 12_000,
    seniorDebt: 12_000,
    title: '반지하 원룸 월세',
  });
  // 관리비 확인 불가, a 옥탑 sale of another broker.
  unconfirmedFee = await insertSale(otherBroker.userNo, {
    saleType: 'SALE',
    rentPrice: null,
    sellingPrice: 45_000,
    floor: 101,
    entireFloor: null,
    dedicatedArea: 33.06,
    title: '옥탑 매매',
  });
  stopped = await insertSale(owner.userNo, { status: 'STOP', title: '중지된 매물' });
  // A temporary save stopped before its title and grade (decision 017): a form, not a listing to compare.
  draft = await insertSale(owner.userNo, { status: 'STORAGE', title: null, safetyGrade: null });

  await db.insert(saleOptions).values(
    [
      ['AC', 'AC002'],
      ['AC', 'AC001'],
      ['LIFE', 'LIFE001'],
      ['SECURITY', 'SECURITY006'],
    ].map(([groupCode, code]) => ({ saleNo: fixedFee, groupCode: groupCode!, code: code! })),
  );
  await db.insert(saleCostTypes).values([
    {
      saleNo: fixedFee,
      type: 'COST_TYPE001',
      etcCode: 'ETC_CODE001',
      chargeType: 'CHARGE_TYPE001',
      publicCost: 70_000,
      water: 20_000,
      internet: 30_000,
      electricityUse: true,
      gasUse: true,
      isEtcCost: true,
      etcCost: 5_000,
      etcCostText: '주차',
      costItemText: '공용 전기료 포함',
    },
    { saleNo: actualFee, type: 'COST_TYPE002', publicCost: 50_000, baseCost: 'BASE_COST001' },
    {
      saleNo: unconfirmedFee,
      type: 'COST_TYPE003',
      reasonType: 'REASON_COST_TYPE005',
      reasonText: '신축 첫 입주',
    },
  ]);
  await db.insert(saleCostItems).values(
    [
      [fixedFee, 'COST_ITEM', 'COST_ITEM002'],
      [fixedFee, 'COST_ITEM', 'COST_ITEM001'],
      [fixedFee, 'PRIVATE_COST', 'PRIVATE_COST001'],
      [actualFee, 'PRIVATE_COST', 'PRIVATE_COST005'],
    ].map(([saleNo, groupCode, code]) => ({
      saleNo: saleNo as number,
      groupCode: groupCode as string,
      code: code as string,
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('the comparison of three listings', () => {
  it('states for each listing what its detail states, in the order asked', async () => {
    // Details read by their owners (not counted as views) before the views are taken.
    const details = await Promise.all([
      detailOf(unconfirmedFee, otherBroker),
      detailOf(fixedFee, owner),
      detailOf(actualFee, owner),
    ]);
    const res = await compare(listOf(unconfirmedFee, fixedFee, actualFee), user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entity = res.body.entity!;
    expect(entity.omitted).toEqual([]);
    expect(entity.notice).toBeNull();
    expect(entity.list.map((c) => c.saleNo)).toEqual([unconfirmedFee, fixedFee, actualFee]);

    entity.list.forEach((column, i) => {
      const d = details[i]!;
      expect(column).toMatchObject({
        title: d.title,
        saleAddr: d.saleAddr,
        buildingType: d.buildingType,
        saleTypeCode: d.saleTypeCode,
        saleType: d.saleType,
        sellingPrice: d.sellingPrice,
        rentPrice: d.rentPrice,
        deposit: d.deposit,
        monthlyPrice: d.monthlyPrice,
        dedicatedArea1: d.dedicatedArea1,
        dedicatedArea2: d.dedicatedArea2,
        supplyArea1: d.supplyArea1,
        supplyArea2: d.supplyArea2,
        floor: d.floor,
        entireFloor: d.entireFloor,
        roomType: d.roomType,
        heatList: d.heatList,
        acList: d.acList,
        lifeList: d.lifeList,
        securityList: d.securityList,
        etcList: d.etcList,
        applyDate: d.applyDate,
        safetyGrade: d.safetyGrade,
        changeSafetyGrade: d.changeSafetyGrade,
        gradeCorrection: d.gradeCorrection,
        computedGrade: d.computedGrade,
        station: d.station,
        isLawyer: d.isLawyer,
        isConfirm: d.isConfirm,
        mainImage: d.mainImage,
      });
      expect(column.toilet?.code ?? null).toBe(d.toiletCount);
      expect(column.direction?.code ?? null).toBe(d.direction);
      expect(column.fee.included).toEqual(
        column.fee.kind === 'UNCONFIRMED' ? [] : d.costList.map((c) => c.codeName),
      );
      expect(column.fee.separate).toEqual(d.privateCostList.map((c) => c.codeName));
    });
  });

  it('writes 관리비 in full: every line in 원, the monthly total as the detail shows it, the basis', async () => {
    const entity = (await compare(listOf(fixedFee, actualFee, unconfirmedFee))).body.entity!;
    const [fixed, actual, unconfirmed] = entity.list.map((c) => c.fee);
    expect(fixed).toEqual({
      kind: 'FIXED',
      typeName: '정액 관리비',
      monthlyWon: 120_000,
      items: [
        { item: 'publicCost', won: 70_000, byUsage: false, text: null },
        { item: 'electricity', won: null, byUsage: true, text: null },
        { item: 'heat', won: 0, byUsage: false, text: null },
        { item: 'water', won: 20_000, byUsage: false, text: null },
        { item: 'internet', won: 30_000, byUsage: false, text: null },
        { item: 'gas', won: null, byUsage: true, text: null },
        { item: 'tv', won: 0, byUsage: false, text: null },
        { item: 'etcCost', won: 5_000, byUsage: false, text: '주차' },
      ],
      basis: expect.any(String),
      included: expect.arrayContaining([expect.any(String)]),
      separate: [expect.any(String)],
      notes: ['청소비 포함', '공용 전기료 포함'],
    });
    expect(fixed?.included).toHaveLength(2);
    // No stored total: the spec's total of 실비 is its public cost.
    expect(actual).toMatchObject({ kind: 'ACTUAL', monthlyWon: 50_000, basis: expect.any(String) });
    expect(actual?.items).toEqual([{ item: 'publicCost', won: 50_000, byUsage: false, text: null }]);
    // 확인 불가: no total, no lines, the broker's own reason.
    expect(unconfirmed).toMatchObject({
      kind: 'UNCONFIRMED',
      monthlyWon: null,
      items: [],
      basis: '신축 첫 입주',
    });
  });

  it('gives the grade after correction with its reasons and 최우선변제, and the floor codes of 반지하 and 옥탑', async () => {
    const entity = (await compare(listOf(fixedFee, actualFee, unconfirmedFee))).body.entity!;
    const [fixed, monthly, rooftop] = entity.list;
    expect(fixed?.changeSafetyGrade).toBe('RATE002');
    expect(fixed?.computedGrade.priorityRepayment.tierLabel).toEqual(expect.any(String));
    expect(monthly?.computedGrade.reasons.length).toBeGreaterThan(0);
    expect(monthly?.computedGrade.seniorDebt).toBe(12_000);
    expect(monthly?.floor).toBe(0);
    expect(rooftop?.floor).toBe(101);
    expect(rooftop?.entireFloor).toBeNull();
    expect(fixed?.station).toMatchObject({ subwayNo: 222 });
  });

  it('accepts the numbers comma-separated as well as repeated', async () => {
    const res = await compare(`saleNo=${fixedFee},${actualFee}`);
    expect(res.status).toBe(200);
    expect(res.body.entity?.list.map((c) => c.saleNo)).toEqual([fixedFee, actualFee]);
  });

  it('is not a view of any listing', async () => {
    const ids = [fixedFee, actualFee, unconfirmedFee];
    const before = await viewsOf(ids);
    await Promise.all([
      compare(listOf(...ids)),
      compare(listOf(...ids), user),
      compare(listOf(...ids), user),
    ]);
    expect(await viewsOf(ids)).toEqual(before);
  });
});

describe('what the comparison refuses', () => {
  it.each([
    [
      'four listings',
      () => listOf(fixedFee, actualFee, unconfirmedFee, stopped),
      '최대 3개까지 비교할 수 있어요.',
    ],
    ['a listing twice', () => listOf(fixedFee, fixedFee), '같은 매물을 두 번 비교할 수 없어요.'],
    [
      'a number given twice in one list',
      () => `saleNo=${fixedFee},${fixedFee}`,
      '같은 매물을 두 번 비교할 수 없어요.',
    ],
    ['text', () => 'saleNo=abc', '매물 번호는 숫자로 입력해주세요.'],
    ['a fraction', () => 'saleNo=1.5', '매물 번호는 숫자로 입력해주세요.'],
    ['zero', () => 'saleNo=0', '매물 번호는 숫자로 입력해주세요.'],
    ['a number beyond int4', () => 'saleNo=99999999999', '매물 번호는 숫자로 입력해주세요.'],
    ['nothing', () => '', '비교할 매물 번호를 입력해주세요.'],
    ['an empty value', () => 'saleNo=', '비교할 매물 번호를 입력해주세요.'],
  ])('refuses %s with a Korean 400', async (_, query, message) => {
    const res = await compare(query());
    expect(res.status).toBe(400);
    expect(res.body.code).toBeLessThan(0);
    expect(res.body.message).toContain(message);
  });
});

describe('who sees which listing', () => {
  it('leaves out a paused listing, a draft and a missing number for others, saying only how many', async () => {
    const res = await compare(listOf(stopped, fixedFee, draft), user);
    expect(res.status).toBe(200);
    const entity = res.body.entity!;
    expect(entity.list.map((c) => c.saleNo)).toEqual([fixedFee]);
    expect(entity.omitted).toEqual([stopped, draft]);
    expect(entity.notice).toBe('볼 수 없는 매물 2개는 빼고 비교했어요.');
    // Nothing of the hidden listings is in the answer.
    expect(JSON.stringify(entity)).not.toContain('중지된 매물');

    const missing = await compare(listOf(fixedFee, 2_000_000_000), otherBroker);
    expect(missing.body.entity?.omitted).toEqual([2_000_000_000]);
  });

  it('answers the same 404 when none can be seen, whether hidden or missing', async () => {
    const hidden = await compare(listOf(stopped), user);
    const missing = await compare(listOf(2_000_000_000), user);
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect(hidden.body.message).toBe('비교할 수 있는 매물이 없습니다.');
    expect((await compare(listOf(stopped))).status).toBe(404);
  });

  it('shows the owner their own paused listing, as the detail does, but still not a draft', async () => {
    const res = await compare(listOf(stopped, draft), owner);
    expect(res.status).toBe(200);
    expect(res.body.entity?.list.map((c) => c.saleNo)).toEqual([stopped]);
    expect(res.body.entity?.omitted).toEqual([draft]);
  });

  it('reads the listing as it is now: a listing paused after being picked drops out', async () => {
    const paused = await insertSale(owner.userNo, { title: '곧 중지될 매물' });
    expect((await compare(listOf(paused, fixedFee), user)).body.entity?.list).toHaveLength(2);
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, paused));
    const after = await compare(listOf(paused, fixedFee), user);
    expect(after.body.entity?.omitted).toEqual([paused]);
    await ctx.handle.db.delete(sales).where(inArray(sales.saleNo, [paused]));
  });
});
