import { TEXT_LIMITS, type TextKind, textCounter, textLength } from '@ansim/domain';
import { type RefObject, useId } from 'react';
import { cx } from '../../../../shared/ui/cx.ts';
import styles from './voice-form.module.css';

/**
 * A free text with the spec's counter (n/max) and its message under the box. The text is the user's and
 * goes into the box as a value (never as HTML).
 */
export function VoiceTextField({
  kind,
  label,
  placeholder,
  value,
  onChange,
  error,
  disabled = false,
  textareaRef,
  rows = 6,
}: {
  kind: TextKind;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The message to show, or null. */
  error: string | null;
  disabled?: boolean;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  rows?: number;
}) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const over = textLength(value) > TEXT_LIMITS[kind].max;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={cx(styles.textarea, error !== null && styles.invalid)}
        value={value}
        placeholder={placeholder}
        rows={rows}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.fieldFoot}>
        <p id={errorId} className={styles.error} aria-live="polite">
          {error}
        </p>
        <span id={counterId} className={cx(styles.counter, over && styles.counterOver)}>
          {textCounter(kind, value)}
        </span>
      </div>
    </div>
  );
}
