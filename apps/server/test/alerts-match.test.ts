import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, notifications, saleLikes, sales, users } from '../src/db/schema/index.ts';
import type { NewSale } from '../src/db/seed/listings.ts';
import { createAlertsRepo } from '../src/modules/alerts/repo.ts';
import { type AlertsService, createAlertsService } from '../src/modules/alerts/service.ts';
import { drainNotifications } from '../src/modules/notifications/delivery.ts';
import { createSearchRepo } from '../src/modules/search/repo.ts';
import { createSearchService } from '../src/modules/search/service.ts';
import type { SmsSender } from '../src/platform/sms/sender.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { signIn } from './sale-form-fixture.ts';

/*
 * Saved-search alerts against the search API itself (issue 18 §7): the same filters, the same data, the same
 * set of listings; liked-listing events; no duplicates under concurrent writes or re-runs; the daily digest.
 */

let ctx: TestContext;
let alerts: AlertsService;
let brokerNo: number;
let broker2No: number;
let tenant: { userNo: number; headers: Record<string, string> };

const DAY = 86_400_000;

const base = (over: Partial<NewSale>): NewSale => ({
  userNo: brokerNo,
  status: 'ACTIVE',
  saleType: 'MONTHLY',
  buildingType: 'VILLA',
  deposit: 1000,
  monthlyPrice: 60,
  roomGroup: 'ROOM004',
  roomType: 'ROOM_TYPE005',
  floor: 3,
  entireFloor: 5,
  dedicatedArea: 45,
  actualArea: 45,
  saleAddr: '서울특별시 강남구 역삼동 123-4 테스트빌',
  bjdCode: '1168010100',
  sidoCode: '11',
  sigunguCode: '11680',
  dongCode: '11680101',
  lat: 37.5,
  lng: 127.05,
  title: '알림 테스트 매물',
  safetyGrade: 'RATE002',
  ...over,
});

const SUWON = {
  saleAddr: '경기도 수원시 장안구 파장동 1 수원빌',
  bjdCode: '4111112900',
  sidoCode: '41',
  sigunguCode: '41111',
  dongCode: '41111129',
  lat: 37.3218,
  lng: 126.9971,
};

/** Listings varied across every filter dimension, each a positive for some searches and a negative for others. */
const FIXTURES: Record<string, Partial<NewSale>> = {
  monthlyCheap: { monthlyPrice: 55, deposit: 500 },
  monthlyAt70: { monthlyPrice: 70 },
  monthlyDear: { monthlyPrice: 71, deposit: 3000 },
  jeonse: { saleType: 'RENT', deposit: null, monthlyPrice: null, rentPrice: 30000, safetyGrade: 'RATE004' },
  jeonseDear: { saleType: 'RENT', deposit: null, monthlyPrice: null, rentPrice: 30001 },
  saleCheap: {
    saleType: 'SALE',
    deposit: null,
    monthlyPrice: null,
    sellingPrice: 50000,
    buildingType: 'APARTMENT',
    dedicatedArea: 84.9,
  },
  saleDear: {
    saleType: 'SALE',
    deposit: null,
    monthlyPrice: null,
    sellingPrice: 250000,
    buildingType: 'APARTMENT',
    dedicatedArea: 134.8,
    roomGroup: 'ROOM005',
    floor: 25,
    entireFloor: 30,
  },
  basement: { floor: 0, roomGroup: 'ROOM001', dedicatedArea: 20, safetyGrade: 'RATE005' },
  rooftop: { floor: 101, roomGroup: 'ROOM001', dedicatedArea: 25, buildingType: 'ONE_ROOM' },
  nearStation: { lat: 37.4995, lng: 127.0295, buildingType: 'OFFICETELS' },
  suwon: { ...SUWON, monthlyPrice: 40 },
  suwonSale: { ...SUWON, saleType: 'SALE', deposit: null, monthlyPrice: null, sellingPrice: 120000 },
  staleConfirmed: { confirmedAt: new Date(Date.now() - 10 * DAY) } as Partial<NewSale>,
  draft: { status: 'STORAGE' },
  stopped: { status: 'STOP' },
};

