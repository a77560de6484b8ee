import { COST_AMOUNT_MAX_DIGITS, type CostTypeForm, codesOf, FEE_TEXT_MAX_LENGTH } from '@ansim/domain';
import { Controller, type FieldPath } from 'react-hook-form';
import { SelectField, TextField } from '../../../shared/ui/form/fields.tsx';
import { errorOf } from '../../../shared/ui/form/use-schema-form.ts';
import { ROOM_MSG } from '../messages-room.ts';
import type { FeeForm } from './fee-entry-form.ts';
import { NumericInput } from './numeric-input.tsx';

const M = ROOM_MSG.fee;
const AMOUNT_RULE = { kind: 'integer', maxDigits: COST_AMOUNT_MAX_DIGITS } as const;

type AmountField = 'publicCost' | 'etcCost' | 'electricity' | 'heat' | 'water' | 'internet' | 'gas' | 'tv';
type TextFieldName = 'etcText' | 'etcCostText' | 'baseCostText' | 'reasonText';
type CodeFieldName = 'etcCode' | 'baseCost' | 'reasonType';

/** An amount in 원: digits only, at most nine, with separators (spec 02 §5). */
export function FeeAmountField({
  form,
  name,
  label,
  disabled = false,
  hideLabel = false,
}: {
  form: FeeForm;
  name: AmountField;
  label: string;
  disabled?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumericInput
          label={label}
          hideLabel={hideLabel}
          name={field.name}
          ref={field.ref}
          rule={AMOUNT_RULE}
          unit={M.won}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          error={errorOf(form.formState.errors, name)}
        />
      )}
    />
  );
}

/** A companion text of at most 50 characters, with its count. */
export function FeeTextField({ form, name, label }: { form: FeeForm; name: TextFieldName; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          maxLength={FEE_TEXT_MAX_LENGTH}
          autoComplete="off"
          error={errorOf(form.formState.errors, name)}
          hint={M.textCount([...field.value].length, FEE_TEXT_MAX_LENGTH)}
        />
      )}
    />
  );
}

/**
 * A code of a fee group as a select. `onChoose` applies the group's clearing rule (a new basis or reason
 * clears its companion text), so the form's value is set by the caller.
 */
export function FeeCodeSelect({
  form,
  name,
  groupCode,
  label,
  onChoose,
}: {
  form: FeeForm;
  name: CodeFieldName;
  groupCode: string;
  label: string;
  onChoose: (code: string) => void;
}) {
  const options = codesOf(groupCode).map((c) => ({ value: c.code, label: c.codeName }));
  return (
    <SelectField
      label={label}
      placeholder={M.choose}
      options={options}
      name={name}
      value={form.watch(name satisfies FieldPath<CostTypeForm>)}
      onChange={(event) => onChoose(event.target.value)}
      error={errorOf(form.formState.errors, name)}
    />
  );
}
