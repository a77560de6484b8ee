import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
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
  font: fontkit.Font;
}

/**
 * How pdf-lib embeds our fonts: `subset`, and the text laid out without the OpenType lookups. pdf-lib draws
 * each glyph at its own advance (it never reads the layout's kerning), so those lookups changed nothing on the
 * page but a contextual alternate now and then, and they were a third of a 안심 진단 PDF's time
 * (bench:safety-check: p50 209 → 141 ms; fontkit's coverage and chaining-context lookups in its profile),
 * which passed 1 s on a machine loaded by the whole test run (fuzz-contract.test.ts).
 */
export const EMBEDDED = {
  subset: true,
  features: {
    ccmp: false,
    locl: false,
    rlig: false,
    mark: false,
    mkmk: false,
    calt: false,
    clig: false,
    liga: false,
    rclt: false,
    curs: false,
    kern: false,
  },
} as const;

let loaded: KoreanFont | null = null;

/** Read, padded and parsed once per process (2.7 MB, a few tens of ms), on the first document that needs it. */
export function koreanFont(): KoreanFont {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(FONT_FILE);
  const bytes = new Uint8Array(withEvenGlyphs(fs.readFileSync(file)));
  loaded = { bytes, font: fontkit.create(bytes) };
  return loaded;
}

/** The fontkit object pdf-lib needs to embed a custom font (`PDFDocument.registerFontkit`). */
export { fontkit };
