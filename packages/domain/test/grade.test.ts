import { describe, expect, it } from 'vitest';
import {
  computeSafetyGrade,
  GRADE_RULES,
  gradeGuide,
  insuranceDepositCap,
  parseRegion,
  priorityRepaymentTier,
  type SafetyGradeInput,
} from '../src/index.ts';

const jeonse = (overrides: Partial<SafetyGradeInput> = {}): SafetyGradeInput => ({
  saleType: 'RENT',
  deposit: 10000,
  seniorDebt: 0,
  publicPrice: 10000,
  buildingType: 'VILLA',
  isIllegalBuilding: false,
  isMultiUnitHouse: false,
  landOwnerSameAsBuilding: true,
  hasSeniorRights: false,
  hasTaxArrears: false,
  sido: '서울특별시',
  sigungu: '마포구',
  ...overrides,
});
const monthly = (overrides: Partial<SafetyGradeInput> = {}) =>
  jeonse({ saleType: 'MONTHLY', monthlyPrice: 50, ...overrides });
const sale = (overrides: Partial<SafetyGradeInput> = {}) =>
  jeonse({ saleType: 'SALE', deposit: 0, ...overrides });

const gradeOf = (input: SafetyGradeInput) => computeSafetyGrade(input).grade;

describe('the rule table', () => {
  it('keeps every threshold with its source and date in force', () => {
    for (const part of Object.values(GRADE_RULES)) {
      expect(part.source).not.toBe('');
      expect(part.inForceFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(GRADE_RULES.jeonse.lines.map((l) => l.maxPercent)).toEqual([126, 140, 150, 155]);
    expect(GRADE_RULES.priorityRepayment.inForceFrom).toBe('2023-02-21');
  });
});

describe('jeonse grades against the public price', () => {
  it('gives grade 1 at exactly 126% with a clean title', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 12600 }));
    expect(result).toMatchObject({
      grade: 1,
      rate: 'RATE001',
      ratio: 126,
      table: 'JEONSE',
      assessable: true,
    });
    expect(result.reasons[0]).toBe('보증금과 선순위 채권이 공시가격의 126%로 126% 이하입니다.');
  });

  it('gives grade 2 just above 126% and at exactly 140%', () => {
    const above = computeSafetyGrade(jeonse({ deposit: 12601 }));
    expect(above).toMatchObject({ grade: 2, ratio: 126.1 });
    expect(gradeOf(jeonse({ deposit: 14000 }))).toBe(2);
  });

  it('counts senior debt with the deposit and explains the ratio', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 12000, seniorDebt: 1800, hasSeniorRights: true }));
    expect(result.grade).toBe(2);
    expect(result.reasons).toContain('보증금과 선순위 채권이 공시가격의 138%로 140% 이하입니다.');
  });

  it('gives grade 3 above 140% up to 150%', () => {
    expect(gradeOf(jeonse({ deposit: 14001 }))).toBe(3);
    expect(gradeOf(jeonse({ deposit: 15000 }))).toBe(3);
  });

  it('gives grade 4 above 150% up to 155%', () => {
    expect(gradeOf(jeonse({ deposit: 15001 }))).toBe(4);
    expect(gradeOf(jeonse({ deposit: 15500 }))).toBe(4);
  });

  it('gives grade 5 above 155%', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 15501 }));
    expect(result.grade).toBe(5);
    expect(result.reasons[0]).toBe('보증금과 선순위 채권이 공시가격의 155.1%로 155%를 넘습니다.');
  });

  it('keeps grade 1 from a listing with senior rights or landlord tax arrears', () => {
    const rights = computeSafetyGrade(jeonse({ deposit: 9000, seniorDebt: 1000 }));
    expect(rights.grade).toBe(2);
    expect(rights.reasons).toContain('선순위 권리가 있어 1등급에서 제외됩니다.');
    const arrears = computeSafetyGrade(jeonse({ deposit: 9000, hasTaxArrears: true }));
    expect(arrears.grade).toBe(2);
    expect(arrears.reasons).toContain('임대인의 체납 세금이 있어 1등급에서 제외됩니다.');
    expect(gradeOf(jeonse({ deposit: 9000, hasSeniorRights: true }))).toBe(2);
  });
});

