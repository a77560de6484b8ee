import {
  LAWYER_MESSAGES,
  type LawyerCommentItem,
  type LawyerDecisionResult,
  type LawyerReview,
} from '@ansim/domain/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lawyerCalculates,
  lawyerComments,
  lawyerRequests,
  notifications,
  quotaBalances,
  quotaLedger,
  sales,
} from '../src/db/schema/index.ts';
import { LAWYER_REFUND_REASON } from '../src/modules/lawyer/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { lawyerFixture } from './lawyer-fixture.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';

/*
 * Review, comments and the decision (issue 15 items 2–3, docs/decisions/020): approve and reject with their
 * effects on the listing, the broker's lawyer mark, the settlement and the broker's notifications; a grade
 * correction with its reason; two lawyers deciding the same request at once; bad input in Korean.
 */

let ctx: TestContext;
const fx = lawyerFixture(() => ctx);
let lawyer: Caller;
let broker: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  [lawyer, broker] = await Promise.all([signIn(ctx.app, 'lawyer01'), signIn(ctx.app, 'broker01')]);
  await fx.clearQueue();
});
afterAll(async () => {
  await ctx.close();
});

const saleRow = async (saleNo: number) =>
  (
    await ctx.handle.db
      .select({
        isConfirm: sales.isConfirm,
        isLawyer: sales.isLawyer,
        safetyGrade: sales.safetyGrade,
        changeSafetyGrade: sales.changeSafetyGrade,
      })
      .from(sales)
      .where(eq(sales.saleNo, saleNo))
  )[0];

const lawyerBalance = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, 'LAWYER')))
  )[0]?.balance ?? 0;

const linesOf = (requestNo: number) =>
  ctx.handle.db.select().from(lawyerCalculates).where(eq(lawyerCalculates.requestNo, requestNo));
const decisionCommentsOf = (requestNo: number) =>
  ctx.handle.db
    .select()
    .from(lawyerComments)
    .where(and(eq(lawyerComments.requestNo, requestNo), sql`${lawyerComments.decision} is not null`));
const notificationsOf = (userNo: number) =>
  ctx.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'LAWYER_DECIDED')))
    .orderBy(desc(notifications.notificationNo));

async function oneRequest(opts: { grade?: string; withDocuments?: boolean } = {}) {
  const [saleNo] = await fx.freshListings(broker.userNo, 1, opts);
  const [requestNo] = await fx.openRequests(broker, [saleNo!]);
  return { saleNo: saleNo!, requestNo: requestNo! };
}

