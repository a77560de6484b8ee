import { searchFilterQuerySchema } from '@ansim/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import type { AuthContext } from '../src/modules/auth/service.ts';
import { createSearchRepo } from '../src/modules/search/repo.ts';
import { searchWhere, stationCircles } from '../src/modules/search/search-where.ts';
import { createSearchService } from '../src/modules/search/service.ts';
import { stationNameOf } from '../src/modules/search/station-walk.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertableSale } from './sale-copy.ts';

/*
 * A station search of one name with only deal types is answered from sale_stations and
 * sale_count_station (migration 0026), which statement triggers on `sales` keep. These tests hold the
 * tables to a recount from scratch through every kind of write, in parallel too, and the answers to the
 * plain way: every listing within the kilometre, taken and sorted.
 */

let ctx: TestContext;
let copy: Omit<typeof sales.$inferInsert, 'saleNo'>;
const operator: AuthContext = { userNo: 1, userType: 'ADMIN', sessionId: 'test' };
/** 강남역's first point, all its points, and its kilometre in degrees of latitude. */
let centre: { lat: number; lng: number };
let points: { lat: number; lng: number }[];
let radius: number;

/** Within the kilometre of any of 강남역's points, as search repo inCircles tests it. */
const nearGangnam = (p: { lat: number; lng: number }) =>
  points.some(
    (c) => (p.lat - c.lat) ** 2 + ((p.lng - c.lng) * Math.cos((c.lat * Math.PI) / 180)) ** 2 <= radius ** 2,
  );

const db = () => ctx.handle.db;
const rows = async (query: SQL) =>
  ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
    JSON.stringify(r),
  );
/** What the triggers keep. */
const kept = () =>
  rows(sql`select sale_no, station_name, status, sale_type, created_at from sale_stations order by 1, 2`);
const keptTotals = () =>
  rows(sql`select station_name, status, sale_type, n from sale_count_station where n > 0 order by 1, 2, 3`);
/** The same from scratch: every listing against every station point, no reach table. */
const recount = () =>
  rows(
    sql`select distinct o.sale_no, s.name as station_name, o.status, o.sale_type, o.created_at
        from sales o join subway_stations s on within_station_km(o.lat, o.lng, s.lat, s.lng)
        where o.status <> 'STORAGE' order by 1, 2`,
  );
const recountTotals = () =>
  rows(
    sql`select m.station_name, m.status, m.sale_type, count(*)::int as n
        from (select distinct o.sale_no, s.name as station_name, o.status, o.sale_type
              from sales o join subway_stations s on within_station_km(o.lat, o.lng, s.lat, s.lng)
              where o.status <> 'STORAGE') m
        group by 1, 2, 3 order by 1, 2, 3`,
  );

/** 강남's kept total of active listings. */
const gangnamActive = async () => {
  const [row] = await rows(
    sql`select coalesce(sum(n), 0)::int as n from sale_count_station where station_name = '강남' and status = 'ACTIVE'`,
  );
  return (JSON.parse(row ?? '{}') as { n: number }).n;
};

/** A point `fraction` of the kilometre from 강남역's first point, at `degrees` round it. */
const at = (fraction: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return {
    lat: centre.lat + radius * fraction * Math.sin(a),
    lng: centre.lng + (radius * fraction * Math.cos(a)) / Math.cos((centre.lat * Math.PI) / 180),
  };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const [broker] = await db().select().from(users).where(eq(users.loginId, 'broker01'));
  const [template] = await db().select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
  if (!broker || !template) throw new Error('the demo seed has no broker or listing');
  copy = { ...insertableSale(template), userNo: broker.userNo };
  const station = await createSearchService(createSearchRepo(db())).resolve('강남역');
  if (station.kind !== 'station') throw new Error('강남역 is not a station');
  const circles = stationCircles(station.points);
  centre = circles.points[0]!;
  points = circles.points;
  radius = circles.radius;
});
afterAll(async () => {
  await ctx.close();
});

const parse = (params: Record<string, string>) => searchFilterQuerySchema.parse(params);

/** Every page of a search through the service, and the plain way's pages, with both totals and the count. */
async function bothWays(params: Record<string, string>, caller: AuthContext | null = null) {
  const service = createSearchService(createSearchRepo(db()));
  const repo = createSearchRepo(db());
  const listed: number[] = [];
  const plain: number[] = [];
  let totals: number[] = [];
  for (let page = 1; page <= 50; page++) {
    const q = parse({ limit: '20', ...params, page: String(page) });
    const answer = await service.list(caller, q);
    const area = await service.resolve(q.saleAddr);
    const sorted = await repo.pageWithTotal(searchWhere(q, area), q, (page - 1) * q.limit);
    listed.push(...answer.list.map((c) => c.saleNo));
    plain.push(...sorted.rows.map((r) => r.saleNo));
    if (page === 1) totals = [answer.pageInfo.totalRow, sorted.total, await service.count(caller, q)];
    if (answer.list.length < q.limit) break;
  }
  return { listed, plain, totals };
}

