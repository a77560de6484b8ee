import { ERRORS, safetyCheckBodySchema } from '@ansim/domain/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegionLookup } from '../src/modules/common/region-lookup.ts';
import { createSafetyGrader } from '../src/modules/safety-check/grader.ts';
import { createSafetyCheckService } from '../src/modules/safety-check/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * 안심 진단 over HTTP (issue 18 §4): public, no sign-in; the public price from the adapter's labelled
 * estimate, the register (a stub adapter answering as V-World would) or the tenant's own figure; the
 * region's 최우선변제 tier from the 법정동; Korean 4xx on bad input; the PDF in Korean; and the
 * registration's estimate answering exactly as the check grades the same facts.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const YEOKSAM = { bjdCode: '1168010100', address: '서울특별시 강남구 역삼동 823-4 역삼하이빌' };
const BODY = {
  ...YEOKSAM,
  buildingType: 'VILLA',
  dealType: 'RENT',
  deposit: 12_600,
  seniorDebt: 0,
  publicPrice: 10_000,
};

const check = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/safety-check', payload });

describe('POST /api/safety-check', () => {
  it('answers without signing in: grade, reasons, ratio, tier, HUG and the checklist', async () => {
    const res = await check(BODY);
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().entity;
    expect(e.publicPrice).toEqual({
      value: 10_000,
      origin: 'MANUAL',
      label: '직접 입력',
      basis: '직접 입력한 공시가격',
    });
    expect(e.grade).toMatchObject({
      level: 1,
      rate: 'RATE001',
      ratio: 126,
      assessable: true,
      insuranceEligible: true,
    });
    expect(e.region).toEqual({ sido: '서울특별시', sigungu: '강남구', dong: '역삼동' });
    expect(e.priorityRepayment).toMatchObject({
      tierLabel: '서울특별시',
      maxDeposit: 16_500,
      protectedAmount: 5_500,
    });
    expect(e.priorityRepayment.fullyProtected).toBe(false);
    expect(e.insurance.eligible).toBe(true);
    expect(e.thresholds).toEqual([126, 140, 150, 155]);
    expect(e.checklist.map((i: { key: string }) => i.key)).toContain('RESIDENTS');
    expect(e.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [12_600, 1],
    [12_601, 2],
    [14_000, 2],
    [14_001, 3],
    [15_000, 3],
    [15_001, 4],
    [15_500, 4],
    [15_501, 5],
  ])('jeonse %i만원 on 1억 → grade %i', async (deposit, level) => {
    const res = await check({ ...BODY, deposit });
    expect(res.json().entity.grade.level).toBe(level);
  });

  it('월세: senior within 60% of 126%, and the 최우선변제 raise by the region', async () => {
    const graded = await check({
      ...BODY,
      dealType: 'MONTHLY',
      monthlyPrice: 60,
      publicPrice: 20_000,
      seniorDebt: 15_120,
      deposit: 10_080,
    });
    expect(graded.json().entity.grade).toMatchObject({ level: 2, table: 'MONTHLY' });
    // 5,000만원 is wholly protected in 서울 (5,500만원), not in 강화군 (2,500만원).
    const small = { ...BODY, dealType: 'MONTHLY', monthlyPrice: 40, deposit: 5_000 };
    const seoul = (await check(small)).json().entity;
    expect(seoul.grade.level).toBe(1);
    expect(seoul.priorityRepayment).toMatchObject({ fullyProtected: true, protectedPart: 5_000 });
    const ganghwa = (
      await check({ ...small, bjdCode: '2871025021', address: '인천광역시 강화군 강화읍 신문리 100' })
    ).json().entity;
    expect(ganghwa.grade.level).toBe(2);
    expect(ganghwa.priorityRepayment).toMatchObject({
      tierLabel: '그 밖의 지역',
      protectedAmount: 2_500,
      protectedPart: 2_500,
      fullyProtected: false,
    });
  });

  it('최우선변제 tier from the 법정동: 수원 (과밀억제권역), 송도 (광역시), 강화 (그 밖)', async () => {
    const tier = async (bjdCode: string, address: string) =>
      (await check({ ...BODY, bjdCode, address })).json().entity.priorityRepayment.maxDeposit;
    expect(await tier('4111113000', '경기도 수원시 장안구 정자동 1')).toBe(14_500);
    expect(await tier('2818510600', '인천광역시 연수구 송도동 1')).toBe(8_500);
    expect(await tier('2871025021', '인천광역시 강화군 강화읍 신문리 1')).toBe(7_500);
  });

  it('overrides and facts: owner ≠ → 5, illegal → 4, 다가구 → 4, arrears → not 1', async () => {
    const level = async (o: object) =>
      (await check({ ...BODY, deposit: 10_000, ...o })).json().entity.grade.level;
    expect(await level({ landOwnerSameAsBuilding: false })).toBe(5);
    expect(await level({ illegalBuilding: true })).toBe(4);
    expect(await level({ multiUnitHouse: true })).toBe(4);
    expect(await level({ taxArrears: true })).toBe(2);
    expect(await level({ otherSeniorRights: true })).toBe(2);
    const risky = (await check({ ...BODY, illegalBuilding: true, taxArrears: true })).json().entity;
    expect(risky.insurance.eligible).toBe(false);
    const important = risky.checklist
      .filter((i: { important: boolean }) => i.important)
      .map((i: { key: string }) => i.key);
    expect(important).toEqual(expect.arrayContaining(['BUILDING_REGISTER', 'TAX', 'INSURANCE']));
  });

  it('HUG: the 7억 cap in 수도권 and the 60% senior line', async () => {
    const cap = (await check({ ...BODY, deposit: 70_001, publicPrice: 60_000 })).json().entity;
    expect(cap.grade.level).toBe(2);
    expect(cap.insurance.eligible).toBe(false);
    expect(cap.insurance.summary).toContain('7억');
    const senior = (await check({ ...BODY, deposit: 4_199, seniorDebt: 8_401 })).json().entity;
    expect(senior.insurance.eligible).toBe(false);
    expect(senior.insurance.conditions.filter((c: { met: boolean }) => !c.met)).toHaveLength(1);
  });

  it('without a price the local adapter estimates it, labelled 추정; an unknown area is 확인 불가', async () => {
    const { publicPrice: _, ...noPrice } = BODY;
    const estimated = (await check({ ...noPrice, area: 29.5 })).json().entity;
    expect(estimated.publicPrice.origin).toBe('ESTIMATE');
    expect(estimated.publicPrice.label).toBe('추정');
    expect(estimated.publicPrice.value).toBeGreaterThan(0);
    expect(estimated.publicPrice.basis).toContain('추정');
    expect(estimated.checklist.find((i: { key: string }) => i.key === 'PUBLIC_PRICE')?.important).toBe(true);
    // No 실거래 in 강화군 to estimate from: not assessable, said in Korean.
    const none = (
      await check({
        ...noPrice,
        area: 29.5,
        bjdCode: '2871025021',
        address: '인천광역시 강화군 강화읍 신문리 1',
      })
    ).json().entity;
    expect(none.publicPrice).toMatchObject({ value: null, origin: 'NONE', label: '확인 불가' });
    expect(none.grade).toMatchObject({ level: 5, assessable: false });
  });

  it('the register price when the adapter has one (공시가격), and the override wins over it', async () => {
    const service = createSafetyCheckService({
      grade: createSafetyGrader(createRegionLookup(ctx.handle.db)),
      publicPrice: async () => ({
        publicPrice: 10_000,
        estimated: false,
        basis: '2025년 공동주택가격 (V-World 공시가격 열람)',
        source: 'VWORLD',
      }),
    });
    const parsed = safetyCheckBodySchema.parse({ ...BODY, publicPrice: null, area: 29.5 });
    const official = await service.check(parsed);
    expect(official.publicPrice).toMatchObject({ value: 10_000, origin: 'OFFICIAL', label: '공시가격' });
    expect(official.checklist.some((i) => i.key === 'PUBLIC_PRICE')).toBe(false);
    const manual = await service.check({ ...parsed, publicPrice: 9_000 });
    expect(manual.publicPrice).toMatchObject({ value: 9_000, origin: 'MANUAL' });
    expect(manual.grade.ratio).toBe(140);
  });

  it.each([
    [{ ...BODY, bjdCode: '123' }, '주소를 검색해서 선택해주세요.'],
    [{ ...BODY, deposit: -1 }, '보증금을'],
    [{ ...BODY, deposit: 1_000_000_000 }, '보증금을'],
    [{ ...BODY, deposit: '많이' }, '보증금을'],
    [{ ...BODY, dealType: 'SALE' }, '거래 유형'],
    [{ ...BODY, dealType: 'MONTHLY' }, '월세를'],
    [{ ...BODY, publicPrice: undefined }, '전용면적'],
    [{ ...BODY, publicPrice: null, area: 0 }, '전용면적'],
    [{ ...BODY, seniorDebt: 1.5 }, '선순위 채권'],
    [{ ...BODY, address: '' }, '주소'],
    [{ ...BODY, address: '가'.repeat(201) }, '주소'],
    [{ ...BODY, illegalBuilding: 'yes' }, '예 또는 아니오'],
  ])('bad input → 400 in Korean (%#)', async (payload, message) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERRORS.VALIDATION.code);
    expect(res.json().message).toContain(message);
  });
});

