import { randomUUID } from 'node:crypto';
import type { SaleDetail } from '@ansim/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  professionalProfiles,
  saleCostItems,
  saleCostTypes,
  saleDocuments,
  saleImages,
  saleOptions,
  sales,
  storedFiles,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { setUnits } from './quota-fixture.ts';
import { type NewSale, YEOKSAM, yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * The listing detail (PATCH/GET /api/sale/{saleNo}[/{userNo}]) against listings inserted with known
 * values: every field of the entity, who may see which status, what a visitor is not given, the caller's
 * heart, the deal-type labels and the grade the listing's own figures support.
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
let admin: Caller;
let officeOnlyBroker: number;

const baseSale = (userNo: number): NewSale => ({
  ...yeoksamSale(userNo, '역삼역 도보 7분 채광 좋은 투룸'),
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

interface Answer {
  status: number;
  body: { code: number; message: string; entity: SaleDetail | null };
}

async function detail(
  saleNo: number | string,
  caller: Caller = visitor,
  { method = 'PATCH', withUser = false }: { method?: 'PATCH' | 'GET'; withUser?: boolean } = {},
): Promise<Answer> {
  const url = withUser ? `/api/sale/${saleNo}/${caller.userNo || 1}` : `/api/sale/${saleNo}`;
  const res = await ctx.app.inject({ method, url, headers: caller.headers });
  return { status: res.statusCode, body: res.json() };
}

async function entityOf(saleNo: number, caller: Caller = visitor): Promise<SaleDetail> {
  const res = await detail(saleNo, caller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!res.body.entity) throw new Error('no entity');
  return res.body.entity;
}

let known: number;
let knownKey: string;
let registerFile: string;
let buildingFile: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  [user, owner, otherBroker, admin] = await Promise.all([
    signIn('user01'),
    signIn('broker01'),
    signIn('broker02'),
    signIn('admin01'),
  ]);
  // The demo seed may give its brokers a profile already: these values replace it.
  const office = {
    officeName: '안심공인중개사사무소 역삼점',
    officeAddress: '서울특별시 강남구 테헤란로 123, 2층',
    officePhone: '0212345678',
  };
  await db
    .insert(professionalProfiles)
    .values({ userNo: owner.userNo, ...office })
    .onConflictDoUpdate({ target: professionalProfiles.userNo, set: office });
  // The owner's 안전방 marks, on the quota ledger (docs/decisions/019): 2 used, 5 left.
  await setUnits(db, owner.userNo, 'BARO', { granted: 7, used: 2 });
  // A broker known by the office of their profile only: the detail's company falls back to it.
  const [broker03] = await db
    .update(users)
    .set({ company: null })
    .where(eq(users.loginId, 'broker03'))
    .returning({ userNo: users.userNo });
  if (!broker03) throw new Error('the demo seed has no broker03');
  officeOnlyBroker = broker03.userNo;
  const officeOnly = { officeName: '마포한강부동산', officeAddress: null, officePhone: null };
  await db
    .insert(professionalProfiles)
    .values({ userNo: officeOnlyBroker, ...officeOnly })
    .onConflictDoUpdate({ target: professionalProfiles.userNo, set: officeOnly });

  known = await insertSale(owner.userNo, {
    useType: 'TYPE003',
    postalCode: '06134',
    dong: '2동',
    unit: '301호',
    subwayNo: 222,
    isLoan: true,
    loanPrice: 3000,
    ownership: true,
    redevelop: true,
    safetyText: '선순위 채권 없는 깨끗한 등기입니다.',
    supplyArea: 49.74,
    actualArea: 42.15,
    landArea: 18.3,
    direction: 'DERECTION003',
    toiletCount: 'TOILET001',
    applyDate: '2027-01-15',
    etcText: '남향 투룸, 역까지 평지입니다.',
    isLoanRecommend: true,
    loanList: ['버팀목 전세자금대출', '청년 전용 버팀목'],
    isCertified: true,
    costPrice: 12,
    isPublicCost: true,
    isPrivateCost: true,
    totalCost: 120_000,
    costDesc: '관리비에 청소비와 승강기 유지비가 포함됩니다.',
    costDesc2: '전기·가스는 사용량만큼 따로 냅니다.',
    mainImage: '/images/sale/villa-1.svg',
    changeSafetyGrade: 'RATE002',
    isLawyer: true,
    isConfirm: 'CONFIRM',
    isBaro: true,
  });
  const [row] = await db.select({ saleKey: sales.saleKey }).from(sales).where(eq(sales.saleNo, known));
  knownKey = row?.saleKey ?? '';

  // Inserted out of code order: the lists come back in the code table's order.
  await db.insert(saleOptions).values(
    [
      ['HEAT', 'HEAT001'],
      ['AC', 'AC002'],
      ['AC', 'AC001'],
      ['LIFE', 'LIFE005'],
      ['LIFE', 'LIFE001'],
      ['SECURITY', 'SECURITY006'],
      ['ETC', 'ETC002'],
    ].map(([groupCode, code]) => ({ saleNo: known, groupCode: groupCode!, code: code! })),
  );
  await db.insert(saleCostTypes).values({
    saleNo: known,
    type: 'COST_TYPE001',
    etcCode: 'ETC_CODE001',
    chargeType: 'CHARGE_TYPE001',
    publicCost: 70_000,
    water: 20_000,
    internet: 30_000,
    electricityUse: true,
    gasUse: true,
    baseCost: 'BASE_COST001',
    costItemText: '공용 전기료 포함',
  });
  await db.insert(saleCostItems).values(
    [
      ['COST_ITEM', 'COST_ITEM002'],
      ['COST_ITEM', 'COST_ITEM001'],
      ['PRIVATE_COST', 'PRIVATE_COST005'],
      ['PRIVATE_COST', 'PRIVATE_COST001'],
    ].map(([groupCode, code]) => ({ saleNo: known, groupCode: groupCode!, code: code! })),
  );
  await db.insert(saleImages).values([
    { saleNo: known, sortOrder: 0, imageKey: 'a'.repeat(32), width: 1200, height: 900, isMain: false },
    { saleNo: known, sortOrder: 1, imageKey: 'b'.repeat(32), width: 900, height: 1200, isMain: false },
    { saleNo: known, sortOrder: 2, imageKey: 'c'.repeat(32), width: 1600, height: 1200, isMain: true },
  ]);
  registerFile = randomUUID();
  buildingFile = randomUUID();
  await db.insert(storedFiles).values([
    {
      fileId: registerFile,
      ownerUserNo: owner.userNo,
      kind: 'SALE_DOCUMENT',
      mime: 'application/pdf',
      size: 1000,
      storageKey: `test/${registerFile}`,
    },
    {
      fileId: buildingFile,
      ownerUserNo: owner.userNo,
      kind: 'SALE_DOCUMENT',
      mime: 'image/png',
      size: 1000,
      storageKey: `test/${buildingFile}`,
    },
  ]);
  // 건축물대장 inserted first: 등기부등본 still comes first.
  await db.insert(saleDocuments).values([
    { saleNo: known, kind: 'BUILDING_REGISTER', fileId: buildingFile },
    { saleNo: known, kind: 'REGISTER_COPY', fileId: registerFile },
  ]);
  await db.update(users).set({ name: '박중개' }).where(eq(users.userNo, owner.userNo));
});
afterAll(async () => {
  await ctx.close();
});

describe('the detail entity', () => {
  it('is the inserted listing field by field, for a signed-in visitor of another account', async () => {
    const [times] = await ctx.handle.db
      .select({
        createdAt: sales.createdAt,
        updatedAt: sales.updatedAt,
        confirmedAt: sales.confirmedAt,
        costTypeNo: saleCostTypes.costTypeNo,
      })
      .from(sales)
      .innerJoin(saleCostTypes, eq(saleCostTypes.saleNo, sales.saleNo))
      .where(eq(sales.saleNo, known));
    if (!times) throw new Error('no listing');
    const costTypeNo = times.costTypeNo;
    const entity = await entityOf(known, user);
    const expected: SaleDetail = {
      saleNo: known,
      saleKey: knownKey,
      userNo: owner.userNo,
      status: 'ACTIVE',
      saleType: '전세',
      saleTypeCode: 'RENT',
      buildingType: 'VILLA',
      type: 'TYPE003',
      postalCode: '06134',
      saleAddr: YEOKSAM.saleAddr,
      dong: '2동',
      unit: '301호',
      subwayNo: 222,
      station: { subwayNo: 222, name: '강남', line: '2호선', distanceM: 500, walkMinutes: 10 },
      lat: YEOKSAM.lat,
      lng: YEOKSAM.lng,
      sellingPrice: null,
      rentPrice: 20_000,
      deposit: null,
      monthlyPrice: null,
      isLoan: true,
      loanPrice: 3000,
      collateralSecurity: false,
      collateralSecurityPrice: null,
      ownership: true,
      redevelop: true,
      safetyText: '선순위 채권 없는 깨끗한 등기입니다.',
      roomType: 'ROOM_TYPE003',
      roomGroup: 'ROOM002',
      entireFloor: 5,
      floor: 3,
      dedicatedArea1: 42.15,
      dedicatedArea2: '12.75',
      supplyArea1: 49.74,
      supplyArea2: '15.05',
      actualArea1: 42.15,
      actualArea2: '12.75',
      landArea1: 18.3,
      landArea2: '5.54',
      direction: 'DERECTION003',
      toiletCount: 'TOILET001',
      applyDate: '2027-01-15',
      title: '역삼역 도보 7분 채광 좋은 투룸',
      etcText: '남향 투룸, 역까지 평지입니다.',
      isLoanRecommend: true,
      loanList: ['버팀목 전세자금대출', '청년 전용 버팀목'],
      isCertified: true,
      heatList: [{ code: 'HEAT001', codeName: '개별난방' }],
      acList: [
        { code: 'AC001', codeName: '벽걸이 에어컨' },
        { code: 'AC002', codeName: '스탠드 에어컨' },
      ],
      lifeList: [
        { code: 'LIFE001', codeName: '냉장고' },
        { code: 'LIFE005', codeName: '싱크대' },
      ],
      securityList: [{ code: 'SECURITY006', codeName: '디지털 도어락' }],
      etcList: [expect.objectContaining({ code: 'ETC002' }) as { code: string; codeName: string }],
      costPrice: 12,
      isPublicCost: true,
      costList: [
        { code: 'COST_ITEM001', codeName: '청소비' },
        { code: 'COST_ITEM002', codeName: '승강기 유지비' },
      ],
      isPrivateCost: true,
      privateCostList: [
        { code: 'PRIVATE_COST001', codeName: '전기' },
        { code: 'PRIVATE_COST005', codeName: '가스' },
      ],
      totalCost: 120_000,
      costDesc: '관리비에 청소비와 승강기 유지비가 포함됩니다.',
      costDesc2: '전기·가스는 사용량만큼 따로 냅니다.',
      costType: {
        costTypeNo,
        saleNo: known,
        type: 'COST_TYPE001',
        typeName: '정액 관리비',
        typeCode: null,
        etcCode: 'ETC_CODE001',
        etcText: null,
        chargeType: 'CHARGE_TYPE001',
        publicCost: 70_000,
        electricity: null,
        heat: null,
        water: 20_000,
        internet: 30_000,
        gas: null,
        tv: null,
        electricityUse: true,
        heatUse: false,
        waterUse: false,
        internetUse: false,
        gasUse: true,
        tvUse: false,
        isEtcCost: false,
        etcCost: null,
        etcCostText: null,
        baseCost: 'BASE_COST001',
        baseCostText: null,
        costItemList: [
          { saleNo: known, costTypeNo, code: 'COST_ITEM001' },
          { saleNo: known, costTypeNo, code: 'COST_ITEM002' },
        ],
        reasonType: null,
        reasonText: null,
        costItemText: '공용 전기료 포함',
      },
      mainImage: '/images/sale/villa-1.svg',
      saleImage: [
        {
          imageNo: expect.any(Number) as number,
          storedFileName: 'c'.repeat(32),
          isMain: true,
          sortOrder: 2,
          width: 1600,
          height: 1200,
        },
        {
          imageNo: expect.any(Number) as number,
          storedFileName: 'a'.repeat(32),
          isMain: false,
          sortOrder: 0,
          width: 1200,
          height: 900,
        },
        {
          imageNo: expect.any(Number) as number,
          storedFileName: 'b'.repeat(32),
          isMain: false,
          sortOrder: 1,
          width: 900,
          height: 1200,
        },
      ],
      documents: [
        { kind: 'REGISTER_COPY', label: '등기부등본', fileId: registerFile, mime: 'application/pdf' },
        { kind: 'BUILDING_REGISTER', label: '건축물대장', fileId: buildingFile, mime: 'image/png' },
      ],
      safetyGrade: 'RATE001',
      changeSafetyGrade: 'RATE002',
      gradeCorrection: null,
      computedGrade: {
        level: 1,
        rate: 'RATE001',
        ratio: 66.7,
        reasons: [
          '보증금과 선순위 채권이 공시가격의 66.7%로 126% 이하입니다.',
          '선순위 권리와 임대인의 체납 세금이 없습니다.',
        ],
        table: 'JEONSE',
        assessable: true,
        insuranceEligible: true,
        priorityRepayment: {
          tierLabel: '서울특별시',
          maxDeposit: 16_500,
          protectedAmount: 5_500,
          fullyProtected: false,
        },
        publicPrice: 30_000,
        seniorDebt: 0,
      },
      isLawyer: true,
      isConfirm: 'CONFIRM',
      isBaro: true,
      comments: { rate001: 0, rate002: 0, rate003: 0, rate004: 0, rate005: 0 },
      reportHistory: { total: 0, open: 0, confirmed: 0, dismissed: 0, recent: [] },
      isLike: false,
      company: '안심공인중개사사무소',
      broker: {
        name: '박중개',
        company: '안심공인중개사사무소',
        officePhone: '0212345678',
        officeAddress: '서울특별시 강남구 테헤란로 123, 2층',
        // The demo seed's channel of broker01, kept by the office update above.
        kakaoChannelUrl: 'https://pf.kakao.com/_ansimbroker01',
      },
      useBaroQty: null,
      availBaroQty: null,
      regDate: times.createdAt.toISOString(),
      updDate: times.updatedAt.toISOString(),
      confirmedAt: times.confirmedAt.toISOString(),
      // Registered as ACTIVE: its first prices, from its registration (issue 18 §3).
      priceHistory: [
        {
          saleType: 'RENT',
          sellingPrice: null,
          rentPrice: 20_000,
          deposit: null,
          monthlyPrice: null,
          changedAt: times.createdAt.toISOString(),
        },
      ],
    };
    expect(entity).toEqual(expected);
    expect(Object.keys(entity).sort()).toEqual(Object.keys(expected).sort());
  });

  it('has empty lists, no fee, no photos and no documents for a listing without child rows', async () => {
    const bare = await insertSale(owner.userNo);
    const entity = await entityOf(bare);
    for (const list of [
      'heatList',
      'acList',
      'lifeList',
      'securityList',
      'etcList',
      'costList',
      'privateCostList',
    ] as const)
      expect(entity[list]).toEqual([]);
    expect(entity).toMatchObject({
      costType: null,
      saleImage: [],
      documents: [],
      mainImage: null,
      loanList: [],
      applyDate: null,
      supplyArea1: null,
      supplyArea2: null,
      landArea2: null,
    });
  });

  it('labels the three deal types 매매, 전세 and 월세, with the code beside the label', async () => {
    const sale = await insertSale(owner.userNo, { saleType: 'SALE', sellingPrice: 50_000, rentPrice: null });
    const monthly = await insertSale(owner.userNo, {
      saleType: 'MONTHLY',
      deposit: 1000,
      monthlyPrice: 60,
      rentPrice: null,
    });
    expect(await entityOf(sale)).toMatchObject({
      saleType: '매매',
      saleTypeCode: 'SALE',
      sellingPrice: 50_000,
    });
    expect(await entityOf(known)).toMatchObject({ saleType: '전세', saleTypeCode: 'RENT' });
    expect(await entityOf(monthly)).toMatchObject({
      saleType: '월세',
      saleTypeCode: 'MONTHLY',
      deposit: 1000,
      monthlyPrice: 60,
    });
  });

  it("names the broker's company from the profile's office when the account has none", async () => {
    const saleNo = await insertSale(officeOnlyBroker);
    expect(await entityOf(saleNo)).toMatchObject({
      company: '마포한강부동산',
      broker: { company: '마포한강부동산', officePhone: null, officeAddress: null, kakaoChannelUrl: null },
    });
  });
});

describe('the station', () => {
  it("is the broker's station when set, else the nearest one within walking range, else none", async () => {
    expect((await entityOf(known)).station).toEqual({
      subwayNo: 222,
      name: '강남',
      line: '2호선',
      distanceM: 500,
      walkMinutes: 10,
    });
    // 110 m south of 역삼역, no station chosen: 역삼 is found, not 강남 (800 m away).
    const nearYeoksam = await insertSale(owner.userNo, { subwayNo: null, lat: 37.499622, lng: 127.036456 });
    const station = (await entityOf(nearYeoksam)).station;
    expect(station).toMatchObject({ subwayNo: 221, name: '역삼', line: '2호선' });
    expect(station?.distanceM).toBeGreaterThan(100);
    expect(station?.distanceM).toBeLessThan(120);
    expect(station?.walkMinutes).toBe(Math.ceil(((station?.distanceM ?? 0) * 1.3) / 67));
    // Off the coast of 인천: no station within 2 km.
    const offshore = await insertSale(owner.userNo, { subwayNo: null, lat: 37.2, lng: 126.2 });
    expect((await entityOf(offshore)).station).toBeNull();
  });
});

describe('who sees a listing', () => {
  const statuses = ['ACTIVE', 'STOP', 'DONE', 'DELETE', 'STORAGE'] as const;
  const byStatus = new Map<string, number>();
  beforeAll(async () => {
    for (const status of statuses) byStatus.set(status, await insertSale(owner.userNo, { status }));
  });

  it('shows ACTIVE to everyone and any other status to its owner and the operator only; others get 404', async () => {
    const callers = {
      visitor: () => visitor,
      user: () => user,
      owner: () => owner,
      otherBroker: () => otherBroker,
      admin: () => admin,
    };
    for (const status of statuses) {
      for (const [name, caller] of Object.entries(callers)) {
        const res = await detail(byStatus.get(status)!, caller());
        const sees = status === 'ACTIVE' || name === 'owner' || name === 'admin';
        expect([status, name, res.status]).toEqual([status, name, sees ? 200 : 404]);
        if (sees) expect(res.body.entity?.status).toBe(status);
        else expect(res.body).toEqual({ code: -404, message: '매물을 찾을 수 없습니다.', entity: null });
      }
    }
  });

  it("answers a hidden listing exactly as a number that does not exist, so a draft's number is not confirmed", async () => {
    const hidden = await detail(byStatus.get('STORAGE')!, user);
    const missing = await detail(2_147_483_647, user);
    expect(hidden).toEqual(missing);
    expect(missing.status).toBe(404);
  });

  it("gives the owner's 안전방 marks to the owner and the operator only", async () => {
    const hiddenListing = byStatus.get('STOP')!;
    for (const caller of [owner, admin]) {
      expect(await entityOf(known, caller)).toMatchObject({ useBaroQty: 2, availBaroQty: 5 });
      expect(await entityOf(hiddenListing, caller)).toMatchObject({ useBaroQty: 2, availBaroQty: 5 });
    }
    for (const caller of [visitor, user, otherBroker])
      expect(await entityOf(known, caller)).toMatchObject({ useBaroQty: null, availBaroQty: null });
    // An owner who was never granted a mark holds none.
    await setUnits(ctx.handle.db, otherBroker.userNo, 'BARO', { granted: 0 });
    const theirs = await insertSale(otherBroker.userNo);
    expect(await entityOf(theirs, otherBroker)).toMatchObject({ useBaroQty: 0, availBaroQty: 0 });
  });
});

describe('registry documents', () => {
  it('name their files to signed-in callers only; a visitor sees the kinds without file ids', async () => {
    const seen = (await entityOf(known)).documents;
    expect(seen.map((d) => [d.kind, d.fileId])).toEqual([
      ['REGISTER_COPY', null],
      ['BUILDING_REGISTER', null],
    ]);
    for (const caller of [user, otherBroker, owner, admin]) {
      expect((await entityOf(known, caller)).documents.map((d) => d.fileId)).toEqual([
        registerFile,
        buildingFile,
      ]);
    }
  });
});

describe('isLike', () => {
  it('is true only for the user who liked, on the listing they liked', async () => {
    const other = await insertSale(owner.userNo);
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: user.headers,
      payload: { isLike: true, saleNo: known, userNo: user.userNo },
    });
    expect(like.json()).toMatchObject({ code: 1 });

    expect((await entityOf(known, user)).isLike).toBe(true);
    // Not on another listing, nor for anyone else on this one.
    expect((await entityOf(other, user)).isLike).toBe(false);
    for (const caller of [visitor, otherBroker, owner, admin])
      expect((await entityOf(known, caller)).isLike).toBe(false);
    // Not when only someone else likes it either.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: otherBroker.headers,
      payload: { isLike: true, saleNo: other, userNo: otherBroker.userNo },
    });
    expect((await entityOf(other, user)).isLike).toBe(false);
    expect((await entityOf(other, otherBroker)).isLike).toBe(true);
  });
});

