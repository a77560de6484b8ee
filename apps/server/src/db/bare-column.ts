import { type Name, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column's own name, unqualified, for the places SQL wants no table before it: an INSERT's column list,
 * an UPDATE's SET, ON CONFLICT's target, or after an alias of its table. `${column}` in a drizzle template
 * writes "table"."column".
 */
export const bare = (column: AnyPgColumn): Name => sql.identifier(column.name);
