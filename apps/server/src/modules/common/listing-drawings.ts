import type { SaleImageType } from './sale-image.ts';

/**
 * The demo market's listing photos, drawn: the outside of each building type and the rooms a Korean
 * tenant looks for (거실, 방, 주방, 욕실, an apartment's balcony view), as flat SVG illustrations. The demo
 * has no real photographs, and a drawing says so honestly instead of borrowing someone's picture.
 *
 * 800×600 (4:3, as listing photos are shot, and as the card's photo box is), integer coordinates, no text
 * (glyphs would differ between machines' fonts) and no randomness: the same arguments give the same bytes,
 * so a drawing's key, the hash of its source, never changes between runs.
 */
export const DRAWING_SIZE = { width: 800, height: 600 } as const;
const { width: W, height: H } = DRAWING_SIZE;

export const ROOM_SCENES = ['living', 'bedroom', 'studio', 'kitchen', 'bathroom', 'view'] as const;
export type RoomScene = (typeof ROOM_SCENES)[number];

/** What each drawing shows, for its `aria-label` (and the seed's captions). */
export const SCENE_LABELS: Record<RoomScene | SaleImageType, string> = {
  apartment: '아파트 단지 외관',
  villa: '빌라 외관',
  officetels: '오피스텔 외관',
  one_room: '원룸 건물 외관',
  living: '거실',
  bedroom: '침실',
  studio: '원룸 내부',
  kitchen: '주방',
  bathroom: '욕실',
  view: '발코니 전망',
};

// ----- primitives: each returns one element as a string

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const rounded = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  rect(x, y, w, h, fill, ` rx="${r}"${extra}`);
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const polygon = (points: string, fill: string, extra = '') =>
  `<polygon points="${points}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const stroke = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
/** A soft shadow or tint: black or white at low opacity, whatever the palette. */
const shade = (opacity: number) => ` opacity="${opacity}"`;

/**
 * A tiled fill (windows of a facade, tiles of a wall), declared once in <defs>: a building of forty
 * windows is one pattern and one rectangle, which keeps the drawings a few kilobytes.
 */
function tiles(id: string, x: number, y: number, w: number, h: number, cell: string): string {
  return `<pattern id="${id}" x="${x}" y="${y}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${cell}</pattern>`;
}
const filled = (id: string, x: number, y: number, w: number, h: number) => rect(x, y, w, h, `url(#${id})`);

/** A drawing's parts: its pattern definitions and what is drawn. */
interface Drawn {
  defs?: string;
  body: string;
}

function svg(label: string, { defs, body }: Drawn, mirrored: boolean): string {
  // Mirroring turns one composition into two (the window on the other side), with no second drawing.
  const content = mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label} (예시 그림)">${defs ? `<defs>${defs}</defs>` : ''}${content}</svg>`;
}

const cloud = (x: number, y: number, scale: number) => {
  const s = (n: number) => Math.round(n * scale);
  return `<g opacity="0.85">${circle(x, y, s(16), '#ffffff')}${circle(x + s(20), y - s(8), s(20), '#ffffff')}${circle(x + s(42), y, s(15), '#ffffff')}${rounded(x - s(14), y, s(72), s(15), s(7), '#ffffff')}</g>`;
};

const tree = (x: number, base: number, size: number, leaf: string, leafDark: string) =>
  rect(x - 4, base - size, 8, size, '#8a6a4f') +
  circle(x, base - size - 6, Math.round(size * 0.62), leafDark) +
  circle(x - Math.round(size * 0.22), base - size - 14, Math.round(size * 0.42), leaf);

const rotated = (angle: number, cx: number, cy: number) => ` transform="rotate(${angle} ${cx} ${cy})"`;

const plant = (x: number, base: number, leaf: string, pot: string) =>
  ellipse(x - 16, base - 62, 10, 26, leaf, rotated(-28, x - 16, base - 62)) +
  ellipse(x + 16, base - 64, 10, 26, leaf, rotated(28, x + 16, base - 64)) +
  ellipse(x, base - 74, 11, 30, leaf) +
  polygon(`${x - 22},${base - 40} ${x + 22},${base - 40} ${x + 16},${base} ${x - 16},${base}`, pot);

// ----- interiors

interface RoomPalette {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  trim: string;
  wood: string;
  woodDark: string;
  fabric: string;
  fabricDark: string;
  accent: string;
  textile: string;
  cabinet: string;
  counter: string;
  tile: string;
  tileLine: string;
  floorTile: string;
  sky: string;
  skyline: string;
  leaf: string;
}

