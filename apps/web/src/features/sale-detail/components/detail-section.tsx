import { type ReactNode, useId } from 'react';
import styles from './detail.module.css';

/** One titled part of the listing (매물 정보, 관리비, 옵션, …): an h2 under the page's h1, and a control beside it. */
export function DetailSection({
  title,
  aside,
  children,
  id,
}: {
  title: string;
  /** A control that belongs to the heading row (the ㎡/평 toggle). */
  aside?: ReactNode;
  children: ReactNode;
  /** An anchor for the page's own links. */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Label and value rows (a <dl>), in two columns on a desktop. */
export function FactList({
  rows,
  columns = 2,
}: {
  rows: readonly { label: string; value: ReactNode; note?: string }[];
  columns?: 1 | 2;
}) {
  return (
    <dl className={columns === 2 ? styles.facts : styles.factsSingle}>
      {rows.map((row) => (
        <div key={row.label} className={styles.fact}>
          <dt className={styles.factLabel}>{row.label}</dt>
          <dd className={styles.factValue}>
            {row.value}
            {row.note && <span className={styles.factNote}>{row.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
