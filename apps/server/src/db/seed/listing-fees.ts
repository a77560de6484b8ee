import {
  BASE_COST_CUSTOM,
  type BuildingType,
  CHARGE_TYPE,
  COST_TYPE,
  type CostTypeCode,
  type CostTypeForm,
  costTotal,
  ETC_CODE_CUSTOM,
  formatWon,
  REASON_COST_TYPE_CUSTOM,
  UTILITIES,
  type Utility,
  useFlagOf,
} from '@ansim/domain';
import type { saleCostTypes } from '../schema/index.ts';
import { labelOf } from './code-labels.ts';
import { josa, listOf } from './korean.ts';
import type { NewSale } from './listings.ts';
import { type Rng, weighted } from './random.ts';

/*
 * The management fee (관리비) of a demo listing, in 원 as Korean listings quote it, the way each building type
 * charges it: an apartment's fee is 실비 (its public part from the K-apt or the bill, every utility metered);
 * a one-room or officetel mostly 정액 (a flat 5–16만원 that includes water, internet and TV, electricity
 * and gas metered); a small villa often 정액, sometimes 실비 or not confirmable (no managing body). Every
 * fee passes the domain's validateCostType, and the listing's totals are the domain's costTotal of it.
 */

export type CostTypeValues = Omit<typeof saleCostTypes.$inferInsert, 'saleNo' | 'costTypeNo'>;

export interface FeeFacts {
  buildingType: BuildingType;
  supplyArea: number;
  /** HEAT code. */
  heat: string;
  elevator: boolean;
  /** 경비원 on site: the fee covers 경비비. */
  guard: boolean;
  isNew: boolean;
}

export interface GeneratedFee {
  costType: CostTypeValues;
  /** COST_ITEM codes: what the public fee covers. */
  costItems: string[];
  /** PRIVATE_COST codes: the utilities billed apart (those marked usage-billed). */
  privateCosts: string[];
  sale: Required<
    Pick<NewSale, 'costPrice' | 'isPublicCost' | 'isPrivateCost' | 'totalCost' | 'costDesc' | 'costDesc2'>
  >;
}

const PRIVATE_COST_OF: Record<Utility, string> = {
  electricity: 'PRIVATE_COST001',
  heat: 'PRIVATE_COST002',
  water: 'PRIVATE_COST003',
  internet: 'PRIVATE_COST004',
  gas: 'PRIVATE_COST005',
  tv: 'PRIVATE_COST006',
};

/** What a flat fee's included utilities are called in a fee note. */
const INCLUDED_NAME: Record<Utility, string> = {
  electricity: '전기료',
  heat: '난방비',
  water: '수도료',
  internet: '인터넷',
  gas: '가스비',
  tv: 'TV 수신료',
};

const USAGE_NAME: Record<Utility, string> = {
  electricity: '전기',
  heat: '난방',
  water: '수도',
  internet: '인터넷',
  gas: '가스',
  tv: 'TV',
};

/** The fee as the form (and the API) carries it: amounts as text, '' for none. */
export function costTypeFormOf(row: CostTypeValues, costItemCodes: readonly string[]): CostTypeForm {
  return {
    type: row.type as CostTypeCode,
    typeCode: row.typeCode ?? null,
    etcCode: row.etcCode ?? '',
    etcText: row.etcText ?? '',
    chargeType: (row.chargeType ?? '') as CostTypeForm['chargeType'],
    publicCost: amountText(row.publicCost),
    electricity: amountText(row.electricity),
    heat: amountText(row.heat),
    water: amountText(row.water),
    internet: amountText(row.internet),
    gas: amountText(row.gas),
    tv: amountText(row.tv),
    electricityUse: row.electricityUse ?? false,
    heatUse: row.heatUse ?? false,
    waterUse: row.waterUse ?? false,
    internetUse: row.internetUse ?? false,
    gasUse: row.gasUse ?? false,
    tvUse: row.tvUse ?? false,
    isEtcCost: row.isEtcCost ?? false,
    etcCost: amountText(row.etcCost),
    etcCostText: row.etcCostText ?? '',
    baseCost: row.baseCost ?? '',
    baseCostText: row.baseCostText ?? '',
    costItemList: costItemCodes.map((code) => ({ code })),
    reasonType: row.reasonType ?? '',
    reasonText: row.reasonText ?? '',
    costItemText: row.costItemText ?? '',
  };
}