/** Four flats: each listing's rooms share one, so its photos look like one home. */
export const ROOM_PALETTES: readonly RoomPalette[] = [
  {
    wall: '#f3ede3',
    wallShade: '#e6ddcd',
    floor: '#c89b6d',
    floorLine: '#b08258',
    trim: '#fbf8f3',
    wood: '#a9764b',
    woodDark: '#7c5434',
    fabric: '#6f9a86',
    fabricDark: '#57806d',
    accent: '#e8b04b',
    textile: '#f0e4d0',
    cabinet: '#f7f4ee',
    counter: '#5f5a55',
    tile: '#e8eef1',
    tileLine: '#d0dae0',
    floorTile: '#b8c0c6',
    sky: '#bfe3f5',
    skyline: '#d9e8f0',
    leaf: '#5f9b62',
  },
  {
    wall: '#eef1f4',
    wallShade: '#dfe5eb',
    floor: '#b99d80',
    floorLine: '#a3876b',
    trim: '#ffffff',
    wood: '#8f6a4e',
    woodDark: '#6b4c36',
    fabric: '#41597a',
    fabricDark: '#324661',
    accent: '#e07a5f',
    textile: '#dfe6ee',
    cabinet: '#ffffff',
    counter: '#3f4750',
    tile: '#f2f2ef',
    tileLine: '#d9d9d2',
    floorTile: '#9ea7ae',
    sky: '#cde9fb',
    skyline: '#e2edf5',
    leaf: '#4f8f5a',
  },
  {
    wall: '#edf2e8',
    wallShade: '#dde6d5',
    floor: '#d6b68d',
    floorLine: '#c09e75',
    trim: '#fafcf7',
    wood: '#b98556',
    woodDark: '#8a5f3a',
    fabric: '#c4703f',
    fabricDark: '#a65b2f',
    accent: '#5e8c4a',
    textile: '#f5ead8',
    cabinet: '#dfe8d5',
    counter: '#e9e4da',
    tile: '#f4f6f0',
    tileLine: '#dae1d2',
    floorTile: '#a9b39f',
    sky: '#c6e6f0',
    skyline: '#dce9ea',
    leaf: '#5e8c4a',
  },
  {
    wall: '#f6ebe7',
    wallShade: '#eadad3',
    floor: '#a8846a',
    floorLine: '#906f56',
    trim: '#fff9f6',
    wood: '#c99a72',
    woodDark: '#98704f',
    fabric: '#7d6b91',
    fabricDark: '#655678',
    accent: '#f2c14e',
    textile: '#f3e1dc',
    cabinet: '#f4efe9',
    counter: '#86766d',
    tile: '#f7efec',
    tileLine: '#e4d3cd',
    floorTile: '#b8a49c',
    sky: '#d5e8f7',
    skyline: '#e6edf3',
    leaf: '#6a9c6b',
  },
];

/** Wall, skirting and a plank floor from `floorTop` down. */
function roomShell(p: RoomPalette, floorTop: number): string {
  let planks = '';
  for (let y = floorTop + 34, row = 0; y < H; y += 40, row++) {
    planks += rect(0, y, W, 3, p.floorLine);
    for (let x = (row % 2) * 110 + 60; x < W; x += 220) planks += rect(x, y - 37, 3, 37, p.floorLine);
  }
  return (
    rect(0, 0, W, floorTop, p.wall) +
    rect(0, floorTop, W, H - floorTop, p.floor) +
    planks +
    rect(0, floorTop - 10, W, 12, p.trim)
  );
}

/** A sliding window (two panes, as Korean flats have) with the sky and the town outside. */
function slidingWindow(p: RoomPalette, x: number, y: number, w: number, h: number): string {
  const f = 12;
  const gx = x + f;
  const gy = y + f;
  const gw = w - 2 * f;
  const gh = h - 2 * f;
  const bottom = gy + gh;
  const blocks: [number, number, number][] = [
    [0.02, 0.16, 0.3],
    [0.2, 0.12, 0.46],
    [0.34, 0.18, 0.24],
    [0.55, 0.13, 0.38],
    [0.7, 0.1, 0.2],
    [0.82, 0.16, 0.33],
  ];
  let town = '';
  for (const [fx, fw, fh] of blocks) {
    const bh = Math.round(gh * fh);
    town += rect(gx + Math.round(gw * fx), bottom - bh, Math.round(gw * fw), bh, p.skyline);
  }
  return (
    rounded(x, y, w, h, 4, p.trim) +
    rect(gx, gy, gw, gh, p.sky) +
    town +
    cloud(gx + Math.round(gw * 0.2), gy + Math.round(gh * 0.28), 0.9) +
    rect(x + Math.round(w / 2) - 5, y, 10, h, p.trim) +
    rect(gx, gy, 6, gh, '#ffffff', shade(0.35)) +
    rect(x - 12, y + h, w + 24, 10, p.trim) +
    rect(x - 12, y + h + 10, w + 24, 4, '#000000', shade(0.06))
  );
}

