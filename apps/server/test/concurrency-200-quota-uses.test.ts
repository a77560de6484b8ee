import { QUOTA_MESSAGES, SALE_SAVE_MESSAGES } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import {
  callerOf,
  countOf,
  expectCubesMatchARecount,
  ledgerMismatches,
  rowsOf,
  statuses,
} from './concurrency-fixture.ts';
import { multipart } from './multipart.ts';
import { setUnits } from './quota-fixture.ts';
import { completeForm, photo } from './sale-form-fixture.ts';

/*
 * Quota uses: listing registrations on advertising units and 안심방 marks, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures } = raceServer('quota uses');

describeRace(`${N} quota uses at once`, () => {
  it(
    '200 registrations with 50 advertising units: exactly 50 go public, 150 are kept, none below zero',
    RACE,
    async () => {
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
    },
  );

  it(
    '200 안전방 marks with 50 units on 200 listings: 50 marked, 150 × 409, and one listing marked once',
    RACE,
    async () => {
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
    },
  );
});
