import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { createJobQueue, type JobHandler, type JobPolicy, type JobQueue } from './platform/jobs/queue.ts';
import type { JobName, JobPayloads, NoPayload } from './platform/jobs/registry.ts';

/*
 * The app's one durable queue for everything scheduled or retried (decision 027), as buildApp (app.ts) uses
 * it: started when the app is ready, with the crons each area asked for, and stopped with the app. Each area
 * defines its own job where it owns the work.
 */

/** Crons in Korean time (decision 027); minutes staggered so the jobs do not start together. */
export const FILE_SWEEP_CRON = '17 * * * *';
export const CONSENT_PURGE_CRON = '23 */6 * * *';
export const AUTH_PURGE_CRON = '29 */6 * * *';
export const LISTING_PURGE_CRON = '41 */6 * * *';
export const NOTIFICATION_DRAIN_CRON = '* * * * *';
export const STALE_EXPIRY_CRON = '7 * * * *';
export const ALERTS_MATCH_CRON = '* * * * *';
export const ALERTS_DIGEST_CRON = '0 9 * * *';

/** The jobs that take no payload: those a cron repeats. */
type RepeatedJob = { [N in JobName]: JobPayloads[N] extends NoPayload ? N : never }[JobName];

export interface AppJobs {
  queue: JobQueue;
  /** Repeats `name` on `cron` once the queue has started. */
  repeat(name: RepeatedJob, cron: string): void;
  /** A job this process works: sent once at start-up, then repeated on `cron`. */
  periodic<N extends RepeatedJob>(name: N, cron: string, handler: JobHandler<N>, policy?: JobPolicy): void;
}

/**
 * The queue, started on the app's onReady with every cron asked for until then; null when this process has
 * no job to schedule or work (`needed`). The queue stops on the app's close and
 * is followed by `afterStop` (the notifications being sent finish).
 */
export function createAppJobs(
  app: FastifyInstance,
  {
    db,
    needed,
    testJobs,
    afterStop,
  }: { db: Db; needed: boolean; testJobs: boolean; afterStop: () => Promise<void> },
): AppJobs | null {
  const queue: JobQueue | null = needed
    ? createJobQueue({ db, log: app.log, ...(testJobs ? { maintenanceIntervalSeconds: 1 } : {}) })
    : null;
  app.addHook('onClose', async () => {
    await queue?.stop();
    await afterStop();
  });
  if (!queue) return null;
  const crons: { name: RepeatedJob; cron: string }[] = [];
  app.addHook('onReady', async () => {
    await queue.start();
    for (const { name, cron } of crons) await queue.schedule(name, cron, {});
  });
  return {
    queue,
    repeat: (name, cron) => {
      crons.push({ name, cron });
    },
    periodic: (name, cron, handler, policy) => {
      queue.define(name, handler, policy);
      queue.sendOnStart(name, {} as JobPayloads[typeof name]);
      crons.push({ name, cron });
    },
  };
}
