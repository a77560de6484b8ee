import { degrees, PDFDocument, type PDFEmbeddedPage, type PDFPage, rgb } from 'pdf-lib';
import { fontkit, koreanFont } from '../fonts/korean-font.ts';

/** The stamp's angle on the page, counter-clockwise as a stamp is usually set (pdf-lib's y points up). */
const ANGLE_DEGREES = 30;
const OPACITY = 0.3;
const GRAY = rgb(0.2, 0.22, 0.26);

/**
 * A stamped copy of a PDF: the text set diagonally in staggered rows across every page, in the embedded
 * Korean font (subset to the glyphs used), as page content, not an annotation a viewer can hide. The
 * original's pages, count and order are kept; stored PDFs passed the upload check (storage/pdf.ts), so
 * they are neither encrypted nor active.
 *
 * The line is typeset once, as a small page of its own embedded as a form XObject, and placed at every
 * position of every page: shaping Korean text costs ~10 ms a line, and a page holds dozens of lines.
 */
export async function stampPdf(data: Uint8Array, text: string): Promise<Buffer> {
  const document = await PDFDocument.load(data, { updateMetadata: false });
  const [stamp] = await document.embedPdf(await stampLine(text));
  if (!stamp) throw new Error('the stamp line did not embed');
  for (const page of document.getPages()) stampPage(page, stamp);
  return Buffer.from(await document.save({ addDefaultPage: false, updateFieldAppearances: false }));
}

/** One line of the text at unit scale (1 pt font size per unit), on a page exactly its size. */
async function stampLine(text: string): Promise<Uint8Array> {
  const line = await PDFDocument.create();
  line.registerFontkit(fontkit);
  const font = await line.embedFont(koreanFont().bytes, { subset: true });
  const size = LINE_FONT_SIZE;
  const height = font.heightAtSize(size);
  line.addPage([font.widthOfTextAtSize(text, size), height]).drawText(text, {
    x: 0,
    y: height - font.heightAtSize(size, { descender: false }),
    size,
    font,
    color: GRAY,
  });
  return line.save();
}

/** The stamp line is typeset at this size and scaled per page. */
const LINE_FONT_SIZE = 20;

/** Rows of the line, each shifted by half a line, rotated about the page so that every part is covered. */
function stampPage(page: PDFPage, stamp: PDFEmbeddedPage): void {
  const { x: left, y: bottom, width, height } = page.getMediaBox();
  const size = Math.min(22, Math.max(9, Math.min(width, height) / 28));
  const scale = size / LINE_FONT_SIZE;
  const lineWidth = stamp.width * scale + size * 3;
  const rowGap = size * 5;
  const angle = (ANGLE_DEGREES * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // Rows run along the rotated x axis; enough of them, and long enough, to cover the page's diagonal.
  const reach = Math.hypot(width, height);
  const [centerX, centerY] = [left + width / 2, bottom + height / 2];
  for (let row = -Math.ceil(reach / rowGap); row <= Math.ceil(reach / rowGap); row++) {
    const shift = row % 2 === 0 ? 0 : lineWidth / 2;
    for (let along = -reach - shift; along < reach; along += lineWidth) {
      // (along, row × gap) in the rotated frame, then back to page coordinates about the centre.
      const v = row * rowGap;
      const x = centerX + along * cos - v * sin;
      const y = centerY + along * sin + v * cos;
      if (!nearPage(x, y, left, bottom, width, height, lineWidth)) continue;
      page.drawPage(stamp, {
        x,
        y,
        xScale: scale,
        yScale: scale,
        opacity: OPACITY,
        rotate: degrees(ANGLE_DEGREES),
      });
    }
  }
}

/** Lines that start farther than a line's length from the page cannot touch it; they are left out. */
const nearPage = (
  x: number,
  y: number,
  left: number,
  bottom: number,
  width: number,
  height: number,
  margin: number,
) => x > left - margin && x < left + width + margin && y > bottom - margin && y < bottom + height + margin;
