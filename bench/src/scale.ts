/**
 * `npm run bench:scale` (issue P15 §5): how the cost of a search grows with the market. The search mix of
 * bench:search at several listing counts (BENCH_SCALE, default 100,000, 1,000,000 and 4,000,000), each in
 * its own database (ansim_bench_100k, _1m, _4m: loaded once, reused after), through the real server over
 * HTTP at one connection (BENCH_SCALE_CONNECTIONS=1,16 adds 16). Writes bench/results/search-scale.json
 * with the p95 of every kind at every size and the goal "p95 at the largest size ≤ 1.5 × p95 at the one
 * before" per kind (4M against 1M with the default sizes), and bench/results/search-scale.svg, the plot.
 *
 * BENCH_DURATION (8 s per kind), BENCH_WARMUP (5 s: a size just loaded, or one read after a larger one, starts
 * with little of itself in memory), BENCH_RELOAD=1 reloads every size, BENCH_NO_FAIL=1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import { drive } from './http.ts';
import { BENCH_DB, prepareDatabase, realSaleNos, withClient } from './load.ts';
import { buildMix, type Kind, pathOf } from './mix.ts';
import { startServer } from './server.ts';
import { round2 } from './stats.ts';
import { lineChartSvg, type Series } from './svg-plot.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (env.BENCH_SCALE ?? '100000,1000000,4000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const CONNECTIONS = (env.BENCH_SCALE_CONNECTIONS ?? '1').split(',').map(Number);
const RELOAD = env.BENCH_RELOAD === '1';
const DURATION = Number(env.BENCH_DURATION ?? 8);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const ONLY = env.BENCH_KINDS ? new Set(env.BENCH_KINDS.split(',')) : null;

/** Issue P15 §5: p95 at 4M ≤ 1.5 × p95 at 1M for every kind (counts and pages must not grow with the market). */
export const SCALE_GOAL = { factor: 1.5 } as const;

/** 100000 → '100k', 4000000 → '4m', 2500000 → '2500k': a database name's suffix and a tick label. */
const label = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);
const databaseOf = (n: number) => `${BENCH_DB}_${label(n)}`;

