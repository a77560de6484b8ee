import type { FocusTrap } from 'focus-trap';
import { type RefObject, useEffect } from 'react';
import { afterFirstScreen } from '../first-screen.ts';

type FocusTrapModule = typeof import('focus-trap');

/**
 * focus-trap and tabbable (6 KB gzip) stay out of the first screen: the module loads once the first screen
 * is complete (first-screen.ts), and a dialog opened before that (the home's popup) gets its trap then; the
 * page behind is inert meanwhile, so Tab cannot leave the dialog for the page. Such a dialog's opener is
 * remembered when it opens, not when its trap starts (by then the focus is in the dialog), so closing it
 * gives the focus back to the opener either way.
 */
let focusTrapModule: FocusTrapModule | undefined;
let loading: Promise<FocusTrapModule> | undefined;
const loadFocusTrap = (): Promise<FocusTrapModule> => {
  loading ??= import('focus-trap').then((module) => {
    focusTrapModule = module;
    return module;
  });
  return loading;
};
if (typeof window !== 'undefined') void afterFirstScreen().then(loadFocusTrap);

/** The first control of a dialog, as tabbable would find it in the usual dialog (no radio groups, no shadow roots). */
const FIRST_CONTROL =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
    // What had the focus as the dialog opened (not something the dialog focused on its own as it mounted).
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body && !container.contains(active)
        ? active
        : null;
    let trap: FocusTrap | undefined;
    let closed = false;
    const activate = ({ createFocusTrap }: FocusTrapModule, late: boolean) => {
      if (closed) return;
      trap = createFocusTrap(container, {
        // A trap that starts late finds the focus already in the dialog (below) and leaves it there.
        initialFocus:
          late && container.contains(document.activeElement)
            ? false
            : (initialFocusRef?.current ?? undefined),
        fallbackFocus: container,
        escapeDeactivates: false,
        allowOutsideClick: true,
        // Focus moves in the same task as the dialog opens and closes, as screen readers expect.
        delayInitialFocus: false,
        delayReturnFocus: false,
        returnFocusOnDeactivate: true,
        setReturnFocus: (focusedBeforeActivation) => opener ?? focusedBeforeActivation,
      });
      trap.activate();
    };
    // Loaded (the usual case, after the first screen): the trap starts in this task.
    if (focusTrapModule) activate(focusTrapModule, false);
    else {
      // Not yet: the focus goes into the dialog at once, as the trap would put it; the page behind is inert.
      (initialFocusRef?.current ?? container.querySelector<HTMLElement>(FIRST_CONTROL) ?? container).focus();
      // Its trap waits for the first screen too (the home's popup is part of it): Tab may leave the
      // dialog's last control for the browser meanwhile, never for the page.
      void afterFirstScreen()
        .then(loadFocusTrap)
        .then((module) => activate(module, true));
    }
    return () => {
      closed = true;
      if (trap) trap.deactivate();
      // Closed before focus-trap had loaded: the focus goes back as the trap would have sent it.
      else if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocusRef]);
}
