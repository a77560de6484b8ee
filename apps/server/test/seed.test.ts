import { displaySigungu } from '@ansim/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../src/db/seed/index.ts';
import { verifyPassword } from '../src/platform/password/argon2.ts';
import { openTestDb } from './helpers.ts';

let test: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  test = await openTestDb();
});
afterAll(async () => {
  await test.dispose();
});

describe('seed', () => {
  it('creates one active demo account per role with the documented password, hashed with argon2id', async () => {
    const rows = await test.handle.db.select().from(users);
    const demo = rows.filter((u) => DEMO_ACCOUNTS.some((a) => a.loginId === u.loginId));
    expect(demo.map((u) => [u.loginId, u.userType, u.status]).sort()).toEqual([
      ['admin01', 'ADMIN', 'ACTIVE'],
      ['broker01', 'BROKER', 'ACTIVE'],
      ['lawyer01', 'LAWYER', 'ACTIVE'],
      ['user01', 'GENERAL', 'ACTIVE'],
    ]);
    const broker = demo.find((u) => u.loginId === 'broker01');
    expect(broker?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(broker?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(broker?.passwordHash ?? '', 'ansim2580')).toBe(false);
  });

  it('is idempotent: a second run adds no accounts and no regions', async () => {
    const report = await seed(test.handle.db, { demo: true });
    expect(report.demoAccounts).toBe(0);
    expect(report.regions).toBe(0);
    expect(await test.handle.db.select().from(users)).toHaveLength(11);
  });

  it('loads every 법정동 of the three regions with a centroid, derived for 시도 and 시군구', async () => {
    const all = await test.handle.db.select().from(regions);
    expect(all).toHaveLength(2995);
    expect(new Set(all.filter((r) => r.level === 1).map((r) => r.sido))).toEqual(
      new Set(['서울특별시', '인천광역시', '경기도']),
    );
    const missing = all.filter((r) => r.lat === null || r.lng === null);
    expect(missing.map((r) => r.fullName)).toEqual([]);
    const [gangnam] = await test.handle.db.select().from(regions).where(eq(regions.code, '1168000000'));
    expect(gangnam?.fullName).toBe('서울특별시 강남구');
    expect(gangnam?.lat).toBeGreaterThan(37.46);
    expect(gangnam?.lat).toBeLessThan(37.54);
  });

  it('writes a city with districts as two words', async () => {
    expect(displaySigungu('수원시장안구')).toBe('수원시 장안구');
    expect(displaySigungu('강남구')).toBe('강남구');
    const [row] = await test.handle.db.select().from(regions).where(eq(regions.code, '4111112900'));
    expect(row?.fullName).toBe('경기도 수원시 장안구 파장동');
  });
});
