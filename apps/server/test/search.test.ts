import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import type { NewSale } from '../src/db/seed/listings.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let brokerNo: number;
const no: Record<string, number> = {};

/** A listing with every required field; tests override what they are about. */
const base = (over: Partial<NewSale>): NewSale => ({
  userNo: brokerNo,
  status: 'ACTIVE',
  saleType: 'MONTHLY',
  buildingType: 'VILLA',
  deposit: 1000,
  monthlyPrice: 60,
  roomGroup: 'ROOM004',
  roomType: 'ROOM_TYPE005',
  floor: 3,
  entireFloor: 5,
  dedicatedArea: 45,
  actualArea: 45,
  saleAddr: '서울특별시 강남구 역삼동 123-4 테스트빌',
  bjdCode: '1168010100',
  sidoCode: '11',
  sigunguCode: '11680',
  dongCode: '11680101',
  lat: 37.5,
  lng: 127.05,
  title: '테스트 매물',
  safetyGrade: 'RATE002',
  ...over,
});

// 강남역 is at about 37.4979, 127.0276; 수원 장안구 파장동 is 4111112900.
const FIXTURES: Record<string, Partial<NewSale>> = {
  monthlyCheap: { monthlyPrice: 55, deposit: 500, createdAt: new Date('2026-11-20T00:00:00Z') },
  monthlyAt70: { monthlyPrice: 70, createdAt: new Date('2026-11-19T00:00:00Z') },
  monthlyDear: { monthlyPrice: 71, createdAt: new Date('2026-11-18T00:00:00Z') },
  jeonse: { saleType: 'RENT', deposit: null, monthlyPrice: null, rentPrice: 30000, safetyGrade: 'RATE004' },
  saleCheap: {
    saleType: 'SALE',
    deposit: null,
    monthlyPrice: null,
    sellingPrice: 50000,
    buildingType: 'APARTMENT',
    dedicatedArea: 84.9,
  },
  saleDear: {
    saleType: 'SALE',
    deposit: null,
    monthlyPrice: null,
    sellingPrice: 250000,
    buildingType: 'APARTMENT',
    dedicatedArea: 134.8,
    roomGroup: 'ROOM005',
    floor: 25,
    entireFloor: 30,
  },
  basement: { floor: 0, roomGroup: 'ROOM001', dedicatedArea: 20, safetyGrade: 'RATE005' },
  rooftop: { floor: 101, roomGroup: 'ROOM001', dedicatedArea: 25, buildingType: 'ONE_ROOM' },
  nearStation: {
    lat: 37.4995,
    lng: 127.0295,
    officetel: undefined,
    buildingType: 'OFFICETELS',
  } as Partial<NewSale>,
  suwon: {
    saleAddr: '경기도 수원시 장안구 파장동 1 수원빌',
    bjdCode: '4111112900',
    sidoCode: '41',
    sigunguCode: '41111',
    dongCode: '41111129',
    lat: 37.3218,
    lng: 126.9971,
    monthlyPrice: 40,
  },
  sold: { status: 'DONE' },
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  await db.execute(sql`delete from sales`);
  const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker01'));
  brokerNo = broker!.userNo;
  for (const [name, over] of Object.entries(FIXTURES)) {
    const { officetel: _unused, ...clean } = over as Partial<NewSale> & { officetel?: unknown };
    const [row] = await db.insert(sales).values(base(clean)).returning({ saleNo: sales.saleNo });
    no[name] = row!.saleNo;
  }
});
afterAll(async () => {
  await ctx.close();
});