const amountText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Every column of a fee, empty: each variant fills its own, so all fee rows have one shape. */
const blankFee = (type: CostTypeCode): CostTypeValues => ({
  type,
  typeCode: null,
  etcCode: null,
  etcText: null,
  chargeType: null,
  publicCost: null,
  electricity: null,
  heat: null,
  water: null,
  internet: null,
  gas: null,
  tv: null,
  electricityUse: false,
  heatUse: false,
  waterUse: false,
  internetUse: false,
  gasUse: false,
  tvUse: false,
  isEtcCost: false,
  etcCost: null,
  etcCostText: null,
  baseCost: null,
  baseCostText: null,
  reasonType: null,
  reasonText: null,
  costItemText: null,
});

const SHARES: Record<BuildingType, [CostTypeCode, number][]> = {
  APARTMENT: [[COST_TYPE.ACTUAL, 1]],
  OFFICETELS: [
    [COST_TYPE.FIXED, 0.7],
    [COST_TYPE.ACTUAL, 0.3],
  ],
  ONE_ROOM: [
    [COST_TYPE.FIXED, 0.88],
    [COST_TYPE.ACTUAL, 0.08],
    [COST_TYPE.UNCONFIRMED, 0.04],
  ],
  VILLA: [
    [COST_TYPE.FIXED, 0.55],
    [COST_TYPE.ACTUAL, 0.25],
    [COST_TYPE.UNCONFIRMED, 0.2],
  ],
};

/** A flat fee's total (만원) and the chance that water, internet and TV are included in it. */
const FLAT: Record<BuildingType, { min: number; max: number; water: number; internet: number; tv: number }> =
  {
    APARTMENT: { min: 15, max: 25, water: 0.5, internet: 0.3, tv: 0.3 },
    OFFICETELS: { min: 8, max: 16, water: 0.6, internet: 0.75, tv: 0.6 },
    ONE_ROOM: { min: 5, max: 12, water: 0.7, internet: 0.8, tv: 0.4 },
    VILLA: { min: 2, max: 8, water: 0.5, internet: 0.1, tv: 0.1 },
  };

const BASE_COSTS: Record<BuildingType, [string, number][]> = {
  APARTMENT: [
    ['BASE_COST004', 0.55],
    ['BASE_COST001', 0.3],
    ['BASE_COST002', 0.15],
  ],
  OFFICETELS: [
    ['BASE_COST001', 0.5],
    ['BASE_COST002', 0.4],
    ['BASE_COST006', 0.1],
  ],
  ONE_ROOM: [
    ['BASE_COST003', 0.6],
    ['BASE_COST005', 0.25],
    ['BASE_COST006', 0.15],
  ],
  VILLA: [
    ['BASE_COST003', 0.45],
    ['BASE_COST005', 0.25],
    ['BASE_COST006', 0.2],
    [BASE_COST_CUSTOM, 0.1],
  ],
};

const ETC_CODES: [string, number][] = [
  ['ETC_CODE001', 0.4],
  ['ETC_CODE002', 0.3],
  ['ETC_CODE003', 0.25],
  [ETC_CODE_CUSTOM, 0.05],
];

const step = (rng: Rng, min: number, max: number, unit: number) => rng.int(min / unit, max / unit) * unit;

/** COST_ITEM codes a building's public fee covers. */
function coveredItems(facts: FeeFacts, rng: Rng): string[] {
  const items: string[] = [];
  const add = (code: string, p: number) => {
    if (rng.chance(p)) items.push(code);
  };
  const small = facts.buildingType === 'VILLA' || facts.buildingType === 'ONE_ROOM';
  add('COST_ITEM001', small ? 0.8 : 1); // 청소비
  if (facts.elevator) items.push('COST_ITEM002'); // 승강기 유지비
  if (facts.guard) items.push('COST_ITEM003'); // 경비비
  add('COST_ITEM004', small ? 0.3 : 0.8); // 소독비
  add('COST_ITEM005', small ? 0.2 : 0.7); // 수선유지비
  add('COST_ITEM006', 0.9); // 공용 전기료
  if (small) add('COST_ITEM007', 0.5); // 정화조 관리비
  if (items.length === 0) items.push('COST_ITEM006');
  return items.sort();
}

