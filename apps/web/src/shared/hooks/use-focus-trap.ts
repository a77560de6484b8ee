import type { FocusTrap } from 'focus-trap';
import { type RefObject, useEffect } from 'react';
import { afterFirstScreen } from '../first-screen.ts';

type FocusTrapModule = typeof import('focus-trap');

/**
 * focus-trap and tabbable (6 KB gzip) stay out of the first screen: the module loads once the first screen
 * is complete (first-screen.ts), and a dialog opened before that (the home's popup) gets its trap then; the
 * page behind is inert meanwhile, so Tab cannot leave the dialog for the page.
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
    let trap: FocusTrap | undefined;
    let closed = false;
    const activate = ({ createFocusTrap }: FocusTrapModule) => {
      if (closed) return;
      trap = createFocusTrap(container, {
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
    };
    // Loaded (the usual case, after the first screen): the trap starts in this task, as before.
    if (focusTrapModule) activate(focusTrapModule);
    else void loadFocusTrap().then(activate);
    return () => {
      closed = true;
      trap?.deactivate();
    };
  }, [containerRef, initialFocusRef]);
}
