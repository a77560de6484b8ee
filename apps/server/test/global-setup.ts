import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server; null runs each test file on in-memory PGlite instead. */
    pgAdminUrl: string | null;
    /** The migrated, seeded database every test file clones; named per run so that runs can overlap. */
    templateDb: string;
    /** Without a server: a PGlite data directory, migrated and seeded once, dumped to this tarball. */
    pgliteTemplate: string | null;
  }
}

/**
 * With a PostgreSQL server (DATABASE_URL or TEST_DATABASE_URL), migrate and seed one template database
 * once; every test file then clones it, which takes milliseconds instead of a migration per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
  const TEMPLATE_DB = `ansim_test_template_${process.pid}`;
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);
  if (!adminUrl) {
    // The same idea on PGlite: migrate and seed once, then every test file loads the dumped directory
    // (a few hundred milliseconds) instead of migrating and seeding from nothing (several seconds).
    const handle = await openDb({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await seed(handle.db, { demo: true });
    const dump = await handle.dumpDataDir?.();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    await handle.close();
    const file = path.join(os.tmpdir(), `ansim-pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return async () => fs.rmSync(file, { force: true });
  }
  project.provide('pgliteTemplate', null);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropDatabase(admin, TEMPLATE_DB);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const handle = await openDb({ kind: 'postgres', url: withDatabase(adminUrl, TEMPLATE_DB) });
  await migrate(handle);
  await seed(handle.db, { demo: true });
  await handle.close();

  return async () => {
    await dropDatabase(admin, TEMPLATE_DB);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${name} with (force)`);
}
