import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { QUOTA_MSG } from '../messages-quota.ts';
import styles from './mark-dialog.module.css';

export type MarkKind = 'baro' | 'lawyer';

export interface MarkDialogProps {
  kind: MarkKind;
  saleNo: number;
  available: number;
  used: number;
  /** Spends one mark on the listing; the dialog stays disabled until it settles. */
  onUse: () => Promise<void>;
  onClose: () => void;
}

/**
 * One mark spent on one listing: what the badge means, how many marks are left and used, then 취소 and
 * 사용. With none left there is nothing to choose: only 확인.
 */
export function MarkDialog({ kind, saleNo, available, used, onUse, onClose }: MarkDialogProps) {
  const text = QUOTA_MSG[kind];
  const titleId = useId();
  const leadId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const canUse = available > 0;

  const use = async () => {
    if (pending) return;
    setPending(true);
    try {
      await onUse();
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame labelledBy={titleId} describedBy={leadId} initialFocusRef={cancelRef}>
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <p id={leadId} className={styles.lead}>
          {canUse ? text.lead(saleNo) : text.none}
        </p>
        <p className={styles.meaning}>
          <span className={styles.badge}>{text.badge}</span>
          {text.meaning}
        </p>
        <dl className={styles.stats}>
          <div className={cx(styles.stat, styles.statStrong)}>
            <dt>{text.available}</dt>
            <dd>{QUOTA_MSG.pieces(available)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{text.used}</dt>
            <dd>{QUOTA_MSG.pieces(used)}</dd>
          </div>
        </dl>
      </div>
      <div className={dialogStyles.actions}>
        {canUse ? (
          <>
            <Button ref={cancelRef} variant="secondary" size="large" onClick={onClose}>
              {QUOTA_MSG.cancel}
            </Button>
            <Button size="large" onClick={use} disabled={pending} aria-busy={pending}>
              {QUOTA_MSG.use}
            </Button>
          </>
        ) : (
          <Button ref={cancelRef} size="large" onClick={onClose}>
            {QUOTA_MSG.confirm}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
