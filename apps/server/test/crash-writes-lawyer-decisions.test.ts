import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exited } from './child-server.ts';
import { countOf, ledgerMismatches, makeCallers, rowsOf } from './concurrency-fixture.ts';
import { crashHarness, delays, describeCrash, type Server } from './crash-writes-harness.ts';
import { setUnits } from './quota-fixture.ts';

/*
 * Lawyers' decisions killed with SIGKILL midway: afterwards each request is decided entirely (flags,
 * comment, settlement line, notification, refund of a rejection) or still open, and the restarted server
 * decides what was left open, each once. Shared: crash-writes-harness.ts.
 */

const { db, figures, startServer, killWhileLocked, killMidway, listingsOf } =
  crashHarness('lawyer-decisions');

describeCrash('lawyer decisions across kill -9', () => {
  it('leave each request fully decided (flags, comment, settlement, notification, refund) or open', {
    timeout: 600_000,
  }, async () => {
    const d = db();
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashlb', 6);
    const [lawyerCaller] = await makeCallers(d, 1, 'LAWYER', 'crashlw', 5);
    if (!broker || !lawyerCaller) throw new Error('no callers');
    const REQUESTS = 33;
    await setUnits(d, broker.userNo, 'LAWYER', { granted: REQUESTS });
    const saleNos = await listingsOf(broker.userNo, REQUESTS, '크래시 인증');
    let server = await startServer();
    for (const saleNo of saleNos) {
      const asked = await server.call('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, {
        saleNo,
      });
      expect(asked.status).toBe(200);
    }
    const requests = await rowsOf<{ requestNo: number; saleNo: number }>(
      d,
      sql`select request_no as "requestNo", sale_no as "saleNo" from lawyer_requests
          where user_no = ${broker.userNo} order by request_no`,
    );
    expect(requests).toHaveLength(REQUESTS);
    const decide = (s: Server, r: { requestNo: number; saleNo: number }, i: number) =>
      s.call('POST', '/api/lawyer/sale/status', lawyerCaller, {
        requestNo: r.requestNo,
        saleNo: r.saleNo,
        isConfirm: i % 3 === 0 ? 'REJECT' : 'CONFIRM',
        lawyerComment: `크래시 중 판정 ${i}`,
      });

    // 1. Three decisions inside their transactions: request closed, listing flagged, comment written; the
    //    settlement line and the notification not yet.
    await killWhileLocked(server, 'lawyer_calculates', 3, () =>
      requests.slice(0, 3).map((r, i) => decide(server, r, i)),
    );
    let kills = 1;
    let inFlightAtKills = 3;

    // 2. Rounds of 10 decisions, killed after a few were answered.
    const next = delays(29);
    const acknowledged: number[] = [];
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const mine = requests.slice(3 + round * 10, 3 + (round + 1) * 10);
      inFlightAtKills += await killMidway(
        server,
        () =>
          mine.map((r, i) =>
            decide(server, r, round * 10 + i).then((a) => {
              if (a.status === 200) acknowledged.push(r.requestNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 300 },
      );
      kills += 1;
    }

    const state = () =>
      rowsOf<{
        requestNo: number;
        state: string;
        isConfirm: string | null;
        lines: number;
        decisions: number;
        notices: number;
      }>(
        d,
        sql`select r.request_no as "requestNo", r.state, s.is_confirm as "isConfirm",
              (select count(*)::int from lawyer_calculates c where c.request_no = r.request_no) as lines,
              (select count(*)::int from lawyer_comments m where m.request_no = r.request_no
                 and m.decision is not null) as decisions,
              (select count(*)::int from notifications n where n.user_no = r.user_no and n.kind = 'LAWYER_DECIDED'
                 and n.link = '/salesManagement/salesDetail/' || r.sale_no) as notices
            from lawyer_requests r join sales s on s.sale_no = r.sale_no
            where r.user_no = ${broker.userNo} order by r.request_no`,
      );
    /** A request decided entirely, or not at all. */
    const halfDone = (rows: Awaited<ReturnType<typeof state>>) =>
      rows.filter((r) => {
        const decided = r.state === 'DONE';
        const effects = [r.lines, r.decisions, r.notices];
        return decided
          ? effects.some((n) => n !== 1) || !['CONFIRM', 'REJECT'].includes(r.isConfirm ?? '')
          : effects.some((n) => n !== 0) || r.isConfirm !== 'WAIT';
      });
    const refunds = () =>
      countOf(
        d,
        sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo}
            and kind = 'LAWYER' and reason = 'LAWYER_REJECTED'`,
      );
    let rows = await state();
    const partial = halfDone(rows);
    expect(partial).toEqual([]);
    for (const requestNo of acknowledged)
      expect(rows.find((r) => r.requestNo === requestNo)?.state).toBe('DONE');
    const decidedAfterCrashes = rows.filter((r) => r.state === 'DONE').length;
    expect(await refunds()).toBe(rows.filter((r) => r.isConfirm === 'REJECT').length);
    expect(await ledgerMismatches(d)).toEqual([]);

    // The restarted server decides what the crashes left open, each once.
    server = await startServer();
    const open = requests.filter((r) => rows.find((x) => x.requestNo === r.requestNo)?.state !== 'DONE');
    const answers = await Promise.all(
      open.flatMap((r, i) => [decide(server, r, i), decide(server, r, i + 1)]),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(open.length);
    rows = await state();
    expect(halfDone(rows)).toEqual([]);
    expect(rows.every((r) => r.state === 'DONE')).toBe(true);
    expect(await refunds()).toBe(rows.filter((r) => r.isConfirm === 'REJECT').length);
    expect(await ledgerMismatches(d)).toEqual([]);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.lawyerDecisions = {
      kills,
      inFlightAtKills,
      decidedBeforeRestart: decidedAfterCrashes,
      acknowledged: acknowledged.length,
      halfApplied: partial.length,
      ledgerLostOrDoubled: 0,
    };
  });
});
