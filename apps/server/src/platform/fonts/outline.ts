import { koreanFont } from './korean-font.ts';

/** A line of text as SVG path data, in pixels, its baseline at y = 0 and its start at x = 0. */
export interface TextOutline {
  /** `<path>` elements (one per glyph), to place inside a `<g>` with a fill. */
  paths: string;
  /** Advance width of the whole line, in pixels. */
  width: number;
  /** Ascent and descent of the font at this size, in pixels (descent is positive, below the baseline). */
  ascent: number;
  descent: number;
}

/**
 * Text drawn as outlines of the Korean font. An SVG `<text>` is rendered by librsvg with whatever fonts
 * the host has (none with Hangul on a bare server: empty boxes), and librsvg does not load `@font-face`
 * data; paths render the same everywhere. Shaped with fontkit (kerning, Hangul jamo composition), so it
 * reads like typeset text.
 */
export function outlineText(text: string, sizePx: number): TextOutline {
  const { font } = koreanFont();
  const scale = sizePx / font.unitsPerEm;
  const run = font.layout(text);
  const paths: string[] = [];
  let penX = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    if (d) {
      const x = (penX + (position?.xOffset ?? 0)) * scale;
      const y = -(position?.yOffset ?? 0) * scale;
      // Font units have y up; SVG has y down: flip, then scale to pixels.
      paths.push(
        `<path transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${d}"/>`,
      );
    }
    penX += position?.xAdvance ?? glyph.advanceWidth;
  });
  return {
    paths: paths.join(''),
    width: penX * scale,
    ascent: font.ascent * scale,
    descent: -font.descent * scale,
  };
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
