import type { SearchFilterQuery } from '@ansim/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saleCountStation, saleStations, sales } from '../../db/schema/index.ts';
import { CARD_COLUMNS, type CardRow } from '../../db/views/sale-list-item.ts';
import type { ResolvedArea } from './area-resolver.ts';
import { dealTypesOnly } from './cube-count.ts';
import { boxOf } from './map-box.ts';
import { anyOf, preparedRowsOf } from './sql.ts';

/**
 * The station name a search is answered from sale_stations and sale_count_station (migration 0026): one
 * station name and nothing but deal types to narrow it (a map box or another filter goes through the map
 * cells, search repo pageInCells), on a status those tables keep. Null otherwise.
 */
export function stationNameOf(q: SearchFilterQuery, area: ResolvedArea): string | null {
  if (area.kind !== 'station' || area.names.length !== 1) return null;
  if (q.status === 'STORAGE' || boxOf(q) !== null || !dealTypesOnly(q)) return null;
  return area.names[0] ?? null;
}

const typed = (
  column: typeof saleStations.saleType | typeof saleCountStation.saleType,
  q: SearchFilterQuery,
) => (q.types.length > 0 ? sql` and ${anyOf(column, q.types)}` : sql``);

/** The station's total: at most one row of sale_count_station per deal type. */
const totalSql = (name: string, q: SearchFilterQuery): SQL => {
  const c = saleCountStation;
  return sql`select coalesce(sum(${c.n}), 0)::int as total from ${c} where ${c.stationName} = ${name} and ${c.status} = ${q.status}${typed(c.saleType, q)}`;
};

/**
 * A station's newest-first page and its total in one statement: the page's listing numbers are the next
 * offset + limit entries of the (station, status, newest first) index, read only when the total says the
 * page exists, then only those listings' rows. `isLike` is the caller's heart (search repo isLikedBy).
 */
export async function pageAtStation(
  db: Db,
  name: string,
  q: SearchFilterQuery,
  offset: number,
  isLike: SQL,
): Promise<{ rows: CardRow[]; total: number }> {
  const m = saleStations;
  const pageNos = sql`select ${m.saleNo} as sale_no, ${m.createdAt} as created_at from ${m} where ${m.stationName} = ${name} and ${m.status} = ${q.status}${typed(m.saleType, q)} and counted.total > ${offset}::int order by ${m.createdAt} desc, ${m.saleNo} desc limit ${q.limit} offset ${offset}`;
  // One row even past the last page, to carry the total.
  const rows = await preparedRowsOf<CardRow & { total: number; saleNo: number | null }>(
    db,
    sql`select ${CARD_COLUMNS}, ${isLike} as "isLike", counted.total from (${totalSql(name, q)}) as counted left join lateral (${pageNos}) as page_nos on true left join ${sales} on ${sales.saleNo} = page_nos.sale_no order by page_nos.created_at desc, page_nos.sale_no desc`,
  );
  return { rows: rows.filter((r) => r.saleNo !== null), total: rows[0]?.total ?? 0 };
}

/** A station's total, the one its list shows. */
export async function countAtStation(db: Db, name: string, q: SearchFilterQuery): Promise<number> {
  const [row] = await preparedRowsOf<{ total: number }>(db, totalSql(name, q));
  return row?.total ?? 0;
}
