import type { SaleDetail } from '@ansim/domain/contract';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DETAIL } from '../messages.ts';
import { feeSummary } from '../model/fee-view.ts';
import { onDemand } from '../model/on-demand.ts';
import styles from './detail.module.css';
import { DetailSection } from './detail-section.tsx';
import feeStyles from './fee-section.module.css';

// The breakdown's code loads on the first '관리비 자세히' (model/on-demand.ts).
const loadFeeView = onDemand(() => import('./fee-view-dialog.tsx'));

/**
 * 관리비: the monthly amount, what it covers and what is billed apart, and '관리비 자세히' for the full
 * breakdown of its cost type (the fee view of product.md §B2.3). The fee is the most common mismatch
 * between a listing and the contract, so everything the broker entered is shown.
 */
export function FeeSection({ detail }: { detail: SaleDetail }) {
  const summary = feeSummary(detail);
  const open = () =>
    void loadFeeView().then((dialog) => {
      if (dialog) openModal((close) => <dialog.FeeViewDialog detail={detail} onClose={close} />);
    });

  return (
    <DetailSection
      title={DETAIL.fee.title}
      aside={
        summary.hasBreakdown && (
          <Button variant="soft" size="small" onClick={open}>
            {DETAIL.fee.open}
          </Button>
        )
      }
    >
      {summary.headline === null ? (
        <p className={styles.muted}>{DETAIL.fee.noInfo}</p>
      ) : (
        <p className={feeStyles.headline}>{summary.headline}</p>
      )}
      {summary.included.length > 0 && (
        <div className={feeStyles.group}>
          <h3 className={styles.subTitle}>{DETAIL.fee.included}</h3>
          <ul className={styles.chips}>
            {summary.included.map((item) => (
              <li key={item} className={styles.chip}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.separate.length > 0 && (
        <div className={feeStyles.group}>
          <h3 className={styles.subTitle}>{DETAIL.fee.separate}</h3>
          <p className={styles.muted}>{DETAIL.fee.separateNote(summary.separate.join(', '))}</p>
        </div>
      )}
      {summary.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </DetailSection>
  );
}
