import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RateCode } from '@ansim/domain';
import {
  ADMIN_GRADE_MESSAGES,
  type AdminGradeDecision,
  type AdminGradeItem,
  type CommentInsert,
  type PageInfo,
  type SaleDetail,
} from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gradeReviews, notifications, saleComments, sales } from '../src/db/schema/index.ts';
import { backfillCommentDisagreements } from '../src/modules/sales/grade-disagreement.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { completeForm, pdf, photo, sendSale, uploadId } from './sale-form-fixture.ts';
import { type Answer, type Caller, type Listing, nextIp, visitor, voicesFixture } from './voices-fixture.ts';

/*
 * The operator's grade review queue (issue 17 §3, docs/decisions/025): who may call it; both sources in one
 * list and the listings that agree left out; 등급 확인 and 등급 정정 with the listing's grade, the search
 * filter following it, the detail's reason, the broker's notification and the audit row; a refusal leaving
 * neither the action nor its audit row; and 20 operators deciding one review at once. The comment rule runs
 * in the writes that can change agreement (a comment, the broker's save, the correction), never in the GET:
 * the tests comment through the API and look at the table and the dashboard without reading the queue.
 */

let ctx: TestContext;
const { call, login, newUser, newCaller, fillPool, takeListing } = voicesFixture(() => ctx, 'ag');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-admin-grades-'));

let admin01: Caller;
let broker02: Caller;
const REASON = '등기부등본상 근저당이 보증금보다 커서 등급을 낮춥니다.';

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  admin01 = await login('admin01');
  broker02 = await login('broker02');
  expect(await fillPool(broker02.userNo, 30)).toBeGreaterThanOrEqual(12);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

type List = { list: AdminGradeItem[]; pageInfo: PageInfo };

const list = (query: Record<string, string>, caller = admin01): Promise<Answer<List>> =>
  call<List>(caller, 'GET', `/api/admin/grades?${new URLSearchParams(query)}`, nextIp());
const accept = (reviewNo: number, payload: object = {}, caller = admin01) =>
  call<AdminGradeDecision>(caller, 'POST', `/api/admin/grades/${reviewNo}/accept`, nextIp(), payload);
const correct = (reviewNo: number, payload: object, caller = admin01) =>
  call<AdminGradeDecision>(caller, 'POST', `/api/admin/grades/${reviewNo}/correct`, nextIp(), payload);

/** A listing of broker02 with a known grade, no comments and no reviews. */
async function freshListing(grade: RateCode): Promise<Listing> {
  const listing = takeListing();
  const { db } = ctx.handle;
  await db
    .update(sales)
    .set({ safetyGrade: grade, changeSafetyGrade: null })
    .where(eq(sales.saleNo, listing.saleNo));
  await db.delete(saleComments).where(eq(saleComments.saleNo, listing.saleNo));
  await db.delete(gradeReviews).where(eq(gradeReviews.saleNo, listing.saleNo));
  return listing;
}

/** A fresh listing whose address names a 구 (the search check filters by it). */
async function freshListingInGu(grade: RateCode): Promise<Listing> {
  for (;;) {
    const listing = await freshListing(grade);
    const [row] = await ctx.handle.db
      .select({ addr: sales.saleAddr })
      .from(sales)
      .where(eq(sales.saleNo, listing.saleNo));
    if (row?.addr.split(' ').some((w) => w.endsWith('구'))) return listing;
  }
}

/** What the save writes for a broker's grade better than computed (form-repo.openReview). */
async function openComputedReview(listing: Listing, brokerRate: RateCode, computedRate: RateCode) {
  const [row] = await ctx.handle.db
    .insert(gradeReviews)
    .values({
      saleNo: listing.saleNo,
      brokerRate,
      computedRate,
      reasons: ['선순위 채권이 보증금보다 큽니다.'],
    })
    .returning({ reviewNo: gradeReviews.reviewNo });
  if (!row) throw new Error('no review');
  return row.reviewNo;
}

const TEXT = '직접 가 보니 걱정되는 점이 많습니다.';

/** A safety comment through the API, as a member writes it. */
async function commentAs(writer: Caller, listing: Listing, grade: RateCode): Promise<Answer<CommentInsert>> {
  return call<CommentInsert>(writer, 'POST', '/api/sale/insert/comment', nextIp(), {
    saleNo: listing.saleNo,
    saleKey: listing.saleKey,
    userNo: writer.userNo,
    safetyGrade: grade,
    safetyText: TEXT,
  });
}

