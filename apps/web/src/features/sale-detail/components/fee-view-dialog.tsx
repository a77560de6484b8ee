import type { SaleDetail } from '@ansim/domain/contract';
import { useId } from 'react';
import { formatFee } from '../../../shared/listing-facts/listing-text.ts';
import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { DETAIL } from '../messages.ts';
import { feeBreakdown, feeSummary } from '../model/fee-view.ts';
import styles from './fee-view-dialog.module.css';

/**
 * The fee view (product.md §B2.3): the listing's cost type in full. 정액: each amount, a utility billed by
 * usage marked as such, the other fee and the total of every amount (§B5); 실비: the public cost and the
 * basis of the actual charges; 확인 불가: the reason. Then what the fee covers and the broker's notes.
 */
export function FeeViewDialog({ detail, onClose }: { detail: SaleDetail; onClose: () => void }) {
  const titleId = useId();
  const breakdown = detail.costType ? feeBreakdown(detail.costType) : null;
  const summary = feeSummary(detail);

  return (
    <DialogFrame layout="sheet" labelledBy={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {DETAIL.fee.dialogTitle}
        </h2>
        <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
          <IconClose />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys */}
      <section className={styles.body} aria-labelledby={titleId} tabIndex={0}>
        {breakdown === null ? (
          <p className={styles.note}>{DETAIL.fee.noInfo}</p>
        ) : (
          <>
            <dl className={styles.meta}>
              <div>
                <dt>{DETAIL.fee.type}</dt>
                <dd>{breakdown.typeLabel}</dd>
              </div>
              {breakdown.basis && (
                <div>
                  <dt>{breakdown.basis.label}</dt>
                  <dd>{breakdown.basis.value}</dd>
                </div>
              )}
            </dl>
            {breakdown.rows.length > 0 && (
              <table className={styles.table}>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{DETAIL.fee.itemLabel}</th>
                    <th scope="col">{DETAIL.fee.amountLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {breakdown.rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td className={cx(row.byUsage && styles.byUsage)}>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
                {breakdown.total && (
                  <tfoot>
                    <tr>
                      <th scope="row">{breakdown.total.label}</th>
                      <td>{DETAIL.fee.perMonth(formatFee(breakdown.total.won))}</td>
                    </tr>
                  </tfoot>
                )}
              </table>
            )}
            {breakdown.note && <p className={styles.note}>{breakdown.note}</p>}
          </>
        )}
        {summary.included.length > 0 && (
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{DETAIL.fee.items}</h3>
            <ul className={styles.chips}>
              {summary.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {summary.separate.length > 0 && (
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{DETAIL.fee.separate}</h3>
            <p className={styles.text}>{DETAIL.fee.separateNote(summary.separate.join(', '))}</p>
          </section>
        )}
        {summary.notes.length > 0 && (
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{DETAIL.fee.notes}</h3>
            {summary.notes.map((note) => (
              <p key={note} className={styles.text}>
                {note}
              </p>
            ))}
          </section>
        )}
      </section>
      <div className={styles.foot}>
        <Button block size="large" onClick={onClose}>
          {MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
