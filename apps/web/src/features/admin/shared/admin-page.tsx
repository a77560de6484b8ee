import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

/**
 * One area of the console: what it is for in a line, its actions and filters, then its content. The
 * area's name is the page heading the shell already shows.
 */
export function AdminPage({
  description,
  actions,
  filters,
  children,
}: {
  description?: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {(description || actions) && (
        <div className={styles.head}>
          {description && <p className={styles.description}>{description}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {filters && <div className={styles.filters}>{filters}</div>}
      {children}
    </div>
  );
}

/** A titled block of an area (a detail beside a table, a form under it). */
export function AdminSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  /** 2 where the section stands straight under the page's own heading. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-label={title}>
      <Heading className={styles.sectionTitle}>{title}</Heading>
      {children}
    </section>
  );
}
