import { searchFilterQuerySchema } from '@ansim/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { cardOf } from '../src/db/views/sale-list-item.ts';
import type { AuthContext } from '../src/modules/auth/service.ts';
import { boxOf, cellCover, isStreetBox } from '../src/modules/search/map-box.ts';
import { createSearchRepo } from '../src/modules/search/repo.ts';
import { searchWhere, stationCircles } from '../src/modules/search/search-where.ts';
import { createSearchService } from '../src/modules/search/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertableSale } from './sale-copy.ts';

/*
 * Street-level maps and stations are answered through the map cells they cover (repo.pageInCells): pages
 * walked cell by cell, totals from the cell counts of inside cells plus the edge cells' listings. These
 * tests hold every page and total to the plain way, every match taken and sorted (pageWithTotal), on the
 * demo market plus listings put exactly on box edges and cell boundaries.
 */

let ctx: TestContext;
/** A demo listing's values, without its key and generated columns, and its broker: to insert more. */
let listing: Omit<typeof sales.$inferInsert, 'saleNo'>;
const operator: AuthContext = { userNo: 1, userType: 'ADMIN', sessionId: 'test' };

/** A point on cell boundaries: latitude 37.51 is cell 7502's first, longitude 127.03125 cell 20325's. */
const CORNER = { lat: 37.51, lng: 127.03125 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker01'));
  const [template] = await db.select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
  if (!broker || !template) throw new Error('the demo seed has no broker or listing');
  const copy = insertableSale(template);
  listing = { ...copy, userNo: broker.userNo };
  // On the corner, on the box edges around it (below), a hair inside and outside them, and one STOP.
  const points = [
    CORNER,
    { lat: CORNER.lat - 0.004, lng: CORNER.lng },
    { lat: CORNER.lat + 0.004, lng: CORNER.lng + 0.005 },
    { lat: CORNER.lat - 0.004 - 1e-7, lng: CORNER.lng },
    { lat: CORNER.lat, lng: CORNER.lng - 0.005 },
    { lat: CORNER.lat, lng: CORNER.lng - 0.005 - 1e-7 },
    { lat: CORNER.lat + 0.005, lng: CORNER.lng + 0.00625 },
  ];
  for (const [i, p] of points.entries()) {
    await db.insert(sales).values({
      ...copy,
      userNo: broker.userNo,
      ...p,
      // Two of them at the very same time, so the order falls to the listing number.
      createdAt: new Date(`2030-01-0${1 + Math.min(i, 5)}T00:00:00Z`),
    });
  }
  await db.insert(sales).values({ ...copy, userNo: broker.userNo, ...CORNER, status: 'STOP' });
  // Around 강남역's kilometre, a hair inside and a hair outside it, all the way round.
  const station = await createSearchService(createSearchRepo(db)).resolve('강남역');
  if (station.kind !== 'station') throw new Error('강남역 is not a station');
  const { points: centres, radius } = stationCircles(station.points);
  const centre = centres[0]!;
  for (let degrees = 0; degrees < 360; degrees += 15) {
    for (const scale of [1 - 1e-9, 1 + 1e-9]) {
      const a = (degrees * Math.PI) / 180;
      await db.insert(sales).values({
        ...copy,
        userNo: broker.userNo,
        lat: centre.lat + radius * scale * Math.sin(a),
        lng: centre.lng + (radius * scale * Math.cos(a)) / Math.cos((centre.lat * Math.PI) / 180),
        createdAt: new Date('2029-06-01T00:00:00Z'),
      });
    }
  }
});
afterAll(async () => {
  await ctx.close();
});

const parse = (params: Record<string, string>) => searchFilterQuerySchema.parse(params);
const box = (south: number, west: number, north: number, east: number) => ({
  southWestLat: String(south),
  southWestLng: String(west),
  northEastLat: String(north),
  northEastLng: String(east),
});

