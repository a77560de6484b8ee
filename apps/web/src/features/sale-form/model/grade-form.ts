import {
  COST_AMOUNT_MAX_DIGITS,
  type gradeInfoSchema,
  isBuildingType,
  isSaleType,
  REQUIRED_PRICES,
  stripCommas,
} from '@ansim/domain';
import type { gradeEstimateBodySchema } from '@ansim/domain/contract';
import type { DeepPartial } from 'react-hook-form';
import type { z } from 'zod';
import type { SaleStepData } from '../../../stores/sales-store.ts';

type GradeInput = z.input<typeof gradeInfoSchema>;
export type GradeEstimateInput = z.input<typeof gradeEstimateBodySchema>;

export const PRICE_FIELDS_OF_STEP = ['sellingPrice', 'rentPrice', 'deposit', 'monthlyPrice'] as const;
export type PriceField = (typeof PRICE_FIELDS_OF_STEP)[number];

/** A typed 만원 amount as a number, or undefined while it is empty or not a valid amount yet. */
export const amountOf = (value: unknown): number | undefined => {
  const digits = stripCommas(typeof value === 'string' || typeof value === 'number' ? value : '').trim();
  return new RegExp(`^\\d{1,${COST_AMOUNT_MAX_DIGITS}}$`).test(digits) ? Number(digits) : undefined;
};

/**
 * What POST /api/sale/grade/estimate is asked with the figures on screen, or null while they cannot be
 * graded (no address yet, no building or deal type, a required price missing).
 */
export function estimateBodyOf(
  values: DeepPartial<GradeInput>,
  bjdCode: string | null,
): GradeEstimateInput | null {
  const { saleType, buildingType } = values;
  if (bjdCode === null || !isSaleType(saleType) || !isBuildingType(buildingType)) return null;
  if (REQUIRED_PRICES[saleType].some((field) => amountOf(values[field]) === undefined)) return null;
  const isLoan = values.isLoan === true;
  const collateralSecurity = values.collateralSecurity === true;
  return {
    bjdCode,
    saleType,
    buildingType,
    type: typeof values.type === 'string' && values.type !== '' ? values.type : null,
    sellingPrice: amountOf(values.sellingPrice),
    rentPrice: amountOf(values.rentPrice),
    deposit: amountOf(values.deposit),
    monthlyPrice: amountOf(values.monthlyPrice),
    isLoan,
    loanPrice: isLoan ? amountOf(values.loanPrice) : undefined,
    collateralSecurity,
    collateralSecurityPrice: collateralSecurity ? amountOf(values.collateralSecurityPrice) : undefined,
    ownership: values.ownership !== false,
    illegalBuilding: values.illegalBuilding === true,
    taxArrears: values.taxArrears === true,
    publicPrice: amountOf(values.publicPrice),
  };
}

/** The names of the step's uploads as the store keeps them (`files`: id → name and preview). */
export function filesOfStep(
  data: SaleStepData | undefined,
): Record<string, { fileName: string; previewUrl: null }> {
  const files = data?.files;
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return {};
  const names: Record<string, { fileName: string; previewUrl: null }> = {};
  for (const [fileId, info] of Object.entries(files)) {
    if (
      typeof info === 'object' &&
      info !== null &&
      !Array.isArray(info) &&
      typeof info.fileName === 'string'
    )
      names[fileId] = { fileName: info.fileName, previewUrl: null };
  }
  return names;
}
