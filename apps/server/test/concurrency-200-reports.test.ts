import { VOICE_MESSAGES } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { VOICE_LIMIT_MESSAGES } from '../src/modules/voices/routes.ts';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import { type Caller, countOf, makeCallers, rowsOf, statuses } from './concurrency-fixture.ts';

/*
 * Reports, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures, publicListing } = raceServer('reports');

describeRace(`${N} reports at once`, () => {
  it('of 200 users make 200 reports; 200 of one user make one and 199 × 409', RACE, async () => {
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
