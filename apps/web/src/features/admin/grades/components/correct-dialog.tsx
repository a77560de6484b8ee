import { RATE_CODES, type RateCode } from '@ansim/domain';
import { ADMIN_REASON_MAX, adminGradeCorrectBodySchema } from '@ansim/domain/contract';
import { useId } from 'react';
import type { z } from 'zod';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../../shared/ui/dialog-frame.tsx';
import { FormAlert } from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { askInModal } from '../../shared/ask-in-modal.ts';
import text from '../../shared/text-area.module.css';
import { ADMIN_GRADE_MSG as M } from '../messages.ts';
import styles from './grades.module.css';

type Values = z.output<typeof adminGradeCorrectBodySchema>;

export interface CorrectDialogOptions {
  title: string;
  /** The grade the listing shows now: it cannot be picked (the server refuses a correction to it). */
  current: RateCode | null;
  /** Sends the correction; its rejection's message is shown in the dialog, which stays open. */
  submit: (values: Values) => Promise<unknown>;
}

/** Asks for a grade (1–5 as radio buttons) and a reason, and sends them; true when sent. */
export function correctDialog(options: CorrectDialogOptions): Promise<boolean> {
  return askInModal<boolean>(
    (answer) => <CorrectDialog {...options} onCancel={() => answer(false)} onDone={() => answer(true)} />,
    false,
  );
}

function CorrectDialog({
  title,
  current,
  submit,
  onCancel,
  onDone,
}: CorrectDialogOptions & { onCancel: () => void; onDone: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const gradeErrorId = useId();
  const reasonId = useId();
  const form = useSchemaForm(adminGradeCorrectBodySchema, {
    defaultValues: { grade: '' as RateCode, reason: '' },
  });
  const gradeError = errorOf(form.formState.errors, 'grade');
  const reasonError = errorOf(form.formState.errors, 'reason');
  const reasonLength = (form.watch('reason') ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
      onDone();
    } catch (error) {
      showServerMessage(form, thrownMessage(error), { fields: ['grade', 'reason'] });
    }
  });

  return (
    <DialogFrame labelledBy={titleId} describedBy={descriptionId} className={styles.dialogPanel}>
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className={styles.dialogTitle}>
          {M.dialog.title}
        </h2>
        <p id={descriptionId} className={styles.dialogNote}>
          {M.dialog.description(title)}
        </p>
        <fieldset
          className={styles.gradeSet}
          aria-invalid={gradeError ? true : undefined}
          aria-describedby={gradeError ? gradeErrorId : undefined}
        >
          <legend className={styles.fieldLabel}>{M.dialog.grade}</legend>
          <div className={styles.gradeOptions}>
            {RATE_CODES.map((rate) => (
              <label key={rate.code} className={styles[`gradeOption${rate.level}`]}>
                <input
                  type="radio"
                  value={rate.code}
                  disabled={rate.code === current}
                  {...form.register('grade')}
                />
                <span className={styles.gradeName}>{M.grades.level(rate.code)}</span>
                <span className={styles.gradeLabel}>
                  {rate.code === current ? M.dialog.current : rate.label}
                </span>
              </label>
            ))}
          </div>
          {gradeError && (
            <p id={gradeErrorId} className={text.error}>
              {gradeError}
            </p>
          )}
        </fieldset>
        <div className={styles.reasonField}>
          <label htmlFor={reasonId} className={styles.fieldLabel}>
            {M.dialog.reason}
          </label>
          <textarea
            id={reasonId}
            className={text.textarea}
            rows={4}
            maxLength={ADMIN_REASON_MAX}
            placeholder={M.dialog.reasonPlaceholder}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            {...form.register('reason')}
          />
          <div className={text.meta}>
            <span id={`${reasonId}-error`} className={text.error}>
              {reasonError}
            </span>
            <span className={text.counter}>
              {reasonLength}/{ADMIN_REASON_MAX}
            </span>
          </div>
        </div>
        {formAlertOf(form) && <FormAlert>{formAlertOf(form)}</FormAlert>}
        <div className={styles.formActions}>
          <Button variant="secondary" size="large" onClick={onCancel}>
            {M.dialog.cancel}
          </Button>
          <Button type="submit" variant="primary" size="large" disabled={form.formState.isSubmitting}>
            {M.dialog.submit}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
