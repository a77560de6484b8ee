import type { SaleConfirmed, SaleDetail, StaleSales } from '@ansim/domain/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePriceHistory, saleStaleAsks, sales } from '../src/db/schema/index.ts';
import { createFreshnessRepo } from '../src/modules/sales/freshness-repo.ts';
import { createFreshnessService, type FreshnessService } from '../src/modules/sales/freshness-service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';
import { type NewSale, yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * Fresh listings (issue 18 §3): the expiry job at 13/14/20/21 days with the clock moved, once under
 * parallel runs; the owner's confirmation (others refused) and the reactivation of expiry-paused listings
 * only; the price history a listing's price changes write.
 */

const DAY_MS = 86_400_000;

let ctx: TestContext;
let freshness: FreshnessService;
let broker: Caller;
let other: Caller;
let general: Caller;
const visitor: Caller = { userNo: 0, headers: {} };

const baseSale = yeoksamSale;

/** A listing of `userNo` last confirmed `daysAgo` days (and an hour) before `now`. */
async function insertSale(userNo: number, daysAgo: number, now: Date, over: Partial<NewSale> = {}) {
  const at = new Date(now.getTime() - daysAgo * DAY_MS - 3_600_000);
  const [row] = await ctx.handle.db
    .insert(sales)
    .values({ ...baseSale(userNo, `신선도 ${daysAgo}일`), createdAt: at, confirmedAt: at, ...over })
    .returning({ saleNo: sales.saleNo });
  if (!row) throw new Error('no listing inserted');
  return row.saleNo;
}

const stateOf = async (saleNo: number) => {
  const [row] = await ctx.handle.db
    .select({ status: sales.status, paused: sales.pausedForStaleness, confirmedAt: sales.confirmedAt })
    .from(sales)
    .where(eq(sales.saleNo, saleNo));
  return row;
};

const asksOf = async (saleNo: number) =>
  ctx.handle.db.select().from(saleStaleAsks).where(eq(saleStaleAsks.saleNo, saleNo));

const notificationsOf = async (userNo: number, kind: string) => {
  const result = await ctx.handle.db.execute(
    sql`select title, body, link from notifications where user_no = ${userNo} and kind = ${kind} order by notification_no`,
  );
  return (result as unknown as { rows: { title: string; body: string; link: string }[] }).rows;
};

async function call<T>(caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await ctx.app.inject({ method, url, headers: caller.headers, payload: payload as object });
  return { status: res.statusCode, body: res.json<{ code: number; message: string; entity: T }>() };
}
const confirm = (caller: Caller, saleNo: unknown) =>
  call<SaleConfirmed>(caller, 'POST', '/api/sale/manage/confirm', { saleNo });
const publicHits = async (saleNo: number) =>
  (await call<{ list: unknown[] }>(visitor, 'GET', `/api/search/sale/list?saleNo=${saleNo}`)).body.entity.list
    .length;

beforeAll(async () => {
  ctx = await createTestApp();
  freshness = createFreshnessService({ db: ctx.handle.db, repo: createFreshnessRepo() });
  broker = await signIn(ctx.app, 'broker02');
  other = await signIn(ctx.app, 'broker03');
  general = await signIn(ctx.app, 'user01');
  // Only this file's listings are stale: the demo's are confirmed now.
  await ctx.handle.db.execute(sql`update sales set confirmed_at = now()`);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the expiry job', () => {
  it('asks at 14 days, pauses at 21, leaves 13 alone; once per period; the clock moved a week', async () => {
    const now = new Date();
    const d13 = await insertSale(broker.userNo, 13, now);
    const d14 = await insertSale(broker.userNo, 14, now);
    const d20 = await insertSale(broker.userNo, 20, now);
    const d21 = await insertSale(broker.userNo, 21, now);
    expect(await publicHits(d21)).toBe(1);

    const first = await freshness.expire(now);
    expect(first).toEqual({ stopped: 1, asked: 2 });
    expect(await stateOf(d13)).toMatchObject({ status: 'ACTIVE', paused: false });
    expect(await stateOf(d14)).toMatchObject({ status: 'ACTIVE', paused: false });
    expect(await stateOf(d20)).toMatchObject({ status: 'ACTIVE', paused: false });
    expect(await stateOf(d21)).toMatchObject({ status: 'STOP', paused: true });
    expect(await asksOf(d13)).toHaveLength(0);
    expect(await asksOf(d14)).toHaveLength(1);
    expect(await asksOf(d20)).toHaveLength(1);
    expect(await asksOf(d21)).toHaveLength(0);
    // The paused listing left search.
    expect(await publicHits(d21)).toBe(0);

    const asked = await notificationsOf(broker.userNo, 'SALE_EXPIRING');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.title).toBe('매물이 아직 거래 가능한가요?');
    expect(asked[0]?.body).toContain('외 1건');
    expect(asked[0]?.link).toBe('/salesManagement');
    const stopped = await notificationsOf(broker.userNo, 'SALE_STALE_STOPPED');
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.title).toBe('확인되지 않아 매물이 중지되었어요');
    expect(stopped[0]?.body).toContain('다시 확인하고 게시');

    // Run again: nothing new.
    expect(await freshness.expire(now)).toEqual({ stopped: 0, asked: 0 });
    expect(await notificationsOf(broker.userNo, 'SALE_EXPIRING')).toHaveLength(1);
    expect(await notificationsOf(broker.userNo, 'SALE_STALE_STOPPED')).toHaveLength(1);

    // A week later: 13 → 20 (asked), 14 and 20 → 21+ (paused); the demo's listings are 7 days old only.
    const later = new Date(now.getTime() + 7 * DAY_MS);
    expect(await freshness.expire(later)).toEqual({ stopped: 2, asked: 1 });
    expect(await stateOf(d13)).toMatchObject({ status: 'ACTIVE' });
    expect(await asksOf(d13)).toHaveLength(1);
    expect(await stateOf(d14)).toMatchObject({ status: 'STOP', paused: true });
    expect(await stateOf(d20)).toMatchObject({ status: 'STOP', paused: true });

    // The dashboard's list: the asked one and the three paused ones, longest unconfirmed first.
    const stale = await call<StaleSales>(broker, 'GET', '/api/sale/manage/stale');
    expect(stale.status).toBe(200);
    const mine = stale.body.entity.list.filter((s) => [d13, d14, d20, d21].includes(s.saleNo));
    expect(mine.map((s) => s.saleNo)).toEqual([d21, d20, d14]);
    expect(mine.every((s) => s.pausedForStaleness && s.status === 'STOP')).toBe(true);
    // d13 is 13 days old by the database's clock: not yet in the list.
    await ctx.handle.db.execute(
      sql`update sales set status = 'DONE' where sale_no = any(${sql.param([d13, d14, d20, d21])}::int[])`,
    );
  });

  it('parallel runs ask once and pause once', async () => {
    const now = new Date();
    const ask = await insertSale(other.userNo, 15, now);
    const stop = await insertSale(other.userNo, 22, now);
    const results = await Promise.all(Array.from({ length: 6 }, () => freshness.expire(now)));
    expect(results.reduce((n, r) => n + r.asked, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.stopped, 0)).toBe(1);
    expect(await asksOf(ask)).toHaveLength(1);
    expect(await stateOf(stop)).toMatchObject({ status: 'STOP', paused: true });
    expect(await notificationsOf(other.userNo, 'SALE_EXPIRING')).toHaveLength(1);
    expect(await notificationsOf(other.userNo, 'SALE_STALE_STOPPED')).toHaveLength(1);
    // A confirmation opens a new period: asked again only 14 days after it.
    expect((await confirm(other, ask)).status).toBe(200);
    expect(await freshness.expire(now)).toEqual({ stopped: 0, asked: 0 });
    // 15 days after that confirmation (moved back rather than the clock forward: the demo stays fresh).
    await ctx.handle.db
      .update(sales)
      .set({ confirmedAt: new Date(now.getTime() - 15 * DAY_MS) })
      .where(eq(sales.saleNo, ask));
    expect(await freshness.expire(now)).toEqual({ stopped: 0, asked: 1 });
    expect(await asksOf(ask)).toHaveLength(2);
    await ctx.handle.db.execute(
      sql`update sales set status = 'DONE' where sale_no = any(${sql.param([ask, stop])}::int[])`,
    );
  });
});

