import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';
import styles from './prompt-card.module.css';

interface PromptCardProps {
  icon?: ReactNode;
  title: string;
  body?: string;
  actions?: ReactNode;
  centered?: boolean;
  /** The title's heading level; the page header already holds the h1. */
  level?: 'h2' | 'h3';
}

/** A card that invites one next step: sign in, sign up, try again. */
export function PromptCard({
  icon,
  title,
  body,
  actions,
  centered = false,
  level: Heading = 'h2',
}: PromptCardProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.card, centered && styles.centered)} aria-labelledby={titleId}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {body && <p className={styles.body}>{body}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
