import { SALE_MEMO_MAX } from '@ansim/domain/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { useUpdateMemo } from '../api/update-memo.ts';
import { DASH_MSG } from '../messages.ts';
import styles from './dash-memo-dialog.module.css';

/** The length the server holds the memo to: its trimmed text, as zod's max counts it. */
export const memoLength = (memo: string): number => memo.trim().length;

interface MemoDialogProps {
  saleNo: number;
  title: string;
  memo: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The broker's private note on one listing: up to 200 characters, counted as typed; empty clears it. */
function DashMemoDialog({ saleNo, title, memo, onClose, onSaved }: MemoDialogProps) {
  const headingId = useId();
  const fieldId = useId();
  const counterId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(memo ?? '');
  const save = useUpdateMemo();
  const length = memoLength(text);
  const tooLong = length > SALE_MEMO_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || save.isPending) return;
    save.mutate(
      { saleNo, memo: text },
      {
        onSuccess: () => {
          onClose();
          onSaved();
        },
      },
    );
  };

  return (
    <DialogFrame layout="sheet" labelledBy={headingId} initialFocusRef={fieldRef}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {DASH_MSG.memo.title}
            <span className={styles.subject}>{title}</span>
          </h2>
          <button type="button" className={styles.close} aria-label={DASH_MSG.memo.cancel} onClick={onClose}>
            <IconClose size={22} />
          </button>
        </div>
        <div className={styles.body}>
          <label htmlFor={fieldId} className={styles.label}>
            {DASH_MSG.memo.label}
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            className={styles.textarea}
            value={text}
            rows={5}
            aria-invalid={tooLong || undefined}
            aria-describedby={counterId}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.foot}>
            <p className={tooLong ? styles.error : styles.hint}>
              {tooLong ? DASH_MSG.memo.tooLong(SALE_MEMO_MAX) : DASH_MSG.memo.hint}
            </p>
            <p id={counterId} className={tooLong ? styles.counterOver : styles.counter} aria-live="polite">
              {DASH_MSG.memo.counter(length, SALE_MEMO_MAX)}
            </p>
          </div>
          {save.isError && <FormAlert>{thrownMessage(save.error)}</FormAlert>}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={onClose}>
            {DASH_MSG.memo.cancel}
          </Button>
          <Button type="submit" size="large" disabled={tooLong || save.isPending}>
            {save.isPending ? DASH_MSG.memo.saving : DASH_MSG.memo.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

export function openMemoDialog(props: Omit<MemoDialogProps, 'onClose'>): void {
  openModal((close) => <DashMemoDialog {...props} onClose={close} />);
}
