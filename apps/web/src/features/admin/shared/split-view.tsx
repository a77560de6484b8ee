import type { ReactNode } from 'react';
import styles from './split-view.module.css';

/** A list with the picked row's detail panel beside it (desktop) or below it (phone). */
export function SplitView({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.list}>{list}</div>
      <div className={styles.detail}>{detail}</div>
    </div>
  );
}
