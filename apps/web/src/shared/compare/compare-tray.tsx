import { Link } from 'react-router';
import { IconClose } from '../ui/icons.tsx';
import { useCompareStore } from './compare-store.ts';
import styles from './compare-tray.module.css';
import { COMPARE_MSG } from './messages.ts';

/**
 * The floating 비교함 of the listing lists, once a listing is picked: the picks, each removable, and the way to
 * /compare. A spacer of its height ends the list, so that the last card can scroll out from under it.
 */
export function CompareTray() {
  const picks = useCompareStore((state) => state.picks);
  const remove = useCompareStore((state) => state.remove);
  if (picks.length === 0) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.tray} aria-label={COMPARE_MSG.tray}>
        <ul className={styles.picks}>
          {picks.map((pick) => (
            <li key={pick.saleNo} className={styles.pick}>
              <span className={styles.title}>{pick.title}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={COMPARE_MSG.remove(pick.title)}
                onClick={() => remove(pick.saleNo)}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
        <Link to="/compare" className={styles.go}>
          {COMPARE_MSG.go(picks.length)}
        </Link>
      </aside>
    </>
  );
}