/** One safety comment per grade, in order, each by a new member through the API. */
async function comment(listing: Listing, grades: RateCode[]): Promise<void> {
  for (const grade of grades) {
    const answer = await commentAs(await newCaller('GENERAL', '김코멘트'), listing, grade);
    expect(answer.status).toBe(200);
  }
}

/** Comments written straight to the table: data from before the rule ran on writes. */
async function commentInTable(listing: Listing, grades: RateCode[]): Promise<void> {
  for (const grade of grades) {
    const { userNo } = await newUser('GENERAL', '김코멘트');
    await ctx.handle.db
      .insert(saleComments)
      .values({ saleNo: listing.saleNo, userNo, safetyGrade: grade, safetyText: TEXT });
  }
}

/** The listing's review rows as the table holds them, without reading the queue. */
const rowsOf = (listing: Listing) =>
  ctx.handle.db
    .select()
    .from(gradeReviews)
    .where(eq(gradeReviews.saleNo, listing.saleNo))
    .orderBy(gradeReviews.reviewNo);

const reviewRowCount = async (): Promise<number> => {
  const result = await ctx.handle.db.execute(sql`select count(*)::int as n from grade_reviews`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};

/** The dashboard's 등급 검토 대기 count. */
async function openOnDashboard(): Promise<number> {
  const answer = await call<{ counts: { openGradeReviews: number } }>(
    admin01,
    'GET',
    '/api/admin/dashboard',
    nextIp(),
  );
  expect(answer.status).toBe(200);
  return answer.body.entity.counts.openGradeReviews;
}

async function reviewsOf(listing: Listing, query: Record<string, string> = {}): Promise<AdminGradeItem[]> {
  const answer = await list({ saleNo: String(listing.saleNo), state: 'ALL', ...query });
  expect(answer.status).toBe(200);
  return answer.body.entity.list;
}

const auditRows = (action: string, reviewNo: number) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(reviewNo))));

async function gradesOf(saleNo: number) {
  const [row] = await ctx.handle.db
    .select({ safetyGrade: sales.safetyGrade, changeSafetyGrade: sales.changeSafetyGrade })
    .from(sales)
    .where(eq(sales.saleNo, saleNo));
  return row;
}

/** Whether the listing is among its 구's public search results filtered by `grade`. */
async function inSearchUnder(saleNo: number, grade: RateCode): Promise<boolean> {
  const [row] = await ctx.handle.db
    .select({ addr: sales.saleAddr })
    .from(sales)
    .where(eq(sales.saleNo, saleNo));
  const gu = row?.addr.split(' ').find((w) => w.endsWith('구')) ?? '';
  expect(gu).not.toBe('');
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/sale/list?${new URLSearchParams({ saleAddr: gu, safetyGrades: grade, limit: '-1' })}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ entity: { list: { saleNo: number }[] } }>().entity.list.some((s) => s.saleNo === saleNo);
}

describe('who may call', () => {
  it('refuses a visitor (401) and every role but the operator (403)', async () => {
    const listing = await freshListing('RATE001');
    const reviewNo = await openComputedReview(listing, 'RATE001', 'RATE003');
    const others = await Promise.all(['user01', 'broker01', 'broker02', 'lawyer01'].map(login));
    const calls = (caller: Caller) => [
      list({}, caller),
      accept(reviewNo, {}, caller),
      correct(reviewNo, { grade: 'RATE003', reason: REASON }, caller),
    ];
    for (const answer of await Promise.all(calls(visitor))) expect(answer.status).toBe(401);
    for (const caller of others)
      for (const answer of await Promise.all(calls(caller))) expect(answer.status).toBe(403);
    expect((await reviewsOf(listing))[0]?.state).toBe('OPEN');
    expect(await auditRows('grade.accept', reviewNo)).toHaveLength(0);
    expect(await auditRows('grade.correct', reviewNo)).toHaveLength(0);
  });
});

