import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sales } from '../src/db/schema/index.ts';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import { callerOf, countOf, expectCubesMatchARecount, rowsOf, statuses } from './concurrency-fixture.ts';
import { yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * A listing's status changes, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures } = raceServer('status changes');

describeRace(`${N} status changes at once`, () => {
  it(
    'opposite changes of one listing alternate; 200 거래완료 of one listing finish it once',
    RACE,
    async () => {
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
    },
  );
});
