import { describe, expect, it } from 'vitest';
import {
  computeSafetyGrade,
  insuranceAssessment,
  priorityProtection,
  priorityRepaymentTier,
  SAFETY_CHECK_THRESHOLDS,
  type SafetyCheckFacts,
  type SafetyGradeInput,
  safetyChecklist,
} from '../src/index.ts';

/*
 * 안심 진단 golden cases (issue 18 §4, §7): every line of the grade tables exactly at and just past it, the
 * monthly-rent rules, the 최우선변제 raise and tiers, the overrides, HUG's caps; and the explanations the
 * check adds (HUG's conditions, the protected part, the checklist) agreeing with the grade.
 */

const base: SafetyGradeInput = {
  saleType: 'RENT',
  deposit: 10_000,
  seniorDebt: 0,
  publicPrice: 10_000,
  buildingType: 'VILLA',
  isIllegalBuilding: false,
  isMultiUnitHouse: false,
  landOwnerSameAsBuilding: true,
  hasSeniorRights: false,
  hasTaxArrears: false,
  sido: '서울특별시',
  sigungu: '마포구',
};
const jeonse = (o: Partial<SafetyGradeInput> = {}) => computeSafetyGrade({ ...base, ...o });
const monthly = (o: Partial<SafetyGradeInput> = {}) =>
  computeSafetyGrade({ ...base, saleType: 'MONTHLY', monthlyPrice: 50, ...o });

const factsOf = (input: SafetyGradeInput): SafetyCheckFacts => ({
  table: input.saleType === 'MONTHLY' ? 'MONTHLY' : 'JEONSE',
  deposit: input.deposit,
  seniorDebt: input.seniorDebt,
  publicPrice: input.publicPrice,
  sido: input.sido,
  isIllegalBuilding: input.isIllegalBuilding,
  isMultiUnitHouse: input.isMultiUnitHouse,
  landOwnerSameAsBuilding: input.landOwnerSameAsBuilding,
  hasSeniorRights: input.hasSeniorRights,
  hasTaxArrears: input.hasTaxArrears,
  publicPriceOrigin: 'OFFICIAL',
});

describe('jeonse lines: at the line and just past it (공시가격 1억)', () => {
  it.each([
    [12_600, 126, 1],
    [12_601, 126.1, 2],
    [14_000, 140, 2],
    [14_001, 140.1, 3],
    [15_000, 150, 3],
    [15_001, 150.1, 4],
    [15_500, 155, 4],
    [15_501, 155.1, 5],
  ])('deposit %i만원 → %d%% → grade %i', (deposit, ratio, grade) => {
    const r = jeonse({ deposit });
    expect(r).toMatchObject({ grade, ratio, table: 'JEONSE', assessable: true });
    expect(r.reasons.length).toBeGreaterThan(0);
  });

  it('deposit + senior debt is what is measured; a senior right takes grade 1 away', () => {
    const r = jeonse({ deposit: 10_000, seniorDebt: 2_600, hasSeniorRights: true });
    expect(r).toMatchObject({ grade: 2, ratio: 126 });
    expect(r.reasons).toContain('선순위 권리가 있어 1등급에서 제외됩니다.');
    expect(jeonse({ deposit: 10_000, seniorDebt: 5_501, hasSeniorRights: true }).grade).toBe(5);
  });

  it('the bar marks are the jeonse lines', () => {
    expect(SAFETY_CHECK_THRESHOLDS).toEqual([126, 140, 150, 155]);
  });
});

describe('monthly rent (공시가격 2억, deposits above 최우선변제)', () => {
  // 126% = 25,200만원 and its 60% = 15,120만원; 150% = 30,000 and its 60% = 18,000.
  it('grade 2: senior ≤ 60% of 126% and senior + deposit ≤ 126%', () => {
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 15_120, deposit: 10_080, hasSeniorRights: true }),
    ).toMatchObject({
      grade: 2,
      ratio: 126,
      table: 'MONTHLY',
    });
  });
  it('senior just past 60% of 126%, or the total just past 126%: grade 3', () => {
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 15_121, deposit: 10_079, hasSeniorRights: true }).grade,
    ).toBe(3);
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 15_120, deposit: 10_081, hasSeniorRights: true }).grade,
    ).toBe(3);
  });
  it('grade 3 at 150% with senior at 60% of it; just past: grade 4', () => {
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 18_000, deposit: 12_000, hasSeniorRights: true }).grade,
    ).toBe(3);
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 18_000, deposit: 12_001, hasSeniorRights: true }).grade,
    ).toBe(4);
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 18_001, deposit: 11_999, hasSeniorRights: true }).grade,
    ).toBe(4);
  });
  it('past 155%: grade 5', () => {
    expect(
      monthly({ publicPrice: 20_000, seniorDebt: 18_000, deposit: 13_001, hasSeniorRights: true }).grade,
    ).toBe(5);
  });
});

