import { AREA_CODES, FLOOR_CODES, searchFilterQuerySchema } from '@ansim/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleCountCell, sales } from '../src/db/schema/index.ts';
import { bandsPlan, cubePlan } from '../src/modules/search/cube-count.ts';
import { cellsOf } from '../src/modules/search/map-box.ts';
import { createSearchRepo } from '../src/modules/search/repo.ts';
import { searchWhere } from '../src/modules/search/search-where.ts';
import { createSearchService } from '../src/modules/search/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertableSale } from './sale-copy.ts';

// The demo market (6,000 listings) is the data: every total the cubes give must equal a direct count.
let ctx: TestContext;
/** The operator's token: only the operator may count listings that are not ACTIVE. */
let operator: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: 'admin01', password: 'ansim2580!' },
  });
  operator = res.headers.authorization as string;
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
  const service = createSearchService(createSearchRepo(ctx.handle.db));
  const q = parse(params);
  return createSearchRepo(ctx.handle.db).count(searchWhere(q, await service.resolve(q.saleAddr)));
}

async function apiCount(params: Record<string, string>): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list/count?${new URLSearchParams(params)}`,
    headers: { authorization: operator },
  });
  return res.json<{ entity: { totalRow: number } }>().entity.totalRow;
}

describe('pre-aggregated counts', () => {
  it('answer these queries from a cube, not by counting rows', async () => {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
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
    const copy = insertableSale(one!);
    await db.insert(sales).values({ ...copy, monthlyPrice: 10 });
    for (const params of QUERIES) {
      expect(await apiCount(params), JSON.stringify(params)).toBe(await directCount(params));
    }
    const after = await apiCount({ types: 'MONTHLY', maxMonthlyPrice: '70' });
    expect(after).toBeGreaterThanOrEqual(before + 1);
  });

  it('keep the fine cell counts equal to a recount through inserts, moves, status changes and deletes', async () => {
    const db = ctx.handle.db;
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        JSON.stringify(r),
      );
    const kept = () =>
      rowsOf(
        sql`select status, fine_lng, fine_lat, sale_type, n from sale_count_fine_cell where n > 0 order by 1, 2, 3, 4`,
      );
    const recount = () =>
      rowsOf(
        sql`select status, floor(lng * 640)::integer as fine_lng, floor(lat * 800)::integer as fine_lat, sale_type, count(*)::int as n from sales where status <> 'STORAGE' group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      );
    expect(await kept()).toEqual(await recount());

    const [one] = await db.select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
    const copy = insertableSale(one!);
    // On fine cell corners (f / 800, g / 640) and a hair below them, one statement; and a draft.
    await db.insert(sales).values(
      [0, 1, 2, 3].flatMap((i) => [
        { ...copy, lat: (30_000 + i) / 800, lng: (81_300 + i) / 640 },
        { ...copy, lat: (30_000 + i) / 800 - 1e-11, lng: (81_300 + i) / 640 - 1e-11 },
      ]),
    );
    await db.insert(sales).values({ ...copy, status: 'STORAGE' });
    // Moved across fine cell borders, many in one statement; paused, stored as drafts, deleted.
    await db.execute(
      sql`update sales set lat = lat + 0.00125, lng = lng - 0.0015625 where sale_no in (select sale_no from sales where status = 'ACTIVE' order by sale_no limit 40)`,
    );
    await db.execute(
      sql`update sales set status = 'STOP' where sale_no in (select sale_no from sales where status = 'ACTIVE' order by sale_no desc limit 7)`,
    );
    await db.execute(
      sql`update sales set status = 'STORAGE' where sale_no in (select sale_no from sales where status = 'ACTIVE' order by sale_no desc limit 3)`,
    );
    await db.execute(
      sql`delete from sales where sale_no in (select sale_no from sales where status <> 'STORAGE' order by sale_no desc limit 5)`,
    );
    expect(await kept()).toEqual(await recount());

    // The rebuild a bulk load or a repair runs fills it the same way (rolled back).
    let rebuilt: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select sale_counts_rebuild()`);
        rebuilt = (
          (await tx.execute(
            sql`select status, fine_lng, fine_lat, sale_type, n from sale_count_fine_cell where n > 0 order by 1, 2, 3, 4`,
          )) as unknown as { rows: Record<string, unknown>[] }
        ).rows.map((r) => JSON.stringify(r));
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(rebuilt).toEqual(await kept());
  });

  it('counts off-stop price bounds and station areas directly, with the same answer', async () => {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
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

describe('wide map boxes', () => {
  // About 0.2° × 0.25° around central Seoul: far wider than a street, so it is counted from map cells.
  const wide = {
    southWestLat: '37.45',
    southWestLng: '126.9',
    northEastLat: '37.65',
    northEastLng: '127.15',
  };

  it('count from the cell cube, widened to whole cells, and list exactly what they count', async () => {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    for (const params of [wide, { ...wide, types: 'MONTHLY' }, { ...wide, types: 'SALE,RENT' }]) {
      const q = parse(params);
      const plan = cubePlan(q, await service.resolve(q.saleAddr));
      expect(plan?.cube).toBe(saleCountCell);
      const total = await apiCount(params);
      expect(total).toBe(await directCount(params));
      expect(total).toBeGreaterThan(100);
    }
    const box = { south: 37.45, west: 126.9, north: 37.65, east: 127.15 };
    const cells = cellsOf(box);
    const [inCells] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(
        sql`${sales.status} = 'ACTIVE' and ${sales.latCell} between ${cells.lat[0]} and ${cells.lat[1]} and ${sales.lngCell} between ${cells.lng[0]} and ${cells.lng[1]}`,
      );
    expect(await apiCount(wide)).toBe(inCells!.n);
  });

  it('take a listing just past the edge, inside the edge cell, and none beyond that cell', async () => {
    const db = ctx.handle.db;
    const [one] = await db.select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
    const copy = insertableSale(one!);
    // The east edge 127.15 lies inside the cell [127.15, 127.15625); just past it, inside, and past the cell.
    const inside = await db
      .insert(sales)
      .values({ ...copy, lat: 37.55, lng: 127.152, createdAt: new Date('2030-01-02T00:00:00Z') })
      .returning({ saleNo: sales.saleNo });
    const beyond = await db
      .insert(sales)
      .values({ ...copy, lat: 37.55, lng: 127.1571, createdAt: new Date('2030-01-01T00:00:00Z') })
      .returning({ saleNo: sales.saleNo });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/sale/list?${new URLSearchParams({ ...wide, page: '1', limit: '30' })}`,
    });
    const saleNos = res.json<{ entity: { list: { saleNo: number }[] } }>().entity.list.map((s) => s.saleNo);
    expect(saleNos[0]).toBe(inside[0]!.saleNo);
    expect(saleNos).not.toContain(beyond[0]!.saleNo);
    expect(await apiCount(wide)).toBe(await directCount(wide));
  });
});

