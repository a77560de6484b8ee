import {
  COMMENT_LIST_LIMIT,
  type CommentCheck,
  type CommentInsert,
  type CommentList,
  ERRORS,
  VOICE_MESSAGES,
} from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, quotaLedger, saleComments, sales } from '../src/db/schema/index.ts';
import { QUOTA_REASONS } from '../src/modules/quotas/service.ts';
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
 * Safety comments (issue 14 §1–§3, §6, §7; spec 02 §3, §4, §6, §9): the existence check, the 20–500 limits
 * with the spec's messages, one comment per user per listing also under 50 concurrent requests, who may
 * comment, the public list with its paging, grade tabs and masked names, the broker's reward once per two
 * comments, the detail's counts, and the abuse limits. Every request comes from an address of its own test,
 * so that the per-address limits of one test do not leak into another.
 */

let ctx: TestContext;
const { call, login, newUser, newCaller, fillPool, takeListing } = voicesFixture(() => ctx, 'vc');

let broker01: Caller;
let broker02: Caller;
let user01: Caller;
let lawyer01: Caller;
let admin01: Caller;

const TEXT20 = '가'.repeat(20);
const text = (n: number) => '안'.repeat(n);

const commentBody = (listing: Listing, caller: Caller, extra: object = {}) => ({
  saleNo: listing.saleNo,
  saleKey: listing.saleKey,
  userNo: caller.userNo,
  safetyGrade: 'RATE002',
  safetyText: TEXT20,
  ...extra,
});

const insert = (caller: Caller, body: object, ip = nextIp()) =>
  call<CommentInsert>(caller, 'POST', '/api/sale/insert/comment', ip, body);
const check = (caller: Caller, body: object, ip = nextIp()) =>
  call<CommentCheck>(caller, 'POST', '/api/sale/search/comment', ip, body);
const list = (caller: Caller, query: string, ip = nextIp()) =>
  call<CommentList>(caller, 'GET', `/api/comment/list?${query}`, ip);

const rowsOf = (saleNo: number) =>
  ctx.handle.db.select().from(saleComments).where(eq(saleComments.saleNo, saleNo));

const grantNotices = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'QUOTA_GRANTED')))
  ).map((n) => n.title);

const rewardGrants = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ n: sql<number>`coalesce(sum(${quotaLedger.amount}), 0)::int` })
      .from(quotaLedger)
      .where(
        and(
          eq(quotaLedger.userNo, userNo),
          eq(quotaLedger.kind, 'AD'),
          eq(quotaLedger.entry, 'GRANT'),
          eq(quotaLedger.reason, QUOTA_REASONS.commentReward),
        ),
      )
  )[0]?.n ?? 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const callers = await Promise.all(['broker01', 'broker02', 'user01', 'lawyer01', 'admin01'].map(login));
  [broker01, broker02, user01, lawyer01, admin01] = callers as [Caller, Caller, Caller, Caller, Caller];
  expect(await fillPool(broker01.userNo, 60)).toBeGreaterThanOrEqual(40);
});
afterAll(async () => {
  await ctx.close();
});