describe('review and comments', () => {
  it('shows the request, the figures, the documents and every comment newest first', async () => {
    const { saleNo, requestNo } = await oneRequest({ withDocuments: true });
    const before = await fx.call<LawyerReview>('GET', `/api/lawyer/sale/review/${saleNo}`, lawyer);
    expect(before.status).toBe(200);
    const review = before.body.entity;
    expect(review).toMatchObject({
      saleNo,
      status: 'ACTIVE',
      isConfirm: 'WAIT',
      broker: { userNo: broker.userNo, name: '박중개' },
      request: { requestNo, state: 'WAIT', decision: null, decidedAt: null, open: true },
      comments: [],
    });
    expect(review.documents.length).toBeGreaterThan(0);
    expect(review.documents[0]).toMatchObject({ kind: 'REGISTER_COPY', label: '등기부등본' });
    expect(review.documents[0]?.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(review.figures.computedGrade.reasons).toBeInstanceOf(Array);
    expect(review.figures.ratio).toBe(review.figures.computedGrade.ratio);

    const first = await fx.call<LawyerCommentItem>('POST', '/api/lawyer/comment', lawyer, {
      saleNo,
      lawyerComment: '  등기부등본 을구를 확인하고 있습니다.  ',
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('코멘트가 등록 되었습니다.');
    expect(first.body.entity).toMatchObject({
      saleNo,
      requestNo,
      lawyerNo: lawyer.userNo,
      lawyerName: '이변호',
      lawyerComment: '등기부등본 을구를 확인하고 있습니다.',
      decision: null,
    });
    const lawyer2 = await fx.newLawyer('한변호');
    const second = await fx.call<LawyerCommentItem>('POST', '/api/lawyer/comment', lawyer2, {
      saleNo,
      lawyerComment: '건축물대장상 위반건축물 표시는 없습니다.',
    });
    expect(second.status).toBe(200);

    const after = await fx.call<LawyerReview>('GET', `/api/lawyer/sale/review/${saleNo}`, lawyer);
    expect(after.body.entity.request).toMatchObject({ state: 'ING', open: true });
    expect(after.body.entity.comments.map((c) => [c.lawyerName, c.commentNo])).toEqual([
      ['한변호', second.body.entity.commentNo],
      ['이변호', first.body.entity.commentNo],
    ]);
  });

  it('refuses a comment under 5 or over 500 characters, and one on a listing never requested', async () => {
    const { saleNo } = await oneRequest();
    for (const text of ['', '네 네', '    짧음    ']) {
      const res = await fx.call('POST', '/api/lawyer/comment', lawyer, { saleNo, lawyerComment: text });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('내용을 5자 이상 입력해주세요.');
    }
    const long = await fx.call('POST', '/api/lawyer/comment', lawyer, {
      saleNo,
      lawyerComment: '가'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('내용은 500자 이내로 입력해주세요.');
    const ok = await fx.call('POST', '/api/lawyer/comment', lawyer, {
      saleNo,
      lawyerComment: '가'.repeat(500),
    });
    expect(ok.status).toBe(200);

    const [never] = await fx.freshListings(broker.userNo, 1);
    const none = await fx.call('POST', '/api/lawyer/comment', lawyer, {
      saleNo: never,
      lawyerComment: '요청 없는 매물입니다.',
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(LAWYER_MESSAGES.requestNotFound);
    const gone = await fx.call('GET', '/api/lawyer/sale/review/2147483647', lawyer);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('매물을 찾을 수 없습니다.');
    const badNo = await fx.call('GET', '/api/lawyer/sale/review/abc', lawyer);
    expect(badNo.status).toBe(400);
    expect(
      await ctx.handle.db.select().from(lawyerComments).where(eq(lawyerComments.saleNo, never!)),
    ).toHaveLength(0);
  });
});

describe('approve', () => {
  it('confirms the listing, writes the comment, the settlement line and the broker notification', async () => {
    const { saleNo, requestNo } = await oneRequest({ grade: 'RATE001' });
    const balance = await lawyerBalance(broker.userNo);
    const res = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      lawyerComment: '등기부등본과 건축물대장을 확인했습니다.',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.message).toBe(LAWYER_MESSAGES.confirmed);
    const entity = res.body.entity as unknown as LawyerDecisionResult;
    expect(entity).toMatchObject({
      requestNo,
      saleNo,
      state: 'DONE',
      isConfirm: 'CONFIRM',
      isLawyer: true,
      safetyGrade: 'RATE001',
      changeSafetyGrade: null,
      lawyerQtyReturned: false,
      calculate: { amount: 30_000 },
      comment: { decision: 'CONFIRM', lawyerComment: '등기부등본과 건축물대장을 확인했습니다.', requestNo },
    });

    expect(await saleRow(saleNo)).toMatchObject({
      isConfirm: 'CONFIRM',
      isLawyer: true,
      changeSafetyGrade: null,
    });
    const [request] = await ctx.handle.db
      .select({ state: lawyerRequests.state })
      .from(lawyerRequests)
      .where(eq(lawyerRequests.requestNo, requestNo));
    expect(request?.state).toBe('DONE');
    const lines = await linesOf(requestNo);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      lawyerNo: lawyer.userNo,
      saleNo,
      decision: 'CONFIRM',
      amount: 30_000,
      state: 'CALCULATE001',
      paidAt: null,
    });
    expect(await decisionCommentsOf(requestNo)).toHaveLength(1);
    const [note] = await notificationsOf(broker.userNo);
    expect(note).toMatchObject({
      title: '변호사 인증이 완료되었습니다.',
      link: `/salesManagement/salesDetail/${saleNo}`,
    });
    expect(note?.body).toContain('변호사 인증 배지');
    // Approval spends nothing more and gives nothing back.
    expect(await lawyerBalance(broker.userNo)).toBe(balance);

    // The badge shows on the public detail.
    const detail = await fx.call<{ isLawyer: boolean; isConfirm: string }>(
      'GET',
      `/api/sale/${saleNo}`,
      broker,
    );
    expect(detail.body.entity).toMatchObject({ isLawyer: true, isConfirm: 'CONFIRM' });
  });

  it('approves without a comment: the decision row has none', async () => {
    const { saleNo, requestNo } = await oneRequest();
    const res = await fx.decide(lawyer, { requestNo, saleNo, isConfirm: 'CONFIRM', lawyerComment: '' });
    expect(res.status).toBe(200);
    const [row] = await decisionCommentsOf(requestNo);
    expect(row).toMatchObject({ decision: 'CONFIRM', comment: null });
  });

  it('corrects the grade with a reason, and refuses a correction without one', async () => {
    const { saleNo, requestNo } = await oneRequest({ grade: 'RATE001' });
    const noReason = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      changeSafetyGrade: 'RATE002',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain(LAWYER_MESSAGES.changeReasonRequired);
    const shortReason = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      changeSafetyGrade: 'RATE002',
      changeReason: '근저당',
    });
    expect(shortReason.status).toBe(400);
    const badGrade = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      changeSafetyGrade: 'RATE006',
      changeReason: '선순위 근저당이 있습니다.',
    });
    expect(badGrade.status).toBe(400);
    const reasonOnly = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      changeReason: '선순위 근저당이 있습니다.',
    });
    expect(reasonOnly.status).toBe(400);
    expect(reasonOnly.body.message).toContain(LAWYER_MESSAGES.changeReasonWithoutGrade);
    // None of the refusals touched the request.
    expect(await linesOf(requestNo)).toHaveLength(0);

    const res = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'CONFIRM',
      lawyerComment: '선순위 근저당을 반영해 등급을 조정합니다.',
      changeSafetyGrade: 'RATE002',
      changeReason: '채권최고액 1억 2천만원 근저당 확인',
    });
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({ safetyGrade: 'RATE001', changeSafetyGrade: 'RATE002' });
    expect(await saleRow(saleNo)).toMatchObject({ safetyGrade: 'RATE001', changeSafetyGrade: 'RATE002' });
    const [row] = await decisionCommentsOf(requestNo);
    expect(row).toMatchObject({
      changeSafetyGrade: 'RATE002',
      changeReason: '채권최고액 1억 2천만원 근저당 확인',
    });
    const review = await fx.call<LawyerReview>('GET', `/api/lawyer/sale/review/${saleNo}`, lawyer);
    expect(review.body.entity.changeSafetyGrade).toBe('RATE002');
    expect(review.body.entity.comments[0]).toMatchObject({
      decision: 'CONFIRM',
      changeSafetyGrade: 'RATE002',
    });
  });
});

