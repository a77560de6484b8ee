import { COST_AMOUNT_MAX_DIGITS, formatMoney, sanitizeIntegerInput, stripCommas } from '@ansim/domain';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { TextField } from '../../../shared/ui/form/fields.tsx';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './step-form.module.css';

export { styles as stepFormStyles };

/** Prices and amounts (spec 02 §5): digits only, no leading zeros, at most 9 digits, with separators. */
export const amountMask = (typed: string): string => sanitizeIntegerInput(typed, COST_AMOUNT_MAX_DIGITS);

/** '35000' → '3억 5,000만원' under the input, so the broker sees the amount the way it is read. */
export const amountReading = (value: unknown): string => {
  const digits =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? stripCommas(value) : '';
  return /^\d+$/.test(digits) ? formatMoney(Number(digits)) : '';
};

type MoneyFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** The field's current text, for the 억/만원 reading. */
  amount: unknown;
  optional?: boolean;
};

/** A 만원 amount: numeric keyboard, separators as typed, '만원' inside the input and its reading under it. */
export function MoneyField({ amount, ...input }: MoneyFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      placeholder={SALE_FORM_MSG.grade.amountPlaceholder}
      hint={amountReading(amount) || undefined}
      inner={<span className={styles.suffix}>{SALE_FORM_MSG.grade.manwon}</span>}
      {...input}
    />
  );
}

export interface ChipOption {
  value: string;
  label: ReactNode;
}

/** A short choice as radio chips in a fieldset: one tab stop, arrow keys move, the legend names it. */
export function ChipGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  legend: string;
  name: string;
  options: readonly ChipOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}) {
  const messageId = useId();
  return (
    <fieldset
      className={className ? `${styles.choice} ${className}` : styles.choice}
      aria-describedby={error || hint ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.choiceLabel}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              className={styles.chipInput}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.chipFace}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A yes/no question as two chips; `labels` are [true, false]. */
export function YesNoGroup({
  legend,
  name,
  value,
  onChange,
  labels,
  error,
}: {
  legend: string;
  name: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  labels: readonly [string, string];
  error?: string | undefined;
}) {
  return (
    <ChipGroup
      legend={legend}
      name={name}
      options={[
        { value: 'true', label: labels[0] },
        { value: 'false', label: labels[1] },
      ]}
      value={value === undefined || value === null ? null : String(value)}
      onChange={(next) => onChange(next === 'true')}
      error={error}
    />
  );
}

/** A labelled textarea with its message and a character counter. */
export function TextAreaField({
  label,
  error,
  hint,
  maxChars,
  length,
  required,
  ...textarea
}: Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  maxChars: number;
  length: number;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...textarea}
      />
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={messageId} className={styles.error}>
            {error}
          </p>
        ) : hint ? (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        <span className={styles.counter}>{SALE_FORM_MSG.grade.counter(length, maxChars)}</span>
      </div>
    </div>
  );
}
