import type { SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../../db/client.ts';

/** The rows of a raw statement, typed by the caller (the statement names its columns). */
export async function rowsOf<Row>(ex: DbOrTransaction, query: SQL): Promise<Row[]> {
  const result = await ex.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** `text` as an ILIKE pattern that matches it literally anywhere. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp column as the API writes it (ISO 8601, UTC). */
export const isoOf = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
