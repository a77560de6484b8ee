import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import styles from './status-badge.module.css';

/** What a status means to the operator: warn waits for them, danger is a stop, neutral is over. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warn' | 'danger';

/** A status as a small coloured label; the text carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={cx(styles.badge, styles[tone])}>{children}</span>;
}
