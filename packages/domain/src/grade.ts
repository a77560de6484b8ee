import {
  type BuildingType,
  levelToRate,
  RATE_CODES,
  type RateCode,
  type SafetyLevel,
  type SaleType,
} from './codes.ts';
import { formatMoney } from './format.ts';
import { normalizeSido, SERVED_SIDO } from './limits.ts';

/*
 * Safety-grade rules (spec 02 §5 and §9, explained in shared/DOMAIN.md). Every threshold lives in
 * `GRADE_RULES` with its source and the date it has been in force, so an operator who updates a figure
 * changes one table and the grades, the reasons and the explanation modal follow. All amounts are 만원 and
 * every ratio is against the public price (공시가격).
 */

// ---------------------------------------------------------------------------------------------------------
// The one table

export type PriorityTierKey = 'SEOUL' | 'OVERCROWDED' | 'METRO' | 'OTHER';

export interface PriorityTier {
  readonly key: PriorityTierKey;
  readonly label: string;
  /** A tenant whose deposit is at most this much is a 소액임차인 (만원). */
  readonly maxDeposit: number;
  /** The part of the deposit repaid before every other creditor (만원). */
  readonly protectedAmount: number;
}

export const GRADE_RULES = {
  jeonse: {
    source:
      '안심방 등급 기준(spec 02 §9); 126%·140%는 HUG 전세보증금반환보증의 주택가격(공시가격×140%)과 담보인정비율(90%)',
    inForceFrom: '2023-05-01',
    /** Deposit + senior debt at most `maxPercent` of the public price gives `grade`; above the last, grade 5. */
    lines: [
      { grade: 1, maxPercent: 126 },
      { grade: 2, maxPercent: 140 },
      { grade: 3, maxPercent: 150 },
      { grade: 4, maxPercent: 155 },
    ],
  },
  monthly: {
    source: '안심방 등급 기준(spec 02 §9, 월세 표)',
    inForceFrom: '2023-05-01',
    /**
     * Grade `grade` when senior debt ≤ `seniorSharePercent`% of (`maxPercent`% of the public price) and senior
     * debt + deposit ≤ `maxPercent`%. The spec names grades 2 and 3; the grade-4 line reuses the jeonse 155%
     * so that the monthly table has no gap, and above it the grade is 5.
     */
    seniorSharePercent: 60,
    lines: [
      { grade: 2, maxPercent: 126 },
      { grade: 3, maxPercent: 150 },
      { grade: 4, maxPercent: 155 },
    ],
  },
  sale: {
    source:
      '안심방 자체 기준: 추정 시세(공시가격×140%, HUG 비아파트 주택가격 산정)에 대한 선순위 채권 비율. 60%는 HUG 선순위 채권 한도, 90%는 담보인정비율',
    inForceFrom: '2023-05-01',
    /**
     * A buyer takes over what the seller owes against the house. Senior debt (plus any tenant deposit the
     * buyer assumes) is measured against the public price: none at all is grade 1; at most 84% (60% of the
     * estimated value) grade 2; 126% (90%) grade 3; 140% (the whole value) grade 4; beyond it grade 5.
     */
    lines: [
      { grade: 2, maxPercent: 84 },
      { grade: 3, maxPercent: 126 },
      { grade: 4, maxPercent: 140 },
    ],
  },
  overrides: {
    source: '안심방 등급 기준(spec 02 §5 안전등급 등록 안내)',
    inForceFrom: '2023-05-01',
    /** An illegal or altered building, or a multi-unit house (다가구), is at best grade 4. */
    riskyBuildingGrade: 4,
    /** Land and building owned by different people: grade 5. */
    splitOwnershipGrade: 5,
  },
  insurance: {
    source: 'HUG 전세보증금반환보증 가입 요건(신규 계약)',
    inForceFrom: '2023-05-01',
    /** Deposit limits (만원): 수도권 7억, elsewhere 5억. Above them the listing cannot be grade 1. */
    capitalAreaMaxDeposit: 70_000,
    elsewhereMaxDeposit: 50_000,
    /** Deposit + senior debt ≤ 90% of 공시가격×140% = 126% of the public price. */
    maxTotalPercent: 126,
    /** Senior debt ≤ 60% of 공시가격×140% = 84% of the public price. */
    maxSeniorPercent: 84,
  },
  priorityRepayment: {
    source: '주택임대차보호법 시행령 제10조·제11조',
    inForceFrom: '2023-02-21',
    tiers: {
      SEOUL: { key: 'SEOUL', label: '서울특별시', maxDeposit: 16_500, protectedAmount: 5_500 },
      OVERCROWDED: {
        key: 'OVERCROWDED',
        label: '과밀억제권역(서울 제외), 세종·용인·화성·김포',
        maxDeposit: 14_500,
        protectedAmount: 4_800,
      },
      METRO: {
        key: 'METRO',
        label: '광역시(과밀억제권역·군 제외), 안산·광주·파주·이천·평택',
        maxDeposit: 8_500,
        protectedAmount: 2_800,
      },
      OTHER: { key: 'OTHER', label: '그 밖의 지역', maxDeposit: 7_500, protectedAmount: 2_500 },
    },
    regions: {
      /** 경기도 cities wholly inside the 과밀억제권역 (수도권정비계획법 시행령 별표 1). */
      overcrowdedGyeonggi: [
        '의정부시',
        '구리시',
        '하남시',
        '고양시',
        '수원시',
        '성남시',
        '안양시',
        '부천시',
        '광명시',
        '과천시',
        '의왕시',
        '군포시',
        // 반월특수지역 is excluded by law, but it is the industrial estate and holds almost no housing.
        '시흥시',
      ],
      /** 남양주시 is overcrowded only in these 법정동 (다산동 was carved out of 지금동 and 도농동). */
      namyangjuOvercrowdedDongs: [
        '호평동',
        '평내동',
        '금곡동',
        '일패동',
        '이패동',
        '삼패동',
        '가운동',
        '수석동',
        '지금동',
        '도농동',
        '다산동',
      ],
      /** Same tier as the 과밀억제권역 by 시행령 제11조 제2호. */
      overcrowdedTierGyeonggi: ['용인시', '화성시', '김포시'],
      overcrowdedTierSido: ['세종특별자치시'],
      metroTierGyeonggi: ['안산시', '광주시', '파주시', '이천시', '평택시'],
      metroSido: ['부산광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시', '인천광역시'],
      /** 군 of a 광역시 fall to "elsewhere" (시행령 제11조 제3호). */
      metroCounties: ['기장군', '달성군', '군위군', '울주군', '강화군', '옹진군'],
      /**
       * Parts of Incheon outside the 과밀억제권역: 검단 area of 서구 and the free-economic zones (송도, 청라,
       * 영종). They fall to the 광역시 tier. 남동 국가산업단지 is also excluded by law but holds no housing.
       */
      incheonExcludedDongs: {
        서구: ['대곡동', '불로동', '마전동', '금곡동', '오류동', '왕길동', '당하동', '원당동', '청라동'],
        연수구: ['송도동'],
        중구: ['운서동', '중산동', '운남동', '운북동', '을왕동', '남북동', '덕교동', '무의동', '영종동'],
      } as Record<string, readonly string[]>,
    },
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// 최우선변제 region tier

const stripDongNumber = (dong: string) => dong.replace(/\d+(?=동$)/, '').replace(/제(?=\d)/, '');

/** '수원시 장안구' → '수원시'; '수원' → matches '수원시'. */
const sameArea = (given: string, official: string) =>
  given === official || `${given}시` === official || `${given}군` === official || `${given}구` === official;

const inList = (given: string, list: readonly string[]) => list.some((name) => sameArea(given, name));

/**
 * The 최우선변제 tier of an address (주택임대차보호법 시행령 제11조, table in force from 2023-02-21).
 *
 * Simplification: the law draws some lines inside a 시군구 (Incheon's 검단 area and free-economic zones,
 * part of 남양주). When `dong` (법정동 or 행정동) is given those lines are followed; without it a district
 * that is only partly inside the 과밀억제권역 gets the lower tier, because a guess must never raise a grade.
 * Districts whose excluded part is an industrial estate (인천 남동구, 시흥시) count as wholly inside.
 */
export const priorityRepaymentTier = (
  sido: string | null | undefined,
  sigungu: string | null | undefined,
  dong?: string | null,
): PriorityTier => {
  const { tiers, regions } = GRADE_RULES.priorityRepayment;
  const province = normalizeSido(sido);
  const tokens = (sigungu ?? '').trim().split(/\s+/);
  const city = tokens[0] ?? '';
  const district = tokens[tokens.length - 1] ?? '';
  const place = dong ? stripDongNumber(dong.trim()) : '';

  if (province === '서울특별시') return tiers.SEOUL;
  if ((regions.overcrowdedTierSido as readonly string[]).includes(province)) return tiers.OVERCROWDED;

  if (province === '인천광역시') {
    if (inList(city, regions.metroCounties)) return tiers.OTHER;
    const excluded = Object.entries(regions.incheonExcludedDongs).find(([gu]) => sameArea(district, gu));
    if (excluded) {
      if (place === '') return tiers.METRO;
      return excluded[1].includes(place) ? tiers.METRO : tiers.OVERCROWDED;
    }
    return city === '' ? tiers.METRO : tiers.OVERCROWDED;
  }

  if (province === '경기도') {
    if (inList(city, regions.overcrowdedGyeonggi) || inList(city, regions.overcrowdedTierGyeonggi)) {
      return tiers.OVERCROWDED;
    }
    if (sameArea(city, '남양주시')) {
      return (regions.namyangjuOvercrowdedDongs as readonly string[]).includes(place)
        ? tiers.OVERCROWDED
        : tiers.OTHER;
    }
    if (inList(city, regions.metroTierGyeonggi)) return tiers.METRO;
    return tiers.OTHER;
  }

  if ((regions.metroSido as readonly string[]).includes(province)) {
    return inList(city, regions.metroCounties) ? tiers.OTHER : tiers.METRO;
  }
  return tiers.OTHER;
};

/** Splits '인천광역시 연수구 송도동 12-3' into the parts `priorityRepaymentTier` takes. */
export const parseRegion = (
  address: string | null | undefined,
): { sido: string; sigungu: string; dong: string } => {
  const tokens = (address ?? '').trim().split(/\s+/).filter(Boolean);
  const sido = normalizeSido(tokens[0]);
  let index = 1;
  let sigungu = tokens[index] ?? '';
  index++;
  const next = tokens[index];
  if (next && /시$/.test(sigungu) && /구$/.test(next)) {
    sigungu = `${sigungu} ${next}`;
    index++;
  }
  const dong = tokens.slice(index).find((t) => /^[가-힣]+\d*(동|가)$/.test(t)) ?? '';
  return { sido, sigungu, dong };
};

/**
 * A deposit wholly repaid under 최우선변제 in this tier. The law also caps all protected amounts of a house
 * at half its value; that depends on the other tenants, which a listing does not tell, so it is not checked.
 */
export const isFullyProtectedDeposit = (deposit: number, tier: PriorityTier): boolean =>
  deposit > 0 && deposit <= tier.maxDeposit && deposit <= tier.protectedAmount;

/** The 7억 / 5억 deposit limit of deposit insurance for an address. */
export const insuranceDepositCap = (sido: string | null | undefined): number =>
  (SERVED_SIDO as readonly string[]).includes(normalizeSido(sido))
    ? GRADE_RULES.insurance.capitalAreaMaxDeposit
    : GRADE_RULES.insurance.elsewhereMaxDeposit;

// ---------------------------------------------------------------------------------------------------------
// The grade

export interface SafetyGradeInput {
  saleType: SaleType;
  /** Deposit (만원). For SALE, a sitting tenant's deposit the buyer takes over, else 0. */
  deposit: number;
  /** Senior claims ahead of the tenant (만원): maximum claim amounts of mortgages, seizures, prior deposits. */
  seniorDebt: number;
  /** 공시가격 (만원). */
  publicPrice: number;
  /** Monthly rent (만원); informative only. `saleType: 'MONTHLY'` (or `isMonthly`) selects the monthly table. */
  monthlyPrice?: number | null;
  isMonthly?: boolean;
  buildingType: BuildingType;
  isIllegalBuilding: boolean;
  isMultiUnitHouse: boolean;
  landOwnerSameAsBuilding: boolean;
  hasSeniorRights: boolean;
  hasTaxArrears: boolean;
  sido: string;
  sigungu: string;
  /** 법정동 or 행정동, when known; it refines the 최우선변제 tier (see `priorityRepaymentTier`). */
  dong?: string | null;
}

export type GradeTable = 'JEONSE' | 'MONTHLY' | 'SALE';

export interface SafetyGradeResult {
  grade: SafetyLevel;
  rate: RateCode;
  /** (Deposit + senior debt) / public price in percent, rounded up to 0.1; 0 when no public price. */
  ratio: number;
  reasons: string[];
  table: GradeTable;
  /** False when no public price was given, so the grade is the worst by default. */
  assessable: boolean;
  /** Meets HUG's deposit-insurance conditions as far as the listing tells (always false for SALE). */
  insuranceEligible: boolean;
  priorityRepayment: { tier: PriorityTier; fullyProtected: boolean };
}

/** `part` ≤ `percent`% of `whole`, in integer arithmetic so 126% is exactly 126%. */
const withinPercent = (part: number, whole: number, percent: number) => part * 100 <= whole * percent;

/** Shown ratios round up so that a value just past a line never reads as the line itself. */
// The epsilon absorbs float noise such as 126.00000000001 so an exact line is not rounded past itself.
const percentOf = (part: number, whole: number) => Math.ceil((part * 1000) / whole - 1e-9) / 10;

export const formatPercent = (value: number): string =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

const worse = (a: SafetyLevel, b: SafetyLevel): SafetyLevel => (a > b ? a : b);

const tableOf = (input: SafetyGradeInput): GradeTable =>
  input.saleType === 'SALE' ? 'SALE' : input.saleType === 'MONTHLY' || input.isMonthly ? 'MONTHLY' : 'JEONSE';

const jeonseGrade = (input: SafetyGradeInput, total: number, ratio: string, cleanTitle: boolean) => {
  const lines = GRADE_RULES.jeonse.lines;
  const reasons: string[] = [];
  for (const { grade, maxPercent } of lines) {
    if (withinPercent(total, input.publicPrice, maxPercent)) {
      // Within the grade-1 line but with rights or arrears: the grade-2 line decides.
      if (grade === 1 && !cleanTitle) continue;
      reasons.push(`보증금과 선순위 채권이 공시가격의 ${ratio}로 ${maxPercent}% 이하입니다.`);
      if (grade === 1) reasons.push('선순위 권리와 임대인의 체납 세금이 없습니다.');
      return { grade: grade as SafetyLevel, reasons };
    }
  }
  reasons.push(
    `보증금과 선순위 채권이 공시가격의 ${ratio}로 ${lines[lines.length - 1]!.maxPercent}%를 넘습니다.`,
  );
  return { grade: 5 as SafetyLevel, reasons };
};

const monthlyGrade = (input: SafetyGradeInput, total: number, ratio: string) => {
  const { seniorSharePercent, lines } = GRADE_RULES.monthly;
  for (const { grade, maxPercent } of lines) {
    // senior ≤ share% × max% × price, kept in integers: senior × 100 × 100 ≤ price × share × max.
    const seniorOk = input.seniorDebt * 10_000 <= input.publicPrice * seniorSharePercent * maxPercent;
    if (seniorOk && withinPercent(total, input.publicPrice, maxPercent)) {
      return {
        grade: grade as SafetyLevel,
        reasons: [
          `선순위 채권최고액이 공시가격 ${maxPercent}%의 ${seniorSharePercent}% 이하이고, 보증금과 합한 금액이 공시가격의 ${ratio}로 ${maxPercent}% 이하입니다.`,
        ],
      };
    }
  }
  const last = lines[lines.length - 1]!.maxPercent;
  return {
    grade: 5 as SafetyLevel,
    reasons: [
      `선순위 채권과 보증금이 공시가격의 ${ratio}로 ${last}% 기준을 넘거나 선순위 채권 비중이 높습니다.`,
    ],
  };
};

const saleGrade = (input: SafetyGradeInput, total: number, ratio: string, cleanTitle: boolean) => {
  if (total === 0 && cleanTitle) {
    return { grade: 1 as SafetyLevel, reasons: ['선순위 채권과 권리, 매도인의 체납 세금이 없습니다.'] };
  }
  const lines = GRADE_RULES.sale.lines;
  for (const { grade, maxPercent } of lines) {
    if (withinPercent(total, input.publicPrice, maxPercent)) {
      return {
        grade: grade as SafetyLevel,
        reasons: [`인수할 선순위 채권이 공시가격의 ${ratio}로 ${maxPercent}% 이하입니다.`],
      };
    }
  }
  const last = lines[lines.length - 1]!.maxPercent;
  return {
    grade: 5 as SafetyLevel,
    reasons: [`인수할 선순위 채권이 공시가격의 ${ratio}로 추정 시세(공시가격의 ${last}%)를 넘습니다.`],
  };
};

/**
 * The safety grade a listing's facts support (spec 02 §5, §9). Order of rules: the table of the deal type;
 * the insurance limit (a deposit too large for HUG cannot be grade 1 — our "alternative criteria"); the
 * one-grade raise of a monthly deposit wholly covered by 최우선변제; then the overrides, which are final: a
 * risky building is at best grade 4 (the spec states it within 126%; we apply it at every ratio so a
 * higher ratio never grades better) and split land/building ownership is grade 5.
 */
export const computeSafetyGrade = (input: SafetyGradeInput): SafetyGradeResult => {
  const table = tableOf(input);
  const deposit = Math.max(0, input.deposit || 0);
  const seniorDebt = Math.max(0, input.seniorDebt || 0);
  const facts = { ...input, deposit, seniorDebt };
  const tier = priorityRepaymentTier(input.sido, input.sigungu, input.dong);
  const fullyProtected = table !== 'SALE' && isFullyProtectedDeposit(deposit, tier);
  const finish = (
    grade: SafetyLevel,
    ratio: number,
    reasons: string[],
    assessable: boolean,
    insuranceEligible: boolean,
  ): SafetyGradeResult => ({
    grade,
    rate: levelToRate(grade),
    ratio,
    reasons,
    table,
    assessable,
    insuranceEligible,
    priorityRepayment: { tier, fullyProtected },
  });

  if (!(input.publicPrice > 0) || !Number.isFinite(input.publicPrice)) {
    return finish(5, 0, ['공시가격을 확인할 수 없어 안전등급을 산정할 수 없습니다.'], false, false);
  }

  const total = deposit + seniorDebt;
  const ratioValue = percentOf(total, input.publicPrice);
  const ratio = formatPercent(ratioValue);
  const cleanTitle = seniorDebt === 0 && !input.hasSeniorRights && !input.hasTaxArrears;

  const base =
    table === 'SALE'
      ? saleGrade(facts, total, ratio, cleanTitle)
      : table === 'MONTHLY'
        ? monthlyGrade(facts, total, ratio)
        : jeonseGrade(facts, total, ratio, cleanTitle);
  let grade = base.grade;
  const reasons = [...base.reasons];

  if (
    table === 'JEONSE' &&
    grade === 2 &&
    withinPercent(total, input.publicPrice, GRADE_RULES.jeonse.lines[0].maxPercent)
  ) {
    if (seniorDebt > 0 || input.hasSeniorRights) reasons.push('선순위 권리가 있어 1등급에서 제외됩니다.');
    if (input.hasTaxArrears) reasons.push('임대인의 체납 세금이 있어 1등급에서 제외됩니다.');
  }

  const { insurance } = GRADE_RULES;
  const cap = insuranceDepositCap(input.sido);
  const withinCap = deposit <= cap;
  const insuranceEligible =
    table !== 'SALE' &&
    withinCap &&
    withinPercent(total, input.publicPrice, insurance.maxTotalPercent) &&
    withinPercent(seniorDebt, input.publicPrice, insurance.maxSeniorPercent) &&
    !input.isIllegalBuilding &&
    input.landOwnerSameAsBuilding;

  if (table !== 'SALE' && !withinCap) {
    reasons.push(`보증금이 ${formatMoney(cap)}을 넘어 전세보증금반환보증에 가입할 수 없습니다.`);
    if (grade === 1) {
      grade = 2;
      reasons.push('보증보험 가입이 어려워 1등급 대신 2등급으로 산정합니다.');
    }
  }

  if (table === 'MONTHLY' && fullyProtected && grade > 1) {
    grade = (grade - 1) as SafetyLevel;
    reasons.push(
      `보증금 ${formatMoney(deposit)}이 최우선변제 금액(${tier.label} ${formatMoney(tier.protectedAmount)}) 이내라 한 등급 올립니다.`,
    );
  }

  const { overrides } = GRADE_RULES;
  const riskyBuilding = input.isIllegalBuilding || (table !== 'SALE' && input.isMultiUnitHouse);
  if (riskyBuilding && grade < overrides.riskyBuildingGrade) {
    grade = worse(grade, overrides.riskyBuildingGrade as SafetyLevel);
    reasons.push(
      input.isIllegalBuilding
        ? '위반건축물(불법 증·개축)이라 4등급으로 산정합니다.'
        : '다가구주택은 다른 임차인의 보증금이 앞설 수 있어 4등급으로 산정합니다.',
    );
  }
  if (!input.landOwnerSameAsBuilding) {
    grade = overrides.splitOwnershipGrade as SafetyLevel;
    reasons.push('토지와 건물의 소유자가 달라 5등급으로 산정합니다.');
  }

  return finish(grade, ratioValue, reasons, true, insuranceEligible);
};

// ---------------------------------------------------------------------------------------------------------
// Explanation modal (tabs for 전세, 월세, 매매)

export interface GradeGuideRow {
  grade: SafetyLevel;
  rate: RateCode;
  label: string;
  rule: string;
}

const labelOf = (grade: SafetyLevel) => RATE_CODES[grade - 1]!.label;

const rangeRows = (
  lines: readonly { grade: number; maxPercent: number }[],
  describe: (range: string, maxPercent: number) => string,
): { grade: SafetyLevel; rule: string }[] => {
  let previous: number | null = null;
  const rows = lines.map(({ grade, maxPercent }) => {
    const range = previous === null ? `${maxPercent}% 이하` : `${previous}% 초과 ${maxPercent}% 이하`;
    previous = maxPercent;
    return { grade: grade as SafetyLevel, rule: describe(range, maxPercent) };
  });
  rows.push({ grade: 5, rule: describe(`${previous}% 초과`, previous ?? 0) });
  return rows;
};

/** The rows of the safety-grade explanation modal, written from `GRADE_RULES` so they never disagree. */
export const gradeGuide = (table: GradeTable): GradeGuideRow[] => {
  let rows: { grade: SafetyLevel; rule: string }[];
  if (table === 'JEONSE') {
    rows = rangeRows(GRADE_RULES.jeonse.lines, (range) => `보증금+선순위 채권이 공시가격의 ${range}`);
    rows[0]!.rule += ', 선순위 권리·임대인 체납 세금 없음';
  } else if (table === 'MONTHLY') {
    const share = GRADE_RULES.monthly.seniorSharePercent;
    rows = [
      { grade: 1, rule: '2등급 조건을 갖추고 보증금 전액이 최우선변제 대상' },
      ...GRADE_RULES.monthly.lines.map(({ grade, maxPercent }) => ({
        grade: grade as SafetyLevel,
        rule: `선순위 채권최고액이 공시가격 ${maxPercent}%의 ${share}% 이하, 보증금과 합해 ${maxPercent}% 이하`,
      })),
      { grade: 5, rule: '위 기준을 넘는 경우' },
    ];
  } else {
    rows = [
      { grade: 1, rule: '선순위 채권·권리와 매도인 체납 세금 없음' },
      ...rangeRows(GRADE_RULES.sale.lines, (range) => `인수할 선순위 채권이 공시가격의 ${range}`),
    ];
  }
  return rows.map(({ grade, rule }) => ({ grade, rate: levelToRate(grade), label: labelOf(grade), rule }));
};

/** Notes shared by every tab of the explanation modal (spec 02 §5). */
export const GRADE_NOTES = [
  '위반건축물(불법 증·개축)이거나 다가구주택이면 4등급 이하로 등록됩니다.',
  '1~4등급은 토지와 건물의 소유자가 같아야 하며, 다르면 5등급입니다.',
  '미등기 매물은 등록이 어렵습니다.',
  '전세금이 수도권 7억원, 그 외 지역 5억원을 넘으면 전세보증금반환보증에 가입할 수 없어 별도 기준을 적용합니다.',
  '보증금 전액이 최우선변제 대상이면 한 등급 올라갈 수 있습니다(월세).',
] as const;