describe('the existence check', () => {
  it('says none before, then returns the grade, text and date to prefill after', async () => {
    const listing = takeListing();
    const before = await check(broker02, { saleNo: listing.saleNo, userNo: broker02.userNo });
    expect(before.status).toBe(200);
    expect(before.body.entity).toEqual({ exists: false, comment: null });

    const saved = await insert(
      broker02,
      commentBody(listing, broker02, {
        safetyGrade: 'RATE004',
        safetyText: '등기부상 선순위 채권이 많아 보증금 반환이 걱정됩니다.',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(1);
    expect(saved.body.message).toBe('코멘트가 등록 되었습니다.');

    const after = await check(broker02, { saleNo: listing.saleNo, userNo: broker02.userNo });
    expect(after.body.entity.exists).toBe(true);
    expect(after.body.entity.comment).toMatchObject({
      safetyGrade: 'RATE004',
      safetyText: '등기부상 선순위 채권이 많아 보증금 반환이 걱정됩니다.',
    });
    expect(after.body.entity.comment?.regDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Somebody else's check on the same listing still says none.
    const other = await check(user01, { saleNo: listing.saleNo, userNo: user01.userNo });
    expect(other.body.entity).toEqual({ exists: false, comment: null });
  });

  it('needs a signed-in caller asking about itself', async () => {
    const listing = takeListing();
    const anon = await check(visitor, { saleNo: listing.saleNo, userNo: user01.userNo });
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe(ERRORS.UNAUTHORIZED.message);
    const someoneElse = await check(user01, { saleNo: listing.saleNo, userNo: broker02.userNo });
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(VOICE_MESSAGES.notYou);
    const bad = await check(user01, { saleNo: 'x', userNo: user01.userNo });
    expect(bad.status).toBe(400);
  });
});

describe('a safety comment', () => {
  it('takes 20 and 500 characters and refuses 19 and 501 with the spec’s messages', async () => {
    const writer = await newCaller('GENERAL');
    const [a, b, c] = [takeListing(), takeListing(), takeListing()];

    const short = await insert(writer, commentBody(a, writer, { safetyText: text(19) }));
    expectInvalid(short, 'safetyText', '내용을 20자 이상 입력해주세요.');
    // Spaces around the text do not count towards the 20.
    const padded = await insert(writer, commentBody(a, writer, { safetyText: `   ${text(19)}      ` }));
    expectInvalid(padded, 'safetyText', '내용을 20자 이상 입력해주세요.');
    const long = await insert(writer, commentBody(a, writer, { safetyText: text(501) }));
    expectInvalid(long, 'safetyText', '내용은 500자 이내로 입력해주세요.');
    expect(await rowsOf(a.saleNo)).toHaveLength(0);

    expect((await insert(writer, commentBody(a, writer, { safetyText: text(20) }))).status).toBe(200);
    // 500 characters with spaces around them: the spaces are trimmed, the column holds 500.
    expect((await insert(writer, commentBody(b, writer, { safetyText: `  ${text(500)}  ` }))).status).toBe(
      200,
    );
    const [stored] = await rowsOf(b.saleNo);
    expect(stored?.safetyText).toBe(text(500));
    // Characters as a reader counts them: 500 emoji (1000 UTF-16 units) are 500 characters.
    const emoji = '🏠'.repeat(500);
    expect((await insert(writer, commentBody(c, writer, { safetyText: emoji }))).status).toBe(200);
    expect((await rowsOf(c.saleNo))[0]?.safetyText).toBe(emoji);
  });

  it('refuses a grade outside RATE001–RATE005 and bad numbers with 400', async () => {
    const listing = takeListing();
    const grade = await insert(user01, commentBody(listing, user01, { safetyGrade: 'RATE006' }));
    expectInvalid(grade, 'safetyGrade', '안전등급을 선택해주세요.');
    const saleNo = await insert(user01, commentBody(listing, user01, { saleNo: 2_147_483_648 }));
    expect(saleNo.status).toBe(400);
    const nul = await insert(user01, commentBody(listing, user01, { safetyText: `${TEXT20}\u0000` }));
    expect(nul.status).toBe(400);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('refuses a second comment on the same listing with 409', async () => {
    const listing = takeListing();
    expect((await insert(user01, commentBody(listing, user01))).status).toBe(200);
    const again = await insert(user01, commentBody(listing, user01, { safetyGrade: 'RATE005' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 코멘트를 등록하였습니다.');
    const rows = await rowsOf(listing.saleNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.safetyGrade).toBe('RATE002');
  });

  it('50 concurrent submits by one user leave one row: one 200 and 49 409', async () => {
    const writer = await newCaller('BROKER');
    const listing = takeListing();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        insert(writer, commentBody(listing, writer, { safetyText: `${TEXT20} ${i}` }), ip),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(VOICE_MESSAGES.commentExists);
    }
    expect(await rowsOf(listing.saleNo)).toHaveLength(1);
    // One comment is not a pair: no reward.
    expect(await rewardGrants(writer.userNo)).toBe(0);
  });

  it('refuses the owner’s own listing, and lawyers and operators', async () => {
    const listing = takeListing();
    const own = await insert(broker01, commentBody(listing, broker01));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('내 매물에는 코멘트를 남길 수 없습니다.');
    for (const caller of [lawyer01, admin01]) {
      const refused = await insert(caller, commentBody(listing, caller));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(VOICE_MESSAGES.commentRole);
    }
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('refuses a visitor with 401 and a userNo that is not the caller’s with 403', async () => {
    const listing = takeListing();
    const anon = await insert(visitor, commentBody(listing, user01));
    expect(anon.status).toBe(401);
    const forged = await insert(user01, { ...commentBody(listing, user01), userNo: broker02.userNo });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(VOICE_MESSAGES.notYou);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('refuses a listing that does not exist, is not public, or whose saleKey does not match, with 404', async () => {
    const listing = takeListing();
    const missing = await insert(user01, commentBody({ ...listing, saleNo: 2_000_000_000 }, user01));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(VOICE_MESSAGES.saleNotFound);
    const wrongKey = await insert(
      user01,
      commentBody({ ...listing, saleKey: '00000000-0000-4000-8000-000000000000' }, user01),
    );
    expect(wrongKey.status).toBe(404);
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, listing.saleNo));
    const stopped = await insert(user01, commentBody(listing, user01));
    expect(stopped.status).toBe(404);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });

  it('stores HTML and script as the text it is', async () => {
    const listing = takeListing();
    const html =
      '<script>alert("x")</script><img src=x onerror=alert(1)> 관리비가 &amp; 과하게 높습니다 <b>주의</b>';
    expect((await insert(user01, commentBody(listing, user01, { safetyText: html }))).status).toBe(200);
    expect((await rowsOf(listing.saleNo))[0]?.safetyText).toBe(html);
    const listed = await list(visitor, `saleNo=${listing.saleNo}`);
    expect(listed.body.entity.list[0]?.safetyText).toBe(html);
  });
});

describe('the detail’s counts', () => {
  it('change with each comment, and another listing’s do not', async () => {
    const [listing, other] = [takeListing(), takeListing()];
    const detail = async (saleNo: number) =>
      (await call<{ comments: Record<string, number> }>(visitor, 'GET', `/api/sale/${saleNo}`, nextIp())).body
        .entity.comments;
    expect(await detail(listing.saleNo)).toEqual({
      rate001: 0,
      rate002: 0,
      rate003: 0,
      rate004: 0,
      rate005: 0,
    });

    const a = await insert(user01, commentBody(listing, user01, { safetyGrade: 'RATE001' }));
    expect(a.body.entity.comments).toEqual({ rate001: 1, rate002: 0, rate003: 0, rate004: 0, rate005: 0 });
    expect(a.body.entity.reward).toBeNull();
    const b = await insert(broker02, commentBody(listing, broker02, { safetyGrade: 'RATE005' }));
    expect(b.body.entity.comments).toEqual({ rate001: 1, rate002: 0, rate003: 0, rate004: 0, rate005: 1 });

    expect(await detail(listing.saleNo)).toEqual({
      rate001: 1,
      rate002: 0,
      rate003: 0,
      rate004: 0,
      rate005: 1,
    });
    expect(await detail(other.saleNo)).toEqual({
      rate001: 0,
      rate002: 0,
      rate003: 0,
      rate004: 0,
      rate005: 0,
    });
  });
});

describe('the reward', () => {
  it('grants one advertising unit per two comments of a broker: 4 comments, 2 units', async () => {
    const writer = await newCaller('BROKER');
    const granted: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const saved = await insert(writer, commentBody(takeListing(), writer));
      expect(saved.status).toBe(200);
      expect(saved.body.entity.reward?.comments).toBe(i + 1);
      granted.push(saved.body.entity.reward?.granted ?? false);
    }
    expect(granted).toEqual([false, true, false, true]);
    expect(await rewardGrants(writer.userNo)).toBe(2);
    // Each grant told the broker, once; nothing else was said to them.
    expect(await grantNotices(writer.userNo)).toEqual([
      '광고 1회가 지급되었습니다.',
      '광고 1회가 지급되었습니다.',
    ]);
    // A refused duplicate counts for nothing: the fifth comment and its duplicate leave two grants.
    const listing = takeListing();
    expect((await insert(writer, commentBody(listing, writer))).body.entity.reward?.comments).toBe(5);
    expect((await insert(writer, commentBody(listing, writer))).status).toBe(409);
    expect(await rewardGrants(writer.userNo)).toBe(2);
  });

  it('concurrent comments on different listings give exactly floor(n / 2) grants', async () => {
    const writer = await newCaller('BROKER');
    const listings = Array.from({ length: 7 }, takeListing);
    const ip = nextIp();
    const answers = await Promise.all(listings.map((l) => insert(writer, commentBody(l, writer), ip)));
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect(answers.filter((a) => a.body.entity.reward?.granted)).toHaveLength(3);
    expect(await rewardGrants(writer.userNo)).toBe(3);
    expect(answers.map((a) => a.body.entity.reward?.comments).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives general users nothing', async () => {
    const writer = await newCaller('GENERAL');
    for (let i = 0; i < 4; i++) {
      const saved = await insert(writer, commentBody(takeListing(), writer));
      expect(saved.status).toBe(200);
      expect(saved.body.entity.reward).toBeNull();
    }
    expect(await rewardGrants(writer.userNo)).toBe(0);
    expect(await grantNotices(writer.userNo)).toEqual([]);
    const ledger = await ctx.handle.db
      .select()
      .from(quotaLedger)
      .where(eq(quotaLedger.userNo, writer.userNo));
    expect(ledger).toHaveLength(0);
  });
});

describe('the comment list', () => {
  let listing: Listing;
  const grades = ['RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005'] as const;

  beforeAll(async () => {
    listing = takeListing();
    // 35 comments in a known order: the i-th is i minutes old, grade by i mod 5, general users but every
    // fifth a broker with an office.
    for (let i = 0; i < 35; i++) {
      const broker = i % 5 === 0;
      const writer = broker
        ? await newUser('BROKER', `중개인${i}`, {
            officeName: `안심공인중개사${i}`,
            officeAddress: `서울 강남구 ${i}`,
          })
        : await newUser('GENERAL', `김민${i}`);
      await ctx.handle.db.insert(saleComments).values({
        saleNo: listing.saleNo,
        userNo: writer.userNo,
        safetyGrade: grades[i % 5]!,
        safetyText: `코멘트 ${i} 입니다. 보증금과 선순위 채권을 확인했습니다.`,
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });

  it('is public, newest first, 30 a page', async () => {
    const first = await list(visitor, `page=1&limit=30&saleNo=${listing.saleNo}&saleKey=${listing.saleKey}`);
    expect(first.status).toBe(200);
    expect(first.body.entity.list).toHaveLength(30);
    expect(first.body.entity.pageInfo).toEqual({ page: 1, totalPage: 2, totalRow: 35 });
    expect(first.body.entity.list[0]?.safetyText).toContain('코멘트 0 ');
    expect(first.body.entity.list[29]?.safetyText).toContain('코멘트 29 ');

    const second = await list(user01, `page=2&limit=30&saleNo=${listing.saleNo}&userNo=${user01.userNo}`);
    expect(second.body.entity.list.map((c) => c.safetyText.split(' ')[1])).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
    ]);
    expect(second.body.entity.pageInfo).toEqual({ page: 2, totalPage: 2, totalRow: 35 });
    // Past the end: empty, not an error.
    const third = await list(visitor, `page=3&saleNo=${listing.saleNo}`);
    expect(third.body.entity.list).toEqual([]);
  });

  it('defaults to 30 and refuses more than 30', async () => {
    const all = await list(visitor, `saleNo=${listing.saleNo}`);
    expect(all.body.entity.list).toHaveLength(COMMENT_LIST_LIMIT);
    const tooMany = await list(visitor, `limit=31&saleNo=${listing.saleNo}`);
    expect(tooMany.status).toBe(400);
    expect((await list(visitor, 'page=1')).status).toBe(400);
    expect((await list(visitor, `saleNo=${listing.saleNo}&rate=RATE009`)).status).toBe(400);
  });

  it('filters by grade, and an empty rate is every grade', async () => {
    const third = await list(visitor, `saleNo=${listing.saleNo}&rate=RATE003`);
    expect(third.body.entity.pageInfo.totalRow).toBe(7);
    expect(third.body.entity.list.every((c) => c.safetyGrade === 'RATE003')).toBe(true);
    const empty = await list(visitor, `saleNo=${listing.saleNo}&rate=`);
    expect(empty.body.entity.pageInfo.totalRow).toBe(35);
  });

  it('masks general users’ names and shows brokers with their office', async () => {
    const { list: rows } = (await list(visitor, `saleNo=${listing.saleNo}&limit=5`)).body.entity;
    const broker = rows[0]!;
    expect(broker).toMatchObject({
      representative: '중개인0',
      company: '안심공인중개사0',
      address: '서울 강남구 0',
      userType: 'BROKER',
      safetyGrade: 'RATE001',
    });
    const general = rows[1]!;
    expect(general).toMatchObject({
      representative: '김**',
      company: null,
      address: null,
      userType: 'GENERAL',
    });
    expect(JSON.stringify(rows)).not.toContain('김민1');
  });

  it('is empty for a listing without comments, and holds no other listing’s comments', async () => {
    const other = takeListing();
    const empty = await list(visitor, `saleNo=${other.saleNo}`);
    expect(empty.status).toBe(200);
    expect(empty.body.entity).toEqual({ list: [], pageInfo: { page: 1, totalPage: 0, totalRow: 0 } });
  });

  it('is 404 for a listing that does not exist or is not public, except to its owner', async () => {
    expect((await list(visitor, 'saleNo=2000000000')).status).toBe(404);
    const hidden = takeListing();
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, hidden.saleNo));
    expect((await list(visitor, `saleNo=${hidden.saleNo}`)).status).toBe(404);
    expect((await list(user01, `saleNo=${hidden.saleNo}`)).status).toBe(404);
    expect((await list(broker01, `saleNo=${hidden.saleNo}`)).status).toBe(200);
    expect((await list(admin01, `saleNo=${hidden.saleNo}`)).status).toBe(200);
  });
});

describe('abuse limits', () => {
  it(`refuses a user’s comment past ${VOICE_LIMITS.commentsPerUser.max} in the window with a Korean 429`, async () => {
    const writer = await newCaller('GENERAL');
    for (let i = 0; i < VOICE_LIMITS.commentsPerUser.max; i++) {
      expect((await insert(writer, commentBody(takeListing(), writer))).status).toBe(200);
    }
    const listing = takeListing();
    const over = await insert(writer, commentBody(listing, writer));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect(over.body.message).toBe(VOICE_LIMIT_MESSAGES.comments);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
    // Another user is not affected.
    expect((await insert(user01, commentBody(listing, user01))).status).toBe(200);
  });

  it(`refuses an address past ${VOICE_LIMITS.writesPerAddress.max} attempts a minute with a Korean 429`, async () => {
    const ip = nextIp();
    const listing = takeListing();
    for (let i = 0; i < VOICE_LIMITS.writesPerAddress.max; i++) {
      expect((await insert(user01, commentBody(listing, user01, { safetyText: 'x' }), ip)).status).toBe(400);
    }
    const over = await insert(user01, commentBody(listing, user01), ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(ERRORS.RATE_LIMITED.message);
    expect(await rowsOf(listing.saleNo)).toHaveLength(0);
  });
});
