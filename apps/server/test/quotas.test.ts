import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SALE_SAVE_MESSAGES } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaBalances, quotaLedger, sales } from '../src/db/schema/index.ts';
import { DEMO_AD_UNITS } from '../src/db/seed/index.ts';
import { quotas } from '../src/modules/quotas/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Caller, completeForm, photo, sendSale, signIn, uploadId } from './sale-form-fixture.ts';

/*
 * The advertising-unit ledger (DESIGN.md "Ledger", P8 item 7): demo brokers start with units, a published
 * listing uses one, concurrent uses of the last units give exactly as many successes as units, and a
 * listing with no unit left is kept as a temporary save with the message of the spec.
 */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-quotas-'));
let ctx: TestContext;
let broker: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  broker = await signIn(ctx.app, 'broker05');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const balanceOf = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(and(eq(quotaBalances.userNo, userNo), eq(quotaBalances.kind, 'AD')))
  )[0]?.balance;

const usesOf = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, userNo), eq(quotaLedger.entry, 'USE')))
  )[0]?.n ?? 0;

describe('advertising units', () => {
  it('every demo broker starts with its grant, written in the ledger once', async () => {
    expect(await balanceOf(broker.userNo)).toBe(DEMO_AD_UNITS);
    const grants = await ctx.handle.db
      .select()
      .from(quotaLedger)
      .where(
        and(
          eq(quotaLedger.userNo, broker.userNo),
          eq(quotaLedger.kind, 'AD'),
          eq(quotaLedger.entry, 'GRANT'),
        ),
      );
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'AD', amount: DEMO_AD_UNITS, reason: 'DEMO' });
    // Granting once again (a second seed run) changes nothing.
    await ctx.handle.db.transaction(async (tx) => {
      expect(await quotas.grantOnce(tx, broker.userNo, 'AD', DEMO_AD_UNITS, 'DEMO')).toBe(false);
    });
    expect(await balanceOf(broker.userNo)).toBe(DEMO_AD_UNITS);
  });

  it('the balance never goes below zero, whatever writes it', async () => {
    await expect(
      ctx.handle.db.update(quotaBalances).set({ balance: -1 }).where(eq(quotaBalances.userNo, broker.userNo)),
    ).rejects.toThrow();
  });

  it('50 concurrent registrations with 3 units left: exactly 3 go public, the rest are kept as STORAGE', async () => {
    const uses = await usesOf(broker.userNo);
    const units = (await balanceOf(broker.userNo)) ?? 0;
    // Spend down to 3 through the ledger, as purchases and uses would.
    await ctx.handle.db.transaction(async (tx) => {
      for (let i = 0; i < units - 3; i++) await quotas.useUnit(tx, broker.userNo, 'AD', 'TEST', null);
    });
    expect(await balanceOf(broker.userNo)).toBe(3);
    const usedBefore = await usesOf(broker.userNo);
    expect(usedBefore).toBe(uses + units - 3);

    const picture = await photo(7);
    const mains: string[] = [];
    for (let i = 0; i < 50; i++) mains.push(await uploadId(ctx.app, broker, 'saleImage', picture));
    const forms = mains.map((main) => ({
      ...completeForm({ main, sub: [], registerCopy: '', buildingRegister: '' }),
      saleRegisterCopyFile: null,
      saleBuildingRegisterFile: null,
    }));
    const answers = await Promise.all(forms.map((form) => sendSale(ctx.app, broker, form)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const active = answers.filter((a) => a.body.entity?.status === 'ACTIVE');
    const stored = answers.filter((a) => a.body.entity?.status === 'STORAGE');
    expect(active).toHaveLength(3);
    expect(stored).toHaveLength(47);
    for (const a of stored) {
      expect(a.body.entity).toMatchObject({ quotaExhausted: true, remainingAdUnits: 0 });
      expect(a.body.message).toBe(SALE_SAVE_MESSAGES.quotaExhausted);
    }
    expect(await balanceOf(broker.userNo)).toBe(0);
    expect(await usesOf(broker.userNo)).toBe(usedBefore + 3);
    // The ledger names the listings that used the units, and they are the public ones.
    const ledger = await ctx.handle.db
      .select({ saleNo: quotaLedger.saleNo })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.userNo, broker.userNo), eq(quotaLedger.reason, 'SALE_REGISTER')));
    expect(ledger.map((l) => l.saleNo).sort()).toEqual(active.map((a) => a.body.entity?.saleNo).sort());
    const rows = await ctx.handle.db
      .select({ status: sales.status, n: sql<number>`count(*)::int` })
      .from(sales)
      .where(eq(sales.userNo, broker.userNo))
      .groupBy(sales.status);
    expect(rows.find((r) => r.status === 'STORAGE')?.n).toBe(47);

    // A grant lets a kept listing go public by completing it.
    await ctx.handle.db.transaction((tx) => quotas.grant(tx, broker.userNo, 'AD', 1, 'PURCHASE'));
    const kept = stored[0]?.body.entity?.saleNo ?? 0;
    const main = await uploadId(ctx.app, broker, 'saleImage', picture);
    const done = await sendSale(ctx.app, broker, { ...forms[0], saleMainImageFile: main }, kept);
    expect(done.body.entity).toMatchObject({ status: 'ACTIVE', quotaExhausted: false, remainingAdUnits: 0 });
  });
});
