import fs from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { API, type ApiRoute } from '@ansim/domain/contract';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, inquiries, sales, users } from '../src/db/schema/index.ts';
import type { IdPools } from './fuzz-arbitraries.ts';
import {
  describeDraft,
  draftArb,
  isLogout,
  OVERSIZE,
  OVERSIZE_JSON,
  prepareFiles,
  requestArb,
  type Target,
  targets,
  toRequest,
} from './fuzz-requests.ts';
import {
  addressSequence,
  envelopeProblem,
  HANGUL,
  multipartBody,
  ROLES,
  type Role,
  type Session,
  signIn,
} from './fuzz-support.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Requests generated from the contract (P15 §2). Every registered route (Fastify's route tree) gets
 * requests built by fast-check from its zod schemas (`z.toJSONSchema`, or the OpenAPI document for a route
 * the contract lacks): schema-valid values with real row numbers and boundaries, then the same with one to
 * three fields replaced by hostile values, deleted, or joined by undeclared keys; whole bodies of the wrong
 * type, invalid JSON, wrong content types, bodies over 1 MB, broken tokens — as a visitor, user01, broker01,
 * lawyer01 and the operator (who passes ownership checks, so values reach the database). Asserted: no 5xx,
 * every 4xx the Korean envelope, no answer in 1 s or more, and the server healthy afterwards.
 *
 * CI runs FUZZ_RUNS (10,000) requests with a fixed seed; `npm run fuzz` runs 100,000 with a random seed it
 * prints. FUZZ_SEED=<n> replays a run. Figures go to test-results/fuzz-contract.json.
 */

const FIXED_SEED = 20261124;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RANDOM
    ? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0
    : FIXED_SEED;
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** FUZZ_CASE=<chunk>.<index> (as a failure names it) replays that one request and prints it. */
const ONLY = process.env.FUZZ_CASE?.split('.').map(Number);
/** Requests are generated a chunk at a time (a few hold 100 kB strings); each chunk's seed follows SEED. */
const CHUNK = 500;
const SLOW_MS = 1000;
const RESULTS = new URL('../../../test-results/fuzz-contract.json', import.meta.url);

let ctx: TestContext;
const nextAddress = addressSequence(11);
const sessions = new Map<Role, Session>();

// ---------------------------------------------------------------------------------------------------------
// Real rows, so that valid values reach the database

let pools: IdPools = {};

async function realRows(callerNos: number[]): Promise<IdPools> {
  const db = ctx.handle.db;
  const others = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(notInArray(users.userNo, callerNos))
    .limit(6);
  const broker01 = sessions.get('broker01')?.userNo ?? 0;
  const own = await db
    .select({ saleNo: sales.saleNo })
    .from(sales)
    .where(eq(sales.userNo, broker01))
    .limit(4);
  const foreign = await db
    .select({ saleNo: sales.saleNo })
    .from(sales)
    .where(and(ne(sales.userNo, broker01), eq(sales.status, 'ACTIVE')))
    .limit(4);
  const inquiryRows = await db.select({ n: inquiries.inquiryNo }).from(inquiries).limit(4);
  const boardRows = await db.select({ n: boards.boardNo }).from(boards).limit(4);
  const saleNo = [...own, ...foreign].map((r) => r.saleNo);
  return {
    userNo: others.map((r) => r.userNo),
    saleNo,
    saleUserNo: [broker01],
    inquiryNo: inquiryRows.map((r) => r.n),
    boardNo: boardRows.map((r) => r.n),
  };
}

