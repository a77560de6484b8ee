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
