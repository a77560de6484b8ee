import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Either driver behind one type: services and repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The database or an open transaction: repos take one so that a service can run several of them in a
 * single transaction.
 */
export type DbOrTransaction = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, which `template` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
}

export type DbTarget =
  /**
   * `poolSize`: connections kept at most (DATABASE_POOL_SIZE), 10 unless given. `asyncCommit`: its
   * sessions commit without waiting for the write-ahead log to reach the disk (openDetailDb).
   */
  | { kind: 'postgres'; url: string; poolSize?: number; asyncCommit?: boolean }
  /** `template`: a data directory dumped by `dumpDataDir`, to start from instead of an empty database. */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

/** `dataDir` null keeps PGlite in memory (tests). */
export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    // Searches are short index reads; on a few cores, parallel workers only add start-up cost and
    // contention between concurrent requests, so every session of the pool plans without them. Nor does
    // it JIT-compile: a plan's estimated cost counts branches that never run (a search's sorted way, gated
    // off by its totals), and at 4M listings that estimate crossed jit_above_cost, so a 0.5 ms statement
    // spent 20 ms compiling itself (bench:scale).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: `-c max_parallel_workers_per_gather=0 -c jit=off${target.asyncCommit ? ' -c synchronous_commit=off' : ''}`,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
    // Fail at start-up rather than on the first request when the server is unreachable.
    const client = await pool.connect();
    client.release();
    return { db: drizzlePg(pool, { schema }) as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.template ? { loadDataDir: target.template } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The listing detail's and the session check's own pool on the primary, `size` connections: under load a
 * request waits for a free connection once per round of queries, and the hot pages' one or two rounds
 * waited behind every search in the queue (bench:mix). Without a size, or on PGlite, the primary itself.
 *
 * Its one write is the detail's view count, so its sessions commit asynchronously: the page does not wait
 * for the write-ahead log's flush (bench:mix: the detail's query as the server times it, 33 → 29 ms median).
 * A crash of PostgreSQL itself (not of this process) may lose the views of the last fraction of a second
 * (wal_writer_delay, 200 ms by default), never corrupt anything: the counter is the only thing at stake.
 */
export async function openDetailDb(
  primary: DbHandle,
  url: string | undefined,
  size: number,
): Promise<Pick<ReadDb, 'db' | 'close'>> {
  if (!url || size === 0 || primary.driver !== 'postgres') return { db: primary.db, close: async () => {} };
  const handle = await openDb({ kind: 'postgres', url, poolSize: size, asyncCommit: true });
  return { db: handle.db, close: () => handle.close() };
}

/** The handle search reads through, and how to let go of it. */
export interface ReadDb {
  db: Db;
  /** Whether reads go to a replica; false reads the primary itself. */
  replica: boolean;
  close(): Promise<void>;
}

/**
 * A read replica when DATABASE_READ_URL is set (PostgreSQL only: config.ts refuses it without
 * DATABASE_URL), else the primary under a second name, whose close is the primary's owner's to do.
 */
export async function openReadDb(
  primary: DbHandle,
  readUrl: string | undefined,
  poolSize?: number,
): Promise<ReadDb> {
  if (!readUrl) return { db: primary.db, replica: false, close: async () => {} };
  const handle = await openDb({ kind: 'postgres', url: readUrl, poolSize });
  return { db: handle.db, replica: true, close: () => handle.close() };
}
