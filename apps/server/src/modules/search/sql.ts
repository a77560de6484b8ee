import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/**
 * Distinct statement texts that get a name; a text past these runs unnamed. Each name is a prepared
 * statement on every pooled connection, so they are capped: the first texts are the common searches.
 */
const MAX_NAMED = 64;
const names = new Map<string, string>();
const dialect = new PgDialect();

/**
 * rowsOf through a named statement on node-postgres: PostgreSQL parses and plans a named statement once
 * per connection (and keeps a generic plan when it costs no more), where planning a street-level map's
 * statement took about as long as running it. The sums of the count cubes run so too (cube-count.ts,
 * confirmed-count.ts): each planned for longer than it ran (with every search statement unnamed, a 90 s
 * bench:mix planned for 17.6 s against 45.7 s running: pg_stat_statements, track_planning). A statement whose best
 * plan depends on its values stays unnamed (rowsOf): named, the newest-first page with its cube total got
 * a generic plan that read 220,000 buffers for a wide map's page (606 ms, where a plan for its values takes
 * 5 ms). The text must hold no value, only parameters. PGlite runs it as rowsOf does.
 */
export async function preparedRowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `search_${names.size + 1}`;
    names.set(text, name);
  }
  const result = await client.query({ name, text, values: params });
  return result.rows as Row[];
}
