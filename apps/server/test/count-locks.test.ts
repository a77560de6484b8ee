import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sales } from '../src/db/schema/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { createFilesService } from '../src/modules/files/service.ts';
import { createUploadsRepo } from '../src/modules/files/upload-repo.ts';
import { createUploadsService } from '../src/modules/files/upload-service.ts';
import { createImagesService } from '../src/modules/images/service.ts';
import { createSaleFormRepo } from '../src/modules/sales/form-repo.ts';
import { createSaleFormService } from '../src/modules/sales/form-service.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { expectCubesMatchARecount, rowsOf } from './concurrency-fixture.ts';
import { withDatabase } from './global-setup.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Caller, completeForm, pdf, photo, signIn, uploadId } from './sale-form-fixture.ts';
import { yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * Which count rows a listing's writes lock, and for how long (migration 0029, form-service). The count
 * cubes are kept by statement triggers in the writing transaction, so their rows stay locked until it
 * commits; the rows of a 시도 and of the whole market are shared by every listing there. A registration
 * publishes its listing in its last statement only, and an update that changes nothing a count reads
 * touches no count row: a write of another listing of the same 동 goes on meanwhile. Each check runs that
 * write with a lock timeout while the first transaction is held open, where it waited before. And how
 * the triggers find the rows an update changed: in time linear in the rows, not quadratic.
 */

const onPostgres = inject('pgAdminUrl') !== null;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-count-locks-'));
let ctx: TestContext;
let broker: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  broker = await signIn(ctx.app, 'broker01');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** A published 역삼동 listing of the broker: its count rows are the ones the registrations below use. */
async function publishedNeighbour(title: string): Promise<number> {
  const [row] = await ctx.handle.db
    .insert(sales)
    .values(yeoksamSale(broker.userNo, title))
    .returning({ saleNo: sales.saleNo });
  if (!row) throw new Error('no listing');
  return row.saleNo;
}

/**
 * Pauses and resumes `saleNo` on a connection of its own, giving up after a second of waiting for a lock
 * (an error then); true when both went through.
 */
async function statusChangesWithoutWaiting(saleNo: number): Promise<boolean> {
  const change = async (status: string) =>
    ctx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await tx.execute(sql`update sales set status = ${status} where sale_no = ${saleNo}`);
    });
  try {
    await change('STOP');
    await change('ACTIVE');
    return true;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '55P03') return false;
    throw error;
  }
}