function curtains(p: RoomPalette, x: number, y: number, w: number, h: number): string {
  const panel = (px: number) =>
    rounded(px, y + 8, 46, h, 6, p.textile) +
    rect(px + 14, y + 12, 3, h - 8, '#000000', shade(0.06)) +
    rect(px + 30, y + 12, 3, h - 8, '#000000', shade(0.06));
  return rounded(x - 30, y, w + 60, 8, 4, p.woodDark) + panel(x - 36) + panel(x + w - 10);
}

function frameArt(p: RoomPalette, x: number, y: number, w: number, h: number): string {
  return (
    rounded(x, y, w, h, 3, p.woodDark) +
    rect(x + 8, y + 8, w - 16, h - 16, '#fbfaf7') +
    circle(x + Math.round(w * 0.68), y + Math.round(h * 0.36), Math.round(h * 0.16), p.accent) +
    polygon(
      `${x + 8},${y + h - 8} ${x + Math.round(w * 0.35)},${y + Math.round(h * 0.45)} ${x + Math.round(w * 0.6)},${y + h - 8}`,
      p.fabric,
    )
  );
}

function living(p: RoomPalette): Drawn {
  const floorTop = 440;
  const sofa =
    rounded(430, 292, 310, 92, 20, p.fabricDark) +
    rounded(446, 304, 136, 66, 14, p.fabric) +
    rounded(590, 304, 136, 66, 14, p.fabric) +
    rounded(420, 362, 330, 62, 14, p.fabric) +
    rounded(404, 336, 44, 92, 16, p.fabricDark) +
    rounded(722, 336, 44, 92, 16, p.fabricDark) +
    rounded(470, 326, 58, 44, 10, p.accent, rotated(-8, 499, 348)) +
    rect(424, 428, 10, 14, p.woodDark) +
    rect(736, 428, 10, 14, p.woodDark);
  const table =
    ellipse(570, 520, 220, 32, p.textile) +
    rounded(480, 470, 210, 14, 6, p.wood) +
    rect(496, 484, 8, 36, p.woodDark) +
    rect(666, 484, 8, 36, p.woodDark) +
    rounded(520, 456, 40, 14, 4, p.fabric) +
    circle(630, 462, 9, p.accent);
  const lamp = rect(584, 0, 3, 96, p.woodDark) + path('M545 132 A40 40 0 0 1 625 132 Z', p.accent);
  return {
    body:
      roomShell(p, floorTop) +
      slidingWindow(p, 60, 86, 300, 270) +
      curtains(p, 60, 70, 300, 330) +
      frameArt(p, 510, 160, 150, 104) +
      lamp +
      sofa +
      table +
      plant(392, 446, p.leaf, p.woodDark),
  };
}

function bedroom(p: RoomPalette): Drawn {
  const floorTop = 430;
  const bed =
    rounded(70, 240, 330, 150, 18, p.wood) +
    rounded(86, 256, 298, 60, 12, p.woodDark, shade(0.35)) +
    rounded(56, 350, 360, 56, 10, '#fbfaf7') +
    rounded(56, 372, 360, 92, 12, p.fabric) +
    rect(56, 384, 360, 6, '#ffffff', shade(0.3)) +
    rounded(96, 318, 118, 48, 16, '#ffffff') +
    rounded(240, 318, 118, 48, 16, '#ffffff') +
    rounded(150, 330, 60, 36, 12, p.accent) +
    rect(70, 464, 12, 16, p.woodDark) +
    rect(390, 464, 12, 16, p.woodDark);
  const nightstand =
    rounded(430, 362, 84, 84, 6, p.wood) +
    rect(440, 400, 64, 3, p.woodDark) +
    circle(472, 384, 4, p.woodDark) +
    rect(468, 316, 6, 46, p.woodDark) +
    polygon('446,320 498,320 488,284 456,284', p.accent);
  return {
    body:
      roomShell(p, floorTop) +
      slidingWindow(p, 540, 96, 200, 230) +
      curtains(p, 540, 80, 200, 290) +
      frameArt(p, 160, 120, 150, 96) +
      bed +
      nightstand +
      ellipse(560, 520, 150, 26, p.textile),
  };
}

