/**
 * `npm run bench:detail`: the listing detail (GET /api/sale/{saleNo}, the same handler as the spec's PATCH)
 * at 1M listings in PostgreSQL, through the real server over HTTP at 1 and 16 connections, as a visitor and
 * as a signed-in user, and the same work without HTTP as the floor. Writes bench/results/detail.json and
 * prints a table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SaleDetail } from '@ansim/domain/contract';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/index.ts';
import type { AuthContext } from '../../apps/server/src/modules/auth/service.ts';
import { createSaleDetailRepo } from '../../apps/server/src/modules/sales/detail-repo.ts';
import { createSaleDetailService } from '../../apps/server/src/modules/sales/detail-service.ts';
import { DETAIL_BUDGET as BUDGET } from './budgets.ts';
import { backendsCpu, backendsDelta, processCpuMs } from './cpu.ts';
import { type ChildRowCounts, detailSaleNos, fillChildRows } from './detail-rows.ts';
import { drive, type HttpRun } from './http.ts';
import { BENCH_DB, prepareDatabase } from './load.ts';
import { startServer } from './server.ts';
import { percentile, round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = Number(env.BENCH_LISTINGS ?? 1_000_000);
const RELOAD = env.BENCH_RELOAD === '1';
const DURATION = Number(env.BENCH_DURATION ?? 8);
const WARMUP = Number(env.BENCH_WARMUP ?? 1);
const SQL_ITERATIONS = Number(env.BENCH_SQL_ITERATIONS ?? 500);
const CONNECTIONS = [1, 16] as const;
/** Requests per run: listings with child rows, and four times fewer without (a listing with no photo yet). */
const WITH_ROWS = 2000;
const WITHOUT_ROWS = 500;

interface Caller {
  kind: 'detail-visitor' | 'detail-signed-in';
  headers: Record<string, string>;
  /** The caller as the service sees it, for the floor; null for a visitor. */
  auth: AuthContext | null;
}

interface Run extends HttpRun {
  kind: string;
  connections: number;
  sqlP95: number;
  /** CPU ms per answered request: the server process, and the PostgreSQL backends of ansim_bench. */
  serverCpuMs: number;
  postgresCpuMs: number;
  budgetOk: boolean;
}