describe('최우선변제: a deposit wholly protected rises one grade (monthly)', () => {
  it('서울, 5,000만원 ≤ 5,500만원: grade 2 → 1, with the reason', () => {
    const r = monthly({ deposit: 5_000 });
    expect(r.grade).toBe(1);
    expect(r.priorityRepayment.fullyProtected).toBe(true);
    expect(r.reasons.join(' ')).toContain('한 등급 올립니다');
  });
  it('at the protected amount exactly it rises; one 만원 past it does not', () => {
    expect(monthly({ deposit: 5_500 }).grade).toBe(1);
    expect(monthly({ deposit: 5_501 }).grade).toBe(2);
  });
  it('강화군 protects only 2,500만원: the same deposit stays grade 2', () => {
    const r = monthly({ deposit: 5_000, sido: '인천광역시', sigungu: '강화군' });
    expect(r.grade).toBe(2);
    expect(r.priorityRepayment.tier.key).toBe('OTHER');
  });
  it('the jeonse table has no raise', () => {
    expect(jeonse({ deposit: 5_000, seniorDebt: 9_000, hasSeniorRights: true }).grade).toBe(2);
  });
});

describe('overrides', () => {
  it('land owner ≠ building owner: grade 5 at any ratio', () => {
    const r = jeonse({ deposit: 5_000, landOwnerSameAsBuilding: false });
    expect(r.grade).toBe(5);
    expect(r.reasons).toContain('토지와 건물의 소유자가 달라 5등급으로 산정합니다.');
  });
  it('an illegal building is at best grade 4, and a worse grade stays worse', () => {
    expect(jeonse({ deposit: 8_000, isIllegalBuilding: true }).grade).toBe(4);
    expect(jeonse({ deposit: 15_600, isIllegalBuilding: true }).grade).toBe(5);
  });
  it('다가구 within 126%: grade 4', () => {
    const r = jeonse({ deposit: 12_600, isMultiUnitHouse: true });
    expect(r.grade).toBe(4);
    expect(r.reasons.join(' ')).toContain('다가구주택');
  });
  it('landlord tax arrears take grade 1 away', () => {
    const r = jeonse({ deposit: 10_000, hasTaxArrears: true });
    expect(r.grade).toBe(2);
    expect(r.reasons).toContain('임대인의 체납 세금이 있어 1등급에서 제외됩니다.');
  });
  it('no public price: not assessable, grade 5', () => {
    expect(jeonse({ publicPrice: 0 })).toMatchObject({ grade: 5, assessable: false, ratio: 0 });
  });
});

describe('HUG deposit insurance', () => {
  const hug = (o: Partial<SafetyGradeInput>) => {
    const input = { ...base, ...o };
    const r = computeSafetyGrade(input);
    const a = insuranceAssessment(factsOf(input), r);
    // The conditions always agree with the verdict.
    expect(a.eligible).toBe(r.insuranceEligible);
    expect(a.conditions.every((c) => c.met)).toBe(r.insuranceEligible);
    return { r, a };
  };

  it('수도권 cap 7억: at it eligible; one 만원 past it not, and grade 1 becomes 2', () => {
    expect(hug({ deposit: 70_000, publicPrice: 60_000 }).r).toMatchObject({
      insuranceEligible: true,
      grade: 1,
    });
    const over = hug({ deposit: 70_001, publicPrice: 60_000 });
    expect(over.r).toMatchObject({ insuranceEligible: false, grade: 2 });
    expect(over.a.summary).toContain('7억');
  });
  it('elsewhere the cap is 5억', () => {
    const busan = { sido: '부산광역시', sigungu: '해운대구', publicPrice: 50_000 };
    expect(hug({ ...busan, deposit: 50_000 }).r.insuranceEligible).toBe(true);
    expect(hug({ ...busan, deposit: 50_001 }).r.insuranceEligible).toBe(false);
  });
  it('senior debt ≤ 60% of the house price (84% of 공시가격)', () => {
    expect(hug({ deposit: 4_200, seniorDebt: 8_400, hasSeniorRights: true }).r.insuranceEligible).toBe(true);
    const over = hug({ deposit: 4_199, seniorDebt: 8_401, hasSeniorRights: true });
    expect(over.r.insuranceEligible).toBe(false);
    expect(over.a.conditions.find((c) => !c.met)?.label).toBe('선순위 채권이 주택가격의 60% 이하');
  });
  it('deposit + senior ≤ 90% of the house price (126% of 공시가격)', () => {
    expect(hug({ deposit: 12_600 }).r.insuranceEligible).toBe(true);
    expect(hug({ deposit: 12_601 }).r.insuranceEligible).toBe(false);
  });
  it('an apartment is told HUG values it at market price', () => {
    const input = { ...base, buildingType: 'APARTMENT' as const };
    const r = computeSafetyGrade(input);
    expect(insuranceAssessment({ ...factsOf(input), isApartment: true }, r).summary).toContain('시세');
    expect(insuranceAssessment(factsOf(input), r).summary).not.toContain('시세');
  });
  it('an illegal building or split ownership cannot be insured', () => {
    expect(hug({ isIllegalBuilding: true }).r.insuranceEligible).toBe(false);
    expect(hug({ landOwnerSameAsBuilding: false }).r.insuranceEligible).toBe(false);
  });
});

