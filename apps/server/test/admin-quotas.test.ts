import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  lawyerCalculates,
  lawyerSettings,
  notifications,
  proxyApplications,
  quotaLedger,
  saleDocuments,
  sales,
  storedFiles,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { multipart } from './multipart.ts';
import { setUnits } from './quota-fixture.ts';
import { type Caller, pdf, signIn } from './sale-form-fixture.ts';

/*
 * Issue 17 §6: the operator's quotas area. Balances change only through the ledger, a take-back never goes
 * below zero (one conditional UPDATE, tried 20 at once), every action writes its audit row in its own
 * transaction (a refused one writes neither), proxy documents become the listing's, and a month's
 * settlement is paid once.
 */

let ctx: TestContext;
let admin: Caller;
let broker: Caller;
let broker2: Caller;
let general: Caller;
let lawyer: Caller;
const visitor: Caller = { userNo: 0, headers: {} };

interface Answer<E = Record<string, unknown>> {
  status: number;
  body: { code: number; message: string; entity: E };
}

async function call<E = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  caller: Caller,
  payload?: Record<string, unknown>,
): Promise<Answer<E>> {
  const res = await ctx.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.json() };
}

const db = () => ctx.handle.db;

const auditRows = (action: string, targetId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined))
    .orderBy(auditLog.auditNo);

const balanceOf = async (userNo: number, kind: string) => {
  const res = await call<{ user: { balances: Record<string, number> } }>(
    'GET',
    `/api/admin/quotas/${userNo}/ledger?kind=${kind}`,
    admin,
  );
  return res.body.entity.user.balances[kind];
};

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .png()
    .toBuffer();

