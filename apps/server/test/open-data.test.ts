import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../src/db/schema/sales.ts';
import { professionalProfiles, users } from '../src/db/schema/users.ts';
import { brokerBusinessStatus } from '../src/modules/opendata/service.ts';
import { OPEN_DATA_FILES_DIR } from '../src/platform/opendata/transactions.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifyPhone } from './sms-codes.ts';

/*
 * The open data a registration reads, answered offline by the local drivers (no keys configured): every
 * expectation is computed here from the shipped files, never copied from the implementation.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: `/tmp/ansim-test-files-opendata-${process.pid}` } });
});
afterAll(async () => {
  await ctx.close();
});

const from = addressSource(61);

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers, remoteAddress: from() });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}
async function post<T>(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}
async function signIn(id: string): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: 'ansim2580!' },
    remoteAddress: from(),
  });
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return { authorization: token };
}

interface CsvSale {
  bjd_code: string;
  building_name: string;
  price_manwon: string;
  area_m2: string;
  building_use: string;
  contract_date: string;
}
const csvSales = parse(
  fs.readFileSync(`${OPEN_DATA_FILES_DIR}/seoul-sale-transactions-2022-2023.csv`, 'utf8'),
  {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  },
) as CsvSale[];

interface Address {
  saleAddr: string;
  bjdCode: string;
  sido: string;
  dong: string;
  buildingName: string | null;
  lat: number;
  lng: number;
  served: boolean;
}
type AddressPage = { list: Address[]; pageInfo: { page: number; totalPage: number; totalRow: number } };

describe('GET /common/search/address (local: 법정동, 실거래 buildings, our listings)', () => {
  it('finds a 법정동 by its name first, with its code and centroid, in the service area', async () => {
    const { status, body } = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('역삼동')}`,
    );
    expect(status).toBe(200);
    const first = body.entity.list[0];
    expect(first).toMatchObject({
      saleAddr: '서울특별시 강남구 역삼동',
      bjdCode: '1168010100',
      served: true,
    });
    expect(first?.lat).toBeCloseTo(37.5, 0);
    expect(first?.lng).toBeCloseTo(127.04, 1);
    expect(body.entity.list.length).toBeLessThanOrEqual(10);
    expect(body.entity.pageInfo.totalRow).toBeGreaterThan(1);
  });

  it('takes a 지번 typed after its 동 as the address, with the 동 code and centre', async () => {
    const { body } = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('서울 역삼동 736-1')}`,
    );
    expect(body.entity.list[0]).toMatchObject({
      saleAddr: '서울특별시 강남구 역삼동 736-1',
      bjdCode: '1168010100',
      served: true,
    });
    // A road name and number is not a 지번 of the 동.
    const road = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('역삼동 테헤란로')}`,
    );
    expect(road.body.entity.list.some((a) => a.saleAddr.endsWith('테헤란로'))).toBe(false);
  });

  it('finds a building of the 실거래 file with its 동', async () => {
    const { body } = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('헬리오시티')}`,
    );
    expect(body.entity.list).toContainEqual(
      expect.objectContaining({
        buildingName: '헬리오시티',
        bjdCode: '1171010700',
        dong: '가락동',
        served: true,
      }),
    );
  });

  it('finds the address of a listing already in our database', async () => {
    const [listing] = await ctx.handle.db
      .select({ saleAddr: sales.saleAddr, bjdCode: sales.bjdCode })
      .from(sales)
      .where(and(eq(sales.status, 'ACTIVE'), isNotNull(sales.saleAddr)))
      .limit(1);
    if (!listing?.saleAddr) throw new Error('no demo listing');
    const words = listing.saleAddr.split(' ').slice(1).join(' ');
    const { body } = await get<AddressPage>(`/common/search/address?keyword=${encodeURIComponent(words)}`);
    const all = [body.entity];
    for (let page = 2; page <= Math.min(body.entity.pageInfo.totalPage, 30); page++)
      all.push(
        (await get<AddressPage>(`/common/search/address?keyword=${encodeURIComponent(words)}&page=${page}`))
          .body.entity,
      );
    expect(all.flatMap((p) => p.list).map((a) => a.saleAddr)).toContain(listing.saleAddr);
  });

  it('marks an address outside Seoul, Gyeonggi and Incheon served false, and never an outside one served', async () => {
    const { body } = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('부산 해운대구 우동')}`,
    );
    expect(body.entity.list[0]).toMatchObject({
      sido: '부산광역시',
      served: false,
      saleAddr: '부산광역시 해운대구 우동',
    });
    expect(body.entity.list.filter((a) => a.sido === '부산광역시' && a.served)).toEqual([]);
  });

  it('refuses a one-letter keyword with a Korean message naming the field', async () => {
    const { status, body } = await get<AddressPage>(
      `/common/search/address?keyword=${encodeURIComponent('역')}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -400, message: 'keyword: 검색어는 2자 이상 입력해주세요.' });
  });
});

describe('POST /common/search/nearby/subway', () => {
  type Stations = {
    list: { subwayNo: number; name: string; line: string; distance: number; walkMinutes: number }[];
  };

  it('lists the stations near 강남역, nearest first, at most 5 within 2 km', async () => {
    const { status, body } = await post<Stations>('/common/search/nearby/subway', {
      lat: 37.49794,
      lng: 127.02764,
    });
    expect(status).toBe(200);
    const list = body.entity.list;
    expect(list[0]?.name).toBe('강남');
    expect(list[0]?.distance).toBeLessThan(100);
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list.every((s) => s.distance <= 2000 && s.walkMinutes >= 1)).toBe(true);
    expect(list.map((s) => s.distance)).toEqual([...list.map((s) => s.distance)].sort((a, b) => a - b));
  });

  it('measures on the 6,371 km sphere: 강남 (2호선) at its own coordinates is 0 m, 역삼 about 750 m away', async () => {
    const { body } = await post<Stations>('/common/search/nearby/subway', {
      lat: 37.497175,
      lng: 127.027926,
    });
    const gangnam = body.entity.list.find((s) => s.name === '강남' && s.line === '2호선');
    expect(gangnam?.distance).toBeLessThanOrEqual(90);
    const yeoksam = body.entity.list.find((s) => s.name === '역삼');
    // Haversine on R = 6371 km between the two rows of the station file.
    expect(yeoksam?.distance).toBeGreaterThan(600);
    expect(yeoksam?.distance).toBeLessThan(900);
  });

  it('answers an empty list at sea, and 400 with Korean for a coordinate outside Korea', async () => {
    const sea = await post<Stations>('/common/search/nearby/subway', { lat: 37.0, lng: 125.0 });
    expect(sea.body.entity.list).toEqual([]);
    const bad = await post<Stations>('/common/search/nearby/subway', { lat: 51.5, lng: 127 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('lat: 위도는 33~39 사이의 숫자로 입력해주세요.');
  });
});

describe('GET /common/open/land/price (local: 실거래 median × 현실화율)', () => {
  type Price = { publicPrice: number | null; estimated: boolean; basis: string; source: string };

  it('estimates 역삼동 오피스텔 from its 2022–2023 median price per ㎡ × area × 69%', async () => {
    const perSqm = csvSales
      .filter((s) => s.bjd_code.startsWith('11680101') && s.building_use === '오피스텔')
      .map((s) => Number(s.price_manwon) / Number(s.area_m2))
      .sort((a, b) => a - b);
    expect(perSqm.length).toBeGreaterThanOrEqual(3);
    const mid = perSqm.length / 2;
    const median =
      perSqm.length % 2
        ? (perSqm[Math.floor(mid)] as number)
        : ((perSqm[mid - 1] as number) + (perSqm[mid] as number)) / 2;
    const { status, body } = await get<Price>(
      '/common/open/land/price?bjdCode=1168010100&buildingType=OFFICETELS&area=23.5',
    );
    expect(status).toBe(200);
    expect(body.entity).toMatchObject({
      publicPrice: Math.round(median * 23.5 * 0.69),
      estimated: true,
      source: 'LOCAL',
    });
    expect(body.entity.basis).toContain('역삼동');
    expect(body.entity.basis).toContain('현실화율 69%');
    expect(body.entity.basis).toContain('추정');
  });

  it('uses the 단독주택 rate (53.6%) for a one-room house', async () => {
    const { body } = await get<Price>(
      '/common/open/land/price?bjdCode=1168010100&buildingType=ONE_ROOM&area=60',
    );
    expect(body.entity.basis).toContain('53.6%');
  });

  it('estimates nothing where no sales are known (Gyeonggi), rather than inventing a figure', async () => {
    const { body } = await get<Price>(
      '/common/open/land/price?bjdCode=4113510900&buildingType=APARTMENT&area=84',
    );
    expect(body.entity).toMatchObject({ publicPrice: null, estimated: true });
    expect(body.entity.basis).toContain('직접 입력');
  });

  it('refuses a bad 법정동 code, building type or area with Korean messages', async () => {
    const code = await get<Price>('/common/open/land/price?bjdCode=11680&buildingType=VILLA&area=30');
    expect(code.status).toBe(400);
    expect(code.body.message).toBe('bjdCode: 법정동 코드는 10자리 숫자로 입력해주세요.');
    const type = await get<Price>('/common/open/land/price?bjdCode=1168010100&buildingType=CASTLE&area=30');
    expect(type.body.message).toBe('buildingType: 건물 유형을 선택해주세요.');
    const area = await get<Price>('/common/open/land/price?bjdCode=1168010100&buildingType=VILLA&area=-3');
    expect(area.body.message).toBe('area: 면적은 0보다 크고 99,999.99㎡ 이하인 숫자로 입력해주세요.');
  });
});

describe('GET /common/open/offi/trade (local: 실거래 file)', () => {
  it('lists the 동 오피스텔 sales, newest first, as the file has them', async () => {
    const expected = csvSales.filter((s) => s.bjd_code === '1168010100' && s.building_use === '오피스텔');
    const { body } = await get<{
      list: { contractDate: string; price: number; area: number }[];
      source: string;
    }>('/common/open/offi/trade?bjdCode=1168010100');
    expect(body.entity.source).toBe('LOCAL');
    expect(body.entity.list).toHaveLength(Math.min(50, expected.length));
    const dates = body.entity.list.map((t) => t.contractDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...expected].sort((a, b) => b.contract_date.localeCompare(a.contract_date))[0];
    expect(body.entity.list[0]).toMatchObject({ contractDate: newest?.contract_date });
    // No apartment sale slips in.
    const aptPrices = new Set(
      csvSales
        .filter((s) => s.bjd_code === '1168010100' && s.building_use === '아파트')
        .map((s) => s.contract_date + s.price_manwon),
    );
    expect(
      body.entity.list.some(
        (t) =>
          aptPrices.has(t.contractDate + t.price) &&
          !expected.some((e) => e.contract_date === t.contractDate && Number(e.price_manwon) === t.price),
      ),
    ).toBe(false);
  });
});

describe('GET /common/open/use/apply (local: build year of the building’s sales)', () => {
  it('estimates the approval date of a building known to the 실거래 file', async () => {
    const { body } = await get<{ useApprovalDate: string | null; estimated: boolean }>(
      `/common/open/use/apply?bjdCode=1168010100&saleAddr=${encodeURIComponent('서울특별시 강남구 역삼동 역삼2차아이파크')}`,
    );
    expect(body.entity).toEqual({ useApprovalDate: '20080101', estimated: true, source: 'LOCAL' });
  });

  it('answers null, not a guess, for a building it does not know', async () => {
    const { body } = await get<{ useApprovalDate: string | null; estimated: boolean }>(
      `/common/open/use/apply?bjdCode=1168010100&saleAddr=${encodeURIComponent('서울특별시 강남구 역삼동 없는빌딩')}`,
    );
    expect(body.entity).toMatchObject({ useApprovalDate: null, estimated: false });
  });
});

describe('POST /api/hyphen/room (local: earlier listings at the address)', () => {
  it('is for brokers only: 401 signed out, 403 for a general member', async () => {
    const body = { saleAddr: '서울특별시 강남구 역삼동 123', bjdCode: '1168010100' };
    expect((await post('/api/hyphen/room', body)).status).toBe(401);
    const general = await post('/api/hyphen/room', body, await signIn('user01'));
    expect(general.status).toBe(403);
    expect(general.body).toMatchObject({ code: -403, entity: null });
  });

  it('lists the areas of earlier listings at the same address for a broker', async () => {
    const [listing] = await ctx.handle.db
      .select({ saleAddr: sales.saleAddr, bjdCode: sales.bjdCode, dedicatedArea: sales.dedicatedArea })
      .from(sales)
      .where(and(ne(sales.status, 'DELETE'), isNotNull(sales.saleAddr), isNotNull(sales.dedicatedArea)))
      .limit(1);
    if (!listing?.saleAddr || !listing.bjdCode) throw new Error('no demo listing');
    const { status, body } = await post<{ list: { dedicatedArea: number }[]; source: string }>(
      '/api/hyphen/room',
      { saleAddr: listing.saleAddr, bjdCode: listing.bjdCode },
      await signIn('broker01'),
    );
    expect(status).toBe(200);
    expect(body.entity.source).toBe('LISTINGS');
    expect(body.entity.list.map((a) => a.dedicatedArea)).toContain(listing.dedicatedArea);
    const other = await post<{ list: unknown[] }>(
      '/api/hyphen/room',
      { saleAddr: `${listing.saleAddr} 없는동`, bjdCode: listing.bjdCode },
      await signIn('broker01'),
    );
    expect(other.body.entity.list).toEqual([]);
  });
});

describe('POST /common/open/business and GET /common/open/broker/office/binding (offline)', () => {
  it('verifies the check digit and leaves a valid number 확인 대기 for the operator', async () => {
    const { status, body } = await post('/common/open/business', { businessNo: '220-81-62517' });
    expect(status).toBe(200);
    expect(body.entity).toEqual({
      businessNo: '2208162517',
      status: 'UNVERIFIED',
      statusLabel: '확인 대기',
      checkDigitValid: true,
      source: 'LOCAL',
    });
  });

  it('refuses a number whose check digit is wrong, and one that is not 10 digits, in Korean', async () => {
    const wrong = await post('/common/open/business', { businessNo: '1234567890' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'businessNo: 유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    );
    const short = await post('/common/open/business', { businessNo: '12345' });
    expect(short.body.message).toBe('businessNo: 사업자등록번호 10자리를 입력해주세요.');
  });

  it('never claims an office VERIFIED offline', async () => {
    const { body } = await get(`/common/open/broker/office/binding?registrationNo=11680-2024-00001`);
    expect(body.entity).toEqual({
      status: 'UNVERIFIED',
      officeName: null,
      representative: null,
      address: null,
      source: 'LOCAL',
    });
    const bad = await get(
      `/common/open/broker/office/binding?registrationNo=${encodeURIComponent('<script>')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('중개사무소 등록번호를 확인해주세요.');
  });
});

describe('business status of a broker', () => {
  it('is recorded at sign-up (UNVERIFIED offline) and read by brokerBusinessStatus', async () => {
    const phone = '01066661801';
    const verificationId = await verifyPhone(ctx.app, ctx.handle.db, phone, { from });
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const pdfDocument = await PDFDocument.create();
    pdfDocument.addPage([200, 200]);
    const pdf = Buffer.from(await pdfDocument.save());
    const form = multipart(
      {
        userType: 'BROKER',
        id: 'opendata01',
        password: 'broker2go!',
        passwordConfirm: 'broker2go!',
        name: '공중개',
        phone,
        verificationId,
        company: '공공데이터중개',
        businessNo: '220-81-62517',
        registrationNo: '11680-2024-00002',
        ...AGREED,
      },
      [
        { field: 'businessLicenseFile', name: 'license.png', type: 'image/png', data: image },
        { field: 'brokerRegistrationFile', name: 'registration.pdf', type: 'application/pdf', data: pdf },
      ],
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.json()).toMatchObject({ code: 1, entity: { userType: 'BROKER' } });
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    const [profile] = await ctx.handle.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userNo, userNo));
    expect(profile?.businessStatus).toBe('UNVERIFIED');
    expect(profile?.businessCheckedAt).toBeInstanceOf(Date);
    expect(await brokerBusinessStatus(ctx.handle.db, userNo)).toBe('UNVERIFIED');
  });

  it('is null for a user without a professional profile, and follows the column', async () => {
    const [general] = await ctx.handle.db.select().from(users).where(eq(users.loginId, 'user01'));
    expect(await brokerBusinessStatus(ctx.handle.db, general!.userNo)).toBeNull();
    const [broker] = await ctx.handle.db.select().from(users).where(eq(users.loginId, 'broker02'));
    await ctx.handle.db
      .update(professionalProfiles)
      .set({ businessStatus: 'CLOSED' })
      .where(eq(professionalProfiles.userNo, broker!.userNo));
    expect(await brokerBusinessStatus(ctx.handle.db, broker!.userNo)).toBe('CLOSED');
  });

  it('refuses a status outside the four in the database itself', async () => {
    const [broker] = await ctx.handle.db.select().from(users).where(eq(users.loginId, 'broker03'));
    await expect(
      ctx.handle.db
        .update(professionalProfiles)
        .set({ businessStatus: 'OPEN' as 'ACTIVE' })
        .where(eq(professionalProfiles.userNo, broker!.userNo)),
    ).rejects.toThrow();
  });
});
