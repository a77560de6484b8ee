import { cx } from '../../../shared/ui/cx.ts';
import { SALE_STEPS, type SaleStep } from '../../../stores/sales-store.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import { SALE_STEPS_MSG } from '../messages-steps.ts';
import { stepIndex } from '../model/step-nav.ts';
import styles from './step-bar.module.css';

/** The five steps with the current one marked (aria-current) and 'n/5단계' written out. */
export function StepBar({ step }: { step: SaleStep }) {
  const current = stepIndex(step);
  const progress = SALE_FORM_MSG.shell.progress(current + 1, SALE_STEPS.length);
  return (
    <nav className={styles.bar} aria-label={SALE_FORM_MSG.shell.stepsLabel}>
      <h2 className={styles.progress}>
        <span className={styles.count}>{progress}</span>{' '}
        <span className={styles.name}>{SALE_STEPS_MSG[step]}</span>
      </h2>
      <ol className={styles.steps}>
        {SALE_STEPS.map((name, index) => (
          <li
            key={name}
            className={cx(styles.step, index < current && styles.done, index === current && styles.current)}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {SALE_FORM_MSG.shell.progress(index + 1, SALE_STEPS.length)}{' '}
            </span>
            {SALE_STEPS_MSG[name]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