describe('a station search through its own tables', () => {
  it('is taken for one station name with deal types alone, and not otherwise', async () => {
    const service = createSearchService(createSearchRepo(db()));
    const gangnam = await service.resolve('강남역');
    expect(stationNameOf(parse({ saleAddr: '강남역' }), gangnam)).toBe('강남');
    expect(stationNameOf(parse({ saleAddr: '강남역', types: 'RENT,MONTHLY' }), gangnam)).toBe('강남');
    // Another filter, a map box or a draft's status go through the map cells.
    expect(stationNameOf(parse({ saleAddr: '강남역', buildingTypes: 'APARTMENT' }), gangnam)).toBeNull();
    expect(
      stationNameOf(
        parse({
          saleAddr: '강남역',
          southWestLat: '37.49',
          southWestLng: '127.02',
          northEastLat: '37.50',
          northEastLng: '127.03',
        }),
        gangnam,
      ),
    ).toBeNull();
    expect(stationNameOf(parse({ saleAddr: '강남역', status: 'STORAGE' }), gangnam)).toBeNull();
    expect(stationNameOf(parse({ saleAddr: '역삼동' }), await service.resolve('역삼동'))).toBeNull();
  });

  it('lists and counts exactly the listings within the kilometre, a hair inside and never a hair outside', async () => {
    // A hair inside and a hair outside the first point's circle, all the way round; a point outside it
    // can be inside another point's (강남 has two lines), so each is judged against every point.
    const inside: number[] = [];
    const outside: number[] = [];
    for (let degrees = 7; degrees < 360; degrees += 30) {
      for (const [scale, day] of [
        [1 - 1e-9, 1],
        [1 + 1e-9, 2],
      ] as const) {
        const p = at(scale, degrees);
        const [row] = await db()
          .insert(sales)
          .values({ ...copy, ...p, createdAt: new Date(`2031-01-0${day}T00:00:00Z`) })
          .returning({ saleNo: sales.saleNo });
        (nearGangnam(p) ? inside : outside).push(row!.saleNo);
      }
    }
    expect(outside.length).toBeGreaterThan(3);
    // A draft and a stopped listing at the very centre.
    const [draft] = await db()
      .insert(sales)
      .values({ ...copy, ...centre, status: 'STORAGE' })
      .returning({ saleNo: sales.saleNo });
    const [stopped] = await db()
      .insert(sales)
      .values({ ...copy, ...centre, status: 'STOP' })
      .returning({ saleNo: sales.saleNo });

    const { listed, plain, totals } = await bothWays({ saleAddr: '강남역' });
    expect(listed).toEqual(plain);
    expect(totals).toEqual([listed.length, listed.length, listed.length]);
    expect(listed.length).toBeGreaterThan(inside.length);
    // The newest are the ones just inside, newest first.
    expect(listed.slice(0, inside.length).sort()).toEqual([...inside].sort());
    for (const n of [...outside, draft!.saleNo, stopped!.saleNo]) expect(listed).not.toContain(n);

    // The operator's search of stopped listings finds the stopped one, and no active one.
    const stop = await bothWays({ saleAddr: '강남역', status: 'STOP' }, operator);
    expect(stop.listed).toEqual(stop.plain);
    expect(stop.listed).toContain(stopped!.saleNo);
    for (const n of inside) expect(stop.listed).not.toContain(n);
  });

  it('narrows by deal type from the same rows, with totals to match', async () => {
    for (const types of ['SALE', 'RENT', 'MONTHLY', 'RENT,MONTHLY']) {
      const { listed, plain, totals } = await bothWays({ saleAddr: '강남역', types });
      expect(listed).toEqual(plain);
      expect(totals[0]).toBe(plain.length);
      expect(totals).toEqual([totals[0], totals[0], totals[0]]);
    }
  });

  it('answers past the last page with the total and no listing', async () => {
    const service = createSearchService(createSearchRepo(db()));
    const first = await service.list(null, parse({ saleAddr: '강남역', limit: '20' }));
    const past = await service.list(null, parse({ saleAddr: '강남역', limit: '20', page: '500' }));
    expect(first.pageInfo.totalRow).toBeGreaterThan(0);
    expect(past.list).toEqual([]);
    expect(past.pageInfo.totalRow).toBe(first.pageInfo.totalRow);
  });
});

