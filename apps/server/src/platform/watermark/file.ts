import { watermarkImage } from './image.ts';
import { stampPdf } from './pdf.ts';
import { type WatermarkSubject, watermarkText } from './text.ts';

/** What can be watermarked: every type an upload may have (UPLOAD_RULES), and SVG drawings. */
const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
]);
const PDF = 'application/pdf';

export const canWatermark = (mime: string): boolean => mime === PDF || IMAGE_TYPES.has(mime);

export interface WatermarkedFile {
  data: Buffer;
  /** PDF stays PDF; an image becomes PNG, or JPEG when it was one. */
  mime: 'application/pdf' | 'image/png' | 'image/jpeg';
  /** The extension that goes with `mime`, for the name the file is sent under. */
  ext: 'pdf' | 'png' | 'jpg';
}

/**
 * A copy of a stored file with the viewer and the source burned in (never a layer a browser could hide).
 * Throws for a type it cannot mark: a file is never sent unmarked instead.
 */
export async function watermarkFile(
  file: { data: Buffer; mime: string },
  subject: WatermarkSubject,
): Promise<WatermarkedFile> {
  const text = watermarkText(subject);
  if (file.mime === PDF) return { data: await stampPdf(file.data, text), mime: PDF, ext: 'pdf' };
  if (!IMAGE_TYPES.has(file.mime)) throw new Error(`cannot watermark ${file.mime}`);
  const image = await watermarkImage(file.data, file.mime, text);
  return { ...image, ext: image.mime === 'image/jpeg' ? 'jpg' : 'png' };
}
