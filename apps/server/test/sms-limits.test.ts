import { randomUUID } from 'node:crypto';
import { SMS_PURPOSES, SMS_RULES } from '@ansim/domain/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, smsVerifications } from '../src/db/schema/index.ts';
import { sha256 } from '../src/platform/tokens/access-token.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addressSource, lastCodeSent } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// The HTTP limiter counts per client address; every request comes from its own address so that only
// the database rule under test can refuse it.
const from = addressSource(9);
const lastCode = (phone: string) => lastCodeSent(ctx.handle.db, phone);

const send = (phone: string, purpose: string = 'SIGN_UP') =>
  ctx.app
    .inject({ method: 'POST', url: '/api/auth/send', payload: { phone, purpose }, remoteAddress: from() })
    .then((r) => r.json<{ code: number }>().code);

const match = (phone: string, code: string) =>
  ctx.app
    .inject({
      method: 'GET',
      url: `/api/auth/match?phone=${phone}&purpose=SIGN_UP&code=${code}`,
      remoteAddress: from(),
    })
    .then((r) => r.json<{ code: number }>().code);

const tally = (codes: number[]) => {
  const t = new Map<number, number>();
  for (const c of codes) t.set(c, (t.get(c) ?? 0) + 1);
  return (c: number) => t.get(c) ?? 0;
};

async function latestRow(phone: string) {
  const [row] = await ctx.handle.db
    .select()
    .from(smsVerifications)
    .where(eq(smsVerifications.phone, phone))
    .orderBy(desc(smsVerifications.createdAt))
    .limit(1);
  if (!row) throw new Error(`no verification for ${phone}`);
  return row;
}

const OK = 1;
const COOLDOWN = -1201;
const MISMATCH = -1203;
const TOO_MANY = -1204;
const DAILY_LIMIT = -1206;

describe('SMS send limits under parallel requests', () => {
  it('sends one code when 30 sends to one phone race within the resend wait', async () => {
    const phone = '01077770001';
    const codes = await Promise.all(Array.from({ length: 30 }, () => send(phone)));
    const n = tally(codes);
    expect(n(OK)).toBe(1);
    expect(n(COOLDOWN)).toBe(29);
    const rows = await ctx.handle.db.select().from(smsVerifications).where(eq(smsVerifications.phone, phone));
    expect(rows).toHaveLength(1);
    const messages = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));
    expect(messages).toHaveLength(1);
  });

  it('never lets racing sends pass the daily limit of a phone', async () => {
    const phone = '01077770002';
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    // Past the resend wait but inside the day: one code short of the daily limit.
    await ctx.handle.db.insert(smsVerifications).values(
      Array.from({ length: SMS_RULES.dailyLimitPerPhone - 1 }, (_, i) => ({
        verificationId: randomUUID(),
        phone,
        purpose: SMS_PURPOSES[i % SMS_PURPOSES.length] ?? 'SIGN_UP',
        codeHash: sha256(`${phone}:000000`),
        createdAt: new Date(twoHoursAgo.getTime() + i * 1000),
        expiresAt: new Date(twoHoursAgo.getTime() + i * 1000 + SMS_RULES.ttlSeconds * 1000),
      })),
    );
    // Every purpose at once, so that the resend wait of one purpose cannot hide the daily limit.
    const codes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(phone, SMS_PURPOSES[i % SMS_PURPOSES.length])),
    );
    const n = tally(codes);
    expect(n(OK)).toBe(1);
    expect(n(OK) + n(COOLDOWN) + n(DAILY_LIMIT)).toBe(30);
    const today = await ctx.handle.db
      .select()
      .from(smsVerifications)
      .where(
        and(
          eq(smsVerifications.phone, phone),
          gt(smsVerifications.createdAt, new Date(Date.now() - 86_400_000)),
        ),
      );
    expect(today).toHaveLength(SMS_RULES.dailyLimitPerPhone);
    // A purpose other than the one just sent is past its resend wait: only the daily limit can refuse it.
    const sentPurpose = SMS_PURPOSES[codes.indexOf(OK) % SMS_PURPOSES.length];
    expect(await send(phone, sentPurpose === 'FIND_ID' ? 'SIGN_UP' : 'FIND_ID')).toBe(DAILY_LIMIT);
  });
});

describe('SMS wrong-code limit under parallel requests', () => {
  it('compares at most five of 29 racing wrong codes and then spends the code', async () => {
    const phone = '01077770003';
    expect(await send(phone)).toBe(OK);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = await Promise.all(Array.from({ length: 29 }, () => match(phone, wrong)));
    const n = tally(codes);
    // Four wrong tries say "wrong"; the fifth and every later one say the code is spent.
    expect(n(MISMATCH)).toBe(SMS_RULES.maxAttempts - 1);
    expect(n(TOO_MANY)).toBe(29 - (SMS_RULES.maxAttempts - 1));
    expect((await latestRow(phone)).attempts).toBe(SMS_RULES.maxAttempts);
    expect(await match(phone, code)).toBe(TOO_MANY);
    const row = await latestRow(phone);
    expect(row.verifiedAt).toBeNull();
    expect(row.attempts).toBe(SMS_RULES.maxAttempts);
  });

  it('lets a correct code racing 28 wrong ones verify only when it is among the first five tries', async () => {
    const phone = '01077770004';
    expect(await send(phone)).toBe(OK);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = Array.from({ length: 29 }, (_, i) => (i === 14 ? code : wrong));
    const codes = await Promise.all(guesses.map((g) => match(phone, g)));
    const n = tally(codes);
    const correct = codes[14];
    // Every compared try counts, the correct one included: no more than five were compared.
    expect(n(OK)).toBeLessThanOrEqual(1);
    expect(n(OK) + n(MISMATCH)).toBeLessThanOrEqual(SMS_RULES.maxAttempts);
    const row = await latestRow(phone);
    expect(row.attempts).toBe(SMS_RULES.maxAttempts);
    if (correct === OK) {
      expect(row.verifiedAt).not.toBeNull();
    } else {
      // Refused because the limit was spent: the phone is not verified and the code stays spent.
      expect(correct).toBe(TOO_MANY);
      expect(row.verifiedAt).toBeNull();
    }
    expect(await match(phone, code)).toBe(TOO_MANY);
    expect((await latestRow(phone)).attempts).toBe(SMS_RULES.maxAttempts);
  });
});
