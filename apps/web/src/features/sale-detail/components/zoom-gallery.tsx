import type { SaleImage } from '@ansim/domain/contract';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';

/** A second tap while the viewer's code is still loading must not open it twice. */
let opening = false;

/**
 * Opens the listing's photos full screen at `startIndex` (spec 01 §2 "Image zoom gallery"). The viewer's
 * code loads on the first open, so the detail page does not carry it. On close the focus goes back to what
 * had it when the gallery opened (the photo the user tapped).
 */
export function openZoomGallery({
  images,
  startIndex,
  title,
}: {
  images: SaleImage[];
  startIndex: number;
  title: string;
}): void {
  if (images.length === 0 || opening) return;
  opening = true;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // The focus trap hands the focus back too; this covers browsers where a tap does not focus the photo's
  // button (Safari), where the trap would have nothing to hand it to. After the dialog has left the page.
  const restoreFocus = () =>
    setTimeout(() => {
      if (opener?.isConnected && document.activeElement !== opener) opener.focus({ preventScroll: true });
    }, 0);
  void import('./zoom-gallery-dialog.tsx')
    .then(({ ZoomGalleryDialog }) => {
      openModal(
        (close) => (
          <ZoomGalleryDialog
            images={images}
            startIndex={startIndex}
            title={title}
            onClose={() => {
              close();
              restoreFocus();
            }}
          />
        ),
        { onDismiss: restoreFocus },
      );
    })
    .catch(() => alertDialog({ message: MSG.error.network }))
    .finally(() => {
      opening = false;
    });
}
