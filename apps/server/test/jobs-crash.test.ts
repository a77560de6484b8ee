import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { createJobQueue } from '../src/platform/jobs/queue.ts';
import { TEST_JOBS_TABLE } from '../src/platform/jobs/test-jobs.ts';
import { type ChildServer, exited, spawnServer } from './child-server.ts';
import { openTestDb } from './helpers.ts';

/**
 * A job that survives a kill -9 of the server mid-run (issue 18, decision 027): the real server runs as a
 * child process with the test-only jobs on (JOBS_TEST_SLOW=1), is killed with SIGKILL while `test.slow`
 * sleeps, and a restarted server must find the job expired, run it again and finish it: its row written
 * exactly once. On PostgreSQL the test watches the database while the child runs; on PGlite (one process
 * per data directory) it looks between runs.
 */
const onPostgres = inject('pgAdminUrl') !== null;
const silent = { info() {}, warn() {}, error() {} };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-jobs-crash-'));
/** Servers this file started; one left running by a failed test must not outlive the run. */
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Server = ChildServer;

const startServer = (env: Record<string, string>): Server =>
  spawnServer(
    { DATA_DIR: dataDir, FILES_DIR: path.join(dataDir, 'files'), JOBS_TEST_SLOW: '1', ...env },
    children,
  );

async function stopGracefully(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
  expect(server.child.exitCode).toBe(0);
}

const createMarks = (handle: DbHandle) =>
  handle.db.execute(
    sql`create table if not exists ${sql.identifier(TEST_JOBS_TABLE)} (marker text not null,
          retry_count int not null, finished_at timestamptz not null default clock_timestamp())`,
  );

const rowsOf = async <T>(handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const marksOf = (handle: DbHandle, marker: string) =>
  rowsOf<{ retry_count: number }>(
    handle,
    sql`select retry_count from jobs_test_marks where marker = ${marker}`,
  );

const jobOf = async (handle: DbHandle, marker: string) =>
  (
    await rowsOf<{ state: string; retry_count: number }>(
      handle,
      sql`select state, retry_count from pgboss.job where name = 'test.slow' and data->>'marker' = ${marker}`,
    )
  )[0];

/** Enqueues `test.slow` from this process, as any process on the database may. */
async function sendSlow(handle: DbHandle, marker: string, sleepMs: number): Promise<void> {
  const queue = createJobQueue({ db: handle.db, log: silent });
  await queue.start();
  await queue.send('test.slow', { marker, sleepMs });
  await queue.stop();
}

describe.skipIf(!onPostgres)('a job across a kill -9 (PostgreSQL: the child shares the database)', () => {
  it('is expired, retried by the restarted server and finished exactly once', {
    timeout: 120_000,
  }, async () => {
    const db = await openTestDb();
    try {
      await createMarks(db.handle);
      const env = { DATABASE_URL: db.url ?? '' };
      let server = startServer(env);
      await server.waitForLog('Server listening at');

      await sendSlow(db.handle, 'crash-pg', 2000);
      const started = await server.waitForLog('test.slow started');
      expect(started).toMatchObject({ retryCount: 0 });
      expect((await jobOf(db.handle, 'crash-pg'))?.state).toBe('active');
      server.child.kill('SIGKILL');
      await exited(server.child);

      // The handler died before writing; the job is still 'active' with no process behind it.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await marksOf(db.handle, 'crash-pg')).toEqual([]);
      expect((await jobOf(db.handle, 'crash-pg'))?.state).toBe('active');

      server = startServer(env);
      const done = await server.waitForLog('test.slow done');
      expect(done).toMatchObject({ marker: 'crash-pg' });
      // Give any duplicate run time to show itself.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await marksOf(db.handle, 'crash-pg')).toEqual([{ retry_count: 1 }]);
      expect(await jobOf(db.handle, 'crash-pg')).toEqual({ state: 'completed', retry_count: 1 });
      await stopGracefully(server);
    } finally {
      await db.dispose();
    }
  });
});

describe.skipIf(onPostgres)('a job across a kill -9 (PGlite: the data directory after SIGKILL)', () => {
  it('is expired, retried by the restarted server and finished exactly once', {
    timeout: 180_000,
  }, async () => {
    const pgliteDir = path.join(dataDir, 'pglite');
    const env = { DATA_DIR: pgliteDir };
    // First start migrates the data directory; stop it cleanly to enqueue from here.
    let server = startServer(env);
    await server.waitForLog('Server listening at');
    await stopGracefully(server);

    let handle = await openDb({ kind: 'pglite', dataDir: pgliteDir });
    await createMarks(handle);
    await sendSlow(handle, 'crash-pglite', 3000);
    await handle.close();

    // The server's workers fetch the job as they start; kill it while the handler sleeps.
    server = startServer(env);
    await server.waitForLog('test.slow started');
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGKILL');
    await exited(server.child);

    handle = await openDb({ kind: 'pglite', dataDir: pgliteDir });
    expect(await marksOf(handle, 'crash-pglite')).toEqual([]);
    expect((await jobOf(handle, 'crash-pglite'))?.state).toBe('active');
    await handle.close();

    server = startServer(env);
    const done = await server.waitForLog('test.slow done');
    expect(done).toMatchObject({ marker: 'crash-pglite' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await stopGracefully(server);

    handle = await openDb({ kind: 'pglite', dataDir: pgliteDir });
    expect(await marksOf(handle, 'crash-pglite')).toEqual([{ retry_count: 1 }]);
    expect(await jobOf(handle, 'crash-pglite')).toEqual({ state: 'completed', retry_count: 1 });
    await handle.close();
  });
});
