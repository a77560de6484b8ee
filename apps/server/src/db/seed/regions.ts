import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { displaySigungu } from '@ansim/domain';
import { parse } from 'csv-parse/sync';

export const SEED_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

export interface RegionRow {
  code: string;
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
  ri: string | null;
  level: 1 | 2 | 3 | 4;
  fullName: string;
  lat: number | null;
  lng: number | null;
}

interface RegionCsv {
  code: string;
  sido: string;
  sigungu: string;
  eupmyeondong: string;
  ri: string;
  lat: string;
  lng: string;
}

const orNull = (s: string) => (s === '' ? null : s);

/**
 * Reads regions.csv and fills the centroids the file leaves blank (시도, 시군구 and ~100 동) with the mean
 * of their children, so that every region can centre a map.
 */
export function readRegions(dir = SEED_DATA_DIR): RegionRow[] {
  const csv = fs.readFileSync(`${dir}/regions.csv`, 'utf8');
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as RegionCsv[];
  const rows: RegionRow[] = records.map((r) => {
    const level = r.ri ? 4 : r.eupmyeondong ? 3 : r.sigungu ? 2 : 1;
    const parts = [r.sido, r.sigungu && displaySigungu(r.sigungu), r.eupmyeondong, r.ri].filter(Boolean);
    return {
      code: r.code,
      sido: r.sido,
      sigungu: orNull(r.sigungu),
      eupmyeondong: orNull(r.eupmyeondong),
      ri: orNull(r.ri),
      level,
      fullName: parts.join(' '),
      lat: r.lat ? Number(r.lat) : null,
      lng: r.lng ? Number(r.lng) : null,
    };
  });
  // Deepest level first, so that a 동 without a centroid gets one from its 리 before its 구 averages it.
  // A 시 with 구s (수원시) is the parent of 수원시장안구's 동s, hence the name prefix for level 2.
  const isChild = (parent: RegionRow, c: RegionRow): boolean => {
    if (c.level !== parent.level + 1 || c.sido !== parent.sido) return false;
    if (parent.level === 3) return c.code.startsWith(parent.code.slice(0, 8));
    if (parent.level === 2) return (c.sigungu ?? '').startsWith(parent.sigungu ?? '');
    return true;
  };
  for (const level of [3, 2, 1] as const) {
    for (const row of rows) {
      if (row.level !== level || row.lat !== null) continue;
      const children = rows.filter((c) => isChild(row, c) && c.lat !== null && c.lng !== null);
      if (children.length === 0) continue;
      row.lat = round6(children.reduce((s, c) => s + (c.lat ?? 0), 0) / children.length);
      row.lng = round6(children.reduce((s, c) => s + (c.lng ?? 0), 0) / children.length);
    }
  }
  // Leaves with no centroid and no children: a known one by hand, else their parent's, so that every
  // region still centres a map near where it is.
  for (const row of rows) {
    const known = KNOWN_CENTROIDS[row.code];
    if (row.lat === null && known) [row.lat, row.lng] = known;
  }
  for (const level of [2, 3, 4] as const) {
    for (const row of rows) {
      if (row.level !== level || row.lat !== null) continue;
      const parent = rows.find((p) => p.lat !== null && isChild(p, row));
      if (parent) [row.lat, row.lng] = [parent.lat, parent.lng];
    }
  }
  return rows;
}

/** 동 that the centroid source lacks; read off the public map (서교동: 홍대입구 일대). */
const KNOWN_CENTROIDS: Record<string, [number, number]> = {
  '1144012000': [37.553, 126.9205],
};

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface StationRow {
  subwayNo: number;
  name: string;
  line: string;
  lat: number;
  lng: number;
}

/**
 * The open data lists some stations twice, once with a zero-padded id ('0434' and '434', 남태령 4호선).
 * One row per station and line is kept: the first, whose id is the unpadded one.
 */
export function readStations(dir = SEED_DATA_DIR): StationRow[] {
  const csv = fs.readFileSync(`${dir}/subway-stations.csv`, 'utf8');
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const seenStation = new Set<string>();
  const seenId = new Set<number>();
  const rows: StationRow[] = [];
  for (const r of records) {
    const row = {
      subwayNo: Number(r.station_id),
      name: String(r.name),
      line: String(r.line),
      lat: Number(r.lat),
      lng: Number(r.lng),
    };
    const key = `${row.name}|${row.line}`;
    if (seenStation.has(key) || seenId.has(row.subwayNo)) continue;
    seenStation.add(key);
    seenId.add(row.subwayNo);
    rows.push(row);
  }
  return rows;
}
