import { daysSinceConfirmed, needsConfirmation } from '@ansim/domain';
import type { DashItem } from '@ansim/domain/contract';
import { createContext, useContext, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useConfirmSale } from '../api/freshness-calls.ts';
import { FRESHNESS_MSG } from '../messages-freshness.ts';
import styles from './stale-panel.module.css';

/** The dashboard's announcer (the line that says what was done), for confirmations made on a card. */
export const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/** The one-tap confirmation of one listing; the announcement says whether it went back in search. */
export function useConfirmOne() {
  const announce = useContext(AnnounceContext);
  const confirm = useConfirmSale();
  const [working, setWorking] = useState(false);
  const run = async (saleNo: number) => {
    setWorking(true);
    try {
      const done = await confirm.mutateAsync(saleNo);
      announce(done.reactivated ? FRESHNESS_MSG.republished : FRESHNESS_MSG.done);
    } catch (error) {
      await alertDialog({ message: thrownMessage(error) });
    } finally {
      setWorking(false);
    }
  };
  return { run, working };
}

/** Whether a dashboard listing waits for its broker's confirmation. */
export const isStale = (item: DashItem): boolean =>
  item.status === 'STOP'
    ? item.pausedForStaleness === true
    : item.status === 'ACTIVE' && item.confirmedAt !== undefined && needsConfirmation(item.confirmedAt);

/**
 * On a dashboard card of a stale listing (issue 18 §3): how long it has gone unconfirmed and the one-tap
 * '거래 가능 확인', or '다시 확인하고 게시' when the expiry job paused it. Nothing on a fresh listing.
 */
export function StaleConfirm({ item, title }: { item: DashItem; title: string }) {
  const { run, working } = useConfirmOne();
  if (!isStale(item) || item.confirmedAt === undefined) return null;
  const paused = item.pausedForStaleness === true;
  return (
    <div className={styles.cardRow}>
      <p className={styles.meta}>
        {FRESHNESS_MSG.confirmedAgo(daysSinceConfirmed(item.confirmedAt))}
        {paused && <span className={styles.paused}>{FRESHNESS_MSG.paused}</span>}
      </p>
      <Button
        size="small"
        variant={paused ? 'primary' : 'secondary'}
        disabled={working}
        aria-label={paused ? FRESHNESS_MSG.republishLabel(title) : FRESHNESS_MSG.confirmLabel(title)}
        onClick={() => void run(item.saleNo)}
      >
        {paused ? FRESHNESS_MSG.republish : FRESHNESS_MSG.confirm}
      </Button>
    </div>
  );
}
