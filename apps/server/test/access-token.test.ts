import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, createPurposeTickets } from '../src/platform/tokens/access-token.ts';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-0123456789';
const key = new TextEncoder().encode(SECRET);
const tokens = createAccessTokens(SECRET, 900);
const claims = { userNo: 42, sessionId: '6f1c8a52-3c1e-4b7e-9f0a-2b9d3c4e5f60' };

/** A token as jose writes it (as every access token was before fast-jwt), with `edit` applied. */
function joseToken(edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt, payload: Record<string, unknown> = {}) {
  const jwt = new SignJWT({ sid: claims.sessionId, ...payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userNo))
    .setIssuer('ansim')
    .setAudience('ansim-api')
    .setIssuedAt();
  return edit(jwt).sign(key);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('verify what they signed, which expires after the configured time', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
      iss: string;
      aud: string;
    };
    expect(payload.exp - payload.iat).toBe(900);
    expect(Math.abs(payload.iat - now())).toBeLessThanOrEqual(5);
    expect([payload.iss, payload.aud]).toEqual(['ansim', 'ansim-api']);
  });

  it('verify a token jose signed before the switch, so that nobody is signed out by a deploy', async () => {
    expect(await tokens.verify(await joseToken((jwt) => jwt.setExpirationTime('15m')))).toEqual(claims);
  });

  it('refuse a token signed with another secret', async () => {
    const other = createAccessTokens(`${SECRET}-other`, 900);
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
  });

  it('refuse an expired token and one without an expiry', async () => {
    expect(await tokens.verify(await joseToken((jwt) => jwt.setExpirationTime(now() - 5)))).toBeNull();
    expect(await tokens.verify(await joseToken())).toBeNull();
  });

  it('refuse another audience or issuer: a purpose ticket is no access token', async () => {
    const ticket = await createPurposeTickets(SECRET).sign('reset', claims.userNo, 'fp', 600);
    expect(await tokens.verify(ticket)).toBeNull();
    const issuer = await joseToken((jwt) => jwt.setIssuer('someone-else').setExpirationTime('15m'));
    expect(await tokens.verify(issuer)).toBeNull();
  });

  it('refuse an unsigned token, an empty signature and a changed payload', async () => {
    const payload = { sub: '42', sid: claims.sessionId, iss: 'ansim', aud: 'ansim-api', exp: now() + 600 };
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(payload)}.`)).toBeNull();
    expect(await tokens.verify(`${b64({ alg: 'HS256' })}.${b64(payload)}.`)).toBeNull();
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    expect(await tokens.verify(`${header}.${b64({ ...payload, sub: '1' })}.${signature}`)).toBeNull();
  });

  it('refuse a subject that is no user number, or no session id', async () => {
    const sub = await joseToken((jwt) => jwt.setSubject('admin').setExpirationTime('15m'));
    expect(await tokens.verify(sub)).toBeNull();
    const sid = await joseToken((jwt) => jwt.setExpirationTime('15m'), { sid: 7 });
    expect(await tokens.verify(sid)).toBeNull();
  });

  it('refuse what is no token at all', async () => {
    for (const junk of ['', 'abc', 'a.b.c', '...', '토큰.토큰.토큰'])
      expect(await tokens.verify(junk)).toBeNull();
  });
});
