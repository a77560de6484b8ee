import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// Each sign-in from its own address, so that the per-address rate limit does not mix into these cases.
let addressSeq = 0;
const nextAddress = () => `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
const login = (id: string, password: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password, ...extra },
    remoteAddress: nextAddress(),
  });

const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'ansim_rt')?.value ?? '';

describe('POST /api/login', () => {
  it('signs a demo user in: the user in the entity, the token in the Authorization header', async () => {
    const res = await login('broker01', 'ansim2580!', {
      device: { deviceType: 'WEB', os: 'Linux' },
      loginType: 'ID',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; entity: Record<string, unknown> }>();
    expect(body.code).toBe(1);
    expect(body.entity).toMatchObject({
      userType: 'BROKER',
      id: 'broker01',
      name: '박중개',
      isChangeInfo: false,
    });
    expect(body.entity.userNo).toEqual(expect.any(Number));
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = res.cookies.find((c) => c.name === 'ansim_rt');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/api/auth');
  });

  it('signs every demo role in with the documented password', async () => {
    for (const id of ['user01', 'broker01', 'lawyer01', 'admin01']) {
      expect((await login(id, 'ansim2580!')).json<{ code: number }>().code, id).toBe(1);
    }
  });

  it('answers an unknown id exactly like a wrong password', async () => {
    const wrong = await login('user01', 'wrong-password1');
    const unknown = await login('nobody99', 'wrong-password1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: -1101,
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      entity: null,
    });
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it('refuses a body without id with a Korean message naming the field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('id: 아이디를 입력해주세요.');
  });

  it('locks an id after five failures, even with the right password, and unknown ids alike', async () => {
    for (let i = 0; i < 5; i++) expect((await login('lawyer01', `bad-pass-${i}x`)).statusCode).toBe(401);
    const locked = await login('lawyer01', 'ansim2580!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ code: number }>().code).toBe(-1102);
    for (let i = 0; i < 5; i++) await login('ghost777', `bad-pass-${i}x`);
    expect((await login('ghost777', 'whatever1')).json<{ code: number }>().code).toBe(-1102);
  });

  it('refuses a pending broker until the operator approves', async () => {
    await ctx.handle.db.update(users).set({ status: 'PENDING' }).where(eq(users.loginId, 'user01'));
    const res = await login('user01', 'ansim2580!');
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: number }>().code).toBe(-1106);
    await ctx.handle.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.loginId, 'user01'));
  });
});

it('limits sign-in calls from one address to 20 a minute with a Korean 429', async () => {
  const from = (i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: `flood${i}x1`, password: 'whatever1' },
      remoteAddress: '10.9.9.9',
    });
  for (let i = 0; i < 20; i++) expect((await from(i)).statusCode).toBe(401);
  const limited = await from(20);
  expect(limited.statusCode).toBe(429);
  // A made-up X-Forwarded-For does not buy a fresh allowance: the server trusts no proxy by default.
  const spoofed = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: 'flood99x1', password: 'whatever1' },
    remoteAddress: '10.9.9.9',
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(spoofed.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({
    code: -429,
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  });
});

describe('sessions', () => {
  it('checks the status of the caller, and refuses another user’s number', async () => {
    const res = await login('user01', 'ansim2580!');
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: res.headers.authorization as string };
    const own = await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers });
    expect(own.json()).toMatchObject({ code: 1, entity: { userNo, status: 'ACTIVE' } });
    const other = await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo + 1}`, headers });
    expect(other.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops a suspended user’s token at once and tells them why', async () => {
    const res = await login('broker01', 'ansim2580!');
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: res.headers.authorization as string };
    await ctx.handle.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.userNo, userNo));
    const status = await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers });
    expect(status.json()).toMatchObject({ code: -1107 });
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(401);
    await ctx.handle.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userNo, userNo));
  });

  it('signs out: the access token stops working', async () => {
    const res = await login('admin01', 'ansim2580!');
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: res.headers.authorization as string };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers })).json()).toEqual({
      code: 1,
      message: '성공',
      entity: null,
    });
    const after = await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers });
    expect(after.statusCode).toBe(401);
  });

  it('rotates the refresh token and ends the session when an old one comes back after the grace window', async () => {
    const res = await login('user01', 'ansim2580!');
    const first = refreshCookie(res);
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ansim_rt: token } });

    const r1 = await refresh(first);
    expect(r1.json<{ code: number }>().code).toBe(1);
    expect(r1.headers.authorization).toMatch(/^Bearer /);
    const second = refreshCookie(r1);
    expect(second).not.toBe(first);

    // The first token again, later than a racing second tab could send it: stolen. The whole session ends,
    // the newest token included.
    await ctx.handle.db
      .update(sessions)
      .set({ refreshedAt: sql`now() - interval '31 seconds'` })
      .where(eq(sessions.sessionId, first.split('.')[0] ?? ''));
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    const { userNo } = r1.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: r1.headers.authorization as string };
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers })).statusCode,
    ).toBe(401);
  });

  it('ignores a forged token', async () => {
    const headers = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(401);
  });
});
