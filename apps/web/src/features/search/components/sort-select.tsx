import { SEARCH_SORT_LABELS, type SearchSort } from '@ansim/domain';
import { useId } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { Svg } from '../../../shared/ui/icons.tsx';
import styles from './sort-select.module.css';

/** The orders the list offers (P6): newest, cheapest, largest, safest; recently confirmed (issue 18 §3). */
export const LIST_SORTS = [
  'LATEST',
  'PRICE_ASC',
  'AREA_DESC',
  'GRADE',
  'CONFIRMED',
] as const satisfies readonly SearchSort[];

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

const isListSort = (value: string): value is (typeof LIST_SORTS)[number] =>
  (LIST_SORTS as readonly string[]).includes(value);

/**
 * The list's order as a native select drawn as a small pill ('최신순 ▾'): the platform's own picker on a
 * phone, arrow keys and type-ahead on a desktop, and a screen reader announces '정렬, 최신순, 팝업 버튼'.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className="visually-hidden">
        {MSG.search.sortLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isListSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <Svg className={styles.chevron} size={16}>
        <path d="m6 9 6 6 6-6" />
      </Svg>
    </div>
  );
}
