import { searchFilterQuerySchema } from '@ansim/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../src/db/schema/index.ts';
import { cubePlan } from '../src/modules/search/cube-count.ts';
import { createSearchRepo, searchWhere } from '../src/modules/search/repo.ts';
import { createSearchService } from '../src/modules/search/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// The demo market (6,000 listings) is the data: every total the cubes give must equal a direct count.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const QUERIES: Record<string, string>[] = [
  {},
  { saleAddr: '서울' },
  { saleAddr: '강남구' },
  { saleAddr: '수원' },
  { types: 'MONTHLY', maxMonthlyPrice: '70' },
  { types: 'MONTHLY', minMonthlyPrice: '50', maxMonthlyPrice: '100', maxMonthlyDepositPrice: '1000' },
  { types: 'RENT', minRentPrice: '9000', maxRentPrice: '25000', saleAddr: '경기' },
  { types: 'SALE', minSellPrice: '155000' },
  { types: 'SALE,RENT', maxSellPrice: '35000', maxRentPrice: '15000', saleAddr: '송파구' },
  { buildingTypes: 'VILLA,ONE_ROOM', roomGroup: 'ROOM001' },
  { area: 'DEDICATED_AREA002,DEDICATED_AREA003', floor: 'FLOOR003' },
  { floor: 'FLOOR001,FLOOR007', safetyGrades: 'RATE004,RATE005', saleAddr: '인천' },
  { types: 'RENT', safetyGrades: 'RATE001,RATE002', buildingTypes: 'APARTMENT' },
  { status: 'DONE' },
  { saleAddr: '역삼동' },
  { saleAddr: '신사동', types: 'MONTHLY', maxMonthlyPrice: '70' },
];

const parse = (params: Record<string, string>) => searchFilterQuerySchema.parse(params);

async function directCount(params: Record<string, string>): Promise<number> {
  const service = createSearchService(ctx.handle.db, createSearchRepo(ctx.handle.db));
  const q = parse(params);
  return createSearchRepo(ctx.handle.db).count(searchWhere(q, await service.resolve(q.saleAddr)));
}

async function apiCount(params: Record<string, string>): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list/count?${new URLSearchParams(params)}`,
  });
  return res.json<{ entity: { totalRow: number } }>().entity.totalRow;
}

describe('pre-aggregated counts', () => {
  it('answer these queries from a cube, not by counting rows', async () => {
    const service = createSearchService(ctx.handle.db, createSearchRepo(ctx.handle.db));
    for (const params of QUERIES) {
      const q = parse(params);
      expect(cubePlan(q, await service.resolve(q.saleAddr)), JSON.stringify(params)).not.toBeNull();
    }
  });

  it('equal a direct count for every kind of filter', async () => {
    for (const params of QUERIES) {
      const direct = await directCount(params);
      expect(await apiCount(params), JSON.stringify(params)).toBe(direct);
    }
    expect(await directCount({})).toBeGreaterThan(5000);
  });

  it('stay exact through inserts, updates and deletes, in the same transaction', async () => {
    const db = ctx.handle.db;
    const [one] = await db.select().from(sales).where(eq(sales.saleType, 'MONTHLY')).limit(1);
    const before = await apiCount({ types: 'MONTHLY', maxMonthlyPrice: '70' });
    await db.update(sales).set({ monthlyPrice: 65 }).where(eq(sales.saleNo, one!.saleNo));
    await db
      .update(sales)
      .set({ status: 'STOP' })
      .where(sql`${sales.saleNo} in (select sale_no from sales where sale_type = 'SALE' limit 5)`);
    await db
      .delete(sales)
      .where(sql`${sales.saleNo} in (select sale_no from sales where sale_type = 'RENT' limit 3)`);
    const {
      saleNo: _n,
      saleKey: _k,
      areaBand: _a,
      floorBand: _f,
      priceBand: _p,
      priceBand2: _p2,
      ...copy
    } = one!;
    await db.insert(sales).values({ ...copy, monthlyPrice: 10 });
    for (const params of QUERIES) {
      expect(await apiCount(params), JSON.stringify(params)).toBe(await directCount(params));
    }
    const after = await apiCount({ types: 'MONTHLY', maxMonthlyPrice: '70' });
    expect(after).toBeGreaterThanOrEqual(before + 1);
  });

  it('counts off-stop price bounds and station areas directly, with the same answer', async () => {
    const service = createSearchService(ctx.handle.db, createSearchRepo(ctx.handle.db));
    const direct: Record<string, string>[] = [
      { types: 'MONTHLY', maxMonthlyPrice: '73' },
      { saleAddr: '강남역' },
      { southWestLat: '37.49', southWestLng: '127.0', northEastLat: '37.52', northEastLng: '127.05' },
    ];
    for (const params of direct) {
      const q = parse(params);
      expect(cubePlan(q, await service.resolve(q.saleAddr))).toBeNull();
      expect(await apiCount(params)).toBe(await directCount(params));
    }
  });
});
