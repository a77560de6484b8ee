import { useSyncExternalStore } from 'react';
import { MSG } from '../../shared/messages.ts';
import { cx } from '../../shared/ui/cx.ts';
import styles from './offline-banner.module.css';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isOnline = (): boolean => navigator.onLine;

/**
 * Says so while the device is offline: the app itself still opens (the service worker's shell), but its
 * data does not, and an empty list must not read as "nothing there". The live region is always in the
 * page, so a screen reader announces the notice when it appears. The query cache refetches on its own when
 * the connection is back (tanstack-query's onlineManager).
 */
export function OfflineBanner({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className={cx(styles.region, aboveBottomNav && styles.aboveBottomNav)}>
      {!online && <p className={styles.banner}>{MSG.offline.notice}</p>}
    </div>
  );
}
