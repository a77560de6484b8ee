import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exited } from './child-server.ts';
import { countOf, ledgerMismatches, makeCallers, rowsOf } from './concurrency-fixture.ts';
import { crashHarness, delays, describeCrash, type Server } from './crash-writes-harness.ts';
import { setUnits } from './quota-fixture.ts';

/*
 * 안심방 marks and lawyer requests, each spending a unit, killed with SIGKILL midway: afterwards every unit
 * is either spent with its mark or request, once, or still in the balance. Shared: crash-writes-harness.ts.
 */

const { db, figures, startServer, killWhileLocked, killMidway, listingsOf } = crashHarness('quota-uses');

describeCrash('quota uses across kill -9', () => {
  it('leave every unit either spent with its mark or request, or still in the balance', {
    timeout: 600_000,
  }, async () => {
    const d = db();
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashq', 8);
    if (!broker) throw new Error('no broker');
    const UNITS = 40;
    await setUnits(d, broker.userNo, 'BARO', { granted: UNITS });
    await setUnits(d, broker.userNo, 'LAWYER', { granted: UNITS });
    const saleNos = await listingsOf(broker.userNo, 63, '크래시 마크');
    let server = await startServer();
    const baro = (s: Server, saleNo: number) =>
      s.call('PATCH', `/api/sale/update/baro/${broker.userNo}`, broker, { saleNo });
    const lawyer = (s: Server, saleNo: number) =>
      s.call('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, { saleNo });

    // 1. Three requests inside their transactions: the unit taken and its ledger row written, the request not.
    await killWhileLocked(server, 'lawyer_requests', 3, () =>
      saleNos.slice(0, 3).map((s) => lawyer(server, s)),
    );
    let kills = 1;
    let inFlightAtKills = 3;

    // 2. Rounds of 10 marks and 10 requests on other listings, killed after a few were answered.
    const next = delays(23);
    const acknowledged = { baro: [] as number[], lawyer: [] as number[] };
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const mine = saleNos.slice(3 + round * 20, 3 + (round + 1) * 20);
      inFlightAtKills += await killMidway(
        server,
        () =>
          mine.map((saleNo, i) =>
            (i % 2 === 0 ? baro : lawyer)(server, saleNo).then((a) => {
              if (a.status === 200) (i % 2 === 0 ? acknowledged.baro : acknowledged.lawyer).push(saleNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 300 },
      );
      kills += 1;
    }

    const marked = await rowsOf<{ saleNo: number; uses: number; isBaro: boolean }>(
      d,
      sql`select s.sale_no as "saleNo", s.is_baro as "isBaro",
                 (select count(*)::int from quota_ledger l where l.sale_no = s.sale_no and l.kind = 'BARO') as uses
          from sales s where s.user_no = ${broker.userNo}`,
    );
    // A mark exists exactly when its unit was spent, once.
    const badMarks = marked.filter((m) => m.uses !== (m.isBaro ? 1 : 0));
    expect(badMarks).toEqual([]);
    for (const saleNo of acknowledged.baro)
      expect(marked.find((m) => m.saleNo === saleNo)?.isBaro).toBe(true);
    const requested = await rowsOf<{
      saleNo: number;
      uses: number;
      requests: number;
      isConfirm: string | null;
    }>(
      d,
      sql`select s.sale_no as "saleNo", s.is_confirm as "isConfirm",
                 (select count(*)::int from quota_ledger l where l.sale_no = s.sale_no and l.kind = 'LAWYER') as uses,
                 (select count(*)::int from lawyer_requests r where r.sale_no = s.sale_no) as requests
          from sales s where s.user_no = ${broker.userNo}`,
    );
    // A request exists exactly when its unit was spent, once, and the listing says it waits.
    const badRequests = requested.filter(
      (r) => r.uses !== r.requests || r.requests > 1 || (r.requests === 1) !== (r.isConfirm === 'WAIT'),
    );
    expect(badRequests).toEqual([]);
    for (const saleNo of acknowledged.lawyer)
      expect(requested.find((r) => r.saleNo === saleNo)?.requests).toBe(1);
    const spent = {
      baro: marked.filter((m) => m.isBaro).length,
      lawyer: requested.filter((r) => r.requests === 1).length,
    };
    const balance = (kind: string) =>
      countOf(
        d,
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = ${kind}`,
      );
    expect(await balance('BARO')).toBe(UNITS - spent.baro);
    expect(await balance('LAWYER')).toBe(UNITS - spent.lawyer);
    expect(await ledgerMismatches(d)).toEqual([]);

    // The first three listings, whose requests died with the process, can be asked for again, once.
    server = await startServer();
    const again = await Promise.all(
      saleNos.slice(0, 3).flatMap((s) => [lawyer(server, s), lawyer(server, s)]),
    );
    expect(again.filter((a) => a.status === 200)).toHaveLength(3);
    expect(await balance('LAWYER')).toBe(UNITS - spent.lawyer - 3);
    expect(await ledgerMismatches(d)).toEqual([]);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.quotaUses = {
      kills,
      inFlightAtKills,
      baroSpent: spent.baro,
      lawyerSpent: spent.lawyer,
      acknowledged: acknowledged.baro.length + acknowledged.lawyer.length,
      ledgerLostOrDoubled: badMarks.length + badRequests.length,
      negativeBalances: 0,
    };
  });
});
