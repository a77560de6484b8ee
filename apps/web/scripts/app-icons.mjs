#!/usr/bin/env node
/**
 * Writes the installed app's icons into public/icons/ from public/favicon.svg, the one drawing of the mark:
 * 192 and 512 px for the manifest ("any"), a 512 px maskable one whose mark sits inside the central safe
 * circle (Android crops it to a circle or a squircle), and the 180 px apple-touch-icon iOS puts on the home
 * screen. All on white and opaque: launchers draw a transparent icon on a background of their own choosing.
 * Run once after the mark changes (sharp is the server's dependency, hoisted to the root):
 *
 *   node apps/web/scripts/app-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const svg = readFileSync(fileURLToPath(new URL('../public/favicon.svg', import.meta.url)));
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** Each icon: its file, its side, and how much of that side the mark takes. */
const ICONS = [
  { file: 'icon-192.png', size: 192, mark: 0.8 },
  { file: 'icon-512.png', size: 512, mark: 0.8 },
  // The safe zone of a maskable icon is a circle of 80 % of the side; the shield's corners stay inside it.
  { file: 'maskable-512.png', size: 512, mark: 0.56 },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.72 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, mark } of ICONS) {
  const side = Math.round(size * mark);
  const glyph = await sharp(svg, { density: 72 * (side / 32) })
    .resize(side, side)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: glyph, gravity: 'centre' }])
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}${file}`);
  console.log(`${file} ${size}×${size}`);
}
