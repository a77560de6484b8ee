import { useId } from 'react';
import { Link } from 'react-router';
import { IconChevronRight } from './icons.tsx';
import styles from './link-list.module.css';

export interface LinkListItem {
  to: string;
  label: string;
}

/** A titled group of menu rows, each a link to another screen. */
export function LinkList({ heading, items }: { heading?: string; items: LinkListItem[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <Link to={item.to} className={styles.link}>
              {item.label}
              <IconChevronRight className={styles.chevron} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
