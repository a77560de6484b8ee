import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The market context of a listing (P14 §5) against the shipped 실거래 file, every figure recomputed here
 * from the CSV itself: which sales are similar, their median, the typical price, the 전세가율 and its flag,
 * on the detail's answer and on the search and 관심매물 cards alike.
 */

interface CsvRow {
  bjd_code: string;
  sigungu: string;
  dong: string;
  contract_date: string;
  price_manwon: string;
  area_m2: string;
  building_use: string;
}
const CSV = new URL('../src/db/seed/data/seoul-sale-transactions-2022-2023.csv', import.meta.url);
const rows = (
  parse(fs.readFileSync(CSV, 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as CsvRow[]
)
  .map((r) => ({ ...r, price: Number(r.price_manwon), area: Number(r.area_m2) }))
  .filter((r) => r.price > 0 && r.area > 0);

const USE = {
  APARTMENT: '아파트',
  VILLA: '연립다세대',
  OFFICETELS: '오피스텔',
  ONE_ROOM: '단독다가구',
} as const;
type Building = keyof typeof USE;

const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
/** The similar sales of a listing by the rule the issue states: same 동 (else 구 when < 5), use, area ±20%. */
function similar(bjdCode: string, building: Building, area: number) {
  const band = rows.filter(
    (r) =>
      r.bjd_code.slice(0, 5) === bjdCode.slice(0, 5) &&
      r.building_use === USE[building] &&
      r.area >= area * 0.8 &&
      r.area <= area * 1.2,
  );
  const dong = band.filter((r) => r.bjd_code === bjdCode);
  if (dong.length >= 5) return { scope: 'DONG', list: dong };
  if (band.length >= 5) return { scope: 'SIGUNGU', list: band };
  return { scope: null, list: [] };
}
const typical = (list: { price: number; area: number }[], area: number) =>
  Math.round(medianOf(list.map((r) => r.price / r.area)) * area);

interface Market {
  available: boolean;
  emptyReason: string | null;
  scope: string | null;
  scopeName: string | null;
  transactionCount: number;
  transactions: { contractDate: string; price: number; area: number }[];
  monthly: { month: string; count: number; medianPrice: number }[];
  typicalPrice: number | null;
  basis: string | null;
  deposit: number | null;
  jeonseRatio: number | null;
  jeonseRisk: { deposit: number; typicalPrice: number; ratio: number; transactionCount: number } | null;
  priceVsTypical: number | null;
  sourceLabel: string;
}

let ctx: TestContext;
/** Demo listings this file reshapes, one per case. */
let saleNos: number[] = [];
let owner: { userNo: number; loginId: string };

// The 동 with the most 아파트 sales around 84㎡ (the commonest size), and one 연립다세대 동 with few sales.
const busiest = (() => {
  const counts = new Map<string, number>();
  for (const r of rows)
    if (r.building_use === '아파트' && r.area >= 70 && r.area <= 100)
      counts.set(r.bjd_code, (counts.get(r.bjd_code) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
})();
/** A 동 with 1–4 similar 연립다세대 sales whose 구 has at least 5: the fallback case. */
const sparse = (() => {
  for (const r of rows) {
    if (r.building_use !== '연립다세대') continue;
    const s = similar(r.bjd_code, 'VILLA', r.area);
    const inDong = rows.filter(
      (x) =>
        x.bjd_code === r.bjd_code &&
        x.building_use === '연립다세대' &&
        x.area >= r.area * 0.8 &&
        x.area <= r.area * 1.2,
    ).length;
    if (s.scope === 'SIGUNGU' && inDong >= 1 && inDong < 5) return { bjdCode: r.bjd_code, area: r.area };
  }
  throw new Error('no sparse 동 in the file');
})();

async function reshape(saleNo: number, values: Partial<typeof sales.$inferInsert>) {
  const bjd = values.bjdCode;
  await ctx.handle.db
    .update(sales)
    .set({
      ...values,
      ...(bjd ? { sidoCode: bjd.slice(0, 2), sigunguCode: bjd.slice(0, 5), dongCode: bjd.slice(0, 8) } : {}),
    })
    .where(eq(sales.saleNo, saleNo));
}
const market = async (saleNo: number | string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleNo}/market`, headers });
  return { status: res.statusCode, body: res.json<{ code: number; message: string; entity: Market }>() };
};
const card = async (saleNo: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/sale/list?saleAddr=${saleNo}` });
  const list = res.json<{ entity: { list: { saleNo: number; jeonseRisk?: boolean }[] } }>().entity.list;
  return list.find((c) => c.saleNo === saleNo);
};
async function signIn(id: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: 'ansim2580!' },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

const RENT = (rentPrice: number) => ({
  saleType: 'RENT',
  rentPrice,
  deposit: null,
  monthlyPrice: null,
  sellingPrice: null,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const list = await ctx.handle.db
    .select({ saleNo: sales.saleNo, userNo: sales.userNo, loginId: users.loginId })
    .from(sales)
    .innerJoin(users, eq(users.userNo, sales.userNo))
    .where(and(eq(sales.status, 'ACTIVE'), eq(users.loginId, 'broker01')))
    .orderBy(asc(sales.saleNo))
    .limit(8);
  saleNos = list.map((r) => r.saleNo);
  owner = { userNo: list[0]?.userNo ?? 0, loginId: list[0]?.loginId ?? '' };
  expect(saleNos.length).toBe(8);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/sale/{saleNo}/market', () => {
  it('compares a 전세 with the 동’s similar sales: median, typical price and 전세가율 as computed from the file', async () => {
    const saleNo = saleNos[0] as number;
    const area = 84.9;
    const { scope, list } = similar(busiest, 'APARTMENT', area);
    expect(scope).toBe('DONG');
    const expected = typical(list, area);
    const deposit = Math.floor(expected * 0.6);
    await reshape(saleNo, {
      bjdCode: busiest,
      buildingType: 'APARTMENT',
      dedicatedArea: area,
      ...RENT(deposit),
    });

    const { status, body } = await market(saleNo);
    expect(status).toBe(200);
    const m = body.entity;
    expect(m.available).toBe(true);
    expect(m.scope).toBe('DONG');
    expect(m.scopeName).toBe(list[0]?.dong);
    expect(m.transactionCount).toBe(list.length);
    expect(m.typicalPrice).toBe(expected);
    expect(m.deposit).toBe(deposit);
    expect(m.jeonseRatio).toBe(Math.round((deposit / expected) * 1000) / 10);
    expect(m.jeonseRisk).toBeNull();
    expect(m.priceVsTypical).toBeNull();
    expect(m.basis).toContain(`${list.length}건`);
    expect(m.sourceLabel).toBe('국토교통부 실거래가 2022–2023');
    // The newest 30, newest first; the months cover every similar sale.
    expect(m.transactions.length).toBe(Math.min(30, list.length));
    const dates = m.transactions.map((t) => t.contractDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(
      list
        .map((r) => r.contract_date)
        .sort()
        .at(-1),
    );
    expect(m.monthly.reduce((n, x) => n + x.count, 0)).toBe(list.length);
    const firstMonth = m.monthly[0] as Market['monthly'][number];
    expect(firstMonth.medianPrice).toBe(
      Math.round(
        medianOf(list.filter((r) => r.contract_date.startsWith(firstMonth.month)).map((r) => r.price)),
      ),
    );
  });

  it('flags a deposit above 80% of the typical price, not exactly 80% or below, with the figures behind it', async () => {
    const saleNo = saleNos[1] as number;
    // An area whose typical price divides by 5, so that 80% of it is a whole 만원.
    let area = 84;
    let expected = 0;
    for (let a = 8400; a < 8600; a++) {
      const t = typical(similar(busiest, 'APARTMENT', a / 100).list, a / 100);
      if (t % 5 === 0) {
        area = a / 100;
        expected = t;
        break;
      }
    }
    expect(expected % 5).toBe(0);
    const n = similar(busiest, 'APARTMENT', area).list.length;
    const at80 = (expected * 4) / 5;
    for (const [deposit, flagged] of [
      [at80 - 1, false],
      [at80, false],
      [at80 + 1, true],
      [expected + 5000, true],
    ] as const) {
      await reshape(saleNo, {
        bjdCode: busiest,
        buildingType: 'APARTMENT',
        dedicatedArea: area,
        ...RENT(deposit),
      });
      const m = (await market(saleNo)).body.entity;
      expect(m.typicalPrice).toBe(expected);
      expect(m.jeonseRatio).toBe(Math.round((deposit / expected) * 1000) / 10);
      if (flagged) {
        expect(m.jeonseRisk).toMatchObject({ deposit, typicalPrice: expected, transactionCount: n });
        // The rule compares exact figures; the ratio shown is rounded to one decimal (80.0 just above 80%).
        expect(m.jeonseRisk?.ratio).toBeGreaterThanOrEqual(80);
      } else {
        expect(m.jeonseRisk).toBeNull();
      }
      // The search card says the same as the detail.
      expect((await card(saleNo))?.jeonseRisk).toBe(flagged);
    }
  });

  it('takes a 월세 listing’s 보증금 as its deposit', async () => {
    const saleNo = saleNos[2] as number;
    const area = 59.9;
    const expected = typical(similar(busiest, 'APARTMENT', area).list, area);
    const deposit = expected; // 100%
    await reshape(saleNo, {
      bjdCode: busiest,
      buildingType: 'APARTMENT',
      dedicatedArea: area,
      saleType: 'MONTHLY',
      deposit,
      monthlyPrice: 50,
      rentPrice: null,
      sellingPrice: null,
    });
    const m = (await market(saleNo)).body.entity;
    expect(m.deposit).toBe(deposit);
    expect(m.jeonseRatio).toBe(100);
    expect(m.jeonseRisk).not.toBeNull();
    expect((await card(saleNo))?.jeonseRisk).toBe(true);
  });

  it('answers a 매매 listing with its price against the typical price and no 전세가율', async () => {
    const saleNo = saleNos[3] as number;
    const area = 84.9;
    const expected = typical(similar(busiest, 'APARTMENT', area).list, area);
    const sellingPrice = expected + 10_000;
    await reshape(saleNo, {
      bjdCode: busiest,
      buildingType: 'APARTMENT',
      dedicatedArea: area,
      saleType: 'SALE',
      sellingPrice,
      rentPrice: null,
      deposit: null,
      monthlyPrice: null,
    });
    const m = (await market(saleNo)).body.entity;
    expect(m.available).toBe(true);
    expect(m.deposit).toBeNull();
    expect(m.jeonseRatio).toBeNull();
    expect(m.jeonseRisk).toBeNull();
    expect(m.priceVsTypical).toBe(Math.round((sellingPrice / expected) * 1000) / 10);
    expect((await card(saleNo))?.jeonseRisk).toBe(false);
  });

  it('widens to the 시군구 when the 동 has fewer than 5 similar sales', async () => {
    const saleNo = saleNos[4] as number;
    const { list } = similar(sparse.bjdCode, 'VILLA', sparse.area);
    const expected = typical(list, sparse.area);
    await reshape(saleNo, {
      bjdCode: sparse.bjdCode,
      buildingType: 'VILLA',
      dedicatedArea: sparse.area,
      ...RENT(expected),
    });
    const m = (await market(saleNo)).body.entity;
    expect(m.scope).toBe('SIGUNGU');
    expect(m.scopeName).toBe(list[0]?.sigungu);
    expect(m.transactionCount).toBe(list.length);
    expect(m.typicalPrice).toBe(expected);
    expect(m.basis).toContain('5건 미만');
    expect(m.jeonseRisk).not.toBeNull(); // 100%
    expect((await card(saleNo))?.jeonseRisk).toBe(true);
  });

  it('answers an explicit empty context, never an error, outside Seoul or with too few sales', async () => {
    const saleNo = saleNos[5] as number;
    // 수원시 장안구 (Gyeonggi): the file is Seoul's.
    await reshape(saleNo, {
      bjdCode: '4111112900',
      buildingType: 'APARTMENT',
      dedicatedArea: 84.9,
      ...RENT(90_000),
    });
    let res = await market(saleNo);
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({
      available: false,
      typicalPrice: null,
      jeonseRatio: null,
      jeonseRisk: null,
    });
    expect(res.body.entity.emptyReason).toContain('서울');
    expect(res.body.entity.transactions).toEqual([]);
    expect((await card(saleNo))?.jeonseRisk).toBe(false);

    // A Seoul 오피스텔 far larger than any sold in its 구.
    await reshape(saleNo, {
      bjdCode: busiest,
      buildingType: 'OFFICETELS',
      dedicatedArea: 900,
      ...RENT(90_000),
    });
    expect(similar(busiest, 'OFFICETELS', 900).list.length).toBe(0);
    res = await market(saleNo);
    expect(res.status).toBe(200);
    expect(res.body.entity.available).toBe(false);
    expect(res.body.entity.emptyReason).toContain('5건 미만');
  });

  it('is seen as the detail is: a listing not public is 404 but to its broker and the operator', async () => {
    const saleNo = saleNos[6] as number;
    await reshape(saleNo, { status: 'STOP' });
    expect((await market(saleNo)).status).toBe(404);
    const user = await signIn('user01');
    expect((await market(saleNo, user.headers)).status).toBe(404);
    const broker = await signIn(owner.loginId);
    expect((await market(saleNo, broker.headers)).status).toBe(200);
    const admin = await signIn('admin01');
    expect((await market(saleNo, admin.headers)).status).toBe(200);
    expect((await market(999_999_999)).status).toBe(404);
    const bad = await market('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
  });

  it('carries the flag on 관심매물 cards as on the detail', async () => {
    const saleNo = saleNos[7] as number;
    const area = 84.9;
    const expected = typical(similar(busiest, 'APARTMENT', area).list, area);
    await reshape(saleNo, {
      bjdCode: busiest,
      buildingType: 'APARTMENT',
      dedicatedArea: area,
      ...RENT(expected),
    });
    const user = await signIn('user01');
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: user.headers,
      payload: { isLike: true, saleNo, userNo: user.userNo },
    });
    expect(like.json()).toMatchObject({ code: 1 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/like/list?userNo=${user.userNo}&limit=100`,
      headers: user.headers,
    });
    const cards = res.json<{ entity: { list: { saleNo: number; jeonseRisk?: boolean }[] } }>().entity.list;
    expect(cards.find((c) => c.saleNo === saleNo)?.jeonseRisk).toBe(true);
    expect((await market(saleNo)).body.entity.jeonseRisk).not.toBeNull();
    // Every other liked card agrees with its own detail.
    for (const c of cards.filter((x) => x.saleNo !== saleNo).slice(0, 5)) {
      const m = await market(c.saleNo, user.headers);
      if (m.status === 200) expect(c.jeonseRisk).toBe(m.body.entity.jeonseRisk !== null);
    }
  });
});

describe('the search cards', () => {
  it('carry the same flag as each listing’s detail, page after page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/search/sale/list?saleAddr=강남구&limit=30',
    });
    const cards = res.json<{ entity: { list: { saleNo: number; jeonseRisk?: boolean }[] } }>().entity.list;
    expect(cards.length).toBe(30);
    for (const c of cards) {
      expect(typeof c.jeonseRisk).toBe('boolean');
      const m = (await market(c.saleNo)).body.entity;
      expect(c.jeonseRisk).toBe(m.jeonseRisk !== null);
    }
  });
});
