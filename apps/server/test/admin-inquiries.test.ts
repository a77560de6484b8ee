import type { AdminInquiryDetail, AdminInquiryList, InquiryDetail } from '@ansim/domain/contract';
import { INQUIRY_MESSAGES } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../src/db/schema/index.ts';
import { type Caller, opsFixture } from './admin-ops-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * 1대1 inquiries in the console (issue 17 §7): the queue lists 1대1 inquiries only, filtered and sorted;
 * one answer wins under concurrency, the asker is notified, and the audit row 'inquiry.answer' exists
 * exactly when the answer does (a refused answer writes neither).
 */

let ctx: TestContext;
const ops = opsFixture(() => ctx, 42);
let admin: Caller;
let asker: Caller;
let askerLoginId: string;

async function ask(caller: Caller, inquiryType: string, title: string): Promise<number> {
  const res = await ops.send(caller, 'POST', '/api/inquiry', {
    userNo: caller.userNo,
    inquiryType,
    title,
    content: '관리자에게 묻는 1대1 문의 내용입니다.',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: { inquiryNo: number } }>().entity.inquiryNo;
}

const auditRowsOf = (inquiryNo: number) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'inquiry.answer'), eq(auditLog.targetId, String(inquiryNo))));

const list = async (query: string) => {
  const res = await ops.send(admin, 'GET', `/api/admin/inquiries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: AdminInquiryList }>().entity;
};

const answer = (inquiryNo: number, text: string, caller: Caller = admin) =>
  ops.send(caller, 'POST', `/api/admin/inquiries/${inquiryNo}/answer`, { answer: text });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ops.login('admin01');
  const account = await ops.newUser('GENERAL', 'ACTIVE', '박문의');
  askerLoginId = account.loginId;
  asker = await ops.login(account.loginId);
});

afterAll(async () => {
  await ctx?.close();
});

describe('the console refuses every other role', () => {
  it('refuses the list, the thread and the answer to a visitor, a general user, a broker and a lawyer', async () => {
    const inquiryNo = await ask(asker, 'INQUIRY_TYPE002', '거절 확인용 문의');
    await ops.expectRefusedToAllButAdmin('GET', '/api/admin/inquiries');
    await ops.expectRefusedToAllButAdmin('GET', `/api/admin/inquiries/${inquiryNo}`);
    await ops.expectRefusedToAllButAdmin('POST', `/api/admin/inquiries/${inquiryNo}/answer`, {
      answer: '답변을 드립니다.',
    });
    expect(await auditRowsOf(inquiryNo)).toHaveLength(0);
  });
});

describe('GET /api/admin/inquiries', () => {
  it('lists 1대1 inquiries with their asker, filtered by state, category and words; never listing inquiries', async () => {
    const a = await ask(asker, 'INQUIRY_TYPE003', '결제 영수증 문의');
    const b = await ask(asker, 'INQUIRY_TYPE004', '계정 복구 문의');
    const [sale] = (
      (await ctx.handle.db.execute(
        sql`select sale_no as "saleNo" from sales where status = 'ACTIVE' order by sale_no limit 1`,
      )) as unknown as { rows: { saleNo: number }[] }
    ).rows;
    const saleInquiry = await ops.send(asker, 'POST', '/api/inquiry', {
      userNo: asker.userNo,
      saleNo: sale!.saleNo,
      inquiryType: 'INQUIRY_TYPE001',
      reasonType: ['INQUIRY001'],
    });
    expect(saleInquiry.statusCode, saleInquiry.body).toBe(200);
    const saleInquiryNo = saleInquiry.json<{ entity: { inquiryNo: number } }>().entity.inquiryNo;

    const all = await list(`?q=${askerLoginId}&limit=100`);
    const numbers = all.list.map((item) => item.inquiryNo);
    expect(numbers).toContain(a);
    expect(numbers).toContain(b);
    expect(numbers).not.toContain(saleInquiryNo);
    const itemA = all.list.find((item) => item.inquiryNo === a);
    expect(itemA).toMatchObject({
      category: 'INQUIRY_TYPE003',
      title: '결제 영수증 문의',
      state: 'WAIT',
      answeredAt: null,
      asker: { userNo: asker.userNo, loginId: askerLoginId, name: '박문의', userType: 'GENERAL' },
    });
    // Newest first by default.
    expect(numbers.indexOf(b)).toBeLessThan(numbers.indexOf(a));
    const oldestFirst = await list(`?q=${askerLoginId}&sort=regDate&order=asc`);
    expect(oldestFirst.list.map((i) => i.inquiryNo).indexOf(a)).toBeLessThan(
      oldestFirst.list.map((i) => i.inquiryNo).indexOf(b),
    );

    const byCategory = await list(`?q=${askerLoginId}&category=INQUIRY_TYPE004`);
    expect(byCategory.list.map((i) => i.inquiryNo)).toEqual([b]);
    const byTitle = await list(`?q=${encodeURIComponent('영수증')}`);
    expect(byTitle.list.map((i) => i.inquiryNo)).toContain(a);
    expect(byTitle.list.map((i) => i.inquiryNo)).not.toContain(b);

    expect((await answer(b, '계정을 복구해 드렸습니다.')).statusCode).toBe(200);
    const waiting = await list(`?q=${askerLoginId}&state=WAIT&limit=100`);
    expect(waiting.list.map((i) => i.inquiryNo)).toContain(a);
    expect(waiting.list.map((i) => i.inquiryNo)).not.toContain(b);
    const answered = await list(`?q=${askerLoginId}&state=ANSWERED&limit=100`);
    expect(answered.list.map((i) => i.inquiryNo)).toContain(b);
    expect(answered.list.every((i) => i.state === 'ANSWERED')).toBe(true);

    // The listing inquiry is the broker's: the console neither shows nor answers it.
    expect((await ops.send(admin, 'GET', `/api/admin/inquiries/${saleInquiryNo}`)).statusCode).toBe(404);
    expect((await answer(saleInquiryNo, '운영자가 답합니다.')).statusCode).toBe(404);
    expect(await auditRowsOf(saleInquiryNo)).toHaveLength(0);
  });

  it('refuses bad filters with 400 and a Korean message', async () => {
    for (const query of [
      '?state=DONE',
      '?category=INQUIRY_TYPE001',
      '?limit=101',
      '?sort=title',
      '?page=0',
    ]) {
      const res = await ops.send(admin, 'GET', `/api/admin/inquiries${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    const long = await ops.send(admin, 'GET', `/api/admin/inquiries?q=${'가'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/admin/inquiries/:inquiryNo/answer', () => {
  it('answers once, notifies the asker, shows on the asker’s thread and writes its audit row with it', async () => {
    const inquiryNo = await ask(asker, 'INQUIRY_TYPE005', '환불 문의');
    const thread = await ops.send(admin, 'GET', `/api/admin/inquiries/${inquiryNo}`);
    expect(thread.json<{ entity: AdminInquiryDetail }>().entity).toMatchObject({
      inquiryNo,
      content: '관리자에게 묻는 1대1 문의 내용입니다.',
      answer: null,
    });

    const res = await answer(inquiryNo, '  환불은 영업일 3일 안에 처리됩니다.  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; entity: AdminInquiryDetail }>();
    expect(body.message).toBe(INQUIRY_MESSAGES.answered);
    expect(body.entity.state).toBe('ANSWERED');
    expect(body.entity.answer?.text).toBe('환불은 영업일 3일 안에 처리됩니다.');

    const mine = await ops.send(asker, 'GET', `/api/inquiry/detail/${inquiryNo}`);
    expect(mine.json<{ entity: InquiryDetail }>().entity.answer?.text).toBe(
      '환불은 영업일 3일 안에 처리됩니다.',
    );
    const notes = await ctx.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, asker.userNo), eq(notifications.kind, 'INQUIRY_ANSWERED')));
    expect(notes.some((n) => n.link === `/myPage/inquiry/${inquiryNo}`)).toBe(true);

    const rows = await auditRowsOf(inquiryNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserNo: admin.userNo,
      actorLoginId: 'admin01',
      targetType: 'inquiry',
      before: { answer: null },
      after: { answer: '환불은 영업일 3일 안에 처리됩니다.', askerNo: asker.userNo },
    });

    // A second answer is refused, and writes no second audit row.
    const again = await answer(inquiryNo, '다시 답합니다.');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(INQUIRY_MESSAGES.alreadyAnswered);
    expect(await auditRowsOf(inquiryNo)).toHaveLength(1);
  });

  it('of 20 answers at once exactly one wins, with exactly one audit row and one notification', async () => {
    const inquiryNo = await ask(asker, 'INQUIRY_TYPE006', '동시 답변 확인');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => answer(inquiryNo, `동시에 보낸 답변 ${i}번입니다.`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await auditRowsOf(inquiryNo);
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)?.json<{ entity: AdminInquiryDetail }>();
    expect((rows[0]?.after as { answer?: string } | undefined)?.answer).toBe(winner?.entity.answer?.text);
    const notes = await ctx.handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userNo, asker.userNo), eq(notifications.link, `/myPage/inquiry/${inquiryNo}`)),
      );
    expect(notes).toHaveLength(1);
  });

  it('refuses a short or long answer with 400, and an unknown or deleted inquiry with 404 — writing nothing', async () => {
    const inquiryNo = await ask(asker, 'INQUIRY_TYPE002', '검증 확인');
    const short = await answer(inquiryNo, ' 네 ');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain(INQUIRY_MESSAGES.answerTooShort);
    const long = await answer(inquiryNo, '가'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain(INQUIRY_MESSAGES.answerTooLong);
    expect((await answer(2_000_000_000, '없는 문의입니다.')).statusCode).toBe(404);
    expect((await answer(0, '없는 문의입니다.')).statusCode).toBe(400);
    const removed = await ops.send(asker, 'GET', `/api/inquiry/detail/${inquiryNo}`);
    expect(removed.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/inquiry/delete/${inquiryNo}`,
      headers: asker.headers,
      payload: {},
      remoteAddress: ops.nextIp(),
    });
    expect((await answer(inquiryNo, '삭제된 문의에 답합니다.')).statusCode).toBe(404);
    expect(await auditRowsOf(inquiryNo)).toHaveLength(0);
  });

  it('logs an operator’s answer given through the inquiry route too, in the same transaction', async () => {
    const inquiryNo = await ask(asker, 'INQUIRY_TYPE003', '기존 경로 답변');
    const res = await ops.send(admin, 'POST', `/api/inquiry/answer/${inquiryNo}`, {
      answer: '기존 경로로 답합니다.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRowsOf(inquiryNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorLoginId: 'admin01', after: { answer: '기존 경로로 답합니다.' } });
    const again = await ops.send(admin, 'POST', `/api/inquiry/answer/${inquiryNo}`, {
      answer: '두 번째 답변',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditRowsOf(inquiryNo)).toHaveLength(1);
  });
});
