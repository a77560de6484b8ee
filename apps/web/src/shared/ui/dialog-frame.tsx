import { type ReactNode, type RefObject, useRef } from 'react';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { cx } from './cx.ts';
import styles from './dialog.module.css';

interface DialogFrameProps {
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The dimmed backdrop and the panel every dialog sits in: modal to assistive technology, focus kept inside
 * and handed back on close. Closing by Escape or device back is the modal host's job, not the panel's.
 */
export function DialogFrame({
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  initialFocusRef,
  className,
  children,
}: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, initialFocusRef);
  const panel = {
    ref: panelRef,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-label': label,
    tabIndex: -1,
    className: cx(styles.panel, className),
    children,
  };
  return (
    <div className={styles.backdrop}>
      {role === 'alertdialog' ? (
        <div role="alertdialog" aria-modal="true" {...panel} />
      ) : (
        <div role="dialog" aria-modal="true" {...panel} />
      )}
    </div>
  );
}