/** A one-room flat: bed, desk under the window, and the wall air conditioner that listings count as an option. */
function studio(p: RoomPalette): Drawn {
  const floorTop = 440;
  const bed =
    rounded(40, 300, 44, 150, 10, p.wood) +
    rounded(70, 360, 290, 50, 10, '#fbfaf7') +
    rounded(70, 380, 290, 78, 12, p.fabric) +
    rounded(92, 334, 96, 40, 14, '#ffffff') +
    rect(70, 458, 10, 16, p.woodDark) +
    rect(346, 458, 10, 16, p.woodDark);
  const aircon =
    rounded(70, 110, 220, 64, 14, '#fbfcfd') +
    rect(90, 156, 180, 6, '#000000', shade(0.12)) +
    circle(270, 128, 4, p.accent);
  const desk =
    rounded(470, 352, 280, 16, 4, p.wood) +
    rect(486, 368, 10, 104, p.woodDark) +
    rect(724, 368, 10, 104, p.woodDark) +
    rounded(650, 368, 80, 60, 4, p.wood, shade(0.9)) +
    rounded(540, 272, 120, 78, 6, '#3b4148') +
    rect(548, 280, 104, 62, p.sky, shade(0.9)) +
    rect(594, 350, 12, 4, '#3b4148') +
    rect(700, 296, 4, 56, p.woodDark) +
    polygon('684,300 720,300 712,276 692,276', p.accent);
  const chair =
    rounded(548, 380, 110, 14, 6, p.fabricDark) +
    rounded(560, 300, 86, 84, 14, p.fabric, shade(0.92)) +
    rect(598, 394, 10, 60, '#555b62') +
    rounded(566, 452, 74, 8, 4, '#555b62');
  return {
    body:
      roomShell(p, floorTop) +
      slidingWindow(p, 470, 80, 280, 200) +
      aircon +
      bed +
      desk +
      chair +
      ellipse(250, 530, 170, 28, p.textile),
  };
}

function kitchen(p: RoomPalette): Drawn {
  const floorTop = 470;
  const defs = tiles(
    'splash',
    40,
    196,
    40,
    24,
    `${rect(0, 0, 40, 24, p.tile)}${rect(0, 22, 40, 2, p.tileLine)}${rect(38, 0, 2, 24, p.tileLine)}`,
  );
  let upperDoors = '';
  for (let x = 40; x < 600; x += 112) {
    if (x === 376) continue; // the hood's place
    upperDoors +=
      rect(x + 110, 64, 2, 124, '#000000', shade(0.1)) + rounded(x + 92, 160, 6, 20, 3, p.counter);
  }
  let lowerDoors = '';
  for (let x = 40; x < 600; x += 112) {
    lowerDoors +=
      rect(x + 110, 340, 2, 124, '#000000', shade(0.1)) + rounded(x + 40, 352, 32, 6, 3, p.counter);
  }
  const body =
    roomShell(p, floorTop) +
    filled('splash', 40, 196, 560, 124) +
    slidingWindow(p, 92, 206, 180, 100) +
    rect(40, 64, 336, 132, p.cabinet) +
    rect(488, 64, 112, 132, p.cabinet) +
    polygon('376,64 488,64 488,150 510,196 354,196 376,150', '#c3c9cf') +
    rect(354, 190, 156, 6, '#000000', shade(0.12)) +
    upperDoors +
    rect(40, 336, 560, 130, p.cabinet) +
    lowerDoors +
    rect(40, 450, 560, 16, '#000000', shade(0.18)) +
    rect(28, 320, 584, 16, p.counter) +
    rounded(134, 314, 120, 8, 3, '#aab2b9') +
    stroke('M186 314 V276 Q186 262 200 262 H214 V276', '#8d959d', 7) +
    rounded(380, 314, 124, 8, 3, '#2f3439') +
    rounded(396, 270, 64, 44, 8, p.accent) +
    rect(388, 276, 12, 6, p.accent) +
    rounded(404, 262, 48, 10, 5, p.fabricDark) +
    rounded(522, 290, 54, 30, 6, p.wood) +
    plant(300, 320, p.leaf, '#ffffff') +
    rounded(632, 84, 140, 382, 12, '#e6e9ec') +
    rect(632, 226, 140, 3, '#000000', shade(0.12)) +
    rounded(646, 150, 8, 60, 4, '#aab2b9') +
    rounded(646, 246, 8, 80, 4, '#aab2b9') +
    rect(764, 84, 8, 382, '#000000', shade(0.06));
  return { defs, body };
}

