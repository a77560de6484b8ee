import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDb, openDetailDb } from '../src/db/client.ts';
import { rowsOf } from '../src/modules/search/sql.ts';

const adminUrl = inject('pgAdminUrl');

describe.skipIf(!adminUrl)('the PostgreSQL pool', () => {
  it('keeps at most DATABASE_POOL_SIZE connections, each planning without parallel workers or JIT', async () => {
    const handle = await openDb({ kind: 'postgres', url: adminUrl as string, poolSize: 3 });
    try {
      const pool = (handle.db as unknown as { $client: { options: { max: number } } }).$client;
      expect(pool.options.max).toBe(3);
      const settings = await rowsOf(
        handle.db,
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(settings).toEqual([{ jit: 'off', workers: '0' }]);
    } finally {
      await handle.close();
    }
  });

  it("gives the detail and session check a pool of their own, of DATABASE_DETAIL_POOL_SIZE; 0 shares the primary's", async () => {
    const primary = await openDb({ kind: 'postgres', url: adminUrl as string, poolSize: 3 });
    const apart = await openDetailDb(primary, adminUrl as string, 2);
    const shared = await openDetailDb(primary, adminUrl as string, 0);
    try {
      const poolOf = (db: unknown) => (db as { $client: { options: { max: number } } }).$client;
      expect(poolOf(apart.db)).not.toBe(poolOf(primary.db));
      expect(poolOf(apart.db).options.max).toBe(2);
      expect(shared.db).toBe(primary.db);
      // Its sessions plan as the primary's do. They commit without waiting for the log's flush (their one
      // write is a view count); the primary's, which write everything else, still wait for it.
      const commitOf = (db: typeof primary.db) =>
        rowsOf(
          db,
          sql`select current_setting('jit') as jit, current_setting('synchronous_commit') as commit`,
        );
      expect(await commitOf(apart.db)).toEqual([{ jit: 'off', commit: 'off' }]);
      expect(await commitOf(primary.db)).toEqual([{ jit: 'off', commit: 'on' }]);
    } finally {
      await shared.close();
      await apart.close();
      await primary.close();
    }
  });

  it('keeps 10 when no size is given', async () => {
    const handle = await openDb({ kind: 'postgres', url: adminUrl as string });
    try {
      expect((handle.db as unknown as { $client: { options: { max: number } } }).$client.options.max).toBe(
        10,
      );
    } finally {
      await handle.close();
    }
  });
});
