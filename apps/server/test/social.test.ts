import { desc, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// A real OAuth 2 / OIDC server on loopback plays Kakao: the whole authorization-code flow runs, with
// PKCE, the server-side code exchange and the user-info call.
const oauth = new OAuth2Server();
let ctx: TestContext;
let kakaoUser: Record<string, unknown>;

beforeAll(async () => {
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url as string;
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = kakaoUser;
  });
  ctx = await createTestApp({
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      KAKAO_CLIENT_ID: 'ansim-test',
      KAKAO_CLIENT_SECRET: 'ansim-test-secret',
      KAKAO_AUTHORIZE_URL: `${issuer}/authorize`,
      KAKAO_TOKEN_URL: `${issuer}/token`,
      KAKAO_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await oauth.stop();
});

let addressSeq = 0;
const from = () => `10.2.0.${++addressSeq}`;

/** Runs the browser's part: start → provider's authorize → our callback; returns where the web app lands. */
async function signInAtKakao(options: { tamperState?: boolean } = {}): Promise<URL> {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/K/start' });
  expect(start.statusCode).toBe(302);
  const oauthCookie = start.cookies.find((c) => c.name === 'ansim_oauth');
  expect(oauthCookie?.httpOnly).toBe(true);
  const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') as string);
  expect(back.pathname).toBe('/api/auth/social/K/callback');
  const state = options.tamperState ? 'forged-state' : (back.searchParams.get('state') as string);
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/social/K/callback?code=${back.searchParams.get('code')}&state=${state}`,
    cookies: { ansim_oauth: oauthCookie?.value ?? '' },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string, 'http://localhost:3000');
}

const redeem = (ticket: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { loginType: 'K', id: ticket },
    remoteAddress: from(),
  });

describe('social sign-in (Kakao through a local OAuth server)', () => {
  it('lists the configured providers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(res.json()).toMatchObject({ code: 1, entity: ['K'] });
    const naver = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/N/start' });
    expect(naver.statusCode).toBe(404);
  });

  it('sends a person without an account to sign-up with their data, then signs them in once linked', async () => {
    kakaoUser = {
      id: 4242,
      kakao_account: { email: 'kakao@example.com', profile: { nickname: '카카오친구' } },
    };
    const landing = await signInAtKakao();
    expect(landing.pathname).toBe('/auth/callback/K');
    expect(landing.searchParams.get('code')).toBe('1');
    const ticket = landing.searchParams.get('ticket') as string;

    const first = await redeem(ticket);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({
      code: -1105,
      entity: { joinType: 'K', email: 'kakao@example.com', name: '카카오친구', socialTicket: ticket },
    });

    // Sign-up with the ticket: no id, no password of ours.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01077770001' },
      remoteAddress: from(),
    });
    const [msg] = await ctx.handle.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, '01077770001'))
      .orderBy(desc(smsMessages.messageId));
    const code = /\[(\d{6})\]/.exec(msg?.body ?? '')?.[1];
    const match = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/match?phone=01077770001&code=${code}`,
      remoteAddress: from(),
    });
    const { verificationId } = match.json<{ entity: { verificationId: string } }>().entity;
    const boundary = 'x-ansim';
    const fields = {
      userType: 'GENERAL',
      name: '카카오친구',
      phone: '01077770001',
      verificationId,
      joinType: 'K',
      socialTicket: ticket,
      agreeService: 'true',
      agreePrivacy: 'true',
      agreeGps: 'true',
    };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: from(),
    });
    expect(signUp.json()).toMatchObject({ code: 1, entity: { status: 'ACTIVE' } });
    const [created] = await ctx.handle.db.select().from(users).where(eq(users.phone, '01077770001'));
    expect(created?.passwordHash).toBeNull();
    expect(created?.joinType).toBe('K');

    // The ticket is spent; a new sign-in at Kakao now signs the person in.
    expect((await redeem(ticket)).json<{ code: number }>().code).toBe(-1108);
    const again = await signInAtKakao();
    const login = await redeem(again.searchParams.get('ticket') as string);
    expect(login.json()).toMatchObject({ code: 1, entity: { name: '카카오친구', joinType: 'K', id: null } });
    expect(login.headers.authorization).toMatch(/^Bearer /);
  });

  it('answers -1103 for a withdrawn account and -1104 for a suspended one', async () => {
    const [user] = await ctx.handle.db.select().from(users).where(eq(users.phone, '01077770001'));
    await ctx.handle.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.userNo, user!.userNo));
    const withdrawn = await redeem((await signInAtKakao()).searchParams.get('ticket') as string);
    expect(withdrawn.json<{ code: number }>().code).toBe(-1103);
    await ctx.handle.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.userNo, user!.userNo));
    const suspended = await redeem((await signInAtKakao()).searchParams.get('ticket') as string);
    expect(suspended.json<{ code: number }>().code).toBe(-1104);
  });

  it('fails the sign-in (code 0) when the state does not match', async () => {
    kakaoUser = { id: 777 };
    const landing = await signInAtKakao({ tamperState: true });
    expect(landing.searchParams.get('code')).toBe('0');
    expect(landing.searchParams.get('ticket')).toBeNull();
  });

  it('never accepts a made-up ticket', async () => {
    expect((await redeem('made-up-ticket')).json<{ code: number }>().code).toBe(-1108);
  });
});