describe('reject', () => {
  it('needs a comment of 5 characters or more', async () => {
    const { saleNo, requestNo } = await oneRequest();
    for (const body of [{}, { lawyerComment: '' }, { lawyerComment: '안됨' }]) {
      const res = await fx.decide(lawyer, { requestNo, saleNo, isConfirm: 'REJECT', ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('내용을 5자 이상 입력해주세요.');
      expect((res.body.entity as unknown as { issues: { message: string }[] }).issues[0]?.message).toBe(
        '내용을 5자 이상 입력해주세요.',
      );
    }
    expect(await saleRow(saleNo)).toMatchObject({ isConfirm: 'WAIT' });
    expect(await linesOf(requestNo)).toHaveLength(0);
  });

  it('rejects: REJECT, no badge, the LAWYER unit back on the ledger, a line and a notification', async () => {
    const { saleNo, requestNo } = await oneRequest();
    const balance = await lawyerBalance(broker.userNo);
    const res = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'REJECT',
      lawyerComment: '등기부등본이 3개월 이상 지난 서류입니다.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LAWYER_MESSAGES.rejected);
    expect(res.body.entity).toMatchObject({
      isConfirm: 'REJECT',
      isLawyer: false,
      lawyerQtyReturned: true,
      state: 'DONE',
    });
    expect(await saleRow(saleNo)).toMatchObject({ isConfirm: 'REJECT', isLawyer: false });
    expect(await lawyerBalance(broker.userNo)).toBe(balance + 1);
    const [grant] = await ctx.handle.db
      .select()
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, broker.userNo), eq(quotaLedger.kind, 'LAWYER')))
      .orderBy(desc(quotaLedger.entryNo))
      .limit(1);
    expect(grant).toMatchObject({ entry: 'GRANT', amount: 1, reason: LAWYER_REFUND_REASON });
    expect(await linesOf(requestNo)).toMatchObject([{ decision: 'REJECT', amount: 30_000 }]);
    const [note] = await notificationsOf(broker.userNo);
    expect(note?.title).toBe('변호사 인증 요청이 반려되었습니다.');
    expect(note?.body).toContain('등기부등본이 3개월 이상 지난 서류입니다.');

    // The ledger still sums to the balance.
    const [sum] = await ctx.handle.db
      .select({
        sum: sql<number>`coalesce(sum(case when ${quotaLedger.entry} = 'GRANT' then ${quotaLedger.amount} else -${quotaLedger.amount} end), 0)::int`,
      })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, broker.userNo), eq(quotaLedger.kind, 'LAWYER')));
    expect(sum?.sum).toBe(await lawyerBalance(broker.userNo));

    // The broker may ask again; the returned unit pays for it.
    const again = await fx.call('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, { saleNo });
    expect(again.status).toBe(200);
  });
});

