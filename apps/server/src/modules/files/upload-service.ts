import { listingImageUrl } from '@ansim/domain';
import { SALE_UPLOAD_RULES, type UploadEntity, type UploadPurpose } from '@ansim/domain/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ImagesService } from '../images/service.ts';
import type { FilesService } from './service.ts';
import type { UploadRow, UploadsRepo } from './upload-repo.ts';

/** The stored-file kind of a listing document uploaded before its save. */
export type { UploadRow } from './upload-repo.ts';

export const SALE_DOCUMENT_KIND = 'SALE_DOCUMENT';

/** What the form shows of an upload: its name, and a photo's card-size picture. */
export const uploadEntityOf = (row: UploadRow): UploadEntity => ({
  fileId: row.uploadId,
  purpose: row.purpose as UploadPurpose,
  fileName: row.originalName,
  contentType: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
  previewUrl: row.imageKey ? listingImageUrl(row.imageKey, 'card') : null,
});

export interface UploadsServiceDeps {
  db: Db;
  repo: UploadsRepo;
  files: FilesService;
  images: ImagesService;
}

/**
 * POST /common/upload (docs/decisions/017): a photo goes through the image pipeline (type from content,
 * re-encoded, metadata dropped, the preview sizes made and the rest on first request) and a document becomes a private stored file; either way
 * an `uploads` row of the uploader names it, and a save references it by that row's id. Nothing here is
 * public until a save makes it a listing's.
 */
export function createUploadsService({ db, repo, files, images }: UploadsServiceDeps) {
  return {
    async upload(
      userNo: number,
      purpose: UploadPurpose,
      file: { filename: string; data: Buffer },
    ): Promise<UploadEntity> {
      const rule = SALE_UPLOAD_RULES[purpose];
      if (file.data.length > rule.maxBytes)
        throw new AppError('FILE_REJECTED', rule.tooLarge, { field: 'file' });
      if (file.data.length === 0) throw new AppError('FILE_REJECTED', rule.badType, { field: 'file' });
      const originalName = file.filename.slice(0, 255) || purpose;

      if (purpose === 'saleImage') {
        const sniffed = await fileTypeFromBuffer(file.data);
        if (!sniffed || !['image/jpeg', 'image/png', 'image/webp'].includes(sniffed.mime))
          throw new AppError('FILE_REJECTED', rule.badType, { field: 'file' });
        // Decoded once there: upright, stripped, brought down to what a page shows, the preview sizes made.
        const stored = await images.storeListingImage(file.data, 'file');
        const row = await repo.insert({
          userNo,
          purpose,
          imageKey: stored.key,
          originalName,
          mime: sniffed.mime,
          size: file.data.length,
          width: stored.width,
          height: stored.height,
        });
        return uploadEntityOf(row);
      }

      const accepted = await files.accept(
        { field: 'file', filename: originalName, data: file.data },
        'sale-documents',
      );
      let bodyDone = false;
      try {
        await files.write([accepted]);
        const row = await db.transaction(async (tx) => {
          const fileId = await files.record(accepted, { userNo, kind: SALE_DOCUMENT_KIND }, tx);
          const inserted = await repo.insert(
            {
              userNo,
              purpose,
              fileId,
              originalName,
              mime: accepted.file.mime,
              size: accepted.file.data.length,
            },
            tx,
          );
          bodyDone = true;
          return inserted;
        });
        return uploadEntityOf(row);
      } catch (error) {
        if (!bodyDone) await files.discard([accepted]);
        throw error;
      }
    },

    /**
     * Inside a save's transaction: the uploads of `userNo` among `ids` become the listing's (only uploads
     * of that user that no other listing holds); the rows taken.
     */
    takeForSale(ids: readonly string[], userNo: number, saleNo: number, tx: DbOrTransaction) {
      return repo.take(ids, userNo, saleNo, tx);
    },

    /** Inside a modify: the listing's uploads it no longer names are let go (swept after a day). */
    releaseFromSale(saleNo: number, keep: readonly string[], tx: DbOrTransaction) {
      return repo.release(saleNo, keep, tx);
    },

    /**
     * The listing's photos and documents as uploads, made on first need (a listing saved before uploads
     * existed, or the demo market), so that a modify can keep, reorder or drop them by id.
     */
    async ofSale(
      saleNo: number,
      owner: number,
      held: {
        images: readonly { imageKey: string; width: number; height: number; sortOrder: number }[];
        documents: readonly {
          fileId: string;
          mime: string;
          size: number;
          originalName: string | null;
          kind: string;
        }[];
      },
    ): Promise<UploadRow[]> {
      const rows = await repo.ofSale(saleNo);
      const missingImages = held.images.filter((i) => !rows.some((r) => r.imageKey === i.imageKey));
      const missingDocs = held.documents.filter((d) => !rows.some((r) => r.fileId === d.fileId));
      if (missingImages.length === 0 && missingDocs.length === 0) return rows;
      for (const image of missingImages) {
        rows.push(
          await repo.insert({
            userNo: owner,
            purpose: 'saleImage',
            imageKey: image.imageKey,
            originalName: `사진 ${image.sortOrder + 1}`,
            mime: 'image/jpeg',
            size: 1,
            width: image.width,
            height: image.height,
            saleNo,
          }),
        );
      }
      for (const doc of missingDocs) {
        rows.push(
          await repo.insert({
            userNo: owner,
            purpose: 'saleDocument',
            fileId: doc.fileId,
            originalName: doc.originalName ?? (doc.kind === 'REGISTER_COPY' ? '등기부등본' : '건축물대장'),
            mime: doc.mime,
            size: Math.max(1, doc.size),
            saleNo,
          }),
        );
      }
      return rows;
    },

    /**
     * What the file sweep may not remove, beside the files service's own references: photos an upload still
     * names. Stale uploads are purged first, so what they alone kept goes in the same sweep.
     */
    sweepReferences(filesReferenced: (keys: string[]) => Promise<Set<string>>, maxAgeSeconds: number) {
      return async (keys: string[]): Promise<Set<string>> => {
        await repo.purgeStale(maxAgeSeconds);
        const kept = await filesReferenced(keys);
        for (const key of await repo.referencedPhotoKeys(keys)) kept.add(key);
        return kept;
      };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
