import { useEffect, useEffectEvent } from 'react';
import { dismissTopModal, hasOpenModal } from '../../shared/modal/modal-store.ts';
import { native, onNativeBack } from '../../shared/native/index.ts';
import { backRuleFor } from './back-rules.ts';

export type DeviceBackOutcome = 'closed-layer' | 'exit' | 'back';

/**
 * product.md §A2: alert modals first, then modals, then the side bar; then top-level screens leave the app and
 * the others go back (asking first on draft screens, see UnsavedChangesGuard).
 */
export function handleDeviceBack(pathname: string, goBack: () => void): DeviceBackOutcome {
  if (dismissTopModal()) return 'closed-layer';
  if (backRuleFor(pathname) === 'exit') {
    // In a browser there is nothing to exit; the page stays.
    void native.finish();
    return 'exit';
  }
  goBack();
  return 'back';
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Wires the native shell's back event and, in a browser, Escape to `handleDeviceBack`. */
export function useDeviceBack(pathname: string, goBack: () => void): void {
  const onBack = useEffectEvent(() => {
    handleDeviceBack(pathname, goBack);
  });

  useEffect(() => {
    const offNative = onNativeBack(() => onBack());
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape while composing Hangul cancels the composition; it is not a back press.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      // In a text field with nothing open, Escape belongs to the field.
      if (!hasOpenModal() && isEditable(event.target)) return;
      event.preventDefault();
      onBack();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      offNative();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
