import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAWYER_MESSAGES, QUOTA_MESSAGES, SALE_SAVE_MESSAGES, VOICE_MESSAGES } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sales } from '../src/db/schema/index.ts';
import { VOICE_LIMIT_MESSAGES } from '../src/modules/voices/routes.ts';
import {
  addresses,
  type Caller,
  callerOf,
  client,
  countOf,
  expectCubesMatchARecount,
  ledgerMismatches,
  listen,
  makeCallers,
  rowsOf,
  statuses,
} from './concurrency-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { setUnits } from './quota-fixture.ts';
import { completeForm, photo } from './sale-form-fixture.ts';
import { verifiedCode } from './sms-codes.ts';
import { yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * 200 requests at once per area (issue 19 §3), over real sockets to a listening server: the same rule that
 * holds for two racing requests must hold for two hundred, decided by the database in the acting statement.
 * Each request comes from an address of its own (TRUST_PROXY and X-Forwarded-For), so the per-address rate
 * limits stay out of the race; any 429 would still be counted and fail the exact tallies. The pool of the
 * server has 10 connections (db/client.ts), so at most 10 statements run at once and the rest queue in the
 * pool: the races below are between those 10 transactions, over and over.
 */

const N = 200;
/** PGlite has one connection: every transaction runs alone, so there is no race to test there. */
const onPostgres = inject('pgAdminUrl') !== null;
const describeRace = describe.skipIf(!onPostgres);
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-concurrency-'));
let ctx: TestContext | undefined;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ env: { FILES_DIR: filesDir, TRUST_PROXY: '1' } });
  call = client(await listen(ctx.app), addresses(61));
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** Figures per area, printed at the end for the issue's note. */
const figures: Record<string, Record<string, number>> = {};
afterAll(() => {
  console.info(`concurrency-200 figures\n${JSON.stringify(figures, null, 1)}`);
});

const db = () => {
  if (!ctx) throw new Error('no test app');
  return ctx.handle.db;
};

