import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The market context with the 국토교통부 RTMS API configured (docs/decisions/016's pattern): the sales come
 * from the API (a local server standing in for data.go.kr), the cards then flag by the same sales, and a
 * 시군구 the API cannot answer falls back to the shipped file.
 */

const hits: URL[] = [];
let server: http.Server;
let base = '';
let ctx: TestContext;
let saleNos: number[] = [];

/** 역삼동 of 강남구: 11680 + 10100. */
const GANGNAM = '11680';
const YEOKSAM = '1168010100';
/** Sales the stand-in answers for each month asked: 아파트 of about 84㎡ in 역삼동, 만원 with commas. */
const PRICES = [120_000, 126_000, 131_000];

function rtmsAnswer(url: URL) {
  const ymd = url.searchParams.get('DEAL_YMD') ?? '';
  const items = PRICES.map((price, i) => ({
    aptNm: `역삼테스트${i}`,
    dealAmount: price.toLocaleString('en-US'),
    dealYear: ymd.slice(0, 4),
    dealMonth: String(Number(ymd.slice(4, 6))),
    dealDay: String(10 + i),
    excluUseAr: '84.97',
    floor: String(5 + i),
    sggCd: GANGNAM,
    umdCd: '10100',
    umdNm: '역삼동',
  }));
  return {
    response: { header: { resultCode: '000' }, body: { items: { item: items }, totalCount: items.length } },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.push(url);
    if (url.searchParams.get('LAWD_CD') !== GANGNAM) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rtmsAnswer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestApp({ env: { DATA_GO_KR_SERVICE_KEY: 'secret', DATA_GO_KR_API_URL: base } });
  const list = await ctx.handle.db
    .select({ saleNo: sales.saleNo })
    .from(sales)
    .innerJoin(users, eq(users.userNo, sales.userNo))
    .where(and(eq(sales.status, 'ACTIVE'), eq(users.loginId, 'broker02')))
    .orderBy(asc(sales.saleNo))
    .limit(2);
  saleNos = list.map((r) => r.saleNo);
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function reshape(saleNo: number, bjdCode: string, rentPrice: number) {
  await ctx.handle.db
    .update(sales)
    .set({
      bjdCode,
      sidoCode: bjdCode.slice(0, 2),
      sigunguCode: bjdCode.slice(0, 5),
      dongCode: bjdCode.slice(0, 8),
      buildingType: 'APARTMENT',
      dedicatedArea: 84.9,
      saleType: 'RENT',
      rentPrice,
      deposit: null,
      monthlyPrice: null,
      sellingPrice: null,
    })
    .where(eq(sales.saleNo, saleNo));
}
const market = async (saleNo: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleNo}/market` })).json<{
    entity: {
      source: string;
      sourceLabel: string;
      available: boolean;
      transactionCount: number;
      typicalPrice: number | null;
      transactions: { price: number; buildingName: string }[];
      jeonseRisk: unknown;
    };
  }>().entity;
const cardFlag = async (saleNo: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search/sale/list?saleAddr=${saleNo}` }))
    .json<{ entity: { list: { saleNo: number; jeonseRisk?: boolean }[] } }>()
    .entity.list.find((c) => c.saleNo === saleNo)?.jeonseRisk;

describe('market context from the RTMS API', () => {
  it('reads the recent months of the 시군구 and compares the listing with them', async () => {
    const saleNo = saleNos[0] as number;
    // The stand-in's medians: 126,000만원 over 84.97㎡ each month.
    const typical = Math.round((126_000 / 84.97) * 84.9);
    await reshape(saleNo, YEOKSAM, Math.floor(typical * 0.9));
    hits.length = 0;
    // Three opened at once share one load of the 시군구.
    const [m, ...others] = await Promise.all([market(saleNo), market(saleNo), market(saleNo)]);
    if (!m) throw new Error('no answer');
    for (const o of others) expect(o).toEqual(m);
    expect(m.source).toBe('DATA_GO_KR');
    expect(m.sourceLabel).toBe('국토교통부 실거래가 공개시스템 (최근 6개월)');
    expect(m.available).toBe(true);
    expect(m.transactionCount).toBe(18);
    expect(m.typicalPrice).toBe(typical);
    expect(m.transactions[0]?.buildingName).toMatch(/^역삼테스트/);
    expect(m.jeonseRisk).not.toBeNull();
    // One call a month, for the 시군구, with the key, for all three.
    expect(hits).toHaveLength(6);
    for (const url of hits) {
      expect(url.pathname).toBe('/1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade');
      expect(url.searchParams.get('LAWD_CD')).toBe(GANGNAM);
      expect(url.searchParams.get('serviceKey')).toBe('secret');
    }
    // The card reads the same sales, now in memory; the second detail reads the cache.
    expect(await cardFlag(saleNo)).toBe(true);
    await market(saleNo);
    expect(hits).toHaveLength(6);
  });

  it('falls back to the shipped file when the API fails for a 시군구', async () => {
    const saleNo = saleNos[1] as number;
    // 마포구 공덕동: the stand-in answers 503 for any 시군구 but 강남구.
    await reshape(saleNo, '1144010200', 50_000);
    const m = await market(saleNo);
    expect(m.source).toBe('LOCAL');
    expect(m.sourceLabel).toBe('국토교통부 실거래가 2022–2023');
    expect(await cardFlag(saleNo)).toBe(m.jeonseRisk !== null);
  });
});
