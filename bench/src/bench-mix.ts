/**
 * `npm run bench:mix` (issue P15 §5): the load and soak run. 1M listings in PostgreSQL (the bench database
 * of bench:search), the real server over HTTP, and a realistic mix at 32 connections for 5 minutes:
 * search and map 70 % (every kind of bench:search), listing detail 20 % (visitors and signed-in users),
 * likes, comments and inquiries 8 %, registrations 2 % (each a main photo's upload, then the save naming it:
 * two requests, reported apart). Goals: 0 errors (every answer 2xx with code 1),
 * p95 of every kind within its issue's budget, server RSS (with its image worker's) flat within 10 % between the first and the last
 * minute after the warm-up. Writes bench/results/mix.json and prints a table.
 *
 * BENCH_LISTINGS (1,000,000), BENCH_DURATION (300 s), BENCH_WARMUP (60 s), BENCH_CONNECTIONS (32),
 * BENCH_MIX_USERS (600 signed-in users), BENCH_RSS_INTERVAL (2 s), BENCH_MIX_PHOTO_WIDTH (1600 px),
 * BENCH_SERVER_ARGS (node flags for the server), BENCH_RELOAD=1, BENCH_NO_FAIL=1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config.ts';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import { DETAIL_BUDGET, SALE_SAVE_BUDGET, SEARCH_BUDGET } from './budgets.ts';
import { backendsCpu, backendsDelta, childPids, processCpuMs } from './cpu.ts';
import { detailSaleNos, fillChildRows } from './detail-rows.ts';
import { BENCH_DB, prepareDatabase, realSaleNos } from './load.ts';
import { buildMix, type Kind, pathOf } from './mix.ts';
import {
  addressOf,
  grantBrokerUnits,
  photoMaker,
  prepareActors,
  removeRegistered,
  signInActors,
  socialTargets,
  writers,
} from './mix-actors.ts';
import { type DriveResult, driveMix, type MixRequest, weightedCycle } from './mix-driver.ts';
import { rssMb, startServer } from './server.ts';
import { round2 } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = Number(env.BENCH_LISTINGS ?? 1_000_000);
const RELOAD = env.BENCH_RELOAD === '1';
const DURATION = Number(env.BENCH_DURATION ?? 300);
const WARMUP = Number(env.BENCH_WARMUP ?? 60);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const USERS = Number(env.BENCH_MIX_USERS ?? 600);
const RSS_INTERVAL = Number(env.BENCH_RSS_INTERVAL ?? 2);
/** Width of the registration's photo (4:3): 1600 × 1200 by default, about 1 MB of JPEG. */
const PHOTO_WIDTH = Number(env.BENCH_MIX_PHOTO_WIDTH ?? 1600);
/** Node flags for the server (e.g. `--max-old-space-size=192`, to see what a heap cap does to RSS). */
const SERVER_ARGS = (env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
/** "The first and the last minute", or a quarter of a shorter run each (a validation run). */
const RSS_WINDOW = Math.min(60, DURATION / 4);
const RSS_FLAT = 0.1;
/** The server's settings this run reports: the environment's pool and image worker settings, or the defaults. */
const serverConfig = loadConfig({
  DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE,
  DATABASE_DETAIL_POOL_SIZE: env.DATABASE_DETAIL_POOL_SIZE,
  IMAGE_WORKER: env.IMAGE_WORKER,
  IMAGE_WORKER_NICE: env.IMAGE_WORKER_NICE,
});

/**
 * Shares of the mix in percent (issue P15 §5); the search share is split evenly over its kinds.
 * BENCH_MIX_SHARES=registration=0,detail=22 changes some, to see what one part costs the others.
 */
const SHARES = sharesOf(env.BENCH_MIX_SHARES);

function sharesOf(spec: string | undefined) {
  const shares = { search: 70, detail: 20, like: 4, comment: 2, inquiry: 2, registration: 2 };
  for (const pair of (spec ?? '').split(',').filter(Boolean)) {
    const [name, value] = pair.split('=');
    if (!name || !(name in shares) || !(Number(value) >= 0))
      throw new Error(`BENCH_MIX_SHARES: '${pair}' is not <${Object.keys(shares).join('|')}>=<percent>`);
    shares[name as keyof typeof shares] = Number(value);
  }
  return shares;
}

interface Budget {
  p95Ms: number;
  source: string;
}
const SEARCH: Budget = {
  p95Ms: SEARCH_BUDGET.p95At16,
  source:
    'issue P3 §8: every search kind p95 ≤ 150 ms at 16 connections (bench/src/budgets.ts SEARCH_BUDGET)',
};
const DETAIL: Budget = {
  p95Ms: DETAIL_BUDGET.p95At16,
  source: 'issue P7 §9: the listing detail p95 ≤ 60 ms at 16 connections (DETAIL_BUDGET)',
};
const WRITE: Budget = {
  p95Ms: SALE_SAVE_BUDGET.maxWallMs,
  source:
    'issue 12 §11: a registration in ≤ 3 s (SALE_SAVE_BUDGET); no issue sets one for likes, comments and inquiries, so they take the same write budget',
};

interface RssSample {
  t: number;
  /** The server's and its image worker's. */
  mb: number;
  /** The image worker's alone (0 before its first photo, or with IMAGE_WORKER=0). */
  workerMb: number;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGb: round2(os.totalmem() / 1024 ** 3),
    node: process.version,
    database: BENCH_DB,
  };
}