describe('one decision per request', () => {
  it('of two lawyers deciding at once, exactly one wins; the other gets 409', async () => {
    const lawyer2 = await fx.newLawyer('윤변호');
    for (const [a, b] of [
      ['CONFIRM', 'REJECT'],
      ['REJECT', 'REJECT'],
      ['CONFIRM', 'CONFIRM'],
    ] as const) {
      const { saleNo, requestNo } = await oneRequest();
      const balance = await lawyerBalance(broker.userNo);
      const [r1, r2] = await Promise.all([
        fx.decide(lawyer, { requestNo, saleNo, isConfirm: a, lawyerComment: '첫 번째 변호사 의견' }),
        fx.decide(lawyer2, { requestNo, saleNo, isConfirm: b, lawyerComment: '두 번째 변호사 의견' }),
      ]);
      const statuses = [r1.status, r2.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = r1.status === 409 ? r1 : r2;
      const winner = r1.status === 200 ? r1 : r2;
      expect(loser.body.message).toBe('이미 처리된 인증 요청입니다.');
      const winnerDecision = (winner.body.entity as unknown as LawyerDecisionResult).isConfirm;

      expect(await linesOf(requestNo)).toHaveLength(1);
      const decided = await decisionCommentsOf(requestNo);
      expect(decided).toHaveLength(1);
      expect(decided[0]?.decision).toBe(winnerDecision);
      expect((await saleRow(saleNo))?.isConfirm).toBe(winnerDecision);
      // At most one unit back, and only for a rejection that stood.
      expect(await lawyerBalance(broker.userNo)).toBe(balance + (winnerDecision === 'REJECT' ? 1 : 0));
    }
  });

  it('answers 409 to a decision on a decided request and 404 to an unknown one', async () => {
    const { saleNo, requestNo } = await oneRequest();
    expect((await fx.decide(lawyer, { requestNo, saleNo, isConfirm: 'CONFIRM' })).status).toBe(200);
    const again = await fx.decide(lawyer, {
      requestNo,
      saleNo,
      isConfirm: 'REJECT',
      lawyerComment: '다시 반려합니다.',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 처리된 인증 요청입니다.');
    expect((await saleRow(saleNo))?.isConfirm).toBe('CONFIRM');

    const unknown = await fx.decide(lawyer, { requestNo: 2_147_483_647, saleNo, isConfirm: 'CONFIRM' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('인증 요청을 찾을 수 없습니다.');
    // A real request named with another listing's number is unknown too.
    const other = await oneRequest();
    const mismatch = await fx.decide(lawyer, { requestNo: other.requestNo, saleNo, isConfirm: 'CONFIRM' });
    expect(mismatch.status).toBe(404);
    expect(await linesOf(other.requestNo)).toHaveLength(0);

    for (const body of [
      { requestNo: 'x', saleNo, isConfirm: 'CONFIRM' },
      { requestNo: other.requestNo, saleNo: other.saleNo, isConfirm: 'WAIT' },
      {
        requestNo: other.requestNo,
        saleNo: other.saleNo,
        isConfirm: 'CONFIRM',
        lawyerComment: '가'.repeat(501),
      },
    ]) {
      const res = await fx.call('POST', '/api/lawyer/sale/status', lawyer, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});
