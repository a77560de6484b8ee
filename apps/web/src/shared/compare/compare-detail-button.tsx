import { Link } from 'react-router';
import { cx } from '../ui/cx.ts';
import { IconCheck } from '../ui/icons.tsx';
import styles from './compare-detail-button.module.css';
import { type ComparePick, useCompareCount } from './compare-store.ts';
import { COMPARE_MSG } from './messages.ts';
import { useCompareToggle } from './use-compare-toggle.ts';

/**
 * The listing page's '비교함에 담기' switch (its name stays, as a toggle's does; the check and the colour say
 * it is on), and once anything is picked the way to /compare.
 */
export function CompareDetailButton({ pick }: { pick: ComparePick }) {
  const { picked, toggle } = useCompareToggle(pick);
  const count = useCompareCount();
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={cx(styles.toggle, picked && styles.on)}
        aria-pressed={picked}
        onClick={toggle}
      >
        {picked && <IconCheck size={16} />}
        {COMPARE_MSG.detailAdd}
      </button>
      {count > 0 && (
        <Link to="/compare" className={styles.go}>
          {COMPARE_MSG.go(count)}
        </Link>
      )}
    </div>
  );
}
