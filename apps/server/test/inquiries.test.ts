import { INQUIRY_MESSAGES } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inquiries, notifications, smsMessages, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { INQUIRY_RATE_LIMITS } from '../src/modules/inquiries/routes.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Inquiries (P10, spec 02 §3–§7): every text limit at its boundary with the spec's message, who may ask,
 * who may read (the asker, the listing's broker, the operator — anyone else 404), one answer under
 * concurrency, the notifications both ways (centre row always, SMS only when the alarm allows), the soft
 * delete and the dashboard's count, HTML kept as text, and the per-user and per-address limits.
 */

let ctx: TestContext;

interface Caller {
  userNo: number;
  headers: Record<string, string>;
}

let ipSeq = 0;
/** Each request from its own address unless a test means one: per-address limits stay out of the way. */
const nextIp = () => {
  ipSeq++;
  return `10.20.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function login(loginId: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: loginId, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

let userSeq = 0;
/** A new general account with the demo password: the per-user limit allows each writer ten inquiries a minute. */
async function newCaller(name = '최문의', phone?: string): Promise<Caller> {
  userSeq += 1;
  const loginId = `iq${String(userSeq).padStart(6, '0')}`;
  const [template] = await ctx.handle.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.loginId, 'user01'));
  await ctx.handle.db.insert(users).values({
    loginId,
    passwordHash: template?.passwordHash ?? null,
    userType: 'GENERAL',
    status: 'ACTIVE',
    name,
    phone: phone ?? `0107${String(userSeq).padStart(7, '0')}`,
  });
  return login(loginId);
}

let user01: Caller;
let broker01: Caller;
let broker02: Caller;
let broker03: Caller;
let admin01: Caller;
/** broker01's public listing, another of its public listings, broker03's public listing. */
let saleA: number;
let saleA2: number;
let saleB: number;

const activeSalesOf = async (userNo: number) =>
  (
    (await ctx.handle.db.execute(
      sql`select sale_no as "saleNo" from sales where user_no = ${userNo} and status = 'ACTIVE' order by sale_no limit 2`,
    )) as unknown as { rows: { saleNo: number }[] }
  ).rows;

beforeAll(async () => {
  ctx = await createTestApp();
  [user01, broker01, broker02, broker03, admin01] = (await Promise.all(
    ['user01', 'broker01', 'broker02', 'broker03', 'admin01'].map(login),
  )) as [Caller, Caller, Caller, Caller, Caller];
  const a = await activeSalesOf(broker01.userNo);
  const b = await activeSalesOf(broker03.userNo);
  expect(a.length).toBe(2);
  expect(b.length).toBeGreaterThan(0);
  saleA = a[0]!.saleNo;
  saleA2 = a[1]!.saleNo;
  saleB = b[0]!.saleNo;
});
afterAll(async () => {
  await ctx?.close();
});

// ---------------------------------------------------------------------------------------------------------
// Requests

const listingInquiry = (caller: Caller, saleNo: number, extra: Record<string, unknown> = {}) => ({
  inquiryNo: null,
  userNo: caller.userNo,
  saleNo,
  reason: null,
  name: '최문의',
  phone: '01077778888',
  saleUserNo: null,
  inquiryType: 'INQUIRY_TYPE001',
  reasonType: ['INQUIRY001', 'INQUIRY002'],
  ...extra,
});

const oneToOne = (caller: Caller, extra: Record<string, unknown> = {}) => ({
  userNo: caller.userNo,
  saleNo: null,
  inquiryType: 'INQUIRY_TYPE003',
  title: '로그인이 안 돼요',
  content: '비밀번호를 바꾼 뒤로 로그인이 되지 않습니다.',
  ...extra,
});

const save = (caller: Caller | null, payload: object, remoteAddress = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/inquiry',
    headers: caller?.headers ?? {},
    payload,
    remoteAddress,
  });

const get = (caller: Caller | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: caller?.headers ?? {}, remoteAddress: nextIp() });

const answer = (caller: Caller | null, inquiryNo: number, text: string, remoteAddress = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/inquiry/answer/${inquiryNo}`,
    headers: caller?.headers ?? {},
    payload: { answer: text },
    remoteAddress,
  });

