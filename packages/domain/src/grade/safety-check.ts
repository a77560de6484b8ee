import { formatMoney } from '../format.ts';
import type { GradeTable, SafetyGradeResult } from './compute.ts';
import { insuranceDepositCap } from './priority-tier.ts';
import { GRADE_RULES, type PriorityTier } from './rules.ts';

/*
 * 안심 진단 (issue 18 §4): what the grade of `computeSafetyGrade` means for a tenant who has not signed yet —
 * HUG's conditions one by one, how much of the deposit 최우선변제 protects, and a checklist of the papers
 * to read before signing, tailored to the answer. The grade itself is never recomputed here: every figure
 * comes from the grade's result and `GRADE_RULES`, so the page, the PDF and the listing's grade agree.
 */

/** The marks on the ratio bar: the jeonse table's lines (126/140/150/155%). */
export const SAFETY_CHECK_THRESHOLDS: readonly number[] = GRADE_RULES.jeonse.lines.map((l) => l.maxPercent);

/** Where the public price of a check came from. */
export type PublicPriceOrigin = 'OFFICIAL' | 'ESTIMATE' | 'MANUAL' | 'NONE';

export const PUBLIC_PRICE_ORIGIN_LABELS: Record<PublicPriceOrigin, string> = {
  OFFICIAL: '공시가격',
  ESTIMATE: '추정',
  MANUAL: '직접 입력',
  NONE: '확인 불가',
};

