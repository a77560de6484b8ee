/**
 * `npm run bench:search`: 1M listings in PostgreSQL, the real server over HTTP at 1 and 16 connections,
 * the same work without HTTP as the floor. Writes bench/results/search.json and prints a table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import { SEARCH_BUDGET as BUDGET } from './budgets.ts';
import { type Floor, measureFloors } from './floor.ts';
import { drive, type HttpRun } from './http.ts';
import { BENCH_DB, prepareDatabase, realSaleNos } from './load.ts';
import { buildMix, type Kind, pathOf } from './mix.ts';
import { type BudgetRow, printTable } from './report.ts';
import { startServer } from './server.ts';
import { round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = Number(env.BENCH_LISTINGS ?? 1_000_000);
const RELOAD = env.BENCH_RELOAD === '1';
const DURATION = Number(env.BENCH_DURATION ?? 8);
const WARMUP = Number(env.BENCH_WARMUP ?? 1);
const SQL_ITERATIONS = Number(env.BENCH_SQL_ITERATIONS ?? 50);
const CONNECTIONS = [1, 16] as const;
const ONLY = env.BENCH_KINDS ? new Set(env.BENCH_KINDS.split(',')) : null;

interface Run extends HttpRun {
  kind: string;
  connections: number;
  sqlP95: number | null;
  budgetOk: boolean;
}

async function pgInfo(benchUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    const v = await client.query<{ v: string }>('select version() as v');
    out.version = v.rows[0]?.v.split(' on ')[0] ?? '';
    for (const name of [
      'shared_buffers',
      'work_mem',
      'effective_cache_size',
      'max_parallel_workers_per_gather',
    ]) {
      const r = await client.query<{ v: string }>(`select current_setting($1) as v`, [name]);
      out[name] = r.rows[0]?.v ?? '';
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Waits until no query of the server is running, so that work a run left queued (requests autocannon gave
 * up on at its deadline) does not slow the next run down. At most 60 s.
 */
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

interface Envelope {
  code?: number;
  entity?: { pageInfo?: { totalRow?: number }; area?: { kind?: string }; totalRow?: number } | unknown[];
}

/**
 * One request per path before any timing: every answer must be 200 with code 1, list answers must have
 * understood saleAddr as the kind intends. Returns the kinds whose route the server does not have (404).
 */
async function preflight(
  baseUrl: string,
  kinds: Kind[],
): Promise<{ missing: Set<string>; problems: string[] }> {
  const missing = new Set<string>();
  const problems: string[] = [];
  for (const kind of kinds) {
    const rows: number[] = [];
    for (const q of kind.queries) {
      const url = pathOf(kind.op, q);
      const res = await fetch(baseUrl + url);
      if (res.status === 404 && kind.op === 'map') {
        missing.add(kind.kind);
        break;
      }
      const body = (await res.json()) as Envelope;
      if (res.status !== 200 || body.code !== 1) {
        problems.push(`${kind.kind}: ${res.status} ${JSON.stringify(body).slice(0, 200)} for ${url}`);
        continue;
      }
      const entity = body.entity;
      if (kind.op === 'list' && entity && !Array.isArray(entity)) {
        const area = entity.area?.kind;
        if (kind.expectArea && area !== kind.expectArea)
          problems.push(
            `${kind.kind}: saleAddr understood as '${area}', not '${kind.expectArea}' for ${url}`,
          );
        rows.push(entity.pageInfo?.totalRow ?? 0);
      }
      if (kind.op === 'count' && entity && !Array.isArray(entity)) rows.push(entity.totalRow ?? 0);
      if (kind.op === 'map' && Array.isArray(entity)) rows.push(entity.length);
    }
    if (rows.length > 0) {
      const sorted = [...rows].sort((a, b) => a - b);
      const what = kind.op === 'map' ? 'bubbles' : 'totalRow';
      console.log(
        `[mix] ${kind.kind.padEnd(18)} ${kind.queries.length} requests, ${what} min ${sorted[0]} median ${sorted[Math.floor(sorted.length / 2)]} max ${sorted[sorted.length - 1]}`,
      );
      const empty = rows.filter((n) => n === 0).length;
      if (empty > 0 && kind.kind !== 'map-region-counts')
        console.log(`[mix]   ${empty} of them find nothing`);
    }
  }
  return { missing, problems };
}

function budgetOk(run: HttpRun, connections: number, sqlP95: number | null): boolean {
  if (run.errors > 0 || run.non2xx > 0 || run.requests === 0) return false;
  if (connections === 1) {
    const floorLimit =
      sqlP95 === null ? Number.POSITIVE_INFINITY : BUDGET.floorFactor * sqlP95 + BUDGET.floorSlackMs;
    return run.p95 <= BUDGET.p95At1 && run.p95 <= floorLimit;
  }
  return run.p95 <= BUDGET.p95At16;
}

