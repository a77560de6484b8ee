import type { SearchFilterQuery } from '@ansim/domain';
import { CELLS_PER_DEGREE, FINE_CELLS_PER_DEGREE, FINE_PER_CELL } from '../../db/schema/bands.ts';

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

/** The fine column the database would give a longitude: `floor(lng * 640)`, as the box index's key. */
export const fineLngOf = (lng: number): number => Math.floor(lng * FINE_CELLS_PER_DEGREE.lng);

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

/** Runs of fine cells down fine columns: run i is column `lng[i]`, fine latitudes `from[i]`..`to[i]`. */
export interface FineRuns {
  lng: number[];
  from: number[];
  to: number[];
}

/**
 * The map cells a small area covers (a street-level box, a station's circles, or both at once), split by
 * how they meet it. The page walks them: `whole` are the map cells wholly inside the area, `across` those
 * its edge crosses. Its total is three sums:
 * the `inside` map cells, whose every listing is in the area, from the cell counts (status, cell, deal
 * type); inside the map cells its edge crosses, the `fineInside` fine cells from the fine cell counts; and
 * the `edge` fine cells, which the edge itself crosses, listing by listing, each run read in the latitudes
 * `lo`..`hi` the area can have in it. A listing of the area is in exactly one of the three.
 */
export interface CellCover {
  whole: { lng: number[]; lat: number[] };
  across: { lng: number[]; lat: number[] };
  inside: { lng: number[]; lat: number[] };
  fineInside: FineRuns;
  edge: FineRuns & { lo: number[]; hi: number[] };
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

/** A fine cell the edge meets: counted (`inside`) or read listing by listing in `lo`..`hi`. */
interface FineCell {
  lat: number;
  inside: boolean;
  lo: number;
  hi: number;
}

/** A fine column's cells as runs of consecutive latitudes of one kind (inside, or edge). */
function runsOf(columns: Map<number, FineCell[]>, cover: CellCover): void {
  for (const [lng, column] of [...columns.entries()].sort(([a], [b]) => a - b)) {
    column.sort((a, b) => a.lat - b.lat);
    let run: (FineCell & { from: number }) | null = null;
    const close = () => {
      if (!run) return;
      const into = run.inside ? cover.fineInside : cover.edge;
      into.lng.push(lng);
      into.from.push(run.from);
      into.to.push(run.lat);
      if (!run.inside) {
        cover.edge.lo.push(run.lo);
        cover.edge.hi.push(run.hi);
      }
    };
    for (const cell of column) {
      if (run && run.inside === cell.inside && run.lat + 1 === cell.lat) {
        run.lat = cell.lat;
        run.lo = Math.min(run.lo, cell.lo);
        run.hi = Math.max(run.hi, cell.hi);
        continue;
      }
      close();
      run = { ...cell, from: cell.lat };
    }
    close();
  }
}

/** `countInside` false: every cell is an edge cell, for a search the cell counts cannot count. */
export function cellCover(area: { box?: MapBox; circles?: Circles }, countInside = true): CellCover {
  const bounds = [area.box, area.circles && circlesBox(area.circles)].filter((b) => b !== undefined);
  if (bounds.length === 0) throw new Error('cellCover needs a box or circles');
  const span: MapBox = {
    south: Math.max(...bounds.map((b) => b.south)),
    north: Math.min(...bounds.map((b) => b.north)),
    west: Math.max(...bounds.map((b) => b.west)),
    east: Math.min(...bounds.map((b) => b.east)),
  };
  const cover: CellCover = {
    whole: { lng: [], lat: [] },
    across: { lng: [], lat: [] },
    inside: { lng: [], lat: [] },
    fineInside: { lng: [], from: [], to: [] },
    edge: { lng: [], from: [], to: [], lo: [], hi: [] },
  };
  if (span.south > span.north || span.west > span.east) return cover;
  /** How a rectangle meets the area: not at all, wholly inside, or across its edge. */
  const judge = (rect: Rect): 'out' | 'inside' | 'edge' => {
    if (!rectMeetsBox(rect, span) || (area.circles && !rectMeetsCircles(rect, area.circles))) return 'out';
    return rectInBox(rect, span) && (!area.circles || rectInCircles(rect, area.circles)) ? 'inside' : 'edge';
  };
  const rectOf = (lat: number, lng: number, perDegree: { lat: number; lng: number }): Rect => ({
    south: lat / perDegree.lat - CELL_MARGIN,
    north: (lat + 1) / perDegree.lat + CELL_MARGIN,
    west: lng / perDegree.lng - CELL_MARGIN,
    east: (lng + 1) / perDegree.lng + CELL_MARGIN,
  });
  const columns = new Map<number, FineCell[]>();
  const cells = cellsOf(span);
  for (const lng of cellList(cells.lng)) {
    for (const lat of cellList(cells.lat)) {
      const meets = judge(rectOf(lat, lng, CELLS_PER_DEGREE));
      if (meets === 'out') continue;
      const walked = meets === 'inside' ? cover.whole : cover.across;
      walked.lng.push(lng);
      walked.lat.push(lat);
      if (countInside && meets === 'inside') {
        cover.inside.lng.push(lng);
        cover.inside.lat.push(lat);
        continue;
      }
      // The map cell's fine cells: the same test, a quarter the size a side.
      for (let i = 0; i < FINE_PER_CELL; i++) {
        const fineLng = lng * FINE_PER_CELL + i;
        for (let j = 0; j < FINE_PER_CELL; j++) {
          const fineLat = lat * FINE_PER_CELL + j;
          const rect = rectOf(fineLat, fineLng, FINE_CELLS_PER_DEGREE);
          const fine = judge(rect);
          if (fine === 'out') continue;
          const [lo, hi] = area.circles ? circleLats(rect, area.circles) : [span.south, span.north];
          const column = columns.get(fineLng) ?? [];
          columns.set(fineLng, column);
          column.push({
            lat: fineLat,
            inside: countInside && fine === 'inside',
            lo: Math.max(rect.south, span.south, lo),
            hi: Math.min(rect.north, span.north, hi),
          });
        }
      }
    }
  }
  runsOf(columns, cover);
  return cover;
}
