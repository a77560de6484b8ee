import type { SearchFilterQuery } from '@ansim/domain';
import { CELLS_PER_DEGREE } from '../../db/schema/bands.ts';

/** A map viewport in degrees. */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Inclusive ranges of map cells (bands.ts): latitude cells and longitude cells. */
export interface CellRange {
  lat: [number, number];
  lng: [number, number];
}

/**
 * Boxes up to this many degrees a side are street level: filtered exactly, through the box index. Wider
 * boxes (a 구 or more on screen) are widened to whole map cells — at most one cell, about 550 m, on each
 * side — so that their total is a sum of cell counts and the list shows exactly what the total counts.
 */
export const STREET_BOX_DEGREES = 0.05;

export function boxOf(q: SearchFilterQuery): MapBox | null {
  if (
    q.southWestLat === undefined ||
    q.southWestLng === undefined ||
    q.northEastLat === undefined ||
    q.northEastLng === undefined
  )
    return null;
  return { south: q.southWestLat, west: q.southWestLng, north: q.northEastLat, east: q.northEastLng };
}

export const isStreetBox = (box: MapBox): boolean =>
  box.north - box.south <= STREET_BOX_DEGREES && box.east - box.west <= STREET_BOX_DEGREES;

/** Cells the database would give these coordinates: `floor(lat * 200)`, `floor(lng * 160)` as doubles. */
export const latCellOf = (lat: number): number => Math.floor(lat * CELLS_PER_DEGREE.lat);
export const lngCellOf = (lng: number): number => Math.floor(lng * CELLS_PER_DEGREE.lng);

export const cellsOf = (box: MapBox): CellRange => ({
  lat: [latCellOf(box.south), latCellOf(box.north)],
  lng: [lngCellOf(box.west), lngCellOf(box.east)],
});

/** Every integer of an inclusive range: longitude cells as a list, so the index reads one range per cell. */
export const cellList = ([from, to]: [number, number]): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Circles around points, as a station's kilometre is drawn: `radius` in degrees of latitude; a point's
 * circle is `(lat - p.lat)² + ((lng - p.lng)·cos p.lat)² ≤ radius²`, the distance inCircles (repo.ts) tests.
 */
export interface Circles {
  points: { lat: number; lng: number }[];
  radius: number;
}

/** The box around circles: longitude widened for the point farthest from the equator. */
export function circlesBox({ points, radius }: Circles): MapBox {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const widest = Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180);
  return {
    south: Math.min(...lats) - radius,
    north: Math.max(...lats) + radius,
    west: Math.min(...lngs) - radius / widest,
    east: Math.max(...lngs) + radius / widest,
  };
}

/**
 * The map cells a small area covers (a street-level box, a station's circles, or both at once), split by
 * how they meet it. Every listing of an `inside` cell is in the area, so the cell counts (status, cell,
 * deal type) give their number; an `edge` cell's listings are tested one by one, and a listing of the
 * area can be in no other cell. `lo`/`hi` bound the latitudes the area can have in an edge cell, the
 * range the box index reads.
 */
export interface CellCover {
  inside: { lng: number[]; lat: number[] };
  edge: { lng: number[]; lat: number[]; lo: number[]; hi: number[] };
}

/*
 * A listing's cell is the database's floor(lat × 200) in doubles, which can put it a rounding error
 * outside the cell's exact bounds: cells are widened by this much (0.1 mm) before they are judged, so a
 * cell is called inside only when its every listing surely is, and skipped only when none can be.
 */
const CELL_MARGIN = 1e-9;

type Rect = MapBox;
const rectInBox = (r: Rect, b: MapBox) =>
  r.south >= b.south && r.north <= b.north && r.west >= b.west && r.east <= b.east;
const rectMeetsBox = (r: Rect, b: MapBox) =>
  r.south <= b.north && r.north >= b.south && r.west <= b.east && r.east >= b.west;
const k = (lat: number) => Math.cos((lat * Math.PI) / 180);
const dist2 = (p: { lat: number; lng: number }, lat: number, lng: number) =>
  (lat - p.lat) ** 2 + ((lng - p.lng) * k(p.lat)) ** 2;
/** Inside one circle: its four corners are, and a circle is convex. */
const rectInCircles = (r: Rect, c: Circles) =>
  c.points.some((p) =>
    [r.south, r.north].every((lat) => [r.west, r.east].every((lng) => dist2(p, lat, lng) <= c.radius ** 2)),
  );
/** Meets a circle: the rectangle's point nearest its centre is in it. */
const rectMeetsCircles = (r: Rect, c: Circles) =>
  c.points.some((p) => {
    const lat = Math.min(Math.max(p.lat, r.south), r.north);
    const lng = Math.min(Math.max(p.lng, r.west), r.east);
    return dist2(p, lat, lng) <= c.radius ** 2;
  });

/**
 * The latitudes the circles reach within the rectangle's longitudes: at the horizontal distance d of the
 * strip from a centre, no farther than √(radius² − d²) from its latitude. Edge cells beside a station
 * are then read only in the band the circle crosses.
 */
function circleLats(r: Rect, c: Circles): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of c.points) {
    const d = Math.max(0, r.west - p.lng, p.lng - r.east) * k(p.lat);
    if (d > c.radius) continue;
    const h = Math.sqrt(c.radius ** 2 - d ** 2) + CELL_MARGIN;
    lo = Math.min(lo, p.lat - h);
    hi = Math.max(hi, p.lat + h);
  }
  return [lo, hi];
}

/** `countInside` false: every cell is an edge cell, for a search the cell counts cannot count. */
export function cellCover(area: { box?: MapBox; circles?: Circles }, countInside = true): CellCover {
  const bounds = [area.box, area.circles && circlesBox(area.circles)].filter((b) => b !== undefined);
  const span: MapBox = {
    south: Math.max(...bounds.map((b) => b.south)),
    north: Math.min(...bounds.map((b) => b.north)),
    west: Math.max(...bounds.map((b) => b.west)),
    east: Math.min(...bounds.map((b) => b.east)),
  };
  if (bounds.length === 0) throw new Error('cellCover needs a box or circles');
  const cover: CellCover = { inside: { lng: [], lat: [] }, edge: { lng: [], lat: [], lo: [], hi: [] } };
  if (span.south > span.north || span.west > span.east) return cover;
  const cells = cellsOf(span);
  for (const lng of cellList(cells.lng)) {
    for (const lat of cellList(cells.lat)) {
      const rect: Rect = {
        south: lat / CELLS_PER_DEGREE.lat - CELL_MARGIN,
        north: (lat + 1) / CELLS_PER_DEGREE.lat + CELL_MARGIN,
        west: lng / CELLS_PER_DEGREE.lng - CELL_MARGIN,
        east: (lng + 1) / CELLS_PER_DEGREE.lng + CELL_MARGIN,
      };
      if (!rectMeetsBox(rect, span) || (area.circles && !rectMeetsCircles(rect, area.circles))) continue;
      const inside = rectInBox(rect, span) && (!area.circles || rectInCircles(rect, area.circles));
      if (countInside && inside) {
        cover.inside.lng.push(lng);
        cover.inside.lat.push(lat);
      } else {
        cover.edge.lng.push(lng);
        cover.edge.lat.push(lat);
        const [lo, hi] = area.circles ? circleLats(rect, area.circles) : [span.south, span.north];
        cover.edge.lo.push(Math.max(rect.south, span.south, lo));
        cover.edge.hi.push(Math.min(rect.north, span.north, hi));
      }
    }
  }
  return cover;
}
