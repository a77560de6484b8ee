import { DETAIL } from '../messages.ts';
import styles from './detail-skeleton.module.css';

/** The page's shape in grey while the listing loads: the photo, the price block and a section. */
export function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {DETAIL.loading}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.photo} />
        <div className={styles.side}>
          <span className={styles.bone} style={{ width: '40%' }} />
          <span className={styles.bone} style={{ width: '70%', height: 30 }} />
          <span className={styles.bone} style={{ width: '90%' }} />
          <span className={styles.bone} style={{ width: '60%' }} />
        </div>
        <div className={styles.content}>
          <span className={styles.bone} style={{ width: '30%', height: 22 }} />
          <span className={styles.bone} style={{ width: '100%' }} />
          <span className={styles.bone} style={{ width: '100%' }} />
          <span className={styles.bone} style={{ width: '80%' }} />
        </div>
      </div>
    </div>
  );
}