describe('the queue', () => {
  it('lists a broker grade better than computed with the broker, prices and comment counts', async () => {
    const listing = await freshListing('RATE001');
    const reviewNo = await openComputedReview(listing, 'RATE001', 'RATE003');
    await comment(listing, ['RATE001', 'RATE002']);
    const [item] = await reviewsOf(listing);
    expect(item).toMatchObject({
      reviewNo,
      source: 'COMPUTED',
      state: 'OPEN',
      brokerGrade: 'RATE001',
      computedGrade: 'RATE003',
      effectiveGrade: 'RATE001',
      reasons: ['선순위 채권이 보증금보다 큽니다.'],
      broker: { userNo: broker02.userNo, loginId: 'broker02' },
      comments: { rate001: 1, rate002: 1, rate003: 0, rate004: 0, rate005: 0, total: 2 },
      decidedAt: null,
    });
    expect(item?.sale.saleNo).toBe(listing.saleNo);
    expect(item?.sale.title).not.toBe('');
    expect(item?.sale.address).not.toBe('');
  });

  it('opens a comment review with the 3rd comment whose median is 2+ grades worse, before anyone reads the queue', async () => {
    const listing = await freshListing('RATE002');
    const waiting = await openOnDashboard();
    await comment(listing, ['RATE004', 'RATE005']);
    expect(await rowsOf(listing)).toEqual([]);
    await comment(listing, ['RATE001']);
    const rows = await rowsOf(listing);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'COMMENTS', state: 'OPEN' });
    // The dashboard counts it at once: no GET of the queue happened in between.
    expect(await openOnDashboard()).toBe(waiting + 1);

    const reads = await Promise.all(Array.from({ length: 5 }, () => reviewsOf(listing)));
    for (const read of reads) expect(read).toHaveLength(1);
    const items = await reviewsOf(listing);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      source: 'COMMENTS',
      state: 'OPEN',
      brokerGrade: 'RATE002',
      computedGrade: 'RATE004',
      effectiveGrade: 'RATE002',
      comments: { rate001: 1, rate004: 1, rate005: 1, total: 3 },
    });
    expect(items[0]?.reasons[0]).toContain('2등급 낮습니다');
    const onlyComments = await list({ source: 'COMMENTS', saleNo: String(listing.saleNo) });
    expect(onlyComments.body.entity.list).toHaveLength(1);
    const onlyComputed = await list({ source: 'COMPUTED', saleNo: String(listing.saleNo) });
    expect(onlyComputed.body.entity.list).toHaveLength(0);
  });

  it('opens nothing for comments that agree, too few comments, and a gap of one grade', async () => {
    const waiting = await openOnDashboard();
    const agree = await freshListing('RATE002');
    await comment(agree, ['RATE002', 'RATE002', 'RATE003', 'RATE001']);
    const tooFew = await freshListing('RATE001');
    await comment(tooFew, ['RATE005', 'RATE005']);
    const oneGrade = await freshListing('RATE002');
    await comment(oneGrade, ['RATE003', 'RATE003', 'RATE003']);
    // The lower median of 4 comments (1, 1, 5, 5) is grade 1: a split never opens a review.
    const split = await freshListing('RATE001');
    await comment(split, ['RATE001', 'RATE001', 'RATE005', 'RATE005']);
    for (const listing of [agree, tooFew, oneGrade, split]) {
      expect(await rowsOf(listing)).toEqual([]);
      expect(await reviewsOf(listing)).toEqual([]);
    }
    expect(await openOnDashboard()).toBe(waiting);
  });

  it('withdraws an open comment review when newer comments make the listing agree again', async () => {
    const listing = await freshListing('RATE001');
    await comment(listing, ['RATE004', 'RATE004', 'RATE004']);
    expect((await rowsOf(listing))[0]?.state).toBe('OPEN');
    // 1, 1, 4, 4, 4: the lower median is still 4.
    await comment(listing, ['RATE001', 'RATE001']);
    expect((await rowsOf(listing))[0]?.state).toBe('OPEN');
    // 1, 1, 1, 4, 4, 4: the lower median is 1, the listing's own grade.
    await comment(listing, ['RATE001']);
    const rows = await rowsOf(listing);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('WITHDRAWN');
    expect((await reviewsOf(listing))[0]?.state).toBe('WITHDRAWN');
  });

  it('is a pure read: a listing that qualifies only by a direct table change gets nothing from the GET', async () => {
    const listing = await freshListing('RATE001');
    await commentInTable(listing, ['RATE005', 'RATE005', 'RATE005']);
    const before = await reviewRowCount();
    const waiting = await openOnDashboard();
    expect((await list({ state: 'ALL' })).status).toBe(200);
    expect(await reviewsOf(listing)).toEqual([]);
    expect(await reviewRowCount()).toBe(before);
    expect(await openOnDashboard()).toBe(waiting);

    // The start-up backfill opens it, once however often it runs.
    await Promise.all([
      backfillCommentDisagreements(ctx.handle.db),
      backfillCommentDisagreements(ctx.handle.db),
    ]);
    await backfillCommentDisagreements(ctx.handle.db);
    const rows = await rowsOf(listing);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'COMMENTS',
      state: 'OPEN',
      brokerRate: 'RATE001',
      computedRate: 'RATE005',
    });
    expect(await openOnDashboard()).toBe(waiting + 1);
  });

  it('pages and sorts, and refuses bad filters with a Korean 400', async () => {
    const page = await list({ state: 'ALL', limit: '2', page: '1', sort: 'saleNo', order: 'asc' });
    expect(page.status).toBe(200);
    expect(page.body.entity.list.length).toBeLessThanOrEqual(2);
    const numbers = page.body.entity.list.map((i) => i.sale.saleNo);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(page.body.entity.pageInfo.totalRow).toBeGreaterThanOrEqual(numbers.length);
    const badQueries: Record<string, string>[] = [
      { state: 'NOPE' },
      { source: 'X' },
      { limit: '101' },
      { sort: 'title' },
    ];
    for (const query of badQueries) {
      const bad = await list(query);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/[가-힣]/);
    }
  });
});

