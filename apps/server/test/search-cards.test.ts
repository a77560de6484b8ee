import { type SearchFilterQuery, searchFilterQuerySchema } from '@ansim/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { cardOf, LIST_ITEM_COLUMNS, toListItem } from '../src/db/views/sale-list-item.ts';
import { createSearchRepo } from '../src/modules/search/repo.ts';
import { searchWhere } from '../src/modules/search/search-where.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The search reads its cards through one precompiled select list (CARD_COLUMNS) rather than drizzle's
 * column-by-column select. These tests hold its cards to the ones drizzle and toListItem make of the same
 * rows, on the demo market plus listings chosen for the conversions: a time with microseconds, a missing
 * actual area, an area with two decimals, text JSON must escape.
 */

let ctx: TestContext;
const odd: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker01'));
  const [template] = await db.select().from(sales).where(eq(sales.status, 'ACTIVE')).limit(1);
  if (!broker || !template) throw new Error('the demo seed has no broker or listing');
  const { saleNo: _no, createdAt: _at, updatedAt: _up, ...copy } = template;
  const variants = [
    { actualArea: null, dedicatedArea: 84.97, title: 'quote " back \\ slash\nline' },
    { actualArea: 33.06, dedicatedArea: 29.75, mainImage: null, roomType: null },
  ];
  for (const [i, over] of variants.entries()) {
    const [row] = await db
      .insert(sales)
      .values({ ...copy, userNo: broker.userNo, ...over })
      .returning({ saleNo: sales.saleNo });
    if (!row) throw new Error('no listing inserted');
    // Newest of all, with microseconds a JavaScript Date cannot hold.
    await db.execute(
      sql`update sales set created_at = ${`2099-01-0${i + 1} 03:04:05.678901+00`}::timestamptz where sale_no = ${row.saleNo}`,
    );
    odd.push(row.saleNo);
  }
});
afterAll(async () => {
  await ctx.close();
});

const query = (params: Record<string, string>): SearchFilterQuery =>
  searchFilterQuerySchema.parse({ limit: '100', ...params });

/** The same listings through drizzle's select of LIST_ITEM_COLUMNS and toListItem, in the given order. */
async function drizzleCards(nos: number[]) {
  const rows = await ctx.handle.db
    .select({ ...LIST_ITEM_COLUMNS, isLike: sql<boolean>`false` })
    .from(sales)
    .where(inArray(sales.saleNo, nos))
    .orderBy(desc(sales.createdAt), desc(sales.saleNo));
  const bySaleNo = new Map(rows.map((r) => [r.saleNo, toListItem(r)]));
  return nos.map((n) => bySaleNo.get(n));
}

describe('search cards', () => {
  it('are the cards drizzle and toListItem make of the same rows, newest first', async () => {
    const repo = createSearchRepo(ctx.handle.db);
    const q = query({});
    for (const sortAfterFilter of [false, true]) {
      const cards = (await repo.page(searchWhere(q, { kind: 'all' }), q, 0, sortAfterFilter)).map(cardOf);
      expect(cards.length).toBe(100);
      expect(cards.slice(0, 2).map((c) => c.saleNo)).toEqual([...odd].reverse());
      expect(cards[0]?.regDate).toBe('2099-01-02T03:04:05.678Z');
      expect(cards).toEqual(await drizzleCards(cards.map((c) => c.saleNo)));
    }
  });

  it('are the same in every other order, and with the total of a small area', async () => {
    const repo = createSearchRepo(ctx.handle.db);
    for (const sort of ['PRICE_ASC', 'PRICE_DESC', 'GRADE', 'AREA_DESC']) {
      const q = query({ sort });
      const cards = (await repo.page(searchWhere(q, { kind: 'all' }), q, 30)).map(cardOf);
      expect(cards.length).toBe(100);
      expect(cards).toEqual(await drizzleCards(cards.map((c) => c.saleNo)));
    }
    const q = query({ nos: odd.join(',') });
    const { rows, total } = await repo.pageWithTotal(searchWhere(q, { kind: 'all' }), q, 0);
    expect(total).toBe(2);
    const cards = rows.map(cardOf);
    expect(cards).toEqual(await drizzleCards(cards.map((c) => c.saleNo)));
    expect(cards.find((c) => c.saleNo === odd[0])).toMatchObject({
      dedicatedArea1: 84.97,
      title: 'quote " back \\ slash\nline',
    });
  });
});
