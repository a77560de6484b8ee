import {
  ADMIN_REPORT_MESSAGES,
  type AdminReportDecision,
  type AdminReportItem,
  type AdminReportSaleDetail,
  BROKER_AUTO_SUSPEND_REASON,
  BROKER_SUSPEND_WARNINGS,
  type PageInfo,
  type SaleDetail,
} from '@ansim/domain/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  brokerWarnings,
  notifications,
  saleReports,
  sales,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Answer, type Caller, type Listing, nextIp, visitor, voicesFixture } from './voices-fixture.ts';

/*
 * The operator's report queue (issue 17 §4, docs/decisions/023): who may call it, the queue with each
 * listing's open count, 허위매물 확인 (every open report of the listing closed, the listing stopped and out of
 * search, the broker warned, reporters and broker told, the audit rows, all in one transaction), 기각, the
 * automatic suspension exactly at the threshold, parallel decisions, and the public report history.
 */

let ctx: TestContext;
const { call, login, newUser, newCaller, fillPool, takeListing } = voicesFixture(() => ctx, 'ar');

let admin01: Caller;
let broker01: Caller;
const REASON = '현장 확인 결과 이미 계약된 매물입니다.';

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  admin01 = await login('admin01');
  broker01 = await login('broker01');
  expect(await fillPool(broker01.userNo, 40)).toBeGreaterThanOrEqual(30);
});
afterAll(async () => {
  await ctx.close();
});

/** A new broker who owns `n` public listings (moved from broker01's, which this file's database owns). */
async function brokerWithListings(
  n: number,
  name = '최중개',
): Promise<{ userNo: number; loginId: string; listings: Listing[] }> {
  const broker = await newUser('BROKER', name, {
    officeName: '정직공인중개사',
    officeAddress: '서울 마포구',
  });
  const listings = Array.from({ length: n }, () => takeListing());
  await ctx.handle.db
    .update(sales)
    .set({ userNo: broker.userNo })
    .where(
      inArray(
        sales.saleNo,
        listings.map((l) => l.saleNo),
      ),
    );
  return { ...broker, listings: listings.map((l) => ({ ...l, userNo: broker.userNo })) };
}

/** A new general user reports the listing; the report's number. */
async function reportBy(
  listing: Listing,
  text = '사진과 실제 방이 다릅니다.',
): Promise<{ reportNo: number; reporter: Caller }> {
  const reporter = await newCaller('GENERAL', '이신고');
  const res = await call(reporter, 'POST', '/api/report', nextIp(), {
    saleNo: listing.saleNo,
    userNo: reporter.userNo,
    reportName: '허위매물 신고',
    reportType: 'GENERAL',
    reportText: text,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await ctx.handle.db
    .select({ reportNo: saleReports.reportNo })
    .from(saleReports)
    .where(and(eq(saleReports.saleNo, listing.saleNo), eq(saleReports.userNo, reporter.userNo)));
  if (!row) throw new Error('no report');
  return { reportNo: row.reportNo, reporter };
}

const confirm = (reportNo: number, reason = REASON, caller = admin01) =>
  call<AdminReportDecision>(caller, 'POST', `/api/admin/reports/${reportNo}/confirm`, nextIp(), { reason });
const dismiss = (reportNo: number, reason = REASON, caller = admin01) =>
  call<AdminReportDecision>(caller, 'POST', `/api/admin/reports/${reportNo}/dismiss`, nextIp(), { reason });
const list = (query: Record<string, string>, caller = admin01) =>
  call<{ list: AdminReportItem[]; pageInfo: PageInfo }>(
    caller,
    'GET',
    `/api/admin/reports?${new URLSearchParams(query)}`,
    nextIp(),
  );

const auditRows = (action: string, targetId: string | number) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
const noticesOf = (userNo: number, kind: string) =>
  ctx.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, kind)));
const statusOf = async (saleNo: number) =>
  (await ctx.handle.db.select({ status: sales.status }).from(sales).where(eq(sales.saleNo, saleNo)))[0]
    ?.status;
const userStatus = async (userNo: number) =>
  (await ctx.handle.db.select({ status: users.status }).from(users).where(eq(users.userNo, userNo)))[0]
    ?.status;

