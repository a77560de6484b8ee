import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fileViews, saleDocuments, sales, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifiedCode } from './sms-codes.ts';

/*
 * Who may read what is private: an account's documents (the list and each file) and the operator's SMS
 * outbox. Each is asked by its owner, the operator, another signed-in user and a visitor.
 */

let ctx: TestContext;
const from = addressSource(6);
const verifiedPhone = (phone: string) => verifiedCode(ctx.handle.db, phone);

async function signIn(id: string, password: string): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password },
    remoteAddress: from(),
  });
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return { authorization: token };
}

let ownerNo = 0;
let fileId = '';
let png: Buffer;
const callers: Record<'owner' | 'operator' | 'other' | 'visitor', Record<string, string>> = {
  owner: {},
  operator: {},
  other: {},
  visitor: {},
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-test-private-${process.pid}` } });
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
  const phone = '01076000001';
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/user',
    ...multipart(
      {
        userType: 'BROKER',
        id: 'docowner1',
        password: 'broker2go!',
        passwordConfirm: 'broker2go!',
        name: '문서주인',
        phone,
        verificationId: await verifiedPhone(phone),
        company: '문서공인중개사',
        businessNo: '2234567890',
        registrationNo: '11680-2024-00077',
        ...AGREED,
      },
      [
        { field: 'businessLicenseFile', name: 'license.png', type: 'image/png', data: png },
        { field: 'brokerRegistrationFile', name: 'registration.png', type: 'image/png', data: png },
      ],
    ),
    remoteAddress: from(),
  });
  ownerNo = signUp.json<{ entity: { userNo: number } }>().entity.userNo;
  callers.operator = await signIn('admin01', 'ansim2580!');
  await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/user/${ownerNo}/approve`,
    headers: callers.operator,
  });
  callers.owner = await signIn('docowner1', 'broker2go!');
  callers.other = await signIn('user01', 'ansim2580!');
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/files/${ownerNo}`,
    headers: callers.owner,
  });
  fileId = list.json<{ entity: { fileId: string }[] }>().entity[0]?.fileId ?? '';
});
afterAll(async () => {
  await ctx.close();
});

const status = { owner: 200, operator: 200, other: 403, visitor: 401 } as const;

describe("an account's documents", () => {
  it.each(Object.keys(status) as (keyof typeof status)[])(
    'are listed for %s as the rule says',
    async (who) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/files/${ownerNo}`,
        headers: callers[who],
      });
      expect(res.statusCode).toBe(status[who]);
      const body = res.json<{ code: number; entity: { fileId: string }[] | null }>();
      if (status[who] === 200) expect(body.entity?.map((f) => f.fileId)).toContain(fileId);
      else expect(body.entity).toBeNull();
    },
  );

  it.each(Object.keys(status) as (keyof typeof status)[])('are read by %s as the rule says', async (who) => {
    expect(fileId).not.toBe('');
    const res = await ctx.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: callers[who] });
    expect(res.statusCode).toBe(status[who]);
    if (status[who] === 200) {
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
    } else {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ entity: unknown }>().entity).toBeNull();
    }
  });

  it('are not found by a file number that is not stored', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/files/${randomUUID()}`,
      headers: callers.operator,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the operator's reads of private documents", () => {
  const auditOf = (id: string) =>
    ctx.handle.db
      .select({ action: auditLog.action, actor: auditLog.actorLoginId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'file'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.auditNo);

  it("log the operator's read of an account's document, and only the operator's", async () => {
    const before = await auditOf(fileId);
    // The owner's reads are not the operator's: nothing logged.
    await ctx.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: callers.owner });
    expect(await auditOf(fileId)).toEqual(before);
    await ctx.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: callers.operator });
    const after = await auditOf(fileId);
    expect(after.slice(before.length)).toEqual([{ action: 'member.document.view', actor: 'admin01' }]);
  });

  it("log the operator's read of a listing's registry document, beside the view record", async () => {
    const [doc] = await ctx.handle.db
      .select({ fileId: saleDocuments.fileId })
      .from(saleDocuments)
      .innerJoin(sales, eq(sales.saleNo, saleDocuments.saleNo))
      .where(eq(sales.status, 'ACTIVE'))
      .orderBy(saleDocuments.saleNo)
      .limit(1);
    const id = doc?.fileId ?? '';
    expect(id).not.toBe('');
    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/common/download?fileId=${id}`, headers, remoteAddress: from() });
    expect((await read(callers.other)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([]);
    expect((await read(callers.operator)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([{ action: 'sale.document.view', actor: 'admin01' }]);
    const views = await ctx.handle.db.select({ n: count() }).from(fileViews).where(eq(fileViews.fileId, id));
    expect(views[0]?.n).toBe(2);
  });
});