/** A public listing of another broker, with its key (comments name both). */
async function publicListing(skip: number): Promise<{ saleNo: number; saleKey: string; userNo: number }> {
  const [row] = await rowsOf<{ saleNo: number; saleKey: string; userNo: number }>(
    db(),
    sql`select sale_no as "saleNo", sale_key::text as "saleKey", user_no as "userNo" from sales
        where status = 'ACTIVE' order by sale_no offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no public listing');
  return row;
}

describeRace(`${N} likes at once`, () => {
  it('of 200 users make exactly 200 likes, and 200 of one user make one', async () => {
    const listing = await publicListing(0);
    const likers = await makeCallers(db(), N, 'GENERAL', 'cclike', 1);
    const like = (caller: Caller) =>
      call('POST', '/api/user/like', caller, { userNo: caller.userNo, saleNo: listing.saleNo, isLike: true });

    const many = await Promise.all(likers.map(like));
    expect(statuses(many)).toEqual({ 200: N });
    const likesOf = () =>
      countOf(db(), sql`select count(*)::int as n from sale_likes where sale_no = ${listing.saleNo}`);
    expect(await likesOf()).toBe(N);

    const one = likers[0] as Caller;
    const same = await Promise.all(Array.from({ length: N }, () => like(one)));
    expect(statuses(same)).toEqual({ 200: N });
    // No second row of a liker, and the count is the number of distinct likers.
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from (select user_no from sale_likes where sale_no = ${listing.saleNo}
            group by user_no having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(await likesOf()).toBe(N);

    // Likes and unlikes of one user racing: the row is there or not, never twice.
    const flips = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/api/user/like', one, {
          userNo: one.userNo,
          saleNo: listing.saleNo,
          isLike: i % 2 === 0,
        }),
      ),
    );
    expect(statuses(flips)).toEqual({ 200: N });
    expect([N - 1, N]).toContain(await likesOf());
    figures.likes = { requests: 3 * N, successes: 3 * N, duplicates: 0, rows: await likesOf() };
  });
});

describeRace(`${N} safety comments at once`, () => {
  it('of 200 users make 200 comments; 200 of one user make one and 199 × 409', async () => {
    const listing = await publicListing(1);
    const writers = await makeCallers(db(), N, 'GENERAL', 'cccmt', 2);
    const comment = (caller: Caller, i: number) =>
      call<{ comments: Record<string, number> }>('POST', '/api/sale/insert/comment', caller, {
        saleNo: listing.saleNo,
        saleKey: listing.saleKey,
        userNo: caller.userNo,
        safetyGrade: i % 2 === 0 ? 'RATE001' : 'RATE003',
        safetyText: `동시에 남기는 안전등급 코멘트입니다 ${i}번째`,
      });
    const before = await countOf(
      db(),
      sql`select count(*)::int as n from sale_comments where sale_no = ${listing.saleNo}`,
    );

    const many = await Promise.all(writers.map(comment));
    expect(statuses(many)).toEqual({ 200: N });
    const commentsOf = () =>
      countOf(db(), sql`select count(*)::int as n from sale_comments where sale_no = ${listing.saleNo}`);
    expect(await commentsOf()).toBe(before + N);

    const one = writers[0] as Caller;
    const same = await Promise.all(Array.from({ length: N }, (_, i) => comment(one, i)));
    expect(statuses(same)).toEqual({ 409: N });
    for (const a of same) expect(a.body.message).toBe(VOICE_MESSAGES.commentExists);
    expect(await commentsOf()).toBe(before + N);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from (select user_no from sale_comments group by sale_no, user_no
            having count(*) > 1) d`,
      ),
    ).toBe(0);

    // A fresh user's 200 racing comments on one listing: one row, 199 refusals.
    const fresh = writers[1] as Caller;
    const other = await publicListing(2);
    const race = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/api/sale/insert/comment', fresh, {
          saleNo: other.saleNo,
          saleKey: other.saleKey,
          userNo: fresh.userNo,
          safetyGrade: 'RATE002',
          safetyText: `한 사람이 동시에 보내는 코멘트 ${i}번째입니다`,
        }),
      ),
    );
    expect(statuses(race)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sale_comments where sale_no = ${other.saleNo} and user_no = ${fresh.userNo}`,
      ),
    ).toBe(1);
    figures.comments = { requests: 3 * N, successes: N + 1, refused409: 2 * N - 1, duplicates: 0 };
  });

  it("a broker's racing comments on 200 listings: each reward pair granted once, ledger = balance", async () => {
    const [broker] = await makeCallers(db(), 1, 'BROKER', 'ccrwd', 3);
    if (!broker) throw new Error('no broker');
    const listings = await rowsOf<{ saleNo: number; saleKey: string }>(
      db(),
      sql`select sale_no as "saleNo", sale_key::text as "saleKey" from sales
          where status = 'ACTIVE' order by sale_no desc limit ${N}`,
    );
    expect(listings).toHaveLength(N);
    const answers = await Promise.all(
      listings.map((l, i) =>
        call<{ reward: { granted: boolean } | null }>('POST', '/api/sale/insert/comment', broker, {
          saleNo: l.saleNo,
          saleKey: l.saleKey,
          userNo: broker.userNo,
          safetyGrade: 'RATE002',
          safetyText: `중개인이 여러 매물에 남기는 코멘트 ${i}번째입니다`,
        }),
      ),
    );
    const tally = statuses(answers);
    // The per-user limit (10 comments per 10 minutes) holds for a burst too: the database counts the
    // user's comments in the writing transaction, one write of the user after another.
    expect(tally).toEqual({ 200: 10, 429: N - 10 });
    for (const a of answers.filter((r) => r.status === 429))
      expect(a.body.message).toBe(VOICE_LIMIT_MESSAGES.comments);
    const written = await countOf(
      db(),
      sql`select count(*)::int as n from sale_comments where user_no = ${broker.userNo}`,
    );
    expect(written).toBe(tally[200] ?? 0);
    const counted = await countOf(
      db(),
      sql`select comments as n from comment_reward_counts where user_no = ${broker.userNo}`,
    );
    expect(counted).toBe(written);
    const rewards = await countOf(
      db(),
      sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo} and reason = 'COMMENT_REWARD'`,
    );
    expect(rewards).toBe(Math.floor(written / 2));
    expect(answers.filter((a) => a.body.entity?.reward?.granted).length).toBe(rewards);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from comment_reward_pairs where user_no = ${broker.userNo}`,
      ),
    ).toBe(rewards);
    expect(await ledgerMismatches(db())).toEqual([]);
    figures.commentRewards = {
      requests: N,
      successes: tally[200] ?? 0,
      refused429: tally[429] ?? 0,
      rewards,
      duplicates: 0,
      ledgerMismatches: 0,
    };
  });
});

describeRace(`${N} reports at once`, () => {
  it('of 200 users make 200 reports; 200 of one user make one and 199 × 409', async () => {
    const listing = await publicListing(3);
    const reporters = await makeCallers(db(), N, 'GENERAL', 'ccrpt', 4);
    const report = (caller: Caller, i: number) =>
      call('POST', '/api/report', caller, {
        saleNo: listing.saleNo,
        userNo: caller.userNo,
        reportName: '허위매물 신고',
        reportText: `이미 거래된 매물입니다 ${i}`,
      });
    const reportsOf = () =>
      countOf(db(), sql`select count(*)::int as n from sale_reports where sale_no = ${listing.saleNo}`);
    const before = await reportsOf();
    const many = await Promise.all(reporters.map(report));
    expect(statuses(many)).toEqual({ 200: N });
    expect(await reportsOf()).toBe(before + N);

    const fresh = reporters[0] as Caller;
    const other = await publicListing(4);
    const race = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/api/report', fresh, {
          saleNo: other.saleNo,
          userNo: fresh.userNo,
          reportName: '허위매물 신고',
          reportText: `한 사람의 동시 신고 ${i}`,
        }),
      ),
    );
    expect(statuses(race)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of race.filter((r) => r.status === 409))
      expect(a.body.message).toBe(VOICE_MESSAGES.reportExists);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from (select 1 from sale_reports group by sale_no, user_no having count(*) > 1) d`,
      ),
    ).toBe(0);

    // One user reporting 200 listings at once: the per-user limit (5 per 10 minutes) lets exactly 5 through.
    const [burster] = await makeCallers(db(), 1, 'GENERAL', 'ccrpb', 6);
    if (!burster) throw new Error('no reporter');
    const targets = await rowsOf<{ saleNo: number }>(
      db(),
      sql`select sale_no as "saleNo" from sales where status = 'ACTIVE' order by sale_no desc offset ${N} limit ${N}`,
    );
    const burst = await Promise.all(
      targets.map((t, i) =>
        call('POST', '/api/report', burster, {
          saleNo: t.saleNo,
          userNo: burster.userNo,
          reportName: '허위매물 신고',
          reportText: `여러 매물 동시 신고 ${i}`,
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 5, 429: N - 5 });
    for (const a of burst.filter((r) => r.status === 429))
      expect(a.body.message).toBe(VOICE_LIMIT_MESSAGES.reports);
    expect(
      await countOf(db(), sql`select count(*)::int as n from sale_reports where user_no = ${burster.userNo}`),
    ).toBe(5);
    figures.reports = {
      requests: 3 * N,
      successes: N + 1 + 5,
      refused409: N - 1,
      refused429: N - 5,
      duplicates: 0,
    };
  });
});

