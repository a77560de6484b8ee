import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { JobName, JobPayloads } from './registry.ts';
import { type SqlExecutor, sqlExecutorFor } from './sql-executor.ts';

/** What the queue reports to; the app's logger fits. */
export interface JobQueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a handler learns about the run besides its payload. */
export interface JobRun {
  id: string;
  /** 0 on the first try, 1 on the first retry, … */
  retryCount: number;
}

/**
 * A handler must be idempotent: a job whose process dies mid-run is run again after it expires, and
 * nothing tells the second run how far the first one got.
 */
export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  run: JobRun,
) => Promise<object | undefined>;

export interface JobPolicy {
  /** Tries after the first; default 3. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each later one (retryBackoff); default 30. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** An active job older than this is taken as dead (its process gone) and retried; default 15 minutes. */
  expireInSeconds?: number;
  /**
   * 'short': at most one job waiting per name, so a cron tick and a start-up send never pile up runs of
   * the same periodic job; a send while one waits is dropped. A run may still overlap a long one already
   * running on another process, which idempotent handlers allow. ('stately' would also keep one running,
   * but pg-boss 10 then fails every fetch with a unique violation while a dead process's job waits to
   * expire.) 'standard': every send is a job. Default 'short'.
   */
  policy?: 'standard' | 'short';
}

export interface SendOptions {
  singletonKey?: string;
  startAfter?: Date | number;
}

export interface JobQueue {
  /** Installs or migrates the `pgboss` schema, then starts workers for every defined job. */
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers up to `timeoutMs`, then for pg-boss's last statements. */
  stop(timeoutMs?: number): Promise<void>;
  /** Before start(): this process works `name`. */
  define<N extends JobName>(name: N, handler: JobHandler<N>, policy?: JobPolicy): void;
  /**
   * Enqueues a job (after commit: on PGlite a send inside an app transaction would wait for it). Resolves
   * to the job id, or null when the 'short' policy dropped it as a duplicate of a waiting one.
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /** Repeats `name` on a cron (Korean time by default); stored in the database, so every process sees it. */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobPayloads[N],
    options?: { tz?: string },
  ): Promise<void>;
  /** Before start(): send `name` once the workers are about to start, e.g. a first run at start-up. */
  sendOnStart<N extends JobName>(name: N, data: JobPayloads[N]): void;
}

export interface JobQueueOptions {
  db: Db;
  log: JobQueueLog;
  /** How often an idle worker looks for jobs; default 2 s. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are found and retried; default 60 s (the crash test sets 1). */
  maintenanceIntervalSeconds?: number;
}

const DEFAULT_POLICY = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  policy: 'short',
} as const satisfies Required<JobPolicy>;

interface Definition {
  handler: (data: unknown, run: JobRun) => Promise<object | undefined>;
  policy: Required<JobPolicy>;
}

/**
 * pg-boss on our own database, in its own schema `pgboss` (not in the drizzle migrations: pg-boss
 * installs and migrates it at start). Why pg-boss and what runs on it: docs/decisions/027-job-queue.md.
 */
export function createJobQueue({
  db,
  log,
  pollingIntervalSeconds = 2,
  maintenanceIntervalSeconds = 60,
}: JobQueueOptions): JobQueue {
  const executor: SqlExecutor = sqlExecutorFor(db);
  const boss = new PgBoss({
    db: executor,
    schema: 'pgboss',
    maintenanceIntervalSeconds,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<JobName, Definition>();
  const onStart: { name: JobName; data: object }[] = [];
  const running = new Set<Promise<unknown>>();
  let started = false;

  const runHandler = async (name: JobName, definition: Definition, job: PgBoss.JobWithMetadata) => {
    const begun = Date.now();
    log.info({ job: name, id: job.id, retryCount: job.retryCount }, `${name} started`);
    const run = definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
    running.add(run);
    try {
      const report = await run;
      log.info({ job: name, id: job.id, ms: Date.now() - begun, ...report }, `${name} done`);
      return report;
    } catch (error) {
      const willRetry = job.retryCount < job.retryLimit;
      log[willRetry ? 'warn' : 'error'](
        { job: name, id: job.id, retryCount: job.retryCount, err: error },
        `${name} failed`,
      );
      throw error;
    } finally {
      running.delete(run);
    }
  };

  return {
    define(name, handler, policy = {}) {
      if (started) throw new Error(`Job ${name} defined after the queue started`);
      definitions.set(name, {
        handler: handler as Definition['handler'],
        policy: { ...DEFAULT_POLICY, ...policy },
      });
    },
    sendOnStart(name, data) {
      onStart.push({ name, data });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, { policy }] of definitions) {
        const { policy: kind, ...retry } = policy;
        const queue = { name, policy: kind, ...retry };
        // createQueue leaves an existing queue as it is; updateQueue brings its policy up to this code's.
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      }
      // Sent before the workers start, so that each worker's first fetch finds them.
      for (const { name, data } of onStart) await boss.send(name, data);
      for (const [name, definition] of definitions) {
        await boss.work(
          name,
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]: PgBoss.JobWithMetadata[]) => (job ? runHandler(name, definition, job) : undefined),
        );
      }
    },
    async stop(timeoutMs = 5000) {
      if (!started) return;
      started = false;
      // pg-boss waits for the handlers it knows are running; a fetch still in flight may hand one more
      // over after that, so this also waits for our own set and for pg-boss's last statements (the
      // completion of a job is not awaited inside pg-boss) before the database may be closed.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        await executor.idle();
        await Promise.allSettled([...running]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (running.size === 0) {
          await executor.idle();
          if (running.size === 0) break;
        }
      }
    },
    async send(name, data, options = {}) {
      return boss.send(name, data, options);
    },
    async schedule(name, cron, data, options = {}) {
      await boss.schedule(name, cron, data, { tz: options.tz ?? 'Asia/Seoul' });
    },
  };
}