/** The caller's own number joins the user pools, so that ownership checks pass as often as they fail. */
const poolsFor = (role: Role): IdPools => {
  const self = sessions.get(role)?.userNo;
  const withSelf = (list: readonly number[] = []) => (self ? [self, self, ...list] : list);
  return {
    ...pools,
    userNo: withSelf(pools.userNo),
    loginUserNo: withSelf(pools.userNo),
    targetId: withSelf(pools.userNo),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Figures

const figures = {
  seed: SEED,
  runs: RUNS,
  requests: 0,
  socketRequests: 0,
  byStatusClass: {} as Record<string, number>,
  byMode: {} as Record<string, number>,
  routes: 0,
  routesFromContract: 0,
  routesAnsweredBelow400: 0,
  maxMs: 0,
  p99Ms: 0,
  p50Ms: 0,
  slowest: '',
  /** The routes that took the most time in all, for whoever makes the run faster. */
  costliestRoutes: [] as { route: string; requests: number; totalMs: number; maxMs: number }[],
  failures: 0,
  /** Answers of 1 s or more on the first try (each sent again; only a second slow answer fails). */
  slowFirstTries: 0,
  callerRepairs: 0,
  warmupRequests: 0,
  warmupMaxMs: 0,
  generateMs: 0,
  wallMs: 0,
};
const durations: number[] = [];
const byRoute = new Map<string, { requests: number; totalMs: number; maxMs: number }>();

function count(statusCode: number, ms: number, label: string): void {
  const cls = `${Math.floor(statusCode / 100)}xx`;
  figures.byStatusClass[cls] = (figures.byStatusClass[cls] ?? 0) + 1;
  durations.push(ms);
  if (ms > figures.maxMs) {
    figures.maxMs = Math.round(ms * 10) / 10;
    figures.slowest = label;
  }
}

// ---------------------------------------------------------------------------------------------------------

let all: Target[] = [];

async function signInAll(): Promise<void> {
  for (const role of ROLES) {
    if (role === 'visitor') sessions.set(role, { token: null, userNo: 0 });
    else sessions.set(role, await signIn(ctx.app, role, nextAddress()));
  }
}

/**
 * The operator may withdraw, suspend or reject any member, and a hostile number can name a caller: such a
 * caller is put back (counted in figures.callerRepairs) so that the rest of the run still reaches the
 * database as that role. Tokens live for minutes, so a long run also signs in again now and then.
 */
async function keepCallers(refresh = false): Promise<void> {
  const callerNos = [...sessions.values()].map((s) => s.userNo).filter((n) => n > 0);
  const db = ctx.handle.db;
  const broken = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(inArray(users.userNo, callerNos), ne(users.status, 'ACTIVE')));
  if (broken.length) {
    figures.callerRepairs += broken.length;
    await db
      .update(users)
      .set({ status: 'ACTIVE', withdrawnAt: null, suspendedAt: null, suspendedReason: null })
      .where(inArray(users.userNo, callerNos));
  }
  if (broken.length || refresh) await signInAll();
}

async function timed(options: InjectOptions) {
  const t0 = performance.now();
  const res = await ctx.app.inject(options);
  return { res, ms: performance.now() - t0 };
}

beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      FILES_DIR: `/tmp/ansim-fuzz-contract-files-${process.pid}`,
      // FUZZ_LOG=error shows the server's own account of a 5xx while replaying it.
      ...(process.env.FUZZ_LOG ? { LOG_LEVEL: process.env.FUZZ_LOG } : {}),
    },
  });
  await signInAll();
  pools = await realRows([...sessions.values()].map((s) => s.userNo));
  await prepareFiles();
  all = await targets(ctx.app);
}, 60_000);
afterAll(async () => {
  durations.sort((a, b) => a - b);
  const at = (q: number) => Math.round((durations[Math.floor(q * (durations.length - 1))] ?? 0) * 10) / 10;
  figures.p99Ms = at(0.99);
  figures.p50Ms = at(0.5);
  fs.mkdirSync(new URL('.', RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
  console.info(
    `fuzz-contract: seed ${figures.seed}, ${figures.requests} requests + ${figures.socketRequests} on a socket, ` +
      `${JSON.stringify(figures.byStatusClass)}, max ${figures.maxMs} ms, p99 ${figures.p99Ms} ms, ` +
      `${figures.failures} failures, ${figures.wallMs} ms (replay: FUZZ_SEED=${figures.seed})`,
  );
  await ctx?.close();
});

describe('fuzzing from the contract', () => {
  it('reads every registered route, with the schemas of the contract', () => {
    figures.routes = all.length;
    figures.routesFromContract = all.filter((t) => t.source === 'contract').length;
    expect(all.length).toBeGreaterThanOrEqual(150);
    // Every route of the contract is registered and read with its own schemas.
    const missing = Object.values(API as Record<string, ApiRoute>)
      .filter((r) => !all.some((t) => t.method === r.method && t.path === r.path && t.source === 'contract'))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const like = all.find((t) => t.path === '/api/user/like');
    expect(Object.keys(like?.body?.properties ?? {})).toContain('saleNo');
    expect(all.find((t) => t.path === '/api/sale' && t.method === 'POST')?.jsonFields?.sale).toBeDefined();
  });

  it('answers one valid request on every route before the clock starts', async () => {
    // First calls load fonts, open-data tables and query plans: seconds on a busy machine, once per process.
    // They are checked like any other answer but timed apart (figures.warmupMaxMs).
    const failures: string[] = [];
    for (const [i, target] of all.entries()) {
      for (const role of ['admin01'] as const) {
        if (isLogout(target)) continue;
        const [d] = fc.sample(draftArb(target, role, poolsFor(role)), { seed: SEED + i, numRuns: 1 });
        if (!d) continue;
        d.mode = { kind: 'valid' };
        const options = toRequest(d, {
          token: sessions.get(d.role)?.token ?? undefined,
          remoteAddress: nextAddress(),
        });
        const t0 = performance.now();
        const res = await ctx.app.inject(options);
        const ms = performance.now() - t0;
        figures.warmupRequests++;
        figures.warmupMaxMs = Math.max(figures.warmupMaxMs, Math.round(ms));
        const wrong = envelopeProblem(res);
        if (wrong) failures.push(`${describeDraft(d, options)} → ${wrong}`);
      }
    }
    await keepCallers();
    expect(failures).toEqual([]);
  }, 300_000);

  it(
    `answers ${RUNS} generated requests without a 5xx, with the Korean envelope, each in under 1 s`,
    async () => {
      const started = performance.now();
      const arb = requestArb(all, poolsFor);
      const failures: string[] = [];
      const answered = new Set<string>();
      for (let done = 0, chunk = 0; done < RUNS; chunk++) {
        await keepCallers(chunk > 0 && chunk % 4 === 0);
        const n = Math.min(CHUNK, RUNS - done);
        const g0 = performance.now();
        const drafts = fc.sample(arb, { seed: (SEED + chunk * 7919) | 0, numRuns: n });
        figures.generateMs += Math.round(performance.now() - g0);
        for (const [i, d] of drafts.entries()) {
          if (ONLY && (ONLY[0] !== chunk || ONLY[1] !== i)) continue;
          const options = toRequest(d, {
            token: sessions.get(d.role)?.token ?? undefined,
            remoteAddress: nextAddress(),
          });
          const { res, ms } = await timed(options);
          if (ONLY)
            console.info({
              ...options,
              payload: String(options.payload ?? '').slice(0, 2000),
              ms,
              status: res.statusCode,
              body: res.body.slice(0, 500),
              urlLength: String(options.url).length,
            });
          figures.requests++;
          figures.byMode[d.mode.kind] = (figures.byMode[d.mode.kind] ?? 0) + 1;
          const name = `${d.target.method} ${d.target.path}`;
          count(res.statusCode, ms, `${name} [${d.mode.kind}]`);
          const route = byRoute.get(name) ?? { requests: 0, totalMs: 0, maxMs: 0 };
          route.requests++;
          route.totalMs += ms;
          route.maxMs = Math.max(route.maxMs, ms);
          byRoute.set(name, route);
          if (res.statusCode < 400) answered.add(name);
          let wrong = envelopeProblem(res);
          if (!wrong && ms >= SLOW_MS) {
            // Eight test processes share two cores: a slow answer is sent again at once, and only a second
            // slow answer counts. Both are in the figures (slowFirstTries, maxMs).
            figures.slowFirstTries++;
            const again = await timed({ ...options, remoteAddress: nextAddress() });
            if (again.ms >= SLOW_MS) wrong = `took ${Math.round(ms)} ms, then ${Math.round(again.ms)} ms`;
          }
          if (wrong) {
            figures.failures++;
            if (failures.length < 40) failures.push(`#${chunk}.${i} ${describeDraft(d, options)} → ${wrong}`);
          }
        }
        done += n;
      }
      figures.routesAnsweredBelow400 = answered.size;
      figures.costliestRoutes = [...byRoute]
        .sort((a, b) => b[1].totalMs - a[1].totalMs)
        .slice(0, 10)
        .map(([route, r]) => ({
          route,
          requests: r.requests,
          totalMs: Math.round(r.totalMs),
          maxMs: Math.round(r.maxMs),
        }));
      figures.wallMs = Math.round(performance.now() - started);
      expect(failures).toEqual([]);
      // Valid values reach the handlers: most routes answered at least one request without refusing it.
      if (RUNS >= 10_000) expect(answered.size).toBeGreaterThan(all.length / 2);
    },
    Math.max(900_000, RUNS * 40),
  );

  it('answers broken requests on a real socket with the envelope', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const failures: string[] = [];
    const check = (
      label: string,
      res: { statusCode: number; body: string },
      ms: number,
      expected?: number,
    ) => {
      figures.socketRequests++;
      count(res.statusCode, ms, `socket ${label}`);
      const wrong =
        envelopeProblem(res) ??
        (res.statusCode < 400 ? `answered ${res.statusCode}` : null) ??
        (expected && res.statusCode !== expected ? `answered ${res.statusCode}, not ${expected}` : null) ??
        (ms >= SLOW_MS ? `took ${Math.round(ms)} ms` : null);
      if (wrong) failures.push(`${label} → ${wrong}`);
    };
    const post = async (
      label: string,
      url: string,
      contentType: string,
      body: string | Buffer,
      expected?: number,
    ) => {
      const t0 = performance.now();
      const res = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': nextAddress() },
        body,
      });
      check(label, { statusCode: res.status, body: await res.text() }, performance.now() - t0, expected);
    };
    const raw = (label: string, request: string | Buffer, expected?: number) =>
      new Promise<void>((resolve, reject) => {
        const t0 = performance.now();
        const socket = net.connect(Number(port), '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c) => chunks.push(c));
        socket.on('error', reject);
        socket.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
          const body = text.slice(text.indexOf('\r\n\r\n') + 4);
          // A chunked answer: the envelope is the first chunk's data.
          const unchunked = /^[0-9a-f]+\r\n/.test(body)
            ? body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n\r\n$/, '')
            : body;
          check(label, { statusCode, body: unchunked }, performance.now() - t0, expected);
          resolve();
        });
        socket.end(request);
      });

    await post('invalid JSON', '/api/login', 'application/json', '{"id":"user01",', 400);
    await post(
      'JSON with a prototype key',
      '/api/login',
      'application/json',
      '{"__proto__":{"a":1},"id":"x"}',
      400,
    );
    await post('text/plain', '/api/login', 'text/plain', 'id=user01&password=x');
    await post('no boundary', '/api/user', 'multipart/form-data', 'x', 400);
    await post('JSON over 1 MB', '/api/login', 'application/json', OVERSIZE_JSON, 413);
    await post('text over 1 MB', '/common/intro', 'text/plain', OVERSIZE, 413);
    await post(
      'a multipart field over its limit',
      '/api/user',
      'multipart/form-data; boundary=big',
      multipartBody({ userType: 'GENERAL', name: 'x'.repeat(1_200_000) }, 'big'),
    );
    const http = (head: string, body = '') =>
      `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`;
    await raw('a bad escape in the path', http('GET /api/sale/%ff HTTP/1.1'), 400);
    await raw(
      'raw bytes in the URL',
      Buffer.concat([
        Buffer.from('GET /api/search/sale/list?saleAddr='),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ]),
      400,
    );
    await raw('a header over 16 kB', http(`GET /health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`), 400);
    await raw(
      'a broken chunked body',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
    );
    await raw(
      'a chunked JSON body over 1 MB',
      `POST /api/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${(1_100_000).toString(16)}\r\n${'['.repeat(1_100_000)}\r\n0\r\n\r\n`,
      413,
    );
    await raw(
      'invalid UTF-8 in a JSON body',
      Buffer.concat([
        Buffer.from(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 16\r\n\r\n',
        ),
        Buffer.from('{"id":"'),
        Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('", }'),
      ]),
      400,
    );
    expect(failures).toEqual([]);
  });

  it('refuses a day that is not on the calendar with a 400, where PostgreSQL used to answer 500', async () => {
    // Found by this fuzzer: a board's startDate matched YYYY-MM-DD but was no day (02-30, year 0).
    const admin = sessions.get('admin01')?.token ?? '';
    for (const startDate of ['2024-02-30', '0000-01-01', '2023-02-29']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/boards/${pools.boardNo?.[0] ?? 1}`,
        headers: { authorization: admin },
        payload: {
          boardType: 'FAQ',
          category: null,
          title: '퍼즈',
          contentHtml: '<p>퍼즈</p>',
          boardStatus: 'ACTIVE',
          isTop: false,
          startDate,
          endDate: null,
        },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^startDate: .*[가-힣]/);
    }
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { authorization: admin },
      payload: { startDate: '2024-02-29' },
      remoteAddress: nextAddress(),
    });
    // A real day passes the day rule (the banner then lacks its other fields).
    expect(real.statusCode).toBe(400);
    expect(real.body).not.toContain('startDate');
  });

  it('refuses a 200-character id at sign-in with 401, where the lock-out key overflowed into a 500', async () => {
    // Found by this fuzzer: 'login:' + a long id did not fit auth_throttle.key (120).
    for (const id of ['가'.repeat(200), `${'a'.repeat(150)}`, `${'A'.repeat(150)}`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id, password: 'wrong-pass1' },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json<{ message: string }>().message).toMatch(HANGUL);
    }
  });

  it('is healthy afterwards: health, a search, a sign-in', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/search/sale/list?page=1&limit=10',
      remoteAddress: nextAddress(),
    });
    const found = search.json<{ code: number; entity: { list: unknown[] } }>();
    expect(found.code, search.body).toBe(1);
    expect(found.entity.list.length).toBeGreaterThan(0);
    for (const role of ROLES) if (role !== 'visitor') await signIn(ctx.app, role, nextAddress());
    // A wrong password is still refused with the envelope.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'wrong-pass1' },
      remoteAddress: nextAddress(),
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.json<{ message: string }>().message).toMatch(HANGUL);
    // Nothing the fuzzer sent to the database made it unreadable.
    const [rows] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    expect(rows?.n).toBeGreaterThan(0);
  });
});
