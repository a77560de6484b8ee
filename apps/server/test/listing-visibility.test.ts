import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * What a visitor and a signed-in user may see of the demo market: hearts on exactly the liked listings,
 * map bubbles that count what the list they open shows, and only ACTIVE listings of active brokers.
 */
let ctx: TestContext;

interface ListBody {
  code: number;
  message: string;
  entity: {
    list: { saleNo: number; isLike: boolean; userNo: number }[];
    pageInfo: { page: number; totalPage: number; totalRow: number };
  };
}
interface Bubble {
  code: string;
  name: string;
  saleAddr: string;
  count: number;
  lat: number;
  lng: number;
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = async <T>(url: string, params: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(params)}`, headers });
  return { status: res.statusCode, body: res.json<T>() };
};
const list = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  get<ListBody>('/api/search/sale/list', params, headers);

async function signIn(id: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: 'ansim2580!' },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

describe('isLike', () => {
  it('is true on exactly the listings the caller likes, in every search call', async () => {
    const user = await signIn('user01');
    const gangnam = await list({ saleAddr: '강남구', limit: '30' });
    const first = gangnam.body.entity.list;
    expect(first.length).toBe(30);
    // Likes on the 2nd and 5th listing of the first page, and none elsewhere.
    const liked = [first[1]!.saleNo, first[4]!.saleNo];
    for (const saleNo of liked) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/like',
        headers: user.headers,
        payload: { isLike: true, saleNo, userNo: user.userNo },
      });
      expect(res.json()).toMatchObject({ code: 1 });
    }
    const me = { loginUserNo: String(user.userNo) };
    const likedIn = (rows: ListBody['entity']['list']) => rows.filter((r) => r.isLike).map((r) => r.saleNo);

    // The region list, sorted every way the API offers (each takes its own query path).
    for (const sort of ['LATEST', 'PRICE_ASC', 'PRICE_DESC', 'GRADE', 'AREA_DESC']) {
      const all = await list({ saleAddr: '강남구', limit: '-1', sort, ...me }, user.headers);
      const rows = all.body.entity.list;
      expect(rows.length).toBeGreaterThan(30);
      expect(likedIn(rows).sort()).toEqual([...liked].sort());
    }
    // The first page: exactly the two hearts, at their places.
    const page = await list({ saleAddr: '강남구', limit: '30', ...me }, user.headers);
    expect(page.body.entity.list.map((r) => r.isLike)).toEqual(first.map((r) => liked.includes(r.saleNo)));

    // The map's list: a street-level box (one pass with the total) and a wide box (cells).
    const target = first[1]!;
    const [row] = await ctx.handle.db
      .select({ lat: sales.lat, lng: sales.lng })
      .from(sales)
      .where(eq(sales.saleNo, target.saleNo));
    for (const half of [0.01, 0.08]) {
      const box = {
        southWestLat: String(row!.lat - half),
        southWestLng: String(row!.lng - half),
        northEastLat: String(row!.lat + half),
        northEastLng: String(row!.lng + half),
      };
      const inBox = (await list({ ...box, limit: '-1', ...me }, user.headers)).body.entity.list;
      expect(inBox.length).toBeGreaterThan(1);
      expect(likedIn(inBox).every((n) => liked.includes(n))).toBe(true);
      expect(likedIn(inBox)).toContain(target.saleNo);
    }
    // A station's kilometre, and a listing number.
    const station = (await list({ saleAddr: '강남역', limit: '-1', ...me }, user.headers)).body.entity.list;
    expect(likedIn(station).every((n) => liked.includes(n))).toBe(true);
    expect(station.filter((r) => !liked.includes(r.saleNo)).length).toBeGreaterThan(0);
    const other = first[0]!.saleNo;
    const byNo = (await list({ saleAddr: String(other), ...me }, user.headers)).body.entity.list;
    expect(byNo).toEqual([expect.objectContaining({ saleNo: other, isLike: false })]);
    const likedByNo = (await list({ saleAddr: String(target.saleNo), ...me }, user.headers)).body.entity.list;
    expect(likedByNo).toEqual([expect.objectContaining({ saleNo: target.saleNo, isLike: true })]);

    // 관심매물: the two, both liked.
    const wish = await get<ListBody>('/api/user/like/list', { userNo: String(user.userNo) }, user.headers);
    expect(wish.body.entity.list.map((r) => r.saleNo).sort()).toEqual([...liked].sort());
    expect(wish.body.entity.list.every((r) => r.isLike)).toBe(true);

    // Another user's likes never show: a visitor, and another signed-in user.
    const visitor = await list({ saleAddr: '강남구', limit: '-1', ...me });
    expect(likedIn(visitor.body.entity.list)).toEqual([]);
    const broker = await signIn('broker02');
    const theirs = await list(
      { saleAddr: '강남구', limit: '-1', loginUserNo: String(broker.userNo) },
      broker.headers,
    );
    expect(likedIn(theirs.body.entity.list)).toEqual([]);
  });
});

describe('map bubbles', () => {
  const bubbles = async (level: string, params: Record<string, string>) =>
    (await get<{ entity: Bubble[] }>('/common/search/main/map', { level, ...params })).body.entity;

  const FILTERS: Record<string, string>[] = [
    {},
    { types: 'MONTHLY' },
    { types: 'RENT,MONTHLY', roomGroup: 'ROOM001,ROOM002' },
    { buildingTypes: 'APARTMENT,OFFICETELS', floor: 'FLOOR003' },
    // Price bounds off the slider's stops are counted directly rather than from the cubes.
    { types: 'MONTHLY', maxMonthlyPrice: '63' },
  ];
  // 잠실동 and 강남 at the zoom a phone and a desktop show them, and the whole metro area.
  const VIEWS: Record<string, string>[] = [
    { southWestLat: '37.490', southWestLng: '127.060', northEastLat: '37.530', northEastLng: '127.120' },
    { southWestLat: '37.450', southWestLng: '126.980', northEastLat: '37.560', northEastLng: '127.160' },
    {},
  ];

  it('counts the listings that the list it opens shows, at every level, view and filter', async () => {
    let compared = 0;
    for (const filter of FILTERS) {
      for (const view of VIEWS) {
        for (const level of ['sido', 'sigungu', 'dong']) {
          const found = await bubbles(level, { ...filter, ...view });
          // Every bubble on a view of a few 동 and the busiest ones of a wide view.
          for (const bubble of found.slice(0, 6)) {
            const opened = await list({ ...filter, saleAddr: bubble.saleAddr, limit: '1' });
            expect(opened.status).toBe(200);
            expect({ saleAddr: bubble.saleAddr, totalRow: opened.body.entity.pageInfo.totalRow }).toEqual({
              saleAddr: bubble.saleAddr,
              totalRow: bubble.count,
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('names regions whose names repeat across the metro area by their parents', async () => {
    // 중구 and 동구 are in Seoul and Incheon; each bubble opens its own.
    const gus = await bubbles('sigungu', {});
    const junggu = gus.filter((b) => b.name === '중구');
    expect(junggu.length).toBe(2);
    expect(new Set(junggu.map((b) => b.saleAddr)).size).toBe(2);
    for (const b of junggu) {
      const opened = await list({ saleAddr: b.saleAddr, limit: '-1' });
      expect(opened.body.entity.pageInfo.totalRow).toBe(b.count);
    }
  });
});

describe('unpublished listings', () => {
  it('are never in public search; the operator may ask for them', async () => {
    for (const status of ['STORAGE', 'DELETE', 'STOP', 'DONE']) {
      const visitor = await list({ status });
      expect(visitor.status).toBe(403);
      expect(visitor.body.message).toMatch(/[가-힣]/);
      const count = await get<{ code: number }>('/api/search/sale/list/count', { status });
      expect(count.status).toBe(403);
      const map = await get<{ code: number }>('/common/search/main/map', { level: 'sido', status });
      expect(map.status).toBe(403);
    }
    const broker = await signIn('broker01');
    expect((await list({ status: 'STOP' }, broker.headers)).status).toBe(403);
    const admin = await signIn('admin01');
    const done = await list({ status: 'DONE', limit: '-1' }, admin.headers);
    expect(done.status).toBe(200);
    expect(done.body.entity.pageInfo.totalRow).toBeGreaterThan(0);
    const doneNos = done.body.entity.list.map((r) => r.saleNo);
    const statuses = await ctx.handle.db
      .selectDistinct({ status: sales.status })
      .from(sales)
      .where(inArray(sales.saleNo, doneNos));
    expect(statuses).toEqual([{ status: 'DONE' }]);
    // A listing number of a listing that is not ACTIVE finds nothing publicly, and cannot be liked.
    const visitorByNo = await list({ saleAddr: String(doneNos[0]) });
    expect(visitorByNo.body.entity.list).toEqual([]);
    const user = await signIn('user01');
    const like = (saleNo: number, isLike: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/like',
        headers: user.headers,
        payload: { isLike, saleNo, userNo: user.userNo },
      });
    expect((await like(doneNos[0]!, true)).statusCode).toBe(404);
    expect((await like(doneNos[0]!, false)).statusCode).toBe(200);
  });

  it("leave search with their broker's withdrawal, in the same transaction", async () => {
    const broker = await signIn('broker03');
    const mine = and(eq(sales.userNo, broker.userNo), eq(sales.status, 'ACTIVE'));
    const [before] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(mine);
    expect(before!.n).toBeGreaterThan(0);
    const publicBefore = (await list({ limit: '1' })).body.entity.pageInfo.totalRow;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${broker.userNo}`,
      headers: broker.headers,
      payload: { password: 'ansim2580!' },
    });
    expect(res.json()).toMatchObject({ code: 1 });
    const [after] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(mine);
    expect(after!.n).toBe(0);
    // The totals, from the cubes, drop by exactly that broker's listings; no listing of theirs is listed.
    const publicAfter = (await list({ limit: '1' })).body.entity.pageInfo.totalRow;
    expect(publicAfter).toBe(publicBefore - before!.n);
    const everything = await list({ limit: '-1', saleAddr: '서울' });
    expect(everything.body.entity.list.some((r) => r.userNo === broker.userNo)).toBe(false);
    // Other brokers' listings stay.
    const [others] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .innerJoin(users, eq(users.userNo, sales.userNo))
      .where(and(eq(sales.status, 'ACTIVE'), eq(users.status, 'ACTIVE')));
    expect(others!.n).toBe(publicAfter);
  });
});
