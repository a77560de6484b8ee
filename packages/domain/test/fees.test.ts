import { describe, expect, it } from 'vitest';
import {
  COST_AMOUNT_MAX_DIGITS,
  type CostTypeForm,
  costTotal,
  costTypeError,
  costTypeForSave,
  costTypeSchema,
  emptyCostTypeForm,
  FEE_MODAL_BUILDING_TYPES,
  isFeeModalAvailable,
  modalTotal,
  onBaseCostChange,
  onCostTypeChange,
  onEtcCodeChange,
  onIsEtcCostChange,
  onReasonTypeChange,
  setCostAmount,
  toggleUsage,
  validateCostType,
} from '../src/index.ts';

const fixed = (overrides: Partial<CostTypeForm> = {}): CostTypeForm => ({
  ...emptyCostTypeForm(),
  type: 'COST_TYPE001',
  chargeType: 'CHARGE_TYPE001',
  etcCode: 'ETC_CODE001',
  publicCost: '50,000',
  electricity: '0',
  heat: '0',
  water: '10,000',
  internet: '0',
  gas: '0',
  tv: '0',
  ...overrides,
});
const actual = (overrides: Partial<CostTypeForm> = {}): CostTypeForm => ({
  ...emptyCostTypeForm(),
  type: 'COST_TYPE002',
  publicCost: '30,000',
  baseCost: 'BASE_COST001',
  ...overrides,
});
const unconfirmed = (overrides: Partial<CostTypeForm> = {}): CostTypeForm => ({
  ...emptyCostTypeForm(),
  type: 'COST_TYPE003',
  reasonType: 'REASON_COST_TYPE001',
  ...overrides,
});

