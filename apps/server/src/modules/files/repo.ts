import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export function createFilesRepo(db: Db) {
  return {
    /**
     * The storage keys among `keys` that a row still points at. Every table that keeps a storage key
     * answers here (listing images and registry documents will join stored_files), because the sweeper
     * deletes whatever this leaves out.
     */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(inArray(storedFiles.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;