describe('POST /api/safety-check/pdf', () => {
  it('an A4 Korean PDF under 안심진단_{date}.pdf with the grade, reasons and checklist', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/safety-check/pdf',
      payload: { ...BODY, deposit: 13_000, seniorDebt: 500, taxArrears: true },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="_+_\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''%EC%95%88%EC%8B%AC%EC%A7%84%EB%8B%A8_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false }).promise;
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width ?? 0)).toBe(595);
    expect(Math.round(height ?? 0)).toBe(842);
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((i) => ('str' in i ? i.str : '')).join('');
    }
    const flat = text.replace(/\s+/g, '');
    for (const words of [
      '안심진단결과',
      '서울특별시강남구역삼동823-4역삼하이빌',
      '2등급안전',
      '공시가격의135%로140%이하',
      '[중요]국세·지방세완납증명서',
      '최우선변제',
      '전세보증금반환보증',
      '전입세대열람',
      '국세·지방세완납증명서',
      '법률자문이나보증을대신하지않습니다',
    ])
      expect(flat).toContain(words);
  });

  it('refuses bad input in Korean like the answer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/safety-check/pdf',
      payload: { ...BODY, deposit: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('보증금을');
  });
});

describe('the registration estimate grades through the same path', () => {
  it('the same facts give the same grade from /api/sale/grade/estimate and /api/safety-check', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'broker01', password: 'ansim2580!' },
    });
    const headers = { authorization: login.headers.authorization as string };
    const cases = [
      { deposit: 12_600, senior: 0 },
      { deposit: 10_000, senior: 4_001 },
      { deposit: 15_501, senior: 0 },
    ];
    for (const { deposit, senior } of cases) {
      const estimate = await ctx.app.inject({
        method: 'POST',
        url: '/api/sale/grade/estimate',
        headers,
        payload: {
          bjdCode: BODY.bjdCode,
          saleType: 'RENT',
          buildingType: 'VILLA',
          rentPrice: deposit,
          collateralSecurity: senior > 0,
          collateralSecurityPrice: senior,
          publicPrice: 10_000,
        },
      });
      expect(estimate.statusCode, estimate.body).toBe(200);
      const checked = await check({ ...BODY, deposit, seniorDebt: senior });
      const { publicPrice: _p, seniorDebt: _s, ...grade } = estimate.json().entity;
      const { publicPrice: _p2, seniorDebt: _s2, ...same } = checked.json().entity.grade;
      expect(same).toEqual(grade);
    }
  });
});
