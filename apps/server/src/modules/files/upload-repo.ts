import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { saleDocuments, storedFiles, uploads } from '../../db/schema/index.ts';
import { imageKeyOfStorageKey } from '../../platform/images/variants.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadsRepo(db: Db) {
  return {
    insert(row: NewUpload, ex: DbOrTransaction = db): Promise<UploadRow> {
      return ex
        .insert(uploads)
        .values(row)
        .returning()
        .then((rows) => {
          const [r] = rows;
          if (!r) throw new Error('upload not inserted');
          return r;
        });
    },

    /**
     * Inside a save's transaction: the uploads of `userNo` among `ids` become the listing's. Only an upload
     * of that user that no other listing holds is taken; the row lock makes two saves naming one upload
     * take it once. Returns the rows taken.
     */
    take(ids: readonly string[], userNo: number, saleNo: number, ex: DbOrTransaction): Promise<UploadRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .update(uploads)
        .set({ saleNo })
        .where(
          and(
            inArray(uploads.uploadId, [...ids]),
            eq(uploads.userNo, userNo),
            or(isNull(uploads.saleNo), eq(uploads.saleNo, saleNo)),
          ),
        )
        .returning();
    },

    /** Inside a modify: what the listing held and no longer names is let go (and swept after a day). */
    release(saleNo: number, keep: readonly string[], ex: DbOrTransaction): Promise<unknown> {
      const held = eq(uploads.saleNo, saleNo);
      return ex
        .update(uploads)
        .set({ saleNo: null })
        .where(
          keep.length > 0
            ? and(held, sql`${uploads.uploadId} <> all(${sql.param([...keep])}::uuid[])`)
            : held,
        );
    },

    /** The listing's uploads, by id. */
    ofSale(saleNo: number, ex: DbOrTransaction = db): Promise<UploadRow[]> {
      return ex.select().from(uploads).where(eq(uploads.saleNo, saleNo));
    },

    /**
     * Uploads no save took within `maxAgeSeconds` are deleted, with the stored-file row of a document that
     * no listing names; their objects are then unreferenced, and the sweep that called this removes them.
     */
    async purgeStale(maxAgeSeconds: number): Promise<number> {
      const cutoff = sql`now() - make_interval(secs => ${maxAgeSeconds})`;
      const gone = await db
        .delete(uploads)
        .where(and(isNull(uploads.saleNo), lt(uploads.createdAt, cutoff)))
        .returning({ fileId: uploads.fileId });
      const fileIds = gone.flatMap((g) => (g.fileId ? [g.fileId] : []));
      if (fileIds.length > 0) {
        await db
          .delete(storedFiles)
          .where(
            and(
              inArray(storedFiles.fileId, fileIds),
              sql`not exists (select 1 from ${saleDocuments} where ${saleDocuments.fileId} = ${storedFiles.fileId})`,
              sql`not exists (select 1 from ${uploads} where ${uploads.fileId} = ${storedFiles.fileId})`,
            ),
          );
      }
      return gone.length;
    },

    /** The photo storage keys among `keys` whose image key an upload still names (the sweep keeps them). */
    async referencedPhotoKeys(keys: readonly string[]): Promise<Set<string>> {
      const byImage = new Map<string, string[]>();
      for (const key of keys) {
        const image = imageKeyOfStorageKey(key);
        if (image !== null) byImage.set(image, [...(byImage.get(image) ?? []), key]);
      }
      const kept = new Set<string>();
      if (byImage.size === 0) return kept;
      const rows = await db
        .selectDistinct({ imageKey: uploads.imageKey })
        .from(uploads)
        .where(inArray(uploads.imageKey, [...byImage.keys()]));
      for (const row of rows) for (const key of byImage.get(row.imageKey ?? '') ?? []) kept.add(key);
      return kept;
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
