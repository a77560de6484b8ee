import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auditLog, sales } from '../src/db/schema/index.ts';
import { createSaleManageRepo } from '../src/modules/sales/manage-repo.ts';
import { createSaleManageService } from '../src/modules/sales/manage-service.ts';
import { createJobQueue, type JobQueue } from '../src/platform/jobs/queue.ts';
import { defineTestJobs, TEST_JOBS_TABLE } from '../src/platform/jobs/test-jobs.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { openTestDb, TEST_JWT_SECRET } from './helpers.ts';

/*
 * The durable job queue (decision 027): pg-boss on our own database, on whichever driver this run uses
 * (PostgreSQL with DATABASE_URL, else PGlite). The kill -9 case is in jobs-crash.test.ts.
 */

type Handle = Awaited<ReturnType<typeof openTestDb>>;
let test: Handle;
let filesDir: string;
const queues: JobQueue[] = [];
const silent = { info() {}, warn() {}, error() {} };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await test.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const marks = (marker: string) =>
  rows<{ marker: string; retry_count: number }>(
    sql`select marker, retry_count from jobs_test_marks where marker = ${marker} order by finished_at`,
  );

const jobState = async (name: string, marker: string) =>
  (
    await rows<{ state: string; retry_count: number }>(
      sql`select state, retry_count from pgboss.job where name = ${name} and data->>'marker' = ${marker}`,
    )
  )[0];

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A queue working the test jobs, as one more process on the same database would. */
async function startTestQueue(): Promise<JobQueue> {
  const queue = createJobQueue({ db: test.handle.db, log: silent, pollingIntervalSeconds: 0.5 });
  defineTestJobs(queue, test.handle.db);
  queues.push(queue);
  await queue.start();
  return queue;
}

beforeAll(async () => {
  test = await openTestDb();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-jobs-'));
  await test.handle.db.execute(
    sql`create table ${sql.identifier(TEST_JOBS_TABLE)} (marker text not null, retry_count int not null,
          finished_at timestamptz not null default clock_timestamp())`,
  );
});

// Each test's workers stop with it, so that none of them takes the next test's jobs.
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});

