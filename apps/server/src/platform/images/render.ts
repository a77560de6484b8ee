import os from 'node:os';
import { LISTING_OG_IMAGE } from '@ansim/domain';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { createLimiter } from './limit.ts';
import { boxOf, type ListingImageVariant, type OriginalExtension, type VariantBox } from './variants.ts';

/**
 * The image pipeline of listing photos: from an original, every size the pages draw (thumb, card, detail,
 * zoom) in WebP and AVIF, and the 1200×630 JPEG that messengers show when a listing is shared.
 *
 * - A photo is turned upright by its EXIF orientation and every output is stripped of metadata (sharp
 *   writes none unless asked): a phone's location must not travel with the listing.
 * - A raster is never enlarged past its own width: a small photo's `zoom` is the photo at its size, not a
 *   blurred blow-up. The share preview is the exception, because messengers want its fixed box.
 * - A drawing (SVG) is vector, so each size is rendered at that size rather than scaled from another.
 */
export type ImageSource =
  /** An upload: JPEG, PNG or WebP bytes. */
  | { kind: 'raster'; data: Buffer }
  /** A demo drawing and its own size (its viewBox). */
  | { kind: 'svg'; svg: string; width: number; height: number };

// Each picture is new, so libvips' operation cache would only hold memory (up to 50 MB by default) without
// ever being hit. One libvips thread per picture (sharp's own default on glibc, made explicit so that every
// platform behaves alike): the parallelism is the number of pictures at once, below.
// glibc gives each thread that allocates its own malloc arena and none gives memory back, so a server that
// decodes on libuv's and libvips' threads keeps the high water of each: ten 4 MB photos uploaded took the
// bundled server from 165 MB to 350–408 MB RSS, and to 290 MB with MALLOC_ARENA_MAX=2, a little faster too
// (measured; jemalloc did no better). `npm start` and the benchmark start the server with it.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Pictures decoded or encoded at once, all callers together: one per core, and always at least one of
 * libuv's threads (UV_THREADPOOL_SIZE, 4 by default) left to the file reads and writes that sharp shares
 * them with. Ten photos uploaded at once then queue here instead of slowing each other down and holding
 * ten decoded pictures in memory.
 */
