import { desc, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, sessions, smsMessages, trustedDevices, users } from '../src/db/schema/index.ts';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

let ctx: TestContext;
/** The same server behind a TLS-terminating proxy that it trusts (TRUST_PROXY=1). */
let proxied: TestContext;
beforeAll(async () => {
  [ctx, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { TRUST_PROXY: '1' } })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), proxied.close()]);
});

// Each call from its own address unless a test says otherwise, so per-address limits stay out of the way.
let addressSeq = 0;
const nextAddress = () => `10.7.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  path?: string;
}
const cookieOf = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);

const login = (id: string, password: string, deviceCookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password },
    remoteAddress: nextAddress(),
    ...(deviceCookie ? { cookies: { ansim_dt: deviceCookie } } : {}),
  });
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: number }>().code;

const PASSWORD = 'ansim2580!';

/** A fresh GENERAL account with the demo password, so that each test locks an id of its own. */
async function newAccount(loginId: string, phone: string): Promise<number> {
  const [demo] = await ctx.handle.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.loginId, 'user01'));
  const [row] = await ctx.handle.db
    .insert(users)
    .values({
      loginId,
      passwordHash: demo?.passwordHash ?? null,
      userType: 'GENERAL',
      status: 'ACTIVE',
      name: '김잠금',
      phone,
    })
    .returning({ userNo: users.userNo });
  if (!row) throw new Error('no account');
  return row.userNo;
}

const lockOut = async (id: string) => {
  for (let i = 0; i < 5; i++) expect((await login(id, `wrong-pass-${i}`)).statusCode).toBe(401);
  expect(codeOf(await login(id, PASSWORD))).toBe(-1102);
};

describe('sign-in lock-out', () => {
  it('counts exactly the limit of 40 parallel wrong passwords and refuses the rest as locked', async () => {
    await newAccount('racelock1', '01070000001');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('racelock1', `wrong-pass-${i}`)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === -1101)).toHaveLength(5);
    expect(codes.filter((c) => c === -1102)).toHaveLength(35);
    const [row] = await ctx.handle.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, 'login:racelock1'));
    expect(row?.failures).toBe(5);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('locks the right password of a stranger as well, in 30 parallel tries, and unknown ids alike', async () => {
    await newAccount('racelock2', '01070000002');
    await lockOut('racelock2');
    const right = await Promise.all(Array.from({ length: 30 }, () => login('RaceLock2', PASSWORD)));
    expect(right.every((r) => r.statusCode === 429 && codeOf(r) === -1102)).toBe(true);
    expect(right[0]?.json<{ message: string }>().message).toBe(
      '로그인 시도가 너무 많습니다. 10분 후 다시 시도하거나 비밀번호 찾기로 재설정해주세요.',
    );
    await lockOut('ghostlock9');
  });

  it('lets the owner in from a browser that signed in before, while the id stays locked for others', async () => {
    const userNo = await newAccount('ownerlock', '01070000003');
    const first = await login('ownerlock', PASSWORD);
    const device = cookieOf(first, 'ansim_dt');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/login' });
    const [trusted] = await ctx.handle.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userNo, userNo));
    // Only a hash is kept.
    expect(trusted?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(trusted?.tokenHash).not.toBe(device?.value);

    await lockOut('ownerlock');
    const owner = await login('ownerlock', PASSWORD, device?.value);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers.authorization).toMatch(/^Bearer /);
    expect(cookieOf(owner, 'ansim_dt')?.value).toBe(device?.value);
    // The lock still holds for everyone else, and a made-up cookie is nobody's browser.
    expect(codeOf(await login('ownerlock', PASSWORD))).toBe(-1102);
    expect(codeOf(await login('ownerlock', PASSWORD, 'x'.repeat(43)))).toBe(-1102);
  });

  it('trusts a browser for the accounts that signed in on it only', async () => {
    await newAccount('otherlock', '01070000004');
    const device = cookieOf(await login('user01', PASSWORD), 'ansim_dt')?.value;
    await lockOut('otherlock');
    expect(codeOf(await login('otherlock', PASSWORD, device))).toBe(-1102);
  });

  it('gives a trusted browser a limit of its own: exactly five of 30 parallel guesses', async () => {
    await newAccount('devlock01', '01070000005');
    const device = cookieOf(await login('devlock01', PASSWORD), 'ansim_dt')?.value;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('devlock01', `wrong-pass-${i}`, device)),
    );
    expect(guesses.map(codeOf).filter((c) => c === -1101)).toHaveLength(5);
    expect(codeOf(await login('devlock01', PASSWORD, device))).toBe(-1102);
    // The id itself was never counted: a first sign-in from another browser still works.
    expect(codeOf(await login('devlock01', PASSWORD))).toBe(1);
  });

  it('forgets failures after a correct password', async () => {
    await newAccount('resetcnt1', '01070000006');
    for (let i = 0; i < 4; i++) await login('resetcnt1', `wrong-pass-${i}`);
    expect(codeOf(await login('resetcnt1', PASSWORD))).toBe(1);
    for (let i = 0; i < 4; i++) expect(codeOf(await login('resetcnt1', `wrong-pass-${i}`))).toBe(-1101);
    expect(codeOf(await login('resetcnt1', PASSWORD))).toBe(1);
  });

  it('unlocks the id when its owner resets the password after an SMS check', async () => {
    await newAccount('smslock01', '01070000007');
    await lockOut('smslock01');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01070000007', purpose: 'FIND_PASSWORD' },
      remoteAddress: nextAddress(),
    });
    expect(codeOf(sent)).toBe(1);
    const [msg] = await ctx.handle.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, '01070000007'))
      .orderBy(desc(smsMessages.messageId))
      .limit(1);
    const code = /\[(\d{6})\]/.exec(msg?.body ?? '')?.[1];
    const matched = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/match?phone=01070000007&purpose=FIND_PASSWORD&code=${code}`,
      remoteAddress: nextAddress(),
    });
    const { verificationId } = matched.json<{ entity: { verificationId: string } }>().entity;
    const start = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/find/password/smslock01',
      payload: { phone: '01070000007', verificationId },
      remoteAddress: nextAddress(),
    });
    const { resetTicket } = start.json<{ entity: { resetTicket: string } }>().entity;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      payload: { resetTicket, password: 'newpass2go!', passwordConfirm: 'newpass2go!' },
      remoteAddress: nextAddress(),
    });
    expect(codeOf(change)).toBe(1);
    expect(codeOf(await login('smslock01', 'newpass2go!'))).toBe(1);
  });
});

