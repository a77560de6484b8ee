import { type ReactNode, useId } from 'react';
import { MSG } from '../messages.ts';
import { ButtonLink } from './button.tsx';
import { IconTools } from './icons.tsx';
import styles from './preparing-screen.module.css';

interface PreparingScreenProps {
  /** The screen's name as the user knows it, e.g. 정산 내역. */
  screen: string;
  /** Something true the screen can already say, e.g. which registration step this is. */
  children?: ReactNode;
}

/** Stands in for a screen that is not built yet, so a route never shows a blank page. */
export function PreparingScreen({ screen, children }: PreparingScreenProps) {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <span className={styles.badge}>
        <IconTools size={32} />
      </span>
      <h2 id={headingId} className={styles.heading}>
        {MSG.preparing.heading(screen)}
      </h2>
      <p className={styles.body}>{MSG.preparing.body}</p>
      {children && <div className={styles.extra}>{children}</div>}
      <div className={styles.actions}>
        <ButtonLink to="/main" variant="soft">
          {MSG.common.home}
        </ButtonLink>
      </div>
    </section>
  );
}
