import {
  type BuildingType,
  type CostTypeForm,
  checkExtraInfo,
  extraInfoSchema,
  isBuildingType,
} from '@ansim/domain';
import type { z } from 'zod';

/*
 * The 추가정보 form. The fee breakdown (costType) is entered and checked in its own modal, so the step's
 * react-hook-form holds every other field; the whole step, breakdown included, is checked with
 * extraInfoSchema and checkExtraInfo before going on.
 */

export const extraFormSchema = extraInfoSchema.omit({ costType: true });
export type ExtraFormValues = z.input<typeof extraFormSchema>;

export const EXTRA_FORM_DEFAULTS: ExtraFormValues = {
  costPrice: '',
  isPublicCost: false,
  costList: [],
  isPrivateCost: false,
  privateCostList: [],
  totalCost: '',
  costDesc: '',
  costDesc2: '',
  heatList: [],
  acList: [],
  lifeList: [],
  securityList: [],
  etcList: [],
};

/** The first problem of the fee breakdown for this building type, or null. */
export function feeProblem(
  values: ExtraFormValues,
  costType: CostTypeForm | null,
  buildingType: string | null,
): string | null {
  const type: BuildingType | null = isBuildingType(buildingType) ? buildingType : null;
  const schema = extraInfoSchema.superRefine((form, ctx) => {
    if (type) checkExtraInfo(form, type, ctx);
  });
  const result = schema.safeParse({ ...values, costType });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'costType')?.message ?? null;
}
