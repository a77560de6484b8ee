import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBusinessNoCheckDigitValid } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { kakaoAddressLookup } from '../src/platform/opendata/address.ts';
import { dataGoKrBuildingRegister } from '../src/platform/opendata/building-register.ts';
import { ntsBusinessRegistry, vworldBrokerOffices } from '../src/platform/opendata/business.ts';
import { fetchJson, OpenDataUnavailable } from '../src/platform/opendata/http.ts';
import { createOpenDataDrivers } from '../src/platform/opendata/index.ts';
import { parseJibun, pnuOf } from '../src/platform/opendata/jibun.ts';
import { vworldPublicPrice } from '../src/platform/opendata/public-price.ts';
import { estimatePublicPrice, percentText } from '../src/platform/opendata/realization-rates.ts';
import { dataGoKrTrades, recentMonths } from '../src/platform/opendata/trades.ts';
import { TtlCache } from '../src/platform/opendata/ttl-cache.ts';
import type { LocalLookups } from '../src/platform/opendata/types.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { addressSource, verifyPhone } from './sms-codes.ts';

/*
 * The real drivers against a local HTTP server standing in for the public APIs: what they send, how they
 * read the answer, the retry after a 5xx or a timeout, the fallback to the local driver, the cache.
 */

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
const hits: { method: string; url: string; body: string }[] = [];
let handler: Handler = (_req, _body, res) => res.writeHead(404).end();
let server: http.Server;
let base = '';

