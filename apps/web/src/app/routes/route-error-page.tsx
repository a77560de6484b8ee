import { MSG } from '../../shared/messages.ts';
import { Button, ButtonLink } from '../../shared/ui/button.tsx';
import styles from './status-page.module.css';

/**
 * Shown when a page fails: most often its code chunk is gone after a deploy, which a reload fixes, so that
 * is the first button.
 */
export function RouteErrorPage() {
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heading}>{MSG.titles.error}</h1>
      <p className={styles.body}>{MSG.error.body}</p>
      <div className={styles.actions}>
        <Button size="large" onClick={() => window.location.reload()}>
          {MSG.common.retry}
        </Button>
        <ButtonLink to="/main" variant="secondary" size="large">
          {MSG.common.home}
        </ButtonLink>
      </div>
    </section>
  );
}
