import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canTransition,
  RESTORE_DAYS,
  SALE_STATUSES,
  type SaleStatus,
  transitionRefusal,
} from '@ansim/domain';
import type { DashItem, DashList, SaleStatusCount } from '@ansim/domain/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saleCountArea,
  saleCountCell,
  saleCountPrice,
  saleCountStruct,
  saleDocuments,
  saleImages,
  sales,
  saleViews,
  storedFiles,
  uploads,
} from '../src/db/schema/index.ts';
import { listingImageStorageKey } from '../src/platform/images/variants.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type Caller, signIn } from './sale-form-fixture.ts';
import { type NewSale, yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * Listing management (issue 13, docs/decisions/018): the status machine through the API, bulk changes all
 * or nothing, ownership, the memo, the permanent delete with its files, restore within 30 days, the search
 * counts after every change, and the dashboard's list, searches and counts.
 */

let ctx: TestContext;
let filesDir: string;
let broker: Caller;
let other: Caller;
let general: Caller;
const visitor: Caller = { userNo: 0, headers: {} };

const baseSale = (userNo: number): NewSale => yeoksamSale(userNo, '역삼역 도보 7분 채광 좋은 투룸');

async function insertSale(userNo: number, over: Partial<NewSale> = {}): Promise<number> {
  const [row] = await ctx.handle.db
    .insert(sales)
    .values({ ...baseSale(userNo), ...over })
    .returning({ saleNo: sales.saleNo });
  if (!row) throw new Error('no listing inserted');
  return row.saleNo;
}

/** Puts a listing into `status` directly (a DELETE one as deleted `daysAgo` days ago from `previous`). */
async function putInStatus(saleNo: number, status: SaleStatus, previous: SaleStatus = 'ACTIVE', daysAgo = 1) {
  await ctx.handle.db
    .update(sales)
    .set(
      status === 'DELETE'
        ? {
            status,
            statusBeforeDelete: previous,
            deletedAt: sql`now() - make_interval(days => ${daysAgo})`,
          }
        : { status, statusBeforeDelete: null, deletedAt: null },
    )
    .where(eq(sales.saleNo, saleNo));
}

async function statusOf(saleNo: number): Promise<string | undefined> {
  const [row] = await ctx.handle.db
    .select({ status: sales.status })
    .from(sales)
    .where(eq(sales.saleNo, saleNo));
  return row?.status;
}

interface Answer<T> {
  status: number;
  body: { code: number; message: string; entity: T };
}

async function call<T>(
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await ctx.app.inject({ method, url, headers: caller.headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

const changeOne = (caller: Caller, saleNo: number, status: string) =>
  call<{ updated: { saleNo: number; status: string }[] }>(
    caller,
    'GET',
    `/api/sale/update/status?saleNo=${saleNo}&status=${status}`,
  );
const changeMany = (caller: Caller, saleNos: number[], status: string) =>
  call<{ updated: { saleNo: number; status: string }[] }>(caller, 'POST', '/api/sales/update/status', {
    saleNos,
    status,
  });
const dash = (caller: Caller, query: Record<string, string>) =>
  call<DashList>(caller, 'GET', `/api/sale/dash/list?${new URLSearchParams(query)}`);
const statusCount = (caller: Caller) => call<SaleStatusCount>(caller, 'GET', '/api/sale/status/count');

/** The public total (a visitor's search count) and the 서울 bubble of the map. */
async function searchTotals(): Promise<{ total: number; seoul: number }> {
  const count = await call<{ totalRow: number }>(visitor, 'GET', '/api/search/sale/list/count');
  const map = await call<{ code: string; count: number }[]>(
    visitor,
    'GET',
    '/common/search/main/map?level=sido',
  );
  return {
    total: count.body.entity.totalRow,
    seoul: map.body.entity.find((r) => r.code === '11')?.count ?? 0,
  };
}

/** Every count cube as the triggers keep it, and as a rebuild from the listings makes it (rolled back). */
async function cubesMatchARecount(): Promise<void> {
  const read = async (db: Pick<typeof ctx.handle.db, 'select'>) => {
    const snap = async (
      table: typeof saleCountStruct | typeof saleCountPrice | typeof saleCountArea | typeof saleCountCell,
    ) =>
      (await db.select().from(table))
        .filter((r) => r.n > 0)
        .map((r) => JSON.stringify(r))
        .sort();
    return {
      struct: await snap(saleCountStruct),
      price: await snap(saleCountPrice),
      area: await snap(saleCountArea),
      cell: await snap(saleCountCell),
    };
  };
  const kept = await read(ctx.handle.db);
  let rebuilt: Awaited<ReturnType<typeof read>> | null = null;
  await ctx.handle.db
    .transaction(async (tx) => {
      await tx.execute(sql`select sale_counts_rebuild()`);
      rebuilt = await read(tx);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  expect(rebuilt).not.toBeNull();
  expect(kept).toEqual(rebuilt);
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sale-manage-files-'));
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  broker = await signIn(ctx.app, 'broker02');
  other = await signIn(ctx.app, 'broker03');
  general = await signIn(ctx.app, 'user01');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('status transitions through the API', () => {
  for (const from of SALE_STATUSES) {
    for (const to of SALE_STATUSES) {
      // A deleted listing remembers ACTIVE: its only way back.
      const allowed = from === 'DELETE' ? to === 'ACTIVE' : canTransition(from, to);
      it(`${from} → ${to}: ${allowed ? '200' : '409'}`, async () => {
        const saleNo = await insertSale(broker.userNo);
        await putInStatus(saleNo, from, 'ACTIVE');
        const res = await changeOne(broker, saleNo, to);
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.entity.updated).toEqual([{ saleNo, status: to }]);
          expect(await statusOf(saleNo)).toBe(to);
        } else {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(
            transitionRefusal(from, to, { previous: 'ACTIVE', deletedAt: new Date(Date.now() - 86_400_000) }),
          );
          expect(res.body.message).toMatch(/[가-힣]/);
          expect(await statusOf(saleNo)).toBe(from);
        }
      });
    }
  }

  it('deleting remembers the status; restoring puts it back and clears the deletion', async () => {
    const saleNo = await insertSale(broker.userNo);
    await putInStatus(saleNo, 'STOP');
    expect((await changeOne(broker, saleNo, 'DELETE')).status).toBe(200);
    const [row] = await ctx.handle.db.select().from(sales).where(eq(sales.saleNo, saleNo));
    expect(row?.statusBeforeDelete).toBe('STOP');
    expect(row?.deletedAt).not.toBeNull();
    const item = (await call<DashList>(broker, 'GET', `/api/sale/search/saleNo?saleNo=${saleNo}`)).body.entity
      .list[0];
    expect(item?.status).toBe('DELETE');
    expect(item?.statusBeforeDelete).toBe('STOP');
    expect(new Date(item?.restorableUntil ?? 0).getTime() - new Date(item?.deletedAt ?? 0).getTime()).toBe(
      RESTORE_DAYS * 86_400_000,
    );
    const wrong = await changeOne(broker, saleNo, 'ACTIVE');
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('삭제한 매물은 삭제 전 상태(게시중지)로만 되돌릴 수 있습니다.');
    expect((await changeOne(broker, saleNo, 'STOP')).status).toBe(200);
    const [back] = await ctx.handle.db.select().from(sales).where(eq(sales.saleNo, saleNo));
    expect(back).toMatchObject({ status: 'STOP', statusBeforeDelete: null, deletedAt: null });
  });

  it('restores within 30 days and refuses after', async () => {
    const fresh = await insertSale(broker.userNo);
    await putInStatus(fresh, 'DELETE', 'ACTIVE', RESTORE_DAYS - 1);
    expect((await changeOne(broker, fresh, 'ACTIVE')).status).toBe(200);
    const old = await insertSale(broker.userNo);
    await putInStatus(old, 'DELETE', 'ACTIVE', RESTORE_DAYS + 1);
    const late = await changeOne(broker, old, 'ACTIVE');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`삭제한 지 ${RESTORE_DAYS}일이 지난 매물은 되돌릴 수 없습니다.`);
    expect(await statusOf(old)).toBe('DELETE');
  });

  it('refuses a bad status or saleNo with a 400 naming the field', async () => {
    const saleNo = await insertSale(broker.userNo);
    for (const url of [
      `/api/sale/update/status?saleNo=${saleNo}&status=PAUSED`,
      `/api/sale/update/status?saleNo=${saleNo}`,
      '/api/sale/update/status?saleNo=abc&status=STOP',
    ]) {
      const res = await call(broker, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/status|saleNo/);
    }
    const empty = await changeMany(broker, [], 'STOP');
    expect(empty.status).toBe(400);
    const tooMany = await changeMany(
      broker,
      Array.from({ length: 101 }, (_, i) => i + 1),
      'STOP',
    );
    expect(tooMany.status).toBe(400);
  });
});

describe('bulk status change', () => {
  it('is all or nothing: one illegal listing refuses the whole change', async () => {
    const active = [
      await insertSale(broker.userNo),
      await insertSale(broker.userNo),
      await insertSale(broker.userNo),
    ];
    const done = await insertSale(broker.userNo);
    await putInStatus(done, 'DONE');
    const res = await changeMany(broker, [...active, done], 'STOP');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('거래완료인 매물은 게시중지로 바꿀 수 없습니다.');
    for (const saleNo of active) expect(await statusOf(saleNo)).toBe('ACTIVE');
    expect(await statusOf(done)).toBe('DONE');

    const ok = await changeMany(broker, [...active, active[0] as number], 'STOP');
    expect(ok.status).toBe(200);
    expect(ok.body.entity.updated).toEqual(active.map((saleNo) => ({ saleNo, status: 'STOP' })));
    for (const saleNo of active) expect(await statusOf(saleNo)).toBe('STOP');
  });

  it('refuses another broker’s listing in a bulk (403) and an unknown one (404), changing nothing', async () => {
    const mine = await insertSale(broker.userNo);
    const theirs = await insertSale(other.userNo);
    const foreign = await changeMany(broker, [mine, theirs], 'STOP');
    expect(foreign.status).toBe(403);
    const unknown = await changeMany(broker, [mine, 2_000_000_000], 'STOP');
    expect(unknown.status).toBe(404);
    expect(await statusOf(mine)).toBe('ACTIVE');
    expect(await statusOf(theirs)).toBe('ACTIVE');
  });
});

describe('ownership', () => {
  it('lets only the owning broker act: another broker 403, a general member 403, a visitor 401, unknown 404', async () => {
    const saleNo = await insertSale(broker.userNo);
    expect((await changeOne(other, saleNo, 'STOP')).status).toBe(403);
    expect((await changeOne(general, saleNo, 'STOP')).status).toBe(403);
    expect((await changeOne(visitor, saleNo, 'STOP')).status).toBe(401);
    expect((await changeOne(broker, 2_000_000_000, 'STOP')).status).toBe(404);
    expect(await statusOf(saleNo)).toBe('ACTIVE');

    const memo = await call(other, 'GET', `/api/sale/update/memo?saleNo=${saleNo}&memo=x`);
    expect(memo.status).toBe(403);
    await putInStatus(saleNo, 'DELETE');
    expect((await call(other, 'POST', '/api/sale/delete', { saleNos: [saleNo] })).status).toBe(403);
    expect(await statusOf(saleNo)).toBe('DELETE');
    for (const url of ['/api/sale/status/count', '/api/sale/dash/list', '/api/sale/search/saleNo?saleNo=1']) {
      expect((await call(general, 'GET', url)).status, url).toBe(403);
      expect((await call(visitor, 'GET', url)).status, url).toBe(401);
    }
    // Another broker's listing is not found by number in one's own dashboard.
    const found = await call<DashList>(other, 'GET', `/api/sale/search/saleNo?saleNo=${saleNo}`);
    expect(found.body.entity.list).toEqual([]);
  });
});

describe('memo', () => {
  it('keeps up to 200 characters, refuses 201, and clears when empty', async () => {
    const saleNo = await insertSale(broker.userNo);
    const memo = '가'.repeat(200);
    const saved = await call<{ saleNo: number; memo: string | null }>(
      broker,
      'GET',
      `/api/sale/update/memo?${new URLSearchParams({ saleNo: String(saleNo), memo })}`,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.entity).toEqual({ saleNo, memo });
    const long = await call(
      broker,
      'GET',
      `/api/sale/update/memo?${new URLSearchParams({ saleNo: String(saleNo), memo: `${memo}가` })}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('메모');
    const item = (await call<DashList>(broker, 'GET', `/api/sale/search/saleNo?saleNo=${saleNo}`)).body.entity
      .list[0];
    expect(item?.memo).toBe(memo);
    const cleared = await call<{ memo: string | null }>(
      broker,
      'GET',
      `/api/sale/update/memo?saleNo=${saleNo}&memo=`,
    );
    expect(cleared.body.entity.memo).toBeNull();
  });
});

describe('permanent delete', () => {
  it('removes only DELETE listings, with their rows and files; a photo another listing uses stays', async () => {
    const store = diskFileStore(filesDir);
    const db = ctx.handle.db;
    const shared = 'a1'.repeat(16);
    const own = 'b2'.repeat(16);
    for (const key of [shared, own]) {
      await store.put(listingImageStorageKey(key, 'card.webp'), Buffer.from('webp'));
      await store.put(listingImageStorageKey(key, 'original.jpg'), Buffer.from('jpg'));
    }
    const docKey = `documents/${randomUUID()}.pdf`;
    await store.put(docKey, Buffer.from('%PDF'));
    const fileId = randomUUID();
    await db.insert(storedFiles).values({
      fileId,
      ownerUserNo: broker.userNo,
      kind: 'SALE_DOCUMENT',
      mime: 'application/pdf',
      size: 4,
      storageKey: docKey,
    });

    const gone = await insertSale(broker.userNo);
    const keeper = await insertSale(broker.userNo);
    await db.insert(saleImages).values([
      { saleNo: gone, isMain: true, sortOrder: 0, imageKey: shared, width: 10, height: 10 },
      { saleNo: gone, sortOrder: 1, imageKey: own, width: 10, height: 10 },
      { saleNo: keeper, isMain: true, sortOrder: 0, imageKey: shared, width: 10, height: 10 },
    ]);
    await db.insert(saleDocuments).values({ saleNo: gone, kind: 'REGISTER_COPY', fileId });
    await db.insert(uploads).values({
      userNo: broker.userNo,
      purpose: 'saleImage',
      imageKey: own,
      originalName: 'a.jpg',
      mime: 'image/jpeg',
      size: 3,
      width: 10,
      height: 10,
      saleNo: gone,
    });

    const notDeleted = await call(broker, 'POST', '/api/sale/delete', { saleNos: [gone] });
    expect(notDeleted.status).toBe(409);
    expect(notDeleted.body.message).toBe('삭제 상태인 매물만 완전히 삭제할 수 있습니다.');
    expect(await statusOf(gone)).toBe('ACTIVE');

    expect((await changeOne(broker, gone, 'DELETE')).status).toBe(200);
    const mixed = await call(broker, 'POST', '/api/sale/delete', { saleNos: [gone, keeper] });
    expect(mixed.status).toBe(409);
    expect(await statusOf(gone)).toBe('DELETE');

    const res = await call<{ deleted: number[] }>(broker, 'POST', '/api/sale/delete', { saleNos: [gone] });
    expect(res.status).toBe(200);
    expect(res.body.entity.deleted).toEqual([gone]);
    expect(await statusOf(gone)).toBeUndefined();
    expect(await db.select().from(saleImages).where(eq(saleImages.saleNo, gone))).toEqual([]);
    expect(await db.select().from(saleDocuments).where(eq(saleDocuments.saleNo, gone))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.imageKey, own))).toEqual([]);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId))).toEqual([]);
    const exists = (key: string) => fs.existsSync(path.join(filesDir, key));
    expect(exists(docKey)).toBe(false);
    expect(exists(listingImageStorageKey(own, 'card.webp'))).toBe(false);
    expect(exists(listingImageStorageKey(own, 'original.jpg'))).toBe(false);
    expect(exists(listingImageStorageKey(shared, 'card.webp'))).toBe(true);
    expect(exists(listingImageStorageKey(shared, 'original.jpg'))).toBe(true);
    expect(await statusOf(keeper)).toBe('ACTIVE');

    const again = await call(broker, 'POST', '/api/sale/delete', { saleNos: [gone] });
    expect(again.status).toBe(404);
    await cubesMatchARecount();
  });
});

describe('search counts', () => {
  it('follow pause, resume, completion, deletion and permanent delete at once', async () => {
    const saleNo = await insertSale(broker.userNo);
    const start = await searchTotals();
    const expectShift = async (delta: number) => {
      const now = await searchTotals();
      expect(now).toEqual({ total: start.total + delta, seoul: start.seoul + delta });
    };
    await changeOne(broker, saleNo, 'STOP');
    await expectShift(-1);
    await changeOne(broker, saleNo, 'ACTIVE');
    await expectShift(0);
    await changeOne(broker, saleNo, 'DELETE');
    await expectShift(-1);
    await changeOne(broker, saleNo, 'ACTIVE');
    await expectShift(0);
    await changeOne(broker, saleNo, 'DONE');
    await expectShift(-1);
    await changeOne(broker, saleNo, 'DELETE');
    await call(broker, 'POST', '/api/sale/delete', { saleNos: [saleNo] });
    await expectShift(-1);
    await cubesMatchARecount();
  });

  it('stay exact after a random sequence of single and bulk changes', async () => {
    const saleNos: number[] = [];
    for (let i = 0; i < 12; i++)
      saleNos.push(
        await insertSale(broker.userNo, {
          saleType: i % 3 === 0 ? 'SALE' : 'RENT',
          sellingPrice: i % 3 === 0 ? 50_000 : null,
          buildingType: i % 2 === 0 ? 'VILLA' : 'OFFICETELS',
          floor: (i % 5) + 1,
        }),
      );
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const targets: SaleStatus[] = ['ACTIVE', 'STOP', 'DONE', 'DELETE'];
    for (let step = 0; step < 80; step++) {
      const to = targets[next(targets.length)] as SaleStatus;
      if (step % 4 === 0) {
        const some = saleNos.filter(() => next(3) === 0);
        if (some.length > 0) await changeMany(broker, some, to);
      } else {
        await changeOne(broker, saleNos[next(saleNos.length)] as number, to);
      }
    }
    await cubesMatchARecount();
  });

  it('50 concurrent opposite changes leave a consistent state and exact counts', async () => {
    const one = await insertSale(broker.userNo);
    const group = [
      await insertSale(broker.userNo),
      await insertSale(broker.userNo),
      await insertSale(broker.userNo),
    ];
    const start = await searchTotals();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const to = i % 2 === 0 ? 'STOP' : 'ACTIVE';
        return i % 5 === 4
          ? changeMany(broker, [...group].reverse(), to)
          : changeOne(broker, i % 3 === 0 ? one : (group[i % 3] as number), to);
      }),
    );
    for (const a of answers) expect([200, 409]).toContain(a.status);
    // Each success changed what it said: a listing's successful changes alternate from ACTIVE.
    for (const saleNo of [one, ...group]) {
      const final = await statusOf(saleNo);
      expect(['ACTIVE', 'STOP']).toContain(final);
      const changes = answers
        .filter((a) => a.status === 200)
        .flatMap((a) => a.body.entity.updated)
        .filter((u) => u.saleNo === saleNo)
        .map((u) => u.status);
      const stops = changes.filter((s) => s === 'STOP').length;
      const actives = changes.filter((s) => s === 'ACTIVE').length;
      expect(stops - actives).toBe(final === 'STOP' ? 1 : 0);
    }
    const stopped =
      (
        await ctx.handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sales)
          .where(sql`${inArray(sales.saleNo, [one, ...group])} and ${sales.status} = 'STOP'`)
      )[0]?.n ?? 0;
    expect(await searchTotals()).toEqual({ total: start.total - stopped, seoul: start.seoul - stopped });
    await cubesMatchARecount();
  });
});

describe('dashboard', () => {
  let dashBroker: Caller;
  const made: { saleNo: number; status: SaleStatus; addr: string }[] = [];

  beforeAll(async () => {
    dashBroker = await signIn(ctx.app, 'broker04');
    // broker04's seeded listings are left as they are; the test reads the totals it adds on top.
    const statuses: SaleStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'STOP', 'DONE', 'STORAGE', 'DELETE'];
    for (let i = 0; i < 14; i++) {
      const status = statuses[i % statuses.length] as SaleStatus;
      const addr =
        i % 2 === 0 ? `서울특별시 마포구 망원동 ${400 + i} 망원빌라` : `서울특별시 강남구 역삼동 ${800 + i}`;
      const saleNo = await insertSale(dashBroker.userNo, {
        saleAddr: addr,
        createdAt: new Date(Date.UTC(2031, 0, 1 + i)),
      });
      await putInStatus(saleNo, status);
      made.push({ saleNo, status, addr });
    }
  });

  it('counts by status match the list of each tab', async () => {
    const counts = (await statusCount(dashBroker)).body.entity;
    const keys: Record<SaleStatus, keyof SaleStatusCount> = {
      ACTIVE: 'activeCount',
      DELETE: 'deleteCount',
      DONE: 'doneCount',
      STOP: 'stopCount',
      STORAGE: 'storageCount',
    };
    let notDeleted = 0;
    for (const status of SALE_STATUSES) {
      const list = (await dash(dashBroker, { status, limit: '100' })).body.entity;
      expect(list.pageInfo.totalRow, status).toBe(counts[keys[status]]);
      expect(list.list.every((item) => item.status === status)).toBe(true);
      if (status !== 'DELETE') notDeleted += counts[keys[status]];
    }
    expect((await dash(dashBroker, {})).body.entity.pageInfo.totalRow).toBe(notDeleted);
    expect(counts.deleteCount).toBeGreaterThanOrEqual(2);
  });

  it('pages newest first without overlap', async () => {
    const first = (await dash(dashBroker, { status: 'ACTIVE', limit: '3', page: '1' })).body.entity;
    const second = (await dash(dashBroker, { status: 'ACTIVE', limit: '3', page: '2' })).body.entity;
    expect(first.list).toHaveLength(3);
    const ours = made.filter((m) => m.status === 'ACTIVE').map((m) => m.saleNo);
    // The newest ACTIVE listings are ours (registered in 2031), latest first.
    expect(first.list.map((i) => i.saleNo)).toEqual([...ours].reverse().slice(0, 3));
    expect(second.list[0]?.saleNo).toBe([...ours].reverse()[3]);
    const seen = new Set([...first.list, ...second.list].map((i) => i.saleNo));
    expect(seen.size).toBe(first.list.length + second.list.length);
    expect(first.pageInfo.totalPage).toBe(Math.ceil(first.pageInfo.totalRow / 3));
  });

  it('shows the item fields the dashboard needs', async () => {
    const newest = made[made.length - 1] as (typeof made)[number];
    const res = await call<DashList>(dashBroker, 'GET', `/api/sale/search/saleNo?saleNo=${newest.saleNo}`);
    const item = res.body.entity.list[0] as DashItem;
    expect(item).toMatchObject({
      saleNo: newest.saleNo,
      status: newest.status,
      saleAddr: newest.addr,
      saleType: 'RENT',
      rentPrice: 20_000,
      likeCount: 0,
      inquiryCount: 0,
      viewCount: 0,
    });
    expect(item.regDate).toBe(new Date(Date.UTC(2031, 0, 14)).toISOString());
    expect(typeof item.daysListed).toBe('number');
  });

  it('counts detail views by anyone but the owner, on that listing only, with no view lost', async () => {
    const viewed = await insertSale(broker.userNo);
    const untouched = await insertSale(broker.userNo);
    const view = (caller: Caller) => call<unknown>(caller, 'GET', `/api/sale/${viewed}`);
    for (const caller of [visitor, visitor, general, other]) expect((await view(caller)).status).toBe(200);
    expect((await view(broker)).status).toBe(200); // the owner's own look is not a view
    await Promise.all(Array.from({ length: 20 }, () => view(visitor)));
    const viewsOf = async (saleNo: number) => {
      const res = await call<DashList>(broker, 'GET', `/api/sale/search/saleNo?saleNo=${saleNo}`);
      return (res.body.entity.list[0] as DashItem).viewCount;
    };
    expect(await viewsOf(viewed)).toBe(24);
    expect(await viewsOf(untouched)).toBe(0);
  });

  it('counts no view by the operator, of a listing that is not published, or of one that does not exist', async () => {
    const admin = await signIn(ctx.app, 'admin01');
    const shown = await insertSale(broker.userNo);
    const stopped = await insertSale(broker.userNo);
    await putInStatus(stopped, 'STOP');
    const view = (caller: Caller, saleNo: number) => call<unknown>(caller, 'GET', `/api/sale/${saleNo}`);
    expect((await view(admin, shown)).status).toBe(200);
    // The stopped listing: its broker and the operator see it, a visitor gets 404; nobody's look counts.
    expect((await view(broker, stopped)).status).toBe(200);
    expect((await view(admin, stopped)).status).toBe(200);
    expect((await view(visitor, stopped)).status).toBe(404);
    expect((await view(general, stopped)).status).toBe(404);
    expect((await view(visitor, 999_999_999)).status).toBe(404);
    expect((await view(visitor, shown)).status).toBe(200);
    const counted = await ctx.handle.db
      .select({ saleNo: saleViews.saleNo, viewCount: saleViews.viewCount })
      .from(saleViews)
      .where(inArray(saleViews.saleNo, [shown, stopped, 999_999_999]));
    expect(counted).toEqual([{ saleNo: shown, viewCount: 1 }]);
  });

  it('searches the address by a two-syllable word and by listing number', async () => {
    const res = await call<DashList>(
      dashBroker,
      'GET',
      `/api/sale/search/address?${new URLSearchParams({ keyword: '망원', limit: '100' })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = made
      .filter((m) => m.addr.includes('망원') && m.status !== 'DELETE')
      .map((m) => m.saleNo);
    const found = res.body.entity.list.map((i) => i.saleNo);
    for (const saleNo of expected) expect(found).toContain(saleNo);
    expect(
      res.body.entity.list.every((i) => i.saleAddr.includes('망원') || (i.title ?? '').includes('망원')),
    ).toBe(true);
    expect(res.body.entity.list.some((i) => i.status === 'DELETE')).toBe(false);
    const deleted = await call<DashList>(
      dashBroker,
      'GET',
      `/api/sale/search/address?${new URLSearchParams({ keyword: '망원', status: 'DELETE' })}`,
    );
    expect(deleted.body.entity.list.every((i) => i.status === 'DELETE')).toBe(true);
    // % and _ are text, not wildcards.
    const wild = await call<DashList>(dashBroker, 'GET', '/api/sale/search/address?keyword=%25');
    expect(wild.body.entity.list).toEqual([]);
    const empty = await call(dashBroker, 'GET', '/api/sale/search/address?keyword=');
    expect(empty.status).toBe(400);

    const one = made[0] as (typeof made)[number];
    const byNo = await call<DashList>(dashBroker, 'GET', `/api/sale/search/saleNo?saleNo=${one.saleNo}`);
    expect(byNo.body.entity.list.map((i) => i.saleNo)).toEqual([one.saleNo]);
    const none = await call<DashList>(dashBroker, 'GET', '/api/sale/search/saleNo?saleNo=2000000000');
    expect(none.body.entity).toEqual({ list: [], pageInfo: { page: 1, totalPage: 0, totalRow: 0 } });
  });

  it('counts follow a change at once', async () => {
    const before = (await statusCount(dashBroker)).body.entity;
    const active = made.find((m) => m.status === 'ACTIVE') as (typeof made)[number];
    expect((await changeOne(dashBroker, active.saleNo, 'STOP')).status).toBe(200);
    const after = (await statusCount(dashBroker)).body.entity;
    expect(after).toEqual({
      ...before,
      activeCount: before.activeCount - 1,
      stopCount: before.stopCount + 1,
    });
  });
});