async function main(): Promise<void> {
  const started = Date.now();
  fs.mkdirSync(RESULTS, { recursive: true });

  const { benchUrl, listings } = await prepareDatabase(ADMIN_URL, TARGET, RELOAD);
  const saleNos = await realSaleNos(benchUrl, 20);
  let kinds = buildMix(readRegions(), saleNos);
  if (ONLY) kinds = kinds.filter((k) => ONLY.has(k.kind));

  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile of the whole run there when it stops.
  const profile = env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
  // BENCH_SERVER_ARGS: other node flags for the server, as bench:mix takes them (e.g. `--trace-gc`).
  const serverArgs = (env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startServer(ROOT, benchUrl, path.join(RESULTS, 'server.log'), [
    ...profile,
    ...serverArgs,
  ]);
  const runs: Run[] = [];
  const skipped: { kind: string; reason: string }[] = [];
  let floors = new Map<string, Floor>();
  let rssMaxMb = 0;
  try {
    const { missing, problems } = await preflight(server.baseUrl, kinds);
    for (const k of missing) skipped.push({ kind: k, reason: 'GET /common/search/main/map answered 404' });
    if (problems.length > 0) {
      for (const p of problems) console.error(`[mix] ${p}`);
      throw new Error(`${problems.length} requests of the mix did not answer as expected`);
    }
    kinds = kinds.filter((k) => !missing.has(k.kind));

    // The floor runs while the server idles, so the two never compete for the two cores.
    floors = await measureFloors(benchUrl, kinds, SQL_ITERATIONS);

    server.resetRss();
    for (const kind of kinds) {
      const paths = kind.queries.map((q) => pathOf(kind.op, q));
      for (const connections of CONNECTIONS) {
        await settle(benchUrl);
        if (WARMUP > 0) await drive(server.baseUrl, paths, connections, WARMUP);
        await settle(benchUrl);
        const run = await drive(server.baseUrl, paths, connections, DURATION);
        const sqlP95 = floors.get(kind.kind)?.sqlP95 ?? null;
        const row: Run = {
          kind: kind.kind,
          connections,
          sqlP95,
          ...run,
          budgetOk: budgetOk(run, connections, sqlP95),
        };
        runs.push(row);
        console.log(
          `[http] ${kind.kind.padEnd(18)} c=${String(connections).padStart(2)} p50 ${run.p50.toFixed(1)} p95 ${run.p95.toFixed(1)} p99 ${run.p99.toFixed(1)} ms, ${run.rps.toFixed(0)} rps${run.errors + run.non2xx > 0 ? `, ${run.errors} errors, ${run.non2xx} non-2xx ${JSON.stringify(run.statusCodes)}` : ''}`,
        );
      }
    }
    rssMaxMb = server.rssMaxMb();
  } finally {
    await server.stop();
  }

  const failedRequests = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const rssOk = rssMaxMb <= BUDGET.rssMb;
  const result = {
    listings,
    rssMaxMb: round2(rssMaxMb),
    runs: runs.map((r) => ({
      kind: r.kind,
      connections: r.connections,
      p50: round2(r.p50),
      p95: round2(r.p95),
      p99: round2(r.p99),
      rps: round2(r.rps),
      sqlP95: r.sqlP95 === null ? null : round2(r.sqlP95),
      requests: r.requests,
      errors: r.errors + r.non2xx,
      budgetOk: r.budgetOk,
    })),
    budget: { ...BUDGET, ok: rssOk && runs.every((r) => r.budgetOk) },
    skipped,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: round2(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: await pgInfo(benchUrl),
      database: BENCH_DB,
    },
    settings: { durationSec: DURATION, warmupSec: WARMUP, sqlIterations: SQL_ITERATIONS },
    date: new Date().toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
  };
  const file = path.join(RESULTS, 'search.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  const rows: BudgetRow[] = result.runs;
  printTable(rows, result.listings, result.rssMaxMb, rssOk);
  for (const s of skipped) console.log(`skipped ${s.kind}: ${s.reason}`);
  console.log(`wrote ${path.relative(process.cwd(), file)} in ${result.elapsedSec} s`);

  if (failedRequests > 0) {
    console.error(`${failedRequests} requests failed (errors or non-2xx): the run is not valid`);
    process.exitCode = 1;
  } else if (!result.budget.ok && env.BENCH_NO_FAIL !== '1') {
    console.error('the search budget is not met (BENCH_NO_FAIL=1 reports without failing)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
