import type { FileStore } from './files.ts';

/**
 * Why files are written to their final key before the transaction that references them, and swept when
 * no row does, rather than staged and moved after commit:
 *
 * - A row is committed only once its file is whole under its final key (FileStore.put is atomic), so a
 *   committed row always has its file. A crash anywhere before the commit leaves at worst a file that no
 *   row references, and the sweep below (the `files.sweep` job, decision 027) removes it. There is no state a crash can leave that loses a
 *   document or keeps one forever.
 * - Staging and moving after commit has a window between the commit and the move: a crash there leaves a
 *   row whose file is still in staging, and a sweep of the staging area would delete a referenced
 *   document unless it also read the rows, which is this sweeper with a second location to keep.
 *
 * The minimum age is what keeps the sweep from racing an upload: a file younger than it may belong to a
 * transaction that has not committed yet. It must exceed the longest time from `put` to commit (seconds
 * for a sign-up); a day is the default, as DESIGN.md says.
 */
export interface FileSweepDeps {
  store: FileStore;
  /** The keys among `keys` that something in the database still references. */
  referenced(keys: string[]): Promise<Set<string>>;
  minAgeSeconds: number;
}

export interface FileSweepReport {
  scanned: number;
  removed: number;
}

/** Keys are checked against the database this many at a time. */
const BATCH = 500;

/** Removes every stored object older than the minimum age that nothing references. Idempotent. */
export async function sweepUnreferencedFiles(
  { store, referenced, minAgeSeconds }: FileSweepDeps,
  now: Date = new Date(),
): Promise<FileSweepReport> {
  const cutoff = now.getTime() - minAgeSeconds * 1000;
  const report: FileSweepReport = { scanned: 0, removed: 0 };
  const sweep = async (keys: string[]) => {
    const kept = await referenced(keys);
    for (const key of keys) {
      if (kept.has(key)) continue;
      await store.remove(key);
      report.removed += 1;
    }
  };
  let batch: string[] = [];
  for await (const object of store.list()) {
    report.scanned += 1;
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  return report;
}
