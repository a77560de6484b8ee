import type { BuildingType } from '@ansim/domain';
import type { AddressResult, SafetyCheckInput } from '@ansim/domain/contract';
import { SAFETY_CHECK_MSG as M } from '../messages.ts';

/** What the form holds: amounts as typed (만원, commas allowed), the facts as checkboxes. */
export interface CheckFormState {
  address: AddressResult | null;
  buildingType: BuildingType;
  dealType: 'RENT' | 'MONTHLY';
  deposit: string;
  monthly: string;
  senior: string;
  area: string;
  price: string;
  otherSeniorRights: boolean;
  landOwnerDifferent: boolean;
  illegalBuilding: boolean;
  multiUnitHouse: boolean;
  taxArrears: boolean;
}

export const INITIAL_FORM: CheckFormState = {
  address: null,
  buildingType: 'VILLA',
  dealType: 'RENT',
  deposit: '',
  monthly: '',
  senior: '0',
  area: '',
  price: '',
  otherSeniorRights: false,
  landOwnerDifferent: false,
  illegalBuilding: false,
  multiUnitHouse: false,
  taxArrears: false,
};

export type FormField = 'address' | 'deposit' | 'monthly' | 'price';

/** '23,000' → 23000; '' → null; anything else is sent as typed so the server's Korean message names it. */
const amount = (value: string): number | null => {
  const plain = value.replace(/[,\s]/g, '');
  if (plain === '') return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The body of POST /api/safety-check, or what must be filled first. Only presence is checked here; the
 * bounds are the contract's, and the server answers a bad figure with its Korean message.
 */
export function toBody(
  state: CheckFormState,
): { body: SafetyCheckInput; errors: null } | { body: null; errors: Partial<Record<FormField, string>> } {
  const errors: Partial<Record<FormField, string>> = {};
  const deposit = amount(state.deposit);
  const monthly = amount(state.monthly);
  const price = amount(state.price);
  const area = amount(state.area);
  if (!state.address) errors.address = M.address.required;
  if (deposit === null) errors.deposit = M.deposit.required;
  if (state.dealType === 'MONTHLY' && monthly === null) errors.monthly = M.monthly.required;
  if (price === null && area === null) errors.price = M.price.priceOrArea;
  if (!state.address || deposit === null || Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      bjdCode: state.address.bjdCode,
      address: state.address.saleAddr,
      buildingType: state.buildingType,
      dealType: state.dealType,
      deposit,
      monthlyPrice: state.dealType === 'MONTHLY' ? monthly : null,
      seniorDebt: amount(state.senior) ?? 0,
      otherSeniorRights: state.otherSeniorRights,
      area,
      publicPrice: price,
      landOwnerSameAsBuilding: !state.landOwnerDifferent,
      illegalBuilding: state.illegalBuilding,
      multiUnitHouse: state.multiUnitHouse,
      taxArrears: state.taxArrears,
    },
  };
}