const PICTURES_AT_ONCE = Math.max(
  1,
  Math.min(os.availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
const picture = createLimiter(PICTURES_AT_ONCE);

/** Larger uploads are refused before decoding (a 10 MB file can claim a gigapixel). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The longest side an upload may have: WebP's limit, and within the smallint of `sale_images`. */
export const MAX_SIDE = 16_383;

/**
 * Untrusted input: at most MAX_INPUT_PIXELS, and a picture with broken data (a truncated JPEG) is refused
 * rather than shown half grey. Read top to bottom in one pass (sharp's default, said here because the
 * memory bound depends on it).
 */
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true };

/** The size of the picture as it is seen: EXIF-rotated, so a portrait photo stored sideways is portrait. */
export async function uprightSize(source: ImageSource): Promise<{ width: number; height: number }> {
  if (source.kind === 'svg') return { width: source.width, height: source.height };
  const meta = await sharp(source.data, INPUT).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** One variant of a source. */
export function renderVariant(source: ImageSource, variant: ListingImageVariant): Promise<Buffer> {
  return picture(() => render(source, variant));
}

function render(source: ImageSource, variant: ListingImageVariant): Promise<Buffer> {
  const box = boxOf(variant);
  return source.kind === 'svg'
    ? encode(drawingAt(source, box), box, 'drawing')
    : encode(fit(rasterInput(source.data), box), box, 'photo');
}

/** An upload as it is kept: its original (upright, stripped, no larger than a page needs) and some variants. */
export interface PreparedPhoto {
  original: Buffer;
  /** The kept original's size, upright. */
  width: number;
  height: number;
  variants: Map<ListingImageVariant, Buffer>;
}

export type PhotoRefusal =
  /** Does not decode, is damaged, or has more than MAX_INPUT_PIXELS. */
  | 'TYPE'
  /** A side longer than MAX_SIDE. */
  | 'TOO_LONG';

const ZOOM_WIDTH = boxOf('zoom.webp').width;

/**
 * How far an upload is brought down before it is kept: to the largest size any variant is drawn from it,
 * never up. That is zoom's box (its width, at most twice as tall: `toWidth`), unless the share preview's
 * crop needs more: a panorama's 1200×630 crop takes its full height, which zoom's width alone would leave
 * at a third of that.
 */
function keptScale(width: number, height: number): number {
  const zoom = Math.min(ZOOM_WIDTH / width, (2 * ZOOM_WIDTH) / height);
  const og = Math.max(LISTING_OG_IMAGE.width / width, LISTING_OG_IMAGE.height / height);
  return Math.min(1, Math.max(zoom, og));
}

/**
 * An upload (JPEG, PNG or WebP bytes, the format sniffed by the caller) decoded once: upright, colour in
 * sRGB, brought down to what the pages need (a JPEG decodes straight to about that scale: shrink-on-load),
 * and from those pixels the original to keep, re-encoded without any metadata, and the `variants` asked
 * for. A 12-megapixel phone photo costs about 0.1 s here (measured on this 2-core machine), where decoding it
 * at full size and making every variant cost 1.3 s.
 *
 * The variants are made from the decoded pixels, not by decoding the kept original again for each: a
 * detailed 1600 px JPEG takes 30 ms to decode, even at a quarter of its size, and the upload's card and thumb
 * took two such decodes (the bench:mix photo's upload: 103 → 77 ms of CPU, measured). The pixels (6 to 8 MB
 * for a 1600 px photo) are held only inside this picture's turn of the limiter, so no more than
 * PICTURES_AT_ONCE of them at a time. A size rendered later from the kept original may differ from these in
 * the last bits, never visibly.
 */
export function preparePhoto(
  data: Buffer,
  format: OriginalExtension,
  variants: readonly ListingImageVariant[],
): Promise<{ ok: true; photo: PreparedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  return picture(async () => {
    let upright: { width: number; height: number };
    try {
      ({ autoOrient: upright } = await sharp(data, INPUT).metadata());
    } catch {
      return { ok: false, refusal: 'TYPE' } as const;
    }
    if (Math.max(upright.width, upright.height) > MAX_SIDE)
      return { ok: false, refusal: 'TOO_LONG' } as const;
    const scale = keptScale(upright.width, upright.height);
    let pixels: Pixels;
    let original: Buffer;
    try {
      let image = rasterInput(data);
      if (scale < 1)
        image = image.resize({
          width: Math.max(1, Math.round(upright.width * scale)),
          height: Math.max(1, Math.round(upright.height * scale)),
          fit: 'inside',
          fastShrinkOnLoad: true,
        });
      // 8-bit sRGB whatever came in (16-bit PNG, greyscale, CMYK JPEG, a camera's wide-gamut profile).
      const decoded = await image
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      pixels = { data: decoded.data, raw: decoded.info };
      original = await encodeOriginal(fromPixels(pixels), format);
    } catch {
      return { ok: false, refusal: 'TYPE' } as const;
    }
    const out = new Map<ListingImageVariant, Buffer>();
    for (const variant of variants) {
      const box = boxOf(variant);
      out.set(variant, await encode(fit(fromPixels(pixels), box), box, 'photo'));
    }
    const { width, height } = pixels.raw;
    return { ok: true, photo: { original, width, height, variants: out } } as const;
  });
}

/** A picture decoded to 8-bit samples, and their layout. */
interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const fromPixels = ({ data, raw }: Pixels) => sharp(data, { raw });

/**
 * The kept original, in the upload's own format: the source of every variant rendered later, so near
 * lossless, but with the fast encoders (mozjpeg would take 0.3 s more for a 1600 px JPEG, measured, to save
 * a fifth of bytes that are never sent to a browser). Nor are its Huffman tables optimised, a second pass
 * over the picture: a 1600 px photo's encode 38 → 27 ms for 7 % more bytes, a detailed one's 72 → 32 ms.
 */
function encodeOriginal(image: Sharp, format: OriginalExtension): Promise<Buffer> {
  // PNG stays lossless (sharp's `effort` would quantize it to a palette).
  const encoded =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality: 90, effort: 1 })
        : image.jpeg({ quality: 90, optimiseCoding: false });
  return encoded.toBuffer();
}

