import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './page-section.module.css';

/**
 * A page's content under the header. `narrow` keeps lists and forms at a readable width on desktop, aligned
 * with the title; `wide` uses the whole column for layouts of their own.
 */
export function PageSection({
  width = 'narrow',
  children,
}: {
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return <div className={cx(styles.section, width === 'narrow' && styles.narrow)}>{children}</div>;
}
