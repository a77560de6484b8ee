import {
  BASE_COST_CUSTOM,
  type BuildingType,
  CHARGE_TYPE,
  type ChargeTypeCode,
  COST_TYPE,
  type CostTypeCode,
  ETC_CODE_CUSTOM,
  REASON_COST_TYPE_CUSTOM,
} from './codes.ts';
import { sanitizeIntegerInput } from './form-inputs.ts';
import { stripCommas, toAmount } from './format.ts';
import { TEXT_LIMITS, textLength } from './limits.ts';

/*
 * The management-fee (관리비) form of product.md §B3–B5. Three variants by `type`: COST_TYPE001 정액 (every fee
 * broken down), COST_TYPE002 실비 (public cost and the basis of the actual charges), COST_TYPE003 확인 불가
 * (a reason). Amounts are 원, typed with thousands separators.
 */

export const COST_AMOUNT_MAX_DIGITS = 9;
export const FEE_TEXT_MAX_LENGTH = TEXT_LIMITS.feeText.max;

/** The fee modal exists only for these building types (product.md §B4). */
export const FEE_MODAL_BUILDING_TYPES = [
  'VILLA',
  'ONE_ROOM',
  'APARTMENT',
  'OFFICETELS',
] as const satisfies readonly BuildingType[];

export const isFeeModalAvailable = (buildingType: string | null | undefined): boolean =>
  (FEE_MODAL_BUILDING_TYPES as readonly string[]).includes(buildingType ?? '');

/** The six utilities; each can be billed by actual usage instead of an amount. */
export const UTILITIES = ['electricity', 'heat', 'water', 'internet', 'gas', 'tv'] as const;
export type Utility = (typeof UTILITIES)[number];
export type UtilityUseFlag = `${Utility}Use`;

export const UTILITY_LABELS = {
  electricity: '전기',
  heat: '난방',
  water: '수도',
  internet: '인터넷',
  gas: '가스',
  tv: 'TV',
} as const satisfies Record<Utility, string>;

export const useFlagOf = (utility: Utility): UtilityUseFlag => `${utility}Use`;

export interface CostItem {
  saleNo?: number | null;
  costTypeNo?: number | null;
  code: string;
}

export interface CostTypeForm extends Record<Utility, string>, Record<UtilityUseFlag, boolean> {
  type: CostTypeCode | '';
  typeCode?: string | null;
  costTypeNo?: number | null;
  saleNo?: number | null;
  /** 관리비 기준; ETC_CODE004 asks for `etcText`. */
  etcCode: string;
  etcText: string;
  chargeType: ChargeTypeCode | '';
  publicCost: string;
  isEtcCost: boolean;
  etcCost: string;
  etcCostText: string;
  /** 실비 근거; BASE_COST007 asks for `baseCostText`. */
  baseCost: string;
  baseCostText: string;
  costItemList: CostItem[];
  /** 확인 불가 사유; REASON_COST_TYPE005 asks for `reasonText`. */
  reasonType: string;
  reasonText: string;
  costItemText: string;
}

export const emptyCostTypeForm = (): CostTypeForm => ({
  type: '',
  etcCode: '',
  etcText: '',
  chargeType: '',
  publicCost: '',
  electricity: '',
  heat: '',
  water: '',
  internet: '',
  gas: '',
  tv: '',
  electricityUse: false,
  heatUse: false,
  waterUse: false,
  internetUse: false,
  gasUse: false,
  tvUse: false,
  isEtcCost: false,
  etcCost: '',
  etcCostText: '',
  baseCost: '',
  baseCostText: '',
  costItemList: [],
  reasonType: '',
  reasonText: '',
  costItemText: '',
});

// ---------------------------------------------------------------------------------------------------------
// Validation