describe('the station tables', () => {
  it('equal a recount through inserts, moves, status and deal-type changes and deletes', async () => {
    expect(await kept()).toEqual(await recount());
    expect(await keptTotals()).toEqual(await recountTotals());

    // Many in one statement, at the centre and across the circle's edge; and a draft.
    const inserted = await db()
      .insert(sales)
      .values(
        [0, 45, 90, 135, 180, 225].flatMap((d) => [
          { ...copy, ...at(0.5, d) },
          { ...copy, ...at(1.02, d) },
        ]),
      )
      .returning({ saleNo: sales.saleNo });
    await db()
      .insert(sales)
      .values({ ...copy, ...centre, status: 'STORAGE' });
    const nos = inserted.map((r) => r.saleNo);
    // Moved out of the kilometre and into it, in one statement.
    await db().execute(
      sql`update sales set lat = 2 * ${centre.lat}::float8 - lat where sale_no = any(${sql.param(nos)}::int[])`,
    );
    await db().execute(
      sql`update sales set lng = lng + 0.004 where sale_no in (select sale_no from sales where status = 'ACTIVE' order by sale_no limit 30)`,
    );
    await db().execute(
      sql`update sales set status = 'STOP' where sale_no = any(${sql.param(nos.slice(0, 3))}::int[])`,
    );
    await db().execute(
      sql`update sales set status = 'STORAGE' where sale_no = any(${sql.param(nos.slice(3, 5))}::int[])`,
    );
    await db().execute(
      sql`update sales set status = 'ACTIVE' where sale_no = any(${sql.param(nos.slice(3, 4))}::int[])`,
    );
    await db().execute(
      sql`update sales set sale_type = case when sale_type = 'SALE' then 'RENT' else 'SALE' end, selling_price = coalesce(selling_price, 50000), rent_price = coalesce(rent_price, 30000) where sale_no = any(${sql.param(nos.slice(5, 8))}::int[])`,
    );
    await db().execute(
      sql`update sales set created_at = created_at + interval '1 day' where sale_no = any(${sql.param(nos.slice(8, 10))}::int[])`,
    );
    await db().execute(sql`delete from sales where sale_no = any(${sql.param(nos.slice(10))}::int[])`);
    await db().execute(
      sql`delete from sales where sale_no in (select sale_no from sale_stations where station_name = '강남' order by sale_no limit 3)`,
    );
    expect(await kept()).toEqual(await recount());
    expect(await keptTotals()).toEqual(await recountTotals());
    // No total went below zero (the check constraint would have refused it) or was left behind at zero.
    expect(await rows(sql`select 1 from sale_count_station where n < 0`)).toEqual([]);

    // The rebuild a repair runs fills them the same way (rolled back).
    let rebuilt: string[][] = [];
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select sale_stations_rebuild()`);
        const read = async (query: SQL) =>
          ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
            JSON.stringify(r),
          );
        rebuilt = [
          await read(
            sql`select sale_no, station_name, status, sale_type, created_at from sale_stations order by 1, 2`,
          ),
          await read(
            sql`select station_name, status, sale_type, n from sale_count_station where n > 0 order by 1, 2, 3`,
          ),
        ];
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(rebuilt).toEqual([await kept(), await keptTotals()]);
  });

  it('are left alone by an update that changes no station column', async () => {
    const [row] = await db()
      .insert(sales)
      .values({ ...copy, ...at(0.3, 10) })
      .returning({ saleNo: sales.saleNo });
    const versions = () =>
      rows(sql`select xmin::text, station_name from sale_stations where sale_no = ${row!.saleNo} order by 2`);
    const before = await versions();
    expect(before.length).toBeGreaterThan(0);
    await db().execute(sql`update sales set deposit = deposit + 1 where sale_no = ${row!.saleNo}`);
    expect(await versions()).toEqual(before);
  });

  it('follow a change of stations: a new station counts the listings around it, a removed one none', async () => {
    const point = at(0.2, 200);
    await db().execute(
      sql`insert into subway_stations (subway_no, name, line, lat, lng) values (990001, '시험역', '시험선', ${point.lat}, ${point.lng})`,
    );
    const around = await rows(
      sql`select count(*)::int as n from sales where status = 'ACTIVE' and within_station_km(lat, lng, ${point.lat}, ${point.lng})`,
    );
    const totals = await rows(
      sql`select coalesce(sum(n), 0)::int as n from sale_count_station where station_name = '시험역' and status = 'ACTIVE'`,
    );
    expect(totals).toEqual(around);
    expect(JSON.parse(around[0]!).n).toBeGreaterThan(0);
    expect(await kept()).toEqual(await recount());
    await db().execute(sql`delete from subway_stations where subway_no = 990001`);
    expect(await rows(sql`select 1 from sale_stations where station_name = '시험역'`)).toEqual([]);
    expect(await rows(sql`select 1 from sale_count_station where station_name = '시험역'`)).toEqual([]);
  });

  it('stay exact under 200 writes at once around one station', async () => {
    const before = await gangnamActive();
    // 200 listings in 200 statements at once, then half of them paused and a quarter moved away at once.
    const made = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db()
          .insert(sales)
          .values({ ...copy, ...at(0.1 + (i % 9) / 10, i * 7) })
          .returning({ saleNo: sales.saleNo }),
      ),
    );
    const nos = made.map(([r]) => r!.saleNo);
    await Promise.all([
      ...nos
        .slice(0, 100)
        .map((n) => db().execute(sql`update sales set status = 'STOP' where sale_no = ${n}`)),
      ...nos
        .slice(100, 150)
        .map((n) => db().execute(sql`update sales set lat = lat + 0.05 where sale_no = ${n}`)),
    ]);
    const after = await gangnamActive();
    expect(after).toBe(before + 50);
    expect(await kept()).toEqual(await recount());
    expect(await keptTotals()).toEqual(await recountTotals());
  });
});