/** Saved filters as /search/list sends them (toSearchParams' keys), one dimension or several each. */
const FILTERS: Record<string, Record<string, string>> = {
  gangnam: { saleAddr: '강남구' },
  yeoksamMonthly70: { saleAddr: '역삼동', types: 'MONTHLY', maxMonthlyPrice: '70' },
  station: { saleAddr: '강남역' },
  suwon: { saleAddr: '수원' },
  seoul: { saleAddr: '서울' },
  saleOver10eok: { types: 'SALE', minSellPrice: '100000' },
  rentUpTo3eok: { types: 'RENT', maxRentPrice: '30000' },
  rentAndSale: { types: 'RENT,SALE' },
  depositBand: { types: 'MONTHLY', minMonthlyDepositPrice: '600', maxMonthlyDepositPrice: '1000' },
  apartmentsOfficetels: { buildingTypes: 'APARTMENT,OFFICETELS' },
  oneRoom: { roomGroup: 'ROOM001' },
  small: { area: 'DEDICATED_AREA001,DEDICATED_AREA002' },
  basementOrRooftop: { floor: 'FLOOR001,FLOOR007' },
  unsafe: { safetyGrades: 'RATE004,RATE005' },
  recentlyConfirmed: { confirmedWithin: '3' },
  everything: {},
  combined: {
    saleAddr: '강남구',
    types: 'MONTHLY,SALE',
    maxMonthlyPrice: '70',
    minSellPrice: '40000',
    maxSellPrice: '60000',
    buildingTypes: 'VILLA,APARTMENT',
  },
};

const no: Record<string, number> = {};
const searchNoOf: Record<string, number> = {};

async function insertListing(over: Partial<NewSale>): Promise<number> {
  const [row] = await ctx.handle.db.insert(sales).values(base(over)).returning({ saleNo: sales.saleNo });
  return row!.saleNo;
}

async function saveSearch(
  caller: { headers: Record<string, string> },
  name: string,
  filter: Record<string, string>,
  frequency: 'INSTANT' | 'DAILY' = 'INSTANT',
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/savedSearch',
    headers: caller.headers,
    payload: { name, filter, frequency },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: { searchNo: number } }>().entity.searchNo;
}

async function searchApi(filter: Record<string, string>): Promise<number[]> {
  const qs = new URLSearchParams({ ...filter, limit: '-1' }).toString();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/sale/list?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: { list: { saleNo: number }[] } }>().entity.list.map((s) => s.saleNo);
}

const notificationsOf = (userNo: number) =>
  ctx.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.userNo, userNo))
    .orderBy(notifications.notificationNo);

let userSeq = 0;
async function newUser(loginId: string): Promise<{ userNo: number; headers: Record<string, string> }> {
  const db = ctx.handle.db;
  const [template] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.loginId, 'user01'));
  await db.insert(users).values({
    loginId,
    passwordHash: template?.passwordHash ?? null,
    userType: 'GENERAL',
    status: 'ACTIVE',
    name: '알림테스트',
    phone: `0108${String(++userSeq).padStart(7, '0')}`,
  });
  return signIn(ctx.app, loginId);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  alerts = createAlertsService({
    db,
    repo: createAlertsRepo(db),
    resolve: (text) => search.resolve(text),
  });
  const search = createSearchService(createSearchRepo(db));
  // The search is compared on these listings alone.
  await db.execute(sql`delete from sales`);
  await db.execute(sql`update alert_events set processed_at = now() where processed_at is null`);
  const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker01'));
  const [broker2] = await db.select().from(users).where(eq(users.loginId, 'broker02'));
  brokerNo = broker!.userNo;
  broker2No = broker2!.userNo;
  tenant = await signIn(ctx.app, 'user01');
});
afterAll(async () => {
  await ctx?.close();
});