describe('fee form messages', () => {
  it('asks for the type first', () => {
    expect(costTypeError(emptyCostTypeForm())).toBe('관리비 구분을 선택해주세요.');
  });

  it('asks for the fee basis and its custom text on a flat fee', () => {
    expect(costTypeError(fixed({ etcCode: '' }))).toBe('관리비 기준을 선택해주세요.');
    expect(costTypeError(fixed({ etcCode: 'ETC_CODE004', etcText: '' }))).toBe(
      '관리비 기준을 입력해주세요. (최대 50자)',
    );
    expect(costTypeError(fixed({ etcCode: 'ETC_CODE004', etcText: 'a'.repeat(51) }))).toBe(
      '관리비 기준을 입력해주세요. (최대 50자)',
    );
    expect(costTypeError(fixed({ etcCode: 'ETC_CODE004', etcText: 'a'.repeat(50) }))).toBeNull();
  });

  it('asks for the public cost', () => {
    expect(costTypeError(fixed({ publicCost: '' }))).toBe('공용 관리비를 입력해주세요.');
    expect(costTypeError(actual({ publicCost: ' ' }))).toBe('공용 관리비를 입력해주세요.');
  });

  it('asks for each utility unless it is billed by actual usage', () => {
    const result = validateCostType(fixed({ gas: '' }));
    expect(result).toMatchObject({
      ok: false,
      field: 'gas',
      message: '사용료를 입력해주세요. (없으면 0 입력)',
    });
    expect(costTypeError(fixed({ gas: '', gasUse: true }))).toBeNull();
    expect(costTypeError(fixed({ electricity: '0' }))).toBeNull();
  });

  it('asks for the other cost and its text when it is on', () => {
    expect(costTypeError(fixed({ isEtcCost: true, etcCost: '', etcCostText: '주차비' }))).toBe(
      '기타 관리비를 입력해주세요.',
    );
    expect(costTypeError(fixed({ isEtcCost: true, etcCost: '20,000', etcCostText: '' }))).toBe(
      '기타 관리비 내용을 입력 해주세요. (최대 50자)',
    );
    expect(costTypeError(fixed({ isEtcCost: true, etcCost: '20,000', etcCostText: 'a'.repeat(51) }))).toBe(
      '기타 관리비 내용을 입력 해주세요. (최대 50자)',
    );
    expect(costTypeError(fixed({ isEtcCost: false, etcCost: '' }))).toBeNull();
  });

  it('asks for the basis of actual charges and its custom text', () => {
    expect(costTypeError(actual({ baseCost: '' }))).toBe('실비 근거를 선택해주세요.');
    expect(costTypeError(actual({ baseCost: 'BASE_COST007', baseCostText: '' }))).toBe(
      '실비 근거를 입력해주세요. (최대 50자)',
    );
    expect(costTypeError(actual({ baseCost: 'BASE_COST007', baseCostText: '관리인 구두 확인' }))).toBeNull();
  });

  it('asks for the reason a fee cannot be confirmed and its custom text', () => {
    expect(costTypeError(unconfirmed({ reasonType: '' }))).toBe('확인 불가 사유를 선택해주세요.');
    expect(costTypeError(unconfirmed({ reasonType: 'REASON_COST_TYPE005', reasonText: '' }))).toBe(
      '확인 불가 사유를 입력해주세요. (최대 50자)',
    );
    expect(costTypeError(unconfirmed())).toBeNull();
  });

  it('collects every problem by field while reporting the first in spec order', () => {
    const result = validateCostType(fixed({ etcCode: '', publicCost: '', tv: '', isEtcCost: true }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.field).toBe('etcCode');
    expect(Object.keys(result.errors)).toEqual(['etcCode', 'publicCost', 'tv', 'etcCost', 'etcCostText']);
  });

  it('refuses an amount over nine digits', () => {
    expect(COST_AMOUNT_MAX_DIGITS).toBe(9);
    expect(costTypeError(fixed({ publicCost: '999,999,999' }))).toBeNull();
    expect(costTypeError(fixed({ publicCost: '1,000,000,000' }))).toBe(
      '금액은 숫자 9자리 이내로 입력해주세요.',
    );
  });

  it('checks the same rules in the server schema', () => {
    const bad = costTypeSchema.safeParse({ type: 'COST_TYPE002', publicCost: '30000' });
    expect(bad.error?.issues[0]).toMatchObject({ message: '실비 근거를 선택해주세요.', path: ['baseCost'] });
    expect(
      costTypeSchema.safeParse({ type: 'COST_TYPE003', reasonType: 'REASON_COST_TYPE002' }).success,
    ).toBe(true);
    expect(costTypeSchema.safeParse({}).error?.issues[0]?.message).toBe('관리비 구분을 선택해주세요.');
  });
});

describe('fee totals', () => {
  it('sums every cost field of a flat fee, commas removed and non-numbers as 0', () => {
    const form = fixed({
      publicCost: '50,000',
      water: '10,000',
      gas: 'abc',
      isEtcCost: true,
      etcCost: '5,000',
    });
    expect(costTotal(form)).toBe(65000);
  });

  it('counts only the public cost of actual or unconfirmed fees', () => {
    expect(costTotal(actual({ publicCost: '30,000', water: '10,000' }))).toBe(30000);
    expect(costTotal(unconfirmed({ publicCost: '' }))).toBe(0);
  });

  it('shows the modal total of public cost, six utilities and other cost whatever the type', () => {
    expect(modalTotal(actual({ publicCost: '30,000', water: '10,000', etcCost: '1,000' }))).toBe(41000);
  });
});

describe('fee clearing rules', () => {
  it('clears the companion text when a code changes', () => {
    expect(onEtcCodeChange(fixed({ etcCode: 'ETC_CODE004', etcText: '직접' }), 'ETC_CODE001')).toMatchObject({
      etcCode: 'ETC_CODE001',
      etcText: '',
    });
    expect(onBaseCostChange(actual({ baseCostText: 'x' }), 'BASE_COST002').baseCostText).toBe('');
    expect(onReasonTypeChange(unconfirmed({ reasonText: 'x' }), 'REASON_COST_TYPE003').reasonText).toBe('');
  });

  it('clears the other cost and its text when it is turned off', () => {
    const on = fixed({ isEtcCost: true, etcCost: '5,000', etcCostText: '주차비' });
    expect(onIsEtcCostChange(on, false)).toMatchObject({ isEtcCost: false, etcCost: '', etcCostText: '' });
    expect(onIsEtcCostChange(on, true).etcCost).toBe('5,000');
  });

  it('clears an amount when actual usage is ticked', () => {
    expect(toggleUsage(fixed({ water: '10,000' }), 'water', true)).toMatchObject({
      waterUse: true,
      water: '',
    });
    expect(toggleUsage(fixed({ waterUse: true, water: '' }), 'water', false)).toMatchObject({
      waterUse: false,
    });
  });

  it('drops the other variants fields when the type changes', () => {
    const changed = onCostTypeChange(fixed({ water: '10,000' }), 'COST_TYPE002');
    expect(changed).toMatchObject({
      type: 'COST_TYPE002',
      chargeType: 'CHARGE_TYPE002',
      water: '',
      publicCost: '50,000',
    });
  });

  it('keeps amounts to nine digits with separators and strips commas for saving', () => {
    expect(setCostAmount(fixed(), 'publicCost', '12345678901').publicCost).toBe('123,456,789');
    expect(costTypeForSave(fixed({ publicCost: '50,000', water: '10,000' }))).toMatchObject({
      publicCost: '50000',
      water: '10000',
    });
  });

  it('offers the fee modal for villas, one-rooms, apartments and officetels', () => {
    expect([...FEE_MODAL_BUILDING_TYPES].sort()).toEqual(['APARTMENT', 'OFFICETELS', 'ONE_ROOM', 'VILLA']);
    expect(isFeeModalAvailable('VILLA')).toBe(true);
    expect(isFeeModalAvailable('STORE')).toBe(false);
  });
});
