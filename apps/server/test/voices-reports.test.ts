import { ERRORS, type ReportCheck, type ReportInsert, VOICE_MESSAGES } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleReports, sales } from '../src/db/schema/index.ts';
import { VOICE_LIMIT_MESSAGES, VOICE_LIMITS } from '../src/modules/voices/routes.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  type Caller,
  expectInvalid,
  type Listing,
  nextIp,
  visitor,
  voicesFixture,
} from './voices-fixture.ts';

/*
 * Reports of a fake listing (issue 14 §4, §6; spec 02 §3, §4, §6, §7): the existence check, the 5–100 limits
 * with the spec's messages, one report per user per listing also under 50 concurrent requests, who may
 * report, the reporter's type from the session, the operator's queue state, and the abuse limits.
 */

let ctx: TestContext;
const { call, login, newCaller, fillPool, takeListing } = voicesFixture(() => ctx, 'vr');

let broker01: Caller;
let broker02: Caller;
let user01: Caller;
let lawyer01: Caller;
let admin01: Caller;

const reportBody = (listing: Listing, caller: Caller, extra: object = {}) => ({
  saleNo: listing.saleNo,
  userNo: caller.userNo,
  reportName: '허위매물 신고',
  reportType: 'GENERAL',
  reportText: '이미 계약된 방입니다.',
  ...extra,
});

const report = (caller: Caller, body: object, ip = nextIp()) =>
  call<ReportInsert>(caller, 'POST', '/api/report', ip, body);
const check = (caller: Caller, body: object, ip = nextIp()) =>
  call<ReportCheck>(caller, 'POST', '/api/search/report', ip, body);

const rowsOf = (saleNo: number) =>
  ctx.handle.db.select().from(saleReports).where(eq(saleReports.saleNo, saleNo));

beforeAll(async () => {
  ctx = await createTestApp();
  const callers = await Promise.all(['broker01', 'broker02', 'user01', 'lawyer01', 'admin01'].map(login));
  [broker01, broker02, user01, lawyer01, admin01] = callers as [Caller, Caller, Caller, Caller, Caller];
  expect(await fillPool(broker01.userNo, 30)).toBeGreaterThanOrEqual(20);
});
afterAll(async () => {
  await ctx.close();
});

