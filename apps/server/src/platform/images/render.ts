import sharp, { type Sharp } from 'sharp';
import { boxOf, LISTING_IMAGE_VARIANTS, type ListingImageVariant, type VariantBox } from './variants.ts';

/**
 * The image pipeline of listing photos: from an original, every size the pages draw (card, detail, zoom)
 * in WebP and AVIF, and the 1200×630 JPEG that messengers show when a listing is shared.
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

/** Larger uploads are refused before decoding (a 10 MB file can claim a gigapixel). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The longest side an upload may have: WebP's limit, and within the smallint of `sale_images`. */
export const MAX_SIDE = 16_383;

/** The size of the picture as it is seen: EXIF-rotated, so a portrait photo stored sideways is portrait. */
export async function uprightSize(source: ImageSource): Promise<{ width: number; height: number }> {
  if (source.kind === 'svg') return { width: source.width, height: source.height };
  const meta = await sharp(source.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** One variant of a source. */
export async function renderVariant(source: ImageSource, variant: ListingImageVariant): Promise<Buffer> {
  const box = boxOf(variant);
  if (source.kind === 'svg') return encode(drawingAt(source, box), box, 'drawing');
  return encode(fit(rasterInput(source.data), box), box, 'photo');
}

/**
 * Every variant of a source. A photo is decoded and turned upright once, at the largest size any variant
 * needs (JPEG decodes straight to that scale), and each variant is made from those pixels: a 12-megapixel
 * upload is not decoded seven times.
 */
export async function renderVariants(source: ImageSource): Promise<Map<ListingImageVariant, Buffer>> {
  const out = new Map<ListingImageVariant, Buffer>();
  if (source.kind === 'svg') {
    for (const variant of LISTING_IMAGE_VARIANTS) out.set(variant, await renderVariant(source, variant));
    return out;
  }
  const largest = Math.max(...LISTING_IMAGE_VARIANTS.map((v) => boxOf(v).width));
  const { data, info } = await toWidth(rasterInput(source.data), largest)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const variant of LISTING_IMAGE_VARIANTS) {
    const box = boxOf(variant);
    out.set(variant, await encode(fit(pixels(), box), box, 'photo'));
  }
  return out;
}

const rasterInput = (data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();

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
 * Encoder settings, measured on the demo drawings on a 2-core machine: AVIF at effort 2 is about half the
 * WebP's bytes and ~5× faster than its default effort 4, which saved only a fifth more (a 1600 px AVIF:
 * 0.8 s instead of 3.5 s). Drawings keep full colour resolution,
 * because flat colour edges smear with chroma subsampling; photos do not need it.
 */
function encode(image: Sharp, box: VariantBox, content: 'drawing' | 'photo'): Promise<Buffer> {
  const drawing = content === 'drawing';
  if (box.format === 'webp') {
    return image
      .webp({ quality: drawing ? 80 : 78, smartSubsample: true, preset: drawing ? 'drawing' : 'photo' })
      .toBuffer();
  }
  if (box.format === 'avif') {
    return image
      .avif({ quality: drawing ? 55 : 50, effort: 2, chromaSubsampling: drawing ? '4:4:4' : '4:2:0' })
      .toBuffer();
  }
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
