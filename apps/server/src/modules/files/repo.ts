import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export function createFilesRepo(db: Db) {
  return {
    /** Inside the caller's transaction: the row that makes a written file referenced. */
    record(row: NewStoredFile, ex: DbOrTransaction = db) {
      return ex.insert(storedFiles).values(row);
    },

    findById(fileId: string) {
      return db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.fileId, fileId))
        .then((r) => r[0] ?? null);
    },

    ownedBy(userNo: number) {
      return db.select().from(storedFiles).where(eq(storedFiles.ownerUserNo, userNo));
    },

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
