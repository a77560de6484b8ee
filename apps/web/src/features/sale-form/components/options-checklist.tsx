import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import styles from './options.module.css';

export interface ChecklistItem {
  code: string;
  label: string;
  icon?: ReactNode;
}

interface OptionsChecklistProps {
  legend: string;
  items: readonly ChecklistItem[];
  selected: readonly string[];
  onToggle: (code: string, checked: boolean) => void;
  /** Drawn above the boxes: the group's 'default' box. */
  header?: ReactNode;
  hideLegend?: boolean;
}

/** A group of check boxes drawn as tiles (icon and name), in a fieldset named by its legend. */
export function OptionsChecklist({
  legend,
  items,
  selected,
  onToggle,
  header,
  hideLegend = false,
}: OptionsChecklistProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {header}
      <div className={cx(styles.tiles, items.every((item) => !item.icon) && styles.compact)}>
        {items.map((item) => {
          const checked = selected.includes(item.code);
          return (
            <label key={item.code} className={cx(styles.tile, checked && styles.tileOn)}>
              <input
                type="checkbox"
                className={styles.tileInput}
                name={item.code}
                checked={checked}
                onChange={(event) => onToggle(item.code, event.target.checked)}
              />
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={styles.name}>{item.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