/** Every request the mix sends, in the weighted order, each kind cycling through its own requests. */
function buildSchedule(
  kinds: Kind[],
  detailPaths: string[],
  write: ReturnType<typeof writers>,
  signedIn: { authorization: string; address: string }[],
): { next: () => MixRequest; weights: Record<string, number> } {
  const weights: Record<string, number> = {};
  for (const k of kinds) weights[k.kind] = SHARES.search / kinds.length;
  weights['detail-visitor'] = SHARES.detail / 2;
  weights['detail-signed-in'] = SHARES.detail / 2;
  weights.like = SHARES.like;
  weights.comment = SHARES.comment;
  weights.inquiry = SHARES.inquiry;
  weights.registration = SHARES.registration;
  const pick = weightedCycle(weights);
  const turn = new Map<string, number>();
  const nextOf = (kind: string) => {
    const n = turn.get(kind) ?? 0;
    turn.set(kind, n + 1);
    return n;
  };
  const byName = new Map(kinds.map((k) => [k.kind, k]));
  // Visitors come from 1,024 addresses (nothing they call is limited per address, but the server sees many).
  const visitor = (n: number) => ({ 'x-forwarded-for': addressOf(10, n % 1024) });

  const next = (): MixRequest => {
    const kind = pick();
    const n = nextOf(kind);
    const search = byName.get(kind);
    if (search) {
      const q = search.queries[n % search.queries.length] ?? {};
      const expectArea = search.op === 'list' ? search.expectArea : undefined;
      return {
        kind,
        method: 'GET',
        path: pathOf(search.op, q),
        headers: visitor(n),
        check: expectArea
          ? (entity) => {
              const area = (entity as { area?: { kind?: string } }).area?.kind;
              return area === expectArea ? null : `saleAddr understood as ${area}, not ${expectArea}`;
            }
          : undefined,
      };
    }
    if (kind === 'detail-visitor' || kind === 'detail-signed-in') {
      const p = detailPaths[n % detailPaths.length] as string;
      const caller = signedIn[n % signedIn.length];
      const headers =
        kind === 'detail-signed-in' && caller
          ? { authorization: caller.authorization, 'x-forwarded-for': caller.address }
          : visitor(n);
      return { kind, method: 'GET', path: p, headers };
    }
    if (kind === 'like') return write.like();
    if (kind === 'comment') return write.comment();
    if (kind === 'inquiry') return write.inquiry();
    return write.registration();
  };
  return { next, weights };
}