async function search(params: Record<string, string>, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(params).toString();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/sale/list?${qs}`, headers });
  const body = res.json<{
    code: number;
    message: string;
    entity: {
      list: { saleNo: number; isLike: boolean }[];
      pageInfo: { page: number; totalPage: number; totalRow: number };
    };
  }>();
  return { res, body, nos: body.entity?.list?.map((s) => s.saleNo) ?? [] };
}
const names = (nos: number[]) => nos.map((n) => Object.keys(no).find((k) => no[k] === n)).sort();

describe('GET /api/search/sale/list', () => {
  it('lists active listings of a 구, newest first, with the count', async () => {
    const { body, nos } = await search({ saleAddr: '강남구' });
    expect(body.entity.pageInfo.totalRow).toBe(9);
    expect(names(nos)).not.toContain('suwon');
    expect(names(nos)).not.toContain('sold');
    expect(nos.indexOf(no.monthlyCheap!)).toBeLessThan(nos.indexOf(no.monthlyAt70!));
    expect(nos.indexOf(no.monthlyAt70!)).toBeLessThan(nos.indexOf(no.monthlyDear!));
  });

  it('finds a city by its short name and a 동 by its name', async () => {
    expect(names((await search({ saleAddr: '수원' })).nos)).toEqual(['suwon']);
    expect(names((await search({ saleAddr: '파장동' })).nos)).toEqual(['suwon']);
    expect((await search({ saleAddr: '역삼동' })).body.entity.pageInfo.totalRow).toBe(9);
  });

  it('finds listings within a kilometre of a station', async () => {
    expect(names((await search({ saleAddr: '강남역' })).nos)).toEqual(['nearStation']);
  });

  it('finds a listing by its number', async () => {
    expect((await search({ saleAddr: String(no.jeonse) })).nos).toEqual([no.jeonse]);
  });

  it('answers an empty list outside Seoul, Gyeonggi and Incheon', async () => {
    const { body } = await search({ saleAddr: '부산 해운대구' });
    expect(body.entity.list).toEqual([]);
    expect(body.entity.pageInfo.totalRow).toBe(0);
  });

  it('filters 월세 by rent with an inclusive upper bound, leaving other deal types out', async () => {
    const { nos } = await search({ saleAddr: '강남구', types: 'MONTHLY', maxMonthlyPrice: '70' });
    expect(names(nos)).toEqual(['basement', 'monthlyAt70', 'monthlyCheap', 'nearStation', 'rooftop']);
  });

  it('applies price bounds per deal type, and an empty upper bound means unlimited', async () => {
    const both = await search({
      types: 'SALE,RENT',
      minSellPrice: '60000',
      maxSellPrice: '',
      maxRentPrice: '30000',
    });
    expect(names(both.nos)).toEqual(['jeonse', 'saleDear']);
    const exact = await search({ types: 'SALE', minSellPrice: '50000', maxSellPrice: '50000' });
    expect(names(exact.nos)).toEqual(['saleCheap']);
  });

  it('filters by building type, rooms, area, floor and safety grade', async () => {
    expect(names((await search({ buildingTypes: 'APARTMENT' })).nos)).toEqual(['saleCheap', 'saleDear']);
    expect(names((await search({ roomGroup: 'ROOM001' })).nos)).toEqual(['basement', 'rooftop']);
    // 10평대 is 33.06 ㎡ up to 66.11 ㎡; 20 ㎡ and 25 ㎡ are under 10평.
    expect(names((await search({ area: 'DEDICATED_AREA001' })).nos)).toEqual(['basement', 'rooftop']);
    expect(names((await search({ area: 'DEDICATED_AREA007' })).nos)).toEqual([]);
    // 134.8 ㎡ is 40.78평 (40평대); 84.9 ㎡ is 25.68평 (20평대).
    expect(names((await search({ area: 'DEDICATED_AREA005' })).nos)).toEqual(['saleDear']);
    expect(names((await search({ area: 'DEDICATED_AREA003' })).nos)).toEqual(['saleCheap']);
    expect(names((await search({ floor: 'FLOOR001,FLOOR007' })).nos)).toEqual(['basement', 'rooftop']);
    expect(names((await search({ floor: 'FLOOR006' })).nos)).toEqual(['saleDear']);
    expect(names((await search({ safetyGrades: 'RATE004,RATE005' })).nos)).toEqual(['basement', 'jeonse']);
  });

  it('shows other statuses to the operator only', async () => {
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'admin01', password: 'ansim2580!' },
    });
    const operator = { authorization: admin.headers.authorization as string };
    expect(names((await search({ status: 'DONE' }, operator)).nos)).toEqual(['sold']);
    expect((await search({ status: 'DONE' })).res.statusCode).toBe(403);
  });

  it('keeps to the map bounds', async () => {
    const { nos } = await search({
      southWestLat: '37.30',
      southWestLng: '126.9',
      northEastLat: '37.35',
      northEastLng: '127.1',
    });
    expect(names(nos)).toEqual(['suwon']);
  });

  it('pages without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await search({ limit: '3', page: String(page) });
      expect(body.entity.pageInfo).toMatchObject({ page, totalPage: 4, totalRow: 10 });
      seen.push(...body.entity.list.map((s) => s.saleNo));
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    const all = (await search({ limit: '-1' })).nos;
    expect([...all].sort()).toEqual([...seen].sort());
  });

  it('names the bad field', async () => {
    const { res, body } = await search({ maxMonthlyPrice: '-5' });
    expect(res.statusCode).toBe(400);
    expect(body.message).toMatch(/^maxMonthlyPrice: /);
    expect((await search({ types: 'RENTAL' })).res.statusCode).toBe(400);
    expect((await search({ southWestLat: '37' })).res.statusCode).toBe(400);
  });

  it('counts like the list does', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/sale/list/count?saleAddr=${encodeURIComponent('강남구')}&types=MONTHLY`,
    });
    expect(res.json()).toEqual({ code: 1, message: '성공', entity: { totalRow: 6 } });
  });
});