describe("a demo listing's registry document by /files/{fileId}", () => {
  it('reaches its broker and the operator as a PDF, made on first read, and no one else', async () => {
    const [doc] = await ctx.handle.db
      .select({ fileId: saleDocuments.fileId, owner: sales.userNo })
      .from(saleDocuments)
      .innerJoin(sales, eq(sales.saleNo, saleDocuments.saleNo))
      .where(
        sql`${saleDocuments.fileId} in (select file_id from stored_files where storage_key like 'demo-documents/%')`,
      )
      .orderBy(saleDocuments.saleNo)
      .limit(1);
    expect(doc).toBeDefined();
    const [broker] = await ctx.handle.db
      .select({ id: users.loginId })
      .from(users)
      .where(eq(users.userNo, doc?.owner ?? 0));
    const owner = await signIn(broker?.id ?? '', 'ansim2580!');
    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/files/${doc?.fileId}`, headers, remoteAddress: from() });
    const own = await read(owner);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await read(callers.operator)).statusCode).toBe(200);
    expect((await read(callers.other)).statusCode).toBe(403);
    expect((await read(callers.visitor)).statusCode).toBe(401);
  });
});

describe("the operator's SMS outbox", () => {
  const outbox = { owner: 403, operator: 200, other: 403, visitor: 401 } as const;
  it.each(Object.keys(outbox) as (keyof typeof outbox)[])('answers %s as the rule says', async (who) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/sms/outbox?phone=01012345678',
      headers: callers[who],
    });
    expect(res.statusCode).toBe(outbox[who]);
    if (outbox[who] !== 200) expect(res.json<{ entity: unknown }>().entity).toBeNull();
  });

  it('shows the operator at most the 20 newest messages to the phone, newest first', async () => {
    const phone = '01076000099';
    await ctx.handle.db.execute(
      sql`insert into sms_messages (phone, body, driver, status, created_at)
          select ${phone}, 'm' || g, 'outbox', 'OUTBOX', now() from generate_series(1, 25) g`,
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sms/outbox?phone=${phone}`,
      headers: callers.operator,
    });
    const bodies = res.json<{ entity: { body: string }[] }>().entity.map((m) => m.body);
    expect(bodies).toHaveLength(20);
    expect(bodies[0]).toBe('m25');
    expect(bodies).not.toContain('m5');
  });
});

describe('a birth date', () => {
  it('in the future is refused by the server, and nothing is written', async () => {
    const phone = '01076000002';
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const ymd = `${tomorrow.getUTCFullYear()}${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...multipart({
        userType: 'GENERAL',
        id: 'future001',
        password: 'safe2home!',
        passwordConfirm: 'safe2home!',
        name: '미래인',
        phone,
        birthDate: ymd,
        verificationId: await verifiedPhone(phone),
        ...AGREED,
      }),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('birthDate: 생년월일은 오늘 이후일 수 없습니다.');
    const rows = await ctx.handle.db.select().from(users).where(eq(users.loginId, 'future001'));
    expect(rows).toEqual([]);
  });
});