function flatFee(facts: FeeFacts, rng: Rng): CostTypeValues {
  const shape = FLAT[facts.buildingType];
  const target = rng.int(shape.min, shape.max) * 10_000;
  const etcCode = weighted(rng, ETC_CODES);
  const fee = blankFee(COST_TYPE.FIXED);
  fee.chargeType = CHARGE_TYPE.FLAT;
  fee.etcCode = etcCode;
  if (etcCode === ETC_CODE_CUSTOM)
    fee.etcText = rng.pick(['관리업체 공지 금액', '건물주 고지 금액', '작년 겨울 평균']);
  // Electricity, gas and heating (a gas boiler, or metered central heat) follow each tenant's use.
  fee.electricityUse = true;
  fee.gasUse = true;
  fee.heatUse = true;
  let included = 0;
  if (rng.chance(shape.water)) {
    fee.water = step(rng, 10_000, 20_000, 1_000);
    included += fee.water;
  } else fee.waterUse = true;
  // Not included and not metered: the tenant contracts internet and TV alone (0 in the form: none).
  fee.internet = rng.chance(shape.internet) ? step(rng, 10_000, 15_000, 1_000) : 0;
  fee.tv = rng.chance(shape.tv) ? step(rng, 3_000, 10_000, 1_000) : 0;
  included += fee.internet + fee.tv;
  if (rng.chance(0.12)) {
    fee.isEtcCost = true;
    fee.etcCost = step(rng, 3_000, 10_000, 1_000);
    fee.etcCostText = rng.pick(['음식물 쓰레기 처리비', '공용 와이파이', '정수기 렌탈', '주차비(1대)']);
    included += fee.etcCost;
  }
  fee.publicCost = Math.max(10_000, Math.round((target - included) / 1_000) * 1_000);
  return fee;
}

function actualFee(facts: FeeFacts, rng: Rng): CostTypeValues {
  const perSqm =
    facts.buildingType === 'APARTMENT'
      ? rng.int(1_200, 1_900)
      : facts.buildingType === 'OFFICETELS'
        ? rng.int(1_500, 2_500)
        : rng.int(400, 1_200);
  const fee = blankFee(COST_TYPE.ACTUAL);
  fee.chargeType = CHARGE_TYPE.ACTUAL;
  fee.publicCost = Math.max(10_000, Math.round((facts.supplyArea * perSqm) / 10) * 10);
  fee.baseCost = weighted(rng, BASE_COSTS[facts.buildingType]);
  if (fee.baseCost === BASE_COST_CUSTOM)
    fee.baseCostText = rng.pick(['건물 관리 대화방 공지 금액', '반상회 공지 금액']);
  // 실비: every utility is what the meters say.
  for (const u of UTILITIES) fee[useFlagOf(u)] = true;
  if (facts.buildingType === 'APARTMENT' && rng.chance(0.4)) {
    fee.costItemText = rng.pick([
      '장기수선충당금은 임대인 부담',
      '일반관리비·청소비·경비비 포함',
      '관리비 카드 자동이체 가능',
    ]);
  }
  return fee;
}

const REASONS: [string, number][] = [
  ['REASON_COST_TYPE002', 0.3],
  ['REASON_COST_TYPE003', 0.45],
  ['REASON_COST_TYPE004', 0.15],
  [REASON_COST_TYPE_CUSTOM, 0.1],
];

/** Reasons a broker types in (REASON_COST_TYPE005), each with the note the listing shows. */
const CUSTOM_REASONS: Record<string, string> = {
  '세대끼리 공용 전기료만 나눠 냄': '관리비는 따로 없고 세대끼리 공용 전기료만 나눠 냅니다.',
  '청소를 세대가 돌아가며 맡음': '관리비는 따로 없고 계단 청소를 세대가 돌아가며 맡습니다.',
};

function unconfirmedFee(facts: FeeFacts, rng: Rng): CostTypeValues {
  const fee = blankFee(COST_TYPE.UNCONFIRMED);
  fee.reasonType = facts.isNew && rng.chance(0.6) ? 'REASON_COST_TYPE001' : weighted(rng, REASONS);
  if (fee.reasonType === REASON_COST_TYPE_CUSTOM) fee.reasonText = rng.pick(Object.keys(CUSTOM_REASONS));
  fee.electricityUse = true;
  fee.gasUse = true;
  fee.waterUse = true;
  return fee;
}

