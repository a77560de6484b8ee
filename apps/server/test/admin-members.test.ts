import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  saleCountArea,
  saleCountCell,
  saleCountPrice,
  saleCountStruct,
  sales,
  smsMessages,
  suspensionPausedSales,
  users,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifiedCode } from './sms-codes.ts';

/*
 * Issue 17 §2, docs/decisions/024: the console's member list and detail, the document view, and the
 * approval, rejection, suspension and reinstatement of accounts — each audited in its own transaction,
 * each refused without a trace when the account is not in the state it acts on.
 */

let ctx: TestContext;
const from = addressSource(24);
const DEMO_PASSWORD = 'ansim2580!';
const tokens: Record<string, string> = {};

type Json = { code: number; message: string; entity: never };

async function signIn(id: string, password = DEMO_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password },
    remoteAddress: from(),
  });
}

async function tokenOf(id: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await signIn(id, password);
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return token;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
    remoteAddress: from(),
  });

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(method, url, tokens.admin01, payload);

let phoneSeq = 0;
const nextPhone = () => `0107724${String(++phoneSeq).padStart(4, '0')}`;

/** A broker who signs up with two documents and waits for approval; their user number. */
async function signUpBroker(id: string, phone = nextPhone()): Promise<number> {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = multipart(
    {
      userType: 'BROKER',
      id,
      password: 'broker2go!',
      passwordConfirm: 'broker2go!',
      name: '심사중',
      phone,
      verificationId: await verifiedCode(ctx.handle.db, phone),
      company: '심사공인중개사',
      businessNo: '123-45-67890',
      registrationNo: '11680-2026-00024',
      officePhone: '02-555-2400',
      ...AGREED,
    },
    [
      { field: 'businessLicenseFile', name: 'license.png', type: 'image/png', data: image },
      { field: 'brokerRegistrationFile', name: 'registration.png', type: 'image/png', data: image },
    ],
  );
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
  if (res.json<Json>().code !== 1) throw new Error(`sign-up failed: ${res.body}`);
  return res.json<{ entity: { userNo: number } }>().entity.userNo;
}

const auditRows = (action: string, targetId: string | number) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.auditNo));

const userRow = async (userNo: number) =>
  (await ctx.handle.db.select().from(users).where(eq(users.userNo, userNo)))[0]!;

