import { useRouteError } from 'react-router';
import { MSG } from '../../shared/messages.ts';
import { Button, ButtonLink } from '../../shared/ui/button.tsx';
import { isChunkLoadError } from './chunk-load.ts';
import styles from './status-page.module.css';

/**
 * Shown when a page fails. Most often its code chunk did not load (gone after a deploy, the connection
 * dropped, or past the 120 s time-out of product.md §A8): the page says so and offers a reload, which fetches
 * the current build's chunks, never a blank screen. main.tsx has already reloaded once by itself when Vite
 * reported the failure.
 */
export function RouteErrorPage() {
  const chunk = isChunkLoadError(useRouteError());
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heading}>{chunk ? MSG.error.chunkTitle : MSG.titles.error}</h1>
      <p className={styles.body}>{chunk ? MSG.error.chunkBody : MSG.error.body}</p>
      <div className={styles.actions}>
        <Button size="large" onClick={() => window.location.reload()}>
          {chunk ? MSG.error.reload : MSG.common.retry}
        </Button>
        <ButtonLink to="/main" variant="secondary" size="large">
          {MSG.common.home}
        </ButtonLink>
      </div>
    </section>
  );
}
