import { useId } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import styles from './terms-dialog.module.css';

export type TermsKind = 'service' | 'privacy' | 'gps' | 'marketing';

const FULL_TEXT: Partial<Record<TermsKind, string>> = {
  service: '/myPage/terms/service',
  privacy: '/myPage/terms/privacy',
  gps: '/myPage/terms/gps',
};

function TermsDialog({ kind, onClose }: { kind: TermsKind; onClose: () => void }) {
  const titleId = useId();
  const terms = MSG.auth.terms[kind];
  const fullText = FULL_TEXT[kind];
  return (
    <DialogFrame labelledBy={titleId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {terms.title}
        </h2>
        <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
          <IconClose size={22} />
        </button>
      </div>
      <ol className={styles.body}>
        {terms.body.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        {fullText && (
          <Link to={fullText} className={styles.fullText} target="_blank" rel="noopener">
            {MSG.auth.terms.fullText}
          </Link>
        )}
        <Button size="large" block onClick={onClose}>
          {MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** product.md §A2 "Terms modals": the summary of one set of terms, closed by 확인, Escape or device back. */
export function openTermsDialog(kind: TermsKind): void {
  openModal((close) => <TermsDialog kind={kind} onClose={close} />);
}