describeRace(`${N} quota uses at once`, () => {
  it('200 registrations with 50 advertising units: exactly 50 go public, 150 are kept, none below zero', async () => {
    const broker = await callerOf(db(), 'broker06');
    const UNITS = 50;
    await setUnits(db(), broker.userNo, 'AD', { granted: UNITS });
    const picture = await photo(61);
    const mains: string[] = [];
    for (let start = 0; start < N; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () =>
          call<{ fileId: string }>(
            'POST',
            '/common/upload',
            broker,
            multipart({ purpose: 'saleImage' }, [
              { field: 'file', name: 'room.jpg', type: 'image/jpeg', data: picture },
            ]),
          ),
        ),
      );
      for (const a of batch) {
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        mains.push(a.body.entity.fileId);
      }
    }
    const answers = await Promise.all(
      mains.map((main) =>
        call<{ saleNo: number; status: string; quotaExhausted: boolean; remainingAdUnits: number }>(
          'POST',
          '/api/sale',
          broker,
          multipart({
            sale: JSON.stringify({
              ...completeForm({ main, sub: [], registerCopy: '', buildingRegister: '' }),
              saleRegisterCopyFile: null,
              saleBuildingRegisterFile: null,
            }),
          }),
        ),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: N });
    const active = answers.filter((a) => a.body.entity.status === 'ACTIVE');
    const kept = answers.filter((a) => a.body.entity.status === 'STORAGE');
    expect(active).toHaveLength(UNITS);
    expect(kept).toHaveLength(N - UNITS);
    for (const a of kept) {
      expect(a.body.entity).toMatchObject({ quotaExhausted: true, remainingAdUnits: 0 });
      expect(a.body.message).toBe(SALE_SAVE_MESSAGES.quotaExhausted);
    }
    // The remaining counts the public saves saw are 49 … 0, each once: no unit used twice.
    expect(active.map((a) => a.body.entity.remainingAdUnits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: UNITS }, (_, i) => i),
    );
    const uses = await rowsOf<{ saleNo: number }>(
      db(),
      sql`select sale_no as "saleNo" from quota_ledger
          where user_no = ${broker.userNo} and kind = 'AD' and reason = 'SALE_REGISTER'`,
    );
    expect(uses.map((u) => u.saleNo).sort()).toEqual(active.map((a) => a.body.entity.saleNo).sort());
    expect(
      await countOf(
        db(),
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'AD'`,
      ),
    ).toBe(0);
    // Every saved listing has its photo, once; every upload went to exactly one listing.
    const saleNos = answers.map((a) => a.body.entity.saleNo);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sale_images where sale_no = any(${sql.param(saleNos)}::int[])`,
      ),
    ).toBe(N);
    expect(
      await countOf(
        db(),
        sql`select count(distinct sale_no)::int as n from uploads where upload_id = any(${sql.param(mains)}::uuid[])`,
      ),
    ).toBe(N);
    expect(await ledgerMismatches(db())).toEqual([]);
    await expectCubesMatchARecount(db());
    figures.registrations = {
      requests: N,
      successes: N,
      public: active.length,
      kept: kept.length,
      negativeBalances: 0,
      ledgerMismatches: 0,
    };
  });

  it('200 안전방 marks with 50 units on 200 listings: 50 marked, 150 × 409, and one listing marked once', async () => {
    const broker = await callerOf(db(), 'broker07');
    const UNITS = 50;
    await setUnits(db(), broker.userNo, 'BARO', { granted: UNITS });
    const listings = await rowsOf<{ saleNo: number }>(
      db(),
      sql`select sale_no as "saleNo" from sales where user_no = ${broker.userNo} and status = 'ACTIVE'
          and not is_baro order by sale_no limit ${N + 1}`,
    );
    expect(listings).toHaveLength(N + 1);
    const baro = (saleNo: number) =>
      call<{ availBaroQty: number }>('PATCH', `/api/sale/update/baro/${broker.userNo}`, broker, { saleNo });
    const answers = await Promise.all(listings.slice(0, N).map((l) => baro(l.saleNo)));
    expect(statuses(answers)).toEqual({ 200: UNITS, 409: N - UNITS });
    for (const a of answers.filter((r) => r.status === 409))
      expect(a.body.message).toBe(QUOTA_MESSAGES.baroNone);
    expect(
      answers
        .filter((a) => a.status === 200)
        .map((a) => a.body.entity.availBaroQty)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: UNITS }, (_, i) => i));

    // 200 marks of one listing with units to spare: one mark, one unit.
    await setUnits(db(), broker.userNo, 'BARO', { granted: UNITS });
    const last = (listings[N] as { saleNo: number }).saleNo;
    const same = await Promise.all(Array.from({ length: N }, () => baro(last)));
    expect(statuses(same)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of same.filter((r) => r.status === 409))
      expect(a.body.message).toBe(QUOTA_MESSAGES.baroAlready);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from quota_ledger where sale_no = ${last} and kind = 'BARO'`,
      ),
    ).toBe(1);
    expect(
      await countOf(
        db(),
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'BARO'`,
      ),
    ).toBe(UNITS - 1);
    expect(await ledgerMismatches(db())).toEqual([]);
    figures.baroMarks = {
      requests: 2 * N,
      successes: UNITS + 1,
      refused409: 2 * N - UNITS - 1,
      duplicates: 0,
      negativeBalances: 0,
    };
  });
});

