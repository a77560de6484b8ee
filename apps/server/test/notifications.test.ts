import { and, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { notifications, smsMessages, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { drainNotifications, smsTextOf } from '../src/modules/notifications/delivery.ts';
import { notify } from '../src/modules/notifications/notify.ts';
import type { SmsSender } from '../src/platform/sms/sender.ts';
import { openTestDb, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

/*
 * The shared notification service (DESIGN "Notifications"): notify() writes in the caller's transaction
 * (a rollback leaves nothing), delivery sends each row's SMS once even when drains race, honours the alarm
 * settings (inquiry kinds by is_inquiry_alarm, the rest by is_push_alarm), and the centre lists the
 * caller's own rows and marks them read.
 */

let ctx: TestContext;

interface Caller {
  userNo: number;
  headers: Record<string, string>;
}

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.30.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function login(loginId: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: loginId, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

let seq = 0;
/** A user of our own, so alarm settings can change without touching the demo accounts. */
async function newUser(
  settings: { isPushAlarm?: boolean; isInquiryAlarm?: boolean; status?: 'ACTIVE' | 'SUSPENDED' } = {},
) {
  seq += 1;
  const phone = `0106${String(seq).padStart(7, '0')}`;
  const [row] = await ctx.handle.db
    .insert(users)
    .values({
      loginId: `nt${String(seq).padStart(6, '0')}`,
      passwordHash: null,
      userType: 'GENERAL',
      status: settings.status ?? 'ACTIVE',
      name: '알림이',
      phone,
      isPushAlarm: settings.isPushAlarm ?? true,
      isInquiryAlarm: settings.isInquiryAlarm ?? true,
    })
    .returning({ userNo: users.userNo });
  return { userNo: row!.userNo, phone };
}

const smsOf = (phone: string) => ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));

/** Counts what it was asked to send; the outbox driver otherwise. */
const countingSender = () => {
  const sent: string[] = [];
  const sender: SmsSender = {
    driver: 'outbox',
    async send(phone, body) {
      sent.push(`${phone}|${body}`);
      // Let the other drain run between claim and send, as a real provider call would.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { status: 'OUTBOX' };
    },
  };
  return { sender, sent };
};

let user01: Caller;
let broker01: Caller;

beforeAll(async () => {
  // The app's repeating delivery stays off: this file drives delivery itself, so each send is accounted for.
  const { handle, dispose } = await openTestDb();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    jwtSecret: TEST_JWT_SECRET,
    db: handle.db,
    deliverNotifications: false,
  });
  ctx = {
    app,
    handle,
    async close() {
      await app.close();
      await dispose();
    },
  };
  user01 = await login('user01');
  broker01 = await login('broker01');
});
afterAll(async () => {
  await ctx?.close();
});

describe('notify()', () => {
  it("writes one row in the caller's transaction; a rollback leaves none", async () => {
    const { userNo } = await newUser();
    await ctx.handle.db.transaction(async (tx) => {
      await notify(tx, { userNo, kind: 'NOTICE', title: '공지', body: '첫 알림', link: null });
    });
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await notify(tx, { userNo, kind: 'NOTICE', title: '공지', body: '되돌린 알림', link: null });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await ctx.handle.db.select().from(notifications).where(eq(notifications.userNo, userNo));
    expect(rows.map((r) => r.body)).toEqual(['첫 알림']);
    expect(rows[0]).toMatchObject({ kind: 'NOTICE', readAt: null, deliveredAt: null });
  });

  it('cuts an over-long title or body instead of failing the caller', async () => {
    const { userNo } = await newUser();
    await notify(ctx.handle.db, {
      userNo,
      kind: 'NOTICE',
      title: '가'.repeat(300),
      body: '나'.repeat(2000),
      link: '/myPage',
    });
    const [row] = await ctx.handle.db.select().from(notifications).where(eq(notifications.userNo, userNo));
    expect(row?.title.length).toBe(100);
    expect(row?.body.length).toBe(500);
  });
});

