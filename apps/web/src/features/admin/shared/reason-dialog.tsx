import { ADMIN_REASON_MAX, adminReasonSchema } from '@ansim/domain/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { ADMIN_MSG } from '../messages.ts';
import { askInModal } from './ask-in-modal.ts';
import styles from './reason-dialog.module.css';
import textArea from './text-area.module.css';

export interface ReasonDialogOptions {
  title: string;
  /** What the action does and who will read the reason ('반려 사유는 회원에게 문자로 전송됩니다.'). */
  description?: string;
  confirmLabel: string;
  /** Prefilled text (a correction's earlier reason). */
  initial?: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}

/** Asks the operator for a reason (2–500 characters); the text, or null when cancelled or closed. */
export function reasonDialog(options: ReasonDialogOptions): Promise<string | null> {
  return askInModal<string | null>(
    (answer) => <ReasonDialog {...options} onCancel={() => answer(null)} onSubmit={answer} />,
    null,
  );
}

function ReasonDialog({
  title,
  description,
  confirmLabel,
  initial = '',
  danger = false,
  onCancel,
  onSubmit,
}: ReasonDialogOptions & { onCancel: () => void; onSubmit: (reason: string) => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const fieldId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminReasonSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_MSG.reason.placeholder);
      fieldRef.current?.focus();
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <DialogFrame
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocusRef={fieldRef}
      className={styles.panel}
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <label htmlFor={fieldId} className={styles.label}>
          {ADMIN_MSG.reason.label}
        </label>
        <textarea
          id={fieldId}
          ref={fieldRef}
          className={textArea.textarea}
          rows={4}
          maxLength={ADMIN_REASON_MAX}
          value={text}
          placeholder={ADMIN_MSG.reason.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <div className={textArea.meta}>
          <span id={errorId} className={textArea.error} role={error ? 'alert' : undefined}>
            {error}
          </span>
          <span className={textArea.counter}>{ADMIN_MSG.reason.counter(text.length, ADMIN_REASON_MAX)}</span>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={onCancel}>
            {ADMIN_MSG.reason.cancel}
          </Button>
          <Button type="submit" variant="primary" size="large" className={danger ? styles.danger : undefined}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
