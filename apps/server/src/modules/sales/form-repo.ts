import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import {
  gradeReviews,
  saleCostItems,
  saleCostTypes,
  saleDocuments,
  saleImages,
  saleOptions,
  sales,
  storedFiles,
} from '../../db/schema/index.ts';
import { createRegionLookup } from '../common/region-lookup.ts';

export type SaleColumns = Omit<
  typeof sales.$inferInsert,
  'saleNo' | 'saleKey' | 'userNo' | 'createdAt' | 'updatedAt'
>;
export type CostTypeColumns = Omit<typeof saleCostTypes.$inferInsert, 'costTypeNo' | 'saleNo'>;
export type SaleRow = typeof sales.$inferSelect;

/** The child rows of a listing that a save writes whole. */
export interface SaleChildren {
  options: { groupCode: string; code: string }[];
  costType: CostTypeColumns | null;
  costItems: { groupCode: string; code: string }[];
  images: { isMain: boolean; sortOrder: number; imageKey: string; width: number; height: number }[];
  documents: { kind: 'REGISTER_COPY' | 'BUILDING_REGISTER'; fileId: string }[];
}

export function createSaleFormRepo(db: Db) {
  return {
    /** The 법정동 of the code, else its 읍면동, 시군구 or 시도 (as the detail names a listing's region). */
    regionOf: createRegionLookup(db),

    /** The listing's owner and status, its row locked until the transaction ends (a modify's first read). */
    lockSale(saleNo: number, tx: DbOrTransaction) {
      return tx
        .select({ userNo: sales.userNo, status: sales.status, saleKey: sales.saleKey })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .for('update')
        .then((rows) => rows[0] ?? null);
    },

    insertSale(userNo: number, values: SaleColumns, tx: DbOrTransaction) {
      return tx
        .insert(sales)
        .values({ ...values, userNo })
        .returning({ saleNo: sales.saleNo, saleKey: sales.saleKey })
        .then((rows) => {
          const [row] = rows;
          if (!row) throw new Error('listing not inserted');
          return row;
        });
    },

    updateSale(saleNo: number, values: SaleColumns, tx: DbOrTransaction) {
      // The broker's own edit of the listing confirms it is still available (issue 18 §3).
      return tx
        .update(sales)
        .set({ ...values, updatedAt: sql`now()`, confirmedAt: sql`now()` })
        .where(eq(sales.saleNo, saleNo));
    },

    /**
     * A save's last statement: the listing's status (a draft until here: form-service) and its main photo,
     * known once the uploads are taken.
     */
    finish(saleNo: number, last: { status: string; mainImage: string | null }, tx: DbOrTransaction) {
      return tx.update(sales).set(last).where(eq(sales.saleNo, saleNo));
    },

    /**
     * Writes the child rows of the listing. A modify first removes the ones it had (`replace`): what the
     * form no longer holds is gone. A listing inserted in this same transaction has none to remove.
     */
    async writeChildren(
      saleNo: number,
      children: SaleChildren,
      { replace }: { replace: boolean },
      tx: DbOrTransaction,
    ): Promise<void> {
      if (replace) {
        await tx.delete(saleOptions).where(eq(saleOptions.saleNo, saleNo));
        await tx.delete(saleCostItems).where(eq(saleCostItems.saleNo, saleNo));
        await tx.delete(saleCostTypes).where(eq(saleCostTypes.saleNo, saleNo));
        await tx.delete(saleImages).where(eq(saleImages.saleNo, saleNo));
        await tx.delete(saleDocuments).where(eq(saleDocuments.saleNo, saleNo));
      }
      if (children.options.length > 0)
        await tx.insert(saleOptions).values(children.options.map((o) => ({ ...o, saleNo })));
      if (children.costItems.length > 0)
        await tx.insert(saleCostItems).values(children.costItems.map((c) => ({ ...c, saleNo })));
      if (children.costType) await tx.insert(saleCostTypes).values({ ...children.costType, saleNo });
      if (children.images.length > 0)
        await tx.insert(saleImages).values(children.images.map((i) => ({ ...i, saleNo })));
      if (children.documents.length > 0)
        await tx.insert(saleDocuments).values(children.documents.map((d) => ({ ...d, saleNo })));
    },

    /**
     * The listing waits for the operator with both grades: one open review per listing (partial unique
     * index), refreshed when the broker saves again before the operator decided.
     */
    openReview(
      saleNo: number,
      review: { brokerRate: string; computedRate: string; reasons: string[] },
      tx: DbOrTransaction,
    ) {
      return tx
        .insert(gradeReviews)
        .values({ saleNo, ...review })
        .onConflictDoUpdate({
          target: gradeReviews.saleNo,
          targetWhere: sql`${gradeReviews.state} = 'OPEN'`,
          set: {
            brokerRate: review.brokerRate,
            computedRate: review.computedRate,
            reasons: review.reasons,
            // An open comment review of the listing becomes this one (one open review per listing, 025).
            source: 'COMPUTED',
            lastCommentNo: null,
            createdAt: sql`now()`,
          },
        });
    },

    /** The broker's grade no longer needs a review: an open one is withdrawn. */
    withdrawReview(saleNo: number, tx: DbOrTransaction) {
      return tx
        .update(gradeReviews)
        .set({ state: 'WITHDRAWN', decidedAt: sql`now()` })
        .where(
          and(
            eq(gradeReviews.saleNo, saleNo),
            eq(gradeReviews.state, 'OPEN'),
            eq(gradeReviews.source, 'COMPUTED'),
          ),
        );
    },

    hasOpenReview(saleNo: number, ex: DbOrTransaction = db): Promise<boolean> {
      return ex
        .select({ n: sql<number>`1` })
        .from(gradeReviews)
        .where(and(eq(gradeReviews.saleNo, saleNo), eq(gradeReviews.state, 'OPEN')))
        .then((rows) => rows.length > 0);
    },

    /** The listing and its child rows as the form shows them. */
    async formOf(saleNo: number) {
      const [row] = await db.select().from(sales).where(eq(sales.saleNo, saleNo));
      if (!row) return null;
      const [options, costItems, costTypes, images, documents] = await Promise.all([
        db.select().from(saleOptions).where(eq(saleOptions.saleNo, saleNo)),
        db.select().from(saleCostItems).where(eq(saleCostItems.saleNo, saleNo)),
        db.select().from(saleCostTypes).where(eq(saleCostTypes.saleNo, saleNo)),
        db.select().from(saleImages).where(eq(saleImages.saleNo, saleNo)).orderBy(saleImages.sortOrder),
        db
          .select({
            kind: saleDocuments.kind,
            fileId: saleDocuments.fileId,
            mime: storedFiles.mime,
            size: storedFiles.size,
            originalName: storedFiles.originalName,
          })
          .from(saleDocuments)
          .innerJoin(storedFiles, eq(storedFiles.fileId, saleDocuments.fileId))
          .where(eq(saleDocuments.saleNo, saleNo)),
      ]);
      return { row, options, costItems, costType: costTypes[0] ?? null, images, documents };
    },
  };
}

export type SaleFormRepo = ReturnType<typeof createSaleFormRepo>;
export type SaleFormRead = NonNullable<Awaited<ReturnType<SaleFormRepo['formOf']>>>;