/** Every page of a search both ways, the cells' and the plain sort's, with their totals; and its count. */
async function bothWays(params: Record<string, string>, caller: AuthContext | null = null) {
  const service = createSearchService(createSearchRepo(ctx.handle.db));
  const repo = createSearchRepo(ctx.handle.db);
  const pages: { cells: number[]; plain: number[]; cellsTotal: number; plainTotal: number }[] = [];
  for (let page = 1; page <= 40; page++) {
    const q = parse({ limit: '30', ...params, page: String(page) });
    const listed = await service.list(caller, q);
    const area = await service.resolve(q.saleAddr);
    const plain = await repo.pageWithTotal(searchWhere(q, area), q, (page - 1) * q.limit);
    pages.push({
      cells: listed.list.map((c) => c.saleNo),
      plain: plain.rows.map(cardOf).map((c) => c.saleNo),
      cellsTotal: listed.pageInfo.totalRow,
      plainTotal: plain.total,
    });
    // The count call answers the same total.
    if (page === 1) expect(await service.count(caller, q)).toBe(plain.total);
    if (listed.list.length < q.limit) break;
  }
  return pages;
}

describe('a small area through its map cells', () => {
  const around = (lat: number, lng: number, half: number) =>
    box(lat - half, lng - half * 1.25, lat + half, lng + half * 1.25);

  const CASES: Record<string, string>[] = [
    // Edges on cell boundaries and on the listings put there; the same box a hair smaller.
    box(CORNER.lat - 0.004, CORNER.lng - 0.005, CORNER.lat + 0.004, CORNER.lng + 0.005),
    box(CORNER.lat - 0.004 + 1e-9, CORNER.lng - 0.005 + 1e-9, CORNER.lat + 0.004, CORNER.lng + 0.005),
    box(CORNER.lat, CORNER.lng, CORNER.lat + 0.005, CORNER.lng + 0.00625),
    // Streets of 강남 and 마포 at several zooms, the widest near the street level's limit (0.05°).
    around(37.4979, 127.0276, 0.01),
    around(37.556, 126.923, 0.004),
    around(37.5, 127.04, 0.019),
    { ...around(37.4979, 127.0276, 0.01), types: 'MONTHLY' },
    { ...around(37.4979, 127.0276, 0.01), types: 'SALE,RENT' },
    { ...around(37.4979, 127.0276, 0.01), types: 'MONTHLY', maxMonthlyPrice: '70' },
    { ...around(37.4979, 127.0276, 0.01), roomGroup: 'ROOM001', buildingTypes: 'ONE_ROOM,VILLA' },
    // A 구 with a street box, stations alone, with filters, a street box and a wide one.
    { ...around(37.4979, 127.0276, 0.01), saleAddr: '강남구' },
    { saleAddr: '강남역' },
    { saleAddr: '홍대입구역', types: 'RENT' },
    { saleAddr: '잠실역', safetyGrades: 'RATE001,RATE002' },
    { saleAddr: '강남역', ...around(37.4979, 127.0276, 0.006) },
    { saleAddr: '강남역', ...around(37.5, 127.0, 0.1) },
    // Nothing there: the sea west of 인천.
    around(37.4, 126.2, 0.01),
  ];

  // Pages of seven: the bigger areas run to twenty pages, walked deeper into every cell. Some 400 calls,
  // which take PGlite on a busy machine past the default timeout.
  it('lists the same pages with the same totals as sorting every match', { timeout: 120_000 }, async () => {
    for (const params of CASES) {
      const q = parse(params);
      const street = boxOf(q);
      expect(q.saleAddr.endsWith('역') || (street !== null && isStreetBox(street))).toBe(true);
      const pages = await bothWays({ ...params, limit: '7' });
      for (const [i, p] of pages.entries()) {
        const label = `${JSON.stringify(params)} page ${i + 1}`;
        expect(p.cells, label).toEqual(p.plain);
        expect(p.cellsTotal, label).toBe(p.plainTotal);
      }
    }
  });

  it('counts inside cells from the cell counts and still counts what it lists', async () => {
    const street = { south: 37.4789, west: 127.00385, north: 37.5169, east: 127.05135 };
    expect(isStreetBox(street)).toBe(true);
    expect(cellCover({ box: street }).inside.lng.length).toBeGreaterThan(20);
    const params = box(street.south, street.west, street.north, street.east);
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    const all = await service.list(null, parse({ ...params, limit: '-1' }));
    const first = await service.list(null, parse(params));
    expect(first.pageInfo.totalRow).toBe(all.list.length);
    expect(all.list.length).toBeGreaterThan(30);
  });

  it('takes the listings on the edges and a hair inside, never a hair outside', async () => {
    const params = box(CORNER.lat - 0.004, CORNER.lng - 0.005, CORNER.lat + 0.004, CORNER.lng + 0.005);
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    const list = (await service.list(null, parse({ ...params, limit: '-1' }))).list;
    const at = await ctx.handle.db.execute(
      sql`select sale_no, lat, lng from sales where created_at >= '2030-01-01' and status = 'ACTIVE'`,
    );
    const rows = (at as unknown as { rows: { sale_no: number; lat: number; lng: number }[] }).rows;
    const inBox = (r: { lat: number; lng: number }) =>
      r.lat >= CORNER.lat - 0.004 &&
      r.lat <= CORNER.lat + 0.004 &&
      r.lng >= CORNER.lng - 0.005 &&
      r.lng <= CORNER.lng + 0.005;
    const listed = new Set(list.map((c) => c.saleNo));
    for (const r of rows) expect(listed.has(r.sale_no), JSON.stringify(r)).toBe(inBox(r));
    expect(rows.filter(inBox).length).toBe(4);
  });

  it("walks the crossing cells down to the page's last listing of the whole cells, ties included", async () => {
    // One whole map cell (lat 37.55–37.555, lng 126.95–126.95625) and the eight its box crosses around it.
    const street = { south: 37.549, west: 126.949, north: 37.556, east: 126.95725 };
    const cover = cellCover({ box: street });
    expect(cover.whole.lng).toEqual([20312]);
    expect(cover.whole.lat).toEqual([7510]);
    expect(cover.across.lng).toHaveLength(8);
    const db = ctx.handle.db;
    const at = (time: string, lat: number, lng: number) =>
      db
        .insert(sales)
        .values({ ...listing, lat, lng, createdAt: new Date(time) })
        .returning({ saleNo: sales.saleNo })
        .then(([row]) => row?.saleNo as number);
    const TIE = '2031-01-01T00:00:00Z';
    // In a crossing cell, inside the box: one at the tie written first (a lower number), and an older one.
    const tiedBefore = await at(TIE, 37.5495, 126.9495);
    const older = await at('2030-12-31T00:00:00Z', 37.5555, 126.957);
    // A page and more of the whole cell at the tie, then one more in a crossing cell (the highest number).
    const whole: number[] = [];
    for (let i = 0; i < 9; i++) whole.push(await at(TIE, 37.5525, 126.953125));
    const tiedAfter = await at(TIE, 37.5495, 126.9495);
    const pages = await bothWays({
      ...box(street.south, street.west, street.north, street.east),
      limit: '7',
    });
    for (const [i, p] of pages.entries()) {
      expect(p.cells, `page ${i + 1}`).toEqual(p.plain);
      expect(p.cellsTotal, `page ${i + 1}`).toBe(p.plainTotal);
    }
    const listed = pages.flatMap((p) => p.cells);
    expect(listed.slice(0, 11)).toEqual([tiedAfter, ...whole.reverse(), tiedBefore]);
    expect(listed[11]).toBe(older);
  });

  it('lists other statuses for the operator the same way', async () => {
    const params = { ...box(CORNER.lat - 0.004, CORNER.lng - 0.005, CORNER.lat + 0.004, CORNER.lng + 0.005) };
    for (const status of ['STOP', 'ACTIVE']) {
      const [p] = await bothWays({ ...params, status }, operator);
      expect(p?.cells).toEqual(p?.plain);
      expect(p?.cellsTotal).toBe(p?.plainTotal);
      expect(p?.cellsTotal).toBeGreaterThan(0);
    }
  });

  it('judges a station cell inside only when its every corner is within the kilometre', async () => {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    const area = await service.resolve('강남역');
    if (area.kind !== 'station') throw new Error('강남역 is not a station');
    const circles = stationCircles(area.points);
    const cover = cellCover({ circles });
    expect(cover.inside.lng.length).toBeGreaterThan(0);
    expect(cover.edge.lng.length).toBeGreaterThan(cover.inside.lng.length);
    const within = (lat: number, lng: number) =>
      circles.points.some(
        (p) =>
          (lat - p.lat) ** 2 + ((lng - p.lng) * Math.cos((p.lat * Math.PI) / 180)) ** 2 <=
          circles.radius ** 2,
      );
    for (const [i, lng] of cover.inside.lng.entries()) {
      const lat = cover.inside.lat[i] as number;
      for (const [y, x] of [
        [lat / 200, lng / 160],
        [(lat + 1) / 200, lng / 160],
        [lat / 200, (lng + 1) / 160],
        [(lat + 1) / 200, (lng + 1) / 160],
      ] as const)
        expect(within(y, x)).toBe(true);
    }
  });
});

