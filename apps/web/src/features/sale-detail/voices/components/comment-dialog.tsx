import { RATE_CODES, type RateCode, validateText } from '@ansim/domain';
import type { MyComment } from '@ansim/domain/contract';
import { useId, useRef, useState } from 'react';
import { MSG } from '../../../../shared/messages.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { VOICES } from '../messages-voices.ts';
import { createSubmitGate } from '../model/submit-gate.ts';
import { VoiceDialog } from './voice-dialog.tsx';
import styles from './voice-form.module.css';
import { VoiceTextField } from './voice-text-field.tsx';

/** The contract's message for a missing grade (rateCodeSchema), shown before the call is made. */
const GRADE_REQUIRED = '안전등급을 선택해주세요.';

export interface CommentDialogProps {
  /** The caller's comment on this listing: shown as it was sent, the form locked (spec 02 §4). */
  existing: MyComment | null;
  /** A broker earns advertising units by commenting and is told so, and of the penalty, before sending. */
  showReward: boolean;
  onSubmit: (safetyGrade: RateCode, safetyText: string) => Promise<void>;
  onClose: () => void;
}

/**
 * 안전등급 평가: one of the five grades and 20–500 characters on why. Opened after the existence check; a
 * second comment is not possible (the server holds one per user per listing).
 */
export function CommentDialog({ existing, showReward, onSubmit, onClose }: CommentDialogProps) {
  const locked = existing !== null;
  const [grade, setGrade] = useState<RateCode | null>(existing?.safetyGrade ?? null);
  const [text, setText] = useState(existing?.safetyText ?? '');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const gate = useRef(createSubmitGate()).current;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const gradeRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const legendId = useId();
  const gradeErrorId = useId();
  const name = useId();
  const formId = useId();

  const textCheck = validateText('safetyComment', text);
  const textError = locked || textCheck.ok || (!tried && text.trim() === '') ? null : textCheck.message;
  const gradeError = !locked && tried && grade === null ? GRADE_REQUIRED : null;

  // The checks answer every press; only a press that would send is debounced.
  const submit = () => {
    setTried(true);
    if (grade === null) {
      gradeRef.current?.focus();
      return;
    }
    if (!textCheck.ok) {
      textRef.current?.focus();
      return;
    }
    void gate(async () => {
      setPending(true);
      try {
        await onSubmit(grade, text.trim());
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
        {VOICES.comment.submit}
      </Button>
    </>
  );

  return (
    <VoiceDialog
      title={VOICES.comment.title}
      onClose={onClose}
      foot={foot}
      initialFocusRef={locked ? closeRef : undefined}
    >
      {locked && (
        <p className={styles.locked} role="status">
          {VOICES.comment.exists}
        </p>
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
        <fieldset
          className={styles.grades}
          disabled={locked}
          aria-describedby={gradeError ? gradeErrorId : undefined}
        >
          <legend id={legendId} className={styles.label}>
            {VOICES.comment.lead}
          </legend>
          <div className={styles.gradeChoices}>
            {RATE_CODES.map((rate, index) => (
              <label
                key={rate.code}
                className={cx(
                  styles.gradeChoice,
                  styles[`grade${rate.level}`],
                  grade === rate.code && styles.gradeOn,
                )}
              >
                <input
                  ref={index === 0 ? gradeRef : undefined}
                  type="radio"
                  name={name}
                  value={rate.code}
                  checked={grade === rate.code}
                  disabled={locked}
                  onChange={() => setGrade(rate.code)}
                  className={styles.gradeInput}
                />
                <span className={styles.gradeDot} aria-hidden="true" />
                <span className={styles.gradeLevel}>{MSG.grades.name(rate.level)}</span>
                <span className={styles.gradeLabel}>{rate.label}</span>
              </label>
            ))}
          </div>
          {gradeError && (
            <p id={gradeErrorId} className={styles.error} role="alert">
              {gradeError}
            </p>
          )}
        </fieldset>
        <VoiceTextField
          kind="safetyComment"
          label={VOICES.comment.textLabel}
          placeholder={VOICES.comment.placeholder}
          value={text}
          onChange={setText}
          error={textError}
          disabled={locked}
          textareaRef={textRef}
        />
      </form>
      {showReward && !locked && (
        <aside className={styles.reward} aria-label={VOICES.comment.rewardTitle}>
          <p className={styles.rewardTitle}>{VOICES.comment.rewardTitle}</p>
          <p>{VOICES.comment.rewardNotice}</p>
          <p className={styles.rewardWarning}>{VOICES.comment.rewardWarning}</p>
        </aside>
      )}
    </VoiceDialog>
  );
}
