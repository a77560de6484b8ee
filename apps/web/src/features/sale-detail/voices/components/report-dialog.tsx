import { validateText } from '@ansim/domain';
import type { MyReport } from '@ansim/domain/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { VOICES } from '../messages-voices.ts';
import { createSubmitGate } from '../model/submit-gate.ts';
import { VoiceDialog } from './voice-dialog.tsx';
import styles from './voice-form.module.css';
import { VoiceTextField } from './voice-text-field.tsx';

export interface ReportDialogProps {
  /** The caller's report on this listing: shown as it was sent, the form locked (spec 02 §4). */
  existing: MyReport | null;
  onSubmit: (reportText: string) => Promise<void>;
  onClose: () => void;
}

/** 허위매물 신고: 5–100 characters on what is not as advertised, once per listing, for the operator. */
export function ReportDialog({ existing, onSubmit, onClose }: ReportDialogProps) {
  const locked = existing !== null;
  const [text, setText] = useState(existing?.reportText ?? '');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const gate = useRef(createSubmitGate()).current;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const check = validateText('report', text);
  const error = locked || check.ok || (!tried && text.trim() === '') ? null : check.message;

  const submit = () => {
    setTried(true);
    if (!check.ok) {
      textRef.current?.focus();
      return;
    }
    void gate(async () => {
      setPending(true);
      try {
        await onSubmit(text.trim());
      } finally {
        setPending(false);
      }
    });
  };

  const foot = locked ? (
    <Button ref={closeRef} size="large" onClick={onClose}>
      {VOICES.confirm}
    </Button>
  ) : (
    <>
      <Button variant="secondary" size="large" onClick={onClose}>
        {VOICES.cancel}
      </Button>
      <Button type="submit" form={formId} size="large" disabled={pending} aria-busy={pending}>
        {VOICES.report.submit}
      </Button>
    </>
  );

  return (
    <VoiceDialog
      title={VOICES.report.title}
      onClose={onClose}
      foot={foot}
      initialFocusRef={locked ? closeRef : undefined}
    >
      {locked ? (
        <p className={styles.locked} role="status">
          {VOICES.report.exists}
        </p>
      ) : (
        <p className={styles.lead}>{VOICES.report.lead}</p>
      )}
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <VoiceTextField
          kind="report"
          label={VOICES.report.textLabel}
          placeholder={VOICES.report.placeholder}
          value={text}
          onChange={setText}
          error={error}
          disabled={locked}
          textareaRef={textRef}
          rows={4}
        />
      </form>
    </VoiceDialog>
  );
}
