import { useId } from 'react';
import { cx } from '../../../../shared/ui/cx.ts';
import { QueryState } from '../../../../shared/ui/query-state.tsx';
import { useTotal } from '../api/get-total.ts';
import { SETTLEMENT_MSG } from '../messages-settlement.ts';
import { periodLabel, type SettlementPeriod } from '../model/period.ts';
import styles from './totals.module.css';

const TEXT = SETTLEMENT_MSG.totals;

/** The period's totals: how many decisions, what they earn, and how much of it is paid or still to come. */
export function Totals({ period }: { period: SettlementPeriod }) {
  const headingId = useId();
  const query = useTotal(period);
  return (
    <section aria-labelledby={headingId} className={styles.totals}>
      {/* Live: a new month or range is read out once, from here, whichever control chose it. */}
      <h2 id={headingId} className={styles.title} aria-live="polite">
        {TEXT.title(periodLabel(period))}
      </h2>
      <QueryState query={query} variant="inline" errorTitle={TEXT.loadError}>
        {(total) => (
          <dl className={styles.cards}>
            <Figure label={TEXT.count} value={SETTLEMENT_MSG.count(total.count)} />
            <Figure label={TEXT.amount} value={SETTLEMENT_MSG.won(total.amount)} strong />
            <Figure label={TEXT.paid} value={SETTLEMENT_MSG.won(total.paidAmount)} />
            <Figure label={TEXT.pending} value={SETTLEMENT_MSG.won(total.pendingAmount)} />
            {total.heldAmount > 0 && (
              <Figure label={TEXT.held} value={SETTLEMENT_MSG.won(total.heldAmount)} />
            )}
          </dl>
        )}
      </QueryState>
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cx(styles.card, strong && styles.cardStrong)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