describe("the broker's save", () => {
  let seed = 1;
  it('withdraws the comment review when the broker lowers the grade to agree, and reopens it when raised again', async () => {
    const files = {
      main: await uploadId(ctx.app, broker02, 'saleImage', await photo(seed++)),
      sub: [await uploadId(ctx.app, broker02, 'saleImage', await photo(seed++))],
      registerCopy: await uploadId(ctx.app, broker02, 'saleDocument', pdf(), '등기부등본.pdf'),
      buildingRegister: await uploadId(ctx.app, broker02, 'saleDocument', pdf(), '건축물대장.pdf'),
    };
    // completeForm computes RATE001 and claims it: no COMPUTED review.
    const form = completeForm(files);
    const created = await sendSale(ctx.app, broker02, form);
    expect(created.status).toBe(200);
    const entity = created.body.entity;
    if (!entity) throw new Error('not saved');
    expect(entity.inReview).toBe(false);
    const listing: Listing = { saleNo: entity.saleNo, saleKey: entity.saleKey, userNo: broker02.userNo };

    await comment(listing, ['RATE004', 'RATE004', 'RATE004']);
    expect((await rowsOf(listing)).map((r) => [r.source, r.state])).toEqual([['COMMENTS', 'OPEN']]);

    const lowered = await sendSale(ctx.app, broker02, { ...form, safetyGrade: 'RATE004' }, listing.saleNo);
    expect(lowered.status).toBe(200);
    expect((await rowsOf(listing)).map((r) => [r.source, r.state])).toEqual([['COMMENTS', 'WITHDRAWN']]);

    const raised = await sendSale(ctx.app, broker02, { ...form, safetyGrade: 'RATE001' }, listing.saleNo);
    expect(raised.status).toBe(200);
    expect((await rowsOf(listing)).map((r) => [r.source, r.state])).toEqual([
      ['COMMENTS', 'WITHDRAWN'],
      ['COMMENTS', 'OPEN'],
    ]);

    // Paused, the listing leaves search and its review; public again, it disagrees again.
    const status = (to: string) =>
      call(broker02, 'GET', `/api/sale/update/status?saleNo=${listing.saleNo}&status=${to}`, nextIp());
    expect((await status('STOP')).status).toBe(200);
    expect((await rowsOf(listing)).map((r) => r.state)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    expect((await status('ACTIVE')).status).toBe(200);
    expect((await rowsOf(listing)).map((r) => r.state)).toEqual(['WITHDRAWN', 'WITHDRAWN', 'OPEN']);
  });
});

describe('등급 확인', () => {
  it('accepts once: the grade stays, the audit row is written, a second decision is 409', async () => {
    const listing = await freshListing('RATE001');
    const reviewNo = await openComputedReview(listing, 'RATE001', 'RATE002');
    const answer = await accept(reviewNo, { reason: '현장 사진으로 확인했습니다.' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ADMIN_GRADE_MESSAGES.accepted);
    expect(answer.body.entity).toEqual({
      reviewNo,
      saleNo: listing.saleNo,
      state: 'ACCEPTED',
      grade: 'RATE001',
    });
    expect(await gradesOf(listing.saleNo)).toEqual({ safetyGrade: 'RATE001', changeSafetyGrade: null });
    const [item] = await reviewsOf(listing);
    expect(item).toMatchObject({
      state: 'ACCEPTED',
      decidedBy: 'admin01',
      decisionReason: '현장 사진으로 확인했습니다.',
    });
    const rows = await auditRows('grade.accept', reviewNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'grade_review', reason: '현장 사진으로 확인했습니다.' });

    const again = await correct(reviewNo, { grade: 'RATE003', reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_GRADE_MESSAGES.notOpen);
    expect(await auditRows('grade.correct', reviewNo)).toHaveLength(0);
    expect((await accept(2_000_000_000)).status).toBe(404);
  });

  it('keeps a decided comment review closed until a newer comment arrives', async () => {
    const listing = await freshListing('RATE001');
    await comment(listing, ['RATE004', 'RATE004', 'RATE003']);
    const [open] = await reviewsOf(listing);
    expect(open?.source).toBe('COMMENTS');
    expect((await accept(open?.reviewNo ?? 0)).status).toBe(200);
    expect((await reviewsOf(listing, { state: 'OPEN' })).length).toBe(0);
    // The backfill respects the decision too.
    await backfillCommentDisagreements(ctx.handle.db);
    expect((await rowsOf(listing)).filter((r) => r.state === 'OPEN')).toHaveLength(0);
    const waiting = await openOnDashboard();
    await comment(listing, ['RATE005']);
    expect(await openOnDashboard()).toBe(waiting + 1);
    const reopened = await reviewsOf(listing, { state: 'OPEN' });
    expect(reopened).toHaveLength(1);
    expect(reopened[0]?.reviewNo).not.toBe(open?.reviewNo);
    expect(reopened[0]?.comments.total).toBe(4);
  });
});

describe('등급 정정', () => {
  it('sets the grade search filters by, shows the reason on the detail, tells the broker, audits', async () => {
    const listing = await freshListingInGu('RATE001');
    const reviewNo = await openComputedReview(listing, 'RATE001', 'RATE004');
    expect(await inSearchUnder(listing.saleNo, 'RATE001')).toBe(true);

    const answer = await correct(reviewNo, { grade: 'RATE004', reason: `  ${REASON}  ` });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ADMIN_GRADE_MESSAGES.corrected);
    expect(answer.body.entity).toEqual({
      reviewNo,
      saleNo: listing.saleNo,
      state: 'CORRECTED',
      grade: 'RATE004',
    });
    expect(await gradesOf(listing.saleNo)).toEqual({ safetyGrade: 'RATE004', changeSafetyGrade: 'RATE004' });

    // Search and its counts follow the corrected grade.
    expect(await inSearchUnder(listing.saleNo, 'RATE004')).toBe(true);
    expect(await inSearchUnder(listing.saleNo, 'RATE001')).toBe(false);
    const cube = await ctx.handle.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from sale_count_struct where region_code = (select sigungu_code from sales where sale_no = ${listing.saleNo}) and status = 'ACTIVE'`,
    );
    const live = await ctx.handle.db.execute(
      sql`select count(*)::int as n from sales where sigungu_code = (select sigungu_code from sales where sale_no = ${listing.saleNo}) and status = 'ACTIVE'`,
    );
    expect((cube as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
      (live as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/sale/${listing.saleNo}` });
    const entity = detail.json<{ entity: SaleDetail }>().entity;
    expect(entity.changeSafetyGrade).toBe('RATE004');
    expect(entity.gradeCorrection).toMatchObject({ by: 'OPERATOR', grade: 'RATE004', reason: REASON });

    const [note] = await ctx.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, broker02.userNo), eq(notifications.kind, 'GRADE_CORRECTED')))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(note?.body).toContain(REASON);
    expect(note?.body).toContain('4등급');
    expect(note?.link).toBe(`/salesManagement/salesDetail/${listing.saleNo}`);

    // The broker's dashboard card says the grade is the operator's.
    const mine = await call<{ list: { saleNo: number; safetyGrade: string; operatorCorrected?: boolean }[] }>(
      broker02,
      'GET',
      `/api/sale/search/saleNo?saleNo=${listing.saleNo}`,
      nextIp(),
    );
    expect(mine.body.entity.list[0]).toMatchObject({ safetyGrade: 'RATE004', operatorCorrected: true });

    const rows = await auditRows('grade.correct', reviewNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: REASON,
      before: expect.objectContaining({ state: 'OPEN', grade: 'RATE001' }),
      after: expect.objectContaining({ state: 'CORRECTED', grade: 'RATE004' }),
    });
    const [item] = await reviewsOf(listing);
    expect(item).toMatchObject({ state: 'CORRECTED', decisionGrade: 'RATE004', effectiveGrade: 'RATE004' });
  });

  it('refuses bad input with 400 and a correction to the same grade without writing anything', async () => {
    const listing = await freshListing('RATE002');
    const reviewNo = await openComputedReview(listing, 'RATE002', 'RATE003');
    for (const payload of [
      { grade: 'RATE006', reason: REASON },
      { grade: 'RATE003', reason: '짧' },
      { grade: 'RATE003' },
      { grade: 'RATE003', reason: 'x'.repeat(501) },
    ]) {
      const answer = await correct(reviewNo, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const same = await correct(reviewNo, { grade: 'RATE002', reason: REASON });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(ADMIN_GRADE_MESSAGES.sameGrade);
    expect((await reviewsOf(listing))[0]?.state).toBe('OPEN');
    expect(await auditRows('grade.correct', reviewNo)).toHaveLength(0);
    expect(await gradesOf(listing.saleNo)).toEqual({ safetyGrade: 'RATE002', changeSafetyGrade: null });
    expect((await call(admin01, 'POST', '/api/admin/grades/abc/accept', nextIp(), {})).status).toBe(400);
  });
});

