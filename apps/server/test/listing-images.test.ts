import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILDING_TYPES,
  LISTING_IMAGE_WIDTHS,
  listingCardSrcSet,
  listingImageUrl,
  listingOgImageUrl,
} from '@ansim/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleImages, sales } from '../src/db/schema/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { DEMO_IMAGES, type DemoImage, demoImagesFor } from '../src/modules/images/demo-catalogue.ts';
import { createImagesService } from '../src/modules/images/service.ts';
import { createLimiter } from '../src/platform/images/limit.ts';
import { LISTING_IMAGE_VARIANTS, type ListingImageVariant } from '../src/platform/images/variants.ts';
import { diskFileStore, type FileStore } from '../src/platform/storage/files.ts';
import { sweepUnreferencedFiles } from '../src/platform/storage/sweeper.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Listing photos (P7 items 1 and 7): the sizes and formats the pipeline makes, how the route serves them
 * (a year's immutable cache, ETag, demo drawings rendered on first request), what it refuses, uploads
 * stored once per content, and the sweeper keeping every photo a listing or the demo catalogue needs.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-images-'));
const filesDir = path.join(tmp, 'files');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The demo drawings a test uses, distinct so that one test's renders are not another's cache. */
const drawing = (n: number): DemoImage => [...DEMO_IMAGES.values()][n]!;

/** What the bytes are, by their signature rather than by the Content-Type that claims it. */
function formatOf(data: Buffer): 'webp' | 'avif' | 'jpg' | 'unknown' {
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (data.subarray(4, 12).toString('latin1') === 'ftypavif') return 'avif';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return 'unknown';
}

const MIME = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' } as const;

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : [];

describe('GET /images/sale/{key}/{variant}', () => {
  it('renders a demo drawing on first request, every variant in its format and width, and stores it', async () => {
    const image = drawing(0);
    expect(filesUnder(path.join(filesDir, 'sale-images', image.key))).toEqual([]);
    for (const variant of LISTING_IMAGE_VARIANTS) {
      const res = await get(`/images/sale/${image.key}/${variant}`);
      expect(res.statusCode, variant).toBe(200);
      const format = variant.split('.')[1] as keyof typeof MIME;
      expect(formatOf(res.rawPayload), variant).toBe(format);
      expect(res.headers['content-type']).toBe(MIME[format]);
      const meta = await sharp(res.rawPayload).metadata();
      if (variant === 'og.jpg') {
        expect([meta.width, meta.height]).toEqual([1200, 630]);
      } else {
        // A drawing is vector: every size is drawn at its full width, 4:3 like the drawing.
        const width = LISTING_IMAGE_WIDTHS[variant.split('.')[0] as keyof typeof LISTING_IMAGE_WIDTHS];
        expect([meta.width, meta.height], variant).toEqual([width, (width * 3) / 4]);
      }
      expect(meta.exif, variant).toBeUndefined();
    }
    // Stored whole under its final names: no temporary file left beside them.
    expect(filesUnder(path.join(filesDir, 'sale-images', image.key))).toEqual(
      [...LISTING_IMAGE_VARIANTS].sort(),
    );
    // The domain's URL builders name this route.
    expect((await get(listingImageUrl(image.key, 'card'))).statusCode).toBe(200);
    expect((await get(listingOgImageUrl(image.key))).headers['content-type']).toBe('image/jpeg');
  });

  it('serves the thumb a list card takes on a phone: 240 px wide, named by the card URL’s srcset', async () => {
    const image = drawing(6);
    const cardUrl = listingImageUrl(image.key, 'card');
    const srcset = listingCardSrcSet(cardUrl);
    expect(srcset).toBe(
      `/images/sale/${image.key}/thumb.webp 240w, /images/sale/${image.key}/card.webp 400w`,
    );
    const thumb = await get(srcset!.split(', ')[0]!.split(' ')[0]!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([240, 180]);
    // The point of it: fewer bytes than the card size for the same picture.
    const card = await get(cardUrl);
    expect(thumb.rawPayload.length).toBeLessThan(card.rawPayload.length);
    // Only our card photos have other sizes: any other URL gets no srcset.
    expect(listingCardSrcSet(listingImageUrl(image.key, 'detail'))).toBeNull();
    expect(listingCardSrcSet(`https://example.com/images/sale/${image.key}/card.webp`)).toBeNull();
    expect(listingCardSrcSet('/images/sale/../card.webp')).toBeNull();
  });

  it('caches for a year as immutable, with an ETag that answers 304 when it matches', async () => {
    const url = `/images/sale/${drawing(1).key}/card.webp`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const changed = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
    // Binary images are not recompressed on the fly.
    const compressed = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBeUndefined();
  });

  it('serves a stored variant from the store without rendering it again', async () => {
    const image = drawing(2);
    const url = `/images/sale/${image.key}/card.webp`;
    expect((await get(url)).statusCode).toBe(200);
    // Replaced on disk by other valid bytes: what is served is what is stored.
    const standIn = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(filesDir, 'sale-images', image.key, 'card.webp'), standIn);
    expect((await get(url)).rawPayload.equals(standIn)).toBe(true);
  });

  it('concurrent first requests, in this process and in another over the same files, all get the one whole image', async () => {
    const image = drawing(3);
    const url = `/images/sale/${image.key}/detail.webp`;
    // A second server process over the same FILES_DIR: its own service, so no in-process sharing.
    const other = createImagesService({ store: diskFileStore(filesDir) });
    const [answers, elsewhere] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => get(url))),
      Promise.all([other.read(image.key, 'detail.webp'), other.read(image.key, 'detail.webp')]),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    expect(elsewhere[0].data.equals(answers[0]!.rawPayload)).toBe(true);
    expect(filesUnder(path.join(filesDir, 'sale-images', image.key))).toEqual(['detail.webp']);
    const stored = fs.readFileSync(path.join(filesDir, 'sale-images', image.key, 'detail.webp'));
    expect(stored.equals(answers[0]!.rawPayload)).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(960);
  });

  it('lets other origins embed the share preview only', async () => {
    const key = drawing(0).key;
    expect((await get(`/images/sale/${key}/og.jpg`)).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await get(`/images/sale/${key}/card.webp`)).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });

  it('answers 404 with the Korean envelope for a key that is neither stored nor a demo drawing', async () => {
    const unknown = createHash('sha256').update('no such photo').digest('hex').slice(0, 32);
    const res = await get(`/images/sale/${unknown}/card.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: -404, message: '사진을 찾을 수 없습니다.', entity: null });
    expect(fs.existsSync(path.join(filesDir, 'sale-images', unknown))).toBe(false);
  });

  it.each([
    ['a path in the variant', `${'a'.repeat(32)}/..%2Fx`, '이미지 크기나 형식이 올바르지 않습니다.'],
    ['a format we do not make', `${'a'.repeat(32)}/card.png`, '이미지 크기나 형식이 올바르지 않습니다.'],
    ['a size we do not make', `${'a'.repeat(32)}/huge.webp`, '이미지 크기나 형식이 올바르지 않습니다.'],
    ['an upper-case variant', `${'a'.repeat(32)}/CARD.webp`, '이미지 크기나 형식이 올바르지 않습니다.'],
    ['the stored original', `${'a'.repeat(32)}/original.jpg`, '이미지 크기나 형식이 올바르지 않습니다.'],
    ['upper-case hex in the key', `${'A'.repeat(32)}/card.webp`, '이미지 이름이 올바르지 않습니다.'],
    ['a path in the key', '..%2F..%2Fetc/card.webp', '이미지 이름이 올바르지 않습니다.'],
    ['a key too short to be a hash', 'abc123/card.webp', '이미지 이름이 올바르지 않습니다.'],
  ])('refuses %s with 400 and a Korean message', async (_case, rest, message) => {
    const res = await get(`/images/sale/${rest}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: -400, message: expect.stringContaining(message) });
  });

  it('keeps serving the old drawing links (/images/sale/{type}-{n}.svg)', async () => {
    const res = await get('/images/sale/villa-2.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('the demo catalogue', () => {
  it('gives each building type 4 to 6 drawings, the outside first, keyed by the hash of their source', () => {
    for (const type of BUILDING_TYPES) {
      let n = 0;
      const images = demoImagesFor(type, (range) => n++ % range);
      expect(images.length, type).toBeGreaterThanOrEqual(4);
      expect(images.length, type).toBeLessThanOrEqual(6);
      expect(images[0]!.label, type).toContain('외관');
      expect(
        images.slice(1).every((image) => !image.label.includes('외관')),
        type,
      ).toBe(true);
      expect(new Set(images.map((image) => image.key)).size, type).toBe(images.length);
    }
    expect(demoImagesFor('APARTMENT', () => 0).map((image) => image.label)).toContain(
      '발코니 전망 (예시 그림)',
    );
    for (const image of DEMO_IMAGES.values()) {
      expect(image.key).toBe(createHash('sha256').update(image.svg).digest('hex').slice(0, 32));
      expect([image.width, image.height]).toEqual([800, 600]);
      expect(image.svg).toContain(`aria-label="${image.label}"`);
      expect(image.svg.length).toBeLessThan(10_000);
    }
  });
});

/** A store that counts what is written, to tell work done from work skipped. */
function countingStore(inner: FileStore) {
  const puts: string[] = [];
  const store: FileStore = {
    ...inner,
    put(key, data) {
      puts.push(key);
      return inner.put(key, data);
    },
  };
  return { store, puts };
}

/** A photo-like raster (noise, so that it does not compress to nothing), width × height. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#88aacc',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  });

const keyOf = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

describe('storeListingImage', () => {
  const dir = path.join(tmp, 'uploads');

  /** A rasterized drawing larger than the largest size, so that every size is a reduction. */
  const largePng = (n: number) =>
    sharp(Buffer.from(drawing(n).svg), { density: 72 * 2.5 })
      .resize(2000, 1500)
      .png()
      .toBuffer();

  it('stores an upload under the hash of its bytes, brought down to zoom size, with only the sizes shown at once; the same bytes again do no work', async () => {
    const { store, puts } = countingStore(diskFileStore(dir));
    const images = createImagesService({ store });
    const png = await largePng(5);

    const stored = await images.storeListingImage(png);
    // The size kept: the largest a page draws (zoom, 1600 px wide), never the phone's full resolution.
    expect(stored).toEqual({ key: keyOf(png), width: 1600, height: 1200 });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    // The form's preview (card) and the search card's phone size (thumb); not the sizes nobody has opened.
    expect(filesUnder(path.join(dir, 'sale-images', stored.key))).toEqual([
      'card.webp',
      'original.png',
      'thumb.webp',
    ]);
    expect(puts).toHaveLength(3);
    expect(puts.at(-1)).toBe(`sale-images/${stored.key}/original.png`);
    const original = await sharp(
      fs.readFileSync(path.join(dir, 'sale-images', stored.key, 'original.png')),
    ).metadata();
    expect([original.format, original.width, original.height]).toEqual(['png', 1600, 1200]);

    // Twice more, at once: the same key and size, nothing rendered again (only the original's age
    // restarts, so that a sweep cannot take it before the new listing's row commits).
    puts.length = 0;
    const [again, third] = await Promise.all([images.storeListingImage(png), images.storeListingImage(png)]);
    expect(again).toEqual(stored);
    expect(third).toEqual(stored);
    expect(puts).toEqual([`sale-images/${stored.key}/original.png`]);
  });

  it('renders every other size of an upload on its first request, stores it, and serves the same bytes after', async () => {
    const { store, puts } = countingStore(diskFileStore(dir));
    const images = createImagesService({ store });
    const { key } = await images.storeListingImage(await largePng(7));
    puts.length = 0;

    const first = new Map<ListingImageVariant, Buffer>();
    const widths: Partial<Record<ListingImageVariant, number>> = {};
    for (const variant of LISTING_IMAGE_VARIANTS) {
      const file = await images.read(key, variant);
      expect(formatOf(file.data), variant).toBe(variant.split('.')[1]);
      const meta = await sharp(file.data).metadata();
      expect(meta.exif, variant).toBeUndefined();
      widths[variant] = meta.width;
      if (variant !== 'og.jpg') expect(meta.height, variant).toBe((meta.width * 3) / 4);
      first.set(variant, file.data);
    }
    expect(widths).toEqual({
      'thumb.webp': 240,
      'thumb.avif': 240,
      'card.webp': 400,
      'card.avif': 400,
      'detail.webp': 960,
      'detail.avif': 960,
      'zoom.webp': 1600,
      'zoom.avif': 1600,
      'og.jpg': 1200,
    });
    // Each missing size rendered and stored once; the two made at upload were read, not rendered again.
    const rendered = LISTING_IMAGE_VARIANTS.filter((v) => v !== 'thumb.webp' && v !== 'card.webp');
    expect([...puts].sort()).toEqual(rendered.map((v) => `sale-images/${key}/${v}`).sort());
    expect(filesUnder(path.join(dir, 'sale-images', key))).toEqual(
      [...LISTING_IMAGE_VARIANTS, 'original.png'].sort(),
    );

    // Asked again: the stored bytes, identical (the ETag and a year's cache depend on it), nothing rendered.
    puts.length = 0;
    for (const variant of LISTING_IMAGE_VARIANTS) {
      const again = await images.read(key, variant);
      expect(again.data.equals(first.get(variant)!), variant).toBe(true);
    }
    expect(puts).toEqual([]);
    // Through the route as well: the first request of a size the upload did not make answers the photo.
    const app = createImagesService({ store: diskFileStore(dir) });
    expect((await app.read(key, 'zoom.avif')).data.equals(first.get('zoom.avif')!)).toBe(true);
  });

  it('renders a size that many ask for at the same time once, and gives them all the same bytes', async () => {
    const { store, puts } = countingStore(diskFileStore(dir));
    const images = createImagesService({ store });
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    const { key } = await images.storeListingImage(jpeg);
    puts.length = 0;

    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => images.read(key, 'detail.avif')),
      ...Array.from({ length: 3 }, () => images.read(key, 'og.jpg')),
    ]);
    expect(puts.filter((k) => k.endsWith('/detail.avif'))).toHaveLength(1);
    expect(puts.filter((k) => k.endsWith('/og.jpg'))).toHaveLength(1);
    expect(puts).toHaveLength(2);
    for (const answer of answers.slice(1, 4)) expect(answer.data.equals(answers[0]!.data)).toBe(true);
    for (const answer of answers.slice(5)) expect(answer.data.equals(answers[4]!.data)).toBe(true);
    expect(answers[0]!.etag).toBe(answers[3]!.etag);
    const stored = fs.readFileSync(path.join(dir, 'sale-images', key, 'detail.avif'));
    expect(stored.equals(answers[0]!.data)).toBe(true);
  });

  it('keeps a panorama tall enough for the share preview, whose crop takes its full height', async () => {
    const images = createImagesService({ store: diskFileStore(dir) });
    const wide = await photo(4500, 1000).jpeg().toBuffer();
    const stored = await images.storeListingImage(wide);
    // Zoom alone would keep 1600×356; the 1200×630 crop would then be a blow-up of 356 rows.
    expect([stored.width, stored.height]).toEqual([2835, 630]);
    const zoom = await sharp((await images.read(stored.key, 'zoom.webp')).data).metadata();
    expect([zoom.width, zoom.height]).toEqual([1600, 356]);
    const og = await sharp((await images.read(stored.key, 'og.jpg')).data).metadata();
    expect([og.width, og.height]).toEqual([1200, 630]);
  });

  it('never enlarges a small photo past its own width (the share preview keeps its box)', async () => {
    const images = createImagesService({ store: diskFileStore(dir) });
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    const { key, width, height } = await images.storeListingImage(jpeg);
    expect([width, height]).toEqual([640, 480]);
    const size = async (variant: ListingImageVariant) => {
      const meta = await sharp((await images.read(key, variant)).data).metadata();
      return [meta.width, meta.height];
    };
    expect(await size('card.webp')).toEqual([400, 300]);
    expect(await size('detail.avif')).toEqual([640, 480]);
    expect(await size('zoom.webp')).toEqual([640, 480]);
    expect(await size('og.jpg')).toEqual([1200, 630]);
  });

  it('fits a very tall picture inside twice its width, and refuses a side longer than the encoders take', async () => {
    const { store, puts } = countingStore(diskFileStore(dir));
    const images = createImagesService({ store });
    const tall = await photo(300, 2000).jpeg().toBuffer();
    const { key } = await images.storeListingImage(tall);
    const card = await sharp((await images.read(key, 'card.webp')).data).metadata();
    expect([card.width, card.height]).toEqual([120, 800]);
    const zoom = await sharp((await images.read(key, 'zoom.avif')).data).metadata();
    expect([zoom.width, zoom.height]).toEqual([300, 2000]);

    puts.length = 0;
    const strip = await sharp({ create: { width: 16_400, height: 8, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    await expect(images.storeListingImage(strip)).rejects.toMatchObject({
      status: 400,
      message: '사진의 가로나 세로가 너무 깁니다. 16,383픽셀 이하의 사진을 올려주세요.',
      entity: { field: 'saleImage' },
    });
    expect(puts).toEqual([]);
  });

  it('turns an EXIF-rotated photo upright and drops its metadata', async () => {
    // Stored landscape, 300×200, red on the left and blue on the right, with orientation 6 (the camera was
    // turned a quarter clockwise) and a tag that must not survive: upright it is portrait, red on top.
    const halves = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const jpeg = await sharp(halves)
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: 'phone-location-37.5,127.0' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([300, 200, 6]);
    expect(input.exif?.toString('latin1')).toContain('phone-location');

    const images = createImagesService({ store: diskFileStore(dir) });
    const stored = await images.storeListingImage(jpeg);
    expect([stored.width, stored.height]).toEqual([200, 300]);
    for (const variant of ['card.webp', 'zoom.avif', 'og.jpg'] as const) {
      const { data } = await images.read(stored.key, variant);
      const meta = await sharp(data).metadata();
      expect(meta.orientation, variant).toBeUndefined();
      expect(meta.exif, variant).toBeUndefined();
      if (variant === 'og.jpg') continue;
      expect([meta.width, meta.height], variant).toEqual([200, 300]);
      const { data: pixels, info } = await sharp(data)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y: number) => [...pixels.subarray(y * info.width * 3 + 300, y * info.width * 3 + 303)];
      const [topRed, , topBlue] = at(20);
      const [bottomRed, , bottomBlue] = at(280);
      expect(topRed! > 200 && topBlue! < 60, `${variant} top is red`).toBe(true);
      expect(bottomBlue! > 200 && bottomRed! < 60, `${variant} bottom is blue`).toBe(true);
    }
    // The original kept is the upright, stripped copy too.
    const original = fs.readFileSync(path.join(dir, 'sale-images', stored.key, 'original.jpg'));
    const kept = await sharp(original).metadata();
    expect([kept.width, kept.height, kept.orientation, kept.exif]).toEqual([200, 300, undefined, undefined]);
  });

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['bytes that are no image', async () => Buffer.from('not an image at all')],
    ['a truncated JPEG', async () => (await photo(400, 300).jpeg().toBuffer()).subarray(0, 600)],
  ])('refuses %s with the Korean file-rejected envelope, storing nothing', async (_case, make) => {
    const { store, puts } = countingStore(diskFileStore(dir));
    const images = createImagesService({ store });
    const data = await make();
    await expect(images.storeListingImage(data, 'subImage')).rejects.toMatchObject({
      code: -1401,
      status: 400,
      message: '매물 사진은 JPG, PNG, WebP 이미지만 10MB 이하로 올릴 수 있습니다.',
      entity: { field: 'subImage' },
    });
    expect(puts).toEqual([]);
  });
});