/** Whether the listing is among its 구's public search results. */
async function inSearch(saleNo: number): Promise<boolean> {
  const [row] = await ctx.handle.db
    .select({ addr: sales.saleAddr })
    .from(sales)
    .where(eq(sales.saleNo, saleNo));
  // The 시군구 word of the address ('경기도 성남시 중원구 …' → '성남시'), which the search takes as a region.
  const gu = row?.addr.split(' ')[1] ?? '';
  expect(gu).not.toBe('');
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list?${new URLSearchParams({ saleAddr: gu, limit: '-1' })}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ entity: { list: { saleNo: number }[] } }>().entity.list.some((s) => s.saleNo === saleNo);
}

describe('who may call', () => {
  it('refuses a visitor (401) and every role but the operator (403)', async () => {
    const listing = takeListing();
    const { reportNo } = await reportBy(listing);
    const others = await Promise.all(['user01', 'broker02', 'lawyer01'].map(login));
    const calls = (caller: Caller) => [
      list({}, caller),
      call(caller, 'GET', `/api/admin/reports/sale/${listing.saleNo}`, nextIp()),
      confirm(reportNo, REASON, caller),
      dismiss(reportNo, REASON, caller),
    ];
    for (const res of await Promise.all(calls(visitor))) expect(res.status).toBe(401);
    for (const caller of [...others, broker01])
      for (const res of await Promise.all(calls(caller))) expect(res.status).toBe(403);
    expect(
      (await ctx.handle.db.select().from(saleReports).where(eq(saleReports.reportNo, reportNo)))[0]?.state,
    ).toBe('OPEN');
  });

  it('answers bad input with 400 and a Korean message, unknown numbers with 404', async () => {
    const listing = takeListing();
    const { reportNo } = await reportBy(listing);
    const short = await confirm(reportNo, '짧');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('사유를 2자 이상');
    const long = await dismiss(reportNo, '가'.repeat(501));
    expect(long.status).toBe(400);
    expect((await list({ state: 'NOPE' })).status).toBe(400);
    expect((await list({ limit: '101' })).status).toBe(400);
    expect(
      (await call(admin01, 'POST', '/api/admin/reports/abc/confirm', nextIp(), { reason: REASON })).status,
    ).toBe(400);
    const unknown = await confirm(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADMIN_REPORT_MESSAGES.notFound);
    expect((await dismiss(2_000_000_000)).status).toBe(404);
    expect((await call(admin01, 'GET', '/api/admin/reports/sale/2000000000', nextIp())).status).toBe(404);
    expect(await auditRows('report.confirm', reportNo)).toHaveLength(0);
  });
});

describe('the queue', () => {
  it('lists open reports with the listing, the broker, the reporter and the listing’s open count', async () => {
    const broker = await brokerWithListings(2, '한큐브');
    const [a, b] = broker.listings as [Listing, Listing];
    const first = await reportBy(a, '이미 나간 방입니다.');
    await reportBy(a, '가격이 다릅니다.');
    await reportBy(a);
    await reportBy(b);
    const res = await list({ saleNo: String(a.saleNo) });
    expect(res.status).toBe(200);
    expect(res.body.entity.pageInfo.totalRow).toBe(3);
    const item = res.body.entity.list.find((r) => r.reportNo === first.reportNo);
    expect(item).toMatchObject({
      state: 'OPEN',
      reportText: '이미 나간 방입니다.',
      reporter: { userNo: first.reporter.userNo, name: '이신고', type: 'GENERAL' },
      sale: {
        saleNo: a.saleNo,
        status: 'ACTIVE',
        broker: { userNo: broker.userNo, name: '한큐브', loginId: broker.loginId },
      },
      openCount: 3,
      resolvedAt: null,
    });
    // Open reports come oldest first by default; sorting by open count puts this listing's three first.
    const byCount = await list({ sort: 'openCount', order: 'desc', limit: '100' });
    expect(byCount.body.entity.list[0]?.openCount).toBeGreaterThanOrEqual(3);
    const detail = await call<AdminReportSaleDetail>(
      admin01,
      'GET',
      `/api/admin/reports/sale/${a.saleNo}`,
      nextIp(),
    );
    expect(detail.status).toBe(200);
    expect(detail.body.entity.reports).toHaveLength(3);
    expect(detail.body.entity.sale.broker.userNo).toBe(broker.userNo);
    expect(detail.body.entity.brokerWarnings).toBe(0);
  });
});

