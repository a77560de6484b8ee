import { useId } from 'react';
import { MSG, messageLines } from '../messages.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';
import { DialogFrame } from './dialog-frame.tsx';

export interface AlertDialogProps {
  message: string;
  confirmLabel?: string | undefined;
  onConfirm: () => void;
}

/** The spec's base alert: a message and one 확인 button. */
export function AlertDialog({ message, confirmLabel, onConfirm }: AlertDialogProps) {
  const messageId = useId();
  return (
    <DialogFrame role="alertdialog" labelledBy={messageId}>
      <p id={messageId} className={styles.message}>
        {messageLines(message).join('\n')}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" size="large" onClick={onConfirm}>
          {confirmLabel ?? MSG.common.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
