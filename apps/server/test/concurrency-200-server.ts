import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { addresses, client, listen, rowsOf } from './concurrency-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * 200 requests at once per area (issue 19 §3), over real sockets to a listening server: the same rule that
 * holds for two racing requests must hold for two hundred, decided by the database in the acting statement.
 * Each request comes from an address of its own (TRUST_PROXY and X-Forwarded-For), so the per-address rate
 * limits stay out of the race; any 429 would still be counted and fail the exact tallies. The pool of the
 * server has 10 connections (db/client.ts), so at most 10 statements run at once and the rest queue in the
 * pool: the races are between those 10 transactions, over and over.
 *
 * One test file per area (concurrency-200-*.test.ts), each on its own database; this module is the server
 * they race against. The callers, the client and the invariants are in concurrency-fixture.ts.
 */

export const N = 200;
/** PGlite has one connection: every transaction runs alone, so there is no race to test there. */
const onPostgres = inject('pgAdminUrl') !== null;
export const describeRace = describe.skipIf(!onPostgres);
/**
 * A race's own time limit: 200 requests at once take 8 s on a quiet 2-core machine and over 20 s while
 * other test files run beside it, close to the default 30 s.
 */
export const RACE = { timeout: 120_000 };

type Call = ReturnType<typeof client>;

export interface RaceServer {
  /** The test app's database. */
  db(): Db;
  /** One request from an address of its own to the listening server. */
  call: Call;
  /** Figures of the area, printed after the file for the note. */
  figures: Record<string, Record<string, number>>;
  /** A public listing of another broker, with its key (comments name both): the `skip`-th by number. */
  publicListing(skip: number): Promise<{ saleNo: number; saleKey: string; userNo: number }>;
}

/** Starts the test app on a real socket for this file's races (on PostgreSQL only) and stops it after. */
export function raceServer(area: string): RaceServer {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-concurrency-'));
  let ctx: TestContext | undefined;
  let listening: Call | undefined;
  const figures: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    if (!onPostgres) return;
    ctx = await createTestApp({ env: { FILES_DIR: filesDir, TRUST_PROXY: '1' } });
    listening = client(await listen(ctx.app), addresses(61));
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  afterAll(() => {
    console.info(`concurrency-200 figures (${area})\n${JSON.stringify(figures, null, 1)}`);
  });

  const db = () => {
    if (!ctx) throw new Error('no test app');
    return ctx.handle.db;
  };
  function call<E = Record<string, unknown>>(...args: Parameters<Call>) {
    if (!listening) throw new Error('no listening server');
    return listening<E>(...args);
  }
  async function publicListing(skip: number) {
    const [row] = await rowsOf<{ saleNo: number; saleKey: string; userNo: number }>(
      db(),
      sql`select sale_no as "saleNo", sale_key::text as "saleKey", user_no as "userNo" from sales
          where status = 'ACTIVE' order by sale_no offset ${skip} limit 1`,
    );
    if (!row) throw new Error('no public listing');
    return row;
  }
  return { db, call, figures, publicListing };
}
