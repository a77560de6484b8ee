import { formatPhone } from '@ansim/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { QUOTA_MSG } from '../messages-quota.ts';
import styles from './mark-dialog.module.css';

/** A representative number (1588-0000) has 8 digits, which formatPhone leaves alone. */
const displayPhone = (phone: string): string => {
  const digits = phone.replace(/[\s-]/g, '');
  return /^1\d{7}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4)}` : formatPhone(phone);
};

export interface ProxyRequestDialogProps {
  saleNo: number;
  /** vicariously − vicariouslyUse, as the server counted it. */
  remaining: number;
  total: number;
  csPhone: string;
  onUse: () => Promise<void>;
  onApply: () => Promise<void>;
  onClose: () => void;
}

/**
 * Spec 02 §4 "Proxy document request": the remaining count with 취소 and 사용; at zero or below only 확인,
 * the fixed message and the customer-service phone, plus the application for more requests.
 */
export function ProxyRequestDialog(props: ProxyRequestDialogProps) {
  return props.remaining > 0 ? <ProxyUseDialog {...props} /> : <ProxyNoneLeftDialog {...props} />;
}

function usePending() {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };
  return [pending, run] as const;
}

function ProxyUseDialog({ saleNo, remaining, total, onUse, onClose }: ProxyRequestDialogProps) {
  const titleId = useId();
  const leadId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, run] = usePending();
  return (
    <DialogFrame labelledBy={titleId} describedBy={leadId} initialFocusRef={cancelRef}>
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {QUOTA_MSG.proxy.title}
        </h2>
        <p id={leadId} className={styles.lead}>
          {QUOTA_MSG.proxy.lead(saleNo)}
        </p>
        <p className={styles.remaining}>
          <span className={styles.remainingLabel}>{QUOTA_MSG.proxy.remaining}</span>
          <strong className={styles.remainingValue}>{QUOTA_MSG.proxy.remainingOf(remaining, total)}</strong>
        </p>
        <p className={styles.note}>{QUOTA_MSG.proxy.note}</p>
      </div>
      <div className={dialogStyles.actions}>
        <Button ref={cancelRef} variant="secondary" size="large" onClick={onClose}>
          {QUOTA_MSG.cancel}
        </Button>
        <Button size="large" onClick={() => run(onUse)} disabled={pending} aria-busy={pending}>
          {QUOTA_MSG.use}
        </Button>
      </div>
    </DialogFrame>
  );
}

function ProxyNoneLeftDialog({ csPhone, onApply, onClose }: ProxyRequestDialogProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [pending, run] = usePending();
  const phone = displayPhone(csPhone);
  return (
    <DialogFrame role="alertdialog" labelledBy={messageId} initialFocusRef={confirmRef}>
      <div className={styles.content}>
        <p id={messageId} className={styles.message}>
          {QUOTA_MSG.proxy.none}
        </p>
        <a className={styles.phone} href={`tel:${csPhone.replace(/[^\d+]/g, '')}`}>
          <span className={styles.phoneLabel}>{QUOTA_MSG.proxy.csLabel}</span> {phone}
        </a>
        <div className={styles.apply}>
          <p className={styles.applyHint}>{QUOTA_MSG.proxy.applyHint}</p>
          <Button variant="soft" onClick={() => run(onApply)} disabled={pending} aria-busy={pending}>
            {QUOTA_MSG.proxy.apply}
          </Button>
        </div>
      </div>
      <div className={dialogStyles.actions}>
        <Button ref={confirmRef} size="large" onClick={onClose}>
          {QUOTA_MSG.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
