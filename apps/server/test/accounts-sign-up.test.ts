import type { SmsPurpose } from '@ansim/domain/contract';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, storedFiles, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifyPhone as verifyPhoneAs } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-test-files-${process.pid}` } });
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(1);
const verifyPhone = (phone: string, purpose: SmsPurpose = 'SIGN_UP') =>
  verifyPhoneAs(ctx.app, ctx.handle.db, phone, { purpose, from });

const agreed = AGREED;
const approvalNotices = async (userNo: number) =>
  (
    await ctx.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.kind, 'ACCOUNT_APPROVED')))
  ).map((n) => n.title);
const pngWithExif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .jpeg()
    .toBuffer();

describe('sign-up', () => {
  it('checks whether an id is free', async () => {
    const taken = await ctx.app.inject({ method: 'GET', url: '/api/user/duplication/check?id=user01' });
    expect(taken.json()).toMatchObject({ code: 1, entity: { available: false } });
    const free = await ctx.app.inject({ method: 'GET', url: '/api/user/duplication/check?id=newuser1' });
    expect(free.json()).toMatchObject({ code: 1, entity: { available: true } });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/user/duplication/check?id=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('signs up a general user who is active at once and can sign in', async () => {
    const verificationId = await verifyPhone('01066660001');
    const form = multipart({
      userType: 'GENERAL',
      id: 'tenant01',
      password: 'safe2home!',
      passwordConfirm: 'safe2home!',
      name: '최세입',
      phone: '01066660001',
      email: 'tenant@example.com',
      verificationId,
      isMarketing: 'true',
      ...agreed,
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.json()).toMatchObject({ code: 1, entity: { userType: 'GENERAL', status: 'ACTIVE' } });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'tenant01', password: 'safe2home!' },
      remoteAddress: from(),
    });
    expect(login.json()).toMatchObject({ code: 1, entity: { name: '최세입', isMarketing: true } });

    // The verification is spent: it cannot open a second account.
    const again = multipart({
      ...Object.fromEntries(
        Object.entries({
          userType: 'GENERAL',
          id: 'tenant02',
          password: 'safe2home!',
          passwordConfirm: 'safe2home!',
          name: '최세입',
          phone: '01066660001',
          verificationId,
          ...agreed,
        }),
      ),
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...again,
      remoteAddress: from(),
    });
    expect(second.json<{ code: number }>().code).toBe(-1302);
  });

  it('refuses a sign-up without a verified phone, and writes nothing', async () => {
    const form = multipart({
      userType: 'GENERAL',
      id: 'noverify1',
      password: 'safe2home!',
      passwordConfirm: 'safe2home!',
      name: '김미인',
      phone: '01066660009',
      verificationId: '00000000-0000-4000-8000-000000000000',
      ...agreed,
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.json()).toMatchObject({ code: -1205, message: '휴대폰 인증을 완료해주세요.' });
    expect(await ctx.handle.db.select().from(users).where(eq(users.loginId, 'noverify1'))).toEqual([]);
  });

  it('names the first bad field of a sign-up', async () => {
    const form = multipart({
      userType: 'GENERAL',
      id: 'abcdefg1',
      password: 'aaa111bbb',
      passwordConfirm: 'aaa111bbb',
      name: '김',
      phone: '0101234',
      verificationId: 'x',
      ...agreed,
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'password: 동일 문자를 3자 이상 연속으로 입력할 수 없습니다.',
    );
  });

  it('signs a broker up with documents, pending until the operator approves', async () => {
    const verificationId = await verifyPhone('01066660002');
    const jpeg = await pngWithExif();
    // A real one-page document: uploads are parsed and a PDF without pages is refused.
    const pdfDocument = await PDFDocument.create();
    pdfDocument.addPage([200, 200]);
    const pdf = Buffer.from(await pdfDocument.save());
    const form = multipart(
      {
        userType: 'BROKER',
        id: 'agent0001',
        password: 'broker2go!',
        passwordConfirm: 'broker2go!',
        name: '정중개',
        phone: '01066660002',
        verificationId,
        company: '정직공인중개사',
        businessNo: '123-45-67890',
        registrationNo: '11680-2024-00001',
        officePhone: '02-555-1234',
        ...agreed,
      },
      [
        { field: 'businessLicenseFile', name: 'license.jpg', type: 'image/jpeg', data: jpeg },
        { field: 'brokerRegistrationFile', name: 'registration.pdf', type: 'application/pdf', data: pdf },
      ],
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.json()).toMatchObject({ code: 1, entity: { userType: 'BROKER', status: 'PENDING' } });
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;

    const files = await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.ownerUserNo, userNo));
    expect(files.map((f) => [f.kind, f.mime]).sort()).toEqual([
      ['BROKER_REGISTRATION', 'application/pdf'],
      ['BUSINESS_LICENSE', 'image/jpeg'],
    ]);

    const pending = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'agent0001', password: 'broker2go!' },
      remoteAddress: from(),
    });
    expect(pending.json<{ code: number }>().code).toBe(-1106);

    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'admin01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const adminAuth = { authorization: admin.headers.authorization as string };
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/all/list?status=PENDING',
      headers: adminAuth,
    });
    expect(
      list.json<{ entity: { list: { userNo: number }[] } }>().entity.list.map((u) => u.userNo),
    ).toContain(userNo);

    const broker = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'broker01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const notAdmin = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/user/${userNo}/approve`,
      headers: { authorization: broker.headers.authorization as string },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await approvalNotices(userNo)).toEqual([]);

    const approve = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/user/${userNo}/approve`,
      headers: adminAuth,
    });
    expect(approve.json()).toMatchObject({
      code: 1,
      entity: { status: 'ACTIVE', profile: { businessNo: '1234567890' } },
    });
    // The broker is told, in the notification centre (and by SMS when their alarm allows).
    expect(await approvalNotices(userNo)).toEqual(['회원 승인이 완료되었습니다.']);
    const active = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'agent0001', password: 'broker2go!' },
      remoteAddress: from(),
    });
    expect(active.json<{ code: number }>().code).toBe(1);
  });

  it('refuses a broker without the required documents, and a file that only pretends to be an image', async () => {
    const verificationId = await verifyPhone('01066660003');
    const base = {
      userType: 'BROKER',
      id: 'agent0002',
      password: 'broker2go!',
      passwordConfirm: 'broker2go!',
      name: '한중개',
      phone: '01066660003',
      verificationId,
      company: '한빛중개',
      businessNo: '2234567890',
      registrationNo: 'R-1',
      ...agreed,
    };
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...multipart(base),
      remoteAddress: from(),
    });
    expect(missing.json()).toMatchObject({
      code: -400,
      message: 'businessLicenseFile: 사업자등록증 파일을 첨부해주세요.',
    });

    const fake = multipart(base, [
      {
        field: 'businessLicenseFile',
        name: 'license.png',
        type: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      },
      {
        field: 'brokerRegistrationFile',
        name: 'reg.png',
        type: 'image/png',
        data: Buffer.from('not an image'),
      },
    ]);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...fake,
      remoteAddress: from(),
    });
    expect(rejected.json<{ code: number }>().code).toBe(-1401);
    expect(await ctx.handle.db.select().from(users).where(eq(users.loginId, 'agent0002'))).toEqual([]);
  });
});