interface KindRun {
  kind: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

interface SizeRun {
  listings: number;
  database: string;
  /** Seconds the load took, when this run loaded it; null when the database was reused. */
  loadSec: number | null;
  /** Of which the bulk part (COPY of the generated listings, indexes, vacuum), and how many it generated. */
  bulkSec: number | null;
  generated: number;
  databaseMb: number;
  rssMaxMb: number;
  runs: KindRun[];
}

/** Waits until no query of the server is running (at most 60 s), so one run's leftovers do not slow the next. */
async function settle(benchUrl: string): Promise<void> {
  await withClient(benchUrl, async (c) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const r = await c.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if ((r.rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/** Every request once: 200 with code 1, or the run stops (a bad answer measured at 4M proves nothing). */
async function preflight(baseUrl: string, kinds: Kind[]): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of kinds) {
    for (const q of kind.queries) {
      const url = pathOf(kind.op, q);
      const res = await fetch(baseUrl + url);
      const body = (await res.json()) as { code?: number };
      if (res.status !== 200 || body.code !== 1)
        problems.push(`${kind.kind}: ${res.status} ${JSON.stringify(body).slice(0, 160)} for ${url}`);
    }
  }
  return problems;
}

async function measureSize(listings: number, first: boolean): Promise<SizeRun> {
  const database = databaseOf(listings);
  const loaded = await prepareDatabase(ADMIN_URL, listings, RELOAD, database);
  const databaseMb = await withClient(ADMIN_URL, async (c) => {
    const r = await c.query<{ b: string }>('select pg_database_size($1)::text as b', [database]);
    return Number(r.rows[0]?.b ?? 0) / 1024 / 1024;
  });
  let kinds = buildMix(readRegions(), await realSaleNos(loaded.benchUrl, 20));
  if (ONLY) kinds = kinds.filter((k) => ONLY.has(k.kind));

  // The bundle is built once, for the first size; the later sizes run the same code.
  if (!first) process.env.BENCH_NO_BUILD = '1';
  const server = await startServer(ROOT, loaded.benchUrl, path.join(RESULTS, 'scale-server.log'));
  const runs: KindRun[] = [];
  let rssMaxMb = 0;
  try {
    const problems = await preflight(server.baseUrl, kinds);
    if (problems.length > 0) {
      for (const p of problems.slice(0, 20)) console.error(`[scale] ${p}`);
      throw new Error(`${problems.length} requests did not answer as expected at ${label(listings)}`);
    }
    server.resetRss();
    for (const kind of kinds) {
      const paths = kind.queries.map((q) => pathOf(kind.op, q));
      for (const connections of CONNECTIONS) {
        await settle(loaded.benchUrl);
        if (WARMUP > 0) await drive(server.baseUrl, paths, connections, WARMUP);
        await settle(loaded.benchUrl);
        const run = await drive(server.baseUrl, paths, connections, DURATION);
        runs.push({
          kind: kind.kind,
          connections,
          p50: round2(run.p50),
          p95: round2(run.p95),
          p99: round2(run.p99),
          rps: round2(run.rps),
          requests: run.requests,
          errors: run.errors + run.non2xx,
        });
        console.log(
          `[scale] ${label(listings).padStart(5)} ${kind.kind.padEnd(18)} c=${String(connections).padStart(2)} p50 ${run.p50.toFixed(1)} p95 ${run.p95.toFixed(1)} ms, ${run.rps.toFixed(0)} rps${run.errors + run.non2xx > 0 ? `, ${run.errors + run.non2xx} errors` : ''}`,
        );
      }
    }
    rssMaxMb = server.rssMaxMb();
  } finally {
    await server.stop();
  }
  return {
    listings: loaded.listings,
    database,
    loadSec: loaded.loadSec === null ? null : round2(loaded.loadSec),
    bulkSec: loaded.bulkSec === null ? null : round2(loaded.bulkSec),
    generated: loaded.generated,
    databaseMb: round2(databaseMb),
    rssMaxMb: round2(rssMaxMb),
    runs,
  };
}

/** The goal per kind and connection count: the largest size against the one before it. */
function evaluate(sizes: SizeRun[]) {
  const top = sizes[sizes.length - 1];
  const ref = sizes[sizes.length - 2];
  if (!top || !ref) return [];
  return top.runs.map((t) => {
    const r = ref.runs.find((x) => x.kind === t.kind && x.connections === t.connections);
    const ratio = r && r.p95 > 0 ? t.p95 / r.p95 : null;
    return {
      kind: t.kind,
      connections: t.connections,
      p95AtReference: r?.p95 ?? null,
      p95AtLargest: t.p95,
      ratio: ratio === null ? null : round2(ratio),
      ok: ratio !== null && ratio <= SCALE_GOAL.factor && t.errors === 0 && (r?.errors ?? 1) === 0,
    };
  });
}

function plot(sizes: SizeRun[], goalText: string): string {
  const kinds = [...new Set(sizes.flatMap((s) => s.runs.map((r) => r.kind)))];
  const series: Series[] = [];
  for (const kind of kinds)
    for (const connections of CONNECTIONS)
      series.push({
        name: `${kind} c=${connections}`,
        group: kind,
        dashed: connections !== CONNECTIONS[0],
        points: sizes.flatMap((s) => {
          const r = s.runs.find((x) => x.kind === kind && x.connections === connections);
          return r ? [{ x: s.listings, y: r.p95 }] : [];
        }),
      });
  return lineChartSvg({
    title: 'Search p95 against the number of listings (bench:scale)',
    notes: [`${goalText}; ${os.cpus().length} CPUs, ${new Date().toISOString().slice(0, 10)}`],
    xLabel: 'listings (log scale)',
    yLabel: 'p95 latency over HTTP (ms)',
    xTickLabel: (x) => label(x).toUpperCase(),
    series,
    styles:
      CONNECTIONS.length > 1
        ? {
            solid: `${CONNECTIONS[0]} connection(s)`,
            dashed: `${CONNECTIONS.slice(1).join(', ')} connections`,
          }
        : undefined,
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  fs.mkdirSync(RESULTS, { recursive: true });
  if (SIZES.length < 2 || SIZES.some((n) => !Number.isInteger(n) || n < 10_000))
    throw new Error(`BENCH_SCALE needs two or more sizes of at least 10,000 listings: ${env.BENCH_SCALE}`);

  const sizes: SizeRun[] = [];
  for (const [i, n] of SIZES.entries()) sizes.push(await measureSize(n, i === 0));

  const goal = evaluate(sizes);
  const top = sizes[sizes.length - 1] as SizeRun;
  const ref = sizes[sizes.length - 2] as SizeRun;
  const goalText = `goal: p95 at ${label(top.listings).toUpperCase()} ≤ ${SCALE_GOAL.factor} × p95 at ${label(ref.listings).toUpperCase()}`;
  const errors = sizes.reduce((n, s) => n + s.runs.reduce((m, r) => m + r.errors, 0), 0);
  const loads = sizes.filter((s) => s.loadSec !== null);
  const result = {
    sizes,
    goal: {
      rule: `p95 at the largest size ≤ ${SCALE_GOAL.factor} × p95 at the size before it, per kind and connection count (issue P15 §5: 4M against 1M)`,
      largest: top.listings,
      reference: ref.listings,
      perKind: goal,
      ok: errors === 0 && goal.length > 0 && goal.every((g) => g.ok),
    },
    // What loading cost, to estimate larger sizes: the bulk part's seconds per million generated listings
    // (migrations and the demo seed are a fixed minute or so on top).
    loadRate:
      loads.length > 0
        ? loads.map((s) => ({
            listings: s.listings,
            seconds: s.loadSec,
            bulkSeconds: s.bulkSec,
            bulkSecondsPerMillion: round2(((s.bulkSec ?? 0) * 1_000_000) / Math.max(1, s.generated)),
          }))
        : null,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: round2(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageAtStart: round2(loadAverageAtStart),
      loadAverageAtEnd: round2(os.loadavg()[0] ?? 0),
    },
    settings: { connections: CONNECTIONS, durationSec: DURATION, warmupSec: WARMUP },
    date: new Date().toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
  };
  const file = path.join(RESULTS, 'search-scale.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  const svg = path.join(RESULTS, 'search-scale.svg');
  fs.writeFileSync(svg, plot(sizes, goalText));

  // Table: one line per kind and connection count, p95 at every size, the ratio and the verdict.
  const head = ['kind', 'conns', ...sizes.map((s) => `p95 ${label(s.listings)}`), 'ratio', 'ok'];
  const body = goal.map((g) => [
    g.kind,
    String(g.connections),
    ...sizes.map((s) => {
      const r = s.runs.find((x) => x.kind === g.kind && x.connections === g.connections);
      return r ? r.p95.toFixed(1) : '–';
    }),
    g.ratio === null ? '–' : `${g.ratio.toFixed(2)}×`,
    g.ok ? '✓' : '✗',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(`search cost growth — ${goalText}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  for (const s of sizes)
    console.log(
      `${label(s.listings)}: ${s.database}, ${s.databaseMb.toFixed(0)} MB${s.loadSec === null ? '' : `, loaded in ${s.loadSec.toFixed(0)} s`}, server RSS max ${s.rssMaxMb.toFixed(0)} MB`,
    );
  console.log(
    `wrote ${path.relative(process.cwd(), file)} and ${path.relative(process.cwd(), svg)} in ${result.elapsedSec} s`,
  );

  if (errors > 0) {
    console.error(`${errors} requests failed: the run is not valid`);
    process.exitCode = 1;
  } else if (!result.goal.ok && env.BENCH_NO_FAIL !== '1') {
    console.error('the growth goal is not met (BENCH_NO_FAIL=1 reports without failing)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