export const FEE_MESSAGES = {
  type: '관리비 구분을 선택해주세요.',
  etcCode: '관리비 기준을 선택해주세요.',
  etcText: '관리비 기준을 입력해주세요. (최대 50자)',
  publicCost: '공용 관리비를 입력해주세요.',
  utility: '사용료를 입력해주세요. (없으면 0 입력)',
  etcCost: '기타 관리비를 입력해주세요.',
  etcCostText: '기타 관리비 내용을 입력 해주세요. (최대 50자)',
  baseCost: '실비 근거를 선택해주세요.',
  baseCostText: '실비 근거를 입력해주세요. (최대 50자)',
  reasonType: '확인 불가 사유를 선택해주세요.',
  reasonText: '확인 불가 사유를 입력해주세요. (최대 50자)',
  /** Not in the spec: the server's answer to an amount no form could have produced. */
  amount: `금액은 숫자 ${COST_AMOUNT_MAX_DIGITS}자리 이내로 입력해주세요.`,
} as const;

export type CostField =
  | 'type'
  | 'etcCode'
  | 'etcText'
  | 'publicCost'
  | Utility
  | 'etcCost'
  | 'etcCostText'
  | 'baseCost'
  | 'baseCostText'
  | 'reasonType'
  | 'reasonText';

export type CostTypeValidation =
  | { ok: true; errors: Partial<Record<CostField, string>> }
  | { ok: false; field: CostField; message: string; errors: Partial<Record<CostField, string>> };

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';
const textWithin = (value: string | null | undefined) =>
  !isBlank(value) && textLength(value ?? '') <= FEE_TEXT_MAX_LENGTH;
const amountShape = (value: string) =>
  new RegExp(`^\\d{1,${COST_AMOUNT_MAX_DIGITS}}$`).test(stripCommas(value).trim());

/**
 * Checks the fee form in the spec's order and returns the first problem (what an alert shows) together with
 * every problem by field (what inline errors show). Which fields count depends on the type: 정액 checks
 * the basis, the public cost, each utility and the other cost; 실비 the public cost and the basis of the
 * actual charges; 확인 불가 only its reason.
 */
export const validateCostType = (form: CostTypeForm): CostTypeValidation => {
  const errors: Partial<Record<CostField, string>> = {};
  const order: CostField[] = [];
  const add = (field: CostField, message: string) => {
    if (errors[field] === undefined) {
      errors[field] = message;
      order.push(field);
    }
  };
  const amount = (field: 'publicCost' | 'etcCost' | Utility, requiredMessage: string) => {
    const value = form[field];
    if (isBlank(value)) add(field, requiredMessage);
    else if (!amountShape(value)) add(field, FEE_MESSAGES.amount);
  };

  if (form.type === COST_TYPE.FIXED) {
    if (isBlank(form.etcCode)) add('etcCode', FEE_MESSAGES.etcCode);
    else if (form.etcCode === ETC_CODE_CUSTOM && !textWithin(form.etcText))
      add('etcText', FEE_MESSAGES.etcText);
    amount('publicCost', FEE_MESSAGES.publicCost);
    for (const utility of UTILITIES) {
      if (!form[useFlagOf(utility)]) amount(utility, FEE_MESSAGES.utility);
    }
    if (form.isEtcCost) {
      amount('etcCost', FEE_MESSAGES.etcCost);
      if (!textWithin(form.etcCostText)) add('etcCostText', FEE_MESSAGES.etcCostText);
    }
  } else if (form.type === COST_TYPE.ACTUAL) {
    amount('publicCost', FEE_MESSAGES.publicCost);
    if (isBlank(form.baseCost)) add('baseCost', FEE_MESSAGES.baseCost);
    else if (form.baseCost === BASE_COST_CUSTOM && !textWithin(form.baseCostText)) {
      add('baseCostText', FEE_MESSAGES.baseCostText);
    }
  } else if (form.type === COST_TYPE.UNCONFIRMED) {
    if (isBlank(form.reasonType)) add('reasonType', FEE_MESSAGES.reasonType);
    else if (form.reasonType === REASON_COST_TYPE_CUSTOM && !textWithin(form.reasonText)) {
      add('reasonText', FEE_MESSAGES.reasonText);
    }
  } else {
    add('type', FEE_MESSAGES.type);
  }

  const first = order[0];
  if (first === undefined) return { ok: true, errors };
  return { ok: false, field: first, message: errors[first]!, errors };
};