describe('overrides', () => {
  it('enters an illegal building or a multi-unit house within 126% as grade 4', () => {
    expect(gradeOf(jeonse({ deposit: 9000, isIllegalBuilding: true }))).toBe(4);
    expect(gradeOf(jeonse({ deposit: 12600, isMultiUnitHouse: true }))).toBe(4);
  });

  it('never grades a risky building better than 4 at a higher ratio, nor lifts a grade 5', () => {
    expect(gradeOf(jeonse({ deposit: 14500, isIllegalBuilding: true }))).toBe(4);
    expect(gradeOf(jeonse({ deposit: 16000, isMultiUnitHouse: true }))).toBe(5);
  });

  it('gives grade 5 when land and building owners differ', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 5000, landOwnerSameAsBuilding: false }));
    expect(result.grade).toBe(5);
    expect(result.reasons).toContain('토지와 건물의 소유자가 달라 5등급으로 산정합니다.');
  });

  it('gives the worst grade when there is no public price', () => {
    const result = computeSafetyGrade(jeonse({ publicPrice: 0 }));
    expect(result).toMatchObject({ grade: 5, assessable: false, insuranceEligible: false, ratio: 0 });
  });
});

describe('deposit insurance limit', () => {
  it('allows up to 7억 in the capital area and 5억 elsewhere', () => {
    expect(insuranceDepositCap('서울특별시')).toBe(70000);
    expect(insuranceDepositCap('경기')).toBe(70000);
    expect(insuranceDepositCap('부산광역시')).toBe(50000);
  });

  it('flags a 7억 Seoul deposit as insurable and keeps its grade 1', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 70000, publicPrice: 60000 }));
    expect(result).toMatchObject({ grade: 1, insuranceEligible: true });
  });

  it('takes grade 1 from a deposit above the limit and says why', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 70001, publicPrice: 60000 }));
    expect(result).toMatchObject({ grade: 2, insuranceEligible: false });
    expect(result.reasons).toContain('보증금이 7억을 넘어 전세보증금반환보증에 가입할 수 없습니다.');
    expect(
      computeSafetyGrade(
        jeonse({ deposit: 50001, publicPrice: 60000, sido: '부산광역시', sigungu: '해운대구' }),
      ),
    ).toMatchObject({ grade: 2, insuranceEligible: false });
  });

  it('refuses insurance above 126% or with senior debt over 84% of the public price', () => {
    expect(computeSafetyGrade(jeonse({ deposit: 12601 })).insuranceEligible).toBe(false);
    expect(computeSafetyGrade(jeonse({ deposit: 100, seniorDebt: 8401 })).insuranceEligible).toBe(false);
    expect(computeSafetyGrade(jeonse({ deposit: 9000, isIllegalBuilding: true })).insuranceEligible).toBe(
      false,
    );
  });
});

describe('monthly-rent grades', () => {
  it('gives grade 2 when senior debt is within 60% of 126% and the total within 126%', () => {
    expect(gradeOf(monthly({ deposit: 0, seniorDebt: 7560 }))).toBe(2);
    expect(gradeOf(monthly({ deposit: 5000, seniorDebt: 7560, sido: '경기도', sigungu: '평택시' }))).toBe(2);
  });

  it('gives grade 3 when senior debt passes 60% of 126% but stays within 60% of 150%', () => {
    expect(gradeOf(monthly({ deposit: 0, seniorDebt: 7561 }))).toBe(3);
    expect(gradeOf(monthly({ deposit: 6000, seniorDebt: 9000, sido: '경기도', sigungu: '평택시' }))).toBe(3);
  });

  it('falls to grade 4 and 5 beyond the 150% table', () => {
    expect(gradeOf(monthly({ deposit: 15500, seniorDebt: 0, sido: '경기도', sigungu: '평택시' }))).toBe(4);
    expect(gradeOf(monthly({ deposit: 15501, seniorDebt: 0, sido: '경기도', sigungu: '평택시' }))).toBe(5);
  });

  it('raises a grade by one when 최우선변제 covers the whole deposit', () => {
    const seoul = computeSafetyGrade(monthly({ deposit: 5500, seniorDebt: 7000 }));
    expect(seoul.grade).toBe(1);
    expect(seoul.priorityRepayment.fullyProtected).toBe(true);
    expect(seoul.reasons.at(-1)).toContain('최우선변제');
    expect(gradeOf(monthly({ deposit: 5501, seniorDebt: 7000 }))).toBe(2);
  });

  it('does not raise a deposit beyond the protected amount of its region', () => {
    expect(gradeOf(monthly({ deposit: 3000, seniorDebt: 7000, sido: '경기도', sigungu: '평택시' }))).toBe(2);
    expect(gradeOf(monthly({ deposit: 2800, seniorDebt: 7000, sido: '경기도', sigungu: '평택시' }))).toBe(1);
  });

  it('does not raise past a risky-building override', () => {
    expect(gradeOf(monthly({ deposit: 1000, seniorDebt: 7000, isMultiUnitHouse: true }))).toBe(4);
  });

  it('does not raise jeonse, whose table has no such rule', () => {
    const result = computeSafetyGrade(jeonse({ deposit: 5000, seniorDebt: 8000 }));
    expect(result.priorityRepayment.fullyProtected).toBe(true);
    expect(result.grade).toBe(2);
  });
});