describe('a token whose session has ended', () => {
  // The session is checked in the listing's own statement (sessionBeside): what it would give the token's
  // user must not reach the caller once the session is gone.
  it("gets a visitor's answer: no registry file ids, no heart, and 404 for its owner's hidden listing", async () => {
    const [stale, staleOwner] = await Promise.all([signIn('user01'), signIn('broker01')]);
    const hidden = await insertSale(owner.userNo, { status: 'STOP' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: stale.headers,
      payload: { isLike: true, saleNo: known, userNo: stale.userNo },
    });
    // While the sessions live: the user's own answer.
    expect((await entityOf(known, stale)).isLike).toBe(true);
    expect((await entityOf(known, stale)).documents.map((d) => d.fileId)).toEqual([
      registerFile,
      buildingFile,
    ]);
    expect((await detail(hidden, staleOwner)).status).toBe(200);

    for (const caller of [stale, staleOwner]) {
      const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: caller.headers });
      expect(out.statusCode).toBe(200);
    }
    const after = await entityOf(known, stale);
    expect(after.isLike).toBe(false);
    expect(after.documents.map((d) => d.fileId)).toEqual([null, null]);
    expect(await detail(hidden, staleOwner)).toEqual(await detail(hidden, visitor));
    expect((await detail(hidden, staleOwner)).status).toBe(404);
    // The other sessions of the same accounts are untouched.
    expect((await entityOf(known, user)).documents.map((d) => d.fileId)).toEqual([
      registerFile,
      buildingFile,
    ]);
    expect((await detail(hidden, owner)).status).toBe(200);
  });

  it("gets a visitor's answer once the account is suspended, though the token is still unexpired", async () => {
    const suspended = await signIn('broker03');
    expect((await entityOf(known, suspended)).documents[0]?.fileId).toBe(registerFile);
    await ctx.handle.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.userNo, suspended.userNo));
    try {
      expect((await entityOf(known, suspended)).documents[0]?.fileId).toBeNull();
    } finally {
      await ctx.handle.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userNo, suspended.userNo));
    }
  });
});

