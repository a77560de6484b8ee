import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed/index.ts';

// Production (DEMO=0) must not carry accounts with a published password. Runs on PGlite: the question is
// the seed's, not the driver's.
let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ kind: 'pglite', dataDir: null });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

it('creates no demo account when demo mode is off', async () => {
  const report = await seed(handle.db, { demo: false });
  expect(report.demoAccounts).toBe(0);
  expect(report.regions).toBe(2995);
  expect(await handle.db.select().from(users)).toEqual([]);
});
