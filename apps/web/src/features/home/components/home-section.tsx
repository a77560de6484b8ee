import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { IconChevronRight } from '../../../shared/ui/icons.tsx';
import styles from './home-section.module.css';

interface HomeSectionProps {
  title: string;
  lead?: string;
  /** A link beside the title to the whole of what the section samples ('전체 보기'). */
  more?: { to: string; state?: unknown; label: string; accessibleLabel: string };
  /** A button beside the title instead of a link (최근 본 매물's 전체 삭제). */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the home: an h2 under the page's h1, an optional lead and link, and its content. */
export function HomeSection({ title, lead, more, action, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {more && (
          <Link to={more.to} state={more.state} className={styles.more} aria-label={more.accessibleLabel}>
            {more.label}
            <IconChevronRight size={16} />
          </Link>
        )}
        {action}
      </div>
      {children}
    </section>
  );
}