describe.skipIf(!onPostgres)('count row locks', () => {
  it('a registration locks no count row until its last statement, and counts its listing once', async () => {
    const neighbour = await publishedNeighbour('같은 동의 다른 매물');
    const store = diskFileStore(filesDir);
    const uploadsService = createUploadsService({
      db: ctx.handle.db,
      repo: createUploadsRepo(ctx.handle.db),
      files: createFilesService({
        repo: createFilesRepo(ctx.handle.db),
        store,
        linkSecret: 'x'.repeat(32),
      }),
      images: createImagesService({ store }),
    });
    const files = {
      main: await uploadId(ctx.app, broker, 'saleImage', await photo(1)),
      sub: [await uploadId(ctx.app, broker, 'saleImage', await photo(2))],
      registerCopy: await uploadId(ctx.app, broker, 'saleDocument', pdf(), '등기부등본.pdf'),
      buildingRegister: await uploadId(ctx.app, broker, 'saleDocument', pdf(), '건축물대장.pdf'),
    };
    let meanwhile: boolean | null = null;
    const service = createSaleFormService({
      db: ctx.handle.db,
      repo: createSaleFormRepo(ctx.handle.db),
      uploads: uploadsService,
      // Right after the listing's row is written, while its save is open.
      afterListingWrite: async () => {
        meanwhile = await statusChangesWithoutWaiting(neighbour);
      },
    });
    const caller = { userNo: broker.userNo, userType: 'BROKER' as const, sessionId: 'test' };
    const saved = await service.save(
      caller as Parameters<typeof service.save>[0],
      JSON.stringify(completeForm(files)),
    );
    expect(saved.status).toBe('ACTIVE');
    expect(meanwhile).toBe(true);

    // Published as if inserted published: one price history row from its registration, one alert event,
    // and counts equal to a recount.
    const history = await rowsOf<{ same: boolean }>(
      ctx.handle.db,
      sql`select h.changed_at = s.created_at as same from sale_price_history h join sales s using (sale_no)
          where h.sale_no = ${saved.saleNo}`,
    );
    expect(history).toEqual([{ same: true }]);
    const events = await rowsOf<{ kind: string }>(
      ctx.handle.db,
      sql`select kind from alert_events where sale_no = ${saved.saleNo}`,
    );
    expect(events).toEqual([{ kind: 'NEW' }]);
    const [mainImage] = await ctx.handle.db
      .select({ mainImage: sales.mainImage })
      .from(sales)
      .where(eq(sales.saleNo, saved.saleNo));
    expect(mainImage?.mainImage).toMatch(/\/card\.webp$/);
    await expectCubesMatchARecount(ctx.handle.db);
  });

  it('an update that changes nothing a count reads locks no count row; one that does still waits', async () => {
    const [held, other] = [
      await publishedNeighbour('사진만 바뀌는 매물'),
      await publishedNeighbour('옆 매물'),
    ];
    const holdOpen = async (change: ReturnType<typeof sql>) => {
      let meanwhile: boolean | null = null;
      await ctx.handle.db.transaction(async (tx) => {
        await tx.execute(change);
        meanwhile = await statusChangesWithoutWaiting(other);
      });
      return meanwhile;
    };
    expect(
      await holdOpen(
        sql`update sales set main_image = '/images/sale/x/card', title = '새 제목' where sale_no = ${held}`,
      ),
    ).toBe(true);
    // The negative: a grade change moves the listing between count rows, which stay locked until commit.
    expect(await holdOpen(sql`update sales set safety_grade = 'RATE002' where sale_no = ${held}`)).toBe(
      false,
    );
    await expectCubesMatchARecount(ctx.handle.db);
  });

  it('the triggers read each transition table once for an update of every listing, counted or not', async () => {
    // auto_explain prints the plan of each statement the triggers run, with how often each node ran. A
    // join of the old and new rows planned as a nested loop scans one of them once per row of the other:
    // 36 million comparisons for the demo's 6,000 listings.
    const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(
      ctx.handle.db,
      sql`select current_database() as name`,
    );
    const client = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl') ?? '', name) });
    const plans: string[] = [];
    client.on('notice', (notice) => {
      if (notice.message?.includes('Named Tuplestore Scan')) plans.push(notice.message);
    });
    await client.connect();
    try {
      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0`);
      await client.query(`set auto_explain.log_nested_statements = on`);
      await client.query(`set auto_explain.log_analyze = on`);
      await client.query(`set auto_explain.log_timing = off`);
      await client.query(`set client_min_messages = log`);
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from sales`);
      expect(rows[0]?.n).toBeGreaterThan(1000);
      await client.query('begin');
      await client.query(`update sales set title = title || ' '`);
      const unchanged = plans.length;
      await client.query(`update sales set confirmed_at = confirmed_at + interval '1 second'`);
      await client.query('rollback');
      // Both updates ran the triggers' checks; the second, which moves every listing's confirmed day
      // bucket, ran their counting statements too.
      expect(unchanged).toBeGreaterThanOrEqual(3);
      expect(plans.length).toBeGreaterThan(unchanged + 3);
      const loops = plans.flatMap((plan) =>
        [...plan.matchAll(/Named Tuplestore Scan[^\n]*loops=(\d+)/g)].map((m) => Number(m[1])),
      );
      expect(loops.length).toBeGreaterThanOrEqual(plans.length);
      expect(loops.filter((n) => n > 1)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('writes that move listings between the same count rows in opposite directions never deadlock', async () => {
    // Paused listings: no confirmed-cube row is shared by them all, so nothing else orders their writes.
    const listings = await ctx.handle.db
      .insert(sales)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          ...yeoksamSale(broker.userNo, `교차 변경 ${i}`),
          status: 'STOP',
        })),
      )
      .returning({ saleNo: sales.saleNo });
    const grades = ['RATE001', 'RATE002', 'RATE003'];
    // Each write moves one listing to another grade and floor band: half of them one way round, half the
    // other, all on the ten connections of the pool at once.
    const writes = Array.from({ length: 360 }, (_, i) => {
      const { saleNo } = listings[i % listings.length] ?? { saleNo: 0 };
      const grade = grades[(i * 7) % grades.length];
      const floor = i % 2 === 0 ? 2 + (i % 5) : 12 + (i % 9);
      return ctx.handle.db.execute(
        sql`update sales set safety_grade = ${grade}, floor = ${floor} where sale_no = ${saleNo}`,
      );
    });
    const settled = await Promise.allSettled(writes);
    const failures = settled.flatMap((r) =>
      r.status === 'rejected'
        ? [(r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason)]
        : [],
    );
    expect(failures).toEqual([]);
    await expectCubesMatchARecount(ctx.handle.db);
  });
});
