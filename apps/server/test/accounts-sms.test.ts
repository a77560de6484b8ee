import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addressSource, lastCodeSent } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(1);
const lastCode = (phone: string) => lastCodeSent(ctx.handle.db, phone);

describe('SMS verification', () => {
  it('sends a 6-digit code to the outbox, never in the response, and verifies it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '010-5555-0001' },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(await lastCode('01055550001'));
    const [msg] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, '01055550001'));
    expect(msg).toMatchObject({ driver: 'outbox', status: 'OUTBOX' });
    expect(msg?.body).toMatch(/^\[안심방\] 인증번호 \[\d{6}\]를 입력해주세요\. \(3분 이내\)$/);
  });

  it('refuses a resend within a minute', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550002' },
      remoteAddress: from(),
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550002' },
      remoteAddress: from(),
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: -1201,
      message: '인증번호는 1분 후에 다시 요청할 수 있습니다.',
    });
  });

  it('spends the code after five wrong tries', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550003' },
      remoteAddress: from(),
    });
    const code = await lastCode('01055550003');
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (c: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/auth/match?phone=01055550003&code=${c}`,
        remoteAddress: from(),
      });
    for (let i = 0; i < 4; i++) expect((await tryCode(wrong)).json<{ code: number }>().code).toBe(-1203);
    expect((await tryCode(wrong)).json<{ code: number }>().code).toBe(-1204);
    expect((await tryCode(code)).json<{ code: number }>().code).toBe(-1204);
  });

  it('refuses a phone that is not a mobile number', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '02-123-4567' },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('phone: 휴대폰 번호를 정확히 입력해주세요.');
  });
});
