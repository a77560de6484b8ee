import { ERRORS } from '@ansim/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { professionalProfiles, sales, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import type { TestContext } from './helpers.ts';

/*
 * What the voices tests share (issue 14): callers signed in from addresses of their own (so that one test's
 * per-address limits never leak into another), new accounts written straight to the database (the tests need
 * many writers), public listings handed out one per test, and the 400 of the spec's messages.
 */

export interface Caller {
  userNo: number;
  headers: Record<string, string>;
}
export const visitor: Caller = { userNo: 0, headers: {} };

export interface Answer<T> {
  status: number;
  body: { code: number; message: string; entity: T };
}

export interface Listing {
  saleNo: number;
  saleKey: string;
  userNo: number;
}

let ipSeq = 0;
/** A fresh client address. */
export const nextIp = (): string => {
  ipSeq += 1;
  return `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

/** A 400 naming the field, with the spec's message word for word as the field's issue. */
export function expectInvalid(answer: Answer<unknown>, field: string, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe(ERRORS.VALIDATION.code);
  expect(answer.body.message).toBe(`${field}: ${message}`);
  expect((answer.body.entity as { issues: { field: string; message: string }[] }).issues[0]).toEqual({
    field,
    message,
  });
}

export function voicesFixture(getCtx: () => TestContext, prefix: string) {
  let userSeq = 0;
  const pool: Listing[] = [];

  async function call<T>(
    caller: Caller,
    method: 'GET' | 'POST',
    url: string,
    ip: string,
    payload?: object,
  ): Promise<Answer<T>> {
    const res = await getCtx().app.inject({
      method,
      url,
      headers: caller.headers,
      payload,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function login(loginId: string): Promise<Caller> {
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: loginId, password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
    return { userNo, headers: { authorization: res.headers.authorization as string } };
  }

  /** A new account with the demo password; a broker may get an office. */
  async function newUser(
    userType: 'GENERAL' | 'BROKER',
    name: string,
    office?: { officeName: string; officeAddress: string },
  ): Promise<{ userNo: number; loginId: string }> {
    userSeq += 1;
    const loginId = `${prefix}${userType === 'BROKER' ? 'b' : 'g'}${String(userSeq).padStart(5, '0')}`;
    const { db } = getCtx().handle;
    const [template] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.loginId, 'user01'));
    const [row] = await db
      .insert(users)
      .values({
        loginId,
        passwordHash: template?.passwordHash ?? null,
        userType,
        status: 'ACTIVE',
        name,
        // 010 + the prefix's digit + 7 digits: unique per file and per account.
        phone: `010${prefix.charCodeAt(1) % 10}${String(userSeq).padStart(7, '0')}`,
      })
      .returning({ userNo: users.userNo });
    if (!row) throw new Error('no user');
    if (office) await db.insert(professionalProfiles).values({ userNo: row.userNo, ...office });
    return { userNo: row.userNo, loginId };
  }

  return {
    call,
    login,
    newUser,
    newCaller: async (userType: 'GENERAL' | 'BROKER', name = '박테스트') =>
      login((await newUser(userType, name)).loginId),
    /** Loads up to `limit` public listings of `ownerUserNo` into the pool. */
    async fillPool(ownerUserNo: number, limit: number): Promise<number> {
      const rows = await getCtx()
        .handle.db.select({
          saleNo: sales.saleNo,
          saleKey: sql<string>`${sales.saleKey}::text`,
          userNo: sales.userNo,
        })
        .from(sales)
        .where(and(eq(sales.userNo, ownerUserNo), eq(sales.status, 'ACTIVE')))
        .orderBy(sales.saleNo)
        .limit(limit);
      pool.push(...rows);
      return pool.length;
    },
    /** A listing no other test uses. */
    takeListing(): Listing {
      const listing = pool.shift();
      if (!listing) throw new Error('out of listings');
      return listing;
    },
  };
}
