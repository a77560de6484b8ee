import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Dialogs stack (a confirm over a modal); only the topmost one may hold the focus.
const stack: HTMLElement[] = [];

const focusables = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Keeps Tab inside `containerRef` while mounted, focuses `initialFocusRef` (or the first control) on mount,
 * and gives the focus back to whatever had it before on unmount.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(container);
    (initialFocusRef?.current ?? focusables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || stack.at(-1) !== container) return;
      const items = focusables(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (!container.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(container), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [containerRef, initialFocusRef]);
}