const userNoOf = async (loginId: string) =>
  (await ctx.handle.db.select().from(users).where(eq(users.loginId, loginId)))[0]!.userNo;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-admin-members-${process.pid}` } });
  for (const id of ['admin01', 'user01', 'broker01', 'lawyer01']) tokens[id] = await tokenOf(id);
});

afterAll(async () => {
  await ctx?.close();
});

describe('who may call the members area', () => {
  const routes = [
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/members/1'],
    ['POST', '/api/admin/members/1/files/00000000-0000-4000-8000-000000000000/view'],
    ['POST', '/api/admin/members/1/reject'],
    ['POST', '/api/admin/members/1/suspend'],
    ['POST', '/api/admin/members/1/reinstate'],
    ['PATCH', '/api/admin/user/1/approve'],
  ] as const;

  it('refuses a visitor (401) and a general user, a broker and a lawyer (403) on every route', async () => {
    for (const [method, url] of routes) {
      const visitor = await call(method, url, undefined, { reason: '테스트 사유' });
      expect.soft(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const id of ['user01', 'broker01', 'lawyer01']) {
        const res = await call(method, url, tokens[id], { reason: '테스트 사유' });
        expect.soft(res.statusCode, `${id} ${method} ${url}`).toBe(403);
      }
    }
    const [written] = await ctx.handle.db.select({ n: count() }).from(auditLog);
    expect(written?.n).toBe(0);
  });
});

describe('the member list and detail', () => {
  it('filters by type and status, searches id, name, phone digits and company, sorts and pages', async () => {
    const userNo = await signUpBroker('listagent1', '01077249991');
    const pending = await asAdmin('GET', '/api/admin/members?status=PENDING&userType=BROKER');
    expect(pending.statusCode).toBe(200);
    const body = pending.json<{
      entity: { list: { userNo: number; phone: string; status: string }[]; pendingCount: number };
    }>().entity;
    expect(body.list.map((r) => r.userNo)).toContain(userNo);
    expect(body.list.every((r) => r.status === 'PENDING')).toBe(true);
    expect(body.pendingCount).toBeGreaterThanOrEqual(1);

    for (const q of ['listagent', '010-7724-9991', '7724999', '심사공인', '심사중']) {
      const found = await asAdmin('GET', `/api/admin/members?q=${encodeURIComponent(q)}`);
      const rows = found.json<{ entity: { list: { userNo: number; phone: string }[] } }>().entity.list;
      expect
        .soft(
          rows.map((r) => r.userNo),
          q,
        )
        .toContain(userNo);
    }
    // The operator sees the full phone.
    const one = await asAdmin('GET', '/api/admin/members?q=listagent1');
    expect(one.json<{ entity: { list: { phone: string }[] } }>().entity.list[0]?.phone).toBe('01077249991');
    // A wildcard typed by the operator is searched for, not expanded.
    const wildcard = await asAdmin('GET', '/api/admin/members?q=%25');
    expect(wildcard.json<{ entity: { list: unknown[] } }>().entity.list).toEqual([]);

    const sorted = await asAdmin('GET', '/api/admin/members?sort=loginId&order=asc&limit=5&userType=BROKER');
    const ids = sorted.json<{ entity: { list: { loginId: string }[] } }>().entity.list.map((r) => r.loginId);
    expect(ids).toEqual([...ids].sort());
    const page2 = await asAdmin('GET', '/api/admin/members?limit=2&page=2');
    expect(page2.json<{ entity: { pageInfo: { page: number } } }>().entity.pageInfo.page).toBe(2);
  });

  it('refuses bad input with a Korean 400, never 500', async () => {
    for (const query of [
      'status=FROZEN',
      'userType=ROOT',
      'limit=1000',
      'page=0',
      'sort=password',
      `q=${'가'.repeat(51)}`,
    ]) {
      const res = await asAdmin('GET', `/api/admin/members?${query}`);
      expect.soft(res.statusCode, query).toBe(400);
      expect.soft(res.json<Json>().message, query).toMatch(/[가-힣]/);
    }
    expect((await asAdmin('GET', '/api/admin/members/abc')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/members/99999999')).statusCode).toBe(404);
  });

  it("shows a broker's profile, documents, listing and report counts, quotas and audit rows", async () => {
    const broker01 = await userNoOf('broker01');
    const res = await asAdmin('GET', `/api/admin/members/${broker01}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{
      entity: {
        member: { loginId: string; userType: string };
        profile: { officeName: string | null } | null;
        counts: { listings: Record<string, number>; reportsAgainst: number };
        quotas: { kind: string; balance: number }[];
        audit: unknown[];
      };
    }>().entity;
    expect(detail.member).toMatchObject({ loginId: 'broker01', userType: 'BROKER' });
    expect(detail.profile).not.toBeNull();
    expect(detail.counts.listings.ACTIVE).toBeGreaterThan(0);
    expect(Array.isArray(detail.quotas)).toBe(true);
  });
});

describe('viewing a member document', () => {
  it('serves the watermarked copy by a link, and audits the read when the copy is made', async () => {
    const userNo = await signUpBroker('docagent01');
    const detail = await asAdmin('GET', `/api/admin/members/${userNo}`);
    const files = detail.json<{ entity: { files: { fileId: string; kind: string }[] } }>().entity.files;
    expect(files.map((f) => f.kind).sort()).toEqual(['BROKER_REGISTRATION', 'BUSINESS_LICENSE']);
    const fileId = files[0]!.fileId;

    const view = await asAdmin('POST', `/api/admin/members/${userNo}/files/${fileId}/view`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toContain('no-store');
    const { url } = view.json<{ entity: { url: string } }>().entity;
    // A link is not a read: nothing is logged until the copy is made.
    expect(await auditRows('member.document.view', fileId)).toHaveLength(0);

    const served = await ctx.app.inject({ method: 'GET', url, remoteAddress: from() });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(await auditRows('member.document.view', fileId)).toHaveLength(1);

    // Another member's number with this file, or an unknown file: 404 and no audit row.
    const other = await userNoOf('user01');
    const wrong = await asAdmin('POST', `/api/admin/members/${other}/files/${fileId}/view`);
    expect(wrong.statusCode).toBe(404);
    const unknown = await asAdmin(
      'POST',
      `/api/admin/members/${userNo}/files/00000000-0000-4000-8000-000000000000/view`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows('member.document.view', fileId)).toHaveLength(1);
    const detailAfter = await asAdmin('GET', `/api/admin/members/${userNo}`);
    const audit = detailAfter.json<{ entity: { audit: { action: string }[] } }>().entity.audit;
    expect(audit.map((a) => a.action)).toContain('member.document.view');
  });
});

describe('approval', () => {
  it('of 20 parallel approvals exactly one acts: one 200, one audit row, one notification', async () => {
    const userNo = await signUpBroker('raceagent1');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin('PATCH', `/api/admin/user/${userNo}/approve`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json<Json>().message).toBe('승인 대기 중인 회원이 아닙니다.');
    expect(await auditRows('member.approve', userNo)).toHaveLength(1);
    const notices = await ctx.handle.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'ACCOUNT_APPROVED')));
    expect(notices[0]!.n).toBe(1);
    expect((await userRow(userNo)).status).toBe('ACTIVE');
    expect((await signIn('raceagent1', 'broker2go!')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and writes nothing', async () => {
    const res = await asAdmin('PATCH', '/api/admin/user/99999999/approve');
    expect(res.statusCode).toBe(404);
    expect(await auditRows('member.approve', 99999999)).toHaveLength(0);
  });
});

