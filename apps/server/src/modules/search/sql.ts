import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/*
 * The search runs on every keystroke of the map and the list, and drizzle's select builder (select list,
 * joins, result mapping) costs more per call than the queries' own few index reads. Its queries are
 * therefore written as `sql` templates over the schema's tables and columns, with these two helpers.
 */

/**
 * `column = any($1)`: a list as one array parameter. The condition of drizzle's inArray, whose
 * `in ($1, …, $n)` PostgreSQL plans as this same `= ANY(array)`, but drizzle renders one parameter however
 * long the list (a wide map sends 40 cells, a 시 a dozen 구) and the driver binds one. A single value stays
 * `column = $1`, as PostgreSQL turns a one-value `in` into: an index on (column, …, created_at) then hands
 * out rows newest first, which it does not for `= ANY` (PostgreSQL 15), and the page walk needs that. An
 * empty list matches nothing, as inArray's does.
 */
export const anyOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = any(${sql.param(values)})`;

/** The rows of a query as both drivers (node-postgres and PGlite) answer `execute`: objects by column name. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
