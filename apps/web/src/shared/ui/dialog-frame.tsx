import { type ReactNode, type RefObject, useRef } from 'react';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { cx } from './cx.ts';
import styles from './dialog.module.css';

/**
 * How the panel sits on the screen. `card`: a small centred card (alerts, confirms, short choices).
 * `sheet`: a sheet from the bottom of a phone's screen, a centred card on desktop (explanations).
 * `screen`: the whole of a phone's screen, a large centred card on desktop (the full filter).
 */
export type DialogLayout = 'card' | 'sheet' | 'screen';

const LAYOUTS: Record<DialogLayout, { backdrop: string | undefined; panel: string | undefined }> = {
  card: { backdrop: styles.backdrop, panel: styles.panel },
  sheet: { backdrop: styles.sheetBackdrop, panel: styles.sheet },
  screen: { backdrop: styles.screenBackdrop, panel: styles.screen },
};

interface DialogFrameProps {
  role?: 'dialog' | 'alertdialog';
  layout?: DialogLayout;
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
  layout = 'card',
  labelledBy,
  describedBy,
  label,
  initialFocusRef,
  className,
  children,
}: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, initialFocusRef);
  const { backdrop, panel: panelClass } = LAYOUTS[layout];
  const panel = {
    ref: panelRef,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-label': label,
    tabIndex: -1,
    className: cx(panelClass, className),
    children,
  };
  return (
    <div className={backdrop}>
      {role === 'alertdialog' ? (
        <div role="alertdialog" aria-modal="true" {...panel} />
      ) : (
        <div role="dialog" aria-modal="true" {...panel} />
      )}
    </div>
  );
}
