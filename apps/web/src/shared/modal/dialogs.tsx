import { AlertDialog } from '../ui/alert-dialog.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { openAlertModal } from './modal-store.ts';

export interface ConfirmOptions {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The spec's confirm (취소/확인). Resolves false when cancelled or closed by back, Escape or navigation. */
export function confirmDialog({ message, confirmLabel, cancelLabel }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    openAlertModal(
      (close) => (
        <ConfirmDialog
          message={message}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onCancel={() => {
            close();
            resolve(false);
          }}
          onConfirm={() => {
            close();
            resolve(true);
          }}
        />
      ),
      { onDismiss: () => resolve(false) },
    );
  });
}

/** The spec's base alert: a message and 확인. Resolves however it is closed. */
export function alertDialog({
  message,
  confirmLabel,
}: {
  message: string;
  confirmLabel?: string;
}): Promise<void> {
  return new Promise((resolve) => {
    openAlertModal(
      (close) => (
        <AlertDialog
          message={message}
          confirmLabel={confirmLabel}
          onConfirm={() => {
            close();
            resolve();
          }}
        />
      ),
      { onDismiss: () => resolve() },
    );
  });
}
