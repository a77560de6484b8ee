import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { promotionConsents, sales, storedFiles } from '../../db/schema/index.ts';

export type NewPromotionConsent = typeof promotionConsents.$inferInsert;
export type PromotionConsentRow = typeof promotionConsents.$inferSelect;

export function createConsentsRepo(db: Db) {
  return {
    /** The listing's owner, or null for a listing that does not exist. */
    ownerOf(saleNo: number, ex: DbOrTransaction = db) {
      return ex
        .select({ userNo: sales.userNo })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .then((rows) => rows[0]?.userNo ?? null);
    },

    /** The same, the listing's row locked until the transaction ends. */
    ownerOfForUpdate(saleNo: number, tx: DbOrTransaction) {
      return tx
        .select({ userNo: sales.userNo })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .for('share')
        .then((rows) => rows[0]?.userNo ?? null);
    },

    insert(row: NewPromotionConsent, ex: DbOrTransaction) {
      return ex
        .insert(promotionConsents)
        .values(row)
        .returning({ consentNo: promotionConsents.consentNo })
        .then((rows) => {
          const first = rows[0];
          if (!first) throw new Error('the consent row was not inserted');
          return first.consentNo;
        });
    },

    /**
     * Wipes the personal fields of up to `limit` consents given at or before `cutoff` and not yet purged,
     * and answers the PDFs they held. Rows another purge holds are skipped (SKIP LOCKED), so two runs at once
     * never wipe or count a row twice.
     */
    async wipeDue(cutoff: Date, now: Date, limit: number, tx: DbOrTransaction) {
      // The file ids are read (and the rows locked) before the update clears them.
      const rows = await tx
        .select({ consentNo: promotionConsents.consentNo, fileId: promotionConsents.fileId })
        .from(promotionConsents)
        .where(and(isNull(promotionConsents.purgedAt), lte(promotionConsents.givenAt, cutoff)))
        .orderBy(asc(promotionConsents.givenAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(promotionConsents)
        .set({
          ownerName: null,
          promotionName: null,
          phone: null,
          relationshipText: null,
          fileId: null,
          purgedAt: now,
        })
        .where(
          inArray(
            promotionConsents.consentNo,
            rows.map((r) => r.consentNo),
          ),
        );
      return rows;
    },

    /** Deletes the stored-file rows of purged PDFs; answers their storage keys, for the store. */
    async forgetFiles(fileIds: string[], tx: DbOrTransaction) {
      if (fileIds.length === 0) return [];
      const rows = await tx
        .delete(storedFiles)
        .where(inArray(storedFiles.fileId, fileIds))
        .returning({ storageKey: storedFiles.storageKey });
      return rows.map((r) => r.storageKey);
    },

    /** For tests and the operator: a consent as stored. */
    byNo(consentNo: number) {
      return db
        .select()
        .from(promotionConsents)
        .where(eq(promotionConsents.consentNo, consentNo))
        .then((rows) => rows[0] ?? null);
    },

    /** How many consents still hold personal data past `cutoff` (a purge leaves none). */
    countDue(cutoff: Date) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(promotionConsents)
        .where(and(isNull(promotionConsents.purgedAt), lte(promotionConsents.givenAt, cutoff)))
        .then((rows) => rows[0]?.n ?? 0);
    },
  };
}

export type ConsentsRepo = ReturnType<typeof createConsentsRepo>;