describe('허위매물 확인', () => {
  it('closes every open report of the listing, stops it out of search, warns the broker and tells everyone', async () => {
    const broker = await brokerWithListings(1, '정경고');
    const [listing] = broker.listings as [Listing];
    expect(await inSearch(listing.saleNo)).toBe(true);
    const one = await reportBy(listing);
    const two = await reportBy(listing);
    const res = await confirm(one.reportNo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(ADMIN_REPORT_MESSAGES.confirmed);
    expect(res.body.entity).toEqual({
      outcome: 'CONFIRMED',
      reportNos: [one.reportNo, two.reportNo].sort((x, y) => x - y),
      saleNo: listing.saleNo,
      saleStatus: 'STOP',
      warned: true,
      brokerWarnings: 1,
      suspended: false,
    });
    const rows = await ctx.handle.db.select().from(saleReports).where(eq(saleReports.saleNo, listing.saleNo));
    for (const row of rows) {
      expect(row.state).toBe('CONFIRMED');
      expect(row.resolvedByUserNo).toBe(admin01.userNo);
      expect(row.resolutionText).toBe(REASON);
      expect(row.resolvedAt).not.toBeNull();
    }
    expect(await statusOf(listing.saleNo)).toBe('STOP');
    expect(await inSearch(listing.saleNo)).toBe(false);
    // The listing's detail is no longer public (decision 010).
    const publicDetail = await ctx.app.inject({ method: 'GET', url: `/api/sale/${listing.saleNo}` });
    expect(publicDetail.statusCode).toBe(404);

    const warnings = await ctx.handle.db
      .select()
      .from(brokerWarnings)
      .where(eq(brokerWarnings.userNo, broker.userNo));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ saleNo: listing.saleNo, reportNo: one.reportNo, reason: REASON });
    expect(await noticesOf(broker.userNo, 'BROKER_WARNED')).toHaveLength(1);
    for (const reporter of [one.reporter, two.reporter]) {
      const notes = await noticesOf(reporter.userNo, 'REPORT_RESOLVED');
      expect(notes).toHaveLength(1);
      expect(notes[0]?.body).toContain('허위매물로 확인');
    }
    const [row] = await auditRows('report.confirm', one.reportNo);
    expect(row).toMatchObject({ actorUserNo: admin01.userNo, targetType: 'report', reason: REASON });
    expect(row?.after).toMatchObject({ state: 'CONFIRMED', saleStatus: 'STOP' });
    expect(await auditRows('broker.warn', broker.userNo)).toHaveLength(1);
    expect(await userStatus(broker.userNo)).toBe('ACTIVE');

    // Both reports are closed: a second decision on either is 409, and writes no audit row.
    const again = await confirm(two.reportNo);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_REPORT_MESSAGES.notOpen);
    expect((await dismiss(two.reportNo)).status).toBe(409);
    expect(await auditRows('report.confirm', two.reportNo)).toHaveLength(0);
    expect(await auditRows('report.dismiss', two.reportNo)).toHaveLength(0);
  });

  it('suspends the broker exactly at the third confirmed listing, not before', async () => {
    const broker = await brokerWithListings(BROKER_SUSPEND_WARNINGS + 2, '누적중');
    const brokerCaller = await login(broker.loginId);
    const listings = broker.listings;
    for (let i = 0; i < BROKER_SUSPEND_WARNINGS - 1; i++) {
      const { reportNo } = await reportBy(listings[i] as Listing);
      const res = await confirm(reportNo);
      expect(res.body.entity).toMatchObject({ warned: true, brokerWarnings: i + 1, suspended: false });
      expect(await userStatus(broker.userNo)).toBe('ACTIVE');
    }
    expect(await auditRows('member.suspend', broker.userNo)).toHaveLength(0);
    // The broker still signs in, and their other listings are still public.
    const me = await call(brokerCaller, 'GET', '/api/notification/list', nextIp());
    expect(me.status).toBe(200);

    const last = await reportBy(listings[BROKER_SUSPEND_WARNINGS - 1] as Listing);
    const res = await confirm(last.reportNo);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_REPORT_MESSAGES.confirmedAndSuspended);
    expect(res.body.entity).toMatchObject({
      warned: true,
      brokerWarnings: BROKER_SUSPEND_WARNINGS,
      suspended: true,
    });
    expect(await userStatus(broker.userNo)).toBe('SUSPENDED');
    const [account] = await ctx.handle.db
      .select({ reason: users.suspendedReason, at: users.suspendedAt })
      .from(users)
      .where(eq(users.userNo, broker.userNo));
    expect(account?.reason).toBe(BROKER_AUTO_SUSPEND_REASON);
    expect(account?.at).not.toBeNull();
    // Their untouched listings left search too, their sessions are revoked, the suspension is audited.
    for (const l of listings.slice(BROKER_SUSPEND_WARNINGS)) expect(await statusOf(l.saleNo)).toBe('STOP');
    const live = await ctx.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userNo, broker.userNo), sql`${sessions.revokedAt} is null`));
    expect(live).toHaveLength(0);
    expect((await call(brokerCaller, 'GET', '/api/notification/list', nextIp())).status).toBe(401);
    const [suspension] = await auditRows('member.suspend', broker.userNo);
    expect(suspension?.reason).toBe(BROKER_AUTO_SUSPEND_REASON);
    expect(await auditRows('broker.warn', broker.userNo)).toHaveLength(BROKER_SUSPEND_WARNINGS);
  });

  it('counts a listing once: a later report of an already warned listing does not warn again', async () => {
    const broker = await brokerWithListings(1, '한번만');
    const [listing] = broker.listings as [Listing];
    const first = await reportBy(listing);
    expect((await confirm(first.reportNo)).body.entity.warned).toBe(true);
    // The listing is STOP now; a report written to it anyway (straight to the table) is confirmed again.
    const reporter = await newUser('GENERAL', '늦은신고');
    const [late] = await ctx.handle.db
      .insert(saleReports)
      .values({
        saleNo: listing.saleNo,
        userNo: reporter.userNo,
        reportName: '허위매물',
        reportType: 'GENERAL',
        reportText: '여전히 허위입니다.',
      })
      .returning({ reportNo: saleReports.reportNo });
    const res = await confirm(late?.reportNo as number);
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({ warned: false, brokerWarnings: 1, saleStatus: 'STOP' });
    expect(await auditRows('broker.warn', broker.userNo)).toHaveLength(1);
  });

  it('lets 20 parallel confirmations and dismissals of one report have one winner and one audit row', async () => {
    const broker = await brokerWithListings(1, '동시성');
    const [listing] = broker.listings as [Listing];
    const { reportNo, reporter } = await reportBy(listing);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? confirm(reportNo) : dismiss(reportNo))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'report.%'), eq(auditLog.targetId, String(reportNo))));
    expect(audits).toHaveLength(1);
    expect(await noticesOf(reporter.userNo, 'REPORT_RESOLVED')).toHaveLength(1);
  });

  it('suspends once when the threshold is reached by parallel confirmations of different listings', async () => {
    const broker = await brokerWithListings(BROKER_SUSPEND_WARNINGS * 2, '병렬누적');
    // The reports are written one by one (the fixture's new accounts take numbers in turn).
    const reports: { reportNo: number }[] = [];
    for (const l of broker.listings) reports.push(await reportBy(l));
    const answers = await Promise.all(reports.map((r) => confirm(r.reportNo)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.filter((a) => a.body.entity.suspended)).toHaveLength(1);
    const suspendedAt = answers.find((a) => a.body.entity.suspended)?.body.entity.brokerWarnings;
    expect(suspendedAt).toBeGreaterThanOrEqual(BROKER_SUSPEND_WARNINGS);
    // The warnings each answer saw are distinct: the lock on the broker serialised the counts.
    expect(new Set(answers.map((a) => a.body.entity.brokerWarnings)).size).toBe(answers.length);
    expect(await userStatus(broker.userNo)).toBe('SUSPENDED');
    expect(await auditRows('member.suspend', broker.userNo)).toHaveLength(1);
    expect(await auditRows('broker.warn', broker.userNo)).toHaveLength(BROKER_SUSPEND_WARNINGS * 2);
  });
});

