import type { SmsPurpose } from '@ansim/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifyPhone as verifyPhoneAs } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-test-files-${process.pid}` } });
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(1);
const verifyPhone = (phone: string, purpose: SmsPurpose = 'SIGN_UP') =>
  verifyPhoneAs(ctx.app, ctx.handle.db, phone, { purpose, from });

const agreed = AGREED;

describe('recovery, profile and withdrawal', () => {
  it('finds the id and resets the password behind SMS verification, ending every session', async () => {
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const oldAuth = { authorization: old.headers.authorization as string };

    const findVerification = await verifyPhone('01012345678', 'FIND_ID');
    const found = await ctx.app.inject({
      method: 'POST',
      url: '/api/find/id',
      payload: { name: '김안심', phone: '01012345678', verificationId: findVerification },
      remoteAddress: from(),
    });
    expect(found.json()).toMatchObject({ code: 1, entity: [{ id: 'user01', userType: 'GENERAL' }] });

    const wrongName = await verifyPhone('01012345678', 'FIND_ID').catch(() => null);
    expect(wrongName).toBeNull(); // cool-down: one code a minute

    const pwVerification = await verifyPhone('01012345678', 'FIND_PASSWORD');
    const start = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/find/password/user01',
      payload: { phone: '01012345678', verificationId: pwVerification },
      remoteAddress: from(),
    });
    const { resetTicket } = start.json<{ entity: { resetTicket: string } }>().entity;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      payload: { resetTicket, password: 'newpass2go!', passwordConfirm: 'newpass2go!' },
      remoteAddress: from(),
    });
    expect(change.json<{ code: number }>().code).toBe(1);

    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      payload: { resetTicket, password: 'other2go!x', passwordConfirm: 'other2go!x' },
      remoteAddress: from(),
    });
    expect(replay.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: oldAuth })).statusCode).toBe(
      401,
    );
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'newpass2go!' },
      remoteAddress: from(),
    });
    expect(fresh.json<{ code: number }>().code).toBe(1);
  });

  it('edits the profile, toggles marketing, and refuses another user’s number', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'lawyer01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const { userNo } = login.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: login.headers.authorization as string };
    const modified = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers,
      payload: { userNo, name: '이안심', email: 'lee@example.com' },
    });
    expect(modified.json()).toMatchObject({ code: 1, entity: { name: '이안심', email: 'lee@example.com' } });
    const toggled = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/toggle?userNo=${userNo}&isMarketing=true`,
      headers,
    });
    expect(toggled.json()).toMatchObject({ entity: { isMarketing: true } });
    const alarm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/alarm/${userNo}`,
      headers,
      payload: { isSaleAlarm: false },
    });
    expect(alarm.json()).toMatchObject({ entity: { isSaleAlarm: false, isPushAlarm: true } });
    const other = await ctx.app.inject({ method: 'PATCH', url: `/api/user/detail/${userNo - 1}`, headers });
    expect(other.statusCode).toBe(403);
    const phoneWithoutProof = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers,
      payload: { userNo, phone: '01099998888' },
    });
    expect(phoneWithoutProof.statusCode).toBe(400);
  });

  it('withdraws: password confirmed, every session ends, the id no longer signs in', async () => {
    const verificationId = await verifyPhone('01066660007');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...multipart({
        userType: 'GENERAL',
        id: 'leaving01',
        password: 'bye2you!x',
        passwordConfirm: 'bye2you!x',
        name: '떠남',
        phone: '01066660007',
        verificationId,
        ...agreed,
      }),
      remoteAddress: from(),
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'leaving01', password: 'bye2you!x' },
      remoteAddress: from(),
    });
    const { userNo } = login.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: login.headers.authorization as string };
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers,
      payload: { password: 'bye2you!x' },
    });
    expect(done.json()).toMatchObject({ code: 1, message: '회원 탈퇴가 완료되었습니다.' });
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers })).json<{
        code: number;
      }>().code,
    ).toBe(-1107);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'leaving01', password: 'bye2you!x' },
      remoteAddress: from(),
    });
    expect(again.json<{ code: number }>().code).toBe(-1107);
  });
});
