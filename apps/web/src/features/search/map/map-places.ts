import type { SubwayStation } from '@ansim/domain/contract';
import { lineColour, stationLabel } from '../../../shared/map/subway-lines.ts';
import type { MapBounds } from '../model/map-store.ts';

/*
 * The places that orient a user on the offline map at street zoom: subway stations and 동 names. Pure, so
 * they test without WebGL; use-map-labels.ts pins them on the map.
 */

// The shared pieces, re-exported where the search map's tests have always found them.
export { type DongLabel, type DongLabelFile, dongLabelsFromFile } from '../../../shared/map/geo-data.ts';
export { lineColour, stationLabel } from '../../../shared/map/subway-lines.ts';

/** One station on the map: a name shared by its lines, where they meet. */
export interface MapStation {
  /** Unique on the map: the name, and the position for the few names used twice (양평, 신촌). */
  key: string;
  /** As a map writes it: '강남역', '서울역'. */
  label: string;
  lines: string[];
  lng: number;
  lat: number;
}

/**
 * Rows of the same name within this distance (degrees, about 800 m) are one station with several lines;
 * farther apart they are two stations that share a name (경의중앙선 양평 and 5호선 양평, 30 km apart).
 */
const SAME_STATION = 0.008;

/** The station list (one row per station and line) as the map's stations, lines merged. */
export function mapStations(rows: readonly SubwayStation[]): MapStation[] {
  const stations: (MapStation & { rows: number })[] = [];
  const byName = new Map<string, (MapStation & { rows: number })[]>();
  for (const row of rows) {
    const sameName = byName.get(row.name) ?? [];
    const near = sameName.find(
      (s) => Math.abs(s.lat - row.lat) < SAME_STATION && Math.abs(s.lng - row.lng) < SAME_STATION,
    );
    if (near) {
      if (!near.lines.includes(row.line)) near.lines.push(row.line);
      // The running mean of the platforms: where a transfer station's lines meet.
      near.lng += (row.lng - near.lng) / (near.rows + 1);
      near.lat += (row.lat - near.lat) / (near.rows + 1);
      near.rows += 1;
      continue;
    }
    const station = {
      key: '',
      label: stationLabel(row.name),
      lines: [row.line],
      lng: row.lng,
      lat: row.lat,
      rows: 1,
    };
    sameName.push(station);
    byName.set(row.name, sameName);
    stations.push(station);
  }
  return stations.map(({ rows: _rows, ...station }) => ({
    ...station,
    key: `${station.label}@${station.lng.toFixed(3)},${station.lat.toFixed(3)}`,
  }));
}

/** The distinct colours of a station's lines, at most `max` (a dot each beside the name). */
export const stationColours = (station: Pick<MapStation, 'lines'>, max = 3): string[] =>
  [...new Set(station.lines.map(lineColour))].slice(0, max);

export const inBounds = (place: { lng: number; lat: number }, bounds: MapBounds): boolean =>
  place.lat >= bounds.southWestLat &&
  place.lat <= bounds.northEastLat &&
  place.lng >= bounds.southWestLng &&
  place.lng <= bounds.northEastLng;