describe('최우선변제 tiers per region', () => {
  it.each([
    ['서울특별시', '마포구', null, 'SEOUL', 16_500, 5_500],
    ['경기도', '수원시 장안구', null, 'OVERCROWDED', 14_500, 4_800],
    ['경기도', '부천시', null, 'OVERCROWDED', 14_500, 4_800],
    ['인천광역시', '부평구', null, 'OVERCROWDED', 14_500, 4_800],
    ['경기도', '용인시 수지구', null, 'OVERCROWDED', 14_500, 4_800],
    ['인천광역시', '연수구', '송도동', 'METRO', 8_500, 2_800],
    ['부산광역시', '해운대구', null, 'METRO', 8_500, 2_800],
    ['경기도', '안산시 단원구', null, 'METRO', 8_500, 2_800],
    ['인천광역시', '강화군', null, 'OTHER', 7_500, 2_500],
    ['경기도', '양평군', null, 'OTHER', 7_500, 2_500],
  ] as const)('%s %s %s → %s', (sido, sigungu, dong, key, maxDeposit, protectedAmount) => {
    expect(priorityRepaymentTier(sido, sigungu, dong)).toMatchObject({ key, maxDeposit, protectedAmount });
  });

  it('the protected part: all, part, or none', () => {
    const seoul = priorityRepaymentTier('서울특별시', '마포구');
    expect(priorityProtection(5_500, seoul)).toMatchObject({ fullyProtected: true, protectedPart: 5_500 });
    const part = priorityProtection(10_000, seoul);
    expect(part).toMatchObject({ smallTenant: true, fullyProtected: false, protectedPart: 5_500 });
    expect(part.summary).toContain('5,500만원만');
    expect(priorityProtection(16_501, seoul)).toMatchObject({ smallTenant: false, protectedPart: 0 });
  });

  it('with a mortgage ahead it warns that an older table and the half-value cap may protect less', () => {
    const seoul = priorityRepaymentTier('서울특별시', '마포구');
    expect(priorityProtection(5_000, seoul, true).summary).toContain('설정일의 기준');
    expect(priorityProtection(5_000, seoul, false).summary).not.toContain('설정일의 기준');
  });
});

describe('the checklist follows the answer', () => {
  const list = (o: Partial<SafetyGradeInput>, origin: SafetyCheckFacts['publicPriceOrigin'] = 'OFFICIAL') => {
    const input = { ...base, ...o };
    const r = computeSafetyGrade(input);
    const facts = { ...factsOf(input), publicPriceOrigin: origin };
    return safetyChecklist(
      facts,
      insuranceAssessment(facts, r),
      priorityProtection(input.deposit, r.priorityRepayment.tier),
    );
  };

  it('always names the papers to read; nothing is marked important on a clean grade 1', () => {
    const items = list({});
    expect(items.map((i) => i.key)).toEqual(
      expect.arrayContaining([
        'REGISTRY_OWNER',
        'REGISTRY_RIGHTS',
        'BUILDING_REGISTER',
        'RESIDENTS',
        'TAX',
        'FIXED_DATE',
        'INSURANCE',
      ]),
    );
    expect(items.filter((i) => i.important)).toEqual([]);
  });
  it('risks come first, marked important', () => {
    const items = list(
      {
        seniorDebt: 3_000,
        hasSeniorRights: true,
        hasTaxArrears: true,
        isIllegalBuilding: true,
        isMultiUnitHouse: true,
      },
      'ESTIMATE',
    );
    const important = items.filter((i) => i.important).map((i) => i.key);
    expect(important).toEqual(
      expect.arrayContaining([
        'REGISTRY_RIGHTS',
        'TAX',
        'BUILDING_REGISTER',
        'PRIOR_TENANTS',
        'INSURANCE',
        'PUBLIC_PRICE',
      ]),
    );
    expect(items.slice(0, important.length).every((i) => i.important)).toBe(true);
    expect(items.find((i) => i.key === 'REGISTRY_RIGHTS')?.detail).toContain('3,000만원');
  });
  it('split ownership asks for the land register', () => {
    expect(list({ landOwnerSameAsBuilding: false }).find((i) => i.key === 'LAND_OWNER')?.important).toBe(
      true,
    );
  });
});