async function attach(
  requestNo: number,
  caller: Caller,
  files: { field: string; data: Buffer; type: string }[],
) {
  const body = multipart(
    {},
    files.map((f) => ({
      field: f.field,
      name: `${f.field}.${f.type.split('/')[1]}`,
      type: f.type,
      data: f.data,
    })),
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/proxy/requests/${requestNo}/documents`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Answer['body'] };
}

/** The file store of this test's server, so a refused attach can be seen to leave no object behind. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-admin-quotas-'));
const storedObjects = (): number =>
  fs.existsSync(path.join(dataDir, 'files'))
    ? fs
        .readdirSync(path.join(dataDir, 'files'), { recursive: true })
        .filter((name) => fs.statSync(path.join(dataDir, 'files', String(name))).isFile()).length
    : 0;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await signIn(ctx.app, 'admin01');
  broker = await signIn(ctx.app, 'broker01');
  broker2 = await signIn(ctx.app, 'broker02');
  general = await signIn(ctx.app, 'user01');
  lawyer = await signIn(ctx.app, 'lawyer01');
});

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('who may call', () => {
  const calls: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
    ['GET', '/api/admin/quotas'],
    ['GET', '/api/admin/quotas/1/ledger'],
    ['POST', '/api/admin/quotas/1/grant'],
    ['POST', '/api/admin/quotas/1/revoke'],
    ['GET', '/api/admin/proxy/applications'],
    ['POST', '/api/admin/proxy/applications/1/grant'],
    ['POST', '/api/admin/proxy/applications/1/reject'],
    ['GET', '/api/admin/proxy/requests'],
    ['POST', '/api/admin/proxy/requests/1/documents'],
    ['GET', '/api/admin/lawyers'],
    ['PUT', '/api/admin/lawyers/1/settings'],
    ['GET', '/api/admin/lawyers/1/settlements?month=2026-11'],
    ['POST', '/api/admin/lawyers/1/settlements/paid'],
  ];
  it('refuses a visitor 401 and a general user, a broker and a lawyer 403', async () => {
    for (const [method, url] of calls) {
      expect.soft((await call(method, url, visitor)).status, `${method} ${url}`).toBe(401);
      for (const who of [general, broker, lawyer])
        expect.soft((await call(method, url, who)).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('balances, grants and take-backs', () => {
  it('lists every broker with the four balances, and finds one by login id', async () => {
    await setUnits(db(), broker.userNo, 'AD', { granted: 7 });
    const res = await call<{
      list: { userNo: number; balances: Record<string, number> }[];
      pageInfo: { totalRow: number };
    }>('GET', '/api/admin/quotas?q=broker01', admin);
    expect(res.status).toBe(200);
    const row = res.body.entity.list.find((r) => r.userNo === broker.userNo);
    expect(row?.balances.AD).toBe(7);
    expect(Object.keys(row?.balances ?? {}).sort()).toEqual(['AD', 'BARO', 'LAWYER', 'PROXY']);
    const sorted = await call<{ list: { balances: Record<string, number> }[] }>(
      'GET',
      '/api/admin/quotas?sort=AD&order=desc&limit=5',
      admin,
    );
    const ads = sorted.body.entity.list.map((r) => r.balances.AD ?? 0);
    expect(ads).toEqual([...ads].sort((a, b) => b - a));
  });

  it('grants through the ledger (ADMIN_GRANT), audits the reason and notifies the user', async () => {
    await setUnits(db(), broker.userNo, 'AD', { granted: 2 });
    const res = await call<{ balance: number }>('POST', `/api/admin/quotas/${broker.userNo}/grant`, admin, {
      kind: 'AD',
      amount: 3,
      reason: '이벤트 보상 지급',
    });
    expect(res.status).toBe(200);
    expect(res.body.entity.balance).toBe(5);
    const ledger = await call<{
      list: { delta: number; reason: string; reasonLabel: string; balanceAfter: number }[];
    }>('GET', `/api/admin/quotas/${broker.userNo}/ledger?kind=AD`, admin);
    expect(ledger.body.entity.list[0]).toMatchObject({
      delta: 3,
      reason: 'ADMIN_GRANT',
      reasonLabel: '운영자 지급',
      balanceAfter: 5,
    });
    const [row] = await auditRows('quota.grant', String(broker.userNo));
    expect(row).toMatchObject({
      actorUserNo: admin.userNo,
      reason: '이벤트 보상 지급',
      before: { kind: 'AD', balance: 2 },
      after: { kind: 'AD', balance: 5, amount: 3 },
    });
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, broker.userNo), eq(notifications.kind, 'QUOTA_GRANTED')));
    expect(notes.some((n) => n.title.includes('광고 3회'))).toBe(true);
    // The broker's own counter shows it.
    const own = await call<{ adUnits: number }>('PATCH', `/api/sale/check/${broker.userNo}`, broker);
    expect(own.body.entity.adUnits).toBe(5);
  });

  it('takes back with a USE row, and refuses more than is left without writing anything', async () => {
    await setUnits(db(), broker.userNo, 'LAWYER', { granted: 4 });
    const ok = await call<{ balance: number }>('POST', `/api/admin/quotas/${broker.userNo}/revoke`, admin, {
      kind: 'LAWYER',
      amount: 3,
      reason: '잘못 지급한 수량 회수',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.entity.balance).toBe(1);
    const auditsBefore = (await auditRows('quota.revoke')).length;
    const ledgerBefore = await db().select().from(quotaLedger).where(eq(quotaLedger.userNo, broker.userNo));
    const short = await call('POST', `/api/admin/quotas/${broker.userNo}/revoke`, admin, {
      kind: 'LAWYER',
      amount: 2,
      reason: '잘못 지급한 수량 회수',
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('잔여 수량보다 많이 회수할 수 없습니다.');
    expect((await auditRows('quota.revoke')).length).toBe(auditsBefore);
    const ledgerAfter = await db().select().from(quotaLedger).where(eq(quotaLedger.userNo, broker.userNo));
    expect(ledgerAfter.length).toBe(ledgerBefore.length);
    expect(await balanceOf(broker.userNo, 'LAWYER')).toBe(1);
    const revokeNote = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, broker.userNo), eq(notifications.kind, 'QUOTA_REVOKED')));
    expect(revokeNote.length).toBe(1);
  });

  it('of 20 take-backs of 1 from a balance of 5, exactly 5 succeed', async () => {
    await setUnits(db(), broker2.userNo, 'BARO', { granted: 5 });
    const auditsBefore = (await auditRows('quota.revoke', String(broker2.userNo))).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/admin/quotas/${broker2.userNo}/revoke`, admin, {
          kind: 'BARO',
          amount: 1,
          reason: '동시 회수 시험',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(5);
    expect(answers.filter((a) => a.status === 409).length).toBe(15);
    expect(await balanceOf(broker2.userNo, 'BARO')).toBe(0);
    const uses = await db()
      .select()
      .from(quotaLedger)
      .where(
        and(
          eq(quotaLedger.userNo, broker2.userNo),
          eq(quotaLedger.kind, 'BARO'),
          eq(quotaLedger.reason, 'ADMIN_REVOKE'),
        ),
      );
    expect(uses.length).toBe(5);
    expect((await auditRows('quota.revoke', String(broker2.userNo))).length - auditsBefore).toBe(5);
  });

  it('answers bad input 400 in Korean and an unknown user 404', async () => {
    const url = `/api/admin/quotas/${broker.userNo}/grant`;
    for (const body of [
      { kind: 'AD', amount: 0, reason: '사유입니다' },
      { kind: 'AD', amount: 1001, reason: '사유입니다' },
      { kind: 'GOLD', amount: 1, reason: '사유입니다' },
      { kind: 'AD', amount: 1, reason: 'a' },
      { kind: 'AD', amount: 1 },
      { kind: 'AD', amount: 1.5, reason: '사유입니다' },
    ]) {
      const res = await call('POST', url, admin, body);
      expect.soft(res.status, JSON.stringify(body)).toBe(400);
      expect.soft(res.body.message, JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    const missing = await call('POST', '/api/admin/quotas/99999999/grant', admin, {
      kind: 'AD',
      amount: 1,
      reason: '사유입니다',
    });
    expect(missing.status).toBe(404);
    expect((await call('GET', '/api/admin/quotas/99999999/ledger', admin)).status).toBe(404);
    expect((await call('GET', '/api/admin/quotas?limit=101', admin)).status).toBe(400);
    expect((await call('GET', '/api/admin/quotas?sort=password', admin)).status).toBe(400);
  });
});

describe('proxy applications', () => {
  it('grants units to a pending application once, and rejects another', async () => {
    await db().delete(proxyApplications);
    await setUnits(db(), broker.userNo, 'PROXY', { granted: 1 });
    const applied = await call<{ applicationNo: number }>(
      'PATCH',
      `/api/sale/apply/vicariously/${broker.userNo}`,
      broker,
    );
    expect(applied.status).toBe(200);
    const other = await call<{ applicationNo: number }>(
      'PATCH',
      `/api/sale/apply/vicariously/${broker2.userNo}`,
      broker2,
    );
    const list = await call<{ list: { applicationNo: number; state: string }[] }>(
      'GET',
      '/api/admin/proxy/applications',
      admin,
    );
    expect(list.body.entity.list.map((a) => a.state)).toEqual(['PENDING', 'PENDING']);

    const no = applied.body.entity.applicationNo;
    const granted = await call<{ balance: number; state: string }>(
      'POST',
      `/api/admin/proxy/applications/${no}/grant`,
      admin,
      { amount: 3, reason: '신청 확인 후 지급' },
    );
    expect(granted.status).toBe(200);
    expect(granted.body.entity).toMatchObject({ state: 'GRANTED', balance: 4 });
    const ledger = await call<{ list: { reason: string; delta: number }[] }>(
      'GET',
      `/api/admin/quotas/${broker.userNo}/ledger?kind=PROXY`,
      admin,
    );
    expect(ledger.body.entity.list[0]).toMatchObject({ reason: 'PROXY_APPLICATION', delta: 3 });
    // Decided once: a second grant or a reject is 409 and writes no audit row.
    const audits = (await auditRows('proxy.application.grant', String(no))).length;
    expect(audits).toBe(1);
    expect(
      (
        await call('POST', `/api/admin/proxy/applications/${no}/grant`, admin, {
          amount: 3,
          reason: '두 번째',
        })
      ).status,
    ).toBe(409);
    expect(
      (await call('POST', `/api/admin/proxy/applications/${no}/reject`, admin, { reason: '두 번째' })).status,
    ).toBe(409);
    expect((await auditRows('proxy.application.grant', String(no))).length).toBe(1);
    expect(await balanceOf(broker.userNo, 'PROXY')).toBe(4);

    const rejected = await call(
      'POST',
      `/api/admin/proxy/applications/${other.body.entity.applicationNo}/reject`,
      admin,
      {
        reason: '사업자 확인이 필요합니다',
      },
    );
    expect(rejected.status).toBe(200);
    const notes = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userNo, broker2.userNo), eq(notifications.kind, 'PROXY_APPLICATION_REJECTED')),
      );
    expect(notes[0]?.body).toContain('사업자 확인이 필요합니다');
    expect(
      (await call('POST', '/api/admin/proxy/applications/99999999/reject', admin, { reason: '없는 신청' }))
        .status,
    ).toBe(404);
  });

  it('decides a pending application once when 20 operators grant at once', async () => {
    await db().delete(proxyApplications);
    await setUnits(db(), broker2.userNo, 'PROXY', { granted: 0 });
    const applied = await call<{ applicationNo: number }>(
      'PATCH',
      `/api/sale/apply/vicariously/${broker2.userNo}`,
      broker2,
    );
    const no = applied.body.entity.applicationNo;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/admin/proxy/applications/${no}/grant`, admin, { amount: 2, reason: '동시 승인' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(await balanceOf(broker2.userNo, 'PROXY')).toBe(2);
    expect((await auditRows('proxy.application.grant', String(no))).length).toBe(1);
  });
});

describe('proxy document requests', () => {
  async function openRequest(): Promise<{ requestNo: number; saleNo: number }> {
    const [sale] = await db()
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(
        and(
          eq(sales.userNo, broker.userNo),
          eq(sales.status, 'ACTIVE'),
          sql`not exists (select 1 from proxy_document_requests r where r.sale_no = ${sales.saleNo})`,
        ),
      )
      .limit(1);
    if (!sale) throw new Error('no listing');
    await setUnits(db(), broker.userNo, 'PROXY', { granted: 1 });
    const res = await call<{ requestNo: number }>(
      'PATCH',
      `/api/sale/vicariously/used/${broker.userNo}`,
      broker,
      {
        saleNo: sale.saleNo,
      },
    );
    expect(res.status).toBe(200);
    return { requestNo: res.body.entity.requestNo, saleNo: sale.saleNo };
  }

  it('attaches both documents: the listing shows them, the request is ATTACHED, the broker is told', async () => {
    const { requestNo, saleNo } = await openRequest();
    const list = await call<{
      list: { requestNo: number; state: string; saleNo: number; loginId: string }[];
    }>('GET', '/api/admin/proxy/requests', admin);
    expect(list.body.entity.list[0]?.state).toBe('WAITING_DOCUMENTS');
    expect(list.body.entity.list.find((r) => r.requestNo === requestNo)).toMatchObject({
      saleNo,
      loginId: 'broker01',
    });

    const res = await attach(requestNo, admin, [
      { field: 'registerCopy', data: pdf(), type: 'application/pdf' },
      { field: 'buildingRegister', data: await png(), type: 'image/png' },
    ]);
    expect(res.status, res.body.message).toBe(200);
    const entity = res.body.entity as { state: string; documents: { kind: string; fileId: string }[] };
    expect(entity.state).toBe('ATTACHED');
    const docs = await db().select().from(saleDocuments).where(eq(saleDocuments.saleNo, saleNo));
    expect(docs.map((d) => d.kind).sort()).toEqual(['BUILDING_REGISTER', 'REGISTER_COPY']);
    expect(docs.map((d) => d.fileId).sort()).toEqual(entity.documents.map((d) => d.fileId).sort());

    // The broker sees them on the listing, and may open them.
    const detail = await call<{ documents: { kind: string; fileId: string | null }[] }>(
      'GET',
      `/api/sale/${saleNo}`,
      broker,
    );
    expect(detail.status, detail.body.message).toBe(200);
    const shown = detail.body.entity.documents.map((d) => d.fileId).sort();
    expect(shown).toEqual(entity.documents.map((d) => d.fileId).sort());
    const fileId = entity.documents[0]?.fileId;
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/common/download?fileId=${fileId}`,
      headers: broker.headers,
    });
    expect(download.statusCode).toBe(200);

    const [audit] = await auditRows('proxy.document.attach', String(requestNo));
    expect(audit?.after).toMatchObject({ state: 'ATTACHED', saleNo });
    const notes = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userNo, broker.userNo), eq(notifications.kind, 'PROXY_DOCUMENTS_ATTACHED')),
      );
    expect(notes.length).toBe(1);
    expect(notes[0]?.link).toBe(`/salesManagement/salesDetail/${saleNo}`);

    // A second attach is refused, leaves no stored file behind and no audit row.
    const filesBefore = await db().select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    const objectsBefore = storedObjects();
    expect(objectsBefore).toBeGreaterThanOrEqual(2);
    const again = await attach(requestNo, admin, [
      { field: 'registerCopy', data: pdf(), type: 'application/pdf' },
      { field: 'buildingRegister', data: pdf(), type: 'application/pdf' },
    ]);
    expect(again.status).toBe(409);
    const filesAfter = await db().select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    expect(filesAfter[0]?.n).toBe(filesBefore[0]?.n);
    // The two files were written before the transaction that refused them, then removed.
    expect(storedObjects()).toBe(objectsBefore);
    expect((await auditRows('proxy.document.attach', String(requestNo))).length).toBe(1);
  });

  it('attaches once when 20 operators send documents for the same request at once', async () => {
    const { requestNo, saleNo } = await openRequest();
    const objectsBefore = storedObjects();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        attach(requestNo, admin, [
          { field: 'registerCopy', data: pdf(), type: 'application/pdf' },
          { field: 'buildingRegister', data: pdf(), type: 'application/pdf' },
        ]),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(answers.filter((a) => a.status === 409).length).toBe(19);
    expect((await auditRows('proxy.document.attach', String(requestNo))).length).toBe(1);
    const docs = await db().select().from(saleDocuments).where(eq(saleDocuments.saleNo, saleNo));
    expect(docs.length).toBe(2);
    // Only the winner's two files stay; the 38 written by the refused calls are gone.
    expect(storedObjects()).toBe(objectsBefore + 2);
  });

  it('refuses a missing document, a wrong type and an unknown request', async () => {
    const { requestNo } = await openRequest();
    const one = await attach(requestNo, admin, [
      { field: 'registerCopy', data: pdf(), type: 'application/pdf' },
    ]);
    expect(one.status).toBe(400);
    expect(one.body.message).toBe('등기부등본과 건축물대장 파일을 모두 선택해주세요.');
    const text = await attach(requestNo, admin, [
      { field: 'registerCopy', data: Buffer.from('hello, not a pdf'), type: 'text/plain' },
      { field: 'buildingRegister', data: pdf(), type: 'application/pdf' },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/[가-힣]/);
    const unknown = await attach(99999999, admin, [
      { field: 'registerCopy', data: pdf(), type: 'application/pdf' },
      { field: 'buildingRegister', data: pdf(), type: 'application/pdf' },
    ]);
    expect(unknown.status).toBe(404);
    const requests = await call<{ list: { requestNo: number; state: string }[] }>(
      'GET',
      '/api/admin/proxy/requests?state=WAITING_DOCUMENTS',
      admin,
    );
    expect(requests.body.entity.list.some((r) => r.requestNo === requestNo)).toBe(true);
  });
});

