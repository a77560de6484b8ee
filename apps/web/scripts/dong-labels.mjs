#!/usr/bin/env node
/**
 * Writes public/geo/dong-labels.json: every 읍면동 and 리 of the served regions at its centroid, for the
 * names the offline map shows at street zoom. From the server's copy of shared/data/regions.csv (법정동
 * codes, 공공누리 제1유형; centroids from V-World shapes, MIT). A 읍면동 the file gives no centroid takes the
 * mean of its 리, as the server's seed does; one with neither is left out.
 *
 *   node apps/web/scripts/dong-labels.mjs
 *
 * apps/web/test/search-map.test.tsx checks that the file is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const csvFile = fileURLToPath(new URL('../../server/src/db/seed/data/regions.csv', import.meta.url));
const outFile = fileURLToPath(new URL('../public/geo/dong-labels.json', import.meta.url));

/** About a metre: enough for a label, and a third shorter than full precision. */
const round = (value) => Math.round(value * 100_000) / 100_000;

const [header, ...lines] = readFileSync(csvFile, 'utf8').trim().split(/\r?\n/);
const columns = header.split(',');
const rows = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));

const places = [];
for (const row of rows) {
  if (!row.eupmyeondong) continue;
  let lng = Number(row.lng);
  let lat = Number(row.lat);
  if (!row.lat) {
    // A 읍 or 면 without its own centroid: the mean of its 리 (same first eight digits of the code).
    const ri = rows.filter((r) => r.ri && r.lat && r.code.slice(0, 8) === row.code.slice(0, 8));
    if (row.ri || ri.length === 0) continue;
    lng = ri.reduce((sum, r) => sum + Number(r.lng), 0) / ri.length;
    lat = ri.reduce((sum, r) => sum + Number(r.lat), 0) / ri.length;
  }
  places.push([row.ri || row.eupmyeondong, round(lng), round(lat)]);
}

const source = '국토교통부 법정동 코드 (공공누리 제1유형), 중심점 nash-dir/korea-bjd-shp-to-csv (MIT)';
// One place per line, as the repository's formatter (Biome) writes JSON: a readable diff when regions change.
const placeLines = places.map(([name, lng, lat]) => `    [${JSON.stringify(name)}, ${lng}, ${lat}]`);
writeFileSync(
  outFile,
  `{\n  "source": ${JSON.stringify(source)},\n  "places": [\n${placeLines.join(',\n')}\n  ]\n}\n`,
);
console.log(`${outFile}: ${places.length} places`);
