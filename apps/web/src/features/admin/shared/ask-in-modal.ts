import type { ReactNode } from 'react';
import { openModal } from '../../../shared/modal/modal-store.ts';

/**
 * Opens a dialog and waits for its answer: the dialog calls `answer` (which closes it); closing it any
 * other way (Esc, the backdrop) answers `dismissed`.
 */
export function askInModal<T>(render: (answer: (value: T) => void) => ReactNode, dismissed: T): Promise<T> {
  return new Promise((resolve) => {
    openModal(
      (close) =>
        render((value) => {
          close();
          resolve(value);
        }),
      { onDismiss: () => resolve(dismissed) },
    );
  });
}