describe('GET /api/user/duplication/check', () => {
  it('answers 30 look-ups a minute from one address, then a Korean 429', async () => {
    const check = (id: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/user/duplication/check?id=${id}`, remoteAddress });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => check(`probe${String(i).padStart(3, '0')}`, '10.8.0.1')),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const limited = await check('probe999', '10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: -429,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      entity: null,
    });
    expect((await check('probe999', '10.8.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ansim_rt: token },
      remoteAddress: nextAddress(),
    });
  const signIn = async () => {
    const res = await login('broker01', PASSWORD);
    const token = cookieOf(res, 'ansim_rt')?.value ?? '';
    return { token, sessionId: token.split('.')[0] ?? '' };
  };

  it('answers a second tab that presents the just-replaced token, without revoking or rotating', async () => {
    const { token: first } = await signIn();
    const tab1 = await refresh(first);
    expect(codeOf(tab1)).toBe(1);
    const second = cookieOf(tab1, 'ansim_rt')?.value ?? '';
    expect(second).not.toBe(first);

    const tab2 = await refresh(first);
    expect(tab2.statusCode).toBe(200);
    expect(tab2.headers.authorization).toMatch(/^Bearer /);
    // The jar keeps the token that the first tab received.
    expect(cookieOf(tab2, 'ansim_rt')).toBeUndefined();
    expect(codeOf(await refresh(first))).toBe(1);
    expect(codeOf(await refresh(second))).toBe(1);
  });

  it('rotates once for 30 parallel refreshes of one token and answers them all', async () => {
    const { token } = await signIn();
    const results = await Promise.all(Array.from({ length: 30 }, () => refresh(token)));
    expect(results.every((r) => r.statusCode === 200 && /^Bearer /.test(r.headers.authorization ?? ''))).toBe(
      true,
    );
    const rotated = results.flatMap((r) => r.cookies.filter((c) => c.name === 'ansim_rt'));
    expect(rotated).toHaveLength(1);
    expect(codeOf(await refresh(rotated[0]?.value ?? ''))).toBe(1);
  });

  it('ends the session when the replaced token comes back after the grace window', async () => {
    const { token: first, sessionId } = await signIn();
    const second = cookieOf(await refresh(first), 'ansim_rt')?.value ?? '';
    await ctx.handle.db
      .update(sessions)
      .set({ refreshedAt: sql`now() - interval '31 seconds'` })
      .where(eq(sessions.sessionId, sessionId));
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    const [row] = await ctx.handle.db.select().from(sessions).where(eq(sessions.sessionId, sessionId));
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe('access tokens', () => {
  const status = async (authorization: string) => {
    const res = await login('lawyer01', PASSWORD);
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const token = (res.headers.authorization as string).slice('Bearer '.length);
    return ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userNo}`,
      headers: { authorization: authorization.replace('$token', token) },
    });
  };

  it('takes the Bearer scheme in any letter case', async () => {
    expect((await status('bearer $token')).statusCode).toBe(200);
    expect((await status('BEARER  $token')).statusCode).toBe(200);
    expect((await status('Basic $token')).statusCode).toBe(401);
  });

  it('refuses a correctly signed token that never expires', async () => {
    const res = await login('lawyer01', PASSWORD);
    const auth = res.headers.authorization as string;
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const claims = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const forever = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userNo))
      .setIssuer('ansim')
      .setAudience('ansim-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res2 = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userNo}`,
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res2.statusCode).toBe(401);
  });
});

