/**
 * Writes src/shared/styles/fonts.css: the faces of "Pretendard Fallback", Noto Sans CJK KR scaled group by
 * group of characters to Pretendard's widths. `node scripts/fallback-faces.mjs` (needs Debian's chromium and
 * fonts-noto-cjk, as the journeys do). Each group's size-adjust is measured here, in Chromium: the width of
 * the group's characters in Pretendard over their width in Noto Sans CJK KR, at 400 (the regular face) and at
 * 700 (the bold face). Every face's ascent and descent are Pretendard's over its own scale, so that each
 * draws the same line box.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '../src/shared/styles/fonts.css');
const PRETENDARD = path.resolve(
  here,
  '../../../node_modules/pretendard/dist/public/variable/PretendardVariable.ttf',
);

/** Pretendard's ascent 1950 and descent 494 of 2048 units per em, as percentages. */
const ASCENT = (1950 / 2048) * 100;
const DESCENT = (494 / 2048) * 100;

/** Characters of a list of code point ranges. */
const chars = (...ranges) =>
  ranges
    .flatMap(([from, to = from]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');

/**
 * The groups, most common first in the comment of each face. Noto draws every digit one width and
 * Pretendard does not, so '1' and '7', the two far from the rest, have faces of their own. The first group
 * has no range: it is every other character, Hangul above all, measured on the syllables.
 */
const GROUPS = [
  { name: 'every other character: Hangul first', range: null, sample: chars([0xac00, 0xac00 + 399]) },
  { name: "'1'", range: 'U+0031', sample: '1' },
  { name: "'7'", range: 'U+0037', sample: '7' },
  { name: 'the other digits', range: 'U+0030, U+0032-0036, U+0038-0039', sample: '02345689' },
  { name: 'spaces', range: 'U+0020, U+00A0', sample: ' ' },
  { name: "'.' ',' ':' ';'", range: 'U+002C, U+002E, U+003A-003B', sample: ',.:;' },
  { name: "'·'", range: 'U+00B7', sample: '·' },
  { name: "'-'", range: 'U+002D', sample: '-' },
  { name: "'~'", range: 'U+007E', sample: '~' },
  {
    name: 'other ASCII punctuation',
    range: 'U+0021-002B, U+002F, U+003C-0040, U+005B-0060, U+007B-007D',
    sample: chars([0x21, 0x2b], [0x2f], [0x3c, 0x40], [0x5b, 0x60], [0x7b, 0x7d]),
  },
  { name: 'Latin letters', range: 'U+0041-005A, U+0061-007A', sample: chars([0x41, 0x5a], [0x61, 0x7a]) },
  { name: '㎡', range: 'U+33A1', sample: '㎡' },
];

const WEIGHTS = [
  {
    label: 'Regular',
    range: '100 549',
    measuredAt: 400,
    local: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Noto Sans KR'],
  },
  {
    label: 'Bold',
    range: '550 900',
    measuredAt: 700,
    local: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold'],
  },
];

const HEADER = `/*
 * Written by scripts/fallback-faces.mjs, which measures the scales below in Chromium: change that, not this.
 *
 * The stand-in for Pretendard while its files load (main.tsx loads Pretendard's @font-face rules after the
 * first render, so text never waits for a font). Noto Sans CJK KR is the Korean system font of Android and of
 * Linux; scaled and given Pretendard's vertical metrics here, its lines take the same space as Pretendard's,
 * so nothing moves when Pretendard swaps in. Noto Sans KR (Google Fonts) is the same design with the same
 * metrics. Where none of these is installed (iOS, Windows), the face does not load and the stack in
 * --font-sans goes on to the platform's own font.
 *
 * One scale is not enough: Noto's digits are all one width and Pretendard's are not ('1' is a fifth
 * narrower), Noto's '·' is twice Pretendard's, its ㎡ a fifth narrower. With Hangul's scale alone a price line
 * such as '빌라 매매 1억 1,300만원' came out 7 % off, enough to wrap differently and move every card below it
 * when Pretendard arrived. So each group of characters has a face of its own (unicode-range) with its own
 * size-adjust; the ascent and descent overrides are Pretendard's over that scale, so every face keeps the
 * same line.
 */
`;

async function measure() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--allow-file-access-from-files',
    ],
  });
  try {
    const page = await browser.newPage();
    return await page.evaluate(
      async ({ groups, weights, pretendard }) => {
        const bytes = Uint8Array.from(atob(pretendard), (c) => c.charCodeAt(0));
        document.fonts.add(await new FontFace('P', bytes, { weight: '45 920' }).load());
        const ctx = document.createElement('canvas').getContext('2d');
        const width = (font, text) => {
          ctx.font = font;
          return ctx.measureText(text).width;
        };
        // The family's name with the weight: a face's full name ('… Bold') is no family to a font string.
        return weights.map(({ measuredAt }) =>
          groups.map(({ sample }) => {
            const noto = width(`${measuredAt} 100px "Noto Sans CJK KR"`, sample);
            return (width(`${measuredAt} 100px P`, sample) / noto) * 100;
          }),
        );
      },
      { groups: GROUPS, weights: WEIGHTS, pretendard: fs.readFileSync(PRETENDARD).toString('base64') },
    );
  } finally {
    await browser.close();
  }
}

const pct = (n) => `${n.toFixed(2)}%`;

function face(weight, group, scale) {
  return [
    `/* ${group.name} */`,
    '@font-face {',
    '  font-family: "Pretendard Fallback";',
    '  font-style: normal;',
    `  font-weight: ${weight.range};`,
    `  src: ${weight.local.map((name) => `local("${name}")`).join(', ')};`,
    ...(group.range ? [`  unicode-range: ${group.range};`] : []),
    `  size-adjust: ${pct(scale)};`,
    `  ascent-override: ${pct((ASCENT / scale) * 100)};`,
    `  descent-override: ${pct((DESCENT / scale) * 100)};`,
    '  line-gap-override: 0%;',
    '}',
  ].join('\n');
}

const scales = await measure();
// Faces with a range come after the one without: of two faces that hold a character, the later one draws it.
const blocks = WEIGHTS.flatMap((weight, w) => [
  `/* ${weight.label} (${weight.range}), measured at ${weight.measuredAt} */`,
  ...GROUPS.map((group, g) => face(weight, group, scales[w][g])),
]);
fs.writeFileSync(OUT, `${HEADER}\n${blocks.join('\n\n')}\n`);
for (const [w, weight] of WEIGHTS.entries())
  console.log(weight.label, GROUPS.map((g, i) => `${g.name} ${scales[w][i].toFixed(1)}`).join(' · '));
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
