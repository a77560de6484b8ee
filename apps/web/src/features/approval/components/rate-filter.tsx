import { RATE_CODES, type RateCode } from '@ansim/domain';
import { cx } from '../../../shared/ui/cx.ts';
import { APPROVAL_MSG } from '../messages.ts';
import styles from './rate-filter.module.css';

interface RateFilterProps {
  rates: readonly RateCode[];
  onToggle: (rate: RateCode) => void;
  onAll: () => void;
}

/**
 * The broker's grades the queue lists (spec 02 §3 'rate', RATE001,RATE002 at first): one toggle chip per
 * grade and 전체. Pressed state is announced; the last chosen grade cannot be unchosen.
 */
export function RateFilter({ rates, onToggle, onAll }: RateFilterProps) {
  const all = rates.length === RATE_CODES.length;
  return (
    // A legend sits in the fieldset's border, not in its row: it is read out, and a twin span is drawn.
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{APPROVAL_MSG.rate.label}</legend>
      <span className={styles.legend} aria-hidden="true">
        {APPROVAL_MSG.rate.label}
      </span>
      <div className={styles.chips}>
        <button
          type="button"
          className={cx(styles.chip, all && styles.on)}
          aria-pressed={all}
          onClick={onAll}
        >
          {APPROVAL_MSG.rate.all}
        </button>
        {RATE_CODES.map((rate) => {
          const on = rates.includes(rate.code);
          return (
            <button
              key={rate.code}
              type="button"
              className={cx(styles.chip, on && styles.on, styles[`grade${rate.level}`])}
              aria-pressed={on}
              aria-disabled={on && rates.length === 1 ? true : undefined}
              title={rate.label}
              onClick={() => onToggle(rate.code)}
            >
              <span className={styles.dot} aria-hidden="true" />
              {APPROVAL_MSG.rate.chip(rate.level)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