describe('saved searches match exactly what the search API lists', () => {
  it('for every filter dimension, positives and negatives', async () => {
    for (const [name, filter] of Object.entries(FILTERS))
      searchNoOf[name] = await saveSearch(tenant, name, filter);
    for (const [name, over] of Object.entries(FIXTURES)) no[name] = await insertListing(over);
    const fixtureNos = new Set(Object.values(no));

    const repo = createAlertsRepo(ctx.handle.db);
    const facts = await repo.listingFacts(ctx.handle.db, [...fixtureNos]);
    const matchedBy = new Map<number, Set<number>>();
    for (const listing of facts) {
      for (const c of await alerts.matchListing(ctx.handle.db, listing)) {
        const set = matchedBy.get(c.searchNo) ?? new Set<number>();
        set.add(listing.saleNo);
        matchedBy.set(c.searchNo, set);
      }
    }
    const label = (nos: Iterable<number>) =>
      [...nos].map((n) => Object.keys(no).find((k) => no[k] === n)).sort();
    for (const [name, filter] of Object.entries(FILTERS)) {
      const listed = (await searchApi(filter)).filter((n) => fixtureNos.has(n));
      const matched = matchedBy.get(searchNoOf[name]!) ?? new Set<number>();
      expect(label(matched), name).toEqual(label(listed));
    }
    // The comparison is not vacuous: each search lists some fixtures and leaves others out.
    for (const name of Object.keys(FILTERS).filter((n) => n !== 'everything')) {
      const size = matchedBy.get(searchNoOf[name]!)?.size ?? 0;
      expect(size, name).toBeGreaterThan(0);
      expect(size, name).toBeLessThan(fixtureNos.size - 2);
    }
    expect(label(matchedBy.get(searchNoOf.station!) ?? [])).toEqual(['nearStation']);
  });

  it('tells the user once per new visible listing, never of drafts or paused ones', async () => {
    const report = await alerts.processEvents();
    expect(report.events).toBeGreaterThanOrEqual(Object.keys(FIXTURES).length - 2);
    const rows = await notificationsOf(tenant.userNo);
    const matches = rows.filter((r) => r.kind === 'SAVED_SEARCH_MATCH');
    const visible = Object.keys(FIXTURES).filter((k) => k !== 'draft' && k !== 'stopped');
    // 'everything' matches every visible listing: one notification each, not one per matching search.
    expect(matches).toHaveLength(visible.length);
    expect(new Set(matches.map((r) => r.link)).size).toBe(visible.length);
    expect(matches.map((r) => r.link)).not.toContain(`/salesManagement/salesDetail/${no.draft}`);
    expect(matches[0]!.title).toMatch(/^저장한 검색 “.+”에 새 매물$/);
    // A re-run finds nothing left to do.
    expect((await alerts.processEvents()).notified).toBe(0);
    expect((await notificationsOf(tenant.userNo)).length).toBe(rows.length);
  });

  it('a paused listing becoming ACTIVE is new then; a draft published is new', async () => {
    const db = ctx.handle.db;
    await db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, no.stopped!));
    await alerts.processEvents();
    const links = (await notificationsOf(tenant.userNo)).map((r) => r.link);
    expect(links).toContain(`/salesManagement/salesDetail/${no.stopped}`);
  });

  it('never tells the broker of their own listing, nor through a disabled search', async () => {
    const broker = await signIn(ctx.app, 'broker01');
    const other = await newUser('alertoff01');
    const offNo = await saveSearch(other, '꺼둔 검색', { saleAddr: '강남구' });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/savedSearch/${offNo}`,
      headers: other.headers,
      payload: { enabled: false },
    });
    expect(off.json<{ entity: { enabled: boolean } }>().entity.enabled).toBe(false);
    await saveSearch(broker, '내 매물 지역', { saleAddr: '강남구' });
    // A suspended account is told nothing, though its search stays on.
    const suspended = await newUser('alertsusp01');
    await saveSearch(suspended, '정지 계정 검색', { saleAddr: '강남구' });
    await ctx.handle.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.userNo, suspended.userNo));
    const before = (await notificationsOf(brokerNo)).length;
    const own = await insertListing({ title: '중개사 본인 매물' });
    const others = await insertListing({ userNo: broker2No, title: '다른 중개사 매물' });
    await alerts.processEvents();
    const brokerRows = (await notificationsOf(brokerNo)).slice(before).map((r) => r.link);
    expect(brokerRows).toEqual([`/salesManagement/salesDetail/${others}`]);
    expect(brokerRows).not.toContain(`/salesManagement/salesDetail/${own}`);
    expect(await notificationsOf(other.userNo)).toHaveLength(0);
    expect(await notificationsOf(suspended.userNo)).toHaveLength(0);
  });
});

describe('liked listings', () => {
  let liked: number;
  let fan: { userNo: number; headers: Record<string, string> };

  beforeAll(async () => {
    const db = ctx.handle.db;
    fan = await newUser('alertfan01');
    liked = await insertListing({ title: '관심 매물', deposit: 2000, monthlyPrice: 80, userNo: broker2No });
    await db.insert(saleLikes).values([
      { userNo: fan.userNo, saleNo: liked },
      // The broker's own like of their listing tells them nothing.
      { userNo: broker2No, saleNo: liked },
    ]);
    await alerts.processEvents();
  });

  const kindsOf = async (userNo: number) => (await notificationsOf(userNo)).map((r) => r.kind);

  it('a price drop, a grade change, a lawyer badge and 거래완료 each tell the liker once', async () => {
    const db = ctx.handle.db;
    // A rise is not a drop; a drop of the rent with the deposit unchanged is.
    await db.update(sales).set({ monthlyPrice: 90 }).where(eq(sales.saleNo, liked));
    await alerts.processEvents();
    expect(await kindsOf(fan.userNo)).toEqual([]);
    await db.update(sales).set({ monthlyPrice: 75 }).where(eq(sales.saleNo, liked));
    await db.update(sales).set({ changeSafetyGrade: 'RATE001' }).where(eq(sales.saleNo, liked));
    await db.update(sales).set({ isLawyer: true }).where(eq(sales.saleNo, liked));
    await alerts.processEvents();
    expect(await kindsOf(fan.userNo)).toEqual([
      'LIKED_PRICE_DROP',
      'LIKED_GRADE_CHANGE',
      'LIKED_LAWYER_BADGE',
    ]);
    const rows = await notificationsOf(fan.userNo);
    expect(rows[0]!.body).toContain('월세 2,000/75');
    expect(rows[1]!.body).toContain('매우 안전');
    await db.update(sales).set({ status: 'DONE' }).where(eq(sales.saleNo, liked));
    await alerts.processEvents();
    const last = (await notificationsOf(fan.userNo)).at(-1)!;
    expect(last.kind).toBe('LIKED_STATUS');
    expect(last.title).toBe('관심매물이 거래완료되었어요');
    expect(await kindsOf(broker2No)).not.toContain('LIKED_STATUS');
  });

  it('20 concurrent identical updates and 20 concurrent job runs notify once', async () => {
    const db = ctx.handle.db;
    const target = await insertListing({ title: '동시 변경 매물', monthlyPrice: 100, userNo: broker2No });
    await db.insert(saleLikes).values({ userNo: fan.userNo, saleNo: target });
    await alerts.processEvents();
    const before = (await notificationsOf(fan.userNo)).length;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.update(sales).set({ monthlyPrice: 50 }).where(eq(sales.saleNo, target)),
      ),
    );
    // Twenty workers at once (several processes' jobs): events are claimed by one, deliveries keyed.
    const runs = await Promise.all(Array.from({ length: 20 }, () => alerts.processEvents()));
    expect(runs.reduce((sum, r) => sum + r.notified, 0)).toBe(1);
    const after = (await notificationsOf(fan.userNo)).slice(before);
    expect(after.map((r) => r.kind)).toEqual(['LIKED_PRICE_DROP']);
    // The same event written again (a re-sent job, a restored outbox) is still told once.
    await db.execute(
      sql`insert into alert_events (sale_no, kind, version) values (${target}, 'PRICE_DROP', '1000/50')`,
    );
    await alerts.processEvents();
    expect((await notificationsOf(fan.userNo)).slice(before)).toHaveLength(1);
    const keyed = await db.select().from(alertDeliveries).where(eq(alertDeliveries.saleNo, target));
    expect(keyed.filter((d) => d.userNo === fan.userNo && d.kind === 'PRICE_DROP')).toHaveLength(1);
  });

  it('20 concurrent new-listing runs tell a saved search once', async () => {
    const watcher = await newUser('alertrace01');
    await saveSearch(watcher, '동시 처리', { saleAddr: '수원', types: 'SALE' });
    await insertListing({
      ...SUWON,
      saleType: 'SALE',
      deposit: null,
      monthlyPrice: null,
      sellingPrice: 90000,
    });
    await Promise.all(Array.from({ length: 20 }, () => alerts.processEvents()));
    expect((await notificationsOf(watcher.userNo)).map((r) => r.kind)).toEqual(['SAVED_SEARCH_MATCH']);
  });
});

describe('the daily digest', () => {
  it('groups a day of matches into one notification per saved search, at 09:00 KST', async () => {
    const db = ctx.handle.db;
    const reader = await newUser('alertdaily01');
    await saveSearch(reader, '수원 월세', { saleAddr: '수원', types: 'MONTHLY' }, 'DAILY');
    await saveSearch(reader, '수원 매매', { saleAddr: '수원', types: 'SALE' }, 'DAILY');
    // A second search matching the same listings: still one count per listing.
    await saveSearch(reader, '파장동 월세', { saleAddr: '파장동', types: 'MONTHLY' }, 'DAILY');
    for (const monthlyPrice of [31, 32, 33]) await insertListing({ ...SUWON, monthlyPrice });
    await insertListing({
      ...SUWON,
      saleType: 'SALE',
      deposit: null,
      monthlyPrice: null,
      sellingPrice: 70000,
    });
    const paused = await insertListing({ ...SUWON, monthlyPrice: 34 });
    await alerts.processEvents();
    // Nothing yet: DAILY waits for the digest.
    expect(await notificationsOf(reader.userNo)).toHaveLength(0);
    // A match that left search before 09:00 is not counted.
    await db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, paused));
    await alerts.processEvents();

    // The clock moved to tomorrow 09:00 in Korea.
    const nineAm = new Date(Date.UTC(2030, 0, 2, 0, 0, 0));
    const [first, second] = await Promise.all([alerts.sendDigests(nineAm), alerts.sendDigests(nineAm)]);
    expect(first.digests + second.digests).toBe(2);
    const rows = await notificationsOf(reader.userNo);
    expect(rows.map((r) => r.kind)).toEqual(['SAVED_SEARCH_DIGEST', 'SAVED_SEARCH_DIGEST']);
    expect(rows.map((r) => r.title).sort()).toEqual([
      '저장한 검색 “수원 매매”에 새 매물 1건',
      '저장한 검색 “수원 월세”에 새 매물 3건',
    ]);
    expect(rows[0]!.link).toBe('/myPage/savedSearch');
    // The next day's run has nothing new to tell.
    expect((await alerts.sendDigests(new Date(nineAm.getTime() + DAY))).digests).toBe(0);
  });

  it('a search turned off before 09:00 sends no digest', async () => {
    const reader = await newUser('alertdaily02');
    const searchNo = await saveSearch(reader, '끌 검색', { saleAddr: '수원', types: 'MONTHLY' }, 'DAILY');
    await insertListing({ ...SUWON, monthlyPrice: 35 });
    await alerts.processEvents();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/savedSearch/${searchNo}`,
      headers: reader.headers,
      payload: { enabled: false },
    });
    await alerts.sendDigests(new Date(Date.UTC(2030, 0, 3, 0, 0, 0)));
    expect(await notificationsOf(reader.userNo)).toHaveLength(0);
  });
});