function bathroom(p: RoomPalette): Drawn {
  const floorTop = 480;
  const defs =
    tiles(
      'wall',
      0,
      0,
      60,
      60,
      `${rect(0, 0, 60, 60, p.tile)}${rect(0, 58, 60, 2, p.tileLine)}${rect(58, 0, 2, 60, p.tileLine)}`,
    ) +
    tiles(
      'floor',
      0,
      floorTop,
      40,
      40,
      `${rect(0, 0, 40, 40, p.floorTile)}${rect(0, 38, 40, 2, '#000000', shade(0.12))}${rect(38, 0, 2, 40, '#000000', shade(0.12))}`,
    );
  const vanity =
    rounded(96, 116, 190, 160, 14, '#dfeef5') +
    polygon('130,140 170,140 120,220 96,220 96,180', '#ffffff', shade(0.45)) +
    rect(66, 300, 250, 18, '#fbfaf7') +
    ellipse(190, 302, 66, 10, '#e4ecf1') +
    stroke('M190 300 V282 H206', '#9aa3ab', 6) +
    rounded(80, 318, 222, 110, 6, p.wood) +
    rect(190, 326, 2, 94, p.woodDark) +
    rounded(168, 360, 6, 22, 3, p.woodDark) +
    rounded(208, 360, 6, 22, 3, p.woodDark) +
    rounded(260, 282, 18, 20, 4, p.accent);
  const toilet =
    rounded(392, 286, 96, 92, 10, '#ffffff') +
    rect(392, 366, 96, 6, '#000000', shade(0.06)) +
    rounded(376, 372, 128, 24, 12, '#ffffff') +
    path('M388 396 Q440 470 492 396 Z', '#f4f7f9') +
    rect(420, 440, 40, 40, '#f4f7f9') +
    rounded(470, 296, 12, 6, 3, '#aab2b9');
  const towel =
    rect(360, 196, 140, 6, '#aab2b9') +
    rounded(392, 200, 76, 70, 4, p.fabric) +
    rect(392, 252, 76, 6, p.accent);
  const shower =
    rect(724, 60, 8, 150, '#aab2b9') +
    rounded(680, 56, 60, 10, 5, '#aab2b9') +
    rounded(664, 60, 40, 14, 6, '#8d959d') +
    rect(548, 40, 6, 440, '#c6ced4') +
    rect(554, 40, 246, 440, '#d7eef7', shade(0.45)) +
    polygon('600,60 640,60 580,260 554,260 554,200', '#ffffff', shade(0.35)) +
    rounded(620, 470, 180, 10, 3, '#c6ced4');
  const body =
    filled('wall', 0, 0, W, floorTop) +
    filled('floor', 0, floorTop, W, H - floorTop) +
    rounded(380, 70, 120, 80, 4, p.trim) +
    rect(390, 80, 100, 60, p.sky) +
    vanity +
    towel +
    toilet +
    shower +
    rounded(150, 520, 150, 40, 12, p.textile);
  return { defs, body };
}

/** From the living room out through the balcony: the town, a hill, the river; a chair and a plant outside. */
function view(p: RoomPalette, index: number): Drawn {
  const skies = ['#a9d8f5', '#f8cfa8', '#cde9e1', '#cfd7f3'] as const;
  const sky = skies[index % skies.length]!;
  let town = '';
  const blocks: [number, number, number][] = [
    [0, 70, 150],
    [80, 60, 210],
    [150, 90, 120],
    [250, 54, 240],
    [316, 80, 170],
    [410, 64, 200],
    [486, 96, 140],
    [594, 60, 230],
    [664, 70, 160],
    [744, 56, 190],
  ];
  const defs = tiles('lit', 0, 0, 16, 20, `${rect(4, 6, 8, 8, '#ffffff', shade(0.55))}`);
  for (const [x, w, h] of blocks) {
    town +=
      rect(x, 380 - h, w, h, x % 3 === 0 ? '#e9edf1' : '#dde3ea') +
      filled('lit', x + 6, 390 - h, w - 12, h - 30);
  }
  const hill = polygon(
    '0,250 120,180 230,230 360,150 500,220 620,170 800,240 800,380 0,380',
    p.leaf,
    shade(0.55),
  );
  const river = rect(0, 380, W, 34, '#7fb6d6') + rect(0, 392, W, 3, '#ffffff', shade(0.5));
  const frame =
    rect(0, 0, W, 40, p.trim) +
    rect(0, 40, 22, 420, p.trim) +
    rect(389, 40, 22, 420, p.trim) +
    rect(778, 40, 22, 420, p.trim) +
    rect(0, 40, W, 6, '#000000', shade(0.06));
  let railing = rect(0, 330, W, 10, '#6d7680');
  for (let x = 40; x < W; x += 38) railing += rect(x, 340, 5, 120, '#6d7680');
  const balcony =
    rect(0, 460, W, 140, p.floorTile) +
    rect(0, 460, W, 8, '#000000', shade(0.12)) +
    plant(120, 560, p.leaf, p.woodDark) +
    rounded(560, 470, 120, 14, 6, p.wood) +
    rect(572, 484, 8, 80, p.woodDark) +
    rect(660, 484, 8, 80, p.woodDark) +
    circle(620, 462, 14, '#ffffff') +
    rect(612, 444, 16, 12, p.accent);
  const body =
    rect(0, 0, W, 460, sky) +
    circle(640, 110, 36, '#ffffff', shade(0.8)) +
    cloud(160, 100, 1.2) +
    cloud(470, 70, 0.9) +
    hill +
    town +
    river +
    rect(0, 414, W, 46, p.leaf, shade(0.45)) +
    railing +
    frame +
    balcony;
  return { defs, body };
}