/** The first message only, or null when the form is fine. */
export const costTypeError = (form: CostTypeForm): string | null => {
  const result = validateCostType(form);
  return result.ok ? null : result.message;
};

// ---------------------------------------------------------------------------------------------------------
// Totals

const COST_FIELDS = ['publicCost', ...UTILITIES, 'etcCost'] as const;

/** Everything the fee modal shows as its total: public cost, the six utilities and the other cost. */
export const modalTotal = (form: Pick<CostTypeForm, (typeof COST_FIELDS)[number]>): number =>
  COST_FIELDS.reduce((sum, field) => sum + toAmount(form[field]), 0);

/**
 * The listing's monthly fee (product.md §B5): for 정액 the sum of every cost field, for 실비 and 확인 불가 the
 * public cost only, since the rest is not known in advance. Commas are removed and non-numbers count 0.
 */
export const costTotal = (form: CostTypeForm): number =>
  form.type === COST_TYPE.FIXED ? modalTotal(form) : toAmount(form.publicCost);

// ---------------------------------------------------------------------------------------------------------
// Clearing rules (product.md §B4)

/** Switching the type drops what belongs to the other variants, so hidden values are never saved. */
export const onCostTypeChange = (form: CostTypeForm, type: CostTypeCode): CostTypeForm => {
  if (form.type === type) return form;
  const empty = emptyCostTypeForm();
  const keep = { typeCode: form.typeCode, costTypeNo: form.costTypeNo, saleNo: form.saleNo };
  if (type === COST_TYPE.FIXED) return { ...empty, ...keep, type, chargeType: CHARGE_TYPE.FLAT };
  if (type === COST_TYPE.ACTUAL)
    return { ...empty, ...keep, type, chargeType: CHARGE_TYPE.ACTUAL, publicCost: form.publicCost };
  return { ...empty, ...keep, type, publicCost: form.publicCost };
};

export const onEtcCodeChange = (form: CostTypeForm, etcCode: string): CostTypeForm => ({
  ...form,
  etcCode,
  etcText: '',
});

export const onBaseCostChange = (form: CostTypeForm, baseCost: string): CostTypeForm => ({
  ...form,
  baseCost,
  baseCostText: '',
});

export const onReasonTypeChange = (form: CostTypeForm, reasonType: string): CostTypeForm => ({
  ...form,
  reasonType,
  reasonText: '',
});

/** Turning the other cost off clears its amount and text. */
export const onIsEtcCostChange = (form: CostTypeForm, isEtcCost: boolean): CostTypeForm =>
  isEtcCost ? { ...form, isEtcCost } : { ...form, isEtcCost, etcCost: '', etcCostText: '' };

/** Ticking 'actual usage' clears the amount (its input is then disabled). */
export const toggleUsage = (form: CostTypeForm, utility: Utility, checked: boolean): CostTypeForm =>
  checked ? { ...form, [useFlagOf(utility)]: true, [utility]: '' } : { ...form, [useFlagOf(utility)]: false };

/** Typing into an amount: digits only, at most nine, with separators. */
export const setCostAmount = (
  form: CostTypeForm,
  field: 'publicCost' | 'etcCost' | Utility,
  raw: string,
): CostTypeForm => ({ ...form, [field]: sanitizeIntegerInput(raw, COST_AMOUNT_MAX_DIGITS) });

/** Amounts as the API wants them: commas removed (product.md §B4). */
export const costTypeForSave = (form: CostTypeForm): CostTypeForm => ({
  ...form,
  publicCost: stripCommas(form.publicCost),
  etcCost: stripCommas(form.etcCost),
  ...(Object.fromEntries(UTILITIES.map((u) => [u, stripCommas(form[u])])) as Record<Utility, string>),
});