describe('map region counts', () => {
  const counts = async (params: Record<string, string>) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/common/search/main/map?${new URLSearchParams(params)}` })
    ).json<{ entity: { code: string; name: string; count: number; lat: number }[] }>().entity;

  it('counts listings per 시군구 with the filters applied, at the region centres', async () => {
    const all = await counts({ level: 'sigungu' });
    expect(all.map((c) => [c.code, c.name, c.count])).toEqual([
      ['11680', '강남구', 9],
      ['41111', '수원시 장안구', 1],
    ]);
    expect(all[0]?.lat).toBeGreaterThan(37.4);
    const monthly = await counts({ level: 'sido', types: 'MONTHLY' });
    expect(monthly.map((c) => [c.name, c.count])).toEqual([
      ['서울특별시', 6],
      ['경기도', 1],
    ]);
  });

  it('keeps to the map bounds and answers 동 at the closest level', async () => {
    const suwon = await counts({
      level: 'dong',
      southWestLat: '37.30',
      southWestLng: '126.9',
      northEastLat: '37.35',
      northEastLng: '127.1',
    });
    expect(suwon.map((c) => [c.name, c.count])).toEqual([['파장동', 1]]);
  });

  it('refuses an unknown level', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/search/main/map?level=street' });
    expect(res.statusCode).toBe(400);
  });
});

describe('likes', () => {
  const signIn = async (id: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id, password: 'ansim2580!' },
    });
    return {
      userNo: res.json<{ entity: { userNo: number } }>().entity.userNo,
      authorization: res.headers.authorization as string,
    };
  };

  it('likes and unlikes; isLike shows for the caller only; the list follows', async () => {
    const user = await signIn('user01');
    const headers = { authorization: user.authorization };
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers,
      payload: { isLike: true, saleNo: no.jeonse, userNo: user.userNo },
    });
    expect(like.json()).toMatchObject({ code: 1, entity: { saleNo: no.jeonse, isLike: true } });
    // Twice is still one like.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers,
      payload: { isLike: true, saleNo: no.jeonse, userNo: user.userNo },
    });

    const mine = await search({ saleAddr: String(no.jeonse), loginUserNo: String(user.userNo) }, headers);
    expect(mine.body.entity.list[0]?.isLike).toBe(true);
    const visitor = await search({ saleAddr: String(no.jeonse), loginUserNo: String(user.userNo) });
    expect(visitor.body.entity.list[0]?.isLike).toBe(false);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/like/list?userNo=${user.userNo}`,
      headers,
    });
    expect(list.json()).toMatchObject({
      code: 1,
      entity: { list: [{ saleNo: no.jeonse, isLike: true }], pageInfo: { totalRow: 1 } },
    });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers,
      payload: { isLike: false, saleNo: no.jeonse, userNo: user.userNo },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/like/list?userNo=${user.userNo}`,
      headers,
    });
    expect(after.json<{ entity: { list: unknown[] } }>().entity.list).toEqual([]);
  });

  it('refuses liking one’s own listing, another user’s number, and visitors', async () => {
    const broker = await signIn('broker01');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: { authorization: broker.authorization },
      payload: { isLike: true, saleNo: no.jeonse, userNo: broker.userNo, saleUserNo: 1 },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe('내 매물은 관심매물로 등록할 수 없습니다.');
    const user = await signIn('user01');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: { authorization: user.authorization },
      payload: { isLike: true, saleNo: no.jeonse, userNo: broker.userNo },
    });
    expect(other.statusCode).toBe(403);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      payload: { isLike: true, saleNo: no.jeonse, userNo: user.userNo },
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: { authorization: user.authorization },
      payload: { isLike: true, saleNo: 999999999, userNo: user.userNo },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /common/search/addr/list', () => {
  it('suggests 강남구 first for its initial consonants, and stations with their lines', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/common/search/addr/list?keyword=${encodeURIComponent('ㄱㄴ')}`,
    });
    const list = res.json<{ entity: { kind: string; label: string; detail: string; saleAddr: string }[] }>()
      .entity;
    expect(list[0]).toEqual({ kind: 'sigungu', label: '강남구', detail: '서울특별시', saleAddr: '강남구' });
    const station = list.find((s) => s.label === '강남역');
    expect(station?.detail).toContain('2호선');
  });

  it('offers a listing number as typed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/search/addr/list?keyword=100123' });
    expect(res.json<{ entity: unknown[] }>().entity[0]).toEqual({
      kind: 'saleNo',
      label: '100123',
      detail: '매물번호',
      saleAddr: '100123',
    });
  });

  it('refuses an empty keyword', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/common/search/addr/list?keyword=' });
    expect(res.statusCode).toBe(400);
  });
});
