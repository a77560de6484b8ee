import { MSG } from '../../shared/messages.ts';
import { ButtonLink } from '../../shared/ui/button.tsx';
import styles from './status-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.heading}>{MSG.titles.notFound}</h1>
      <p className={styles.body}>{MSG.notFound.body}</p>
      <div className={styles.actions}>
        <ButtonLink to="/main" replace size="large">
          {MSG.common.home}
        </ButtonLink>
      </div>
    </section>
  );
}
