/**
 * `npm run cost -w @ansim/bench -- [kind,kind…]`: the machine time one request costs, per kind of the
 * search mix: CPU of the server process and of every PostgreSQL process, read from /proc before and after
 * a run at 16 connections, divided by the answers. On 2 cores that time bounds throughput (rps ≈ 2000 /
 * ms per request), and unlike rps and latency it barely moves when something else shares the machine.
 *
 * Runs on the `ansim_bench` that `npm run bench:search` loads. BENCH_CPU_PROF=<dir> also writes a V8 CPU
 * profile of the server for the whole run; BENCH_DURATION (default 8) is the seconds per kind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readRegions } from '../../apps/server/src/db/seed/regions.ts';
import { processCpuMs } from './cpu.ts';
import { drive } from './http.ts';
import { benchUrlOf, realSaleNos } from './load.ts';
import { buildMix, pathOf } from './mix.ts';
import { startServer } from './server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(env.BENCH_DURATION ?? 8);
const CONNECTIONS = 16;
/** CPU ms of every PostgreSQL process (postmaster and backends) by pid. */
function postgresCpu(): Map<number, number> {
  const out = new Map<number, number>();
  for (const dir of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      if (fs.readFileSync(`/proc/${dir}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    out.set(Number(dir), processCpuMs(Number(dir)));
  }
  return out;
}

/** CPU ms PostgreSQL spent between two readings; a process that ended in between counts what it had. */
function postgresDelta(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

async function main(): Promise<void> {
  const benchUrl = benchUrlOf(ADMIN_URL);
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect().catch(() => {
    throw new Error('no ansim_bench database: run `npm run bench:search` once to load it');
  });
  await client.end();
  const only = process.argv[2] ? new Set(process.argv[2].split(',')) : null;
  const kinds = buildMix(readRegions(), await realSaleNos(benchUrl, 20)).filter(
    (k) => !only || only.has(k.kind),
  );
  const profile = env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
  const server = await startServer(ROOT, benchUrl, path.join(ROOT, 'bench/results/server.log'), profile);
  const rows: string[] = [];
  try {
    for (const kind of kinds) {
      const paths = kind.queries.map((q) => pathOf(kind.op, q));
      await drive(server.baseUrl, paths, CONNECTIONS, 1);
      const node0 = processCpuMs(server.pid);
      const sys0 = processCpuMs(server.pid, true);
      const pg0 = postgresCpu();
      const run = await drive(server.baseUrl, paths, CONNECTIONS, DURATION);
      const nodeMs = (processCpuMs(server.pid) - node0) / run.requests;
      const sysMs = (processCpuMs(server.pid, true) - sys0) / run.requests;
      const pgMs = postgresDelta(pg0, postgresCpu()) / run.requests;
      const failed = run.errors + run.non2xx;
      const line = [
        kind.kind.padEnd(18),
        run.rps.toFixed(0).padStart(6),
        run.p95.toFixed(1).padStart(7),
        nodeMs.toFixed(2).padStart(10),
        sysMs.toFixed(2).padStart(8),
        pgMs.toFixed(2).padStart(10),
        (nodeMs + pgMs).toFixed(2).padStart(9),
        failed > 0 ? `  ${failed} failed` : '',
      ].join(' ');
      rows.push(line);
      console.log(line);
    }
  } finally {
    await server.stop();
  }
  console.log(`\nat ${CONNECTIONS} connections, ${DURATION} s per kind; CPU ms per answered request`);
  console.log(
    `${'kind'.padEnd(18)} ${'rps'.padStart(6)} ${'p95 ms'.padStart(7)} ${'server ms'.padStart(10)} ${'of it sys'.padStart(8)} ${'pg ms'.padStart(10)} ${'total ms'.padStart(9)}`,
  );
  for (const line of rows) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
