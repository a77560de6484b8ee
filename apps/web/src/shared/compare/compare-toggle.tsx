import { cx } from '../ui/cx.ts';
import { IconCheck } from '../ui/icons.tsx';
import type { ComparePick } from './compare-store.ts';
import styles from './compare-toggle.module.css';
import { COMPARE_MSG } from './messages.ts';
import { useCompareToggle } from './use-compare-toggle.ts';

/** The card's '비교' switch: pressed while the listing is in 비교함. */
export function CompareToggle({ pick, className }: { pick: ComparePick; className?: string }) {
  const { picked, toggle } = useCompareToggle(pick);
  return (
    <button
      type="button"
      className={cx(styles.toggle, picked && styles.on, className)}
      aria-pressed={picked}
      aria-label={COMPARE_MSG.toggleLabel(pick.title)}
      onClick={toggle}
    >
      {picked && <IconCheck size={14} />}
      {COMPARE_MSG.toggle}
    </button>
  );
}

/** The switch of a list's card (SaleList's `renderCompare`). */
export const compareToggleOf = (item: ComparePick) => (
  <CompareToggle pick={{ saleNo: item.saleNo, title: item.title }} />
);