const SCENES: Record<RoomScene, (p: RoomPalette, palette: number) => Drawn> = {
  living,
  bedroom,
  studio,
  kitchen,
  bathroom,
  view,
};

/** One room drawing; `palette` indexes ROOM_PALETTES, `mirrored` swaps left and right. */
export function roomDrawing(scene: RoomScene, palette: number, mirrored: boolean): string {
  const p = ROOM_PALETTES[palette % ROOM_PALETTES.length]!;
  return svg(SCENE_LABELS[scene], SCENES[scene](p, palette), mirrored);
}

// ----- exteriors

interface StreetPalette {
  sky: string;
  body: string;
  bodyShade: string;
  accent: string;
  glass: string;
  roof: string;
  leaf: string;
  leafDark: string;
}

/** Six looks of the street: the card list shows many exteriors side by side, so they vary more. */
export const STREET_PALETTES: readonly StreetPalette[] = [
  {
    sky: '#cfe8f7',
    body: '#f3efe7',
    bodyShade: '#dcd4c6',
    accent: '#c97b5a',
    glass: '#9cc3dc',
    roof: '#5f6b7a',
    leaf: '#8cc47e',
    leafDark: '#5d9a55',
  },
  {
    sky: '#fde7cf',
    body: '#e9edf1',
    bodyShade: '#cdd5dd',
    accent: '#5b7db1',
    glass: '#a9c4e0',
    roof: '#6b5b4f',
    leaf: '#9ccf86',
    leafDark: '#6aa85e',
  },
  {
    sky: '#d7efe4',
    body: '#f5e7cf',
    bodyShade: '#e0cdab',
    accent: '#7a9e6f',
    glass: '#a7cfd6',
    roof: '#8a5a44',
    leaf: '#93c47d',
    leafDark: '#5f9650',
  },
  {
    sky: '#e4e1f6',
    body: '#e2e9ef',
    bodyShade: '#c5d0db',
    accent: '#b05c6b',
    glass: '#b3c6e6',
    roof: '#4f5a6b',
    leaf: '#8fc08a',
    leafDark: '#5b9160',
  },
  {
    sky: '#bfdcf2',
    body: '#f7f3ea',
    bodyShade: '#e1d9ca',
    accent: '#4f8a8b',
    glass: '#8fb9d6',
    roof: '#7a4f3f',
    leaf: '#86bf73',
    leafDark: '#57914c',
  },
  {
    sky: '#f6d9cb',
    body: '#ede5db',
    bodyShade: '#d6cabb',
    accent: '#8a6fb0',
    glass: '#b7bfdc',
    roof: '#5a4f6b',
    leaf: '#9bc489',
    leafDark: '#67955a',
  },
];

/** Sky, sun and clouds, the far hills, and the street in front (ground, road, trees). */
function street(s: StreetPalette, trees: number[]): { back: string; front: string } {
  const back =
    rect(0, 0, W, H, s.sky) +
    circle(670, 96, 38, '#ffffff', shade(0.75)) +
    cloud(90, 110, 1.1) +
    cloud(520, 60, 0.8) +
    polygon('0,420 110,350 230,400 360,320 500,400 640,340 800,410 800,480 0,480', s.leafDark, shade(0.35));
  let dashes = '';
  for (let x = 20; x < W; x += 90) dashes += rect(x, 566, 50, 5, '#ffffff', shade(0.8));
  let front =
    rect(0, 478, W, 52, '#d9d4ca') +
    rect(0, 478, W, 4, '#000000', shade(0.08)) +
    rect(0, 530, W, 70, '#9a9ea3') +
    dashes;
  for (const x of trees) front += tree(x, 510, 44, s.leaf, s.leafDark);
  return { back, front };
}