afterAll(async () => {
  await test?.dispose();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('job queue', () => {
  it('installs its own schema and works a sent job', { timeout: 30_000 }, async () => {
    const queue = await startTestQueue();
    const id = await queue.send('test.slow', { marker: 'hello', sleepMs: 0 });
    expect(id).toEqual(expect.any(String));
    await until(async () => (await marks('hello')).length === 1, 'the job to run');
    await until(async () => (await jobState('test.slow', 'hello'))?.state === 'completed', 'completion');
    // pg-boss keeps its tables in `pgboss`, outside the drizzle migrations.
    const [schema] = await rows<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'`,
    );
    expect(schema?.n).toBeGreaterThan(0);
  });

  it('retries a failing handler with backoff, then completes', { timeout: 40_000 }, async () => {
    const queue = await startTestQueue();
    await queue.send('test.flaky', { marker: 'flaky-2', failures: 2 });
    await until(async () => (await marks('flaky-2')).length === 1, 'the third try to pass');
    expect(await marks('flaky-2')).toEqual([{ marker: 'flaky-2', retry_count: 2 }]);
    await until(async () => (await jobState('test.flaky', 'flaky-2'))?.state === 'completed', 'completion');
    expect((await jobState('test.flaky', 'flaky-2'))?.retry_count).toBe(2);
  });

  it('gives up after its retry limit', { timeout: 60_000 }, async () => {
    const queue = await startTestQueue();
    // retryLimit 3: four tries, all failing.
    await queue.send('test.flaky', { marker: 'flaky-9', failures: 9 });
    await until(
      async () => (await jobState('test.flaky', 'flaky-9'))?.state === 'failed',
      'the job to fail',
      50_000,
    );
    expect((await jobState('test.flaky', 'flaky-9'))?.retry_count).toBe(3);
    expect(await marks('flaky-9')).toEqual([]);
  });

  it('hands each job to one worker only, with two queues working the same database', {
    timeout: 40_000,
  }, async () => {
    await startTestQueue();
    const queue = await startTestQueue();
    const markers = Array.from({ length: 24 }, (_, i) => `once-${i}`);
    await Promise.all(markers.map((marker) => queue.send('test.slow', { marker, sleepMs: 20 })));
    await until(
      async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from jobs_test_marks where marker like 'once-%'`,
          )
        )[0]?.n === 24,
      'all 24 jobs',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const counted = await rows<{ marker: string; n: number }>(
      sql`select marker, count(*)::int as n from jobs_test_marks where marker like 'once-%' group by marker`,
    );
    expect(counted).toHaveLength(24);
    expect(counted.every((row) => row.n === 1)).toBe(true);
  });

  it('never runs a statement inside an open app transaction (PGlite shares one connection)', async () => {
    const queue = await startTestQueue();
    // The transaction rolls back; a send that slipped into it would roll back with it.
    const rolledBack = test.handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into jobs_test_marks (marker, retry_count) values ('in-tx', 0)`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sent = queue.send('test.slow', { marker: 'beside-tx', sleepMs: 0 });
    expect(await rolledBack).toBe('rolled back');
    expect(await sent).toEqual(expect.any(String));
    expect(await marks('in-tx')).toEqual([]);
    await until(async () => (await marks('beside-tx')).length === 1, 'the job sent beside the transaction');
  });

  it('stop() waits for a running job to finish', { timeout: 30_000 }, async () => {
    const queue = createJobQueue({ db: test.handle.db, log: silent, pollingIntervalSeconds: 0.5 });
    defineTestJobs(queue, test.handle.db);
    await queue.start();
    await queue.send('test.slow', { marker: 'graceful', sleepMs: 1200 });
    await until(
      async () => (await jobState('test.slow', 'graceful'))?.state === 'active',
      'the job to start',
    );
    await queue.stop();
    expect(await marks('graceful')).toHaveLength(1);
    await until(async () => (await jobState('test.slow', 'graceful'))?.state === 'completed', 'completion');
  });

  it('keeps at most one periodic job waiting: a duplicate send is dropped, runs stay idempotent', {
    timeout: 30_000,
  }, async () => {
    const queue = createJobQueue({ db: test.handle.db, log: silent, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    let runs = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define('files.sweep', async () => {
      runs += 1;
      await released;
      return {};
    });
    await queue.start();
    expect(await queue.send('files.sweep', {})).toEqual(expect.any(String));
    await until(async () => runs === 1, 'the first run');
    // One may wait while the first runs; a third send finds it waiting and is dropped.
    expect(await queue.send('files.sweep', {})).toEqual(expect.any(String));
    expect(await queue.send('files.sweep', {})).toBeNull();
    release();
    await until(async () => runs === 2, 'the waiting run');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs).toBe(2);
  });

  it('types job names and payloads', () => {
    const queue = createJobQueue({ db: test.handle.db, log: silent });
    const typeOnly = () => {
      // @ts-expect-error a job name outside the registry
      void queue.send('test.slwo', { marker: 'x', sleepMs: 0 });
      // @ts-expect-error a payload of the wrong shape
      void queue.send('test.slow', { marker: 'x' });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('the app on the queue', () => {
  it('schedules the retention jobs and the drain in Korean time in the process that owns them', {
    timeout: 30_000,
  }, async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    const app = await buildApp({
      config,
      jwtSecret: TEST_JWT_SECRET,
      db: test.handle.db,
      sweepFiles: true,
      purgeConsents: true,
      purgeDeletedListings: true,
      deliverNotifications: true,
    });
    await app.ready();
    await app.close();
    const scheduled = await rows<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, options->>'tz' as timezone from pgboss.schedule order by name`,
    );
    expect(scheduled).toEqual([
      { name: 'files.sweep', cron: '17 * * * *', timezone: 'Asia/Seoul' },
      { name: 'notifications.drain', cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: 'retention.consent-purge', cron: '23 */6 * * *', timezone: 'Asia/Seoul' },
      { name: 'retention.listing-purge', cron: '41 */6 * * *', timezone: 'Asia/Seoul' },
    ]);
  });

  it('a test app without those flags starts no queue', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    const app = await buildApp({ config, jwtSecret: TEST_JWT_SECRET, db: test.handle.db });
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job`);
    await app.ready();
    await app.close();
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job`)).toEqual(before);
  });

  it('runs the 30-day listing purge through the queue idempotently: three runs, one purge', {
    timeout: 30_000,
  }, async () => {
    const [picked] = await rows<{ saleNo: number }>(
      sql`select sale_no as "saleNo" from sales where status = 'ACTIVE'
           and sale_no not in (select sale_no from sale_documents) order by sale_no desc limit 1`,
    );
    const saleNo = picked!.saleNo;
    await test.handle.db.execute(
      sql`update sales set status_before_delete = status, status = 'DELETE',
                 deleted_at = now() - interval '40 days' where sale_no = ${saleNo}`,
    );
    const saleManage = createSaleManageService({
      db: test.handle.db,
      repo: createSaleManageRepo(test.handle.db),
      store: diskFileStore(filesDir),
    });
    const queue = createJobQueue({ db: test.handle.db, log: silent, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    const reports: number[] = [];
    queue.define(
      'retention.listing-purge',
      async () => {
        const report = await saleManage.purgeExpired(new Date());
        reports.push(report.purged);
        return report;
      },
      { policy: 'standard' },
    );
    await queue.start();
    for (let i = 0; i < 3; i++) await queue.send('retention.listing-purge', {});
    await until(async () => reports.length === 3, 'three purge runs');
    expect(reports.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await test.handle.db.select().from(sales).where(eq(sales.saleNo, saleNo))).toEqual([]);
    const audits = await test.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.purge'), eq(auditLog.targetId, String(saleNo))));
    expect(audits).toHaveLength(1);
  });
});
