/** A job that needs no input: it acts on whatever the database holds when it runs. */
export type NoPayload = Record<string, never>;

/**
 * Every job the queue knows, with its payload. A name outside this map does not type-check, so a job
 * cannot be sent to a queue no one works. Names are pg-boss queue names: letters, digits, `-`, `_`, `.`.
 */
export interface JobPayloads {
  /** Promotion consents' personal data past its retention (modules/consents/retention.ts). */
  'retention.consent-purge': NoPayload;
  /** Sessions, SMS rows, social tickets and failure counts past their retention (modules/auth/retention.ts). */
  'retention.auth-purge': NoPayload;
  /** DELETE listings past their 30-day restore window (decision 018). */
  'retention.listing-purge': NoPayload;
  /** Stored files nothing references, older than FILE_SWEEP_MIN_AGE_SECONDS (platform/storage/sweeper.ts). */
  'files.sweep': NoPayload;
  /** Fresh listings: ask about 14-day-unconfirmed listings, pause 21-day ones (modules/sales/freshness-service.ts). */
  'sales.stale-expiry': NoPayload;
  /** SMS and pushes of notifications no drain has claimed yet (modules/notifications/delivery.ts). */
  'notifications.drain': NoPayload;
  /** Listing events of the sales trigger matched to saved searches and likes (modules/alerts). */
  'alerts.match': NoPayload;
  /** The 09:00 KST digest of DAILY saved-search matches (modules/alerts). */
  'alerts.digest': NoPayload;
  /** Test-only (JOBS_TEST_SLOW=1): sleeps, then records `marker` once it has finished. */
  'test.slow': { marker: string; sleepMs: number };
  /** Test-only (JOBS_TEST_SLOW=1): throws until it has been tried `failures` times, then records `marker`. */
  'test.flaky': { marker: string; failures: number };
}

export type JobName = keyof JobPayloads;