describeRace(`${N} lawyer decisions at once`, () => {
  it('on 50 requests, four each from two lawyers: 50 win, 150 × 409, every effect once', async () => {
    const broker = await callerOf(db(), 'broker08');
    const REQUESTS = 50;
    const listings = await rowsOf<{ saleNo: number }>(
      db(),
      sql`select sale_no as "saleNo" from sales s where user_no = ${broker.userNo} and status = 'ACTIVE'
          and is_confirm is null
          and not exists (select 1 from lawyer_requests r where r.sale_no = s.sale_no)
          order by sale_no limit ${REQUESTS}`,
    );
    expect(listings).toHaveLength(REQUESTS);
    await setUnits(db(), broker.userNo, 'LAWYER', { granted: REQUESTS });
    // The broker asks for all 50 at once, plus 150 more asks of the same listings: one request per listing.
    const asks = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call<{ requestNo: number }>('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, {
          saleNo: (listings[i % REQUESTS] as { saleNo: number }).saleNo,
        }),
      ),
    );
    expect(statuses(asks)).toEqual({ 200: REQUESTS, 409: N - REQUESTS });
    for (const a of asks.filter((r) => r.status === 409))
      expect(a.body.message).toBe(QUOTA_MESSAGES.lawyerWaiting);
    const requests = await rowsOf<{ requestNo: number; saleNo: number }>(
      db(),
      sql`select request_no as "requestNo", sale_no as "saleNo" from lawyer_requests
          where user_no = ${broker.userNo} and state = 'WAIT'
          and sale_no = any(${sql.param(listings.map((l) => l.saleNo))}::int[])`,
    );
    expect(requests).toHaveLength(REQUESTS);
    expect(
      await countOf(
        db(),
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'LAWYER'`,
      ),
    ).toBe(0);

    const [lawyerA, lawyerB] = [
      await callerOf(db(), 'lawyer01'),
      ...(await makeCallers(db(), 1, 'LAWYER', 'cclaw', 5)),
    ];
    if (!lawyerA || !lawyerB) throw new Error('no lawyers');
    const decisions = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const { requestNo, saleNo } = requests[i % REQUESTS] as { requestNo: number; saleNo: number };
        const lawyer = i % 2 === 0 ? lawyerA : lawyerB;
        const isConfirm = Math.floor(i / REQUESTS) % 2 === 0 ? 'CONFIRM' : 'REJECT';
        return call<{ isConfirm: string; requestNo: number }>('POST', '/api/lawyer/sale/status', lawyer, {
          requestNo,
          saleNo,
          isConfirm,
          lawyerComment: `동시 판정 ${i}번째 의견입니다.`,
        });
      }),
    );
    expect(statuses(decisions)).toEqual({ 200: REQUESTS, 409: N - REQUESTS });
    for (const a of decisions.filter((r) => r.status === 409))
      expect(a.body.message).toBe(LAWYER_MESSAGES.alreadyDecided);
    const winners = decisions.filter((d) => d.status === 200).map((d) => d.body.entity);
    expect(new Set(winners.map((w) => w.requestNo)).size).toBe(REQUESTS);
    const rejected = winners.filter((w) => w.isConfirm === 'REJECT').length;

    const requestNos = requests.map((r) => r.requestNo);
    const saleNos = requests.map((r) => r.saleNo);
    const perRequest = async (table: string, extra = '') =>
      rowsOf<{ requestNo: number; n: number }>(
        db(),
        sql`select request_no as "requestNo", count(*)::int as n from ${sql.raw(table)}
            where request_no = any(${sql.param(requestNos)}::int[]) ${sql.raw(extra)} group by 1`,
      );
    // One settlement line and one decision comment per request; every request closed.
    for (const rows of [
      await perRequest('lawyer_calculates'),
      await perRequest('lawyer_comments', 'and decision is not null'),
    ]) {
      expect(rows).toHaveLength(REQUESTS);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    }
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from lawyer_requests where request_no = any(${sql.param(requestNos)}::int[]) and state = 'DONE'`,
      ),
    ).toBe(REQUESTS);
    // The listing took the winner's verdict; the broker was told once per listing.
    const flags = await rowsOf<{ saleNo: number; isConfirm: string }>(
      db(),
      sql`select sale_no as "saleNo", is_confirm as "isConfirm" from ${sales}
          where sale_no = any(${sql.param(saleNos)}::int[])`,
    );
    for (const w of winners) {
      const saleNo = requests.find((r) => r.requestNo === w.requestNo)?.saleNo;
      expect(flags.find((f) => f.saleNo === saleNo)?.isConfirm).toBe(w.isConfirm);
    }
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from notifications where user_no = ${broker.userNo} and kind = 'LAWYER_DECIDED'
            and link = any(${sql.param(saleNos.map((s) => `/salesManagement/salesDetail/${s}`))}::text[])`,
      ),
    ).toBe(REQUESTS);
    // Each rejection that stood gave one unit back, and nothing else did.
    expect(
      await countOf(
        db(),
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'LAWYER'`,
      ),
    ).toBe(rejected);
    expect(await ledgerMismatches(db())).toEqual([]);
    figures.lawyerDecisions = {
      requests: 2 * N,
      asksAccepted: REQUESTS,
      decisionsWon: REQUESTS,
      refused409: 2 * (N - REQUESTS),
      duplicates: 0,
      ledgerMismatches: 0,
    };
  });
});