const UNCONFIRMED_NOTE: Record<string, string> = {
  REASON_COST_TYPE001: '신축 건물이라 아직 관리비 부과 내역이 없습니다.',
  REASON_COST_TYPE002: '임대인이 관리비 내역을 주지 않아 금액을 확인하지 못했습니다.',
  REASON_COST_TYPE003: '관리 주체가 없는 건물이라 정해진 관리비가 없습니다.',
  REASON_COST_TYPE004: '오래 비어 있던 집이라 최근 관리비 부과 내역이 없습니다.',
};

function notesOf(fee: CostTypeValues, total: number | null, heat: string, rng: Rng): [string, string] {
  let first: string;
  if (fee.type === COST_TYPE.FIXED) {
    const included = UTILITIES.filter((u) => !fee[useFlagOf(u)] && (fee[u] ?? 0) > 0).map(
      (u) => INCLUDED_NAME[u],
    );
    const parts = listOf(['공용관리비', ...included]);
    first = `월 ${formatWon(total)} 정액 관리비에 ${josa(parts, '이', '가')} 포함되어 있습니다.`;
  } else if (fee.type === COST_TYPE.ACTUAL) {
    const basis =
      fee.baseCost === BASE_COST_CUSTOM ? (fee.baseCostText ?? '') : labelOf('BASE_COST', fee.baseCost ?? '');
    first = `${basis} 기준 공용관리비는 월 ${formatWon(fee.publicCost)} 안팎이며 ${rng.pick(['계절에 따라 조금씩 달라집니다', '사용량에 따라 달라질 수 있습니다', '최근 석 달 평균입니다'])}.`;
  } else {
    first =
      (fee.reasonType === REASON_COST_TYPE_CUSTOM
        ? CUSTOM_REASONS[fee.reasonText ?? '']
        : UNCONFIRMED_NOTE[fee.reasonType ?? '']) ?? '관리비를 확인할 수 없습니다.';
  }
  // Internet and TV a tenant contracts alone, whatever the form says of them; the rest follow the meters.
  const ownContract: Utility[] = ['internet', 'tv'];
  const metered = UTILITIES.filter((u) => fee[useFlagOf(u)] && !ownContract.includes(u)).map(
    (u) => USAGE_NAME[u],
  );
  let second = `${metered.join('·')} 요금은 사용량에 따라 따로 냅니다.`;
  if (ownContract.every((u) => fee[useFlagOf(u)] || fee[u] === 0)) {
    second += ' 인터넷과 TV는 원하시는 곳에 직접 가입하시면 됩니다.';
  }
  if (heat === 'HEAT001' && rng.chance(0.5)) {
    second += ` 겨울철 난방비는 월 ${rng.int(4, 12)}만원 안팎입니다.`;
  }
  return [first, second];
}

/** The fee of one listing: its cost-type row, its item codes and the fee columns of the listing. */
export function feeFor(facts: FeeFacts, rng: Rng): GeneratedFee {
  const type = weighted(rng, SHARES[facts.buildingType]);
  const costType =
    type === COST_TYPE.FIXED
      ? flatFee(facts, rng)
      : type === COST_TYPE.ACTUAL
        ? actualFee(facts, rng)
        : unconfirmedFee(facts, rng);
  const costItems = type === COST_TYPE.UNCONFIRMED ? [] : coveredItems(facts, rng);
  const privateCosts = UTILITIES.filter((u) => costType[useFlagOf(u)]).map((u) => PRIVATE_COST_OF[u]);
  // 확인 불가: no amount is known, so the listing states none rather than 0원.
  const totalCost = type === COST_TYPE.UNCONFIRMED ? null : costTotal(costTypeFormOf(costType, costItems));
  const [costDesc, costDesc2] = notesOf(costType, totalCost, facts.heat, rng);
  return {
    costType,
    costItems,
    privateCosts,
    sale: {
      costPrice: totalCost === null ? null : Math.max(1, Math.round(totalCost / 10_000)),
      isPublicCost: costItems.length > 0,
      isPrivateCost: privateCosts.length > 0,
      totalCost,
      costDesc,
      costDesc2,
    },
  };
}
