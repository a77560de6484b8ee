import type { RegionCount } from '../api/get-region-counts.ts';
import type { MapBounds } from '../model/map-store.ts';

/*
 * Pure helpers of the map: which level of counts a zoom shows, where a region's label goes, which region
 * lies at the centre. No MapLibre here, so they test without WebGL.
 */

export type MapLevel = 'sido' | 'sigungu' | 'dong' | 'listings';

/** From this zoom the map shows listings (type 'sale'); below it, region counts (type 'area'). */
export const LISTING_ZOOM = 14;

export const levelForZoom = (zoom: number): MapLevel =>
  zoom < 8.5 ? 'sido' : zoom < 11 ? 'sigungu' : zoom < LISTING_ZOOM ? 'dong' : 'listings';

/** Tapping a region bubble zooms to where the next level starts. */
export const zoomIntoLevel = (level: MapLevel): number =>
  level === 'sido' ? 9.5 : level === 'sigungu' ? 12 : LISTING_ZOOM + 0.5;

/** The filter's map bounds when the map does not bound it. */
export const NO_BOUNDS = {
  southWestLat: null,
  southWestLng: null,
  northEastLat: null,
  northEastLng: null,
} as const;

/** Seoul City Hall, for a map with nothing better to show. */
export const DEFAULT_CENTRE = { lng: 126.978, lat: 37.5665 } as const;
export const DEFAULT_ZOOM = 10.5;

/** The three served regions and a margin: the map does not wander off to the rest of the peninsula. */
export const MAX_BOUNDS: [[number, number], [number, number]] = [
  [124.9, 36.6],
  [128.1, 38.6],
];

/** 법정동 code prefixes of the served 시도; the map's address starts with these names. */
export const SIDO_BY_CODE: Record<string, string> = {
  '11': '서울특별시',
  '28': '인천광역시',
  '41': '경기도',
};

type Position = number[];
type Ring = Position[];

const ringArea = (ring: Ring): number => {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    sum += xj * yi - xi * yj;
  }
  return sum / 2;
};

const ringCentroid = (ring: Ring): [number, number] => {
  const area = ringArea(ring);
  if (area === 0) {
    const [x = 0, y = 0] = ring[0] ?? [];
    return [x, y];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    const cross = xj * yi - xi * yj;
    cx += (xj + xi) * cross;
    cy += (yj + yi) * cross;
  }
  return [cx / (6 * area), cy / (6 * area)];
};

/** Where a 시군구's name goes: the centroid of its largest piece (islands do not pull it out to sea). */
export function labelPoint(geometry: { type: string; coordinates: unknown }): [number, number] | null {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates as Ring[]]
      : geometry.type === 'MultiPolygon'
        ? (geometry.coordinates as Ring[][])
        : [];
  let best: Ring | null = null;
  let bestArea = 0;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer) continue;
    const area = Math.abs(ringArea(outer));
    if (area > bestArea) {
      best = outer;
      bestArea = area;
    }
  }
  return best ? ringCentroid(best) : null;
}

/** The region whose centre is nearest to `centre` (degrees scaled for latitude, fine at this size). */
export function nearestRegion<R extends Pick<RegionCount, 'lat' | 'lng'>>(
  regions: readonly R[],
  centre: { lat: number; lng: number },
): R | null {
  const scale = Math.cos((centre.lat * Math.PI) / 180);
  let best: R | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const region of regions) {
    const dx = (region.lng - centre.lng) * scale;
    const dy = region.lat - centre.lat;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = region;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The address at the map's centre as a reverse geocoder would write it ('서울특별시 강남구 역삼동',
 * '경기도 수원시 장안구 파장동'): 시도 from the 법정동 code, 시군구 and 동 from the nearest bubbles.
 */
export function centreAddress(
  dong: Pick<RegionCount, 'code' | 'name'>,
  sigungus: readonly Pick<RegionCount, 'code' | 'name'>[],
): string {
  const sido = SIDO_BY_CODE[dong.code.slice(0, 2)] ?? '';
  const sigungu = sigungus.find((region) => region.code === dong.code.slice(0, 5))?.name ?? '';
  return [sido, sigungu, dong.name].filter(Boolean).join(' ');
}

/** Bounds rounded to about 10 m, so a map nudged by a pixel does not ask again. */
export const roundBounds = (bounds: MapBounds): MapBounds => {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    southWestLat: round(bounds.southWestLat),
    southWestLng: round(bounds.southWestLng),
    northEastLat: round(bounds.northEastLat),
    northEastLng: round(bounds.northEastLng),
  };
};

/** The box around a set of points, for fitting the map to a searched area. */
export function boxAround(points: readonly { lat: number; lng: number }[]): MapBounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    southWestLat: Math.min(...lats),
    southWestLng: Math.min(...lngs),
    northEastLat: Math.max(...lats),
    northEastLng: Math.max(...lngs),
  };
}

/** `bounds` grown by `ratio` of its size on every side, e.g. to name places just outside the view. */
export const padBounds = (bounds: MapBounds, ratio: number): MapBounds => {
  const dLat = (bounds.northEastLat - bounds.southWestLat) * ratio;
  const dLng = (bounds.northEastLng - bounds.southWestLng) * ratio;
  return roundBounds({
    southWestLat: bounds.southWestLat - dLat,
    southWestLng: bounds.southWestLng - dLng,
    northEastLat: bounds.northEastLat + dLat,
    northEastLng: bounds.northEastLng + dLng,
  });
};
