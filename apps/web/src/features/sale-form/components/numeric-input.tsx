import { sanitizeDecimalInput, sanitizeIntegerInput } from '@ansim/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { FieldLabel, formStyles } from '../../../shared/ui/form/fields.tsx';
import styles from './numeric-input.module.css';

/**
 * What a numeric input keeps of the typing (spec 02 §5 "Numeric inputs"): `integer` keeps digits, strips
 * leading zeros, cuts to `maxDigits` and shows thousands separators; `decimal` keeps digits and one point
 * with at most `maxDecimals` places.
 */
export type NumericKind = { kind: 'integer'; maxDigits: number } | { kind: 'decimal'; maxDecimals: number };

export const sanitizeNumeric = (raw: string, rule: NumericKind): string =>
  rule.kind === 'integer'
    ? sanitizeIntegerInput(raw, rule.maxDigits)
    : sanitizeDecimalInput(raw, rule.maxDecimals);

interface NumericInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'id'> {
  label: string;
  /** Drawn visually hidden: the pair or the group around the input already says it. */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  rule: NumericKind;
  /** The unit written inside the input on the right (원, ㎡, 평). */
  unit?: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled number input that sanitizes as the user types, with its unit and one message line. */
export function NumericInput({
  label,
  hideLabel = false,
  value,
  onValueChange,
  rule,
  unit,
  error,
  hint,
  className,
  ...input
}: NumericInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cx(formStyles.field, className)}>
      {hideLabel ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={id} label={label} />
      )}
      <div className={styles.control}>
        <input
          id={id}
          type="text"
          inputMode={rule.kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={cx(formStyles.input, styles.input, unit !== undefined && styles.withUnit)}
          value={value}
          onChange={(event) => onValueChange(sanitizeNumeric(event.target.value, rule))}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {unit !== undefined && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {message && (
        <p id={messageId} className={cx(formStyles.message, error ? formStyles.error : formStyles.hint)}>
          {message}
        </p>
      )}
    </div>
  );
}