/** A facade's windows as one pattern: `cols`×`rows` cells of `cw`×`ch` from (x, y). */
function windowGrid(
  id: string,
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  cell: string,
): { defs: string; body: string } {
  return { defs: tiles(id, x, y, cw, ch, cell), body: filled(id, x, y, cols * cw, rows * ch) };
}

function apartment(s: StreetPalette): Drawn {
  const far = windowGrid('farw', 82, 170, 6, 10, 32, 28, rect(6, 8, 22, 12, s.glass, shade(0.7)));
  const near = windowGrid(
    'nearw',
    324,
    96,
    6,
    13,
    40,
    28,
    rect(5, 6, 30, 16, s.glass) + rect(5, 20, 30, 3, '#ffffff', shade(0.8)),
  );
  const side = windowGrid('sidew', 656, 214, 3, 9, 34, 28, rect(6, 8, 22, 12, s.glass, shade(0.7)));
  const { back, front } = street(s, [40, 150, 270, 400, 520, 640, 760]);
  const body =
    back +
    rect(70, 150, 210, 330, s.bodyShade) +
    far.body +
    rect(640, 196, 130, 284, s.bodyShade) +
    side.body +
    rect(396, 44, 88, 30, s.bodyShade) +
    rect(300, 70, 280, 410, s.body) +
    polygon('580,70 630,88 630,480 580,480', s.bodyShade) +
    rect(300, 70, 16, 410, s.accent) +
    rect(300, 64, 280, 8, s.roof) +
    near.body +
    front;
  return { defs: far.defs + near.defs + side.defs, body };
}

function villa(s: StreetPalette): Drawn {
  const rail = tiles('rail', 0, 0, 10, 30, rect(0, 0, 3, 30, '#ffffff', shade(0.9)));
  let windows = '';
  for (const y of [176, 252, 328]) {
    for (const x of [236, 366, 496]) {
      windows +=
        rounded(x - 6, y - 6, 80, 62, 3, '#ffffff') +
        rect(x, y, 68, 50, s.glass) +
        rect(x + 33, y, 3, 50, '#ffffff') +
        rect(x - 10, y + 36, 88, 4, '#ffffff') +
        filled('rail', x - 10, y + 40, 88, 16);
    }
  }
  const car =
    rounded(420, 434, 130, 34, 12, s.accent) +
    path('M440 434 Q452 410 476 410 H500 Q520 410 532 434 Z', s.accent) +
    path('M452 432 Q460 416 476 416 H498 Q512 416 520 432 Z', '#dfe9f1') +
    circle(448, 470, 12, '#2f3439') +
    circle(522, 470, 12, '#2f3439');
  const { back, front } = street(s, [70, 140, 690, 760]);
  const body =
    back +
    rect(30, 250, 150, 230, s.bodyShade) +
    rect(620, 230, 160, 250, s.bodyShade) +
    rect(200, 150, 400, 250, s.body) +
    rect(200, 150, 400, 250, s.accent, shade(0.22)) +
    polygon('188,156 400,92 612,156', s.roof) +
    rect(192, 150, 416, 10, s.roof) +
    windows +
    rect(200, 400, 400, 80, '#5b6168') +
    rect(200, 400, 400, 10, '#000000', shade(0.2)) +
    car +
    rect(200, 400, 22, 80, s.body) +
    rect(388, 400, 22, 80, s.body) +
    rect(578, 400, 22, 80, s.body) +
    rect(252, 420, 60, 60, s.glass) +
    rect(281, 420, 2, 60, '#ffffff') +
    front;
  return { defs: rail, body };
}

