import { kstDay } from '@ansim/domain';
import type { Dashboard } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, opsFixture } from './admin-ops-fixture.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The console's dashboard (issue 17 §1): each queue counts what waits and nothing else (a withdrawn or
 * active account, a confirmed report, a decided review, an answered or listing inquiry), and the chart has
 * all 30 Korean days, zeros included, counting registered listings by their Korean day.
 */

let ctx: TestContext;
const ops = opsFixture(() => ctx, 41);
let admin: Caller;

const exec = (query: ReturnType<typeof sql>) => ctx.handle.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

async function dashboard(): Promise<Dashboard> {
  const res = await ops.send(admin, 'GET', '/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: Dashboard }>().entity;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ops.login('admin01');
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/dashboard', () => {
  it('is refused to a visitor, a general user, a broker and a lawyer', async () => {
    await ops.expectRefusedToAllButAdmin('GET', '/api/admin/dashboard');
  });

  it('counts pending brokers and lawyers, not withdrawn, suspended or active ones', async () => {
    const before = (await dashboard()).counts;
    await ops.newUser('BROKER', 'PENDING');
    await ops.newUser('BROKER', 'PENDING');
    await ops.newUser('LAWYER', 'PENDING');
    await ops.newUser('BROKER', 'WITHDRAWN');
    await ops.newUser('LAWYER', 'SUSPENDED');
    await ops.newUser('BROKER', 'ACTIVE');
    await ops.newUser('GENERAL', 'ACTIVE');
    const after = (await dashboard()).counts;
    expect(after.pendingBrokers - before.pendingBrokers).toBe(2);
    expect(after.pendingLawyers - before.pendingLawyers).toBe(1);
  });

  it('counts open reports and open grade reviews, not confirmed, dismissed or decided ones', async () => {
    const before = (await dashboard()).counts;
    const sales = await rows<{ saleNo: number }>(
      sql`select s.sale_no as "saleNo" from sales s
           where s.status = 'ACTIVE'
             and not exists (select 1 from grade_reviews g where g.sale_no = s.sale_no)
           order by s.sale_no limit 3`,
    );
    const reporters = await Promise.all([1, 2, 3].map(() => ops.newUser('GENERAL')));
    const [a, b, c] = sales.map((s) => s.saleNo) as [number, number, number];
    const states = ['OPEN', 'CONFIRMED', 'DISMISSED'] as const;
    for (const [i, reporter] of reporters.entries())
      await exec(sql`insert into sale_reports (sale_no, user_no, report_name, report_type, report_text, state)
                     values (${a}, ${reporter.userNo}, '신고자', 'GENERAL', '허위 매물로 보입니다', ${states[i]})`);
    await exec(sql`insert into grade_reviews (sale_no, broker_rate, computed_rate, state)
                   values (${b}, 'RATE001', 'RATE003', 'OPEN'), (${c}, 'RATE001', 'RATE003', 'ACCEPTED')`);
    const after = (await dashboard()).counts;
    expect(after.openReports - before.openReports).toBe(1);
    expect(after.openGradeReviews - before.openGradeReviews).toBe(1);
  });

  it('counts pending proxy applications and waiting document requests only', async () => {
    const before = (await dashboard()).counts;
    const brokers = await Promise.all([1, 2].map(() => ops.newUser('BROKER')));
    await exec(sql`insert into proxy_applications (user_no, state)
                   values (${brokers[0]!.userNo}, 'PENDING'), (${brokers[1]!.userNo}, 'GRANTED')`);
    const [sale, sale2] = await rows<{ saleNo: number; userNo: number }>(
      sql`select sale_no as "saleNo", user_no as "userNo" from sales s where status = 'ACTIVE'
           and not exists (select 1 from proxy_document_requests p where p.sale_no = s.sale_no)
           order by sale_no desc limit 2`,
    );
    await exec(sql`insert into proxy_document_requests (sale_no, user_no, state)
                   values (${sale!.saleNo}, ${sale!.userNo}, 'WAITING_DOCUMENTS'),
                          (${sale2!.saleNo}, ${sale2!.userNo}, 'ATTACHED')`);
    const after = (await dashboard()).counts;
    expect(after.pendingProxyApplications - before.pendingProxyApplications).toBe(1);
    expect(after.waitingProxyDocuments - before.waitingProxyDocuments).toBe(1);
  });

  it('counts unanswered 1대1 inquiries, not answered, deleted or listing inquiries', async () => {
    const before = (await dashboard()).counts;
    const asker = await ops.newUser('GENERAL');
    const [sale] = await rows<{ saleNo: number; userNo: number }>(
      sql`select sale_no as "saleNo", user_no as "userNo" from sales where status = 'ACTIVE' limit 1`,
    );
    await exec(sql`insert into inquiries (user_no, inquiry_type, title, content) values
                   (${asker.userNo}, 'INQUIRY_TYPE002', '문의 하나', '내용입니다 다섯'),
                   (${asker.userNo}, 'INQUIRY_TYPE003', '문의 둘', '내용입니다 다섯')`);
    await exec(sql`insert into inquiries (user_no, inquiry_type, title, content, answer, answered_at) values
                   (${asker.userNo}, 'INQUIRY_TYPE004', '답변됨', '내용입니다 다섯', '답변', now())`);
    await exec(sql`insert into inquiries (user_no, inquiry_type, title, content, deleted_at) values
                   (${asker.userNo}, 'INQUIRY_TYPE005', '삭제됨', '내용입니다 다섯', now())`);
    await exec(sql`insert into inquiries (user_no, sale_no, sale_user_no, inquiry_type, reason_types) values
                   (${asker.userNo}, ${sale!.saleNo}, ${sale!.userNo}, 'INQUIRY_TYPE001', '{INQUIRY001}')`);
    const after = (await dashboard()).counts;
    expect(after.unansweredInquiries - before.unansweredInquiries).toBe(2);
  });

  it('draws 30 Korean days up to today, zeros included, counting registered listings by their Korean day', async () => {
    // Every listing moves far back, so the 30 days start empty; then a few come back on chosen instants.
    await exec(sql`update sales set created_at = created_at - interval '400 days'`);
    const empty = await dashboard();
    expect(empty.newListings).toHaveLength(30);
    expect(empty.newListings.every((d) => d.count === 0)).toBe(true);
    const now = new Date();
    expect(empty.newListings.at(-1)?.day).toBe(kstDay(now));
    expect(empty.newListings[0]?.day).toBe(kstDay(new Date(now.getTime() - 29 * 86_400_000)));
    for (let i = 1; i < 30; i++) {
      const prev = new Date(`${empty.newListings[i - 1]!.day}T00:00:00Z`).getTime();
      expect(new Date(`${empty.newListings[i]!.day}T00:00:00Z`).getTime() - prev).toBe(86_400_000);
    }

    const picked = await rows<{ saleNo: number }>(
      sql`select sale_no as "saleNo" from sales where status = 'ACTIVE' order by sale_no limit 6`,
    );
    const [p0, p1, p2, p3, p4, p5] = picked.map((p) => p.saleNo) as number[];
    const today = kstDay(now);
    const threeDaysAgo = kstDay(new Date(now.getTime() - 3 * 86_400_000));
    const thirtyDaysAgo = kstDay(new Date(now.getTime() - 30 * 86_400_000));
    // Korean midnight of today is 15:00 UTC of the day before: that instant is today, a second earlier is not.
    const todayMidnightKst = new Date(`${today}T00:00:00+09:00`);
    await exec(
      sql`update sales set created_at = ${todayMidnightKst.toISOString()}::timestamptz where sale_no = ${p0}`,
    );
    await exec(
      sql`update sales set created_at = ${new Date(todayMidnightKst.getTime() - 1000).toISOString()}::timestamptz
          where sale_no = ${p1}`,
    );
    await exec(sql`update sales set created_at = ${`${threeDaysAgo}T12:00:00+09:00`}::timestamptz
                   where sale_no in (${p2}, ${p3})`);
    // A draft of today is not a registered listing; a listing of 30 days ago is outside the chart.
    await exec(sql`update sales set status = 'STORAGE', created_at = now() where sale_no = ${p4}`);
    await exec(
      sql`update sales set created_at = ${`${thirtyDaysAgo}T12:00:00+09:00`}::timestamptz where sale_no = ${p5}`,
    );

    const chart = (await dashboard()).newListings;
    const byDay = new Map(chart.map((d) => [d.day, d.count]));
    expect(byDay.get(today)).toBe(1);
    expect(byDay.get(kstDay(new Date(now.getTime() - 86_400_000)))).toBe(1);
    expect(byDay.get(threeDaysAgo)).toBe(2);
    expect(byDay.has(thirtyDaysAgo)).toBe(false);
    expect(chart.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });
});