describe('POST /api/sale/manage/confirm', () => {
  it('the owner confirms: today, and an expiry-paused listing back in search', async () => {
    const now = new Date();
    const active = await insertSale(broker.userNo, 16, now);
    const paused = await insertSale(broker.userNo, 25, now, { status: 'STOP', pausedForStaleness: true });
    expect(await publicHits(paused)).toBe(0);

    const a = await confirm(broker, active);
    expect(a.status).toBe(200);
    expect(a.body.message).toBe('거래 가능한 매물로 확인했습니다.');
    expect(a.body.entity).toMatchObject({ saleNo: active, status: 'ACTIVE', reactivated: false });
    expect(Date.now() - Date.parse(a.body.entity.confirmedAt)).toBeLessThan(60_000);

    // Parallel taps: one reactivation, every tap answered.
    const taps = await Promise.all(Array.from({ length: 5 }, () => confirm(broker, paused)));
    expect(taps.map((t) => t.status)).toEqual([200, 200, 200, 200, 200]);
    expect(taps.filter((t) => t.body.entity.reactivated)).toHaveLength(1);
    expect(taps.find((t) => t.body.entity.reactivated)?.body.message).toBe('다시 확인하고 게시했습니다.');
    expect(await stateOf(paused)).toMatchObject({ status: 'ACTIVE', paused: false });
    expect(await publicHits(paused)).toBe(1);

    // The card carries the confirmation.
    const detail = await call<SaleDetail>(visitor, 'GET', `/api/sale/${paused}`);
    expect(Date.now() - Date.parse(detail.body.entity.confirmedAt)).toBeLessThan(60_000);
  });

  it('refuses others, visitors, bad input, and pauses it did not make', async () => {
    const now = new Date();
    const mine = await insertSale(broker.userNo, 16, now);
    const before = (await stateOf(mine))?.confirmedAt;
    expect((await confirm(other, mine)).status).toBe(403);
    expect((await confirm(general, mine)).status).toBe(403);
    expect((await confirm(visitor, mine)).status).toBe(401);
    expect((await stateOf(mine))?.confirmedAt).toEqual(before);
    expect((await confirm(broker, 999_999_999)).status).toBe(404);
    const bad = await confirm(broker, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);

    // A pause by the broker or by a report is not lifted by a confirmation.
    const manual = await insertSale(broker.userNo, 25, now, { status: 'STOP' });
    const refused = await confirm(broker, manual);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('거래 가능 확인');
    expect(await stateOf(manual)).toMatchObject({ status: 'STOP' });
    for (const status of ['DONE', 'STORAGE'] as const) {
      const saleNo = await insertSale(broker.userNo, 3, now, { status });
      expect((await confirm(broker, saleNo)).status).toBe(409);
    }
    // An expiry-paused listing the broker then moves (STOP → DONE) loses the marker.
    const marked = await insertSale(broker.userNo, 25, now, { status: 'STOP', pausedForStaleness: true });
    await ctx.handle.db.update(sales).set({ status: 'DONE' }).where(eq(sales.saleNo, marked));
    expect(await stateOf(marked)).toMatchObject({ status: 'DONE', paused: false });
  });

  it('a status change back to ACTIVE is a confirmation', async () => {
    const now = new Date();
    const saleNo = await insertSale(broker.userNo, 18, now, { status: 'STOP' });
    const res = await call(broker, 'GET', `/api/sale/update/status?saleNo=${saleNo}&status=ACTIVE`);
    expect(res.status).toBe(200);
    const confirmedAt = (await stateOf(saleNo))?.confirmedAt as Date;
    expect(Date.now() - confirmedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('price history', () => {
  it('one row at registration, one per price change, none for other changes; on the detail', async () => {
    const now = new Date();
    const saleNo = await insertSale(broker.userNo, 1, now);
    const history = () =>
      ctx.handle.db.select().from(salePriceHistory).where(eq(salePriceHistory.saleNo, saleNo));
    expect(await history()).toHaveLength(1);
    await ctx.handle.db.update(sales).set({ memo: '메모', status: 'STOP' }).where(eq(sales.saleNo, saleNo));
    expect(await history()).toHaveLength(1);
    await ctx.handle.db
      .update(sales)
      .set({ rentPrice: 18_000, status: 'ACTIVE' })
      .where(eq(sales.saleNo, saleNo));
    await ctx.handle.db
      .update(sales)
      .set({ saleType: 'MONTHLY', rentPrice: null, deposit: 1_000, monthlyPrice: 60 })
      .where(eq(sales.saleNo, saleNo));
    const rows = await history();
    expect(rows.map((r) => [r.saleType, r.rentPrice, r.deposit, r.monthlyPrice])).toEqual([
      ['RENT', 20_000, null, null],
      ['RENT', 18_000, null, null],
      ['MONTHLY', null, 1_000, 60],
    ]);
    // A draft records nothing until it is published.
    const draft = await insertSale(broker.userNo, 0, now, { status: 'STORAGE' });
    const draftHistory = () =>
      ctx.handle.db.select().from(salePriceHistory).where(eq(salePriceHistory.saleNo, draft));
    expect(await draftHistory()).toHaveLength(0);
    await ctx.handle.db.update(sales).set({ rentPrice: 21_000 }).where(eq(sales.saleNo, draft));
    expect(await draftHistory()).toHaveLength(0);
    await ctx.handle.db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, draft));
    expect((await draftHistory()).map((r) => r.rentPrice)).toEqual([21_000]);

    const detail = await call<SaleDetail>(visitor, 'GET', `/api/sale/${saleNo}`);
    expect(detail.status).toBe(200);
    expect(detail.body.entity.priceHistory.map((p) => [p.saleType, p.rentPrice, p.monthlyPrice])).toEqual([
      ['RENT', 20_000, null],
      ['RENT', 18_000, null],
      ['MONTHLY', null, 60],
    ]);
    // The report outcomes stay on the detail beside it.
    expect(detail.body.entity.reportHistory.total).toBe(0);
  });
});
