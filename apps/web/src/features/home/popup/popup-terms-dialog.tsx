import { BOARD_TYPE_LABELS, type TermsBoardType } from '@ansim/domain';
import { useId } from 'react';
import { TermsDocumentView } from '../../../shared/board-html/terms-document.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import styles from './main-popup.module.css';
import { POPUP_MSG } from './messages.ts';

function PopupTermsDialog({ boardType, onClose }: { boardType: TermsBoardType; onClose: () => void }) {
  const titleId = useId();
  return (
    <DialogFrame layout="sheet" labelledBy={titleId} className={styles.termsPanel}>
      <div className={styles.termsHead}>
        <h2 id={titleId} className={styles.termsTitle}>
          {BOARD_TYPE_LABELS[boardType]}
        </h2>
        <button type="button" className={styles.iconButton} aria-label={POPUP_MSG.close} onClick={onClose}>
          <IconClose size={22} />
        </button>
      </div>
      <div className={styles.termsBody}>
        <TermsDocumentView boardType={boardType} />
      </div>
      <div className={styles.termsActions}>
        <Button size="large" block onClick={onClose}>
          {POPUP_MSG.termsConfirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** The terms modal a PRIVATE, GPS, SERVICE or POLICY popup opens: the text in force (shared/board-html). */
export function openPopupTerms(boardType: TermsBoardType): void {
  openModal((close) => <PopupTermsDialog boardType={boardType} onClose={close} />);
}
