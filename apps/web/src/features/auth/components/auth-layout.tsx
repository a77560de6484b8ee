import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

/**
 * The frame of the account screens: full width on a phone, a centred card about 440 px wide on a desktop,
 * with the page title lined up above it.
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.frame} data-auth-layout={wide ? 'wide' : 'narrow'}>
      <div className={styles.card}>{children}</div>
    </div>
  );
}

/** The screen's own heading and lead under the shell's title, for the first thing the user should read. */
export function AuthIntro({ heading, lead }: { heading: string; lead?: ReactNode }) {
  return (
    <div className={styles.intro}>
      <h2 className={styles.heading}>{heading}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

export { styles as authLayoutStyles };
