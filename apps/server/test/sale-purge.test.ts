import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auditLog, saleDocuments, sales, storedFiles } from '../src/db/schema/index.ts';
import { createSaleManageRepo } from '../src/modules/sales/manage-repo.ts';
import { createSaleManageService } from '../src/modules/sales/manage-service.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { openTestDb, TEST_JWT_SECRET } from './helpers.ts';

/*
 * The automatic purge of deleted listings (decision 018, issue 17): a DELETE listing whose deleted_at is
 * more than 30 days back is removed for good with its rows and files and one audit row 'sale.purge' by
 * 'system'; one deleted 29 days ago stays restorable; listings of any other status are never touched.
 */

type Handle = Awaited<ReturnType<typeof openTestDb>>;
let test: Handle;
let filesDir: string;
const DAY_MS = 86_400_000;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await test.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Listings of one broker, marked deleted `daysAgo` days before `now` (or left with `status`). */
async function markDeleted(saleNos: number[], now: Date, daysAgo: number) {
  const at = new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  await test.handle.db.execute(
    sql`update sales set status_before_delete = status, status = 'DELETE', deleted_at = ${at}::timestamptz
         where sale_no = any(${sql.param(saleNos)}::int[])`,
  );
}

async function pickActive(n: number): Promise<number[]> {
  const picked = await rows<{ saleNo: number }>(
    sql`select sale_no as "saleNo" from sales where status = 'ACTIVE'
         and sale_no not in (select sale_no from sale_documents)
         order by sale_no desc limit ${n}`,
  );
  expect(picked).toHaveLength(n);
  return picked.map((p) => p.saleNo);
}

const stillThere = async (saleNos: number[]) =>
  (
    await test.handle.db.select({ saleNo: sales.saleNo }).from(sales).where(inArray(sales.saleNo, saleNos))
  ).map((r) => r.saleNo);

const purgeRows = (saleNo: number) =>
  test.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sale.purge'), eq(auditLog.targetId, String(saleNo))));

beforeAll(async () => {
  test = await openTestDb();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sale-purge-'));
});

afterAll(async () => {
  await test?.dispose();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('purgeExpired', () => {
  it('removes listings deleted 31 days ago with their document files and an audit row each; keeps 29 days', async () => {
    const store = diskFileStore(filesDir);
    const service = createSaleManageService({
      db: test.handle.db,
      repo: createSaleManageRepo(test.handle.db),
      store,
    });
    const now = new Date();
    const [old1, old2, old3, recent, active] = (await pickActive(5)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    await markDeleted([old1, old2, old3], now, 31);
    await markDeleted([recent], now, 29);

    // A registry document of old1, stored on disk: it goes with the listing.
    const fileId = randomUUID();
    const storageKey = `docs/${fileId}.pdf`;
    await store.put(storageKey, Buffer.from('%PDF-1.4 test'));
    const [owner] = await rows<{ userNo: number }>(
      sql`select user_no as "userNo" from sales where sale_no = ${old1}`,
    );
    await test.handle.db.insert(storedFiles).values({
      fileId,
      ownerUserNo: owner!.userNo,
      kind: 'REGISTER_COPY',
      mime: 'application/pdf',
      size: 13,
      storageKey,
    });
    await test.handle.db.insert(saleDocuments).values({ saleNo: old1, kind: 'REGISTER_COPY', fileId });
    expect((await store.get(storageKey)).length).toBe(13);

    // Two per transaction: the three due listings go in two batches.
    const result = await service.purgeExpired(now, 2);
    expect(result.purged).toBeGreaterThanOrEqual(3);

    expect(await stillThere([old1, old2, old3])).toEqual([]);
    expect((await stillThere([recent, active])).sort()).toEqual([recent, active].sort());
    const [recentRow] = await test.handle.db.select().from(sales).where(eq(sales.saleNo, recent));
    expect(recentRow?.status).toBe('DELETE');
    const [activeRow] = await test.handle.db.select().from(sales).where(eq(sales.saleNo, active));
    expect(activeRow?.status).toBe('ACTIVE');

    expect(
      await test.handle.db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId)),
    ).toHaveLength(0);
    expect(fs.existsSync(path.join(filesDir, storageKey))).toBe(false);

    for (const saleNo of [old1, old2, old3]) {
      const audit = await purgeRows(saleNo);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserNo: null,
        actorLoginId: 'system',
        targetType: 'sale',
        after: null,
        before: { status: 'DELETE', statusBeforeDelete: 'ACTIVE' },
      });
    }
    expect(await purgeRows(recent)).toHaveLength(0);

    // Run again: nothing more is due, nothing more is written.
    expect((await service.purgeExpired(now, 2)).purged).toBe(0);
    expect(await purgeRows(old1)).toHaveLength(1);

    // Two days later the 29-day one is due too.
    expect((await service.purgeExpired(new Date(now.getTime() + 2 * DAY_MS))).purged).toBe(1);
    expect(await stillThere([recent])).toEqual([]);
    expect(await purgeRows(recent)).toHaveLength(1);
  });

  it('runs at start-up in the app that owns the database (purgeDeletedListings)', async () => {
    const [due] = await pickActive(1);
    await markDeleted([due!], new Date(), 40);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    const app = await buildApp({
      config,
      jwtSecret: TEST_JWT_SECRET,
      db: test.handle.db,
      purgeDeletedListings: true,
      deliverNotifications: false,
    });
    await app.ready();
    // The first run starts on ready; close waits for it.
    await app.close();
    expect(await stillThere([due!])).toEqual([]);
    expect(await purgeRows(due!)).toHaveLength(1);
  });
});