describe('sale grades by senior debt', () => {
  it('gives grade 1 without any debt, rights or arrears', () => {
    expect(computeSafetyGrade(sale({ seniorDebt: 0 }))).toMatchObject({
      grade: 1,
      table: 'SALE',
      insuranceEligible: false,
    });
  });

  it('steps at 84%, 126% and 140% of the public price', () => {
    expect(gradeOf(sale({ seniorDebt: 8400 }))).toBe(2);
    expect(gradeOf(sale({ seniorDebt: 8401 }))).toBe(3);
    expect(gradeOf(sale({ seniorDebt: 12600 }))).toBe(3);
    expect(gradeOf(sale({ seniorDebt: 12601 }))).toBe(4);
    expect(gradeOf(sale({ seniorDebt: 14000 }))).toBe(4);
    expect(gradeOf(sale({ seniorDebt: 14001 }))).toBe(5);
  });

  it('counts a sitting tenant deposit the buyer takes over and keeps grade 1 from arrears', () => {
    expect(gradeOf(sale({ deposit: 9000 }))).toBe(3);
    expect(gradeOf(sale({ hasTaxArrears: true }))).toBe(2);
    expect(gradeOf(sale({ isIllegalBuilding: true }))).toBe(4);
  });
});

describe('최우선변제 tiers by region', () => {
  const tier = (sido: string, sigungu: string, dong?: string) =>
    priorityRepaymentTier(sido, sigungu, dong).key;

  it('protects 5,500만원 of a deposit up to 1억 6,500만원 in Seoul', () => {
    expect(priorityRepaymentTier('서울특별시', '강남구')).toMatchObject({
      key: 'SEOUL',
      maxDeposit: 16500,
      protectedAmount: 5500,
    });
    expect(tier('서울', '노원구')).toBe('SEOUL');
  });

  it('puts the 과밀억제권역 cities of Gyeonggi in the second tier', () => {
    for (const city of [
      '의정부시',
      '구리시',
      '하남시',
      '고양시 덕양구',
      '수원시 장안구',
      '성남시 분당구',
      '안양시',
      '부천시',
      '광명시',
      '과천시',
      '의왕시',
      '군포시',
      '시흥시',
    ]) {
      expect(tier('경기도', city), city).toBe('OVERCROWDED');
    }
    expect(priorityRepaymentTier('경기도', '수원시')).toMatchObject({
      maxDeposit: 14500,
      protectedAmount: 4800,
    });
  });

  it('gives 세종, 용인, 화성 and 김포 the second tier too', () => {
    expect(tier('세종특별자치시', '')).toBe('OVERCROWDED');
    expect(tier('경기도', '용인시 수지구')).toBe('OVERCROWDED');
    expect(tier('경기도', '화성시')).toBe('OVERCROWDED');
    expect(tier('경기도', '김포시')).toBe('OVERCROWDED');
  });

  it('splits 남양주 by 법정동 and takes the lower tier when the dong is unknown', () => {
    expect(tier('경기도', '남양주시', '다산동')).toBe('OVERCROWDED');
    expect(tier('경기도', '남양주시', '호평동')).toBe('OVERCROWDED');
    expect(tier('경기도', '남양주시', '별내동')).toBe('OTHER');
    expect(tier('경기도', '남양주시')).toBe('OTHER');
  });

  it('puts 안산, 광주, 파주, 이천 and 평택 in the third tier', () => {
    for (const city of ['안산시 단원구', '광주시', '파주시', '이천시', '평택시'])
      expect(tier('경기도', city), city).toBe('METRO');
    expect(priorityRepaymentTier('경기도', '파주시')).toMatchObject({
      maxDeposit: 8500,
      protectedAmount: 2800,
    });
  });

  it('puts the rest of Gyeonggi in the last tier', () => {
    for (const city of ['오산시', '안성시', '포천시', '양평군', '가평군', '여주시', '동두천시', '양주시']) {
      expect(tier('경기도', city), city).toBe('OTHER');
    }
    expect(priorityRepaymentTier('경기도', '가평군')).toMatchObject({
      maxDeposit: 7500,
      protectedAmount: 2500,
    });
  });

  it('treats Incheon as 과밀억제권역 except 강화군, 옹진군 and the excluded dongs', () => {
    for (const gu of ['부평구', '남동구', '미추홀구', '계양구', '동구'])
      expect(tier('인천광역시', gu), gu).toBe('OVERCROWDED');
    expect(tier('인천광역시', '강화군')).toBe('OTHER');
    expect(tier('인천', '옹진군')).toBe('OTHER');
    expect(tier('인천광역시', '연수구', '송도동')).toBe('METRO');
    expect(tier('인천광역시', '연수구', '송도1동')).toBe('METRO');
    expect(tier('인천광역시', '연수구', '연수동')).toBe('OVERCROWDED');
    expect(tier('인천광역시', '서구', '원당동')).toBe('METRO');
    expect(tier('인천광역시', '서구', '청라2동')).toBe('METRO');
    expect(tier('인천광역시', '서구', '석남동')).toBe('OVERCROWDED');
    expect(tier('인천광역시', '중구', '운서동')).toBe('METRO');
    expect(tier('인천광역시', '중구', '신포동')).toBe('OVERCROWDED');
  });

  it('takes the lower tier for a partly excluded Incheon district without a dong', () => {
    expect(tier('인천광역시', '연수구')).toBe('METRO');
    expect(tier('인천광역시', '서구')).toBe('METRO');
  });

  it('gives other 광역시 the third tier except their 군', () => {
    expect(tier('부산광역시', '해운대구')).toBe('METRO');
    expect(tier('부산광역시', '기장군')).toBe('OTHER');
    expect(tier('대구광역시', '달성군')).toBe('OTHER');
    expect(tier('광주광역시', '서구')).toBe('METRO');
    expect(tier('울산광역시', '울주군')).toBe('OTHER');
    expect(tier('강원특별자치도', '춘천시')).toBe('OTHER');
  });

  it('reads the region parts from an address', () => {
    expect(parseRegion('인천광역시 연수구 송도동 12-3')).toEqual({
      sido: '인천광역시',
      sigungu: '연수구',
      dong: '송도동',
    });
    expect(parseRegion('경기도 수원시 장안구 정자동 1')).toEqual({
      sido: '경기도',
      sigungu: '수원시 장안구',
      dong: '정자동',
    });
    expect(parseRegion('서울 마포구 월드컵로 1')).toEqual({
      sido: '서울특별시',
      sigungu: '마포구',
      dong: '',
    });
  });
});

describe('explanation modal', () => {
  it('lists five rows per tab written from the rule table', () => {
    for (const table of ['JEONSE', 'MONTHLY', 'SALE'] as const) {
      const rows = gradeGuide(table);
      expect(rows.map((r) => r.grade)).toEqual([1, 2, 3, 4, 5]);
      expect(rows.map((r) => r.rate)).toEqual(['RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005']);
    }
    expect(gradeGuide('JEONSE')[2]!.rule).toBe('보증금+선순위 채권이 공시가격의 140% 초과 150% 이하');
  });
});