/** The facts a check is made of, beside the grade's result (amounts in 만원). */
export interface SafetyCheckFacts {
  table: GradeTable;
  deposit: number;
  seniorDebt: number;
  publicPrice: number | null;
  sido: string;
  isIllegalBuilding: boolean;
  isMultiUnitHouse: boolean;
  landOwnerSameAsBuilding: boolean;
  hasSeniorRights: boolean;
  hasTaxArrears: boolean;
  publicPriceOrigin: PublicPriceOrigin;
  /** HUG values an apartment at its market price, not at 공시가격 × 140%. */
  isApartment?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// HUG 전세보증금반환보증

export interface InsuranceCondition {
  label: string;
  met: boolean;
  detail: string;
}

export interface InsuranceAssessment {
  eligible: boolean;
  summary: string;
  conditions: InsuranceCondition[];
}

const within = (part: number, whole: number, percent: number) => part * 100 <= whole * percent;

/**
 * HUG's conditions for a new contract (GRADE_RULES.insurance), each with the figure that decides it. The
 * verdict is the grade's own `insuranceEligible`, and the conditions are written from the same rules, so
 * they always agree (checked by the golden tests).
 */
export function insuranceAssessment(
  facts: SafetyCheckFacts,
  result: Pick<SafetyGradeResult, 'insuranceEligible'>,
): InsuranceAssessment {
  const { insurance } = GRADE_RULES;
  const price = facts.publicPrice ?? 0;
  const cap = insuranceDepositCap(facts.sido);
  const area = cap === insurance.capitalAreaMaxDeposit ? '수도권' : '수도권 밖';
  const total = facts.deposit + facts.seniorDebt;
  const housePrice = Math.floor((price * 140) / 100);
  const conditions: InsuranceCondition[] = [
    {
      label: `보증금 ${formatMoney(cap)} 이하(${area})`,
      met: facts.deposit <= cap,
      detail: `보증금 ${formatMoney(facts.deposit)}`,
    },
    {
      label: '보증금+선순위 채권이 주택가격의 90% 이하',
      met: price > 0 && within(total, price, insurance.maxTotalPercent),
      detail:
        price > 0
          ? `주택가격(공시가격×140%) ${formatMoney(housePrice)}의 90%는 ${formatMoney(Math.floor((price * insurance.maxTotalPercent) / 100))}, 보증금+선순위 채권 ${formatMoney(total)}`
          : '공시가격을 알 수 없어 판단할 수 없습니다.',
    },
    {
      label: '선순위 채권이 주택가격의 60% 이하',
      met: price > 0 && within(facts.seniorDebt, price, insurance.maxSeniorPercent),
      detail:
        price > 0
          ? `주택가격의 60%는 ${formatMoney(Math.floor((price * insurance.maxSeniorPercent) / 100))}, 선순위 채권 ${formatMoney(facts.seniorDebt) || '0원'}`
          : '공시가격을 알 수 없어 판단할 수 없습니다.',
    },
    {
      label: '위반건축물이 아님',
      met: !facts.isIllegalBuilding,
      detail: facts.isIllegalBuilding ? '건축물대장에 위반건축물로 표시되어 있습니다.' : '위반 표시 없음',
    },
    {
      label: '토지와 건물 소유자가 같음',
      met: facts.landOwnerSameAsBuilding,
      detail: facts.landOwnerSameAsBuilding ? '소유자 같음' : '토지와 건물의 소유자가 다릅니다.',
    },
  ];
  const eligible = result.insuranceEligible;
  const failed = conditions.filter((c) => !c.met).map((c) => c.label);
  const summary =
    facts.table === 'SALE'
      ? '매매에는 전세보증금반환보증이 없습니다.'
      : eligible
        ? '입력한 내용으로는 HUG 전세보증금반환보증 가입 조건을 충족합니다. 실제 가입은 HUG 심사로 정해집니다.'
        : `HUG 전세보증금반환보증 가입이 어렵습니다: ${failed.join(', ')} 조건을 충족하지 않습니다.`;
  // The product's tables value every house at 공시가격 × 140%; HUG values an apartment at its market price.
  const apartmentNote =
    facts.table !== 'SALE' && facts.isApartment
      ? ' 아파트는 HUG가 KB·한국부동산원 시세로 주택가격을 정하므로 실제 한도는 이와 다를 수 있습니다.'
      : '';
  return { eligible, summary: summary + apartmentNote, conditions };
}

// ---------------------------------------------------------------------------------------------------------
// 최우선변제

/** The limits of a 최우선변제 tier (its key is not needed to explain it). */
export type TierLimits = Pick<PriorityTier, 'label' | 'maxDeposit' | 'protectedAmount'>;

export interface PriorityProtection {
  tier: TierLimits;
  /** The deposit is within the tier's 소액임차인 limit. */
  smallTenant: boolean;
  /** The part repaid before every other creditor (만원): 0 when not a 소액임차인. */
  protectedPart: number;
  fullyProtected: boolean;
  summary: string;
}

/**
 * How much of the deposit 최우선변제 protects in the region's tier (주택임대차보호법 시행령 §10–11). With a
 * mortgage on the house the table in force when it was registered applies, which may protect less: said so.
 */
export function priorityProtection(
  deposit: number,
  tier: TierLimits,
  hasMortgage = false,
): PriorityProtection {
  const smallTenant = deposit > 0 && deposit <= tier.maxDeposit;
  const protectedPart = smallTenant ? Math.min(deposit, tier.protectedAmount) : 0;
  const fullyProtected = smallTenant && deposit <= tier.protectedAmount;
  const limits = `${tier.label}: 보증금 ${formatMoney(tier.maxDeposit)} 이하일 때 ${formatMoney(tier.protectedAmount)}까지`;
  const summary = fullyProtected
    ? `보증금 ${formatMoney(deposit)} 전액이 최우선변제로 보호됩니다 (${limits}).`
    : smallTenant
      ? `보증금 중 ${formatMoney(protectedPart)}만 최우선변제로 보호되고, 나머지 ${formatMoney(deposit - protectedPart)}은 보호되지 않습니다 (${limits}).`
      : `보증금 ${formatMoney(deposit)}이 소액임차인 기준을 넘어 최우선변제를 받을 수 없습니다 (${limits}).`;
  const mortgageNote =
    hasMortgage && smallTenant
      ? ' 근저당이 먼저 설정되어 있으면 그 설정일의 기준이 적용되어 보호 금액이 더 적을 수 있고, 보호 금액의 합계는 집값의 절반을 넘지 못합니다.'
      : '';
  return { tier, smallTenant, protectedPart, fullyProtected, summary: summary + mortgageNote };
}

// ---------------------------------------------------------------------------------------------------------
// Checklist

export type ChecklistKey =
  | 'REGISTRY_OWNER'
  | 'REGISTRY_RIGHTS'
  | 'BUILDING_REGISTER'
  | 'PRIOR_TENANTS'
  | 'RESIDENTS'
  | 'TAX'
  | 'FIXED_DATE'
  | 'INSURANCE'
  | 'PUBLIC_PRICE'
  | 'LAND_OWNER'
  | 'SMALL_TENANT';

export interface ChecklistItem {
  key: ChecklistKey;
  title: string;
  detail: string;
  /** The answer found a risk this item is about: shown first and marked. */
  important: boolean;
}

/** What to verify before signing, each item worded for this answer; the important ones first. */
export function safetyChecklist(
  facts: SafetyCheckFacts,
  insurance: InsuranceAssessment,
  priority: PriorityProtection,
): ChecklistItem[] {
  const items: ChecklistItem[] = [
    {
      key: 'REGISTRY_OWNER',
      title: '등기부등본 갑구: 소유자와 압류·가압류·신탁',
      detail:
        '계약하는 사람이 등기부의 소유자와 같은지 신분증으로 확인하고, 압류·가압류·가처분·경매개시결정·신탁등기가 없는지 봅니다. 잔금일 아침에 다시 발급해 바뀐 것이 없는지 확인하세요.',
      important: facts.hasSeniorRights && facts.seniorDebt === 0,
    },
    {
      key: 'REGISTRY_RIGHTS',
      title: '등기부등본 을구: 근저당 채권최고액',
      detail:
        facts.seniorDebt > 0
          ? `입력한 선순위 채권 ${formatMoney(facts.seniorDebt)}이 을구의 채권최고액 합계와 같은지 확인하고, 잔금 때 말소하기로 했다면 특약으로 적어 두세요.`
          : '을구에 근저당권·전세권·임차권등기가 없는지 확인하세요. 잔금일 전에 새 근저당이 설정되지 않도록 특약을 넣으세요.',
      important: facts.seniorDebt > 0,
    },
    {
      key: 'BUILDING_REGISTER',
      title: '건축물대장: 위반건축물·용도',
      detail: facts.isIllegalBuilding
        ? '위반건축물은 보증보험 가입이 어렵고 전입이 문제될 수 있습니다. 위반 내용과 이행강제금을 확인하세요.'
        : "건축물대장에 '위반건축물' 표시가 없는지, 용도가 주택(근린생활시설이 아님)인지 확인하세요.",
      important: facts.isIllegalBuilding,
    },
    {
      key: 'RESIDENTS',
      title: '전입세대 열람',
      detail:
        '주민센터에서 임대인의 동의를 받아 전입세대를 열람해 먼저 전입한 세대(선순위 임차인)가 없는지 확인하세요.',
      important: false,
    },
    {
      key: 'TAX',
      title: '국세·지방세 완납증명서',
      detail: facts.hasTaxArrears
        ? '임대인에게 체납 세금이 있으면 보증금보다 먼저 배당될 수 있습니다. 완납증명서로 체납이 정리되었는지 확인하세요.'
        : '임대인에게 국세·지방세 완납증명서를 받아 체납 세금이 없는지 확인하세요 (계약 후에도 임차인이 직접 열람 신청할 수 있습니다).',
      important: facts.hasTaxArrears,
    },
    {
      key: 'FIXED_DATE',
      title: '전입신고와 확정일자',
      detail:
        '잔금을 치른 날 바로 전입신고를 하고 계약서에 확정일자를 받으세요. 대항력은 전입 다음 날 0시에 생깁니다.',
      important: false,
    },
    {
      key: 'INSURANCE',
      title: '전세보증금반환보증 가입 가능 여부',
      detail: insurance.eligible
        ? '가입 조건을 충족합니다. 계약 전에 HUG·HF·SGI에 가입 가능 여부를 문의하고, 계약 후 바로 가입하세요.'
        : insurance.summary,
      important: facts.table !== 'SALE' && !insurance.eligible,
    },
  ];
  if (facts.isMultiUnitHouse) {
    items.push({
      key: 'PRIOR_TENANTS',
      title: '다가구주택: 선순위 임차보증금',
      detail:
        '다가구주택은 먼저 들어온 다른 세대의 보증금이 앞섭니다. 확정일자 부여현황과 임대차 정보를 임대인에게 받아 선순위 보증금 합계를 확인하세요.',
      important: true,
    });
  }
  if (!facts.landOwnerSameAsBuilding) {
    items.push({
      key: 'LAND_OWNER',
      title: '토지 등기부등본',
      detail:
        '토지와 건물의 소유자가 다르면 토지에 대한 권리로 보증금을 돌려받기 어렵습니다. 토지 등기부등본도 발급해 소유자와 권리를 확인하세요.',
      important: true,
    });
  }
  if (facts.publicPriceOrigin !== 'OFFICIAL') {
    items.push({
      key: 'PUBLIC_PRICE',
      title: '공시가격 확인',
      detail:
        facts.publicPriceOrigin === 'MANUAL'
          ? '직접 입력한 공시가격이 부동산 공시가격 알리미의 값과 같은지 확인하세요.'
          : '진단에 쓴 공시가격이 추정값이거나 없습니다. 부동산 공시가격 알리미에서 실제 공시가격을 확인해 다시 진단하세요.',
      important: facts.publicPriceOrigin !== 'MANUAL',
    });
  }
  if (priority.smallTenant) {
    items.push({
      key: 'SMALL_TENANT',
      title: '최우선변제 요건 유지',
      detail:
        '최우선변제를 받으려면 경매개시결정 등기 전에 전입신고를 마치고 배당요구 종기까지 살면서 전입을 유지해야 합니다.',
      important: false,
    });
  }
  return [...items.filter((i) => i.important), ...items.filter((i) => !i.important)];
}
