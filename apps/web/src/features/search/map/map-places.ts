import type { SubwayStation } from '@ansim/domain/contract';
import type { MapBounds } from '../model/map-store.ts';

/*
 * The places that orient a user on the offline map at street zoom: subway stations and 동 names. Pure, so
 * they test without WebGL; use-map-labels.ts pins them on the map.
 */

/** A 법정동 (or 리) name at its centroid, as public/geo/dong-labels.json lists them. */
export interface DongLabel {
  name: string;
  lng: number;
  lat: number;
}

/** The file's shape: compact rows, [name, lng, lat], so that 2,900 places stay a small download. */
export interface DongLabelFile {
  source: string;
  places: [string, number, number][];
}

export const dongLabelsFromFile = (file: DongLabelFile): DongLabel[] =>
  file.places.map(([name, lng, lat]) => ({ name, lng, lat }));

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

/** The data names stations without 역 ('강남'), except a few that carry it ('서울역'). */
export const stationLabel = (name: string): string => (name.endsWith('역') ? name : `${name}역`);

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

/**
 * The colour Seoul's network map gives a line, for the dot beside a station's name; lines run by Korail
 * under their own names are the numbered line they belong to (경부선 is 1호선). Unknown lines are grey.
 */
const LINE_COLOURS: [RegExp, string][] = [
  [/^(1호선|경부선|경원선|경인선|장항선)/, '#0052a4'],
  [/^2호선/, '#00a84d'],
  [/^(3호선|일산선)/, '#ef7c1c'],
  [/^(4호선|안산선|과천선|진접선)/, '#00a5de'],
  [/^5호선/, '#996cac'],
  [/^6호선/, '#cd7c2f'],
  [/^7호선/, '#747f00'],
  [/^(8호선|별내선)/, '#e6186c'],
  [/^9호선/, '#bdb092'],
  [/^(경의중앙선|중앙선)/, '#77c4a3'],
  [/^(분당선|수인선)/, '#f5a200'],
  [/^신분당선/, '#d4003b'],
  [/^공항철도/, '#0090d2'],
  [/^경춘선/, '#0c8e72'],
  [/^경강선/, '#003da5'],
  [/^서해선/, '#81a914'],
  [/^인천1호선/, '#7ca8d5'],
  [/^인천2호선/, '#ed8b00'],
  [/^우이신설선/, '#b0ce18'],
  [/^신림선/, '#6789ca'],
  [/^에버라인/, '#56ad2d'],
  [/^의정부/, '#fda600'],
  [/^김포골드/, '#a17800'],
  [/^수도권 광역급행철도/, '#9a6292'],
];

export const lineColour = (line: string): string =>
  LINE_COLOURS.find(([pattern]) => pattern.test(line))?.[1] ?? '#8b95a1';

/** The distinct colours of a station's lines, at most `max` (a dot each beside the name). */
export const stationColours = (station: Pick<MapStation, 'lines'>, max = 3): string[] =>
  [...new Set(station.lines.map(lineColour))].slice(0, max);

export const inBounds = (place: { lng: number; lat: number }, bounds: MapBounds): boolean =>
  place.lat >= bounds.southWestLat &&
  place.lat <= bounds.northEastLat &&
  place.lng >= bounds.southWestLng &&
  place.lng <= bounds.northEastLng;