describe('the listing number', () => {
  it('is refused with 400 and a Korean message when it is not a positive int4', async () => {
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) {
      for (const withUser of [false, true]) {
        const res = await detail(bad, user, { withUser });
        expect([bad, res.status]).toEqual([bad, 400]);
        expect(res.body.code).toBe(-400);
        expect(res.body.message).toMatch(/[가-힣]/);
        // The envelope names the field: a bad number never reaches a query.
        expect(res.body.entity).toEqual({
          issues: [{ field: 'saleNo', message: expect.stringMatching(/^saleNo/) }],
        });
      }
    }
    const badUser = await ctx.app.inject({ method: 'GET', url: `/api/sale/${known}/abc` });
    expect(badUser.statusCode).toBe(400);
  });

  it('that does not exist is 404', async () => {
    const res = await detail(2_000_000_000);
    expect(res).toEqual({
      status: 404,
      body: { code: -404, message: '매물을 찾을 수 없습니다.', entity: null },
    });
  });

  it('is answered the same at both paths and both methods, whatever userNo the path carries', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: user.headers,
      payload: { isLike: true, saleNo: known, userNo: user.userNo },
    });
    const answers = await Promise.all([
      detail(known, user, { method: 'PATCH' }),
      detail(known, user, { method: 'GET' }),
      detail(known, user, { method: 'PATCH', withUser: true }),
      detail(known, user, { method: 'GET', withUser: true }),
    ]);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]?.body.entity?.isLike).toBe(true); // the caller's heart at every path
    // Someone else's number in the path does not make their heart or their rights the caller's.
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/sale/${known}/${owner.userNo}`,
      headers: user.headers,
    });
    expect(res.json<Answer['body']>().entity).toMatchObject({ isLike: true, useBaroQty: null });
    const asVisitor = await ctx.app.inject({ method: 'PATCH', url: `/api/sale/${known}/${owner.userNo}` });
    expect(asVisitor.json<Answer['body']>().entity).toMatchObject({ isLike: false, useBaroQty: null });
    // The native shell's PATCH carries a JSON body (empty or not): it is ignored, the answer is the same.
    for (const payload of ['', '{}', JSON.stringify({ userNo: owner.userNo })]) {
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/sale/${known}`,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      });
      expect({ status: patched.statusCode, body: patched.json() }).toEqual(answers[0]);
    }
  });
});