describeRace(`${N} sign-ups with one id at once`, () => {
  it('make exactly one account; 199 get 이미 사용 중인 아이디입니다', { timeout: 180_000 }, async () => {
    const phones = Array.from({ length: N }, (_, i) => `0108${9}${String(i).padStart(6, '0')}`);
    const verifications = await Promise.all(phones.map((phone) => verifiedCode(db(), phone)));
    const answers = await Promise.all(
      phones.map((phone, i) =>
        call('POST', '/api/user', null, {
          ...multipart({
            userType: 'GENERAL',
            // The same id, in any letter case: ids are unique case-insensitively.
            id: i % 3 === 0 ? 'SameRacer1' : 'sameracer1',
            password: 'safe2home!',
            passwordConfirm: 'safe2home!',
            name: '경쟁자',
            phone,
            verificationId: verifications[i] as string,
            ...AGREED,
          }),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((r) => r.status === 409)) {
      expect(a.body).toMatchObject({ code: -1301, message: '이미 사용 중인 아이디입니다.' });
    }
    expect(
      await countOf(db(), sql`select count(*)::int as n from users where lower(login_id) = 'sameracer1'`),
    ).toBe(1);
    // Only the winner spent its verification; the losers' stay unspent (their transactions rolled back).
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sms_verifications
            where verification_id = any(${sql.param(verifications)}::uuid[]) and consumed_at is not null`,
      ),
    ).toBe(1);
    figures.signUps = { requests: N, successes: 1, refused409: N - 1, duplicates: 0 };
  });
});

describeRace(`${N} status changes at once`, () => {
  it('opposite changes of one listing alternate; 200 거래완료 of one listing finish it once', async () => {
    const broker = await callerOf(db(), 'broker04');
    const [flip, done] = await db()
      .insert(sales)
      .values([
        yeoksamSale(broker.userNo, '동시 상태 변경 1'),
        yeoksamSale(broker.userNo, '동시 상태 변경 2'),
      ])
      .returning({ saleNo: sales.saleNo });
    if (!flip || !done) throw new Error('no listings');
    const change = (saleNo: number, status: string) =>
      call<{ updated: { saleNo: number; status: string }[] }>(
        'GET',
        `/api/sale/update/status?saleNo=${saleNo}&status=${status}`,
        broker,
      );

    const flips = await Promise.all(
      Array.from({ length: N }, (_, i) => change(flip.saleNo, i % 2 === 0 ? 'STOP' : 'ACTIVE')),
    );
    const tally = statuses(flips);
    expect((tally[200] ?? 0) + (tally[409] ?? 0)).toBe(N);
    const [final] = await rowsOf<{ status: string }>(
      db(),
      sql`select status from sales where sale_no = ${flip.saleNo}`,
    );
    const changed = flips.filter((a) => a.status === 200).map((a) => a.body.entity.updated[0]?.status);
    const stops = changed.filter((s) => s === 'STOP').length;
    const actives = changed.filter((s) => s === 'ACTIVE').length;
    // Every success moved the listing from the other state: they alternate, starting from ACTIVE.
    expect(stops - actives).toBe(final?.status === 'STOP' ? 1 : 0);

    const finishes = await Promise.all(Array.from({ length: N }, () => change(done.saleNo, 'DONE')));
    expect(statuses(finishes)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sales where sale_no = ${done.saleNo} and status = 'DONE'`,
      ),
    ).toBe(1);
    await expectCubesMatchARecount(db());
    figures.statusChanges = {
      requests: 2 * N,
      successes: (tally[200] ?? 0) + 1,
      refused409: (tally[409] ?? 0) + N - 1,
      cubeMismatches: 0,
    };
  });
});
