import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts';
import { dropDatabase, withDatabase } from './global-setup.ts';

/*
 * Two API processes started together on an empty database: each runs the migrations at start. They take
 * turns, so every migration is applied once and neither start fails.
 */

const adminUrl = inject('pgAdminUrl');

describe.skipIf(!adminUrl)('migrations started by two processes at once', () => {
  it('apply each migration once, and both starts succeed', async () => {
    const name = `ansim_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl ?? '' });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(adminUrl ?? '', name);
    const first = await openDb({ kind: 'postgres', url });
    const second = await openDb({ kind: 'postgres', url });
    try {
      const results = await Promise.allSettled([migrate(first), migrate(second)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query<{ n: string; distinct_n: string }>(
        'select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
      expect(Number(applied.rows[0]?.distinct_n)).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(admin, name);
      await admin.end();
    }
  });
});
