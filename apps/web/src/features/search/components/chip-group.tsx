import { useId } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { cx } from '../../../shared/ui/cx.ts';
import styles from './filter.module.css';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

interface ChipGroupProps<T extends string> {
  title: string;
  options: readonly ChipOption<T>[];
  /** [] means all (product.md §A3). */
  selected: readonly T[];
  onToggle: (value: T) => void;
  onAll: () => void;
  hint?: string;
}

/** A multi-select of toggle chips led by 전체, which is on exactly when nothing narrower is chosen. */
export function ChipGroup<T extends string>({
  title,
  options,
  selected,
  onToggle,
  onAll,
  hint,
}: ChipGroupProps<T>) {
  const titleId = useId();
  const all = selected.length === 0;
  return (
    <fieldset className={styles.section} aria-labelledby={titleId}>
      <legend id={titleId} className={styles.sectionTitle}>
        {title}
      </legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.chips}>
        <button
          type="button"
          className={cx(styles.chip, all && styles.chipOn)}
          aria-pressed={all}
          onClick={onAll}
        >
          {MSG.search.filter.all}
        </button>
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className={cx(styles.chip, on && styles.chipOn)}
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
