import { useId } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import styles from './segmented.module.css';

interface SegmentedProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string; icon?: React.ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}

/** A small radio group drawn as a segmented switch (㎡/평, 목록/지도). */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={cx(styles.option, option.value === value && styles.on)}>
          <input
            type="radio"
            name={name}
            className={styles.input}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.icon}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