function officetels(s: StreetPalette): Drawn {
  const curtain = windowGrid(
    'curtain',
    270,
    50,
    10,
    12,
    24,
    30,
    rect(0, 0, 24, 30, s.glass) +
      rect(22, 0, 2, 30, '#ffffff', shade(0.6)) +
      rect(0, 27, 24, 3, '#ffffff', shade(0.8)),
  );
  const left = windowGrid('leftw', 50, 236, 5, 5, 32, 30, rect(6, 8, 22, 14, s.glass, shade(0.8)));
  const right = windowGrid('rightw', 590, 200, 5, 6, 34, 30, rect(6, 8, 24, 14, s.glass, shade(0.8)));
  let awnings = '';
  for (const [x, color] of [
    [250, s.accent],
    [360, '#f2c14e'],
    [470, s.accent],
  ] as const) {
    awnings +=
      polygon(`${x},410 ${x + 100},410 ${x + 108},432 ${x - 8},432`, color) +
      rect(x + 6, 432, 88, 46, s.glass);
  }
  const { back, front } = street(s, [30, 210, 600, 760]);
  const body =
    back +
    rect(40, 220, 180, 260, s.bodyShade) +
    left.body +
    rect(580, 184, 190, 296, s.body) +
    rect(580, 184, 190, 10, s.roof) +
    right.body +
    rect(270, 50, 240, 360, s.glass) +
    curtain.body +
    polygon('510,50 548,66 548,410 510,410', s.roof, shade(0.55)) +
    polygon('300,50 360,50 270,190 270,96', '#ffffff', shade(0.25)) +
    polygon('420,120 470,120 380,300 330,300', '#ffffff', shade(0.18)) +
    rect(262, 40, 256, 12, s.roof) +
    rect(236, 400, 300, 80, s.body) +
    awnings +
    front;
  return { defs: curtain.defs + left.defs + right.defs, body };
}

/** 다가구 원룸 building: small windows with outdoor air-conditioner units, a rooftop room and water tank. */
function oneRoom(s: StreetPalette): Drawn {
  const rail = tiles('roofrail', 230, 150, 14, 20, rect(0, 0, 3, 20, s.roof));
  let windows = '';
  for (const [row, y] of [200, 270, 340].entries()) {
    for (const [col, x] of [260, 350, 440, 520].entries()) {
      windows +=
        rounded(x - 4, y - 4, 52, 44, 3, '#ffffff') +
        rect(x, y, 44, 36, s.glass) +
        rect(x + 21, y, 2, 36, '#ffffff');
      if ((row + col) % 2 === 0) {
        windows +=
          rect(x + 4, y + 44, 36, 22, '#e9ecef') +
          circle(x + 16, y + 55, 8, '#c3c9cf') +
          rect(x + 30, y + 48, 6, 14, '#c3c9cf');
      }
    }
  }
  const bike =
    stroke('M600 470 L620 444 L644 470 M620 444 L638 444 M612 470 L626 452', '#3b4148', 3) +
    stroke('M587 470 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0', '#3b4148', 3) +
    stroke('M631 470 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0', '#3b4148', 3);
  const pole = rect(120, 150, 10, 340, '#8d959d') + rect(96, 170, 58, 6, '#8d959d');
  const wires = stroke('M0 190 Q60 214 100 172 M154 172 Q420 226 800 160', '#4b5158', 2);
  const { back, front } = street(s, [40, 700, 770]);
  const body =
    back +
    rect(20, 260, 100, 220, s.bodyShade) +
    rect(600, 240, 170, 240, s.bodyShade) +
    rect(236, 170, 340, 310, s.body) +
    rect(236, 170, 340, 12, s.roof) +
    rect(236, 440, 340, 40, s.accent, shade(0.35)) +
    rect(290, 110, 130, 60, s.body) +
    rect(290, 104, 130, 8, s.roof) +
    rect(330, 126, 40, 44, s.glass) +
    rect(460, 124, 56, 46, s.accent) +
    ellipse(488, 124, 28, 8, s.accent) +
    ellipse(488, 124, 28, 8, '#ffffff', shade(0.3)) +
    filled('roofrail', 230, 150, 336, 20) +
    rect(230, 148, 346, 4, s.roof) +
    windows +
    rect(480, 410, 60, 70, s.roof) +
    rect(486, 416, 48, 64, s.glass) +
    rect(470, 400, 80, 8, s.roof) +
    bike +
    pole +
    wires +
    front;
  return { defs: rail, body };
}

const EXTERIORS: Record<SaleImageType, (s: StreetPalette) => Drawn> = {
  apartment,
  villa,
  officetels,
  one_room: oneRoom,
};

/** The outside of a building type; `variant` picks the street's look, odd variants mirrored. */
export function exteriorDrawing(type: SaleImageType, variant: number): string {
  const s = STREET_PALETTES[variant % STREET_PALETTES.length]!;
  return svg(SCENE_LABELS[type], EXTERIORS[type](s), variant % 2 === 1);
}
