import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsVerifications, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifiedCode } from './sms-codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(4);
const verifiedPhone = (phone: string, purpose: 'SIGN_UP' | 'CHANGE_PHONE' = 'SIGN_UP') =>
  verifiedCode(ctx.handle.db, phone, purpose);

async function signUp(fields: { id: string; phone: string; userType?: string }) {
  const verificationId = await verifiedPhone(fields.phone);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user',
    ...multipart({
      userType: fields.userType ?? 'GENERAL',
      id: fields.id,
      password: 'safe2home!',
      passwordConfirm: 'safe2home!',
      name: '경쟁자',
      phone: fields.phone,
      verificationId,
      ...AGREED,
    }),
    remoteAddress: from(),
  });
  return res.json<{ code: number }>().code;
}

const tally = (codes: number[]) => (c: number) => codes.filter((x) => x === c).length;
const OK = 1;
const DUPLICATE_ID = -1301;
const DUPLICATE_PHONE = -1302;

describe('sign-in ids that differ only in letter case', () => {
  it('make one account when ten such sign-ups race', async () => {
    const ids = [
      'racerC01',
      'RacerC01',
      'RACERC01',
      'racerc01',
      'rAcErC01',
      'RaCeRc01',
      'racERC01',
      'RACerc01',
    ];
    const codes = await Promise.all(
      ids.map((id, i) => signUp({ id, phone: `0107100${String(i).padStart(4, '0')}` })),
    );
    const n = tally(codes);
    expect(n(OK)).toBe(1);
    expect(n(DUPLICATE_ID)).toBe(ids.length - 1);
    const rows = await ctx.handle.db
      .select({ userNo: users.userNo })
      .from(users)
      .where(sql`lower(${users.loginId}) = 'racerc01'`);
    expect(rows).toHaveLength(1);
  });

  it('sign in to the one account whatever the case typed, and no other id opens it', async () => {
    const created = await signUp({ id: 'CaseUser1', phone: '01071010001' });
    expect(created).toBe(OK);
    const login = (id: string) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/api/login',
          payload: { id, password: 'safe2home!' },
          remoteAddress: from(),
        })
        .then((r) => r.json<{ code: number; entity: { id: string } | null }>());
    expect(await login('caseuser1')).toMatchObject({ code: OK, entity: { id: 'CaseUser1' } });
    expect(await login('CASEUSER1')).toMatchObject({ code: OK, entity: { id: 'CaseUser1' } });
    expect((await login('caseuser2')).code).not.toBe(OK);
  });

  it('is answered as taken by the duplication check in any case, and a free id as free', async () => {
    const check = (id: string) =>
      ctx.app
        .inject({ method: 'GET', url: `/api/user/duplication/check?id=${id}`, remoteAddress: from() })
        .then((r) => r.json<{ code: number; entity: { available: boolean } }>());
    expect(await check('CASEUSER1')).toMatchObject({ code: 1, entity: { available: false } });
    expect(await check('caseuser1')).toMatchObject({ code: 1, entity: { available: false } });
    expect(await check('caseuser9')).toMatchObject({ code: 1, entity: { available: true } });
  });
});

describe('one live account per phone and user type', () => {
  it('holds on every one of 15 phones when sign-ups race', async () => {
    const phones = Array.from({ length: 15 }, (_, i) => `0107200${String(i).padStart(4, '0')}`);
    const codes = await Promise.all(
      phones.flatMap((phone, p) => [0, 1, 2].map((k) => signUp({ id: `ph${p}x${k}race`, phone }))),
    );
    const n = tally(codes);
    expect(n(OK)).toBe(15);
    expect(n(DUPLICATE_PHONE)).toBe(30);
    const perPhone = await ctx.handle.db
      .select({ phone: users.phone, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(sql`${users.phone} like '0107200%'`, ne(users.status, 'WITHDRAWN')))
      .groupBy(users.phone);
    expect(perPhone).toHaveLength(15);
    expect(perPhone.every((r) => r.n === 1)).toBe(true);
  });

  it('leaves the phone free for another user type, and again after a withdrawal', async () => {
    expect(await signUp({ id: 'typeone01', phone: '01073000001' })).toBe(OK);
    expect(await signUp({ id: 'typeone02', phone: '01073000001' })).toBe(DUPLICATE_PHONE);
    await ctx.handle.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.loginId, 'typeone01'));
    expect(await signUp({ id: 'typeone03', phone: '01073000001' })).toBe(OK);
  });

  it('refuses a profile phone change to a phone that another live account of the type has', async () => {
    expect(await signUp({ id: 'mover0001', phone: '01074000001' })).toBe(OK);
    expect(await signUp({ id: 'holder001', phone: '01074000002' })).toBe(OK);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'mover0001', password: 'safe2home!' },
      remoteAddress: from(),
    });
    const token = login.headers.authorization as string;
    const userNo = login.json<{ entity: { userNo: number } }>().entity.userNo;
    const verificationId = await verifiedPhone('01074000002', 'CHANGE_PHONE');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers: { authorization: token },
      payload: { userNo, phone: '01074000002', verificationId },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: DUPLICATE_PHONE, message: '이미 가입된 휴대폰 번호입니다.' });
    const [mover] = await ctx.handle.db.select().from(users).where(eq(users.loginId, 'mover0001'));
    expect(mover?.phone).toBe('01074000001');
    // The code was not spent on a change that did not happen.
    const [code] = await ctx.handle.db
      .select()
      .from(smsVerifications)
      .where(eq(smsVerifications.verificationId, verificationId));
    expect(code?.consumedAt).toBeNull();
  });
});