describe('rejection', () => {
  it('closes the application, texts the reason, and lets the person sign up again with the same id and phone', async () => {
    const phone = nextPhone();
    const userNo = await signUpBroker('rejagent01', phone);
    const reason = '사업자등록증 사본이 흐려 확인할 수 없습니다.';
    const res = await asAdmin('POST', `/api/admin/members/${userNo}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().message).toBe('가입을 반려했습니다. 반려 사유를 문자로 보냈습니다.');
    const row = await userRow(userNo);
    expect(row.status).toBe('WITHDRAWN');
    expect(row.loginId).toBeNull();

    const [text] = await ctx.handle.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone))
      .orderBy(desc(smsMessages.messageId))
      .limit(1);
    expect(text?.body).toContain(`[안심방] 회원가입 승인이 반려되었습니다. 사유: ${reason}`);
    const [entry] = await auditRows('member.reject', userNo);
    expect(entry).toMatchObject({
      reason,
      before: { status: 'PENDING', loginId: 'rejagent01' },
      after: { status: 'WITHDRAWN' },
    });

    // The same id and phone sign up again.
    const again = await signUpBroker('rejagent01', phone);
    expect(again).not.toBe(userNo);

    // A second rejection of the closed account: 409, no second audit row.
    const twice = await asAdmin('POST', `/api/admin/members/${userNo}/reject`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(await auditRows('member.reject', userNo)).toHaveLength(1);
  });

  it('refuses an active account or a general user, a short reason, and writes no audit row', async () => {
    const user01 = await userNoOf('user01');
    const active = await asAdmin('POST', `/api/admin/members/${user01}/reject`, { reason: '반려 테스트' });
    expect(active.statusCode).toBe(409);
    expect(active.json<Json>().message).toBe('승인 대기 중인 중개인·변호사 회원만 반려할 수 있습니다.');
    const pending = await signUpBroker('rejagent02');
    const short = await asAdmin('POST', `/api/admin/members/${pending}/reject`, { reason: '짧' });
    expect(short.statusCode).toBe(400);
    expect(short.json<Json>().message).toContain('사유를 2자 이상');
    const missing = await asAdmin('POST', `/api/admin/members/${pending}/reject`, {});
    expect(missing.statusCode).toBe(400);
    expect(await auditRows('member.reject', user01)).toHaveLength(0);
    expect(await auditRows('member.reject', pending)).toHaveLength(0);
    expect((await userRow(pending)).status).toBe('PENDING');
  });
});

describe('suspension and reinstatement', () => {
  const reason = '허위 매물 반복 등록';

  it("ends the user's sessions; the status check and sign-in say why; reinstated, they sign in again", async () => {
    const user01 = await userNoOf('user01');
    const token = await tokenOf('user01');
    const res = await asAdmin('POST', `/api/admin/members/${user01}/suspend`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ entity: { status: string; suspendedReason: string } }>().entity).toMatchObject({
      status: 'SUSPENDED',
      suspendedReason: reason,
    });
    const message = `운영자에 의해 이용이 정지된 계정입니다. 사유: ${reason}`;

    const status = await call('PATCH', `/api/user/status/${user01}`, token);
    expect(status.statusCode).toBe(403);
    expect(status.json<Json>()).toMatchObject({ code: -1107, message });
    const signInRes = await signIn('user01');
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json<Json>()).toMatchObject({ code: -1107, message });

    // Suspending again is 409 and leaves one audit row.
    const twice = await asAdmin('POST', `/api/admin/members/${user01}/suspend`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(await auditRows('member.suspend', user01)).toHaveLength(1);

    const back = await asAdmin('POST', `/api/admin/members/${user01}/reinstate`, { reason: '소명 확인' });
    expect(back.statusCode).toBe(200);
    const [entry] = await auditRows('member.reinstate', user01);
    expect(entry).toMatchObject({
      reason: '소명 확인',
      before: { status: 'SUSPENDED', suspendedReason: reason },
      after: { status: 'ACTIVE' },
    });
    expect((await userRow(user01)).suspendedReason).toBeNull();
    expect((await signIn('user01')).statusCode).toBe(200);
    const again = await asAdmin('POST', `/api/admin/members/${user01}/reinstate`, { reason: '소명 확인' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().message).toBe('이용 정지 중인 회원이 아닙니다.');
    expect(await auditRows('member.reinstate', user01)).toHaveLength(1);
  });

  it('refuses to suspend an operator, a pending account or an unknown one, writing nothing', async () => {
    const admin01 = await userNoOf('admin01');
    const op = await asAdmin('POST', `/api/admin/members/${admin01}/suspend`, { reason });
    expect(op.statusCode).toBe(409);
    expect(op.json<Json>().message).toBe('운영자 계정은 이용 정지할 수 없습니다.');
    const pending = await signUpBroker('susagent01');
    expect((await asAdmin('POST', `/api/admin/members/${pending}/suspend`, { reason })).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/members/99999999/suspend', { reason })).statusCode).toBe(404);
    expect(await auditRows('member.suspend', admin01)).toHaveLength(0);
    expect(await auditRows('member.suspend', pending)).toHaveLength(0);
  });

  it("pauses a broker's ACTIVE listings and puts back exactly those; the count cubes stay exact", async () => {
    const broker01 = await userNoOf('broker01');
    const statusOf = async () =>
      Object.fromEntries(
        (
          await ctx.handle.db
            .select({ saleNo: sales.saleNo, status: sales.status })
            .from(sales)
            .where(eq(sales.userNo, broker01))
        ).map((s) => [s.saleNo, s.status]),
      );
    // One listing the broker paused themselves must stay paused after reinstatement.
    const [own] = await ctx.handle.db
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(and(eq(sales.userNo, broker01), eq(sales.status, 'ACTIVE')))
      .limit(1);
    await ctx.handle.db.update(sales).set({ status: 'STOP' }).where(eq(sales.saleNo, own!.saleNo));
    const before = await statusOf();
    const activeBefore = Object.values(before).filter((s) => s === 'ACTIVE').length;
    expect(activeBefore).toBeGreaterThan(0);

    const res = await asAdmin('POST', `/api/admin/members/${broker01}/suspend`, { reason });
    expect(res.statusCode).toBe(200);
    const during = await statusOf();
    expect(Object.values(during).filter((s) => s === 'ACTIVE')).toHaveLength(0);
    const paused = await ctx.handle.db
      .select({ n: count() })
      .from(suspensionPausedSales)
      .where(eq(suspensionPausedSales.userNo, broker01));
    expect(paused[0]!.n).toBe(activeBefore);
    const [entry] = await auditRows('member.suspend', broker01);
    expect(entry?.after).toMatchObject({ status: 'SUSPENDED', pausedListings: activeBefore });
    await cubesMatchARecount();

    const back = await asAdmin('POST', `/api/admin/members/${broker01}/reinstate`, { reason: '소명 확인' });
    expect(back.statusCode).toBe(200);
    expect(await statusOf()).toEqual(before);
    expect(before[own!.saleNo]).toBe('STOP');
    const left = await ctx.handle.db.select({ n: count() }).from(suspensionPausedSales);
    expect(left[0]!.n).toBe(0);
    await cubesMatchARecount();
    await ctx.handle.db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, own!.saleNo));
  });

  it('of 20 parallel suspensions exactly one acts and is audited', async () => {
    const lawyer01 = await userNoOf('lawyer01');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin('POST', `/api/admin/members/${lawyer01}/suspend`, { reason })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await auditRows('member.suspend', lawyer01)).toHaveLength(1);
    const back = await Promise.all(
      Array.from({ length: 20 }, () =>
        asAdmin('POST', `/api/admin/members/${lawyer01}/reinstate`, { reason: '소명 확인' }),
      ),
    );
    expect(back.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await auditRows('member.reinstate', lawyer01)).toHaveLength(1);
  });
});

/** Every count cube as the triggers keep it equals a rebuild from the listings (rolled back). */
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
  expect(rebuilt).toEqual(kept);
}
