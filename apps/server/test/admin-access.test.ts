import { API } from '@ansim/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-tree.ts';
import { addressSource } from './sms-codes.ts';

/*
 * Issue 17 §1, §9: every call of the operator console is refused to every caller but the operator — a
 * visitor gets 401, a general user, a broker and a lawyer 403 — whatever it is and whatever it is sent. The
 * routes are read from the server's own route tree (every /api/admin path) and from the contract (every
 * route tagged 'admin' elsewhere), so a route added later is tried without touching this file.
 */

let ctx: TestContext;
const from = addressSource(17);
const DEMO_PASSWORD = 'ansim2580!';
const ROLES = { GENERAL: 'user01', BROKER: 'broker01', LAWYER: 'lawyer01', ADMIN: 'admin01' } as const;
const tokens: Partial<Record<keyof typeof ROLES, string>> = {};

interface AdminCall {
  method: string;
  url: string;
}

/** A concrete URL for a route pattern: every parameter 1 (or a month for :month). */
const concrete = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (name === 'month' ? '2026-11' : '1'));

function adminCalls(): AdminCall[] {
  const seen = new Set<string>();
  const calls: AdminCall[] = [];
  const add = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    calls.push({ method, url: concrete(path) });
  };
  for (const route of registeredRoutes(ctx.app))
    if (route.path.startsWith('/api/admin')) add(route.method, route.path);
  for (const route of Object.values(API))
    if ((route.tags as readonly string[]).includes('admin')) add(route.method, route.path);
  return calls;
}

async function signIn(id: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: DEMO_PASSWORD },
    remoteAddress: from(),
  });
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return token;
}

const send = (call: AdminCall, token: string | undefined) =>
  ctx.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: token ? { authorization: token } : {},
    ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
    remoteAddress: from(),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [role, id] of Object.entries(ROLES) as [keyof typeof ROLES, string][])
    tokens[role] = await signIn(id);
});

afterAll(async () => {
  await ctx?.close();
});

describe('the operator console refuses everyone but the operator', () => {
  it('finds the console routes', () => {
    const calls = adminCalls();
    // The member list and the approval existed before the console; the console adds its own areas.
    expect(calls.some((call) => call.url === '/api/user/all/list')).toBe(true);
    expect(calls.filter((call) => call.url.startsWith('/api/admin')).length).toBeGreaterThan(2);
  });

  it('answers a visitor 401 on every route, with the Korean envelope', async () => {
    for (const call of adminCalls()) {
      const res = await send(call, undefined);
      expect.soft(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect.soft(res.json().message, `${call.method} ${call.url}`).toBe('로그인이 필요합니다.');
    }
  });

  for (const role of ['GENERAL', 'BROKER', 'LAWYER'] as const) {
    it(`answers a ${role} user 403 on every route`, async () => {
      for (const call of adminCalls()) {
        const res = await send(call, tokens[role]);
        expect.soft(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect.soft(res.json().code, `${call.method} ${call.url}`).toBe(-403);
      }
    });
  }

  it('lets the operator through: no console route answers admin01 401 or 403', async () => {
    for (const call of adminCalls()) {
      const res = await send(call, tokens.ADMIN);
      expect
        .soft([401, 403], `${call.method} ${call.url} → ${res.body.slice(0, 200)}`)
        .not.toContain(res.statusCode);
      expect.soft(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
    }
  });
});
