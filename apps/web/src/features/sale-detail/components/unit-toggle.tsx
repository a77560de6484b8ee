import { cx } from '../../../shared/ui/cx.ts';
import type { AreaUnit } from '../../../stores/local-storage-store.ts';
import { DETAIL } from '../messages.ts';
import styles from './unit-toggle.module.css';

const UNITS: { value: AreaUnit; label: string }[] = [
  { value: 'm2', label: DETAIL.facts.sqm },
  { value: 'pyeong', label: DETAIL.facts.pyeong },
];

/**
 * ㎡ or 평, the same choice as the search list's (kept on the device), so a listing reads in the unit its
 * card did. Two pressed-state buttons: one tap switches, and a screen reader hears which one is on.
 */
export function UnitToggle({ value, onChange }: { value: AreaUnit; onChange: (unit: AreaUnit) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset
    <div className={styles.toggle} role="group" aria-label={DETAIL.facts.areaUnit}>
      {UNITS.map((unit) => (
        <button
          key={unit.value}
          type="button"
          className={cx(styles.option, unit.value === value && styles.on)}
          aria-pressed={unit.value === value}
          onClick={() => onChange(unit.value)}
        >
          {unit.label}
        </button>
      ))}
    </div>
  );
}
