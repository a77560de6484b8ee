import { createHash } from 'node:crypto';
import type { BuildingType } from '@ansim/domain';
import {
  DRAWING_SIZE,
  exteriorDrawing,
  ROOM_PALETTES,
  type RoomScene,
  roomDrawing,
  SCENE_LABELS,
  STREET_PALETTES,
} from '../common/listing-drawings.ts';
import type { SaleImageType } from '../common/sale-image.ts';

/*
 * The demo market's photos: drawings (SVG) of each building type's outside and of its rooms, keyed by the
 * hash of their source. A listing's images are `sale_images` rows naming a key; the image route renders a
 * missing size from the source here on its first request (so a fresh machine needs no image step at seed
 * time), and the file sweeper keeps whatever is stored under these keys.
 *
 * Runtime code, not seed data: the route and the sweeper read it on every start, demo mode or not. The
 * seed reads it through db/seed/demo-images.ts.
 */

export interface DemoImage {
  /** sha256 of the SVG source, 32 hex characters: the `image_key` of sale_images. */
  key: string;
  svg: string;
  width: number;
  height: number;
  /** What the drawing shows, marked as a drawing: '주방 (예시 그림)'. */
  label: string;
}

const keyOf = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 32);

const imageOf = (svg: string, label: string): DemoImage => ({ key: keyOf(svg), svg, ...DRAWING_SIZE, label });

const EXTERIOR_OF: Record<BuildingType, SaleImageType> = {
  APARTMENT: 'apartment',
  VILLA: 'villa',
  OFFICETELS: 'officetels',
  ONE_ROOM: 'one_room',
};

/**
 * The rooms a listing of each type shows after its outside, in the order a Korean listing shows them:
 * the main room first, then kitchen and bathroom; apartments add a bedroom and the balcony view, villas a
 * bedroom. 4–6 photos in all.
 */
const ROOMS_OF: Record<BuildingType, readonly RoomScene[]> = {
  APARTMENT: ['living', 'kitchen', 'bedroom', 'bathroom', 'view'],
  VILLA: ['living', 'kitchen', 'bedroom', 'bathroom'],
  OFFICETELS: ['studio', 'kitchen', 'bathroom'],
  ONE_ROOM: ['studio', 'kitchen', 'bathroom'],
};

const exteriors = new Map<BuildingType, DemoImage[]>();
/** rooms.get(scene)[palette][mirrored ? 1 : 0] */
const rooms = new Map<RoomScene, DemoImage[][]>();
const catalog = new Map<string, DemoImage>();
const add = (image: DemoImage) => {
  catalog.set(image.key, image);
  return image;
};

for (const [buildingType, type] of Object.entries(EXTERIOR_OF) as [BuildingType, SaleImageType][]) {
  exteriors.set(
    buildingType,
    STREET_PALETTES.map((_, variant) =>
      add(imageOf(exteriorDrawing(type, variant), `${SCENE_LABELS[type]} (예시 그림)`)),
    ),
  );
}
for (const scene of new Set(Object.values(ROOMS_OF).flat())) {
  rooms.set(
    scene,
    ROOM_PALETTES.map((_, palette) =>
      [false, true].map((mirrored) =>
        add(imageOf(roomDrawing(scene, palette, mirrored), `${SCENE_LABELS[scene]} (예시 그림)`)),
      ),
    ),
  );
}

/** Every demo image by key: the image route renders a missing size from here. */
export const DEMO_IMAGES: ReadonlyMap<string, DemoImage> = catalog;

/**
 * A listing's photos, main (the outside) first; `pick(n)` returns an integer in [0, n) (the seed's random
 * source). The rooms of one listing share one palette, so they look like one home.
 */
export function demoImagesFor(buildingType: BuildingType, pick: (n: number) => number): DemoImage[] {
  const outside = exteriors.get(buildingType)!;
  const main = outside[pick(outside.length)]!;
  const palette = pick(ROOM_PALETTES.length);
  return [main, ...ROOMS_OF[buildingType].map((scene) => rooms.get(scene)![palette]![pick(2)]!)];
}