describe('a page found by walking or by sorting', () => {
  it('is the same page either way, page after page', async () => {
    const db = ctx.handle.db;
    const service = createSearchService(createSearchRepo(db));
    const repo = createSearchRepo(db);
    const cases: Record<string, string>[] = [
      {},
      { roomGroup: 'ROOM001', floor: 'FLOOR003' },
      { saleAddr: '강남구', types: 'MONTHLY' },
      { area: 'DEDICATED_AREA004', safetyGrades: 'RATE001' },
      // Areas of several codes, walked code by code: 수원시's four 구, and a 동 name three 구 share.
      { saleAddr: '수원시' },
      { saleAddr: '수원시', types: 'RENT' },
      { saleAddr: '신사동' },
    ];
    for (const params of cases) {
      const q = parse({ ...params, limit: '30' });
      const area = await service.resolve(q.saleAddr);
      const where = searchWhere(q, area);
      if (params.saleAddr === '신사동')
        expect(area.kind === 'dong' && area.dongCodes.length).toBeGreaterThan(1);
      for (const offset of [0, 30, 60]) {
        const walked = await repo.page(where, q, offset, false, area);
        const sorted = await repo.page(where, q, offset, true, area);
        if (offset === 0) expect(walked.length, JSON.stringify(params)).toBeGreaterThan(0);
        expect(
          sorted.map((r) => r.saleNo),
          JSON.stringify(params),
        ).toEqual(walked.map((r) => r.saleNo));
      }
    }
  });

  it('walks a combination of rooms, area and floor band by band to the same pages as sorting', async () => {
    const db = ctx.handle.db;
    const service = createSearchService(createSearchRepo(db));
    const repo = createSearchRepo(db);
    const bands = {
      roomGroup: 'ROOM001,ROOM002',
      area: 'DEDICATED_AREA001,DEDICATED_AREA002',
      floor: 'FLOOR002,FLOOR003',
    };
    const cases: Record<string, string>[] = [
      { roomGroup: 'ROOM001', area: 'DEDICATED_AREA001', floor: 'FLOOR003' },
      bands,
      { ...bands, saleAddr: '강남구' },
      { ...bands, saleAddr: '수원시', types: 'MONTHLY' },
      // A 동, and a 동 name that three 구 share: walked 시군구 by 시군구, the 동 tested on each.
      { ...bands, saleAddr: '역삼동' },
      { ...bands, saleAddr: '신사동', types: 'RENT,MONTHLY' },
      { ...bands, saleAddr: '서울' },
      { ...bands, safetyGrades: 'RATE001,RATE002', types: 'RENT,MONTHLY', maxMonthlyPrice: '70' },
      { roomGroup: 'ROOM003', area: 'DEDICATED_AREA001,DEDICATED_AREA002', floor: 'FLOOR007' },
    ];
    for (const params of cases) {
      const q = parse({ ...params, limit: '7' });
      const area = await service.resolve(q.saleAddr);
      const where = searchWhere(q, area);
      for (const offset of [0, 7, 14, 70]) {
        const walked = await repo.pageByBands(q, area, offset);
        const sorted = await repo.page(where, q, offset, true, area);
        if (offset === 0) expect(walked.length, JSON.stringify(params)).toBeGreaterThan(0);
        expect(
          walked.map((r) => r.saleNo),
          `${JSON.stringify(params)} offset ${offset}`,
        ).toEqual(sorted.map((r) => r.saleNo));
      }
    }
  });

  it('walks the bands when that reads fewer listings than walking the area or sorting', async () => {
    const db = ctx.handle.db;
    const repo = createSearchRepo(db);
    const ways: string[] = [];
    const service = createSearchService({
      ...repo,
      latestPageWithCubeTotal: async (...args: Parameters<typeof repo.latestPageWithCubeTotal>) => {
        const read = await repo.latestPageWithCubeTotal(...args);
        ways.push(read.way);
        return read;
      },
    });
    // More matches than a page: each band walk stops at the page.
    const many = { roomGroup: 'ROOM001', area: 'DEDICATED_AREA001', floor: 'FLOOR002,FLOOR003', limit: '7' };
    expect(await directCount(many)).toBeGreaterThan(2 * 7);
    await service.list(null, parse(many));
    // Ten matches: the band walks read just them, where walking the market newest first reads thousands.
    await service.list(
      null,
      parse({ roomGroup: 'ROOM003', area: 'DEDICATED_AREA001,DEDICATED_AREA002', floor: 'FLOOR007' }),
    );
    // Every combination of rooms, areas and floors (245 walks): the market's newest first is a page.
    const every = {
      roomGroup: 'ROOM001,ROOM002,ROOM003,ROOM004,ROOM005',
      area: AREA_CODES.map((a) => a.code).join(','),
      floor: FLOOR_CODES.map((f) => f.code).join(','),
    };
    await service.list(null, parse(every));
    // In a 구 the same combination is walked in the 구's own bands, and matches only what sorting finds.
    const inGu = { ...many, saleAddr: '강남구' };
    const listed = await service.list(null, parse(inGu));
    const q = parse(inGu);
    const area = await service.resolve(q.saleAddr);
    const sorted = await repo.page(searchWhere(q, area), q, 0, true, area);
    expect(listed.list.map((c) => c.saleNo)).toEqual(sorted.map((r) => r.saleNo));
    expect(listed.list.length).toBeGreaterThan(0);
    expect(ways).toEqual(['bands', 'bands', 'walk', 'bands']);
  });

  it('reads a cube-counted page the way its totals choose, in the statement that counts them', async () => {
    const db = ctx.handle.db;
    const repo = createSearchRepo(db);
    const service = createSearchService(repo);
    const read = async (params: Record<string, string>) => {
      const q = parse(params);
      const area = await service.resolve(q.saleAddr);
      const plan = cubePlan(q, area);
      if (!plan) throw new Error(`no cube plan for ${JSON.stringify(params)}`);
      const region =
        area.kind === 'sigungu' || area.kind === 'dong' || area.kind === 'sido'
          ? area
          : ({ kind: 'all' } as const);
      const offset = (q.page - 1) * q.limit;
      const where = searchWhere(q, area);
      const got = await repo.latestPageWithCubeTotal(
        { plan, bands: bandsPlan(q), region },
        where,
        q,
        offset,
        area,
      );
      const walked = await repo.page(where, q, offset, false, area);
      const sorted = await repo.page(where, q, offset, true, area);
      return {
        ...got,
        saleNos: got.rows.map((r) => r.saleNo),
        walked,
        sorted,
        direct: await directCount(params),
      };
    };
    // Dense: walked newest first, the same page as walking and as sorting.
    const dense = await read({ types: 'RENT', saleAddr: '수원시' });
    expect(dense.way).toBe('walk');
    expect(dense.total).toBe(dense.direct);
    expect(dense.saleNos).toHaveLength(30);
    expect(dense.saleNos).toEqual(dense.walked.map((r) => r.saleNo));
    expect(dense.saleNos).toEqual(dense.sorted.map((r) => r.saleNo));
    // Rare (fewer matches than 30 × 6,000 / WALK_LIMIT): every match taken and sorted.
    let rare: Awaited<ReturnType<typeof read>> | undefined;
    for (const roomGroup of ['ROOM005', 'ROOM004', 'ROOM003'])
      for (const safetyGrades of ['RATE005', 'RATE004', 'RATE001']) {
        if (rare) break;
        const params = { roomGroup, safetyGrades, types: 'MONTHLY', buildingTypes: 'APARTMENT' };
        const count = await directCount(params);
        if (count > 0 && count < 9) rare = await read(params);
      }
    expect(rare, 'a combination with 1 to 8 matches among the demo listings').toBeDefined();
    expect(rare?.way).toBe('sort');
    expect(rare?.total).toBe(rare?.direct);
    expect(rare?.saleNos).toHaveLength(rare?.direct ?? -1);
    expect(rare?.saleNos).toEqual(rare?.sorted.map((r) => r.saleNo));
    // Past the last page: no page read, and still the total.
    const past = await read({
      types: 'RENT',
      saleAddr: '수원시',
      page: String(Math.ceil(dense.direct / 30) + 1),
    });
    expect(past.way).toBe('none');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(dense.direct);
  });

  it('answers a rare combination across the market with its whole total', async () => {
    // Ten matches in the 6,000 demo listings: every page of them adds up to the total, none repeated.
    const params = { roomGroup: 'ROOM003', floor: 'FLOOR007', limit: '30' };
    const total = await directCount(params);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.max(1, Math.ceil(total / 30)); page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/search/sale/list?${new URLSearchParams({ ...params, page: String(page) })}`,
      });
      const body = res.json<{ entity: { list: { saleNo: number }[]; pageInfo: { totalRow: number } } }>();
      expect(body.entity.pageInfo.totalRow).toBe(total);
      for (const s of body.entity.list) seen.add(s.saleNo);
    }
    expect(seen.size).toBe(total);
  });
});
