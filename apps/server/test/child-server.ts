import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './helpers.ts';

/*
 * The real server (`src/main.ts`) as a child process, for the tests that kill it (SIGKILL mid-write) or run
 * two of them on one database: what a process does at start and after a crash cannot be seen in-process.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

export interface ChildServer {
  child: ChildProcess;
  /** Its JSON log lines so far. */
  logs: LogLine[];
  /** The first log line starting with `msg` (already written or still to come); rejects if the server exits. */
  waitForLog(msg: string): Promise<LogLine>;
}

/**
 * Starts the server with `env` over a quiet test baseline (no demo data, an ephemeral port on 127.0.0.1).
 * `children` collects it so that the file's afterAll can kill whatever a failed test left running.
 */
export function spawnServer(
  env: Record<string, string>,
  children: Set<ChildProcess>,
  { waitMs = 60_000 }: { waitMs?: number } = {},
): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const logs: LogLine[] = [];
  const waiters: { msg: string; resolve(line: LogLine): void }[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        continue; // not a log line
      }
      logs.push(entry);
      for (const waiter of waiters.filter((w) => entry.msg?.startsWith(w.msg))) waiter.resolve(entry);
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const waitForLog = (msg: string) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = logs.find((entry) => entry.msg?.startsWith(msg));
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no "${msg}" in the server log\n${stderr}`)), waitMs);
      waiters.push({
        msg,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before "${msg}"\n${stderr}`)));
    });
  return { child, logs, waitForLog };
}

/** The origin a started server listens at, once it does. */
export async function listeningOrigin(server: ChildServer): Promise<string> {
  const listening = await server.waitForLog('Server listening at');
  const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(String(listening.msg))?.[0];
  if (!origin) throw new Error(`no address in ${String(listening.msg)}`);
  return origin;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
