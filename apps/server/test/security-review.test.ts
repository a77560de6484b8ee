import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, inArray, like } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  authThrottle,
  notifications,
  sessions,
  smsMessages,
  smsVerifications,
  socialTickets,
  users,
} from '../src/db/schema/index.ts';
import { purgeSignInRecords } from '../src/modules/auth/retention.ts';
import type { SmsSender } from '../src/platform/sms/sender.ts';
import { requestForLog, urlForLog } from '../src/plugins/log-redaction.ts';
import { createTestApp, openTestDb, TEST_JWT_SECRET, type TestContext } from './helpers.ts';
import { addressSource } from './sms-codes.ts';

/*
 * The fixes of the ASVS review (docs/security.md), each with the behaviour it guards and its opposite:
 * no cache keeps an answer about a person, the session cookies carry their flags, no other origin may call,
 * a repeated query parameter is bad input, a provider-sent SMS code is not kept in clear, a password change
 * is announced to the owner, production needs a real JWT secret, logs never hold a URL's secret, and what
 * signing in leaves behind is deleted after its retention.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(61);
const PASSWORD = 'ansim2580!';

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  domain?: string;
}

async function signIn(id: string, password = PASSWORD) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password },
    remoteAddress: from(),
  });
  expect(res.statusCode).toBe(200);
  const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
  return { res, userNo, authorization: String(res.headers.authorization) };
}

describe('caching of answers about a person (ASVS 8.1.1, 8.2.1)', () => {
  it('forbids every cache to keep a signed-in answer, and the sign-in answer that carries the token', async () => {
    const { res: login, userNo, authorization } = await signIn('user01');
    expect(login.headers['cache-control']).toBe('private, no-store');
    const files = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/files/${userNo}`,
      headers: { authorization },
    });
    expect(files.statusCode).toBe(200);
    expect(files.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a visitor’s answers alone, and a route’s own policy wins even for a signed-in caller', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(visitor.headers['cache-control']).toBeUndefined();
    const { authorization } = await signIn('broker01');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { authorization } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).not.toContain('no-store');
  });
});

describe('session cookies (ASVS 3.4.2, 3.4.3, 3.4.5)', () => {
  it('are HttpOnly, SameSite=Lax, host-only, on the narrowest path that reads them', async () => {
    const { res } = await signIn('user01');
    const cookies = res.cookies as Cookie[];
    const refresh = cookies.find((c) => c.name === 'ansim_rt');
    const device = cookies.find((c) => c.name === 'ansim_dt');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect(refresh?.domain).toBeUndefined();
    expect(device?.domain).toBeUndefined();
  });

  it('are never sent for a wrong password: no session exists before authentication (ASVS 3.2.1)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'wrong-password-1' },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers.authorization).toBeUndefined();
    expect((res.cookies as Cookie[]).map((c) => c.name)).not.toContain('ansim_rt');
  });
});

describe('other origins (ASVS 4.2.2, 13.2.3)', () => {
  it('get no CORS grant: a preflight from another site is not answered with an allow-origin', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/refresh',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: 'https://evil.example' },
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.statusCode).toBe(401);
  });
});

describe('a query parameter given twice (ASVS 5.1.1)', () => {
  it('is bad input with a Korean envelope, while the parameter given once is answered', async () => {
    const twice = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/duplication/check?id=freshid01&id=user01',
      remoteAddress: from(),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: -400, entity: expect.anything() });
    expect(twice.json<{ message: string }>().message).toMatch(/^id: /);
    const once = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/duplication/check?id=freshid01',
      remoteAddress: from(),
    });
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ code: 1, entity: { available: true } });
  });
});

describe('a body of a content type the route does not take (ASVS 13.1.5, 13.2.5)', () => {
  const payload = JSON.stringify({ id: 'user01', password: 'wrong-password-2' });
  const postAs = (contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: from(),
    });

  it('is refused with 415 and a Korean envelope before the route runs; the same body as JSON is read', async () => {
    const xml = await postAs('application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      code: -400,
      message: '지원하지 않는 Content-Type 입니다.',
      entity: null,
    });
    // Plain text is read as a string, which no route's schema takes: refused as bad input.
    const plain = await postAs('text/plain');
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: -400 });
    expect((await postAs('application/json')).statusCode).toBe(401);
  });
});

describe('SMS codes sent by a provider (ASVS 2.7.5)', () => {
  const texts: string[] = [];
  const provider: SmsSender = {
    driver: 'solapi',
    send: async (_phone, body) => {
      texts.push(body);
      return { status: 'SENT', providerMessageId: `M${texts.length}` };
    },
  };
  let withProvider: Awaited<ReturnType<typeof buildApp>>;
  let test: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    test = await openTestDb();
    withProvider = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      jwtSecret: TEST_JWT_SECRET,
      db: test.handle.db,
      sms: provider,
    });
  });
  afterAll(async () => {
    await withProvider.close();
    await test.dispose();
  });

  it('are kept without the code once delivered, and the code still verifies against its hash', async () => {
    const phone = '01061000001';
    const sent = await withProvider.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone },
      remoteAddress: from(),
    });
    expect(sent.statusCode).toBe(200);
    const code = /\[(\d{6})\]/.exec(texts.at(-1) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await test.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));
    expect(stored).toMatchObject({ driver: 'solapi', status: 'SENT' });
    expect(stored?.body).not.toContain(String(code));
    expect(stored?.body).toContain('[******]');
    const matched = await withProvider.inject({
      method: 'GET',
      url: `/api/auth/match?phone=${phone}&code=${code}`,
      remoteAddress: from(),
    });
    expect(matched.json()).toMatchObject({ code: 1 });
  });

  it('are kept whole in the outbox when no provider carries them (the outbox is their delivery)', async () => {
    const phone = '01061000002';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone },
      remoteAddress: from(),
    });
    const [stored] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));
    expect(stored?.driver).toBe('outbox');
    expect(stored?.body).toMatch(/\[\d{6}\]/);
  });
});

describe('a password change (ASVS 2.2.3, 2.5.5)', () => {
  const changedNotices = (userNo: number) =>
    ctx.handle.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'PASSWORD_CHANGED')));

  it('is announced to the owner alone, naming no password; a refused change announces nothing', async () => {
    const { userNo, authorization } = await signIn('lawyer01');
    const [broker] = await ctx.handle.db
      .select({ userNo: users.userNo })
      .from(users)
      .where(eq(users.loginId, 'broker02'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      headers: { authorization },
      payload: {
        currentPassword: 'not-the-password1',
        password: 'newpass7291',
        passwordConfirm: 'newpass7291',
      },
      remoteAddress: from(),
    });
    expect(refused.statusCode).toBe(400);
    expect(await changedNotices(userNo)).toEqual([]);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      headers: { authorization },
      payload: { currentPassword: PASSWORD, password: 'newpass7291', passwordConfirm: 'newpass7291' },
      remoteAddress: from(),
    });
    expect(changed.json()).toMatchObject({ code: 1 });
    const notices = await changedNotices(userNo);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('비밀번호가 변경되었습니다.');
    expect(notices[0]?.body).not.toContain('newpass7291');
    expect(await changedNotices(broker?.userNo ?? -1)).toEqual([]);
  });
});

describe('the JWT secret (ASVS 2.10.4, 3.5.3)', () => {
  it('is required in production, of 32 characters at least; development may go without', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });
});

describe('URLs in the log (ASVS 3.1.1, 7.1.1)', () => {
  it('lose the values of download tokens, social tickets, OAuth state and the SMS code, nothing else', () => {
    expect(urlForLog('/common/download?fileId=ab-12&token=SECRET.sig')).toBe(
      '/common/download?fileId=ab-12&token=[REDACTED]',
    );
    expect(urlForLog('/auth/callback/K?code=1&ticket=T0k3n')).toBe(
      '/auth/callback/K?code=1&ticket=[REDACTED]',
    );
    expect(urlForLog('/api/auth/match?phone=01012345678&code=123456')).toBe(
      '/api/auth/match?phone=01012345678&code=[REDACTED]',
    );
    expect(urlForLog('/api/auth/social/K/callback?code=abc&state=xyz')).toBe(
      '/api/auth/social/K/callback?code=[REDACTED]&state=[REDACTED]',
    );
    expect(urlForLog('/common/download?fileId=1&tok%65n=SECRET')).toBe(
      '/common/download?fileId=1&tok%65n=[REDACTED]',
    );
    // A code elsewhere is a region's or a table's, and the log keeps it; so are URLs without a query.
    expect(urlForLog('/api/search/region?code=1168010100')).toBe('/api/search/region?code=1168010100');
    expect(urlForLog('/api/sales/12')).toBe('/api/sales/12');
  });

  it('are what Fastify writes for each request, through the app’s serializer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } } });
    app.get('/common/download', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/common/download?fileId=f1&token=LIVE-TOKEN-123' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/common/download?fileId=f1&token=[REDACTED]');
    expect(log).not.toContain('LIVE-TOKEN-123');
  });
});

describe('what signing in leaves behind (ASVS 8.3.8, PIPA §21)', () => {
  it('is deleted once past its retention, while live and recent records stay', async () => {
    const db = ctx.handle.db;
    const now = new Date('2026-11-24T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [user] = await db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, 'user01'));
    const userNo = user?.userNo ?? 0;
    const session = (label: string, fields: { expiresAt: Date; revokedAt?: Date }) => ({
      sessionId: randomUUID(),
      userNo,
      refreshHash: label.padEnd(64, '0'),
      loginType: 'ID',
      ...fields,
    });
    const gone = {
      expired: session('expired', { expiresAt: daysAgo(31) }),
      revoked: session('revoked', { expiresAt: daysAgo(-5), revokedAt: daysAgo(31) }),
    };
    const kept = {
      live: session('live', { expiresAt: daysAgo(-29) }),
      lately: session('lately', { expiresAt: daysAgo(-29), revokedAt: daysAgo(29) }),
    };
    await db.insert(sessions).values([...Object.values(gone), ...Object.values(kept)]);
    await db.insert(smsVerifications).values([
      {
        verificationId: randomUUID(),
        phone: '01069990001',
        purpose: 'SIGN_UP',
        codeHash: 'a'.repeat(64),
        expiresAt: daysAgo(8),
      },
      {
        verificationId: randomUUID(),
        phone: '01069990002',
        purpose: 'SIGN_UP',
        codeHash: 'b'.repeat(64),
        expiresAt: daysAgo(6),
      },
    ]);
    await db.insert(smsMessages).values([
      { phone: '01069990001', body: 'old', driver: 'outbox', status: 'OUTBOX', createdAt: daysAgo(91) },
      { phone: '01069990002', body: 'recent', driver: 'outbox', status: 'OUTBOX', createdAt: daysAgo(89) },
    ]);
    await db.insert(socialTickets).values([
      { ticketHash: 'c'.repeat(64), joinType: 'K', providerUserId: 'old', expiresAt: daysAgo(2) },
      { ticketHash: 'd'.repeat(64), joinType: 'K', providerUserId: 'new', expiresAt: now },
    ]);
    await db.insert(authThrottle).values([
      { key: 'retention-test:old', failures: 3, windowStartedAt: daysAgo(2) },
      { key: 'retention-test:locked', failures: 5, windowStartedAt: daysAgo(2), lockedUntil: now },
    ]);

    const report = await purgeSignInRecords(db, now);
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    const sessionIds = (rows: { sessionId: string }[]) => rows.map((r) => r.sessionId);
    const left = await db
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(
        inArray(sessions.sessionId, [...sessionIds(Object.values(gone)), ...sessionIds(Object.values(kept))]),
      );
    expect(sessionIds(left).sort()).toEqual(sessionIds(Object.values(kept)).sort());
    const phones = ['01069990001', '01069990002'];
    const verifications = await db
      .select({ phone: smsVerifications.phone })
      .from(smsVerifications)
      .where(inArray(smsVerifications.phone, phones));
    expect(verifications.map((v) => v.phone)).toEqual(['01069990002']);
    const texts = await db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(inArray(smsMessages.phone, phones));
    expect(texts.map((t) => t.body)).toEqual(['recent']);
    const tickets = await db.select({ id: socialTickets.providerUserId }).from(socialTickets);
    expect(tickets.map((t) => t.id)).toContain('new');
    expect(tickets.map((t) => t.id)).not.toContain('old');
    const throttles = await db
      .select({ key: authThrottle.key })
      .from(authThrottle)
      .where(like(authThrottle.key, 'retention-test:%'));
    expect(throttles.map((t) => t.key)).toEqual(['retention-test:locked']);

    // A second run at the same moment finds nothing more of these to delete.
    const again = await purgeSignInRecords(db, now);
    expect(again).toMatchObject({ smsVerifications: 0, smsMessages: 0, socialTickets: 0, loginThrottles: 0 });
  });
});