describe('https', () => {
  const signInThrough = (app: TestContext, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: PASSWORD },
      remoteAddress: nextAddress(),
      headers,
    });

  it('sends HSTS only when the request came over https', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Without TRUST_PROXY the header is anyone's to write, and proves nothing.
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the session cookies Secure when served over https behind a trusted proxy', async () => {
    const secure = await signInThrough(proxied, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(secure, 'ansim_rt')?.secure).toBe(true);
    expect(cookieOf(secure, 'ansim_dt')?.secure).toBe(true);
    const plain = await signInThrough(proxied, {});
    expect(cookieOf(plain, 'ansim_rt')?.secure).toBeFalsy();
  });
});

describe('PATCH /api/user/withdrwal/:userNo', () => {
  const adminHeaders = async () => {
    const res = await login('admin01', PASSWORD);
    return { authorization: res.headers.authorization as string };
  };

  it('takes no body at all: the body is optional', async () => {
    const userNo = await newAccount('leavenob1', '01070000011');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers: await adminHeaders(),
    });
    expect(res.json()).toMatchObject({ code: 1, message: '회원 탈퇴가 완료되었습니다.' });
  });

  it('takes an empty body labelled JSON', async () => {
    const userNo = await newAccount('leavenob2', '01070000012');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.json()).toMatchObject({ code: 1, message: '회원 탈퇴가 완료되었습니다.' });
  });

  it('still asks an id user withdrawing themselves for the password', async () => {
    await newAccount('leavenob3', '01070000013');
    const res = await login('leavenob3', PASSWORD);
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers: { authorization: res.headers.authorization as string },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('password: 비밀번호가 일치하지 않습니다.');
  });
});