describe('delivery by the alarm settings', () => {
  it("texts listing news only to users whose '매물 소식 알림' is on; the centre keeps both", async () => {
    const db = ctx.handle.db;
    const on = await newUser('alerton01');
    const off = await newUser('alertoff02');
    await db.update(users).set({ isSaleAlarm: false, isPushAlarm: true }).where(eq(users.userNo, off.userNo));
    const target = await insertListing({ title: '알림 설정 매물', monthlyPrice: 100, userNo: broker2No });
    await db.insert(saleLikes).values([
      { userNo: on.userNo, saleNo: target },
      { userNo: off.userNo, saleNo: target },
    ]);
    await alerts.processEvents();
    const quiet: SmsSender = { driver: 'outbox', send: async () => ({ status: 'OUTBOX' }) };
    await drainNotifications(db, quiet);

    await db.update(sales).set({ monthlyPrice: 90 }).where(eq(sales.saleNo, target));
    await alerts.processEvents();
    const texted: string[] = [];
    const counting: SmsSender = {
      driver: 'outbox',
      async send(phone) {
        texted.push(phone);
        return { status: 'OUTBOX' };
      },
    };
    await drainNotifications(db, counting);
    const [onRow] = await db.select().from(users).where(eq(users.userNo, on.userNo));
    expect(texted).toEqual([onRow!.phone]);
    expect((await notificationsOf(on.userNo)).map((r) => r.kind)).toEqual(['LIKED_PRICE_DROP']);
    expect((await notificationsOf(off.userNo)).map((r) => r.kind)).toEqual(['LIKED_PRICE_DROP']);
  });
});