describe('기각', () => {
  it('closes only the named report, keeps the listing, tells the reporter, audits; then 409', async () => {
    const broker = await brokerWithListings(1, '기각중');
    const [listing] = broker.listings as [Listing];
    const one = await reportBy(listing);
    const two = await reportBy(listing);
    const res = await dismiss(one.reportNo, '확인 결과 실제 매물과 일치합니다.');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_REPORT_MESSAGES.dismissed);
    expect(res.body.entity).toMatchObject({
      outcome: 'DISMISSED',
      reportNos: [one.reportNo],
      saleStatus: 'ACTIVE',
      warned: false,
    });
    const rows = await ctx.handle.db.select().from(saleReports).where(eq(saleReports.saleNo, listing.saleNo));
    expect(rows.find((r) => r.reportNo === one.reportNo)?.state).toBe('DISMISSED');
    expect(rows.find((r) => r.reportNo === two.reportNo)?.state).toBe('OPEN');
    expect(await statusOf(listing.saleNo)).toBe('ACTIVE');
    expect(await inSearch(listing.saleNo)).toBe(true);
    const [note] = await noticesOf(one.reporter.userNo, 'REPORT_RESOLVED');
    expect(note?.body).toContain('기각');
    expect(note?.body).toContain('확인 결과 실제 매물과 일치합니다.');
    expect(await noticesOf(broker.userNo, 'BROKER_WARNED')).toHaveLength(0);
    expect(
      await ctx.handle.db.select().from(brokerWarnings).where(eq(brokerWarnings.userNo, broker.userNo)),
    ).toHaveLength(0);
    expect(await auditRows('report.dismiss', one.reportNo)).toHaveLength(1);
    expect((await dismiss(one.reportNo)).status).toBe(409);
    expect((await confirm(one.reportNo)).status).toBe(409);
    expect(await auditRows('report.dismiss', one.reportNo)).toHaveLength(1);
    expect(await auditRows('report.confirm', one.reportNo)).toHaveLength(0);
  });
});

