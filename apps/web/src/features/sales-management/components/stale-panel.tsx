import { daysSinceConfirmed } from '@ansim/domain';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { useStaleSales } from '../api/freshness-calls.ts';
import { FRESHNESS_MSG } from '../messages-freshness.ts';
import { useConfirmOne } from './stale-confirm.tsx';
import styles from './stale-panel.module.css';

/**
 * '확인 필요 n' (issue 18 §3): the broker's listings unconfirmed for 14 days or paused after 21, each with
 * its one-tap confirmation. Nothing shows while every listing is fresh.
 */
export function StalePanel() {
  const titleId = useId();
  const stale = useStaleSales();
  const { run, working } = useConfirmOne();

  if (stale.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{FRESHNESS_MSG.error}</p>
        <Button variant="soft" size="small" onClick={() => void stale.refetch()}>
          {FRESHNESS_MSG.retry}
        </Button>
      </div>
    );
  }
  const data = stale.data;
  if (!data?.staleCount) return null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <span className={styles.badge}>{FRESHNESS_MSG.badge(data.staleCount)}</span>
      </h2>
      <p className={styles.lead}>{FRESHNESS_MSG.lead}</p>
      <ul className={styles.list} aria-label={FRESHNESS_MSG.listLabel}>
        {data.list.map((item) => {
          const title = item.title ?? FRESHNESS_MSG.untitled(item.saleNo);
          return (
            <li key={item.saleNo} className={styles.item} data-sale-no={item.saleNo}>
              <div className={styles.text}>
                <p className={styles.itemTitle}>{title}</p>
                <p className={styles.meta}>
                  {FRESHNESS_MSG.confirmedAgo(daysSinceConfirmed(item.confirmedAt))}
                  {item.pausedForStaleness && <span className={styles.paused}>{FRESHNESS_MSG.paused}</span>}
                </p>
              </div>
              <Button
                size="small"
                variant={item.pausedForStaleness ? 'primary' : 'secondary'}
                disabled={working}
                aria-label={
                  item.pausedForStaleness
                    ? FRESHNESS_MSG.republishLabel(title)
                    : FRESHNESS_MSG.confirmLabel(title)
                }
                onClick={() => void run(item.saleNo)}
              >
                {item.pausedForStaleness ? FRESHNESS_MSG.republish : FRESHNESS_MSG.confirm}
              </Button>
            </li>
          );
        })}
      </ul>
      {data.staleCount > data.list.length && (
        <p className={styles.lead}>{FRESHNESS_MSG.more(data.staleCount - data.list.length)}</p>
      )}
    </section>
  );
}
