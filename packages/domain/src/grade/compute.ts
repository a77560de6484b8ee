import { type BuildingType, levelToRate, type RateCode, type SafetyLevel, type SaleType } from '../codes.ts';
import { formatMoney } from '../format.ts';
import { insuranceDepositCap, isFullyProtectedDeposit, priorityRepaymentTier } from './priority-tier.ts';
import { GRADE_RULES, type PriorityTier } from './rules.ts';

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
 * The safety grade a listing's facts support (product.md §B5, §B9). Order of rules: the table of the deal type;
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