describe('the existence check', () => {
  it('says none before, then returns the text to prefill after', async () => {
    const listing = takeListing();
    const before = await check(user01, { saleNo: listing.saleNo, userNo: user01.userNo });
    expect(before.status).toBe(200);
    expect(before.body.entity).toEqual({ exists: false, report: null });

    const saved = await report(user01, reportBody(listing, user01));
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(1);
    expect(saved.body.message).toBe('신고 되었습니다.');

    const after = await check(user01, { saleNo: listing.saleNo, userNo: user01.userNo });
    expect(after.body.entity.exists).toBe(true);
    expect(after.body.entity.report?.reportText).toBe('이미 계약된 방입니다.');
    expect(after.body.entity.report?.regDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Another user's check on the same listing says none.
    const other = await check(broker02, { saleNo: listing.saleNo, userNo: broker02.userNo });
    expect(other.body.entity).toEqual({ exists: false, report: null });
  });

  it('needs a signed-in caller asking about itself', async () => {
    const listing = takeListing();
    expect((await check(visitor, { saleNo: listing.saleNo, userNo: user01.userNo })).status).toBe(401);
    const someoneElse = await check(user01, { saleNo: listing.saleNo, userNo: broker02.userNo });
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(VOICE_MESSAGES.notYou);
  });
});

describe('a report', () => {
  it('takes 5 and 100 characters and refuses 4 and 101 with the spec’s messages', async () => {
    const writer = await newCaller('GENERAL');
    const [a, b] = [takeListing(), takeListing()];
    expectInvalid(
      await report(writer, reportBody(a, writer, { reportText: '가나다라' })),
      'reportText',
      '내용을 5자 이상 입력해주세요.',
    );
    expectInvalid(
      await report(writer, reportBody(a, writer, { reportText: '  가나다라    ' })),
      'reportText',
      '내용을 5자 이상 입력해주세요.',
    );
    expectInvalid(
      await report(writer, reportBody(a, writer, { reportText: '가'.repeat(101) })),
      'reportText',
      '내용은 100자 이내로 입력해주세요.',
    );
    expect(await rowsOf(a.saleNo)).toHaveLength(0);

    expect((await report(writer, reportBody(a, writer, { reportText: '가나다라마' }))).status).toBe(200);
    expect(
      (await report(writer, reportBody(b, writer, { reportText: ` ${'가'.repeat(100)} ` }))).status,
    ).toBe(200);
    expect((await rowsOf(b.saleNo))[0]?.reportText).toBe('가'.repeat(100));
  });

  it('bounds the title to 50 characters and defaults a missing one', async () => {
    const writer = await newCaller('GENERAL');
    const [a, b] = [takeListing(), takeListing()];
    expectInvalid(
      await report(writer, reportBody(a, writer, { reportName: '가'.repeat(51) })),
      'reportName',
      '신고 제목은 50자 이내로 입력해주세요.',
    );
    expect((await report(writer, reportBody(a, writer, { reportName: '가'.repeat(50) }))).status).toBe(200);
    const { reportName: _omitted, ...untitled } = reportBody(b, writer);
    expect((await report(writer, untitled)).status).toBe(200);
    expect((await rowsOf(b.saleNo))[0]?.reportName).toBe('허위매물 신고');
  });

  it('is stored OPEN for the operator, with the reporter’s type from the session, not the client', async () => {
    const listing = takeListing();
    const saved = await report(broker02, reportBody(listing, broker02, { reportType: 'ADMIN' }));
    expect(saved.status).toBe(200);
    const [row] = await rowsOf(listing.saleNo);
    expect(row).toMatchObject({
      reportNo: saved.body.entity.reportNo,
      userNo: broker02.userNo,
      reportType: 'BROKER',
      state: 'OPEN',
      resolvedAt: null,
      resolvedByUserNo: null,
    });
  });

  it('refuses a second report on the same listing with 409', async () => {
    const writer = await newCaller('GENERAL');
    const listing = takeListing();
    expect((await report(writer, reportBody(listing, writer))).status).toBe(200);
    const again = await report(
      writer,
      reportBody(listing, writer, { reportText: '다른 내용으로 다시 신고' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 신고하였습니다.');
    const rows = await rowsOf(listing.saleNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reportText).toBe('이미 계약된 방입니다.');
  });

  it('50 concurrent reports by one user leave one row: one 200 and 49 409', async () => {
    const writer = await newCaller('GENERAL');
    const listing = takeListing();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        report(writer, reportBody(listing, writer, { reportText: `허위 매물 ${i}` }), ip),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(VOICE_MESSAGES.reportExists);
    }
    expect(await rowsOf(listing.saleNo)).toHaveLength(1);
  });

  it('refuses the owner’s own listing and the operator; lawyers may report', async () => {
    const listing = takeListing();
    const own = await report(broker01, reportBody(listing, broker01));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(VOICE_MESSAGES.ownReport);
    const operator = await report(admin01, reportBody(listing, admin01));
    expect(operator.status).toBe(403);
    expect(operator.body.message).toBe(VOICE_MESSAGES.reportRole);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
    expect((await report(lawyer01, reportBody(listing, lawyer01))).status).toBe(200);
    expect((await rowsOf(listing.saleNo))[0]?.reportType).toBe('LAWYER');
  });

  it('refuses a visitor with 401 and a userNo that is not the caller’s with 403', async () => {
    const listing = takeListing();
    const anon = await report(visitor, reportBody(listing, user01));
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe(ERRORS.UNAUTHORIZED.message);
    const forged = await report(user01, { ...reportBody(listing, user01), userNo: broker02.userNo });
    expect(forged.status).toBe(403);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('refuses a listing that does not exist or is not public with 404', async () => {
    const listing = takeListing();
    const missing = await report(user01, reportBody({ ...listing, saleNo: 2_000_000_000 }, user01));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(VOICE_MESSAGES.saleNotFound);
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, listing.saleNo));
    expect((await report(user01, reportBody(listing, user01))).status).toBe(404);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('stores HTML and script as the text it is', async () => {
    const writer = await newCaller('GENERAL');
    const listing = takeListing();
    const html = '<script>alert(1)</script> 사진과 다른 방';
    expect((await report(writer, reportBody(listing, writer, { reportText: html }))).status).toBe(200);
    expect((await rowsOf(listing.saleNo))[0]?.reportText).toBe(html);
  });
});

describe('abuse limits', () => {
  it(`refuses a user’s report past ${VOICE_LIMITS.reportsPerUser.max} in the window with a Korean 429`, async () => {
    const writer = await newCaller('GENERAL');
    for (let i = 0; i < VOICE_LIMITS.reportsPerUser.max; i++) {
      expect((await report(writer, reportBody(takeListing(), writer))).status).toBe(200);
    }
    const listing = takeListing();
    const over = await report(writer, reportBody(listing, writer));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect(over.body.message).toBe(VOICE_LIMIT_MESSAGES.reports);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it(`refuses an address past ${VOICE_LIMITS.writesPerAddress.max} attempts a minute with a Korean 429`, async () => {
    const ip = nextIp();
    const listing = takeListing();
    for (let i = 0; i < VOICE_LIMITS.writesPerAddress.max; i++) {
      expect((await report(user01, reportBody(listing, user01, { reportText: 'x' }), ip)).status).toBe(400);
    }
    const over = await report(user01, reportBody(listing, user01), ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(ERRORS.RATE_LIMITED.message);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });
});
