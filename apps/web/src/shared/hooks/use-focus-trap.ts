import { createFocusTrap } from 'focus-trap';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps Tab inside `containerRef` while mounted, focuses `initialFocusRef` (or the first control, or the
 * container itself) on mount, and gives the focus back to whatever had it before on unmount. The trap is
 * focus-trap's: dialogs stack (a confirm over a modal) and only the topmost one holds the focus; the one
 * below takes it back when the top one closes.
 *
 * What the trap leaves alone: Escape and device back (the modal host closes the top layer) and clicks
 * outside the panel (they land on the backdrop, and the page behind is inert).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const trap = createFocusTrap(container, {
      initialFocus: initialFocusRef?.current ?? undefined,
      fallbackFocus: container,
      escapeDeactivates: false,
      allowOutsideClick: true,
      // Focus moves in the same task as the dialog opens and closes, as screen readers expect.
      delayInitialFocus: false,
      delayReturnFocus: false,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [containerRef, initialFocusRef]);
}
