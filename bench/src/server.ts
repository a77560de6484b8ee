import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Largest RSS seen since the last `resetRss`, MB. */
  rssMaxMb(): number;
  resetRss(): void;
  stop(): Promise<void>;
}

/** VmRSS of a process in MB, from /proc (Linux); null when it cannot be read. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Where the benchmark bundles the server: its own copy (`dist/` is git-ignored at any depth), so that a
 * build of apps/server/dist by someone else during a run neither replaces nor deletes the code measured.
 */
export const BENCH_SERVER_DIST = 'bench/dist/server';

/**
 * The node flags `npm start` gives the server (package.json). The heap cap keeps V8 from letting garbage
 * pile up to a few hundred MB before it collects (the live heap is about 75 MB under bench:search).
 */
const NPM_START_NODE_FLAGS = ['--max-old-space-size=192'];

/**
 * Starts the real server: the production bundle (apps/server's build script with
 * `--outdir=bench/dist/server`, then `node bench/dist/server/main.js`), or its TypeScript source with tsx
 * when BENCH_SERVER=tsx. `extraArgs` go to node before the entry (`--cpu-prof` and the like); `extraEnv`
 * adds to (or overrides) the server's environment.
 */
export async function startServer(
  root: string,
  databaseUrl: string,
  logFile: string,
  extraArgs: string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const useTsx = process.env.BENCH_SERVER === 'tsx';
  // As `npm start` runs the bundle (package.json); a flag in BENCH_SERVER_ARGS, after these, wins.
  const dist = path.join(root, BENCH_SERVER_DIST);
  if (!useTsx && process.env.BENCH_NO_BUILD !== '1') {
    console.log(`[server] building the server bundle into ${BENCH_SERVER_DIST}`);
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs', `--outdir=${dist}`], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  const port = await freePort();
  // A data directory of its own, removed when it stops: the listings a run registers are removed after
  // it, and their photos left on disk were swept during the next run, over tens of thousands of files
  // that earlier runs left (about 3 % of the server's main thread in bench:mix).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-bench-data-'));
  const entry = useTsx
    ? [path.join(root, 'node_modules/.bin/tsx'), ...extraArgs, path.join(root, 'apps/server/src/main.ts')]
    : [process.execPath, ...NPM_START_NODE_FLAGS, ...extraArgs, path.join(dist, 'main.js')];
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(entry[0] as string, entry.slice(1), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      // As `npm start` runs it (apps/server/package.json; why: platform/images/render.ts).
      MALLOC_ARENA_MAX: '2',
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-only-secret-0123456789abcdefghijklm',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The web app as the bundle in apps/server/dist would find it beside itself.
      WEB_DIST: path.join(root, 'apps/web/dist'),
      // The pool's size is a deployment's setting (README): a bench run may try another.
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...(process.env.DATABASE_DETAIL_POOL_SIZE
        ? { DATABASE_DETAIL_POOL_SIZE: process.env.DATABASE_DETAIL_POOL_SIZE }
        : {}),
      // Photos in the image worker or in the server (IMAGE_WORKER=0), to compare the two.
      ...(process.env.IMAGE_WORKER ? { IMAGE_WORKER: process.env.IMAGE_WORKER } : {}),
      ...(process.env.IMAGE_WORKER_NICE ? { IMAGE_WORKER_NICE: process.env.IMAGE_WORKER_NICE } : {}),
      ...extraEnv,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with ${exited}; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /health in 120 s; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  // With tsx the server is a grandchild; its RSS is that of the process listening on the port.
  const measured = useTsx ? (findListener(port) ?? pid) : pid;
  let max = 0;
  const sample = () => {
    const mb = rssMb(measured);
    if (mb !== null && mb > max) max = mb;
  };
  const timer = setInterval(sample, 200);
  timer.unref();
  console.log(`[server] listening on ${baseUrl} (pid ${measured})`);

  return {
    baseUrl,
    pid: measured,
    rssMaxMb: () => {
      sample();
      return max;
    },
    resetRss: () => {
      max = 0;
      sample();
    },
    async stop() {
      clearInterval(timer);
      const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
      if (exited !== null) {
        fs.closeSync(out);
        removeData();
        return;
      }
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(killer);
      fs.closeSync(out);
      removeData();
    },
  };
}

/** The pid whose open sockets include the one listening on `port` (Linux /proc), for the tsx case. */
function findListener(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inode = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A')?.[9];
  if (!inode) return null;
  for (const dir of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      for (const fd of fs.readdirSync(`/proc/${dir}/fd`)) {
        if (fs.readlinkSync(`/proc/${dir}/fd/${fd}`) === `socket:[${inode}]`) return Number(dir);
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
