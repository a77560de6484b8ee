import type { SmsPurpose } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, storedFiles, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, lastCodeSent, verifyPhone as verifyPhoneAs } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-test-files-${process.pid}` } });
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(1);
const lastCode = (phone: string) => lastCodeSent(ctx.handle.db, phone);
const verifyPhone = (phone: string, purpose: SmsPurpose = 'SIGN_UP') =>
  verifyPhoneAs(ctx.app, ctx.handle.db, phone, { purpose, from });

const agreed = AGREED;
const pngWithExif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .jpeg()
    .toBuffer();

describe('SMS verification', () => {
  it('sends a 6-digit code to the outbox, never in the response, and verifies it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '010-5555-0001' },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(await lastCode('01055550001'));
    const [msg] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.phone, '01055550001'));
    expect(msg).toMatchObject({ driver: 'outbox', status: 'OUTBOX' });
    expect(msg?.body).toMatch(/^\[안심방\] 인증번호 \[\d{6}\]를 입력해주세요\. \(3분 이내\)$/);
  });

  it('refuses a resend within a minute', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550002' },
      remoteAddress: from(),
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550002' },
      remoteAddress: from(),
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: -1201,
      message: '인증번호는 1분 후에 다시 요청할 수 있습니다.',
    });
  });

  it('spends the code after five wrong tries', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '01055550003' },
      remoteAddress: from(),
    });
    const code = await lastCode('01055550003');
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (c: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/auth/match?phone=01055550003&code=${c}`,
        remoteAddress: from(),
      });
    for (let i = 0; i < 4; i++) expect((await tryCode(wrong)).json<{ code: number }>().code).toBe(-1203);
    expect((await tryCode(wrong)).json<{ code: number }>().code).toBe(-1204);
    expect((await tryCode(code)).json<{ code: number }>().code).toBe(-1204);
  });

  it('refuses a phone that is not a mobile number', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send',
      payload: { phone: '02-123-4567' },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('phone: 휴대폰 번호를 정확히 입력해주세요.');
  });
});

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

    const approve = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/user/${userNo}/approve`,
      headers: adminAuth,
    });
    expect(approve.json()).toMatchObject({
      code: 1,
      entity: { status: 'ACTIVE', profile: { businessNo: '1234567890' } },
    });
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

describe('recovery, profile and withdrawal', () => {
  it('finds the id and resets the password behind SMS verification, ending every session', async () => {
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const oldAuth = { authorization: old.headers.authorization as string };

    const findVerification = await verifyPhone('01012345678', 'FIND_ID');
    const found = await ctx.app.inject({
      method: 'POST',
      url: '/api/find/id',
      payload: { name: '김안심', phone: '01012345678', verificationId: findVerification },
      remoteAddress: from(),
    });
    expect(found.json()).toMatchObject({ code: 1, entity: [{ id: 'user01', userType: 'GENERAL' }] });

    const wrongName = await verifyPhone('01012345678', 'FIND_ID').catch(() => null);
    expect(wrongName).toBeNull(); // cool-down: one code a minute

    const pwVerification = await verifyPhone('01012345678', 'FIND_PASSWORD');
    const start = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/find/password/user01',
      payload: { phone: '01012345678', verificationId: pwVerification },
      remoteAddress: from(),
    });
    const { resetTicket } = start.json<{ entity: { resetTicket: string } }>().entity;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      payload: { resetTicket, password: 'newpass2go!', passwordConfirm: 'newpass2go!' },
      remoteAddress: from(),
    });
    expect(change.json<{ code: number }>().code).toBe(1);

    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/change/password',
      payload: { resetTicket, password: 'other2go!x', passwordConfirm: 'other2go!x' },
      remoteAddress: from(),
    });
    expect(replay.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: oldAuth })).statusCode).toBe(
      401,
    );
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'user01', password: 'newpass2go!' },
      remoteAddress: from(),
    });
    expect(fresh.json<{ code: number }>().code).toBe(1);
  });

  it('edits the profile, toggles marketing, and refuses another user’s number', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'lawyer01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const { userNo } = login.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: login.headers.authorization as string };
    const modified = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers,
      payload: { userNo, name: '이안심', email: 'lee@example.com' },
    });
    expect(modified.json()).toMatchObject({ code: 1, entity: { name: '이안심', email: 'lee@example.com' } });
    const toggled = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/toggle?userNo=${userNo}&isMarketing=true`,
      headers,
    });
    expect(toggled.json()).toMatchObject({ entity: { isMarketing: true } });
    const alarm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/alarm/${userNo}`,
      headers,
      payload: { isSaleAlarm: false },
    });
    expect(alarm.json()).toMatchObject({ entity: { isSaleAlarm: false, isPushAlarm: true } });
    const other = await ctx.app.inject({ method: 'PATCH', url: `/api/user/detail/${userNo - 1}`, headers });
    expect(other.statusCode).toBe(403);
    const phoneWithoutProof = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers,
      payload: { userNo, phone: '01099998888' },
    });
    expect(phoneWithoutProof.statusCode).toBe(400);
  });

  it('withdraws: password confirmed, every session ends, the id no longer signs in', async () => {
    const verificationId = await verifyPhone('01066660007');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      ...multipart({
        userType: 'GENERAL',
        id: 'leaving01',
        password: 'bye2you!x',
        passwordConfirm: 'bye2you!x',
        name: '떠남',
        phone: '01066660007',
        verificationId,
        ...agreed,
      }),
      remoteAddress: from(),
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'leaving01', password: 'bye2you!x' },
      remoteAddress: from(),
    });
    const { userNo } = login.json<{ entity: { userNo: number } }>().entity;
    const headers = { authorization: login.headers.authorization as string };
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/withdrwal/${userNo}`,
      headers,
      payload: { password: 'bye2you!x' },
    });
    expect(done.json()).toMatchObject({ code: 1, message: '회원 탈퇴가 완료되었습니다.' });
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/user/status/${userNo}`, headers })).json<{
        code: number;
      }>().code,
    ).toBe(-1107);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'leaving01', password: 'bye2you!x' },
      remoteAddress: from(),
    });
    expect(again.json<{ code: number }>().code).toBe(-1107);
  });
});
