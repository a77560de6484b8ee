import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DbHandle, Schema } from './client.ts';

/** Source: src/db/migrations; bundle: dist/migrations (copied by scripts/build.mjs). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the session lock that lets one process at a time migrate one database. */
const MIGRATION_LOCK = 7_304_115;

export async function migrate(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Several API processes may start at once on one database: without the lock two of them could apply the
  // same migration, and the second fail half-way. The lock is the session's, so migrate on one connection.
  const pool = (handle.db as unknown as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