/*
 * Fine cells (bands.ts, a quarter of a map cell a side): inside the map cells an area's edge crosses, the
 * fine cells wholly inside are counted from sale_count_fine_cell and only the fine cells the edge crosses
 * listing by listing. Listings are put on every fine cell corner around 강남역 and a hair below each, where
 * floor(lat × 800) and floor(lng × 640) decide which fine cell counts them; every total must equal a plain
 * count of the same area.
 */
describe('a small area counted by fine cells', () => {
  /** Fine cell corners: latitude f / 800, longitude g / 640. */
  const FINE_LAT = (f: number) => f / 800;
  const FINE_LNG = (g: number) => g / 640;
  const CREATED = new Date('2029-03-01T00:00:00Z');

  beforeAll(async () => {
    const db = ctx.handle.db;
    const rows: (typeof sales.$inferInsert)[] = [];
    // 강남역 (37.4979, 127.0276) and its kilometre: fine rows 29990–30006, fine columns 81289–81306.
    for (let f = 29_990; f <= 30_006; f++)
      for (let g = 81_289; g <= 81_306; g++)
        for (const [dLat, dLng] of [
          [0, 0],
          [-1e-11, 0],
          [0, -1e-11],
        ] as const)
          rows.push({
            ...listing,
            lat: FINE_LAT(f) + dLat,
            lng: FINE_LNG(g) + dLng,
            saleType: (f + g) % 3 === 0 ? 'MONTHLY' : 'RENT',
            rentPrice: 20_000,
            createdAt: CREATED,
          });
    for (let i = 0; i < rows.length; i += 200) await db.insert(sales).values(rows.slice(i, i + 200));
  });

  /** The plain count of an area: every ACTIVE listing tested by the area's own inequalities. */
  async function plainCount(
    area: { box?: { south: number; west: number; north: number; east: number }; station?: boolean },
    types: string[] = [],
  ): Promise<number> {
    const c = [sql`status = 'ACTIVE'`];
    if (area.box)
      c.push(
        sql`lat >= ${area.box.south} and lat <= ${area.box.north} and lng >= ${area.box.west} and lng <= ${area.box.east}`,
      );
    if (area.station) {
      const station = await createSearchService(createSearchRepo(ctx.handle.db)).resolve('강남역');
      if (station.kind !== 'station') throw new Error('강남역 is not a station');
      const { points, radius } = stationCircles(station.points);
      c.push(
        sql`(${sql.join(
          points.map(
            (p) =>
              sql`(lat - ${p.lat})^2 + ((lng - ${p.lng}) * ${Math.cos((p.lat * Math.PI) / 180)})^2 <= ${radius ** 2}`,
          ),
          sql` or `,
        )})`,
      );
    }
    if (types.length > 0)
      c.push(
        sql`sale_type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
    const result = await ctx.handle.db.execute(
      sql`select count(*)::int as n from sales where ${sql.join(c, sql` and `)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  /** The total the list shows, every listing of its pages (of 100) and the count call's answer. */
  async function listed(params: Record<string, string>) {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    const seen: number[] = [];
    let total = -1;
    for (let page = 1; page <= 50; page++) {
      const res = await service.list(null, parse({ ...params, limit: '100', page: String(page) }));
      total = res.pageInfo.totalRow;
      seen.push(...res.list.map((c) => c.saleNo));
      if (res.list.length < 100) break;
    }
    return { total, seen, count: await service.count(null, parse(params)) };
  }

  const ALIGNED = {
    south: FINE_LAT(29_994),
    north: FINE_LAT(30_001),
    west: FINE_LNG(81_293),
    east: FINE_LNG(81_301),
  };
  const UNALIGNED = {
    south: FINE_LAT(29_994.5),
    north: FINE_LAT(30_001.3),
    west: FINE_LNG(81_292.7),
    east: FINE_LNG(81_301.5),
  };
  const boxParams = (b: typeof ALIGNED) => box(b.south, b.west, b.north, b.east);

  it('uses fine cells on these areas: some counted, some read listing by listing', async () => {
    const service = createSearchService(createSearchRepo(ctx.handle.db));
    const station = await service.resolve('강남역');
    if (station.kind !== 'station') throw new Error('강남역 is not a station');
    for (const cover of [
      cellCover({ box: ALIGNED }),
      cellCover({ box: UNALIGNED }),
      cellCover({ circles: stationCircles(station.points) }),
    ]) {
      expect(cover.fineInside.lng.length).toBeGreaterThan(0);
      expect(cover.edge.lng.length).toBeGreaterThan(0);
    }
    // A box on fine cell borders: every fine cell that meets it (rows 29993–30001 and columns 81292–81301,
    // the outer ones only touching its edges) is counted once, by one of the three parts.
    const aligned = cellCover({ box: ALIGNED });
    const cellsOf = (runs: { from: number[]; to: number[] }) =>
      runs.from.reduce((sum, from, i) => sum + (runs.to[i] as number) - from + 1, 0);
    expect(aligned.inside.lng).toHaveLength(1);
    expect(cellsOf(aligned.edge) + cellsOf(aligned.fineInside) + 16 * aligned.inside.lng.length).toBe(9 * 10);
  });

  it('totals exactly what a plain count of the area finds, listings on fine cell corners included', async () => {
    const cases: { params: Record<string, string>; plain: () => Promise<number> }[] = [
      { params: boxParams(ALIGNED), plain: () => plainCount({ box: ALIGNED }) },
      { params: boxParams(UNALIGNED), plain: () => plainCount({ box: UNALIGNED }) },
      {
        params: { ...boxParams(ALIGNED), types: 'MONTHLY' },
        plain: () => plainCount({ box: ALIGNED }, ['MONTHLY']),
      },
      { params: { saleAddr: '강남역' }, plain: () => plainCount({ station: true }) },
      { params: { saleAddr: '강남역', types: 'RENT' }, plain: () => plainCount({ station: true }, ['RENT']) },
      {
        params: { saleAddr: '강남역', ...boxParams(UNALIGNED) },
        plain: () => plainCount({ station: true, box: UNALIGNED }),
      },
    ];
    for (const { params, plain } of cases) {
      const expected = await plain();
      const { total, seen, count } = await listed(params);
      const label = JSON.stringify(params);
      expect(total, label).toBe(expected);
      expect(count, label).toBe(expected);
      expect(new Set(seen).size, label).toBe(expected);
      expect(expected, label).toBeGreaterThan(50);
    }
  });

  it('leaves out a listing a hair past a box edge on a fine cell border, and one just past the circle', async () => {
    const db = ctx.handle.db;
    const service = createSearchService(createSearchRepo(db));
    const station = await service.resolve('강남역');
    if (station.kind !== 'station') throw new Error('강남역 is not a station');
    const { points, radius } = stationCircles(station.points);
    const centre = points[0]!;
    const k = Math.cos((centre.lat * Math.PI) / 180);
    const [pastNorth, pastEast, pastCircle] = await db
      .insert(sales)
      .values([
        { ...listing, lat: ALIGNED.north + 1e-9, lng: FINE_LNG(81_297), createdAt: CREATED },
        { ...listing, lat: FINE_LAT(29_997), lng: ALIGNED.east + 1e-9, createdAt: CREATED },
        // Due east of the centre, a micrometre past the kilometre: inside a fine column the edge crosses.
        { ...listing, lat: centre.lat, lng: centre.lng + (radius * (1 + 1e-9)) / k, createdAt: CREATED },
      ])
      .returning({ saleNo: sales.saleNo });
    const inBox = await listed(boxParams(ALIGNED));
    expect(inBox.seen).not.toContain(pastNorth!.saleNo);
    expect(inBox.seen).not.toContain(pastEast!.saleNo);
    expect(inBox.total).toBe(await plainCount({ box: ALIGNED }));
    const around = await listed({ saleAddr: '강남역' });
    expect(around.seen).not.toContain(pastCircle!.saleNo);
    expect(around.total).toBe(await plainCount({ station: true }));
  });
});
