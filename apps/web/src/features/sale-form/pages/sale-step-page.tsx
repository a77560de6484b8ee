import { useLocation } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';
import { SALE_STEPS } from '../../../stores/sales-store.ts';
import { parseSaleRoute } from '../sale-route.ts';
import styles from './sale-step-page.module.css';

/**
 * Routes /salesManagement/{regist|salesModify|storage}/{step}: one of the five registration steps.
 * The step bar is real; the form of each step is not built yet.
 */
export function SaleStepPage() {
  const { step } = parseSaleRoute(useLocation().pathname);
  const current = step ? SALE_STEPS.indexOf(step) : 0;
  const stepName = MSG.saleSteps[SALE_STEPS[current] ?? 'locationInfo'];
  return (
    <>
      <ol className={styles.steps} aria-label={MSG.saleSteps.progress(current + 1, SALE_STEPS.length)}>
        {SALE_STEPS.map((name, index) => (
          <li
            key={name}
            className={cx(styles.step, index < current && styles.done, index === current && styles.current)}
            aria-current={index === current ? 'step' : undefined}
          >
            {MSG.saleSteps[name]}
          </li>
        ))}
      </ol>
      <PreparingScreen screen={stepName}>
        {MSG.saleSteps.progress(current + 1, SALE_STEPS.length)}
      </PreparingScreen>
    </>
  );
}
