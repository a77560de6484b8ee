import { LAWYER_MESSAGES, QUOTA_MESSAGES } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sales } from '../src/db/schema/index.ts';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import { callerOf, countOf, ledgerMismatches, makeCallers, rowsOf, statuses } from './concurrency-fixture.ts';
import { setUnits } from './quota-fixture.ts';

/*
 * Lawyer certification requests and the lawyers' decisions on them, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures } = raceServer('lawyer decisions');

describeRace(`${N} lawyer decisions at once`, () => {
  it('on 50 requests, four each from two lawyers: 50 win, 150 × 409, every effect once', RACE, async () => {
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
