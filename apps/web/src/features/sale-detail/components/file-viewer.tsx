import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';

let opening = false;

/**
 * Opens the file viewer for a stored file (a registry document, an uploaded image): it fetches the file
 * with the user's session and shows it, or says why not. The viewer's code loads on the first open, and
 * pdf.js only when the file is a PDF.
 */
export function openFileViewer({ fileId, name, mime }: { fileId: string; name: string; mime: string }): void {
  if (opening) return;
  opening = true;
  void import('./file-viewer-dialog.tsx')
    .then(({ FileViewerDialog }) => {
      openModal((close) => <FileViewerDialog fileId={fileId} name={name} mime={mime} onClose={close} />);
    })
    .catch(() => alertDialog({ message: MSG.error.network }))
    .finally(() => {
      opening = false;
    });
}
