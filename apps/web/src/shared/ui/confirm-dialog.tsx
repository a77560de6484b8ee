import { useId, useRef } from 'react';
import { MSG, messageLines } from '../messages.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';
import { DialogFrame } from './dialog-frame.tsx';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's confirm with 취소 and 확인. The focus starts on 취소: the answer that loses nothing. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame role="alertdialog" labelledBy={messageId} initialFocusRef={cancelRef}>
      <p id={messageId} className={styles.message}>
        {messageLines(message).join('\n')}
      </p>
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" size="large" onClick={onCancel}>
          {cancelLabel ?? MSG.common.cancel}
        </Button>
        <Button variant="primary" size="large" onClick={onConfirm}>
          {confirmLabel ?? MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
