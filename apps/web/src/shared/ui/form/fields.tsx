import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { AUTH_MSG } from '../../messages-auth.ts';
import { cx } from '../cx.ts';
import styles from './form.module.css';

export interface FieldMessageProps {
  /** Shown in red and marks the input invalid. */
  error?: string | null | undefined;
  /** Shown in green when there is no error (e.g. the id is free). */
  success?: string | null | undefined;
  /** Shown in grey when there is neither. */
  hint?: ReactNode;
}

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'>, FieldMessageProps {
  label: string;
  /** Labelled 선택 beside the label. */
  optional?: boolean;
  /** A button beside the input (중복확인, 인증번호 받기). */
  action?: ReactNode;
  /** Drawn inside the input on the right (show-password toggle, countdown). */
  inner?: ReactNode;
  id?: string;
}

/** The one message line under a field, and the id the input points at with aria-describedby. */
function FieldMessage({ id, error, success, hint }: FieldMessageProps & { id: string }) {
  if (error)
    return (
      <p id={id} className={cx(styles.message, styles.error)}>
        {error}
      </p>
    );
  if (success)
    return (
      <p id={id} className={cx(styles.message, styles.success)}>
        {success}
      </p>
    );
  if (hint)
    return (
      <p id={id} className={cx(styles.message, styles.hint)}>
        {hint}
      </p>
    );
  return null;
}

export function FieldLabel({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optional && <span className={styles.tag}>{AUTH_MSG.form.optional}</span>}
    </label>
  );
}

/**
 * A labelled text input. Its message (error, success or hint) is tied to it with aria-describedby, and an
 * error sets aria-invalid, so a screen reader reads the field and what is wrong with it together.
 */
export function TextField({
  label,
  optional,
  action,
  inner,
  error,
  success,
  hint,
  id: givenId,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || success || hint);
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <div className={styles.row}>
        <div className={cx(styles.control, inner !== undefined && styles.withInner)}>
          <input
            id={id}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={hasMessage ? messageId : undefined}
            {...input}
          />
          {inner !== undefined && <div className={styles.inner}>{inner}</div>}
        </div>
        {action}
      </div>
      <FieldMessage id={messageId} error={error} success={success} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'>, FieldMessageProps {
  label: string;
  optional?: boolean;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({
  label,
  optional,
  placeholder,
  options,
  error,
  success,
  hint,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || success || hint);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <select
        id={id}
        className={cx(styles.input, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? messageId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} success={success} hint={hint} />
    </div>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Checkbox({
  label,
  description,
  className,
  ...input
}: { label: ReactNode; description?: string } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const descriptionId = useId();
  const box = (
    <label className={cx(styles.checkbox, !description && className)}>
      <input
        type="checkbox"
        className={styles.checkboxInput}
        aria-describedby={description ? descriptionId : undefined}
        {...input}
      />
      <span className={styles.checkboxLabel}>{label}</span>
    </label>
  );
  if (!description) return box;
  // The description stays outside the label, so the checkbox's name is only its label.
  return (
    <div className={className}>
      {box}
      <p id={descriptionId} className={styles.checkboxDescription}>
        {description}
      </p>
    </div>
  );
}

export { styles as formStyles };
