import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { PushSenders } from './platform/push/index.ts';
import type { SmsSender } from './platform/sms/sender.ts';
import type { FileStore } from './platform/storage/files.ts';

/*
 * What buildApp (app.ts) is given: the configuration and database, the platform drivers a test may replace,
 * and which of the periodic jobs this process schedules and works (main.ts turns them on; a test app has none).
 */

export interface AppDeps {
  config: Config;
  /** The access-token key: JWT_SECRET, or the development secret kept in DATA_DIR. */
  jwtSecret: string;
  db: Db;
  /**
   * Where search reads go (list, counts, map counts, suggestions): a read replica when DATABASE_READ_URL
   * is set (db/client.ts openReadDb), else `db`. Only search: it may lag the primary by a moment, which a
   * public search tolerates and a broker's own pages, reading `db`, would not.
   */
  readDb?: Db;
  /**
   * Where the listing detail and the session check read: connections of their own on the primary when
   * DATABASE_DETAIL_POOL_SIZE is above 0 (db/client.ts openDetailDb), else `db`.
   */
  detailDb?: Db;
  /**
   * Defaults: SOLAPI when configured, else the outbox; files in S3 when S3_BUCKET is set, else on disk
   * under FILES_DIR.
   */
  sms?: SmsSender;
  /** Defaults: Web Push with VAPID keys and FCM with a service account when configured, else push_outbox. */
  push?: PushSenders;
  files?: FileStore;
  /**
   * The shared counts' Redis, owned by the caller. Default: a client to REDIS_URL, made here and closed with
   * the app; no REDIS_URL keeps the counts in this process's memory (docs/scaling.md).
   */
  redis?: Redis;
  /**
   * Sweep unreferenced files at start-up and every hour, as jobs on the durable queue (decision 027). Only
   * the process that owns both the database and FILES_DIR (main.ts) may schedule and work it: a test app on
   * a cloned database would see every file as unreferenced.
   */
  sweepFiles?: boolean;
  /**
   * Wipe promotion consents' personal data past its retention at start-up and every six hours
   * (modules/consents/retention.ts), on the queue. Like the sweep, only for the process that owns the
   * database and FILES_DIR.
   */
  purgeConsents?: boolean;
  /**
   * Delete what signing in leaves behind once past its retention (ended sessions, SMS verifications and
   * texts, social tickets, stale failure counts: modules/auth/retention.ts) at start-up and every six
   * hours, on the queue. It acts on the database alone; main.ts turns it on.
   */
  purgeAuthRecords?: boolean;
  /**
   * Remove for good, every six hours, DELETE listings past their 30-day restore window, with an audit row
   * each (decision 018, issue 17), on the queue. Like the sweep, only for the process that owns the
   * database and FILES_DIR.
   */
  purgeDeletedListings?: boolean;
  /**
   * Drain undelivered notifications every minute on the queue, besides the drain each notifying write
   * starts after its commit (modules/notifications/delivery.ts). A row is claimed once, so any number of
   * processes may work it. Off by default since the queue came (decision 027): a test app relies on the
   * kick after commit and need not start pg-boss; main.ts turns it on.
   */
  deliverNotifications?: boolean;
  /**
   * Match listing events to saved searches and likes (modules/alerts): a job sent after each successful
   * write request and every minute, and the 09:00 KST digest. Off by default like the drain (a test calls
   * the service itself); main.ts turns it on.
   */
  matchAlerts?: boolean;
  /**
   * Fresh listings (issue 18 §3): ask brokers about listings unconfirmed for 14 days and pause those
   * unconfirmed for 21, hourly and at start-up, on the queue. The job acts on the database alone, so any
   * process may run it; off by default like the drain, main.ts turns it on.
   */
  expireStaleListings?: boolean;
  /** The queue's test-only jobs (platform/jobs/test-jobs.ts) and a 1-second expiry check; tests only. */
  testJobs?: boolean;
}
