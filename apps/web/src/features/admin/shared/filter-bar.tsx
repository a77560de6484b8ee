import { type FormEvent, useId } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { ADMIN_MSG } from '../messages.ts';
import styles from './filter-bar.module.css';

/** The field and button classes, for a filter form laid out by its area (the audit log's grid). */
export const filterStyles = styles;

export type FilterOption = { readonly value: string; readonly label: string };

/**
 * A labelled select of a list's filter bar. With `allLabel` its first choice is "" (no filter);
 * a filter whose "all" means something else (a queue showing its open items) passes the choices itself.
 */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Options from a list of codes and their Korean labels. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * The search box of a filter bar with 검색 and 초기화. The text is sent only on 검색 (or Enter); the box
 * is made again whenever the address's text changes (a reset, the way back), so it always shows it.
 */
export function SearchBox({
  label,
  formLabel,
  value,
  placeholder,
  maxLength = 50,
  onSearch,
  onReset,
}: {
  label: string;
  formLabel?: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
  onSearch: (text: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <search className={styles.search}>
      <form className={styles.searchForm} onSubmit={submit} aria-label={formLabel}>
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            key={value}
            name="q"
            type="search"
            defaultValue={value}
            maxLength={maxLength}
            placeholder={placeholder}
          />
        </div>
        <Button type="submit" size="small" className={styles.searchButton}>
          {ADMIN_MSG.filter.search}
        </Button>
        <Button variant="ghost" size="small" className={styles.searchButton} onClick={onReset}>
          {ADMIN_MSG.filter.reset}
        </Button>
      </form>
    </search>
  );
}
