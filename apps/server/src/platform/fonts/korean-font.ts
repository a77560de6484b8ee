import fs from 'node:fs';
import { createRequire } from 'node:module';
import parser from '@pdf-lib/fontkit';
import { withEvenGlyphs } from './even-glyphs.ts';

/*
 * The server's Korean font: Pretendard Regular (SIL OFL 1.1), from the npm package the web app self-hosts
 * too, so a stamped PDF or a watermarked image reads the same on any machine and no font is ever fetched
 * at run time. The TrueType build, not the OTF one (@pdf-lib/fontkit cannot subset its CFF2 outlines),
 * rewritten once so that fontkit's subsets are exact (even-glyphs.ts): a subset keeps a stamped PDF a
 * few kilobytes larger, where the whole font would add megabytes to every view.
 */

const FONT_FILE = 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf';

export interface KoreanFont {
  /** The font file, for pdf-lib to embed (it subsets what a page uses). */
  bytes: Uint8Array;
  /** The parsed font, for outlines (watermarks drawn as paths, not as text a renderer must find a font for). */
  font: parser.Font;
}

const parsed = new WeakMap<Uint8Array, parser.Font>();

/** Lines laid out and kept per font: a document's labels, headings and notices are the same every time. */
const LAYOUTS_KEPT = 2000;

/**
 * The font with its plain layouts (no features asked, as pdf-lib embeds ours) remembered by text. Laying
 * out a line runs the font's OpenType lookups, nine tenths of a 안심 진단 PDF's 200 ms (bench:safety-check
 * profile); pdf-lib lays out every line twice (its width, then its glyphs) and the same lines come back
 * in every document. A layout is only read (glyph ids and advances), so callers share it.
 */
function withKeptLayouts(font: parser.Font): parser.Font {
  const layout = font.layout.bind(font);
  const kept = new Map<string, parser.GlyphRun>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = kept.get(text);
    if (!run) {
      run = layout(text);
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      kept.set(text, run);
    }
    return run;
  };
  return font;
}

/**
 * The fontkit object pdf-lib needs to embed a custom font (`PDFDocument.registerFontkit`), parsing each
 * font file once per process: pdf-lib asks for a new parse of the same bytes with every document, and a
 * fresh parse reads the font's tables again when the subset is written (a 안심 진단 PDF took
 * 60–70 ms to save, 7–20 ms with the parse kept). A parsed font is only read, so documents share it.
 */
export const fontkit: Pick<typeof parser, 'create'> = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return parser.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) {
      font = withKeptLayouts(parser.create(bytes));
      parsed.set(bytes, font);
    }
    return font;
  },
};

let loaded: KoreanFont | null = null;

/** Read, padded and parsed once per process (2.7 MB, a few tens of ms), on the first document that needs it. */
export function koreanFont(): KoreanFont {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(FONT_FILE);
  const bytes = new Uint8Array(withEvenGlyphs(fs.readFileSync(file)));
  loaded = { bytes, font: fontkit.create(bytes) };
  return loaded;
}
