import {
  COST_TYPE,
  type CostField,
  type CostTypeForm,
  costTypeForSave,
  emptyCostTypeForm,
  UTILITIES,
  validateCostType,
  withThousands,
} from '@ansim/domain';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { SaleFormValue } from '../../../stores/sales-store.ts';

/*
 * The fee modal's form (spec 02 §4/§5) over the domain's CostTypeForm: its rules and messages are
 * validateCostType's, its clearing rules the on…Change functions of fees.ts.
 */

export type FeeForm = UseFormReturn<CostTypeForm, unknown, CostTypeForm>;

/**
 * Every problem at once, by field, with the spec's messages (costTypeSchema reports only the first, which
 * is what the server needs, not what a form shows).
 */
export const feeResolver: Resolver<CostTypeForm, unknown, CostTypeForm> = (values) => {
  const result = validateCostType(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<CostTypeForm> = {};
  for (const [field, message] of Object.entries(result.errors) as [CostField, string][]) {
    errors[field] = { type: 'custom', message };
  }
  return { values: {}, errors };
};

/** Moves the form to the state a clearing rule gives, keeping errors in step once the broker has submitted. */
export function applyFeeState(form: FeeForm, next: CostTypeForm): void {
  const { isSubmitted } = form.formState;
  form.reset(next, {
    keepDefaultValues: true,
    keepErrors: true,
    keepIsSubmitted: true,
    keepSubmitCount: true,
    keepTouched: true,
  });
  if (isSubmitted) void form.trigger();
}

const AMOUNT_FIELDS = ['publicCost', 'etcCost', ...UTILITIES] as const;

/** A saved breakdown (amounts without separators) as the modal shows it. */
export const feeFormForDisplay = (saved: CostTypeForm | null): CostTypeForm => {
  if (!saved) return emptyCostTypeForm();
  const shown: CostTypeForm = { ...saved };
  for (const field of AMOUNT_FIELDS) shown[field] = withThousands(saved[field]);
  return shown;
};

/** What the step keeps of an applied breakdown: the amounts without separators, ready for the save. */
export const feeFormForStore = (form: CostTypeForm): CostTypeForm => costTypeForSave(form);

// ---------------------------------------------------------------------------------------------------------
// The breakdown in the sales store (JSON): read back field by field, so a damaged draft gives an empty form.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function costTypeFromStore(value: SaleFormValue | undefined): CostTypeForm | null {
  if (!isRecord(value)) return null;
  const empty = emptyCostTypeForm();
  const form: CostTypeForm = { ...empty };
  const writable = form as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(empty)) {
    const stored = value[key];
    if (typeof fallback === 'boolean' && typeof stored === 'boolean') writable[key] = stored;
    else if (typeof fallback === 'string' && (typeof stored === 'string' || typeof stored === 'number'))
      writable[key] = String(stored);
  }
  if (Array.isArray(value.costItemList)) {
    form.costItemList = value.costItemList.flatMap((item) =>
      isRecord(item) && typeof item.code === 'string' ? [{ code: item.code }] : [],
    );
  }
  const validType = (Object.values(COST_TYPE) as string[]).includes(form.type);
  return validType ? form : null;
}

/** The breakdown as the sales store keeps it. */
export const costTypeToStore = (form: CostTypeForm | null): SaleFormValue =>
  form === null ? null : (JSON.parse(JSON.stringify(form)) as SaleFormValue);
