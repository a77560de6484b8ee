import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { type DbHandle, openDb, openReadDb, type ReadDb } from '../src/db/client.ts';
import { saleLikes, sales } from '../src/db/schema/index.ts';
import { dropDatabase, withDatabase } from './global-setup.ts';
import { openTestDb, TEST_JWT_SECRET } from './helpers.ts';
import { signIn } from './sale-form-fixture.ts';

/*
 * DATABASE_READ_URL (P15 §4): search reads go to the replica, everything else to the primary. The
 * "replica" here is a second clone of the test template that the test makes differ from the primary on
 * purpose: a listing public only in the replica's copy shows in search when reads go there, and writes
 * land in the primary alone. PostgreSQL only, as the setting is.
 */

const adminUrl = inject('pgAdminUrl');

describe('DATABASE_READ_URL in the configuration', () => {
  it('needs DATABASE_URL and a PostgreSQL URL', () => {
    const primary = 'postgres://app@db-primary:5432/ansim';
    const replica = 'postgres://app@db-replica:5432/ansim';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });
});

describe.skipIf(!adminUrl)('search reads on a read replica', () => {
  let primary: Awaited<ReturnType<typeof openTestDb>>;
  let replica: DbHandle;
  let replicaUrl: string;
  let replicaName: string;
  let reads: ReadDb;
  let withReplica: FastifyInstance;
  let withoutReplica: FastifyInstance;
  /** ACTIVE in the replica's copy, DONE (not public) in the primary. */
  let onlyInReplica: number;
  let sidoCode: string;
  /** ACTIVE in both: what the write goes to. */
  let inBoth: number;

  beforeAll(async () => {
    primary = await openTestDb();
    if (!adminUrl) throw new Error('unreachable: skipped without PostgreSQL');
    replicaName = `ansim_replica_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${replicaName} template ${inject('templateDb')}`);
    await admin.end();
    replicaUrl = withDatabase(adminUrl, replicaName);
    replica = await openDb({ kind: 'postgres', url: replicaUrl });

    const active = await primary.handle.db
      .select({ saleNo: sales.saleNo, sidoCode: sales.sidoCode })
      .from(sales)
      .where(eq(sales.status, 'ACTIVE'))
      .orderBy(sales.saleNo)
      .limit(2);
    onlyInReplica = active[0]!.saleNo;
    sidoCode = active[0]!.sidoCode;
    inBoth = active[1]!.saleNo;
    await primary.handle.db.update(sales).set({ status: 'DONE' }).where(eq(sales.saleNo, onlyInReplica));

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    reads = await openReadDb(primary.handle, replicaUrl);
    withReplica = await buildApp({
      config,
      jwtSecret: TEST_JWT_SECRET,
      db: primary.handle.db,
      readDb: reads.db,
    });
    withoutReplica = await buildApp({ config, jwtSecret: TEST_JWT_SECRET, db: primary.handle.db });
  });
  afterAll(async () => {
    await withReplica?.close();
    await withoutReplica?.close();
    await reads?.close();
    await replica?.close();
    await primary?.dispose();
    if (adminUrl && replicaName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await dropDatabase(admin, replicaName);
      await admin.end();
    }
  });

  const listed = async (app: FastifyInstance, saleNo: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/sale/list?saleAddr=${saleNo}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ entity: { list: { saleNo: number }[] } }>().entity.list.map((s) => s.saleNo);
  };
  const counted = async (app: FastifyInstance, saleNo: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/sale/list/count?saleAddr=${saleNo}` });
    return res.json<{ entity: { totalRow: number } }>().entity.totalRow;
  };
  const sidoCount = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/common/search/city' });
    expect(res.statusCode).toBe(200);
    const regions = res.json<{ entity: { code: string; count: number }[] }>().entity;
    return regions.find((r) => r.code.startsWith(sidoCode))?.count ?? 0;
  };

  it('opens the replica for reads when DATABASE_READ_URL is set, and the primary itself when not', async () => {
    const statusIn = async (db: ReadDb['db']) =>
      (await db.select({ status: sales.status }).from(sales).where(eq(sales.saleNo, onlyInReplica)))[0]
        ?.status;
    expect(reads.replica).toBe(true);
    expect(await statusIn(reads.db)).toBe('ACTIVE');
    const same = await openReadDb(primary.handle, undefined);
    expect(same).toMatchObject({ replica: false });
    expect(same.db).toBe(primary.handle.db);
    expect(await statusIn(same.db)).toBe('DONE');
    await same.close();
    // Closing the stand-in must not close the primary.
    expect(await statusIn(primary.handle.db)).toBe('DONE');
  });

  it("lists, counts and maps what the replica holds, not the primary's copy", async () => {
    expect(await listed(withReplica, onlyInReplica)).toEqual([onlyInReplica]);
    expect(await counted(withReplica, onlyInReplica)).toBe(1);
    expect(await sidoCount(withReplica)).toBe((await sidoCount(withoutReplica)) + 1);
  });

  it('without a replica, search reads the primary', async () => {
    expect(await listed(withoutReplica, onlyInReplica)).toEqual([]);
    expect(await counted(withoutReplica, onlyInReplica)).toBe(0);
    expect(await listed(withoutReplica, inBoth)).toEqual([inBoth]);
  });

  it('writes go to the primary, never the replica', async () => {
    const user = await signIn(withReplica, 'user01');
    const res = await withReplica.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: user.headers,
      payload: { isLike: true, saleNo: inBoth, userNo: user.userNo },
    });
    expect(res.statusCode, res.body).toBe(200);
    const likeIn = (db: ReadDb['db']) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(saleLikes)
        .where(and(eq(saleLikes.saleNo, inBoth), eq(saleLikes.userNo, user.userNo)));
    expect((await likeIn(primary.handle.db))[0]?.n).toBe(1);
    expect((await likeIn(replica.db))[0]?.n).toBe(0);
    // The listing the primary has taken down cannot be liked through the app, whatever the replica says.
    const hidden = await withReplica.inject({
      method: 'POST',
      url: '/api/user/like',
      headers: user.headers,
      payload: { isLike: true, saleNo: onlyInReplica, userNo: user.userNo },
    });
    expect(hidden.statusCode).not.toBe(200);
  });
});