describe('delivery', () => {
  it('two drains at once send every row exactly once', async () => {
    const people = await Promise.all([newUser(), newUser(), newUser()]);
    const marker = `동시발송-${Date.now()}`;
    for (const [i, p] of people.entries())
      for (let n = 0; n < 10; n++)
        await notify(ctx.handle.db, {
          userNo: p.userNo,
          kind: 'NOTICE',
          title: '공지',
          body: `${marker} ${i}-${n}`,
          link: null,
        });
    const a = countingSender();
    const b = countingSender();
    const [ra, rb] = await Promise.all([
      drainNotifications(ctx.handle.db, a.sender),
      drainNotifications(ctx.handle.db, b.sender),
    ]);
    const mine = [...a.sent, ...b.sent].filter((s) => s.includes(marker));
    const rows = await ctx.handle.db
      .select()
      .from(smsMessages)
      .where(like(smsMessages.body, `%${marker}%`));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.body)).size).toBe(30);
    expect(mine).toHaveLength(30);
    expect(new Set(mine).size).toBe(30);
    expect(ra.sent + rb.sent).toBe(a.sent.length + b.sent.length);
    expect(ra.claimed + rb.claimed).toBeGreaterThanOrEqual(30);
    const left = await ctx.handle.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.userNo,
            people.map((p) => p.userNo),
          ),
          eq(notifications.kind, 'NOTICE'),
        ),
      );
    expect(left.every((r) => r.deliveredAt !== null)).toBe(true);
    // A third drain finds nothing of these.
    const again = countingSender();
    await drainNotifications(ctx.handle.db, again.sender);
    expect(again.sent.filter((s) => s.includes(marker))).toEqual([]);
  });

  it('honours the alarm settings: inquiry kinds by is_inquiry_alarm, the rest by is_push_alarm', async () => {
    const pushOff = await newUser({ isPushAlarm: false });
    const inquiryOff = await newUser({ isInquiryAlarm: false });
    const suspended = await newUser({ status: 'SUSPENDED' });
    const send = async (userNo: number, kind: 'NOTICE' | 'INQUIRY_ANSWERED', text: string) =>
      notify(ctx.handle.db, { userNo, kind, title: '알림', body: text, link: null });
    await send(pushOff.userNo, 'NOTICE', '푸시 꺼짐 공지');
    await send(pushOff.userNo, 'INQUIRY_ANSWERED', '푸시 꺼짐 답변');
    await send(inquiryOff.userNo, 'NOTICE', '문의 꺼짐 공지');
    await send(inquiryOff.userNo, 'INQUIRY_ANSWERED', '문의 꺼짐 답변');
    await send(suspended.userNo, 'NOTICE', '정지 계정 공지');
    await drainNotifications(ctx.handle.db, countingSender().sender);

    expect((await smsOf(pushOff.phone)).map((m) => m.body)).toEqual([smsTextOf('알림', '푸시 꺼짐 답변')]);
    expect((await smsOf(inquiryOff.phone)).map((m) => m.body)).toEqual([smsTextOf('알림', '문의 꺼짐 공지')]);
    expect(await smsOf(suspended.phone)).toEqual([]);
    // Every centre row is still there, each handled.
    const rows = await ctx.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userNo, [pushOff.userNo, inquiryOff.userNo, suspended.userNo]));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
  });

  it('a failed send is recorded as FAILED and not retried', async () => {
    const p = await newUser();
    await notify(ctx.handle.db, {
      userNo: p.userNo,
      kind: 'NOTICE',
      title: '알림',
      body: '실패',
      link: null,
    });
    const failing: SmsSender = {
      driver: 'solapi',
      send: async () => ({ status: 'FAILED', error: 'HTTP 500' }),
    };
    const report = await drainNotifications(ctx.handle.db, failing);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await smsOf(p.phone)).toMatchObject([{ status: 'FAILED', error: 'HTTP 500' }]);
    await drainNotifications(ctx.handle.db, failing);
    expect(await smsOf(p.phone)).toHaveLength(1);
  });
});

describe('the centre', () => {
  const list = (caller: Caller | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/notification/list${query}`,
      headers: caller?.headers ?? {},
      remoteAddress: nextIp(),
    });
  const read = (caller: Caller | null, no: number) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/notification/read/${no}`,
      headers: caller?.headers ?? {},
      remoteAddress: nextIp(),
    });
  type Page = {
    list: { notificationNo: number; body: string; readAt: string | null; link: string | null }[];
    pageInfo: { totalRow: number; totalPage: number };
    unreadCount: number;
  };
  const entity = <T>(res: LightMyRequestResponse) => res.json<{ entity: T }>().entity;

  it("lists the caller's own, newest first, with the unread count; reads only one's own", async () => {
    for (const text of ['하나', '둘', '셋'])
      await notify(ctx.handle.db, {
        userNo: user01.userNo,
        kind: 'INQUIRY_ANSWERED',
        title: '답변',
        body: text,
        link: '/myPage/inquiry/1',
      });
    await notify(ctx.handle.db, {
      userNo: broker01.userNo,
      kind: 'INQUIRY_RECEIVED',
      title: '문의',
      body: '중개인 것',
      link: null,
    });

    const res = await list(user01, '?page=1&limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const page = entity<Page>(res);
    expect(page.list.map((n) => n.body)).toEqual(['셋', '둘']);
    expect(page.pageInfo).toMatchObject({ totalRow: 3, totalPage: 2 });
    expect(page.unreadCount).toBe(3);
    const all = entity<Page>(await list(user01));
    expect(all.list.map((n) => n.body)).not.toContain('중개인 것');

    const first = page.list[0]!;
    const marked = await read(user01, first.notificationNo);
    expect(marked.statusCode, marked.body).toBe(200);
    const readAt = entity<{ readAt: string }>(marked).readAt;
    expect(readAt).not.toBeNull();
    // A second read keeps the first time.
    expect(entity<{ readAt: string }>(await read(user01, first.notificationNo)).readAt).toBe(readAt);
    expect(entity<Page>(await list(user01)).unreadCount).toBe(2);

    const theirs = entity<Page>(await list(broker01)).list.find((n) => n.body === '중개인 것')!;
    const refused = await read(user01, theirs.notificationNo);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: -404, message: '알림을 찾을 수 없습니다.' });
    expect(entity<Page>(await list(broker01)).unreadCount).toBe(1);

    expect((await list(null)).statusCode).toBe(401);
    expect((await read(null, first.notificationNo)).statusCode).toBe(401);
    expect((await list(user01, '?limit=51')).statusCode).toBe(400);
    expect((await read(user01, 0)).statusCode).toBe(400);
  });
});
