import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { notifications, sales, users } from '../src/db/schema/index.ts';
import { openTestDb, TEST_JWT_SECRET } from './helpers.ts';
import { signIn } from './sale-form-fixture.ts';

/*
 * The alert job on the durable queue (decision 027, 030): an app with matchAlerts schedules the match and
 * the 09:00 digest in Korean time, and a successful write request sends the match job, whose worker tells
 * the saved search's owner of a listing committed before it.
 */

type Handle = Awaited<ReturnType<typeof openTestDb>>;
let test: Handle;
let app: FastifyInstance;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await test.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  test = await openTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, jwtSecret: TEST_JWT_SECRET, db: test.handle.db, matchAlerts: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await test?.dispose();
});

describe('alerts on the queue', () => {
  it('schedules the match every minute and the digest at 09:00, in Korean time', async () => {
    const scheduled = await rows<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, options->>'tz' as timezone from pgboss.schedule where name like 'alerts.%' order by name`,
    );
    expect(scheduled).toEqual([
      { name: 'alerts.digest', cron: '0 9 * * *', timezone: 'Asia/Seoul' },
      { name: 'alerts.match', cron: '* * * * *', timezone: 'Asia/Seoul' },
    ]);
  });

  it('a write request sends the match job, which tells the saved search owner', {
    timeout: 60_000,
  }, async () => {
    const db = test.handle.db;
    const user01 = await signIn(app, 'user01');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/savedSearch',
      headers: user01.headers,
      payload: { name: '수원 매매', filter: { saleAddr: '수원', types: 'SALE' } },
    });
    expect(saved.statusCode).toBe(200);
    const [broker] = await db.select().from(users).where(eq(users.loginId, 'broker02'));
    const [listing] = await db
      .insert(sales)
      .values({
        userNo: broker!.userNo,
        status: 'ACTIVE',
        saleType: 'SALE',
        buildingType: 'APARTMENT',
        sellingPrice: 61000,
        roomGroup: 'ROOM004',
        roomType: 'ROOM_TYPE005',
        floor: 7,
        entireFloor: 15,
        dedicatedArea: 59.9,
        saleAddr: '경기도 수원시 장안구 파장동 1 큐잡아파트',
        bjdCode: '4111112900',
        sidoCode: '41',
        sigunguCode: '41111',
        dongCode: '41111129',
        lat: 37.3218,
        lng: 126.9971,
        title: '큐 알림 아파트',
        safetyGrade: 'RATE002',
      })
      .returning({ saleNo: sales.saleNo });
    // Any successful write afterwards sends the job (the listing's own save would, through the API).
    const touched = await app.inject({
      method: 'PATCH',
      url: `/api/savedSearch/${saved.json<{ entity: { searchNo: number } }>().entity.searchNo}`,
      headers: user01.headers,
      payload: { frequency: 'INSTANT' },
    });
    expect(touched.statusCode).toBe(200);
    const told = () =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userNo, user01.userNo),
            eq(notifications.link, `/salesManagement/salesDetail/${listing!.saleNo}`),
          ),
        );
    await until(async () => (await told()).length > 0, 'the alert notification');
    const [row] = await told();
    expect(row!.kind).toBe('SAVED_SEARCH_MATCH');
    expect(row!.title).toBe('저장한 검색 “수원 매매”에 새 매물');
  });
});
