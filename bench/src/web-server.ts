import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface ServerOptions {
  root: string;
  /** The built web app to serve; null: the server's default, `apps/web/dist`. */
  webDist: string | null;
  /** Run `apps/server/src/main.ts` with tsx instead of the bundle `apps/server/dist/main.js`. */
  fromSource: boolean;
  logFile: string;
}

export interface WebServer {
  baseUrl: string;
  /** The served web app's directory. */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * `npm run build` (web + server), or the half of it the options still need: no web build when `webDist`
 * names a prebuilt one, no server build when the server runs from source.
 */
export function buildApp(
  root: string,
  { webDist, fromSource }: Pick<ServerOptions, 'webDist' | 'fromSource'>,
) {
  const web = webDist === null;
  const server = !fromSource;
  const args =
    web && server
      ? ['run', 'build']
      : web
        ? ['run', 'build', '-w', '@ansim/web']
        : server
          ? ['run', 'build', '-w', '@ansim/server']
          : null;
  if (args === null) return;
  console.log(`[build] npm ${args.join(' ')}`);
  execFileSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts the production server as a deployment would, but on a free port and an empty temporary DATA_DIR:
 * embedded PGlite, migrated and seeded with the demo market on start (DEMO=1). Resolves once /health
 * answers; `stop()` ends it and removes the data directory.
 */
export async function startWebServer(options: ServerOptions): Promise<WebServer> {
  const { root, fromSource, logFile } = options;
  const webDist = options.webDist ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app or point WEB_DIST at a build`);
  }
  const bundle = path.join(root, 'apps/server/dist/main.js');
  if (!fromSource && !fs.existsSync(bundle)) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build -w @ansim/server`');
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-bench-web-'));
  const out = fs.openSync(logFile, 'w');
  const entry = fromSource ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')] : [bundle];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DEMO: '1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-only-secret-0123456789abcdefghijklm',
    },
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  const cleanUp = () => {
    fs.closeSync(out);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (exited === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(killer);
    }
    cleanUp();
  };

  // The first start migrates and seeds 6,000 demo listings into the empty PGlite: allow for it.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== null) {
      cleanUp();
      throw new Error(`the server exited with ${exited}; see ${logFile}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /health in 180 s; see ${logFile}`);
    }
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`[server] ${fromSource ? 'source (tsx)' : 'bundle'} on ${baseUrl}, web app from ${webDist}`);
  return { baseUrl, webDist, stop };
}
