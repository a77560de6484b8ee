import type { SearchFilterQuery } from '@ansim/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { saleCountCell, saleCountFineCell, sales } from '../../db/schema/index.ts';
import type { ResolvedArea } from './area-resolver.ts';
import { dealTypesOnly } from './cube-count.ts';
import { boxOf, cellCover, isStreetBox } from './map-box.ts';
import { FINE_LAT, FINE_LNG, inBox, inCircles, searchWhere, stationCircles } from './search-where.ts';
import { anyOf } from './sql.ts';

/*
 * A street-level box or a station's kilometre with other filters, as the map cells it covers (map-box.ts
 * cellCover): the conditions each cell's walk tests, and the exact total from the cell counts and the edge.
 */

const NO_BOX = {
  southWestLat: undefined,
  southWestLng: undefined,
  northEastLat: undefined,
  northEastLng: undefined,
};

/**
 * A small area as map cells (pageInCells): a street-level box, a station's circles, or both. The area's
 * own conditions are `within`, each cell's test; every other condition, a wide box beside a station
 * included, is `rest`. Inside cells are counted from the cell counts (`types` of them) when deal types
 * and the area are all that narrow the search; otherwise `types` is null and every cell is an edge cell.
 */
export function smallArea(q: SearchFilterQuery, area: ResolvedArea) {
  const box = boxOf(q);
  const street = box && isStreetBox(box) ? box : undefined;
  const circles = area.kind === 'station' ? stationCircles(area.points) : undefined;
  const counted = dealTypesOnly(q) && (area.kind === 'all' || area.kind === 'station') && (!box || street);
  return {
    within: and(street && inBox(street), circles && inCircles(circles)) ?? sql`true`,
    rest: searchWhere(street ? { ...q, ...NO_BOX } : q, circles ? { kind: 'all' } : area) ?? sql`true`,
    cover: cellCover({ box: street, circles }, Boolean(counted)),
    types: counted ? q.types : null,
  };
}

/**
 * A small area's total: the cell counts of its inside map cells, the fine cell counts of the inside fine
 * cells of the map cells its edge crosses, and the listings of the fine cells the edge itself crosses,
 * counted one by one (cellCover). Those are read a run of fine cells at a time through the box index, in
 * the run's latitude range; the fine latitude test keeps a listing a rounding error past the run, which
 * another part counts, out of it.
 */
export function cellTotal({ within, rest, cover, types }: ReturnType<typeof smallArea>, status: string): SQL {
  const k = saleCountCell;
  const f = saleCountFineCell;
  const typed = (column: AnyPgColumn) =>
    types && types.length > 0 ? sql` and ${anyOf(column, types)}` : sql``;
  const insideTotal = sql`select coalesce(sum(${k.n}), 0) from unnest(${sql.param(cover.inside.lng)}::smallint[], ${sql.param(cover.inside.lat)}::smallint[]) as cell(lng, lat) join ${k} on ${k.status} = ${status} and ${k.lngCell} = cell.lng and ${k.latCell} = cell.lat${typed(k.saleType)}`;
  const fineTotal = sql`select coalesce(sum(${f.n}), 0) from unnest(${sql.param(cover.fineInside.lng)}::integer[], ${sql.param(cover.fineInside.from)}::integer[], ${sql.param(cover.fineInside.to)}::integer[]) as run(lng, lat_from, lat_to) join ${f} on ${f.status} = ${status} and ${f.fineLng} = run.lng and ${f.fineLat} between run.lat_from and run.lat_to${typed(f.saleType)}`;
  const edgeTotal = sql`select coalesce(sum(edge.n), 0) from unnest(${sql.param(cover.edge.lng)}::integer[], ${sql.param(cover.edge.from)}::integer[], ${sql.param(cover.edge.to)}::integer[], ${sql.param(cover.edge.lo)}::float8[], ${sql.param(cover.edge.hi)}::float8[]) as run(lng, lat_from, lat_to, lo, hi) cross join lateral (select count(*) as n from ${sales} where ${FINE_LNG} = run.lng and ${sales.lat} between run.lo and run.hi and ${FINE_LAT} between run.lat_from and run.lat_to and ${within} and ${rest}) as edge`;
  return sql`((${insideTotal}) + (${fineTotal}) + (${edgeTotal}))::int`;
}
