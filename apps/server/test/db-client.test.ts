import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
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
