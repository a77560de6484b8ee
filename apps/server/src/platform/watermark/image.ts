import sharp from 'sharp';
import { outlineText } from '../fonts/outline.ts';

/** What a watermarked image is sent as: JPEG stays JPEG (photos), everything else becomes a PNG. */
export type WatermarkedImageMime = 'image/png' | 'image/jpeg';

export interface WatermarkedImage {
  data: Buffer;
  mime: WatermarkedImageMime;
}

/** A viewing copy, not the original: big enough to read a scanned document, small enough to send fast. */
const MAX_SIDE = 2400;
/** SVG has no pixel size of its own; rasterised at 150 dpi so that a drawing's small print stays legible. */
const SVG_DENSITY = 150;
/** Counter-clockwise, as a stamp is usually set. */
const ANGLE_DEGREES = -30;

/**
 * Burns the text into the image as a tiled diagonal watermark: every part of the image carries it, so
 * a crop does not remove it. The text is drawn as outlines of the Korean font (fonts/outline.ts), dark
 * over a faint light offset, so it reads on light and dark parts alike without hiding the document.
 * GIF: the first frame; SVG: rasterised; orientation from EXIF applied; metadata dropped.
 */
export async function watermarkImage(data: Buffer, mime: string, text: string): Promise<WatermarkedImage> {
  const base = await sharp(data, {
    animated: false,
    ...(mime === 'image/svg+xml' ? { density: SVG_DENSITY } : {}),
  })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const overlay = Buffer.from(tiledTextSvg(text, width, height));
  const composed = sharp(base.data, { raw: { width, height, channels } }).composite([
    { input: overlay, top: 0, left: 0 },
  ]);
  if (mime === 'image/jpeg') {
    return { data: await composed.jpeg({ quality: 88 }).toBuffer(), mime: 'image/jpeg' };
  }
  return { data: await composed.png().toBuffer(), mime: 'image/png' };
}

/**
 * An SVG of the image's size filled with the text, rotated, in staggered rows (each row shifted by half a
 * tile), at a size that scales with the image so that a thumbnail and a scan both show whole lines.
 */
export function tiledTextSvg(text: string, width: number, height: number): string {
  const size = Math.round(Math.min(48, Math.max(14, Math.min(width, height) / 18)));
  const line = outlineText(text, size);
  const tileWidth = Math.ceil(line.width + size * 3);
  const rowHeight = Math.ceil(size * 4);
  const halo = Math.max(1, Math.round(size / 16));
  const glyphs = (x: number, y: number) =>
    `<g transform="translate(${x + halo} ${y + halo})" fill="#ffffff" fill-opacity="0.28">${line.paths}</g>` +
    `<g transform="translate(${x} ${y})" fill="#1f2937" fill-opacity="0.32">${line.paths}</g>`;
  const firstBaseline = Math.round(rowHeight / 2 + line.ascent / 2);
  const half = Math.round(tileWidth / 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<pattern id="watermark" patternUnits="userSpaceOnUse" width="${tileWidth}" height="${rowHeight * 2}" patternTransform="rotate(${ANGLE_DEGREES})">`,
    glyphs(0, firstBaseline),
    glyphs(half, firstBaseline + rowHeight),
    glyphs(half - tileWidth, firstBaseline + rowHeight),
    '</pattern>',
    '</defs>',
    `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#watermark)"/>`,
    '</svg>',
  ].join('');
}
