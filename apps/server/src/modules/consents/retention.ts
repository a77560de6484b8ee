import { PROMOTION_CONSENT_RETENTION_YEARS } from '@ansim/domain';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../platform/storage/files.ts';
import { createConsentsRepo } from './repo.ts';

/*
 * The retention rule of spec 02 §9: a promotion consent's personal data (the owner's and the client's
 * names, the client's phone, a typed relationship, and the PDF that repeats them) is kept one year after
 * it was given, then deleted. This is the job itself, separate from when it runs (app.ts starts it on an
 * interval; a durable queue can call the same function): given the time, it does everything that is due
 * and nothing else, so running it twice, or late, or from two processes, is harmless.
 */

/** Consents wiped per transaction, so that a large backlog never holds many rows locked at once. */
export const PURGE_BATCH = 200;

/** The moment before which a consent given is due: `now` less the retention period. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PROMOTION_CONSENT_RETENTION_YEARS);
  return cutoff;
}

export interface ConsentPurgeReport {
  purged: number;
  filesRemoved: number;
}

/**
 * Wipes every consent given at or before `now` less the retention period: its personal fields are set to
 * null and its PDF's stored-file row deleted in one transaction, then the PDF's bytes are removed. A crash
 * between the commit and the removal leaves bytes that no row references, which the file sweeper deletes.
 */
export async function purgeExpiredConsents(
  db: Db,
  store: FileStore,
  now: Date = new Date(),
): Promise<ConsentPurgeReport> {
  const repo = createConsentsRepo(db);
  const cutoff = retentionCutoff(now);
  const report: ConsentPurgeReport = { purged: 0, filesRemoved: 0 };
  for (;;) {
    const { wiped, keys } = await db.transaction(async (tx) => {
      const rows = await repo.wipeDue(cutoff, now, PURGE_BATCH, tx);
      const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
      return { wiped: rows.length, keys: await repo.forgetFiles(fileIds, tx) };
    });
    for (const key of keys) {
      await store.remove(key);
      report.filesRemoved += 1;
    }
    report.purged += wiped;
    if (wiped < PURGE_BATCH) return report;
  }
}
