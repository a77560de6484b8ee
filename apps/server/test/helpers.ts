import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';
import { dropDatabase, withDatabase } from './global-setup.ts';

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  close(): Promise<void>;
}

/**
 * A database of this test file's own: a clone of the migrated, seeded template on PostgreSQL, or a fresh
 * in-memory PGlite when no server is configured. Never a mock.
 */
export async function openTestDb(): Promise<{
  handle: DbHandle;
  /** On PostgreSQL, the clone's URL, for a child server process to open the same database. */
  url?: string;
  dispose(): Promise<void>;
}> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    if (template) {
      const dump = new Blob([fs.readFileSync(template)]);
      const handle = await openDb({ kind: 'pglite', dataDir: null, template: dump });
      return { handle, dispose: () => handle.close() };
    }
    const handle = await openDb({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await seed(handle.db, { demo: true });
    return { handle, dispose: () => handle.close() };
  }
  const name = `ansim_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  const url = withDatabase(adminUrl, name);
  const handle = await openDb({ kind: 'postgres', url });
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export async function createTestApp(
  options: { webDist?: string; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const { handle, dispose } = await openTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config: { ...config, webDist: options.webDist },
    jwtSecret: TEST_JWT_SECRET,
    db: handle.db,
  });
  return {
    app,
    handle,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