const rasterInput = (data: Buffer) => sharp(data, INPUT).autoOrient();

/**
 * Down to `width`, never up; a picture taller than twice its width (a screenshot, a stitched strip) is
 * fitted inside that height instead, so no variant exceeds what the encoders accept (WebP stops at 16383 px).
 */
const toWidth = (image: Sharp, width: number) =>
  image.resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: true });

function fit(image: Sharp, box: VariantBox): Sharp {
  return box.kind === 'width'
    ? toWidth(image, box.width)
    : image.resize({ width: box.width, height: box.height, fit: 'cover', position: 'centre' });
}

/** The drawing rendered at the scale its box needs (librsvg draws at `density`/72 of its own size). */
function drawingAt(source: Extract<ImageSource, { kind: 'svg' }>, box: VariantBox): Sharp {
  const scale =
    box.kind === 'width'
      ? box.width / source.width
      : Math.max(box.width / source.width, box.height / source.height);
  // Rounding of the rendered size is evened out by the resize to the exact box.
  return fit(sharp(Buffer.from(source.svg), { density: 72 * scale }), box);
}

/**
 * Encoder settings, measured on a 2-core machine. Drawings: AVIF at effort 2 is about half the WebP's bytes
 * and ~5× faster than its default effort 4, which saved only a fifth more (a 1600 px AVIF: 0.8 s instead of
 * 3.5 s); below 2 a drawing's AVIF grows by half again. Photos: effort 1 makes the same bytes as effort 2
 * (±3 %, a phone-like photo and a noise photo) in a third of the time (1600 px: 0.1 s instead of 0.3 s),
 * and a photo's AVIF is made on its first request, so that time is a visitor's wait. Drawings keep full
 * colour resolution, because flat colour edges smear with chroma subsampling; photos do not need it, nor
 * WebP's sharp (smart) subsampling: it doubled the time of an upload's card and thumb (a 400 px card of a
 * detailed photo: 44 ms instead of 25, measured) and grew them by a fifth, for colour edges a photo at
 * these sizes hardly has. A photo's WebP is made at effort 2, not the default 4: the same bytes (±3 %,
 * smaller as often as larger, on a noise photo, a blurred one and a drawn scene at 400 and 960 px) in half the
 * time or less (a 400 px card 21.6 → 10 ms, a 960 px detail 95 → 41 ms); effort 1 grew some by a third. Those
 * encodes are most of an upload's work, which bench:mix's 2 % of uploads made a third of the machine's CPU.
 */
function encode(image: Sharp, box: VariantBox, content: 'drawing' | 'photo'): Promise<Buffer> {
  const drawing = content === 'drawing';
  if (box.format === 'webp') {
    return image
      .webp({
        quality: drawing ? 80 : 78,
        smartSubsample: drawing,
        preset: drawing ? 'drawing' : 'photo',
        ...(drawing ? {} : { effort: 2 }),
      })
      .toBuffer();
  }
  if (box.format === 'avif') {
    return image
      .avif({
        quality: drawing ? 55 : 50,
        effort: drawing ? 2 : 1,
        chromaSubsampling: drawing ? '4:4:4' : '4:2:0',
      })
      .toBuffer();
  }
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
