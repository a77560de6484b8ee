import { type ReactNode, type RefObject, useId } from 'react';
import { DialogFrame } from '../../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../../shared/ui/icons.tsx';
import { VOICES } from '../messages-voices.ts';
import styles from './voice-dialog.module.css';

/**
 * The frame of the voices' dialogs: a sheet from the bottom of a phone's screen and a centred card on a
 * desktop, with its title, a close button, a body that scrolls and a foot that stays.
 */
export function VoiceDialog({
  title,
  onClose,
  foot,
  bodyRef,
  initialFocusRef,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  foot?: ReactNode;
  bodyRef?: RefObject<HTMLDivElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The panel's own size (a list that should not jump as its tabs change). */
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <DialogFrame layout="sheet" labelledBy={titleId} initialFocusRef={initialFocusRef} className={className}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={VOICES.close} onClick={onClose}>
          <IconClose />
        </button>
      </div>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      {foot && <div className={styles.foot}>{foot}</div>}
    </DialogFrame>
  );
}
