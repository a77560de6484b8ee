import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverBundle = path.join(repoRoot, 'apps/server/dist/main.js');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in 60 s:\n${log()}`);
}

/**
 * Starts the built server on a free port and an empty DATA_DIR (embedded PGlite, demo mode), unless
 * E2E_BASE_URL points at a server that is already running. WEB_DIST, if set, is passed on: it serves
 * another build of the web app.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external, dataDir: '', stop: async () => {} };
  // E2E_SERVER_SOURCE=1 runs the TypeScript source (tsx) instead of the bundle, for quick local iterations.
  const fromSource = process.env.E2E_SERVER_SOURCE === '1';
  if (!fromSource && !fs.existsSync(serverBundle)) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-e2e-'));
  let output = '';
  const entry = fromSource
    ? ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')]
    : [serverBundle];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // Journeys stand in for many users at once: each sends its own X-Forwarded-For, as a proxy would,
      // so the per-address limits of sign-in and SMS apply per journey.
      TRUST_PROXY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
