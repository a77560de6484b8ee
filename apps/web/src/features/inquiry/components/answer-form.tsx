import { INQUIRY_LIMITS, inquiryAnswerBodySchema } from '@ansim/domain/contract';
import { useId } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { useAnswerInquiry } from '../api/answer-inquiry.ts';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import styles from './inquiry-thread.module.css';

const TEXT = INQUIRY_MSG.answerForm;

/**
 * The broker's answer, 2–1000 characters with a counter, checked by the contract's own schema. One answer
 * per inquiry: a second from another tab comes back as the server's '이미 답변한 문의입니다.'.
 */
export function AnswerForm({ inquiryNo }: { inquiryNo: number }) {
  const fieldId = useId();
  const messageId = useId();
  const counterId = useId();
  const form = useSchemaForm(inquiryAnswerBodySchema, { defaultValues: { answer: '' }, mode: 'onSubmit' });
  const save = useAnswerInquiry();
  const answer = form.watch('answer') ?? '';
  const error = errorOf(form.formState.errors, 'answer');

  const submit = form.handleSubmit(async ({ answer: text }) => {
    try {
      await save.mutateAsync({ inquiryNo, answer: text });
    } catch (thrown) {
      showServerMessage(form, thrownMessage(thrown), { fields: ['answer'] });
      return;
    }
    await alertDialog({ message: TEXT.done });
  });

  return (
    <form className={styles.answerForm} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.formLabel}>
        {TEXT.label}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={5}
        maxLength={INQUIRY_LIMITS.answer.max}
        placeholder={TEXT.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${messageId} ` : ''}${counterId}`}
        {...form.register('answer')}
      />
      <div className={styles.foot}>
        <p id={messageId} className={styles.error}>
          {error ?? ''}
        </p>
        <p className={styles.counter}>
          <span aria-hidden="true">{TEXT.counter(answer.length)}</span>
          <span id={counterId} className="visually-hidden">
            {TEXT.counterLabel(answer.length)}
          </span>
        </p>
      </div>
      <FormAlert>{formAlertOf(form)}</FormAlert>
      <Button type="submit" size="large" disabled={save.isPending}>
        {save.isPending ? TEXT.sending : TEXT.submit}
      </Button>
    </form>
  );
}
