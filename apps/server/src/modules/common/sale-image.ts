/**
 * Demo listing photos: a drawn building per type and variant, as SVG. Demo data has no real photographs,
 * and an illustration says so honestly instead of borrowing someone's picture.
 */
const PALETTES = [
  ['#dbeafe', '#93c5fd', '#1e3a8a'],
  ['#dcfce7', '#86efac', '#14532d'],
  ['#fef3c7', '#fcd34d', '#78350f'],
  ['#fce7f3', '#f9a8d4', '#831843'],
  ['#ede9fe', '#c4b5fd', '#4c1d95'],
  ['#e0f2fe', '#7dd3fc', '#0c4a6e'],
] as const;

export const SALE_IMAGE_TYPES = ['apartment', 'villa', 'officetels', 'one_room'] as const;
export type SaleImageType = (typeof SALE_IMAGE_TYPES)[number];

const windows = (
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  color: string,
) => {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="2" fill="${color}" opacity="0.85"/>`;
    }
  }
  return out;
};

export function saleImageSvg(type: SaleImageType, variant: number): string {
  const [sky, body, ink] = PALETTES[(variant - 1) % PALETTES.length] ?? PALETTES[0];
  let building: string;
  if (type === 'apartment') {
    building = `<rect x="70" y="40" width="110" height="200" fill="${body}"/><rect x="200" y="80" width="110" height="160" fill="${body}" opacity="0.8"/>${windows(82, 52, 4, 9, 18, 14, 6, '#ffffff')}${windows(212, 92, 4, 7, 18, 14, 6, '#ffffff')}`;
  } else if (type === 'officetels') {
    building = `<rect x="120" y="30" width="160" height="210" fill="${body}"/>${windows(132, 42, 6, 10, 16, 12, 8, '#ffffff')}<rect x="180" y="205" width="40" height="35" fill="${ink}" opacity="0.6"/>`;
  } else if (type === 'villa') {
    building = `<rect x="90" y="110" width="220" height="130" fill="${body}"/><polygon points="80,112 200,60 320,112" fill="${ink}" opacity="0.75"/>${windows(105, 125, 5, 3, 26, 20, 16, '#ffffff')}`;
  } else {
    building = `<rect x="130" y="100" width="140" height="140" fill="${body}"/><polygon points="120,102 200,50 280,102" fill="${ink}" opacity="0.7"/>${windows(145, 118, 3, 3, 28, 22, 14, '#ffffff')}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="400" height="260" role="img" aria-label="매물 예시 이미지"><rect width="400" height="260" fill="${sky}"/><circle cx="340" cy="50" r="22" fill="#ffffff" opacity="0.7"/>${building}<rect y="240" width="400" height="20" fill="${ink}" opacity="0.25"/></svg>`;
}