const json = (res: http.ServerResponse, value: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const reset = (h: Handler) => {
  hits.length = 0;
  handler = h;
};
const fast = { timeoutMs: 150, retryDelayMs: 10 };

describe('fetchJson: timeout, one retry, no retry after a 4xx', () => {
  it('retries once after a 5xx and answers the second attempt', async () => {
    let n = 0;
    reset((_req, _body, res) => (++n === 1 ? json(res, { error: 'busy' }, 503) : json(res, { ok: true })));
    expect(await fetchJson('t', `${base}/x`, {}, fast)).toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });

  it('gives up after a timeout on both attempts', async () => {
    reset(() => {
      /* never answers */
    });
    const started = Date.now();
    await expect(fetchJson('t', `${base}/slow`, {}, fast)).rejects.toBeInstanceOf(OpenDataUnavailable);
    expect(hits).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not retry a 4xx, nor accept an XML error page as data', async () => {
    reset((_req, _body, res) => json(res, { error: 'bad key' }, 401));
    await expect(fetchJson('t', `${base}/k`, {}, fast)).rejects.toBeInstanceOf(OpenDataUnavailable);
    expect(hits).toHaveLength(1);
    reset((_req, _body, res) =>
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end('<OpenAPI_ServiceResponse><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR'),
    );
    await expect(fetchJson('t', `${base}/xml`, {}, fast)).rejects.toThrow(/not JSON/);
  });
});

describe('TtlCache', () => {
  it('serves a value until its time is up, and never caches a failure', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
    await expect(cache.getOrLoad('b', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('국세청 사업자등록 상태 (nts-businessman)', () => {
  it('posts the number, reads 계속/휴업/폐업, retries a 5xx and caches the answer', async () => {
    let n = 0;
    reset((req, body, res) => {
      if (++n === 1) return json(res, {}, 502);
      const { b_no } = JSON.parse(body) as { b_no: string[] };
      const code = { '2208162517': '03', '1208147521': '01', '1248100998': '02' }[b_no[0] ?? ''] ?? '';
      expect(req.url).toContain('serviceKey=secret');
      json(res, { status_code: 'OK', data: [{ b_no: b_no[0], b_stt_cd: code }] });
    });
    const nts = ntsBusinessRegistry({ serviceKey: 'secret', baseUrl: base, ...fast });
    expect(await nts.status('2208162517')).toEqual({
      businessNo: '2208162517',
      status: 'CLOSED',
      statusLabel: '폐업자',
      checkDigitValid: true,
      source: 'NTS',
    });
    expect(hits).toHaveLength(2);
    expect(hits[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ b_no: ['2208162517'] }) });
    expect((await nts.status('2208162517')).status).toBe('CLOSED');
    expect(hits).toHaveLength(2);
    expect((await nts.status('1208147521')).statusLabel).toBe('계속사업자');
    expect((await nts.status('1248100998')).statusLabel).toBe('휴업자');
  });
});

const lookups: LocalLookups = {
  regions: async () => [
    {
      code: '1168010100',
      sido: '서울특별시',
      sigungu: '강남구',
      eupmyeondong: '역삼동',
      ri: null,
      level: 3,
      fullName: '서울특별시 강남구 역삼동',
      lat: 37.5,
      lng: 127.04,
    },
  ],
  listingAddresses: async () => [],
  listingAreas: async () => [
    { dong: null, unit: '301호', dedicatedArea: 59.9, supplyArea: null, actualArea: null, landArea: null },
  ],
};

describe('fallback to the local driver', () => {
  const keys = {
    kakaoRestKey: 'k',
    dataGoKrKey: 'd',
    vworldKey: 'v',
    vworldDomain: null,
    urls: {},
  };

  it('answers from the local driver when the public API times out twice', async () => {
    reset(() => {
      /* never answers */
    });
    const failures: string[] = [];
    const drivers = createOpenDataDrivers({
      keys,
      lookups,
      log: (service) => failures.push(service),
      http: { ...fast, odcloudBaseUrl: base, vworldBaseUrl: base, dataGoKrBaseUrl: base, kakaoBaseUrl: base },
    });
    expect(await drivers.business.status('2208162517')).toMatchObject({
      status: 'UNVERIFIED',
      source: 'LOCAL',
    });
    expect(hits).toHaveLength(2);
    expect(await drivers.brokerOffices.office('11680-2024-00001')).toMatchObject({
      status: 'UNVERIFIED',
      source: 'LOCAL',
    });
    expect(
      await drivers.buildings.areas({ saleAddr: '서울특별시 강남구 역삼동 123-4', bjdCode: '1168010100' }),
    ).toEqual({
      list: [
        {
          dong: null,
          unit: '301호',
          dedicatedArea: 59.9,
          supplyArea: null,
          actualArea: null,
          landArea: null,
        },
      ],
      source: 'LISTINGS',
    });
    expect(failures).toEqual(['business', 'broker-office', 'building-register']);
  });

  it('keeps a driver local when its key is not configured: no request leaves', async () => {
    reset((_req, _body, res) => json(res, {}));
    const drivers = createOpenDataDrivers({
      keys: {
        kakaoRestKey: null,
        dataGoKrKey: null,
        vworldKey: null,
        vworldDomain: null,
        urls: { odcloud: base },
      },
      lookups,
      log: () => undefined,
    });
    expect((await drivers.business.status('2208162517')).source).toBe('LOCAL');
    expect(hits).toHaveLength(0);
  });
});

describe('Kakao local address search', () => {
  it('reads code, coordinates, road address and building, and marks 부산 not served', async () => {
    reset((req, _body, res) => {
      expect(req.headers.authorization).toBe('KakaoAK rest-key');
      json(res, {
        meta: { total_count: 2, pageable_count: 2, is_end: true },
        documents: [
          {
            address_name: '서울 강남구 역삼동 736-1',
            x: '127.0336',
            y: '37.4979',
            address: {
              address_name: '서울 강남구 역삼동 736-1',
              b_code: '1168010100',
              region_1depth_name: '서울',
              region_2depth_name: '강남구',
              region_3depth_name: '역삼동',
            },
            road_address: {
              address_name: '서울 강남구 테헤란로 152',
              zone_no: '06236',
              building_name: '강남파이낸스센터',
            },
          },
          {
            address_name: '부산 해운대구 우동 1411',
            x: '129.16',
            y: '35.16',
            address: {
              address_name: '부산 해운대구 우동 1411',
              b_code: '2635010500',
              region_1depth_name: '부산',
              region_2depth_name: '해운대구',
              region_3depth_name: '우동',
            },
            road_address: null,
          },
        ],
      });
    });
    const kakao = kakaoAddressLookup({ restKey: 'rest-key', baseUrl: base, ...fast });
    const page = await kakao.search({ keyword: '테헤란로 152', page: 1, pageSize: 10 });
    expect(page.list[0]).toEqual({
      roadAddr: '서울 강남구 테헤란로 152',
      jibunAddr: '서울 강남구 역삼동 736-1',
      saleAddr: '서울특별시 강남구 역삼동 736-1 강남파이낸스센터',
      bjdCode: '1168010100',
      sido: '서울특별시',
      sigungu: '강남구',
      dong: '역삼동',
      postalCode: '06236',
      buildingName: '강남파이낸스센터',
      lat: 37.4979,
      lng: 127.0336,
      served: true,
    });
    expect(page.list[1]).toMatchObject({ sido: '부산광역시', served: false });
    expect(new URL(hits[0]?.url ?? '', base).searchParams.get('query')).toBe('테헤란로 152');
    await kakao.search({ keyword: '테헤란로 152', page: 1, pageSize: 10 });
    expect(hits).toHaveLength(1);
  });
});

describe('V-World 공시가격 by PNU', () => {
  it('builds the PNU from the 지번 and takes the newest price of the nearest area, in 만원', async () => {
    reset((req, _body, res) => {
      expect(req.url).toContain('/ned/data/getApartHousingPriceAttr');
      expect(req.url).toContain('pnu=1168010100107360001');
      json(res, {
        apartHousingPrices: {
          field: [
            { stdrYear: '2023', prvuseAr: '84.9', pblntfPc: '900000000' },
            { stdrYear: '2024', prvuseAr: '59.9', pblntfPc: '610000000' },
            { stdrYear: '2024', prvuseAr: '84.9', pblntfPc: '1015000000' },
          ],
        },
      });
    });
    const vworld = vworldPublicPrice({ key: 'v', baseUrl: base, ...fast });
    expect(
      await vworld.publicPrice({
        bjdCode: '1168010100',
        buildingType: 'APARTMENT',
        area: 84.5,
        saleAddr: '서울특별시 강남구 역삼동 736-1 래미안',
      }),
    ).toEqual({
      publicPrice: 101_500,
      estimated: false,
      basis: '2024년 공동주택가격 (V-World 공시가격 열람)',
      source: 'VWORLD',
    });
  });

  it('cannot look up a road address (no 지번): unavailable, so the estimate answers', async () => {
    const vworld = vworldPublicPrice({ key: 'v', baseUrl: base, ...fast });
    await expect(
      vworld.publicPrice({
        bjdCode: '1168010100',
        buildingType: 'APARTMENT',
        area: 84,
        saleAddr: '서울 강남구 테헤란로 152',
      }),
    ).rejects.toBeInstanceOf(OpenDataUnavailable);
  });
});

describe('data.go.kr 실거래 and 건축물대장', () => {
  it('reads the recent months of the 시군구 and keeps the 동 of the code', async () => {
    reset((req, _body, res) => {
      const month = new URL(req.url ?? '', base).searchParams.get('DEAL_YMD');
      json(res, {
        response: {
          header: { resultCode: '000' },
          body: {
            items: {
              item:
                month === '202411'
                  ? [
                      {
                        offiNm: '역삼오피스텔',
                        dealYear: '2024',
                        dealMonth: '11',
                        dealDay: '3',
                        dealAmount: '25,000',
                        excluUseAr: '23.5',
                        floor: '7',
                        umdNm: '역삼동',
                      },
                      {
                        offiNm: '논현오피스텔',
                        dealYear: '2024',
                        dealMonth: '11',
                        dealDay: '9',
                        dealAmount: '30,000',
                        excluUseAr: '30',
                        floor: '3',
                        umdNm: '논현동',
                      },
                    ]
                  : {
                      offiNm: '역삼타워',
                      dealYear: '2024',
                      dealMonth: '10',
                      dealDay: '21',
                      dealAmount: '18,500',
                      excluUseAr: '19.8',
                      floor: '12',
                      umdNm: '역삼동',
                    },
            },
          },
        },
      });
    });
    const trades = dataGoKrTrades(lookups, {
      serviceKey: 'd',
      baseUrl: base,
      months: 2,
      now: () => new Date('2024-11-20T00:00:00Z'),
      ...fast,
    });
    const answer = await trades.trades('1168010100', '오피스텔');
    expect(answer).toEqual({
      list: [
        { buildingName: '역삼오피스텔', contractDate: '20241103', price: 25_000, area: 23.5, floor: 7 },
        { buildingName: '역삼타워', contractDate: '20241021', price: 18_500, area: 19.8, floor: 12 },
      ],
      source: 'DATA_GO_KR',
    });
    expect(hits.map((h) => new URL(h.url, base).searchParams.get('LAWD_CD'))).toEqual(['11680', '11680']);
    expect(recentMonths(new Date('2024-01-15T00:00:00Z'), 2)).toEqual(['202401', '202312']);
  });

  it('sums 전유 and 공용 per 동·호 and reads the 사용승인일', async () => {
    reset((req, _body, res) => {
      const url = new URL(req.url ?? '', base);
      expect(url.searchParams.get('sigunguCd')).toBe('11680');
      expect(url.searchParams.get('bjdongCd')).toBe('10100');
      expect(url.searchParams.get('bun')).toBe('0736');
      expect(url.searchParams.get('ji')).toBe('0001');
      const items = url.pathname.endsWith('getBrTitleInfo')
        ? [{ useAprDay: '20080630' }, { useAprDay: '' }]
        : [
            { dongNm: '101동', hoNm: '1203호', exposPubuseGbCd: '1', area: '84.97' },
            { dongNm: '101동', hoNm: '1203호', exposPubuseGbCd: '2', area: '25.12' },
            { dongNm: '101동', hoNm: '1204호', exposPubuseGbCd: '1', area: '59.9' },
          ];
      json(res, { response: { header: { resultCode: '00' }, body: { items: { item: items } } } });
    });
    const register = dataGoKrBuildingRegister({ serviceKey: 'd', baseUrl: base, ...fast });
    const query = { saleAddr: '서울특별시 강남구 역삼동 736-1', bjdCode: '1168010100' };
    expect(await register.areas(query)).toEqual({
      list: [
        {
          dong: '101동',
          unit: '1203호',
          dedicatedArea: 84.97,
          supplyArea: 110.09,
          actualArea: null,
          landArea: null,
        },
        {
          dong: '101동',
          unit: '1204호',
          dedicatedArea: 59.9,
          supplyArea: null,
          actualArea: null,
          landArea: null,
        },
      ],
      source: 'REGISTER',
    });
    expect(await register.approvalDate(query)).toEqual({
      useApprovalDate: '20080630',
      estimated: false,
      source: 'DATA_GO_KR',
    });
  });
});

describe('V-World 중개사무소', () => {
  it('is VERIFIED only when the registration number is found, NOT_FOUND otherwise', async () => {
    reset((req, _body, res) => {
      const no = new URL(req.url ?? '', base).searchParams.get('jurirno');
      json(res, {
        EDOffices: {
          field:
            no === '11680-2024-00001'
              ? [
                  {
                    jurirno: no,
                    bsnmCmpnm: '역삼공인중개사사무소',
                    brkrNm: '김중개',
                    ldCodeNm: '서울특별시 강남구 역삼동',
                  },
                ]
              : [],
        },
      });
    });
    const offices = vworldBrokerOffices({ key: 'v', baseUrl: base, ...fast });
    expect(await offices.office('11680-2024-00001')).toEqual({
      status: 'VERIFIED',
      officeName: '역삼공인중개사사무소',
      representative: '김중개',
      address: '서울특별시 강남구 역삼동',
      source: 'VWORLD',
    });
    expect((await offices.office('11680-2024-99999')).status).toBe('NOT_FOUND');
  });
});

describe('pure rules', () => {
  it('checks the 사업자등록번호 check digit with the weights 1,3,7,1,3,7,1,3,5', () => {
    expect(isBusinessNoCheckDigitValid('2208162517')).toBe(true);
    expect(isBusinessNoCheckDigitValid('1208147521')).toBe(true);
    expect(isBusinessNoCheckDigitValid('1234567890')).toBe(false);
    expect(isBusinessNoCheckDigitValid('2208162518')).toBe(false);
    expect(isBusinessNoCheckDigitValid('220816251')).toBe(false);
  });

  it('estimates with the published 현실화율 and parses 지번 into a PNU', () => {
    expect(estimatePublicPrice(1000, 50, '아파트')).toBe(34_500);
    expect(estimatePublicPrice(1000, 50, '단독다가구')).toBe(26_800);
    expect(percentText(0.69)).toBe('69%');
    expect(parseJibun('서울특별시 강북구 미아동 1356 경남아너스빌')).toEqual({
      mountain: false,
      bun: 1356,
      ji: 0,
    });
    expect(parseJibun('경기도 양평군 양평읍 양근리 산 12-3')).toEqual({ mountain: true, bun: 12, ji: 3 });
    expect(parseJibun('서울 강남구 테헤란로 152')).toBeNull();
    expect(pnuOf('1168010100', { mountain: false, bun: 736, ji: 1 })).toBe('1168010100107360001');
  });
});

describe('sign-up with the 국세청 configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        FILES_DIR: `/tmp/ansim-test-files-opendata2-${process.pid}`,
        DATA_GO_KR_SERVICE_KEY: 'secret',
        ODCLOUD_API_URL: base,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const from = addressSource(62);

  it('shows a closed business as 폐업자 and refuses its broker sign-up, leaving no account', async () => {
    reset((_req, body, res) => {
      const { b_no } = JSON.parse(body) as { b_no: string[] };
      json(res, { data: [{ b_no: b_no[0], b_stt_cd: '03' }] });
    });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/common/open/business',
      payload: { businessNo: '2208162517' },
      remoteAddress: from(),
    });
    expect(check.json()).toMatchObject({
      code: 1,
      entity: { status: 'CLOSED', statusLabel: '폐업자', source: 'NTS' },
    });

    const phone = '01066661802';
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
        id: 'closed01',
        password: 'broker2go!',
        passwordConfirm: 'broker2go!',
        name: '폐중개',
        phone,
        verificationId,
        company: '폐업중개',
        businessNo: '2208162517',
        registrationNo: '11680-2024-00003',
        ...AGREED,
      },
      [
        { field: 'businessLicenseFile', name: 'license.png', type: 'image/png', data: image },
        { field: 'brokerRegistrationFile', name: 'registration.pdf', type: 'application/pdf', data: pdf },
      ],
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'businessNo: 휴업 또는 폐업 상태의 사업자등록번호로는 중개사 회원으로 가입할 수 없습니다.',
    );
    expect(await ctx.handle.db.select().from(users).where(eq(users.loginId, 'closed01'))).toEqual([]);
  });
});