describe('in parallel', () => {
  it('3 disagreeing comments at once, none seeing the others yet, still open the review (8 listings)', async () => {
    const listings: Listing[] = [];
    for (let i = 0; i < 8; i++) listings.push(await freshListing('RATE001'));
    const writers: Caller[] = [];
    for (let i = 0; i < 24; i++) writers.push(await newCaller('GENERAL', '최동시'));
    const answers = await Promise.all(
      writers.map((w, i) => commentAs(w, listings[Math.floor(i / 3)] as Listing, 'RATE004')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
    for (const listing of listings)
      expect((await rowsOf(listing)).map((r) => [r.source, r.state])).toEqual([['COMMENTS', 'OPEN']]);
  });

  it('20 members commenting at once on one listing open exactly one review', async () => {
    const listing = await freshListing('RATE001');
    // One after another: the fixture's newUser numbers phones after an await, so it must not run in parallel.
    const writers: Caller[] = [];
    for (let i = 0; i < 20; i++) writers.push(await newCaller('GENERAL', '이동시'));
    const waiting = await openOnDashboard();
    const answers = await Promise.all(writers.map((w) => commentAs(w, listing, 'RATE005')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(listing);
    // Each writer evaluated after the one before committed: none missed the 3rd comment, none opened a 2nd.
    expect(rows.map((r) => [r.source, r.state])).toEqual([['COMMENTS', 'OPEN']]);
    expect(await openOnDashboard()).toBe(waiting + 1);
  });

  it('20 operators deciding one review: exactly one wins, the rest 409, one audit row', async () => {
    const listing = await freshListing('RATE001');
    const reviewNo = await openComputedReview(listing, 'RATE001', 'RATE003');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0 ? accept(reviewNo) : correct(reviewNo, { grade: 'RATE003', reason: REASON }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    const audits = [
      ...(await auditRows('grade.accept', reviewNo)),
      ...(await auditRows('grade.correct', reviewNo)),
    ];
    expect(audits).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)?.body.entity;
    const grades = await gradesOf(listing.saleNo);
    if (winner?.state === 'CORRECTED') expect(grades?.changeSafetyGrade).toBe('RATE003');
    else expect(grades).toEqual({ safetyGrade: 'RATE001', changeSafetyGrade: null });
  });
});
