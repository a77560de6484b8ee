import { MSG } from '../messages.ts';
import styles from './boot-screen.module.css';
import { LogoMark } from './icons.tsx';

/** The first paint while the first page's code loads, and the gateway's splash. */
export function BootScreen({ status }: { status?: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <LogoMark size={56} />
      <p className={styles.name}>{MSG.brand.name}</p>
      <p className={styles.status}>{status ?? MSG.gateway.starting}</p>
    </div>
  );
}
