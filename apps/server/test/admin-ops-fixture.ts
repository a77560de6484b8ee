import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import type { TestContext } from './helpers.ts';

/*
 * What the dashboard, inquiry, audit and purge tests of the console share (issue 17): callers signed in
 * from addresses of their own, accounts written straight to the database, and the refusal check of every
 * role that is not the operator.
 */

export interface Caller {
  userNo: number;
  headers: Record<string, string>;
}
export const VISITOR: Caller = { userNo: 0, headers: {} };

export function opsFixture(getCtx: () => TestContext, block: number) {
  let ipSeq = 0;
  const nextIp = () => {
    ipSeq += 1;
    return `10.${block}.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
  };

  async function login(loginId: string): Promise<Caller> {
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: loginId, password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
    return { userNo, headers: { authorization: res.headers.authorization as string } };
  }

  let userSeq = 0;
  /** A new account with the demo password; `status` PENDING makes a broker or lawyer awaiting approval. */
  async function newUser(
    userType: 'GENERAL' | 'BROKER' | 'LAWYER',
    status: 'ACTIVE' | 'PENDING' | 'SUSPENDED' | 'WITHDRAWN' = 'ACTIVE',
    name = '김테스트',
  ): Promise<{ userNo: number; loginId: string }> {
    userSeq += 1;
    const seq = userSeq;
    const loginId = `op${block}${String(seq).padStart(5, '0')}`;
    const [template] = await getCtx()
      .handle.db.select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.loginId, 'user01'));
    const [row] = await getCtx()
      .handle.db.insert(users)
      .values({
        loginId,
        passwordHash: template?.passwordHash ?? null,
        userType,
        status,
        name,
        phone: `0108${String(block).padStart(2, '0')}${String(seq).padStart(5, '0')}`,
      })
      .returning({ userNo: users.userNo });
    if (!row) throw new Error('user insert returned no row');
    return { userNo: row.userNo, loginId };
  }

  const send = (
    caller: Caller,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    getCtx().app.inject({
      method,
      url,
      headers: caller.headers,
      remoteAddress: nextIp(),
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });

  /** Visitor 401; GENERAL, BROKER and LAWYER 403 — and nothing in the body but the envelope's refusal. */
  async function expectRefusedToAllButAdmin(method: 'GET' | 'POST', url: string, payload?: object) {
    const others = await Promise.all(['user01', 'broker01', 'lawyer01'].map(login));
    const visitor = await send(VISITOR, method, url, payload);
    expect(visitor.statusCode, `${url} visitor`).toBe(401);
    for (const caller of others) {
      const res = await send(caller, method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json<{ entity: unknown }>().entity).toBeNull();
    }
  }

  return { login, newUser, send, nextIp, expectRefusedToAllButAdmin };
}