function budgetOf(kind: string, searchKinds: Set<string>): Budget {
  if (searchKinds.has(kind)) return SEARCH;
  if (kind.startsWith('detail')) return DETAIL;
  return WRITE;
}

function printTable(
  lines: {
    kind: string;
    share: number;
    ok: number;
    rps: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
    budgetMs: number;
    pass: boolean;
  }[],
): void {
  const head = ['kind', 'share %', 'reqs', 'rps', 'p50 ms', 'p95 ms', 'p99 ms', 'budget', 'errors', 'ok'];
  const body = lines.map((l) => [
    l.kind,
    l.share.toFixed(1),
    String(l.ok),
    l.rps.toFixed(1),
    l.p50.toFixed(1),
    l.p95.toFixed(1),
    l.p99.toFixed(1),
    `≤${l.budgetMs}`,
    String(l.errors),
    l.pass ? '✓' : '✗',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

/** CPU so far, in ms: the server, the bench database's backends (by pid), this driver, the whole machine. */
function cpuNow(serverPid: number, backends: Map<number, number>) {
  const usage = process.cpuUsage();
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] =
    fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  return {
    server: processCpuMs(serverPid),
    worker: childPids(serverPid).reduce((sum, pid) => sum + processCpuMs(pid), 0),
    backends,
    driver: (usage.user + usage.system) / 1000,
    // /proc/stat counts in USER_HZ (100 a second) over every core.
    machine: (user + nice + system + irq + softirq + steal) * 10,
    // A virtual machine's cores taken by its host: the run's speed, not this code's, when it is large.
    steal: steal * 10,
  };
}

/**
 * Where the machine's time went during the measured run, in cores (1 = one core busy the whole run): the
 * server, PostgreSQL's backends of the bench database, this driver, and the rest (other PostgreSQL
 * processes such as the WAL writer, the kernel, anything else running).
 */
function cpuShares(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, seconds: number) {
  const cores = (ms: number) => round2(ms / 1000 / seconds);
  const server = after.server - before.server;
  const worker = Math.max(0, after.worker - before.worker);
  const postgres = backendsDelta(before.backends, after.backends);
  const driver = after.driver - before.driver;
  const machine = after.machine - before.machine;
  return {
    cores: os.availableParallelism(),
    serverCores: cores(server),
    imageWorkerCores: cores(worker),
    postgresBackendCores: cores(postgres),
    driverCores: cores(driver),
    otherCores: cores(Math.max(0, machine - server - worker - postgres - driver)),
    stolenCores: cores(after.steal - before.steal),
    machineCores: cores(machine),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  fs.mkdirSync(RESULTS, { recursive: true });

  const { benchUrl, listings } = await prepareDatabase(ADMIN_URL, TARGET, RELOAD);
  await fillChildRows(benchUrl);
  const saleNos = await detailSaleNos(benchUrl, 2000, 500);
  const detailPaths = [...saleNos.withRows, ...saleNos.withoutRows]
    .sort((a, b) => ((a * 2654435761) % 4096) - ((b * 2654435761) % 4096))
    .map((n) => `/api/sale/${n}`);
  const kinds = buildMix(readRegions(), await realSaleNos(benchUrl, 20));
  const searchKinds = new Set(kinds.map((k) => k.kind));
  await prepareActors(benchUrl, USERS);
  const targets = await socialTargets(benchUrl, USERS * 10);
  console.log(`[mix] ${USERS} users, ${targets.length} listings to like, comment on and ask about`);

  const server = await startServer(ROOT, benchUrl, path.join(RESULTS, 'mix-server.log'), SERVER_ARGS, {
    // Behind a load balancer: the address is the client's (x-forwarded-for), as the per-address limits expect.
    TRUST_PROXY: '1',
    // Tokens that outlive the run, so that no signed-in request meets an expired one.
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  });
  let warm: DriveResult;
  let run: DriveResult;
  const rss: RssSample[] = [];
  let write: ReturnType<typeof writers>;
  let cpu: ReturnType<typeof cpuShares> | undefined;
  try {
    const t0 = performance.now();
    const actors = await signInActors(server.baseUrl, USERS);
    console.log(
      `[mix] ${actors.users.length} users and ${actors.brokers.length} brokers signed in in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    // Enough units for 2 % of the run at 2,000 requests a second.
    const units = Math.ceil(
      ((2000 * (WARMUP + DURATION) * SHARES.registration) / 100 / actors.brokers.length) * 1.2,
    );
    if (units > 0) await grantBrokerUnits(benchUrl, actors.brokers, units);

    write = writers(actors.users, actors.brokers, targets, await photoMaker(PHOTO_WIDTH));
    const schedule = buildSchedule(kinds, detailPaths, write, actors.users);

    console.log(`[mix] warm-up ${WARMUP} s at ${CONNECTIONS} connections`);
    warm = await driveMix(server.baseUrl, CONNECTIONS, WARMUP, schedule.next);
    console.log(`[mix] measuring ${DURATION} s at ${CONNECTIONS} connections; RSS every ${RSS_INTERVAL} s`);
    const runStart = performance.now();
    const sample = () => {
      const mb = rssMb(server.pid);
      const workerMb = childPids(server.pid).reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0);
      if (mb !== null)
        rss.push({
          t: round2((performance.now() - runStart) / 1000),
          mb: round2(mb + workerMb),
          workerMb: round2(workerMb),
        });
    };
    sample();
    const cpuBefore = cpuNow(server.pid, await backendsCpu(benchUrl));
    const timer = setInterval(sample, RSS_INTERVAL * 1000);
    const progress = setInterval(() => {
      const last = rss[rss.length - 1];
      console.log(`[mix] ${last?.t.toFixed(0)} s, RSS ${last?.mb.toFixed(0)} MB`);
    }, 30_000);
    try {
      run = await driveMix(server.baseUrl, CONNECTIONS, DURATION, schedule.next);
      cpu = cpuShares(cpuBefore, cpuNow(server.pid, await backendsCpu(benchUrl)), run.seconds);
    } finally {
      clearInterval(timer);
      clearInterval(progress);
      sample();
    }
  } finally {
    await server.stop();
  }
  const removed = await removeRegistered(benchUrl);

  const total = run.kinds.reduce((s, k) => s + k.ok + k.errors, 0);
  const order = [
    ...searchKinds,
    'detail-visitor',
    'detail-signed-in',
    'like',
    'comment',
    'inquiry',
    'photo-upload',
    'registration',
  ];
  const lines = order
    .map((kind) => run.kinds.find((k) => k.kind === kind))
    .filter((k) => k !== undefined)
    .map((k) => {
      const budget = budgetOf(k.kind, searchKinds);
      return {
        kind: k.kind,
        share: round2((100 * (k.ok + k.errors)) / Math.max(1, total)),
        ok: k.ok,
        rps: round2(k.ok / run.seconds),
        p50: round2(k.p50),
        p95: round2(k.p95),
        p99: round2(k.p99),
        errors: k.errors,
        statusCodes: k.statusCodes,
        budgetMs: budget.p95Ms,
        pass: k.errors === 0 && k.ok > 0 && k.p95 <= budget.p95Ms,
      };
    });
  const warmErrors = warm.kinds.reduce((s, k) => s + k.errors, 0);
  const runErrors = lines.reduce((s, l) => s + l.errors, 0);

  const end = rss[rss.length - 1]?.t ?? DURATION;
  const first = rss.filter((s) => s.t <= RSS_WINDOW).map((s) => s.mb);
  const last = rss.filter((s) => s.t >= end - RSS_WINDOW).map((s) => s.mb);
  const firstMean = mean(first);
  const lastMean = mean(last);
  const change = firstMean > 0 ? (lastMean - firstMean) / firstMean : 0;
  const rssResult = {
    intervalSec: RSS_INTERVAL,
    windowSec: round2(RSS_WINDOW),
    firstWindowMeanMb: round2(firstMean),
    lastWindowMeanMb: round2(lastMean),
    changePct: round2(change * 100),
    maxMb: round2(Math.max(0, ...rss.map((s) => s.mb))),
    budget: `|last − first| ≤ ${RSS_FLAT * 100} % of first (issue P15 §5); max against the search bench's ${SEARCH_BUDGET.rssMb} MB for reference`,
    flat: Math.abs(change) <= RSS_FLAT,
    samples: rss,
  };
  const ok = runErrors === 0 && warmErrors === 0 && lines.every((l) => l.pass) && rssResult.flat;

  const result = {
    listings,
    connections: CONNECTIONS,
    durationSec: DURATION,
    warmupSec: WARMUP,
    requests: total,
    rps: round2(total / run.seconds),
    shares: SHARES,
    kinds: lines,
    budgets: { search: SEARCH, detail: DETAIL, writes: WRITE },
    errors: {
      measured: runErrors,
      warmup: warmErrors,
      samples: [...warm.problems, ...run.problems].slice(0, 30),
    },
    writes: { ...write.counters, registeredListingsRemoved: removed, users: USERS, targets: targets.length },
    rss: rssResult,
    cpu,
    ok,
    machine: {
      ...machine(),
      loadAverageAtStart: round2(loadAverageAtStart),
      loadAverageAtEnd: round2(os.loadavg()[0] ?? 0),
    },
    settings: {
      photoWidth: PHOTO_WIDTH,
      serverArgs: SERVER_ARGS,
      users: USERS,
      // What the server started with: its defaults, or what this run's environment passed it.
      databasePoolSize: serverConfig.databasePoolSize,
      databaseDetailPoolSize: serverConfig.databaseDetailPoolSize,
      imageWorker: serverConfig.imageWorker,
    },
    date: new Date().toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
  };
  const file = path.join(RESULTS, 'mix.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  console.log(
    `mix benchmark — ${listings.toLocaleString()} listings, ${CONNECTIONS} connections, ${DURATION} s, ${result.rps.toFixed(0)} requests/s`,
  );
  printTable(lines);
  console.log(
    `errors: ${runErrors} measured, ${warmErrors} in the warm-up${write.counters.commentsAsLikes + write.counters.inquiriesAsLikes > 0 ? `; writes sent as likes for want of a user under the per-user limits: ${write.counters.commentsAsLikes} comments, ${write.counters.inquiriesAsLikes} inquiries (raise BENCH_MIX_USERS)` : ''}`,
  );
  for (const p of result.errors.samples.slice(0, 10)) console.log(`  ${p}`);
  console.log(
    `server and image worker RSS: first ${RSS_WINDOW.toFixed(0)} s mean ${firstMean.toFixed(0)} MB, last ${RSS_WINDOW.toFixed(0)} s mean ${lastMean.toFixed(0)} MB (${(change * 100).toFixed(1)} %, budget ±${RSS_FLAT * 100} %) ${rssResult.flat ? '✓' : '✗'}; max ${rssResult.maxMb.toFixed(0)} MB`,
  );
  if (cpu)
    console.log(
      `CPU in cores of ${cpu.cores}: server ${cpu.serverCores}, image worker ${cpu.imageWorkerCores}, PostgreSQL backends ${cpu.postgresBackendCores}, this driver ${cpu.driverCores}, other ${cpu.otherCores} (of which taken by the virtual machine's host ${cpu.stolenCores}; machine ${cpu.machineCores})`,
    );
  console.log(`wrote ${path.relative(process.cwd(), file)} in ${result.elapsedSec} s`);

  if (runErrors + warmErrors > 0) {
    console.error(`${runErrors + warmErrors} requests failed: the run is not valid`);
    process.exitCode = 1;
  } else if (!ok && env.BENCH_NO_FAIL !== '1') {
    console.error('the mix budget is not met (BENCH_NO_FAIL=1 reports without failing)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