describe('the computed grade', () => {
  it('puts a 다가구주택 at grade 4 and split land and building ownership at grade 5, with the reason', async () => {
    const multiUnit = await insertSale(owner.userNo, { useType: 'TYPE004' });
    const split = await insertSale(owner.userNo, { ownership: false });
    const illegal = await insertSale(owner.userNo, { illegalBuilding: true });
    expect((await entityOf(multiUnit)).computedGrade).toMatchObject({
      level: 4,
      rate: 'RATE004',
      reasons: expect.arrayContaining([
        '다가구주택은 다른 임차인의 보증금이 앞설 수 있어 4등급으로 산정합니다.',
      ]) as string[],
    });
    expect((await entityOf(split)).computedGrade).toMatchObject({
      level: 5,
      rate: 'RATE005',
      insuranceEligible: false,
      reasons: expect.arrayContaining(['토지와 건물의 소유자가 달라 5등급으로 산정합니다.']) as string[],
    });
    expect((await entityOf(illegal)).computedGrade).toMatchObject({
      level: 4,
      reasons: expect.arrayContaining(['위반건축물(불법 증·개축)이라 4등급으로 산정합니다.']) as string[],
    });
  });

  it("takes the 근저당's 채권최고액 as senior debt when no figure was computed, and tax arrears out of grade 1", async () => {
    const mortgaged = await insertSale(owner.userNo, {
      seniorDebt: null,
      collateralSecurity: true,
      collateralSecurityPrice: 10_000,
    });
    expect((await entityOf(mortgaged)).computedGrade).toMatchObject({
      level: 2,
      ratio: 100,
      seniorDebt: 10_000,
      reasons: expect.arrayContaining(['선순위 권리가 있어 1등급에서 제외됩니다.']) as string[],
    });
    const arrears = await insertSale(owner.userNo, { taxArrears: true });
    expect((await entityOf(arrears)).computedGrade).toMatchObject({
      level: 2,
      reasons: expect.arrayContaining(['임대인의 체납 세금이 있어 1등급에서 제외됩니다.']) as string[],
    });
  });

  it('cannot grade a listing without 공시가격, and grades a sale without tenant deposit', async () => {
    const unknown = await insertSale(owner.userNo, { publicPrice: null });
    expect((await entityOf(unknown)).computedGrade).toMatchObject({
      level: 5,
      assessable: false,
      publicPrice: null,
      reasons: ['공시가격을 확인할 수 없어 안전등급을 산정할 수 없습니다.'],
    });
    const sale = await insertSale(owner.userNo, { saleType: 'SALE', sellingPrice: 50_000, rentPrice: null });
    expect((await entityOf(sale)).computedGrade).toMatchObject({
      level: 1,
      table: 'SALE',
      insuranceEligible: false,
    });
  });

  it("finds the 최우선변제 tier of the listing's region: a 수원 monthly deposit is fully protected", async () => {
    // 경기도 수원시 장안구 파장동: the open data writes the 시 and 구 as one word ('수원시장안구').
    const suwon = await insertSale(owner.userNo, {
      saleType: 'MONTHLY',
      rentPrice: null,
      deposit: 1000,
      monthlyPrice: 50,
      bjdCode: '4111112900',
      sidoCode: '41',
      sigunguCode: '41111',
      dongCode: '41111129',
      saleAddr: '경기도 수원시 장안구 파장동 100-1 파장빌',
      lat: 37.321858,
      lng: 126.997162,
    });
    const grade = (await entityOf(suwon)).computedGrade;
    expect(grade.priorityRepayment).toEqual({
      tierLabel: '과밀억제권역(서울 제외), 세종·용인·화성·김포',
      maxDeposit: 14_500,
      protectedAmount: 4_800,
      fullyProtected: true,
    });
    expect(grade.table).toBe('MONTHLY');
    // A 서울 deposit above its tier's 16,500만원 line is not protected at all.
    expect((await entityOf(known)).computedGrade.priorityRepayment.fullyProtected).toBe(false);
  });
});

describe('the detail query', () => {
  it('reads every listing of a mixed page without mixing their child rows', async () => {
    // Another listing with its own rows beside the known one: each detail carries only its own.
    const sibling = await insertSale(owner.userNo);
    await ctx.handle.db.insert(saleOptions).values({ saleNo: sibling, groupCode: 'HEAT', code: 'HEAT003' });
    await ctx.handle.db.insert(saleImages).values({
      saleNo: sibling,
      sortOrder: 0,
      imageKey: 'd'.repeat(32),
      width: 10,
      height: 10,
      isMain: true,
    });
    const [a, b] = await Promise.all([entityOf(known), entityOf(sibling)]);
    expect(a.heatList.map((o) => o.code)).toEqual(['HEAT001']);
    expect(b.heatList.map((o) => o.code)).toEqual(['HEAT003']);
    expect(b.saleImage.map((i) => i.storedFileName)).toEqual(['d'.repeat(32)]);
    expect(a.saleImage).toHaveLength(3);
    const rows = await ctx.handle.db
      .select({ saleNo: saleImages.saleNo })
      .from(saleImages)
      .where(inArray(saleImages.saleNo, [known, sibling]));
    expect(rows).toHaveLength(4);
  });
});
