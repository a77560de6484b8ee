/*
 * Draws the site's link-preview card, apps/web/public/og-image.png (1200 × 630, the size KakaoTalk,
 * Facebook and X crop previews to), for pages and listings without a photo of their own. Run once after a
 * change of brand; the PNG is committed (it is small: flat colours in a palette).
 *
 *   node apps/server/scripts/make-share-image.mjs
 *
 * Needs a Korean font known to fontconfig (Noto Sans CJK KR: `apt-get install fonts-noto-cjk`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#1f4fbf';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/og-image.png');

// The favicon's shield and house, scaled up, beside the name and the promise.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${BRAND}"/>
  <g transform="translate(120 155) scale(10)">
    <path d="M16 2.5 4.5 6.6v8.6c0 6.6 4.8 12 11.5 14.3 6.7-2.3 11.5-7.7 11.5-14.3V6.6L16 2.5Z" fill="#fff"/>
    <path d="M10 16.2 16 11l6 5.2V22a1 1 0 0 1-1 1h-3.4v-4h-3.2v4H11a1 1 0 0 1-1-1v-5.8Z" fill="${BRAND}"/>
  </g>
  <g font-family="Noto Sans CJK KR" fill="#fff">
    <text x="480" y="318" font-size="140" font-weight="700">안심방</text>
    <text x="484" y="410" font-size="48" font-weight="500">전세사기 걱정 없는 집 찾기</text>
  </g>
</svg>`;

const info = await sharp(Buffer.from(svg))
  .png({ palette: true, colours: 16, compressionLevel: 9 })
  .toFile(out);
console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`);
