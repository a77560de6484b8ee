import type { AdminAuditList } from '@ansim/domain/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { audit, auditSystem } from '../src/modules/audit/audit.ts';
import { type Caller, opsFixture } from './admin-ops-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The audit log's search (issue 17 §8): each filter narrows to what it names (action, target, actor,
 * Korean days at their edges, reason words), newest first, paged; and the table itself refuses UPDATE and
 * DELETE at the database, whoever asks.
 */

let ctx: TestContext;
const ops = opsFixture(() => ctx, 43);
let admin: Caller;
/** A word no seeded row has, so each search sees only this file's rows. */
const MARK = `감사${Date.now().toString(36)}`;

const search = async (query: string) => {
  const res = await ops.send(admin, 'GET', `/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: AdminAuditList }>().entity;
};

/** A row at a chosen instant: inserted as audit() would, with created_at given. */
async function rowAt(createdAt: string, action: string, targetId: string, reason: string) {
  await ctx.handle.db.insert(auditLog).values({
    actorUserNo: admin.userNo,
    actorLoginId: 'admin01',
    action,
    targetType: 'user',
    targetId,
    before: { status: 'ACTIVE' },
    after: { status: 'SUSPENDED' },
    reason,
    createdAt: new Date(createdAt),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ops.login('admin01');
  const db = ctx.handle.db;
  await db.transaction(async (tx) => {
    await audit(
      tx,
      { userNo: admin.userNo, ip: '10.0.0.1' },
      {
        action: 'member.suspend',
        targetType: 'user',
        targetId: 900001,
        before: { status: 'ACTIVE' },
        after: { status: 'SUSPENDED' },
        reason: `${MARK} 허위 매물 반복 등록`,
      },
    );
    await auditSystem(tx, {
      action: 'sale.purge',
      targetType: 'sale',
      targetId: 900002,
      before: { status: 'DELETE' },
      reason: `${MARK} 자동 영구 삭제`,
    });
  });
  // Korean midnight of 2026-11-01 is 15:00 UTC of 2026-10-31.
  await rowAt('2026-10-31T14:59:59Z', 'member.reinstate', '900003', `${MARK} 10월 31일 밤`);
  await rowAt('2026-10-31T15:00:00Z', 'member.reinstate', '900004', `${MARK} 11월 1일 자정`);
  await rowAt('2026-11-01T14:59:59Z', 'member.reinstate', '900005', `${MARK} 11월 1일 밤`);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/audit', () => {
  it('is refused to a visitor, a general user, a broker and a lawyer', async () => {
    await ops.expectRefusedToAllButAdmin('GET', '/api/admin/audit');
  });

  it('finds rows by the reason’s words, newest first, with the action’s label and the actor', async () => {
    const found = await search(`q=${encodeURIComponent(MARK)}`);
    expect(found.pageInfo.totalRow).toBe(5);
    const times = found.list.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const suspend = found.list.find((r) => r.action === 'member.suspend');
    expect(suspend).toMatchObject({
      actionLabel: '회원 정지',
      actor: { userNo: admin.userNo, loginId: 'admin01' },
      targetType: 'user',
      targetId: '900001',
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED' },
      ip: '10.0.0.1',
    });
    const purge = found.list.find((r) => r.action === 'sale.purge');
    expect(purge).toMatchObject({ actor: { userNo: null, loginId: 'system' }, after: null });
    const oldestFirst = await search(`q=${encodeURIComponent(MARK)}&sort=createdAt&order=asc`);
    expect(oldestFirst.list.map((r) => r.createdAt)).toEqual([...times].reverse());
  });

  it('filters by action, by target and by actor', async () => {
    const q = `q=${encodeURIComponent(MARK)}`;
    expect((await search(`${q}&action=member.reinstate`)).list.map((r) => r.targetId).sort()).toEqual([
      '900003',
      '900004',
      '900005',
    ]);
    expect((await search(`targetType=user&targetId=900001`)).list.map((r) => r.action)).toEqual([
      'member.suspend',
    ]);
    expect((await search(`targetType=sale&targetId=900001`)).list).toHaveLength(0);
    expect((await search(`${q}&actor=system`)).list.map((r) => r.targetId)).toEqual(['900002']);
    expect((await search(`${q}&actor=ADMIN01`)).pageInfo.totalRow).toBe(4);
  });

  it('takes days on the Korean calendar, both ends included', async () => {
    const q = `q=${encodeURIComponent(MARK)}`;
    expect((await search(`${q}&from=2026-11-01&to=2026-11-01`)).list.map((r) => r.targetId).sort()).toEqual([
      '900004',
      '900005',
    ]);
    expect((await search(`${q}&to=2026-10-31`)).list.map((r) => r.targetId)).toEqual(['900003']);
    expect((await search(`${q}&from=2026-11-02`)).list.map((r) => r.targetId).sort()).toEqual([
      '900001',
      '900002',
    ]);
  });

  it('pages', async () => {
    const first = await search(`q=${encodeURIComponent(MARK)}&limit=2`);
    const third = await search(`q=${encodeURIComponent(MARK)}&limit=2&page=3`);
    expect(first.pageInfo).toEqual({ page: 1, totalPage: 3, totalRow: 5 });
    expect(first.list).toHaveLength(2);
    expect(third.list).toHaveLength(1);
  });

  it('refuses bad filters with 400 and a Korean message', async () => {
    for (const query of [
      'action=member.delete',
      'targetType=planet',
      'from=2026-13-01',
      'from=2026-02-30',
      'from=20261101',
      'from=2026-11-02&to=2026-11-01',
      `actor=${'a'.repeat(61)}`,
      `targetId=${'1'.repeat(65)}`,
      'sort=action',
      'limit=500',
    ]) {
      const res = await ops.send(admin, 'GET', `/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toMatch(/[가-힣]/);
    }
  });
});

describe('the audit log is append-only at the database', () => {
  it('refuses UPDATE and DELETE of a row, and keeps it unchanged', async () => {
    const [row] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, '900001')).limit(1);
    expect(row).toBeDefined();
    await expect(
      ctx.handle.db.execute(sql`update audit_log set reason = '고쳐 씀' where audit_no = ${row!.auditNo}`),
    ).rejects.toThrow();
    await expect(
      ctx.handle.db.execute(sql`delete from audit_log where audit_no = ${row!.auditNo}`),
    ).rejects.toThrow();
    await expect(ctx.handle.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [again] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.auditNo, row!.auditNo));
    expect(again).toEqual(row);
  });
});
