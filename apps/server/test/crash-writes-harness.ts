import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Db, DbHandle } from '../src/db/client.ts';
import { sales } from '../src/db/schema/index.ts';
import { exited, listeningOrigin, spawnServer } from './child-server.ts';
import { addresses, client, countOf } from './concurrency-fixture.ts';
import { filesUnder } from './files-on-disk.ts';
import { openTestDb } from './helpers.ts';
import { yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * Writes across a kill -9 (issue 19 §3): the real server runs as a child process on the test file's database
 * and FILES_DIR and is killed with SIGKILL in the middle of a write, then restarted on the same database and
 * files. Two ways to land "in the middle": a table the write needs is locked by the test, so the
 * transactions wait inside (killWhileLocked); and rounds of many writes killed after a pseudo-random delay
 * with a fixed seed (killMidway). Afterwards each write happened entirely or not at all.
 *
 * One test file per scenario (crash-writes-*.test.ts); this module is what they share: the database, the
 * child servers and the ways to kill them.
 */
const onPostgres = inject('pgAdminUrl') !== null;
/** The scenarios need PostgreSQL: a child process and the test share the database. */
export const describeCrash = describe.skipIf(!onPostgres);
/** The child's connections carry this name, so the test can wait for the dead server's sessions to end. */
const APP_NAME = 'ansim-crash-child';

export interface Server {
  child: ChildProcess;
  call: ReturnType<typeof client>;
  waitForLog(msg: string): Promise<{ [key: string]: unknown }>;
}

export interface CrashHarness {
  /** The file's database, as the test reads it. */
  db(): Db;
  /** Figures of the scenario, printed after the file for the note. */
  figures: Record<string, Record<string, number>>;
  /** Starts the real server on the file's database and files; each request from an address of its own. */
  startServer(env?: Record<string, string>): Promise<Server>;
  /**
   * Holds a table in EXCLUSIVE mode from a session of the test, runs `fire`, and once `waiting` of the
   * server's sessions wait on the lock inside their transactions, kills the server; then lets go.
   */
  killWhileLocked(
    server: Server,
    table: string,
    waiting: number,
    fire: () => Promise<unknown>[],
  ): Promise<void>;
  /**
   * Fires `fire`, waits until `afterAnswers` of the writes were answered (so that some committed), then kills
   * the server after a further delay drawn from `next` below `maxDelayMs`; how many writes were still
   * unanswered at the kill. The callers note what was acknowledged in their own `then`.
   */
  killMidway(
    server: Server,
    fire: () => Promise<unknown>[],
    next: () => number,
    limits: { afterAnswers: number; maxDelayMs: number },
  ): Promise<number>;
  /** Storage keys of every file under FILES_DIR. */
  onDisk(): string[];
  /** `n` public listings of `userNo`, written straight to the database. */
  listingsOf(userNo: number, n: number, title: string): Promise<number[]>;
}

/** The delays of the random rounds: a fixed seed, so that a failure can be replayed. */
export function delays(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/** Opens this file's database (on PostgreSQL only), kills whatever a failed test left running after it. */
export function crashHarness(scenario: string): CrashHarness {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-crash-writes-'));
  const filesDir = path.join(dataDir, 'files');
  let handle: { handle: DbHandle; url?: string; dispose(): Promise<void> };
  const children = new Set<ChildProcess>();
  const figures: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    if (onPostgres) handle = await openTestDb();
  });
  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    if (onPostgres) await handle.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => {
    console.info(`crash-writes figures (${scenario})\n${JSON.stringify(figures, null, 1)}`);
  });

  const db = () => handle.handle.db;

  let block = 100;
  async function startServer(env: Record<string, string> = {}): Promise<Server> {
    const server = spawnServer(
      {
        DATABASE_URL: handle.url ?? '',
        PGAPPNAME: APP_NAME,
        DATA_DIR: dataDir,
        FILES_DIR: filesDir,
        // Every request names its own address, so the per-address limits stay out of the way.
        TRUST_PROXY: '1',
        ...env,
      },
      children,
      { waitMs: 90_000 },
    );
    const origin = await listeningOrigin(server);
    block += 1;
    return { child: server.child, call: client(origin, addresses(block)), waitForLog: server.waitForLog };
  }

  const childSessions = () =>
    countOf(db(), sql`select count(*)::int as n from pg_stat_activity where application_name = ${APP_NAME}`);

  /**
   * SIGKILL, then wait until PostgreSQL has ended every session of the dead process (rolling back its work).
   */
  async function kill(server: Server): Promise<void> {
    server.child.kill('SIGKILL');
    await exited(server.child);
    await until(async () => (await childSessions()) === 0, "the dead server's sessions to end");
  }

  async function killWhileLocked(
    server: Server,
    table: string,
    waiting: number,
    fire: () => Promise<unknown>[],
  ): Promise<void> {
    const lock = new pg.Client({ connectionString: handle.url });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query(`lock table ${table} in exclusive mode`);
      const pending = fire().map((p) => p.catch(() => null));
      // Read from another session: inside the lock's transaction, pg_stat_activity would be one snapshot.
      // The first write waits on the table; the others of the same broker wait behind it on its rows.
      await until(
        async () =>
          (await countOf(
            db(),
            sql`select count(*)::int as n from pg_stat_activity
                where application_name = ${APP_NAME} and wait_event_type = 'Lock'`,
          )) === waiting,
        `${waiting} writes to wait on ${table}`,
      );
      server.child.kill('SIGKILL');
      await exited(server.child);
      await Promise.all(pending);
      await lock.query('rollback');
    } finally {
      await lock.end();
    }
    await until(async () => (await childSessions()) === 0, "the dead server's sessions to end");
  }

  async function killMidway(
    server: Server,
    fire: () => Promise<unknown>[],
    next: () => number,
    { afterAnswers, maxDelayMs }: { afterAnswers: number; maxDelayMs: number },
  ): Promise<number> {
    let answered = 0;
    const pending = fire().map((p) =>
      p.then(
        () => {
          answered += 1;
        },
        () => undefined,
      ),
    );
    await until(async () => answered >= afterAnswers, `${afterAnswers} answers`);
    await pause(next() % maxDelayMs);
    const inFlight = pending.length - answered;
    await kill(server);
    await Promise.all(pending);
    return inFlight;
  }

  const onDisk = (): string[] => filesUnder(filesDir);

  async function listingsOf(userNo: number, n: number, title: string): Promise<number[]> {
    const rows = await db()
      .insert(sales)
      .values(Array.from({ length: n }, (_, i) => yeoksamSale(userNo, `${title} ${i}`)))
      .returning({ saleNo: sales.saleNo });
    return rows.map((r) => r.saleNo);
  }

  return { db, figures, startServer, killWhileLocked, killMidway, onDisk, listingsOf };
}
