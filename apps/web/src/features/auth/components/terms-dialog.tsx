import type { TermsBoardType } from '@ansim/domain';
import { useId } from 'react';
import { TermsDocumentView } from '../../../shared/board-html/terms-document.tsx';
import { MSG } from '../../../shared/messages.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import styles from './terms-dialog.module.css';

export type TermsKind = 'service' | 'privacy' | 'gps' | 'marketing';

const FULL_TEXT_TITLE = '약관 전문';

/** The board whose text in force is the full text under the summary (PATCH /api/board/type/{type}). */
const FULL_TEXT: Partial<Record<TermsKind, TermsBoardType>> = {
  service: 'SERVICE',
  privacy: 'PRIVATE',
  gps: 'GPS',
};

function TermsDialog({ kind, onClose }: { kind: TermsKind; onClose: () => void }) {
  const titleId = useId();
  const terms = AUTH_MSG.terms[kind];
  const fullText = FULL_TEXT[kind];
  const fullTextId = useId();
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
      {/* Focusable, so that a keyboard can scroll a long text (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys. */}
      <section className={styles.scroll} aria-labelledby={titleId} tabIndex={0}>
        <ol className={styles.body}>
          {terms.body.map((paragraph) => (
            <li key={paragraph}>{paragraph}</li>
          ))}
        </ol>
        {fullText && (
          <section className={styles.fullText} aria-labelledby={fullTextId}>
            <h3 id={fullTextId} className={styles.fullTextTitle}>
              {FULL_TEXT_TITLE}
            </h3>
            <TermsDocumentView boardType={fullText} />
          </section>
        )}
      </section>
      <div className={styles.actions}>
        <Button size="large" block onClick={onClose}>
          {MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}

/**
 * product.md §A2 "Terms modals": the summary of one set of terms and, below it, the full text the operator
 * keeps (boards), closed by 확인, Escape or device back.
 */
export function openTermsDialog(kind: TermsKind): void {
  openModal((close) => <TermsDialog kind={kind} onClose={close} />);
}
