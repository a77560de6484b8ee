import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/platform/tokens/access-token.ts';
import { TEST_JWT_SECRET } from './helpers.ts';

/*
 * What the 200-way concurrency tests share (issue 19 §3): a server listening on a real socket, callers made
 * in bulk (rows and sessions written straight to the database, tokens signed as the auth service signs
 * them, because 200 argon2 sign-ins would measure the hash, not the race), each request from its own
 * address (X-Forwarded-For with TRUST_PROXY on, so the per-address limits never turn the race into 429s),
 * and the database invariants every test checks afterwards.
 */

export interface Caller {
  userNo: number;
  loginId: string;
  token: string;
}

export interface Answer<E = Record<string, unknown>> {
  status: number;
  body: { code: number; message: string; entity: E };
}

/** Listens on an ephemeral port of 127.0.0.1; the origin to fetch. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A client address per request; `block` keeps each test's addresses apart. */
export function addresses(block: number): () => string {
  let seq = 0;
  return () => {
    seq += 1;
    return `10.${block}.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  };
}

const tokens = createAccessTokens(TEST_JWT_SECRET, 3600);

/**
 * `n` ACTIVE accounts of `userType` with open sessions, in two statements. `prefix` keeps login ids and
 * phones apart per test (a digit 0–9 goes into the phone).
 */
export async function makeCallers(
  db: Db,
  n: number,
  userType: 'GENERAL' | 'BROKER' | 'LAWYER',
  prefix: string,
  phoneDigit: number,
): Promise<Caller[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        loginId: `${prefix}${String(i).padStart(4, '0')}`,
        passwordHash: null,
        userType,
        status: 'ACTIVE' as const,
        name: '동시성',
        phone: `0108${phoneDigit}${String(i).padStart(6, '0')}`,
        company: userType === 'GENERAL' ? null : '동시성 테스트',
      })),
    )
    .returning({ userNo: users.userNo, loginId: users.loginId });
  const opened = rows.map((r) => ({ ...r, sessionId: randomUUID() }));
  await db.insert(sessions).values(
    opened.map((r) => ({
      sessionId: r.sessionId,
      userNo: r.userNo,
      refreshHash: '0'.repeat(64),
      loginType: 'ID',
      expiresAt: sql`now() + interval '1 day'`,
    })),
  );
  return Promise.all(
    opened.map(async (r) => ({
      userNo: r.userNo,
      loginId: r.loginId ?? '',
      token: await tokens.sign({ userNo: r.userNo, sessionId: r.sessionId }),
    })),
  );
}

/** A caller for a demo account (by login id), with a session of its own. */
export async function callerOf(db: Db, loginId: string): Promise<Caller> {
  const rows = await rowsOf<{ userNo: number }>(
    db,
    sql`select user_no as "userNo" from users where login_id = ${loginId}`,
  );
  const userNo = rows[0]?.userNo;
  if (userNo === undefined) throw new Error(`no user ${loginId}`);
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    sessionId,
    userNo,
    refreshHash: '0'.repeat(64),
    loginType: 'ID',
    expiresAt: sql`now() + interval '1 day'`,
  });
  return { userNo, loginId, token: await tokens.sign({ userNo, sessionId }) };
}

export function client(origin: string, nextIp: () => string) {
  return async function call<E = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    caller: Caller | null,
    body?: object | { payload: Buffer; headers: Record<string, string> },
  ): Promise<Answer<E>> {
    const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
    if (caller) headers.authorization = `Bearer ${caller.token}`;
    let payload: string | Buffer | undefined;
    if (body && 'payload' in body && Buffer.isBuffer(body.payload)) {
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${origin}${url}`, { method, headers, body: payload });
    return { status: res.status, body: (await res.json()) as Answer<E>['body'] };
  };
}

/** How many answers had each HTTP status, e.g. { 200: 1, 409: 199 }. */
export function statuses(answers: readonly Answer<unknown>[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
}

export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const countOf = async (db: Db, query: ReturnType<typeof sql>): Promise<number> =>
  (await rowsOf<{ n: number }>(db, query))[0]?.n ?? 0;

/**
 * Every (user, kind) whose balance differs from the sum of its ledger, or is negative: must be empty.
 * A ledger without a balance row counts as a balance of 0.
 */
export const ledgerMismatches = (db: Db) =>
  rowsOf<{ userNo: number; kind: string; balance: number; ledger: number }>(
    db,
    sql`with sums as (
          select user_no, kind,
                 sum(case when entry = 'GRANT' then amount else -amount end)::int as ledger
          from quota_ledger group by user_no, kind)
        select coalesce(b.user_no, s.user_no) as "userNo", coalesce(b.kind, s.kind) as kind,
               coalesce(b.balance, 0) as balance, coalesce(s.ledger, 0) as ledger
        from quota_balances b full join sums s on s.user_no = b.user_no and s.kind = b.kind
        where coalesce(b.balance, 0) <> coalesce(s.ledger, 0) or coalesce(b.balance, 0) < 0`,
  );

/** Every count cube as the triggers keep it equals a rebuild from the listings (rolled back). */
export async function expectCubesMatchARecount(db: Db): Promise<void> {
  const read = async (ex: Pick<Db, 'execute'>) => {
    const snap = async (table: string) =>
      (
        (await ex.execute(sql.raw(`select * from ${table} where n > 0`))) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows
        .map((r) => JSON.stringify(r))
        .sort();
    return {
      struct: await snap('sale_count_struct'),
      price: await snap('sale_count_price'),
      area: await snap('sale_count_area'),
      cell: await snap('sale_count_cell'),
    };
  };
  const kept = await read(db);
  let rebuilt: Awaited<ReturnType<typeof read>> | null = null;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select sale_counts_rebuild()`);
      rebuilt = await read(tx);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  expect(rebuilt).not.toBeNull();
  expect(kept).toEqual(rebuilt);
}