describe('the limit on pictures at once', () => {
  it('runs at most its number of pieces of work at a time, the rest in arrival order, and frees a slot on failure', async () => {
    const limited = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (n: number) =>
      limited(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (n === 1) throw new Error('a picture that does not decode');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(work));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      'failed',
      2,
      3,
      4,
      5,
      6,
    ]);
  });
});

describe('the file sweeper and listing photos', () => {
  it("keeps a listing's photos and the demo drawings' renders, and removes an old photo no listing names", async () => {
    const dir = path.join(tmp, 'sweep');
    const store = diskFileStore(dir);
    const [sale] = await ctx.handle.db.select({ saleNo: sales.saleNo }).from(sales).limit(1);
    const listed = keyOf(Buffer.from('a listed photo'));
    const orphan = keyOf(Buffer.from('an upload whose listing never committed'));
    const young = keyOf(Buffer.from('an upload whose listing is being saved'));
    const demo = drawing(4).key;
    await ctx.handle.db.insert(saleImages).values({
      saleNo: sale!.saleNo,
      isMain: false,
      sortOrder: 99,
      imageKey: listed,
      width: 800,
      height: 600,
    });

    const write = async (key: string, names: string[], ageSeconds: number) => {
      for (const name of names) {
        await store.put(`sale-images/${key}/${name}`, Buffer.from(name));
        const when = new Date(Date.now() - ageSeconds * 1000);
        fs.utimesSync(path.join(dir, 'sale-images', key, name), when, when);
      }
    };
    const TWO_DAYS = 2 * 86_400;
    await write(listed, ['card.webp', 'og.jpg', 'original.jpg'], TWO_DAYS);
    await write(demo, ['card.webp', 'zoom.avif'], TWO_DAYS);
    await write(orphan, ['card.webp', 'detail.avif', 'original.png'], TWO_DAYS);
    await write(young, ['card.webp', 'original.jpg'], 60);
    // A write a crash cut short, in a listed photo's folder: not one of its files, so it goes.
    const partial = path.join(dir, 'sale-images', listed, 'card.avif.0123456789ab.tmp');
    fs.writeFileSync(partial, 'half');
    const old = new Date(Date.now() - TWO_DAYS * 1000);
    fs.utimesSync(partial, old, old);

    const repo = createFilesRepo(ctx.handle.db);
    const report = await sweepUnreferencedFiles({
      store,
      referenced: (keys) => repo.referencedKeys(keys),
      minAgeSeconds: 86_400,
    });
    expect(report).toEqual({ scanned: 11, removed: 4 });
    expect(filesUnder(path.join(dir, 'sale-images', listed))).toEqual([
      'card.webp',
      'og.jpg',
      'original.jpg',
    ]);
    expect(filesUnder(path.join(dir, 'sale-images', demo))).toEqual(['card.webp', 'zoom.avif']);
    expect(filesUnder(path.join(dir, 'sale-images', young))).toEqual(['card.webp', 'original.jpg']);
    expect(filesUnder(path.join(dir, 'sale-images', orphan))).toEqual([]);
  });
});
