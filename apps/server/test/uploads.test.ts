import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SALE_SAVE_MESSAGES, SALE_UPLOAD_RULES } from '@ansim/domain/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, uploads } from '../src/db/schema/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { createFilesService } from '../src/modules/files/service.ts';
import { createUploadsRepo } from '../src/modules/files/upload-repo.ts';
import { createUploadsService } from '../src/modules/files/upload-service.ts';
import { createImagesService } from '../src/modules/images/service.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { sweepUnreferencedFiles } from '../src/platform/storage/sweeper.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  type Caller,
  completeForm,
  pdf,
  photo,
  sendSale,
  signIn,
  upload,
  uploadId,
} from './sale-form-fixture.ts';

/*
 * POST /common/upload (P8 item 6): the type comes from the bytes, photos lose their metadata on the way in,
 * sizes are limited with a Korean message, only brokers upload, only the uploader may reference an upload,
 * and what no save took within a day is swept with its files.
 */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-uploads-'));
let ctx: TestContext;
let broker: Caller;
let otherBroker: Caller;
let general: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  [broker, otherBroker, general] = await Promise.all([
    signIn(ctx.app, 'broker03'),
    signIn(ctx.app, 'broker04'),
    signIn(ctx.app, 'user01'),
  ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const uploadCount = async () =>
  (await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]?.n ?? 0;

describe('POST /common/upload', () => {
  it('stores a photo re-encoded without its EXIF, with the sizes the form shows (the rest come on first request), and answers its preview', async () => {
    const original = await photo(101, { width: 640, height: 480 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(ctx.app, broker, 'saleImage', original, '거실.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entity = res.body.entity;
    expect(entity).toMatchObject({
      purpose: 'saleImage',
      fileName: '거실.jpg',
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    const key = entity?.previewUrl?.match(/^\/images\/sale\/([0-9a-f]+)\/card\.webp$/)?.[1];
    expect(key).toBeDefined();
    const dir = path.join(filesDir, 'sale-images', key ?? '');
    const stored = fs.readdirSync(dir).sort();
    expect(stored).toContain('original.jpg');
    expect(stored).toContain('card.webp');
    // A size no form shows is rendered on its first request (listing-images.test.ts), not at upload.
    expect(stored).not.toContain('zoom.avif');
    for (const name of stored) {
      const meta = await sharp(fs.readFileSync(path.join(dir, name))).metadata();
      expect(meta.exif, name).toBeUndefined();
    }
    // The preview is served.
    const card = await ctx.app.inject({ method: 'GET', url: entity?.previewUrl ?? '' });
    expect(card.statusCode).toBe(200);
  });

  it('brings a phone-sized photo down to the largest size a page shows (zoom, 1600 px wide)', async () => {
    const res = await upload(ctx.app, broker, 'saleImage', await photo(108, { width: 4000, height: 3000 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({ width: 1600, height: 1200 });
    const key = res.body.entity?.previewUrl?.split('/')[3] ?? '';
    const original = await sharp(
      fs.readFileSync(path.join(filesDir, 'sale-images', key, 'original.jpg')),
    ).metadata();
    expect([original.width, original.height]).toEqual([1600, 1200]);
  });

  it('refuses a .jpg that is really text, and a PDF sent as a photo, by their content', async () => {
    const before = await uploadCount();
    const text = await upload(
      ctx.app,
      broker,
      'saleImage',
      Buffer.from('hello, I am not a picture'),
      'photo.jpg',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(SALE_UPLOAD_RULES.saleImage.badType);
    const pdfAsPhoto = await upload(ctx.app, broker, 'saleImage', pdf(), 'photo.jpg');
    expect(pdfAsPhoto.status).toBe(400);
    const textDoc = await upload(ctx.app, broker, 'saleDocument', Buffer.from('plain text'), 'register.pdf');
    expect(textDoc.status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });

  it('keeps a document private: a stored file of the uploader, no preview', async () => {
    const res = await upload(ctx.app, broker, 'saleDocument', pdf(), '등기부등본.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({
      purpose: 'saleDocument',
      contentType: 'application/pdf',
      previewUrl: null,
    });
    const [row] = await ctx.handle.db
      .select({ fileId: uploads.fileId, owner: storedFiles.ownerUserNo, kind: storedFiles.kind })
      .from(uploads)
      .innerJoin(storedFiles, eq(storedFiles.fileId, uploads.fileId))
      .where(eq(uploads.uploadId, res.body.entity?.fileId ?? ''));
    expect(row).toMatchObject({ owner: broker.userNo, kind: 'SALE_DOCUMENT' });
    // The stored file is the uploader's, not anyone's to download.
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/files/${row?.fileId}`,
      headers: otherBroker.headers,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('limits the size with a Korean message', async () => {
    const before = await uploadCount();
    const big = Buffer.concat([await photo(102), Buffer.alloc(SALE_UPLOAD_RULES.saleImage.maxBytes)]);
    const res = await upload(ctx.app, broker, 'saleImage', big, 'big.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SALE_UPLOAD_RULES.saleImage.tooLarge);
    expect(await uploadCount()).toBe(before);
  });

  it('is for brokers: a user is refused, a visitor asked to sign in; the purpose and one file are required', async () => {
    const data = await photo(103);
    expect((await upload(ctx.app, general, 'saleImage', data)).status).toBe(403);
    expect((await upload(ctx.app, { userNo: 0, headers: {} }, 'saleImage', data)).status).toBe(401);
    const noPurpose = await upload(ctx.app, broker, 'avatar', data);
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.message).toContain('파일 용도');
  });

  it('only the uploader may reference an upload in a save', async () => {
    const main = await uploadId(ctx.app, broker, 'saleImage', await photo(104));
    const files = { main, sub: [], registerCopy: '', buildingRegister: '' };
    const form = { ...completeForm(files), saleRegisterCopyFile: null, saleBuildingRegisterFile: null };
    const stolen = await sendSale(ctx.app, otherBroker, form);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(`saleMainImageFile: ${SALE_SAVE_MESSAGES.uploadNotFound}`);
    const mine = await sendSale(ctx.app, broker, form);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    // Taken once: the same upload cannot be a second listing's.
    const again = await sendSale(ctx.app, broker, form);
    expect(again.status).toBe(400);
  });

  it('sweeps uploads no save took within a day, with their files; keeps fresh and saved ones', async () => {
    const stalePhoto = await upload(ctx.app, broker, 'saleImage', await photo(105));
    const staleDoc = await upload(ctx.app, broker, 'saleDocument', pdf(), 'old.pdf', 'application/pdf');
    const fresh = await upload(ctx.app, broker, 'saleImage', await photo(106));
    const savedMain = await uploadId(ctx.app, broker, 'saleImage', await photo(107));
    const form = {
      ...completeForm({ main: savedMain, sub: [], registerCopy: '', buildingRegister: '' }),
      saleRegisterCopyFile: null,
      saleBuildingRegisterFile: null,
    };
    expect((await sendSale(ctx.app, broker, form)).status).toBe(200);
    const ids = [stalePhoto.body.entity?.fileId ?? '', staleDoc.body.entity?.fileId ?? ''];
    await ctx.handle.db.execute(
      sql`update uploads set created_at = now() - interval '2 days' where upload_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const [docRow] = await ctx.handle.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .innerJoin(uploads, eq(uploads.fileId, storedFiles.fileId))
      .where(eq(uploads.uploadId, ids[1] ?? ''));
    const keyOf = (url: string | null | undefined) => url?.split('/')[3] ?? '';

    const store = diskFileStore(filesDir);
    const filesRepo = createFilesRepo(ctx.handle.db);
    const service = createUploadsService({
      db: ctx.handle.db,
      repo: createUploadsRepo(ctx.handle.db),
      files: createFilesService({ repo: filesRepo, store, linkSecret: 'x'.repeat(32) }),
      images: createImagesService({ store }),
    });
    // Every file counts as old here; what keeps one is a reference.
    await sweepUnreferencedFiles({
      store,
      referenced: service.sweepReferences((keys) => filesRepo.referencedKeys(keys), 86_400),
      minAgeSeconds: 0,
    });
    const exists = (rel: string) => fs.existsSync(path.join(filesDir, rel));
    expect(exists(`sale-images/${keyOf(stalePhoto.body.entity?.previewUrl)}/card.webp`)).toBe(false);
    expect(exists(docRow?.key ?? 'missing')).toBe(false);
    expect(exists(`sale-images/${keyOf(fresh.body.entity?.previewUrl)}/card.webp`)).toBe(true);
    const [savedRow] = await ctx.handle.db.select().from(uploads).where(eq(uploads.uploadId, savedMain));
    expect(exists(`sale-images/${savedRow?.imageKey}/card.webp`)).toBe(true);
    const left = await ctx.handle.db
      .select()
      .from(uploads)
      .where(
        sql`${uploads.uploadId} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    expect(left).toEqual([]);
  });
});
