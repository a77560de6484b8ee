import { createHash } from 'node:crypto';
import { UPLOAD_RULES } from '@ansim/domain/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';
import { type ImageSource, MAX_SIDE, uprightSize } from '../../platform/images/render.ts';
import { type ImageRenderer, inProcessRenderer } from '../../platform/images/render-process.ts';
import {
  isListingImageVariant,
  type ListingImageVariant,
  listingImageStorageKey,
  mimeOf,
  ORIGINAL_EXTENSIONS,
  type OriginalExtension,
  UPLOAD_VARIANTS,
} from '../../platform/images/variants.ts';
import type { FileStore } from '../../platform/storage/files.ts';
import { DEMO_IMAGES, type DemoImage } from './demo-catalogue.ts';

/** What a `sale_images` row records of a stored photo. */
export interface StoredListingImage {
  /** sha256 of the uploaded bytes, 32 hex characters: the `image_key`. */
  key: string;
  /**
   * The kept original upright, in pixels (a phone photo brought down to what a page shows): the page
   * reserves its box from these before it loads.
   */
  width: number;
  height: number;
}

/** A variant ready to send. */
export interface ListingImageFile {
  data: Buffer;
  mime: string;
  /** A strong validator: the hash of these bytes. */
  etag: string;
}

const REJECTED = '매물 사진은 JPG, PNG, WebP 이미지만 10MB 이하로 올릴 수 있습니다.';
const NOT_FOUND = '사진을 찾을 수 없습니다.';
const TOO_LONG = `사진의 가로나 세로가 너무 깁니다. ${MAX_SIDE.toLocaleString('en-US')}픽셀 이하의 사진을 올려주세요.`;

const EXTENSION_OF: Partial<Record<string, OriginalExtension>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data);

/**
 * A missing object. The disk store reads with fs (ENOENT); an S3-compatible store answers NoSuchKey. Any
 * other failure (permissions, a full disk) is an error, not an absent photo.
 */
const isMissing = (error: unknown) => {
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === 'ENOENT' || name === 'NoSuchKey';
};

/**
 * Listing photos: stored once per content (the key is the hash of the uploaded bytes), in every size and
 * format the pages use, through the files service's store (atomic writes, swept when no listing names the
 * key). An upload makes only what is shown at once; the rest is rendered on first request and kept, so
 * a server makes each size of a photo once. The registration calls `storeListingImage` and records the key
 * in `sale_images`.
 */
export function createImagesService({
  store,
  demo = DEMO_IMAGES,
  renderer = inProcessRenderer,
}: {
  store: FileStore;
  /** Where photos are decoded and encoded: the image worker (app.ts), or this process. */
  renderer?: ImageRenderer;
  /** The demo drawings, rendered on first request. */
  demo?: ReadonlyMap<string, DemoImage>;
}) {
  /**
   * Work in progress in this process, by what it makes: a second caller for the same thing waits for the
   * first instead of encoding it again. (Across processes the store's write-then-rename keeps each file
   * whole; the last writer wins with identical content.)
   */
  const inFlight = new Map<string, Promise<unknown>>();
  function once<T>(id: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(id) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }

  async function getIfStored(storageKey: string): Promise<Buffer | null> {
    try {
      return await store.get(storageKey);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** An upload's kept original, in whichever format it came. */
  async function storedOriginal(key: string): Promise<{ storageKey: string; data: Buffer } | null> {
    for (const ext of ORIGINAL_EXTENSIONS) {
      const storageKey = listingImageStorageKey(key, `original.${ext}`);
      const data = await getIfStored(storageKey);
      if (data) return { storageKey, data };
    }
    return null;
  }

  async function sourceOf(key: string): Promise<ImageSource | null> {
    const drawing = demo.get(key);
    if (drawing) return { kind: 'svg', svg: drawing.svg, width: drawing.width, height: drawing.height };
    const original = await storedOriginal(key);
    return original ? { kind: 'raster', data: original.data } : null;
  }

  return {
    /**
     * Stores an uploaded photo (JPEG, PNG or WebP, by its content); idempotent for the same bytes. The
     * photo is decoded once: turned upright, brought down to the largest size a page shows, and kept
     * re-encoded without its metadata (no location leaves the phone), with the variants the form and the
     * search card show at once (UPLOAD_VARIANTS). Every other variant is rendered from that original on its
     * first request (`read`). Call it before the transaction that writes the `sale_images` row: an upload
     * whose row never commits is swept after a day.
     */
    storeListingImage(data: Buffer, field = 'saleImage'): Promise<StoredListingImage> {
      const key = sha256(data).digest('hex').slice(0, 32);
      return once(`store:${key}`, async () => {
        const kept = await storedOriginal(key);
        if (kept) {
          // Stored before, perhaps for a listing since deleted: written again so that its age restarts and
          // the sweep cannot take it before this upload's row commits (a missing size is re-rendered from it).
          await store.put(kept.storageKey, kept.data);
          return { key, ...(await uprightSize({ kind: 'raster', data: kept.data })) };
        }
        const rejected = () => new AppError('FILE_REJECTED', REJECTED, { field });
        if (data.length === 0 || data.length > UPLOAD_RULES.maxBytes) throw rejected();
        const ext = EXTENSION_OF[(await fileTypeFromBuffer(data))?.mime ?? ''];
        if (!ext) throw rejected();
        const prepared = await renderer.preparePhoto(data, ext, UPLOAD_VARIANTS);
        if (!prepared.ok) {
          if (prepared.refusal === 'TOO_LONG') throw new AppError('FILE_REJECTED', TOO_LONG, { field });
          throw rejected();
        }
        const { photo } = prepared;
        await Promise.all(
          [...photo.variants].map(([variant, bytes]) =>
            store.put(listingImageStorageKey(key, variant), bytes),
          ),
        );
        // The original last: once it is there the upload is whole, and the same bytes again skip the work.
        await store.put(listingImageStorageKey(key, `original.${ext}`), photo.original);
        return { key, width: photo.width, height: photo.height };
      });
    },

    /**
     * One variant of a photo. A variant not stored yet (a demo drawing's or an upload's first request for
     * it, or a size added later) is rendered from its source, stored and served, once however many ask at
     * the same time; a key with no source is 404.
     */
    async read(key: string, variant: string): Promise<ListingImageFile> {
      if (!isListingImageVariant(variant)) throw new AppError('NOT_FOUND', NOT_FOUND);
      const storageKey = listingImageStorageKey(key, variant);
      const data =
        (await getIfStored(storageKey)) ??
        (await once(`render:${storageKey}`, () => renderMissing(key, variant, storageKey)));
      return { data, mime: mimeOf(variant), etag: sha256(data).digest('base64url').slice(0, 27) };
    },
  };

  async function renderMissing(key: string, variant: ListingImageVariant, storageKey: string) {
    // Another request may have stored it between this one's read and its turn here.
    const stored = await getIfStored(storageKey);
    if (stored) return stored;
    const source = await sourceOf(key);
    if (!source) throw new AppError('NOT_FOUND', NOT_FOUND);
    const data = await renderer.renderVariant(source, variant);
    await store.put(storageKey, data);
    return data;
  }
}

export type ImagesService = ReturnType<typeof createImagesService>;
