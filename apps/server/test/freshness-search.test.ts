import { daysSinceConfirmed } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Search by freshness (issue 18 §3): the sort '최근 확인순' and the filter '최근 확인' (confirmed within n
 * Korean calendar days), each checked against the listings themselves, with their totals and bad input.
 */

let ctx: TestContext;

interface ListAnswer {
  list: SaleListItem[];
  pageInfo: { totalRow: number };
}

async function search(query: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list?${new URLSearchParams(query)}`,
  });
  return { status: res.statusCode, body: res.json<{ message: string; entity: ListAnswer }>() };
}

async function count(query: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list/count?${new URLSearchParams(query)}`,
  });
  return res.json<{ entity: { totalRow: number } }>().entity.totalRow;
}

/** Listings ACTIVE and confirmed within `days` KST days, counted in SQL apart from the search. */
async function directCount(days: number, where = sql`true`) {
  const result = await ctx.handle.db.execute(
    sql`select count(*)::int as n from sales where status = 'ACTIVE' and ${where}
          and (confirmed_at at time zone 'Asia/Seoul')::date >= (now() at time zone 'Asia/Seoul')::date - ${days}::int`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('sort CONFIRMED', () => {
  it('lists the most recently confirmed first, market-wide and in a 구', async () => {
    for (const saleAddr of ['', '강남구']) {
      const { status, body } = await search({ sort: 'CONFIRMED', limit: '60', saleAddr });
      expect(status).toBe(200);
      const times = body.entity.list.map((c) => Date.parse(c.confirmedAt));
      expect(times.length).toBeGreaterThan(10);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // Not the newest-first order by accident.
      const latest = await search({ limit: '60', saleAddr });
      expect(latest.body.entity.list.map((c) => c.saleNo)).not.toEqual(body.entity.list.map((c) => c.saleNo));
      expect(body.entity.pageInfo.totalRow).toBe(latest.body.entity.pageInfo.totalRow);
    }
  });

  it('pages on without repeating a listing', async () => {
    const one = await search({ sort: 'CONFIRMED', limit: '30', page: '1' });
    const two = await search({ sort: 'CONFIRMED', limit: '30', page: '2' });
    const a = one.body.entity.list;
    const b = two.body.entity.list;
    expect(b.length).toBe(30);
    expect(a.filter((x) => b.some((y) => y.saleNo === x.saleNo))).toEqual([]);
    expect(Date.parse(a.at(-1)?.confirmedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(b[0]?.confirmedAt ?? ''),
    );
  });
});

describe('filter confirmedWithin', () => {
  for (const days of [3, 7]) {
    it(`${days}일 이내: every card within, the total as counted directly, the rest left out`, async () => {
      const expected = await directCount(days);
      expect(expected).toBeGreaterThan(0);
      const all = await count({});
      expect(expected).toBeLessThan(all);
      expect(await count({ confirmedWithin: String(days) })).toBe(expected);
      const { body } = await search({ confirmedWithin: String(days), limit: '200' });
      expect(body.entity.pageInfo.totalRow).toBe(expected);
      expect(body.entity.list.every((c) => daysSinceConfirmed(c.confirmedAt) <= days)).toBe(true);
      // Together with a cube filter (deal type) and in a 구: still counted on the listings.
      const monthly = await directCount(days, sql`sale_type = 'MONTHLY' and sigungu_code = '11680'`);
      expect(await count({ confirmedWithin: String(days), types: 'MONTHLY', saleAddr: '강남구' })).toBe(
        monthly,
      );
    });
  }

  it('a listing confirmed 5 days ago is out at 3 days and in at 7', async () => {
    const { body } = await search({ limit: '1', saleAddr: '마포구' });
    const saleNo = body.entity.list[0]?.saleNo as number;
    await ctx.handle.db.execute(
      sql`update sales set confirmed_at = now() - interval '5 days' where sale_no = ${saleNo}`,
    );
    const hits = async (days: number) =>
      (await search({ saleNo: String(saleNo), confirmedWithin: String(days) })).body.entity.list.length;
    expect(await hits(3)).toBe(0);
    expect(await hits(7)).toBe(1);
    const sorted = await search({
      sort: 'CONFIRMED',
      confirmedWithin: '7',
      saleAddr: '마포구',
      limit: '200',
    });
    expect(sorted.body.entity.list.some((c) => c.saleNo === saleNo)).toBe(true);
  });

  it('refuses a bad value with a Korean message', async () => {
    for (const bad of ['0', '99', 'abc', '-1']) {
      const { status, body } = await search({ confirmedWithin: bad });
      expect(status).toBe(400);
      expect(body.message).toContain('confirmedWithin');
    }
    const sort = await search({ sort: 'FRESH' });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/[가-힣]/);
  });
});

describe('the confirmation cube', () => {
  /** The cube as the triggers keep it, and as a rebuild from the listings makes it (rolled back). */
  async function cubeMatchesARecount() {
    const read = async (db: Pick<typeof ctx.handle.db, 'execute'>) =>
      (
        (await db.execute(
          sql`select region_code, confirmed_day::text, sale_type, n from sale_count_confirmed where n > 0 order by 1, 2, 3`,
        )) as unknown as { rows: unknown[] }
      ).rows.map((r) => JSON.stringify(r));
    const kept = await read(ctx.handle.db);
    let rebuilt: string[] = [];
    await ctx.handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select sale_count_confirmed_rebuild()`);
        rebuilt = await read(tx);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(rebuilt);
  }

  it('stays exact through confirmations, status changes, new and removed listings, and counts as directly', async () => {
    await cubeMatchesARecount();
    const some = (n: number, where: ReturnType<typeof sql>) =>
      ctx.handle.db.execute(
        sql`select sale_no from sales where ${where} order by sale_no limit ${n}`,
      ) as unknown as Promise<{ rows: { sale_no: number }[] }>;
    const active = (await some(6, sql`status = 'ACTIVE'`)).rows.map((r) => r.sale_no);
    await ctx.handle.db.execute(
      sql`update sales set confirmed_at = now() - interval '2 days' where sale_no = any(${sql.param(active.slice(0, 2))}::int[])`,
    );
    await ctx.handle.db.execute(
      sql`update sales set status = 'STOP' where sale_no = any(${sql.param(active.slice(2, 4))}::int[])`,
    );
    await ctx.handle.db.execute(
      sql`update sales set status = 'ACTIVE', confirmed_at = now() where sale_no = ${active[2]}`,
    );
    await ctx.handle.db.execute(
      sql`update sales set sale_type = 'SALE', selling_price = 50000 where sale_no = ${active[4]}`,
    );
    await ctx.handle.db.execute(sql`delete from sales where sale_no = ${active[5]}`);
    await cubeMatchesARecount();
    for (const days of [1, 3, 7, 21]) {
      expect(await count({ confirmedWithin: String(days) })).toBe(await directCount(days));
      expect(await count({ confirmedWithin: String(days), saleAddr: '서울', types: 'RENT' })).toBe(
        await directCount(days, sql`sido_code = '11' and sale_type = 'RENT'`),
      );
      expect(await count({ confirmedWithin: String(days), saleAddr: '역삼동' })).toBe(
        await directCount(days, sql`dong_code = '11680101'`),
      );
    }
  });
});