describe('the public report history on the detail', () => {
  it('counts reports by outcome, lists the latest outcomes, and says nothing of reporters', async () => {
    const broker = await brokerWithListings(1, '이력공개');
    const [listing] = broker.listings as [Listing];
    const detail = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sale/${listing.saleNo}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Answer<SaleDetail>['body']>().entity;
    };
    expect((await detail()).reportHistory).toEqual({
      total: 0,
      open: 0,
      confirmed: 0,
      dismissed: 0,
      recent: [],
    });
    const reports = [
      await reportBy(listing, '비밀스러운신고내용1'),
      await reportBy(listing, '비밀스러운신고내용2'),
      await reportBy(listing, '비밀스러운신고내용3'),
    ];
    await dismiss(reports[0]?.reportNo as number, '운영자만 아는 기각 사유');
    await dismiss(reports[1]?.reportNo as number, '운영자만 아는 기각 사유');
    const entity = await detail();
    expect(entity.reportHistory).toMatchObject({ total: 3, open: 1, confirmed: 0, dismissed: 2 });
    expect(entity.reportHistory.recent).toHaveLength(2);
    for (const r of entity.reportHistory.recent) {
      expect(Object.keys(r).sort()).toEqual(['outcome', 'resolvedAt']);
      expect(r.outcome).toBe('DISMISSED');
    }
    const text = JSON.stringify(entity.reportHistory);
    expect(text).not.toContain('비밀스러운');
    expect(text).not.toContain('운영자만');
    expect(text).not.toContain('이신고');
    // The owner, once the listing is confirmed and stopped, still sees its history with the outcome.
    await confirm(reports[2]?.reportNo as number);
    const owner = await login(broker.loginId);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/sale/${listing.saleNo}`,
      headers: owner.headers,
    });
    const after = res.json<Answer<SaleDetail>['body']>().entity.reportHistory;
    expect(after).toMatchObject({ total: 3, open: 0, confirmed: 1, dismissed: 2 });
    expect(after.recent[0]?.outcome).toBe('CONFIRMED');
  });
});