describe("lawyers' settlement", () => {
  it('upserts the terms with an audit of before and after, and refuses bad ones', async () => {
    await db().delete(lawyerSettings).where(eq(lawyerSettings.userNo, lawyer.userNo));
    const body = {
      feePerApproval: 45000,
      bankName: '국민은행',
      accountNo: '123-45-6789',
      accountHolder: '김변호',
    };
    const first = await call('PUT', `/api/admin/lawyers/${lawyer.userNo}/settings`, admin, body);
    expect(first.status).toBe(200);
    const second = await call('PUT', `/api/admin/lawyers/${lawyer.userNo}/settings`, admin, {
      ...body,
      feePerApproval: 50000,
    });
    expect(second.status).toBe(200);
    const rows = await auditRows('lawyer.settings', String(lawyer.userNo));
    expect(rows.length).toBe(2);
    expect(rows[0]?.before).toBeNull();
    expect(rows[1]?.before).toMatchObject({ feePerApproval: 45000 });
    expect(rows[1]?.after).toMatchObject({ feePerApproval: 50000 });
    const list = await call<{ list: { userNo: number; feePerApproval: number; isDefaultFee: boolean }[] }>(
      'GET',
      '/api/admin/lawyers',
      admin,
    );
    expect(list.body.entity.list.find((l) => l.userNo === lawyer.userNo)).toMatchObject({
      feePerApproval: 50000,
      isDefaultFee: false,
    });
    // The lawyer's own screen reads the same terms.
    const own = await call<{ feePerApproval: number }>('GET', '/api/lawyer/setting/detail', lawyer);
    expect(own.body.entity.feePerApproval).toBe(50000);

    for (const bad of [
      { ...body, feePerApproval: -1 },
      { ...body, feePerApproval: 10_000_001 },
      { ...body, accountNo: '12a-34' },
      { ...body, accountNo: '1'.repeat(31) },
      { ...body, bankName: '' },
      { ...body, accountHolder: 'x'.repeat(51) },
    ]) {
      const res = await call('PUT', `/api/admin/lawyers/${lawyer.userNo}/settings`, admin, bad);
      expect.soft(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('PUT', `/api/admin/lawyers/${broker.userNo}/settings`, admin, body)).status).toBe(404);
    expect((await auditRows('lawyer.settings', String(lawyer.userNo))).length).toBe(2);
  });

  it("pays only that Korean month's pending lines, once; the lawyer sees 정산 완료", async () => {
    await db().delete(lawyerCalculates).where(eq(lawyerCalculates.lawyerNo, lawyer.userNo));
    const line = (decidedAt: string, amount: number, state = 'CALCULATE001') => ({
      lawyerNo: lawyer.userNo,
      saleTitle: `정산 시험 ${decidedAt}`,
      decision: 'CONFIRM',
      amount,
      state,
      decidedAt: new Date(decidedAt),
      paidAt: state === 'CALCULATE002' ? new Date(decidedAt) : null,
    });
    await db()
      .insert(lawyerCalculates)
      .values([
        line('2026-09-30T15:00:00Z', 30000), // 2026-10-01 00:00 KST: October
        line('2026-10-15T03:00:00Z', 40000),
        line('2026-10-20T03:00:00Z', 50000, 'CALCULATE003'), // held: not paid
        line('2026-10-31T15:00:00Z', 60000), // 2026-11-01 00:00 KST: November
        line('2026-09-30T14:59:59Z', 70000), // 2026-09-30 23:59 KST: September
      ]);
    const before = await call<{ total: { count: number; pendingAmount: number } }>(
      'GET',
      `/api/admin/lawyers/${lawyer.userNo}/settlements?month=2026-10`,
      admin,
    );
    expect(before.body.entity.total).toMatchObject({ count: 3, pendingAmount: 70000 });

    const paid = await call<{ count: number; amount: number }>(
      'POST',
      `/api/admin/lawyers/${lawyer.userNo}/settlements/paid`,
      admin,
      { month: '2026-10' },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.entity).toMatchObject({ count: 2, amount: 70000 });
    const lines = await db()
      .select()
      .from(lawyerCalculates)
      .where(eq(lawyerCalculates.lawyerNo, lawyer.userNo));
    const byAmount = Object.fromEntries(lines.map((l) => [l.amount, l.state]));
    expect(byAmount).toEqual({
      30000: 'CALCULATE002',
      40000: 'CALCULATE002',
      50000: 'CALCULATE003',
      60000: 'CALCULATE001',
      70000: 'CALCULATE001',
    });
    expect(lines.filter((l) => l.state === 'CALCULATE002').every((l) => l.paidAt !== null)).toBe(true);

    const again = await call<{ count: number }>(
      'POST',
      `/api/admin/lawyers/${lawyer.userNo}/settlements/paid`,
      admin,
      { month: '2026-10' },
    );
    expect(again.status).toBe(200);
    expect(again.body.entity.count).toBe(0);
    expect((await auditRows('lawyer.settlement.paid', `${lawyer.userNo}:2026-10`)).length).toBe(1);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, lawyer.userNo), eq(notifications.kind, 'SETTLEMENT_PAID')));
    expect(notes.length).toBe(1);

    const own = await call<{ list: { amount: number; stateLabel: string }[] }>(
      'GET',
      '/api/lawyer/calculate/detail/list?month=2026-10',
      lawyer,
    );
    const labels = Object.fromEntries(own.body.entity.list.map((l) => [l.amount, l.stateLabel]));
    expect(labels[30000]).toBe('정산 완료');
    expect(labels[40000]).toBe('정산 완료');
    expect(labels[50000]).toBe('정산 보류');

    // Twenty at once on a month with pending lines: the lines are paid once, by one call.
    await db()
      .insert(lawyerCalculates)
      .values([line('2026-08-10T03:00:00Z', 11000), line('2026-08-11T03:00:00Z', 12000)]);
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ count: number; amount: number }>(
          'POST',
          `/api/admin/lawyers/${lawyer.userNo}/settlements/paid`,
          admin,
          { month: '2026-08' },
        ),
      ),
    );
    expect(racing.every((r) => r.status === 200)).toBe(true);
    expect(racing.map((r) => r.body.entity.count).sort((a, b) => b - a)[0]).toBe(2);
    expect(racing.reduce((sum, r) => sum + r.body.entity.count, 0)).toBe(2);
    expect((await auditRows('lawyer.settlement.paid', `${lawyer.userNo}:2026-08`)).length).toBe(1);

    for (const month of ['2026-13', '26-10', '']) {
      const bad = await call('POST', `/api/admin/lawyers/${lawyer.userNo}/settlements/paid`, admin, {
        month,
      });
      expect.soft(bad.status, month).toBe(400);
    }
    expect(
      (await call('GET', `/api/admin/lawyers/${lawyer.userNo}/settlements?month=2026-1`, admin)).status,
    ).toBe(400);
  });
});
