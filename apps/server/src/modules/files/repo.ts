import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import {
  fileViews,
  professionalProfiles,
  saleDocuments,
  saleImages,
  sales,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { imageKeyOfStorageKey } from '../../platform/images/variants.ts';
import { type AuditEntry, audit } from '../audit/audit.ts';
import { DEMO_IMAGES } from '../images/demo-catalogue.ts';

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
     * The storage keys among `keys` that something still needs, because the sweeper deletes whatever
     * this leaves out: a stored file's row, and for a listing photo's files (`sale-images/{key}/…`) a
     * `sale_images` row naming the key, or the key being a demo drawing (rendered on demand, kept).
     */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      const kept = new Set<string>();
      const files: string[] = [];
      const photos = new Map<string, string[]>();
      for (const key of keys) {
        const image = imageKeyOfStorageKey(key);
        if (image === null) files.push(key);
        else if (DEMO_IMAGES.has(image)) kept.add(key);
        else photos.set(image, [...(photos.get(image) ?? []), key]); // a photo has ten files at most
      }
      if (files.length > 0) {
        const rows = await db
          .select({ key: storedFiles.storageKey })
          .from(storedFiles)
          .where(inArray(storedFiles.storageKey, files));
        for (const row of rows) kept.add(row.key);
      }
      if (photos.size > 0) {
        const rows = await db
          .selectDistinct({ imageKey: saleImages.imageKey })
          .from(saleImages)
          .where(inArray(saleImages.imageKey, [...photos.keys()]));
        for (const row of rows) for (const key of photos.get(row.imageKey) ?? []) kept.add(key);
        // A popup's picture (P13 console) is an uploaded photo too: kept while a banner names it.
        const named = await db.execute(
          sql`select distinct substring(image_url from '^/images/sale/([0-9a-f]{16,64})/') as "imageKey"
            from banners where image_url like '/images/sale/%'`,
        );
        for (const row of (named as unknown as { rows: { imageKey: string | null }[] }).rows)
          for (const key of photos.get(row.imageKey ?? '') ?? []) kept.add(key);
      }
      return kept;
    },

    /**
     * The listing whose registry document the file is, with what the download needs of it: its status,
     * its owner, and the owner's office for the watermark (the company of sign-up, else the profile's
     * office name). Null for a file that is no listing's document (an account's licence, say). A file
     * named by two listings (a copy re-used) answers for an open one first.
     */
    registryDocumentOf(fileId: string) {
      return db
        .select({
          saleNo: saleDocuments.saleNo,
          kind: saleDocuments.kind,
          status: sales.status,
          ownerUserNo: sales.userNo,
          company: sql<
            string | null
          >`coalesce(nullif(${users.company}, ''), ${professionalProfiles.officeName})`,
        })
        .from(saleDocuments)
        .innerJoin(sales, eq(sales.saleNo, saleDocuments.saleNo))
        .innerJoin(users, eq(users.userNo, sales.userNo))
        .leftJoin(professionalProfiles, eq(professionalProfiles.userNo, sales.userNo))
        .where(eq(saleDocuments.fileId, fileId))
        .orderBy(desc(sql`${sales.status} = 'ACTIVE'`), saleDocuments.saleNo)
        .limit(1)
        .then((rows) => rows[0] ?? null);
    },

    /** The name a viewer is shown by in a watermark: the login id (null for a social-only account). */
    loginIdOf(userNo: number) {
      return db
        .select({ loginId: users.loginId })
        .from(users)
        .where(eq(users.userNo, userNo))
        .then((rows) => rows[0]?.loginId ?? null);
    },

    /** A download link's user, while the account may still be used: its role and its name in a watermark. */
    activeViewer(userNo: number) {
      return db
        .select({ userNo: users.userNo, userType: users.userType, loginId: users.loginId })
        .from(users)
        .where(and(eq(users.userNo, userNo), eq(users.status, 'ACTIVE')))
        .then((rows) => rows[0] ?? null);
    },

    /**
     * One view of a private file: who, which file, of which listing, when (the database's clock). The
     * operator's views are also written to the audit log, in the same transaction (issue 17 §8).
     */
    async recordView(
      view: { fileId: string; userNo: number; saleNo: number | null },
      operatorRead?: AuditEntry,
    ) {
      if (!operatorRead) {
        await db.insert(fileViews).values(view);
        return;
      }
      await db.transaction(async (tx) => {
        await tx.insert(fileViews).values(view);
        await audit(tx, { userNo: view.userNo, ip: null }, operatorRead);
      });
    },

    /** The facts a demo registry document is written from: the listing's own row. */
    demoDocumentFacts(saleNo: number) {
      return db
        .select({
          saleNo: sales.saleNo,
          saleAddr: sales.saleAddr,
          dong: sales.dong,
          unit: sales.unit,
          buildingType: sales.buildingType,
          useType: sales.useType,
          floor: sales.floor,
          entireFloor: sales.entireFloor,
          dedicatedArea: sales.dedicatedArea,
          supplyArea: sales.supplyArea,
          actualArea: sales.actualArea,
          landArea: sales.landArea,
          ownership: sales.ownership,
          illegalBuilding: sales.illegalBuilding,
          collateralSecurity: sales.collateralSecurity,
          collateralSecurityPrice: sales.collateralSecurityPrice,
          registeredAt: sales.createdAt,
        })
        .from(sales)
        .where(eq(sales.saleNo, saleNo))
        .then((rows) => rows[0] ?? null);
    },

    /** A generated demo document is stored: the row now names the object written and its real size. */
    storedDemoDocument(fileId: string, stored: { storageKey: string; size: number }) {
      return db.update(storedFiles).set(stored).where(eq(storedFiles.fileId, fileId));
    },
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;
export type RegistryDocumentRow = NonNullable<Awaited<ReturnType<FilesRepo['registryDocumentOf']>>>;
export type DemoDocumentFacts = NonNullable<Awaited<ReturnType<FilesRepo['demoDocumentFacts']>>>;
