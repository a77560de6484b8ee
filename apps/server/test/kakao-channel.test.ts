import type { SaleDetail, UserDetail } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles, sales } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * A broker's KakaoTalk channel (issue P10 item 5): set on the profile edit, pf.kakao.com only, cleared
 * with '' or null, refused for other account types, and shown on the broker's listings beside the inquiry.
 */

let ctx: TestContext;

interface Caller {
  userNo: number;
  headers: Record<string, string>;
}
let broker01: Caller;
let broker02: Caller;
let user01: Caller;
let lawyer01: Caller;
let saleOf01: number;
let saleOf02: number;

const SEEDED = 'https://pf.kakao.com/_ansimbroker01';
const FORMAT = '카카오톡 채널 주소는 https://pf.kakao.com/_ 로 시작해야 합니다.';

async function signIn(id: string): Promise<Caller> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: DEMO_PASSWORD },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

async function insertSale(userNo: number): Promise<number> {
  const [row] = await ctx.handle.db
    .insert(sales)
    .values({
      userNo,
      saleType: 'RENT',
      buildingType: 'VILLA',
      rentPrice: 20_000,
      publicPrice: 30_000,
      seniorDebt: 0,
      roomGroup: 'ROOM002',
      roomType: 'ROOM_TYPE003',
      floor: 3,
      entireFloor: 5,
      dedicatedArea: 42.15,
      title: '역삼역 도보 7분 채광 좋은 투룸',
      safetyGrade: 'RATE001',
      bjdCode: '1168010100',
      sidoCode: '11',
      sigunguCode: '11680',
      dongCode: '11680101',
      saleAddr: '서울특별시 강남구 역삼동 823-4 역삼하이빌',
      lat: 37.501675,
      lng: 127.027926,
    })
    .returning({ saleNo: sales.saleNo });
  if (!row) throw new Error('no listing inserted');
  return row.saleNo;
}

async function modify(caller: Caller, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/modify',
    headers: caller.headers,
    payload: { userNo: caller.userNo, ...body },
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; entity: UserDetail | null }>(),
  };
}

async function channelOnListing(saleNo: number): Promise<string | null> {
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/sale/${saleNo}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: SaleDetail }>().entity.broker.kakaoChannelUrl;
}

async function storedChannel(userNo: number): Promise<string | null | undefined> {
  const [row] = await ctx.handle.db
    .select({ url: professionalProfiles.kakaoChannelUrl })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userNo, userNo));
  return row?.url;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [broker01, broker02, user01, lawyer01] = await Promise.all([
    signIn('broker01'),
    signIn('broker02'),
    signIn('user01'),
    signIn('lawyer01'),
  ]);
  saleOf01 = await insertSale(broker01.userNo);
  saleOf02 = await insertSale(broker02.userNo);
});
afterAll(async () => {
  await ctx.close();
});

describe("the listing detail's broker", () => {
  it("carries broker01's seeded channel, and null for a broker without one", async () => {
    expect(await channelOnListing(saleOf01)).toBe(SEEDED);
    expect(await channelOnListing(saleOf02)).toBeNull();
  });
});

describe('the profile edit (POST /api/user/modify)', () => {
  it('saves a channel link or its chat link, returns it, and the listing shows it', async () => {
    const saved = await modify(broker02, { kakaoChannelUrl: 'https://pf.kakao.com/_xoXbLs' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity?.profile?.kakaoChannelUrl).toBe('https://pf.kakao.com/_xoXbLs');
    expect(await channelOnListing(saleOf02)).toBe('https://pf.kakao.com/_xoXbLs');

    const chat = await modify(broker02, { kakaoChannelUrl: '  https://pf.kakao.com/_xoXbLs/chat ' });
    expect(chat.status).toBe(200);
    expect(chat.body.entity?.profile?.kakaoChannelUrl).toBe('https://pf.kakao.com/_xoXbLs/chat');

    const read = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/detail/${broker02.userNo}`,
      headers: broker02.headers,
    });
    expect(read.json<{ entity: UserDetail }>().entity.profile?.kakaoChannelUrl).toBe(
      'https://pf.kakao.com/_xoXbLs/chat',
    );
    // Another broker's link is untouched.
    expect(await channelOnListing(saleOf01)).toBe(SEEDED);
  });

  it('refuses any other address with the Korean 400 and keeps the saved link', async () => {
    for (const bad of [
      'http://pf.kakao.com/_xoXbLs',
      'https://pf.kakao.com/xoXbLs',
      'https://pf.kakao.com/_xoXbLs/friend',
      'https://pf.kakao.com.evil.example/_xoXbLs',
      'https://evil.example/?https://pf.kakao.com/_a',
      'javascript:alert(1)',
      `https://pf.kakao.com/_${'a'.repeat(41)}`,
    ]) {
      const refused = await modify(broker01, { kakaoChannelUrl: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe(-400);
      expect(refused.body.message).toContain(FORMAT);
    }
    const tooLong = await modify(broker01, { kakaoChannelUrl: `https://pf.kakao.com/_${'a'.repeat(300)}` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('카카오톡 채널 주소는 200자 이내로 입력해주세요.');
    const notText = await modify(broker01, { kakaoChannelUrl: 42 });
    expect(notText.status).toBe(400);
    expect(await storedChannel(broker01.userNo)).toBe(SEEDED);
    expect(await channelOnListing(saleOf01)).toBe(SEEDED);
  });

  it("clears the link with '' or null; a save without the field leaves it alone", async () => {
    const untouched = await modify(broker01, { name: '박중개' });
    expect(untouched.status).toBe(200);
    expect(untouched.body.entity?.profile?.kakaoChannelUrl).toBe(SEEDED);

    const cleared = await modify(broker01, { kakaoChannelUrl: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.entity?.profile?.kakaoChannelUrl).toBeNull();
    expect(await channelOnListing(saleOf01)).toBeNull();

    await modify(broker01, { kakaoChannelUrl: SEEDED });
    expect(await channelOnListing(saleOf01)).toBe(SEEDED);
    const nulled = await modify(broker01, { kakaoChannelUrl: null });
    expect(nulled.status).toBe(200);
    expect(await storedChannel(broker01.userNo)).toBeNull();
    expect(await channelOnListing(saleOf01)).toBeNull();
  });

  it('refuses a link from a general member or a lawyer (403) and stores nothing for them', async () => {
    for (const caller of [user01, lawyer01]) {
      const refused = await modify(caller, { kakaoChannelUrl: 'https://pf.kakao.com/_xoXbLs' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('카카오톡 채널 주소는 중개사 회원만 등록할 수 있습니다.');
      expect(await storedChannel(caller.userNo)).toBeFalsy();
    }
    // Clearing what a general member cannot have is harmless; the rest of the save goes through.
    const cleared = await modify(user01, { kakaoChannelUrl: '', name: '김안심' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.entity?.profile).toBeNull();
    expect(await storedChannel(user01.userNo)).toBeUndefined();
  });

  it("refuses another account's profile, and the database refuses a foreign address itself", async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/modify',
      headers: broker02.headers,
      payload: { userNo: broker01.userNo, kakaoChannelUrl: 'https://pf.kakao.com/_hijack' },
    });
    expect(other.statusCode).toBe(403);
    expect(await storedChannel(broker01.userNo)).not.toBe('https://pf.kakao.com/_hijack');

    await expect(
      ctx.handle.db
        .update(professionalProfiles)
        .set({ kakaoChannelUrl: 'https://evil.example/_a' })
        .where(eq(professionalProfiles.userNo, broker02.userNo)),
    ).rejects.toThrow();
  });
});