const remove = (caller: Caller | null, inquiryNo: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/inquiry/delete/${inquiryNo}`,
    headers: caller?.headers ?? {},
    remoteAddress: nextIp(),
  });

interface Envelope<T = unknown> {
  code: number;
  message: string;
  entity: T;
}
const body = <T = unknown>(res: LightMyRequestResponse) => res.json<Envelope<T>>();

/** A saved inquiry's number, asserting the spec's success answer. */
async function saved(res: LightMyRequestResponse): Promise<number> {
  expect(res.statusCode, res.body).toBe(200);
  const b = body<{ inquiryNo: number }>(res);
  expect(b).toMatchObject({ code: 1, message: '문의가 완료되었습니다.' });
  return b.entity.inquiryNo;
}

/** A 400 whose issue for `field` has exactly `message`. */
function refused(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const b = body<{ issues: { field: string; message: string }[] }>(res);
  expect(b.code).toBe(-400);
  expect(b.entity.issues).toContainEqual({ field, message });
}

interface Summary {
  inquiryNo: number;
  inquiryName: string;
  state: string;
  mine: boolean;
  reason: string | null;
  askerName?: string | null;
  askerPhone?: string | null;
}
const listOf = async (caller: Caller, url: string) => {
  const res = await get(caller, url);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ list: Summary[]; pageInfo: { totalRow: number } }>(res).entity;
};
const mineNos = async (caller: Caller) =>
  (await listOf(caller, '/api/inquiry/list?page=1&limit=30')).list.map((i) => i.inquiryNo);
const saleListNos = async (caller: Caller, query = '') =>
  (await listOf(caller, `/api/inquiry/sale/list?page=1&limit=30${query}`)).list.map((i) => i.inquiryNo);

const notificationsOf = (userNo: number, kind: string) =>
  ctx.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, kind)));

const smsTo = async (userNo: number) => {
  const [u] = await ctx.handle.db.select({ phone: users.phone }).from(users).where(eq(users.userNo, userNo));
  return ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, u!.phone));
};

// ---------------------------------------------------------------------------------------------------------

describe('limits and messages', () => {
  it('INQUIRY006 기타 needs 5–100 characters: 4 and 101 refused, 5 and 100 saved', async () => {
    const asker = await newCaller();
    const other = (reason: string) => listingInquiry(asker, saleA, { reasonType: ['INQUIRY006'], reason });
    refused(await save(asker, other('가나다라')), 'reason', '5글자 이상 입력해주세요.');
    refused(await save(asker, other('가'.repeat(101))), 'reason', '100자 이내로 입력해주세요.');
    refused(await save(asker, other('')), 'reason', '5글자 이상 입력해주세요.');
    // Surrounding spaces do not count.
    refused(await save(asker, other('  가나다라  ')), 'reason', '5글자 이상 입력해주세요.');
    await saved(await save(asker, other('가나다라마')));
    await saved(await save(asker, other('가'.repeat(100))));
  });

  it('without INQUIRY006 the text is optional and at most 100', async () => {
    const asker = await newCaller();
    await saved(await save(asker, listingInquiry(asker, saleA, { reason: null })));
    await saved(await save(asker, listingInquiry(asker, saleA, { reason: '짧음' })));
    refused(
      await save(asker, listingInquiry(asker, saleA, { reason: '가'.repeat(101) })),
      'reason',
      '100자 이내로 입력해주세요.',
    );
  });

  it('a listing inquiry needs at least one reason, from the INQUIRY codes only', async () => {
    const asker = await newCaller();
    refused(
      await save(asker, listingInquiry(asker, saleA, { reasonType: [] })),
      'reasonType',
      INQUIRY_MESSAGES.reasonTypeRequired,
    );
    refused(
      await save(asker, listingInquiry(asker, saleA, { reasonType: undefined })),
      'reasonType',
      INQUIRY_MESSAGES.reasonTypeRequired,
    );
    const bad = await save(asker, listingInquiry(asker, saleA, { reasonType: ['INQUIRY007'] }));
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain(INQUIRY_MESSAGES.reasonTypeInvalid);
    const type = await save(asker, listingInquiry(asker, saleA, { inquiryType: 'INQUIRY_TYPE007' }));
    expect(type.statusCode).toBe(400);
    expect(body(type).message).toContain(INQUIRY_MESSAGES.inquiryTypeInvalid);
    refused(
      await save(asker, listingInquiry(asker, saleA, { saleNo: null })),
      'saleNo',
      INQUIRY_MESSAGES.saleRequired,
    );
    expect((await save(asker, listingInquiry(asker, saleA, { phone: '010-1234-5678' }))).statusCode).toBe(
      400,
    );
    expect((await save(asker, listingInquiry(asker, saleA, { phone: '0'.repeat(12) }))).statusCode).toBe(400);
    expect((await save(asker, listingInquiry(asker, saleA, { name: '가'.repeat(51) }))).statusCode).toBe(400);
    expect((await save(asker, listingInquiry(asker, saleA, { inquiryNo: 5 }))).statusCode).toBe(400);
  });

  it('a 1대1 inquiry: title 2–50 and text 5–1000, no listing', async () => {
    const asker = await newCaller();
    refused(await save(asker, oneToOne(asker, { title: '가' })), 'title', '제목을 2자 이상 입력해주세요.');
    refused(
      await save(asker, oneToOne(asker, { title: '가'.repeat(51) })),
      'title',
      '제목은 50자 이내로 입력해주세요.',
    );
    refused(
      await save(asker, oneToOne(asker, { content: '가나다라' })),
      'content',
      '내용을 5자 이상 입력해주세요.',
    );
    refused(
      await save(asker, oneToOne(asker, { content: '가'.repeat(1001) })),
      'content',
      '내용은 1000자 이내로 입력해주세요.',
    );
    refused(await save(asker, oneToOne(asker, { saleNo: saleA })), 'saleNo', INQUIRY_MESSAGES.saleNotAllowed);
    await saved(await save(asker, oneToOne(asker, { title: '가나', content: '가나다라마' })));
    await saved(await save(asker, oneToOne(asker, { title: '가'.repeat(50), content: '가'.repeat(1000) })));
    const [row] = await ctx.handle.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.userNo, asker.userNo), eq(inquiries.title, '가'.repeat(50))));
    expect(row).toMatchObject({
      saleNo: null,
      saleUserNo: null,
      inquiryType: 'INQUIRY_TYPE003',
      reasonTypes: [],
    });
  });

  it('HTML and scripts are stored and returned as the text typed', async () => {
    const asker = await newCaller();
    const html = '<script>alert(1)</script><b>기타</b> & "따옴표"';
    const no = await saved(
      await save(asker, listingInquiry(asker, saleA, { reasonType: ['INQUIRY006'], reason: html })),
    );
    const [row] = await ctx.handle.db.select().from(inquiries).where(eq(inquiries.inquiryNo, no));
    expect(row?.reason).toBe(html);
    const detail = body<{ reason: string }>(await get(asker, `/api/inquiry/detail/${no}`));
    expect(detail.entity.reason).toBe(html);
  });
});

describe('who may ask', () => {
  it('a visitor gets 401, another userNo 403, the broker on its own listing 403', async () => {
    const visitor = await save(null, listingInquiry(user01, saleA));
    expect(visitor.statusCode).toBe(401);
    expect(body(visitor).message).toBe('로그인이 필요합니다.');

    const asker = await newCaller();
    const lie = await save(asker, listingInquiry(user01, saleA));
    expect(lie.statusCode).toBe(403);
    expect(body(lie).message).toBe(INQUIRY_MESSAGES.notYours);

    const own = await save(broker01, listingInquiry(broker01, saleA));
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('내 매물에는 문의할 수 없습니다.');

    const missing = await save(asker, listingInquiry(asker, 2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe(INQUIRY_MESSAGES.saleNotFound);
  });

  it('the listing owner is the addressee, whatever saleUserNo the client sends', async () => {
    const asker = await newCaller();
    const no = await saved(await save(asker, listingInquiry(asker, saleA, { saleUserNo: broker02.userNo })));
    const [row] = await ctx.handle.db.select().from(inquiries).where(eq(inquiries.inquiryNo, no));
    expect(row?.saleUserNo).toBe(broker01.userNo);
  });

  it('the name and phone default to the account when the client leaves them out', async () => {
    const asker = await newCaller('한기본', '01055556666');
    const no = await saved(await save(asker, listingInquiry(asker, saleA, { name: undefined, phone: null })));
    const [row] = await ctx.handle.db.select().from(inquiries).where(eq(inquiries.inquiryNo, no));
    expect(row).toMatchObject({ name: '한기본', phone: '01055556666' });
  });
});

describe('notifying the broker', () => {
  it('a listing inquiry writes the broker a centre row and, with the inquiry alarm on, an SMS', async () => {
    const asker = await newCaller();
    const before = (await smsTo(broker01.userNo)).length;
    const no = await saved(await save(asker, listingInquiry(asker, saleA)));
    const rows = (await notificationsOf(broker01.userNo, 'INQUIRY_RECEIVED')).filter(
      (n) => n.link === `/myPage/inquiry/${no}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('새 매물 문의가 도착했습니다.');
    expect(rows[0]?.body).toContain('매물이 아직 있나요?');
    await vi.waitFor(
      async () => {
        const sms = await smsTo(broker01.userNo);
        expect(sms.length).toBe(before + 1);
        expect(sms.at(-1)).toMatchObject({ status: 'OUTBOX', driver: 'outbox' });
        expect(sms.at(-1)?.body).toContain('새 매물 문의가 도착했습니다.');
      },
      { timeout: 5000, interval: 50 },
    );
    // The asker is told nothing about their own question.
    expect(await notificationsOf(asker.userNo, 'INQUIRY_RECEIVED')).toHaveLength(0);
  });

  it('with the inquiry alarm off, the centre row still exists but no SMS is sent', async () => {
    await ctx.handle.db.update(users).set({ isInquiryAlarm: false }).where(eq(users.userNo, broker03.userNo));
    try {
      const asker = await newCaller();
      const before = (await smsTo(broker03.userNo)).length;
      const no = await saved(await save(asker, listingInquiry(asker, saleB)));
      const [row] = (await notificationsOf(broker03.userNo, 'INQUIRY_RECEIVED')).filter(
        (n) => n.link === `/myPage/inquiry/${no}`,
      );
      expect(row).toBeDefined();
      // Wait until delivery has handled the row, then check it sent nothing.
      await vi.waitFor(
        async () => {
          const [now] = await ctx.handle.db
            .select({ deliveredAt: notifications.deliveredAt })
            .from(notifications)
            .where(eq(notifications.notificationNo, row!.notificationNo));
          expect(now?.deliveredAt).not.toBeNull();
        },
        { timeout: 5000, interval: 50 },
      );
      expect((await smsTo(broker03.userNo)).length).toBe(before);
    } finally {
      await ctx.handle.db
        .update(users)
        .set({ isInquiryAlarm: true })
        .where(eq(users.userNo, broker03.userNo));
    }
  });

  it('a 1대1 inquiry notifies no broker', async () => {
    const asker = await newCaller();
    const no = await saved(await save(asker, oneToOne(asker)));
    const rows = await ctx.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/myPage/inquiry/${no}`));
    expect(rows).toHaveLength(0);
  });
});

describe('who may read', () => {
  let asker: Caller;
  let stranger: Caller;
  let onA: number;
  let onB: number;
  let direct: number;

  beforeAll(async () => {
    asker = await newCaller('정보임', '01099990000');
    stranger = await newCaller();
    onA = await saved(await save(asker, listingInquiry(asker, saleA, { phone: '01099990000' })));
    onB = await saved(await save(stranger, listingInquiry(stranger, saleB)));
    direct = await saved(await save(asker, oneToOne(asker)));
  });

  it('the asker, the listing broker and the operator read the detail; broker02 and another user get 404', async () => {
    for (const reader of [asker, broker01, admin01]) {
      const res = await get(reader, `/api/inquiry/detail/${onA}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<{ inquiryNo: number }>(res).entity.inquiryNo).toBe(onA);
    }
    for (const reader of [broker02, stranger, broker03]) {
      const res = await get(reader, `/api/inquiry/detail/${onA}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(INQUIRY_MESSAGES.notFound);
    }
    expect((await get(null, `/api/inquiry/detail/${onA}`)).statusCode).toBe(401);
    // A missing number looks exactly like someone else's.
    expect(body(await get(stranger, '/api/inquiry/detail/2000000000')).message).toBe(
      INQUIRY_MESSAGES.notFound,
    );
  });

  it('the detail: the full phone to the asker and the broker, masked to the operator; name and listing', async () => {
    type D = {
      phone: string;
      name: string;
      inquiryName: string;
      sale: { saleNo: number } | null;
      canAnswer: boolean;
      mine: boolean;
    };
    const mine = body<D>(await get(asker, `/api/inquiry/detail/${onA}`)).entity;
    const broker = body<D>(await get(broker01, `/api/inquiry/detail/${onA}`)).entity;
    const admin = body<D>(await get(admin01, `/api/inquiry/detail/${onA}`)).entity;
    expect(mine.phone).toBe('01099990000');
    expect(broker.phone).toBe('01099990000');
    expect(admin.phone).toBe('010-****-0000');
    expect(mine).toMatchObject({ name: '최문의', mine: true, canAnswer: false, sale: { saleNo: saleA } });
    expect(broker).toMatchObject({ mine: false, canAnswer: true });
    expect(admin.canAnswer).toBe(true);
    expect(mine.inquiryName).toMatch(/ 문의$/);
    expect(mine.inquiryName).toMatch(/(매매|전세|월세) /);
  });

  it('a 1대1 inquiry: the asker and the operator only, and in no broker list', async () => {
    expect((await get(asker, `/api/inquiry/detail/${direct}`)).statusCode).toBe(200);
    expect((await get(admin01, `/api/inquiry/detail/${direct}`)).statusCode).toBe(200);
    for (const reader of [broker01, broker02, stranger])
      expect((await get(reader, `/api/inquiry/detail/${direct}`)).statusCode).toBe(404);
    const detail = body<{ inquiryName: string; sale: null }>(
      await get(asker, `/api/inquiry/detail/${direct}`),
    );
    expect(detail.entity).toMatchObject({ inquiryName: '로그인이 안 돼요', sale: null });
    expect(await saleListNos(broker01)).not.toContain(direct);
  });

  it('lists: mine holds my own only; the broker list holds inquiries on my listings only', async () => {
    const mine = await mineNos(asker);
    expect(mine).toEqual(expect.arrayContaining([onA, direct]));
    expect(mine).not.toContain(onB);
    expect(mine[0]).toBe(direct); // newest first
    expect(await mineNos(stranger)).toEqual([onB]);

    const b1 = await saleListNos(broker01);
    expect(b1).toContain(onA);
    expect(b1).not.toContain(onB);
    const b3 = await saleListNos(broker03);
    expect(b3).toContain(onB);
    expect(b3).not.toContain(onA);
    // broker02 has been asked nothing: another broker's inquiries are not in its list.
    const b2 = await listOf(broker02, '/api/inquiry/sale/list?page=1&limit=30');
    expect(b2.list).toEqual([]);
    expect(b2.pageInfo.totalRow).toBe(0);

    const item = (await listOf(broker01, '/api/inquiry/sale/list?page=1&limit=30')).list.find(
      (i) => i.inquiryNo === onA,
    );
    expect(item).toMatchObject({
      askerName: '최문의',
      askerPhone: '010-****-0000',
      mine: false,
      state: 'WAIT',
    });
  });

  it('the broker list is for brokers; limits are bounded', async () => {
    expect((await get(user01, '/api/inquiry/sale/list')).statusCode).toBe(403);
    expect((await get(null, '/api/inquiry/list')).statusCode).toBe(401);
    expect((await get(asker, '/api/inquiry/list?limit=31')).statusCode).toBe(400);
    expect((await get(asker, '/api/inquiry/list?page=0')).statusCode).toBe(400);
    expect((await get(broker01, '/api/inquiry/sale/list?state=DONE')).statusCode).toBe(400);
  });
});

describe('answers', () => {
  it('the listing broker answers once: of concurrent answers one is 200, the rest 409', async () => {
    const asker = await newCaller();
    const no = await saved(await save(asker, listingInquiry(asker, saleA)));

    const other = await answer(broker02, no, '제가 답해도 되나요');
    expect(other.statusCode).toBe(404);
    const self = await answer(asker, no, '셀프 답변입니다');
    expect(self.statusCode).toBe(403);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answer(broker01, no, `네, 아직 있습니다. (${i})`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(body(r).message).toBe('이미 답변한 문의입니다.');

    const [row] = await ctx.handle.db.select().from(inquiries).where(eq(inquiries.inquiryNo, no));
    expect(row?.answeredBy).toBe(broker01.userNo);
    expect(row?.answer).toMatch(/^네, 아직 있습니다\. \(\d\)$/);

    // The asker is told once, in the same transaction as the answer.
    const told = (await notificationsOf(asker.userNo, 'INQUIRY_ANSWERED')).filter(
      (n) => n.link === `/myPage/inquiry/${no}`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('문의에 답변이 등록되었습니다.');

    const detail = body<{
      state: string;
      answer: { text: string; answererName: string; answeredAt: string };
      canAnswer: boolean;
    }>(await get(asker, `/api/inquiry/detail/${no}`)).entity;
    expect(detail.state).toBe('ANSWERED');
    expect(detail.answer.text).toBe(row?.answer);
    expect(detail.answer.answererName).toBe('박중개');
    expect(detail.canAnswer).toBe(false);

    expect(await saleListNos(broker01, '&state=ANSWERED')).toContain(no);
    expect(await saleListNos(broker01, '&state=WAIT')).not.toContain(no);
    const mine = (await listOf(asker, '/api/inquiry/list')).list.find((i) => i.inquiryNo === no);
    expect(mine?.state).toBe('ANSWERED');
  });

  it('the answer text: 2–1000', async () => {
    const asker = await newCaller();
    const a = await saved(await save(asker, listingInquiry(asker, saleA)));
    const b = await saved(await save(asker, listingInquiry(asker, saleA)));
    refused(await answer(broker01, a, '가'), 'answer', '답변을 2자 이상 입력해주세요.');
    refused(await answer(broker01, a, '가'.repeat(1001)), 'answer', '답변은 1000자 이내로 입력해주세요.');
    expect((await answer(broker01, a, '가나')).statusCode).toBe(200);
    expect((await answer(broker01, b, '가'.repeat(1000))).statusCode).toBe(200);
  });

  it('the operator answers a 1대1 inquiry; a broker cannot see it to answer', async () => {
    const asker = await newCaller();
    const no = await saved(await save(asker, oneToOne(asker)));
    expect((await answer(broker01, no, '중개인 답변')).statusCode).toBe(404);
    const res = await answer(admin01, no, '비밀번호 찾기로 재설정해주세요.');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe('답변이 등록되었습니다.');
    expect(await notificationsOf(asker.userNo, 'INQUIRY_ANSWERED')).toHaveLength(1);
  });
});

describe('delete', () => {
  it('own only; a deleted inquiry leaves both lists, the detail and the dashboard count', async () => {
    const asker = await newCaller();
    const dashCount = async (saleNo: number) => {
      const res = await get(broker01, `/api/sale/search/saleNo?saleNo=${saleNo}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ list: { saleNo: number; inquiryCount: number }[] }>(res).entity.list.find(
        (s) => s.saleNo === saleNo,
      )?.inquiryCount;
    };
    const dbCount = async (saleNo: number) =>
      (
        await ctx.handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(inquiries)
          .where(and(eq(inquiries.saleNo, saleNo), sql`${inquiries.deletedAt} is null`))
      )[0]?.n;

    const before = await dashCount(saleA);
    const no = await saved(await save(asker, listingInquiry(asker, saleA)));
    expect(await dashCount(saleA)).toBe((before ?? 0) + 1);
    expect(await dashCount(saleA)).toBe(await dbCount(saleA));
    // The count is the listing's own: broker01's other listing has none of saleA's.
    expect(await dashCount(saleA2)).toBe(await dbCount(saleA2));
    expect(await dashCount(saleA2)).toBe(0);

    for (const other of [broker01, broker02, user01, admin01]) {
      const res = await remove(other, no);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(INQUIRY_MESSAGES.notFound);
    }
    expect((await remove(null, no)).statusCode).toBe(401);

    const res = await remove(asker, no);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      code: 1,
      message: '문의가 삭제되었습니다.',
      entity: { inquiryNo: no },
    });
    expect((await remove(asker, no)).statusCode).toBe(404);

    expect(await mineNos(asker)).not.toContain(no);
    expect(await saleListNos(broker01)).not.toContain(no);
    for (const reader of [asker, broker01, admin01])
      expect((await get(reader, `/api/inquiry/detail/${no}`)).statusCode).toBe(404);
    expect(await dashCount(saleA)).toBe(before);
    expect((await answer(broker01, no, '삭제된 문의 답변')).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it(`a user may save ${INQUIRY_RATE_LIMITS.save.perUser} a minute, then 429 in Korean`, async () => {
    const asker = await newCaller();
    const results = [];
    for (let i = 0; i <= INQUIRY_RATE_LIMITS.save.perUser; i++)
      results.push(await save(asker, listingInquiry(asker, saleA)));
    expect(results.slice(0, -1).every((r) => r.statusCode === 200)).toBe(true);
    const last = results.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(body(last)).toMatchObject({
      code: -429,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
    // Another user is not affected.
    const other = await newCaller();
    await saved(await save(other, listingInquiry(other, saleA)));
  });

  it(`a broker may send ${INQUIRY_RATE_LIMITS.answer.perUser} answers a minute, refused ones included`, async () => {
    const asker = await newCaller();
    const no = await saved(await save(asker, listingInquiry(asker, saleB)));
    const statuses: number[] = [];
    for (let i = 0; i < INQUIRY_RATE_LIMITS.answer.perUser; i++)
      statuses.push((await answer(broker03, no, `답변 ${i}`)).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 409)).toBe(true);
    const last = await answer(broker03, no, '한 번 더');
    expect(last.statusCode).toBe(429);
    expect(body(last).message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it(`one address may send ${INQUIRY_RATE_LIMITS.save.perAddress} a minute, whoever signs them`, async () => {
    const address = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= INQUIRY_RATE_LIMITS.save.perAddress; i++)
      statuses.push((await save(null, listingInquiry(user01, saleA), address)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const asker = await newCaller();
    expect((await save(asker, listingInquiry(asker, saleA), address)).statusCode).toBe(429);
  });
});
