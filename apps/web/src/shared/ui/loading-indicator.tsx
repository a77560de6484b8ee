import { useLoadingStore } from '../api/loading-store.ts';
import { MSG } from '../messages.ts';
import { cx } from './cx.ts';
import styles from './loading-indicator.module.css';

export function Spinner({ className }: { className?: string }) {
  return <span className={cx(styles.spinner, className)} aria-hidden="true" />;
}

/**
 * The spinner shown around requests (product.md §A2 "Loading indicator"). The live region is always in the page,
 * so screen readers announce it when text appears in it.
 */
export function LoadingIndicator() {
  const visible = useLoadingStore((state) => state.visible);
  const variant = useLoadingStore((state) => state.variant);
  const long = variant !== 'default';
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className={cx(styles.overlay, long && styles.dimmed)} data-variant={variant}>
          {long ? (
            <div className={styles.card}>
              <Spinner />
              <p className={styles.text}>{MSG.loading[variant]}</p>
            </div>
          ) : (
            <div className={styles.bare}>
              <Spinner />
              <span className="visually-hidden">{MSG.loading.default}</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