/** Waits until no query of the server is running, so a run's leftovers do not slow the next. At most 60 s. */
async function settle(benchUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const r = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if ((r.rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The session id an access token carries: its payload's `sid` (the token is not verified here). */
function sessionIdOf(authorization: string): string {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
  if (typeof sid !== 'string') throw new Error('the access token names no session');
  return sid;
}

/** user01 signed in through the API, as the app signs in: the access token of the `authorization` header. */
async function signIn(baseUrl: string): Promise<Caller> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'user01', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code?: number; entity?: { userNo: number } };
  const authorization = res.headers.get('authorization');
  if (res.status !== 200 || body.code !== 1 || !authorization || !body.entity)
    throw new Error(`user01 could not sign in: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return {
    kind: 'detail-signed-in',
    headers: { authorization },
    // The floor calls the service directly, which checks the session the token names (its `sid` claim).
    auth: { userNo: body.entity.userNo, userType: 'GENERAL', sessionId: sessionIdOf(authorization) },
  };
}

interface Preflight {
  checked: number;
  withDocuments: number;
  liked: number;
  problems: string[];
}

/**
 * Every request once before any timing: 200 with code 1, the sample's listings with their photos, fee and
 * options, the others without, registry file ids only for the signed-in caller.
 */
async function preflight(
  baseUrl: string,
  caller: Caller,
  saleNos: { withRows: number[]; withoutRows: number[] },
): Promise<Preflight> {
  const out: Preflight = { checked: 0, withDocuments: 0, liked: 0, problems: [] };
  const signedIn = caller.auth !== null;
  const cases = [
    ...saleNos.withRows.map((n) => [n, true] as const),
    ...saleNos.withoutRows.map((n) => [n, false] as const),
  ];
  for (const [saleNo, hasRows] of cases) {
    const res = await fetch(`${baseUrl}/api/sale/${saleNo}`, { headers: caller.headers });
    const body = (await res.json()) as { code?: number; entity?: SaleDetail };
    out.checked++;
    const d = body.entity;
    if (res.status !== 200 || body.code !== 1 || !d) {
      out.problems.push(`${saleNo}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    // The fill gives one heat option; a demo listing in the sample has its own (one or more).
    const rowsSeen = d.saleImage.length >= 3 && d.costType !== null && d.heatList.length >= 1;
    const noRows = d.saleImage.length === 0 && d.costType === null && d.heatList.length === 0;
    if (hasRows ? !rowsSeen : !noRows)
      out.problems.push(`${saleNo}: child rows ${hasRows ? 'missing' : 'unexpected'}`);
    if (d.documents.length > 0) out.withDocuments++;
    if (d.documents.some((doc) => (doc.fileId !== null) !== signedIn))
      out.problems.push(`${saleNo}: registry file ids ${signedIn ? 'missing' : 'shown to a visitor'}`);
    if (d.isLike) out.liked++;
  }
  if (signedIn && out.liked === 0) out.problems.push('no liked listing among the signed-in requests');
  if (!signedIn && out.liked > 0) out.problems.push('a visitor saw a heart');
  return out;
}

/** The detail without HTTP: the service on a node-postgres pool, one untimed pass, then timed calls. */
async function measureFloor(
  benchUrl: string,
  callers: Caller[],
  saleNos: number[],
): Promise<Map<string, number>> {
  const handle = await openDb({ kind: 'postgres', url: benchUrl });
  const service = createSaleDetailService({ repo: createSaleDetailRepo(handle.db) });
  const out = new Map<string, number>();
  try {
    for (const caller of callers) {
      for (const saleNo of saleNos.slice(0, 200)) await service.detail(caller.auth, saleNo);
      const times: number[] = [];
      for (let i = 0; i < SQL_ITERATIONS; i++) {
        const saleNo = saleNos[i % saleNos.length] as number;
        const t = performance.now();
        await service.detail(caller.auth, saleNo);
        times.push(performance.now() - t);
      }
      const p95 = percentile(times, 95);
      out.set(caller.kind, p95);
      console.log(`[floor] ${caller.kind.padEnd(17)} p95 ${p95.toFixed(2)} ms (${SQL_ITERATIONS} calls)`);
    }
  } finally {
    await handle.close();
  }
  return out;
}

function budgetOk(run: HttpRun, connections: number): boolean {
  if (run.errors > 0 || run.non2xx > 0 || run.requests === 0) return false;
  return run.p95 <= (connections === 1 ? BUDGET.p95At1 : BUDGET.p95At16);
}

/** The same order for every run: sample listings and listings without rows interleaved, four to one. */
function interleave(withRows: number[], withoutRows: number[]): number[] {
  const out: number[] = [];
  let w = 0;
  for (let i = 0; i < withRows.length; i++) {
    out.push(withRows[i] as number);
    if (i % 4 === 3 && w < withoutRows.length) out.push(withoutRows[w++] as number);
  }
  return out.concat(withoutRows.slice(w));
}

function printTable(runs: Run[], listings: number, rssMaxMb: number): void {
  const head = [
    'kind',
    'conns',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'rps',
    'reqs',
    'sql p95',
    'cpu ms/req',
    'budget',
    'errors',
    'ok',
  ];
  const body = runs.map((r) => [
    r.kind,
    String(r.connections),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.rps.toFixed(0),
    String(r.requests),
    r.sqlP95.toFixed(2),
    `${r.serverCpuMs.toFixed(2)}+${r.postgresCpuMs.toFixed(2)}`,
    `≤${r.connections === 1 ? BUDGET.p95At1 : BUDGET.p95At16}`,
    String(r.errors + r.non2xx),
    r.budgetOk ? '✓' : '✗',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(`listing detail benchmark — ${listings.toLocaleString()} listings`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log(`server RSS max ${rssMaxMb.toFixed(0)} MB`);
  console.log('');
}

async function postgresVersion(benchUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const r = await client.query<{ v: string }>('select version() as v');
    return r.rows[0]?.v.split(' on ')[0] ?? '';
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  fs.mkdirSync(RESULTS, { recursive: true });

  const { benchUrl, listings } = await prepareDatabase(ADMIN_URL, TARGET, RELOAD);
  const childRows: ChildRowCounts = await fillChildRows(benchUrl);
  const saleNos = await detailSaleNos(benchUrl, WITH_ROWS, WITHOUT_ROWS);
  const order = interleave(saleNos.withRows, saleNos.withoutRows);
  const paths = order.map((n) => `/api/sale/${n}`);
  console.log(
    `[mix] ${saleNos.withRows.length} listings with child rows, ${saleNos.withoutRows.length} without, interleaved 4:1`,
  );

  const server = await startServer(ROOT, benchUrl, path.join(RESULTS, 'detail-server.log'));
  const runs: Run[] = [];
  const checks: Record<string, Omit<Preflight, 'problems'>> = {};
  let rssMaxMb = 0;
  try {
    const visitor: Caller = { kind: 'detail-visitor', headers: {}, auth: null };
    const callers = [visitor, await signIn(server.baseUrl)];
    for (const caller of callers) {
      const { problems, ...summary } = await preflight(server.baseUrl, caller, saleNos);
      checks[caller.kind] = summary;
      console.log(
        `[mix] ${caller.kind}: ${summary.checked} requests checked, ${summary.withDocuments} with registry documents, ${summary.liked} liked`,
      );
      if (problems.length > 0) {
        for (const p of problems.slice(0, 20)) console.error(`[mix] ${p}`);
        throw new Error(`${problems.length} detail answers were not as expected`);
      }
    }

    // The floor runs while the server idles, so the two never compete for the cores.
    const floors = await measureFloor(benchUrl, callers, order);

    server.resetRss();
    for (const caller of callers) {
      for (const connections of CONNECTIONS) {
        await settle(benchUrl);
        if (WARMUP > 0) await drive(server.baseUrl, paths, connections, WARMUP, caller.headers);
        await settle(benchUrl);
        const server0 = processCpuMs(server.pid);
        const backends0 = await backendsCpu(benchUrl);
        const run = await drive(server.baseUrl, paths, connections, DURATION, caller.headers);
        const answered = Math.max(1, run.requests);
        const row: Run = {
          kind: caller.kind,
          connections,
          sqlP95: floors.get(caller.kind) ?? 0,
          serverCpuMs: (processCpuMs(server.pid) - server0) / answered,
          postgresCpuMs: backendsDelta(backends0, await backendsCpu(benchUrl)) / answered,
          ...run,
          budgetOk: budgetOk(run, connections),
        };
        runs.push(row);
        console.log(
          `[http] ${caller.kind.padEnd(17)} c=${String(connections).padStart(2)} p50 ${run.p50.toFixed(1)} p95 ${run.p95.toFixed(1)} p99 ${run.p99.toFixed(1)} ms, ${run.rps.toFixed(0)} rps, cpu ${row.serverCpuMs.toFixed(2)} + ${row.postgresCpuMs.toFixed(2)} ms/request${run.errors + run.non2xx > 0 ? `, ${run.errors} errors, ${run.non2xx} non-2xx ${JSON.stringify(run.statusCodes)}` : ''}`,
        );
      }
    }
    rssMaxMb = server.rssMaxMb();
  } finally {
    await server.stop();
  }

  const failedRequests = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const result = {
    listings,
    sample: {
      ...childRows,
      requestsWithChildRows: saleNos.withRows.length,
      requestsWithoutChildRows: saleNos.withoutRows.length,
      preflight: checks,
    },
    rssMaxMb: round2(rssMaxMb),
    runs: runs.map((r) => ({
      kind: r.kind,
      connections: r.connections,
      p50: round2(r.p50),
      p95: round2(r.p95),
      p99: round2(r.p99),
      rps: round2(r.rps),
      sqlP95: round2(r.sqlP95),
      cpuMsPerRequest: { server: round2(r.serverCpuMs), postgres: round2(r.postgresCpuMs) },
      requests: r.requests,
      errors: r.errors + r.non2xx,
      budgetOk: r.budgetOk,
    })),
    budget: { ...BUDGET, ok: runs.length > 0 && runs.every((r) => r.budgetOk) },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: round2(os.totalmem() / 1024 ** 3),
      // Other work on the machine shows in latency, hardly in CPU per request: these say how much there was.
      loadAverageAtStart: round2(loadAverageAtStart),
      loadAverageAtEnd: round2(os.loadavg()[0] ?? 0),
      node: process.version,
      postgres: await postgresVersion(benchUrl),
      database: BENCH_DB,
    },
    settings: { durationSec: DURATION, warmupSec: WARMUP, sqlIterations: SQL_ITERATIONS },
    date: new Date().toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
  };
  const file = path.join(RESULTS, 'detail.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  printTable(runs, listings, rssMaxMb);
  console.log(`wrote ${path.relative(process.cwd(), file)} in ${result.elapsedSec} s`);

  if (failedRequests > 0) {
    console.error(`${failedRequests} requests failed (errors or non-2xx): the run is not valid`);
    process.exitCode = 1;
  } else if (!result.budget.ok && env.BENCH_NO_FAIL !== '1') {
    console.error('the detail budget is not met (BENCH_NO_FAIL=1 reports without failing)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
