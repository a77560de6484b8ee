import { adminInquiryAnswerBodySchema, INQUIRY_LIMITS } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { FormAlert } from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import text from '../../shared/text-area.module.css';
import { useAnswerAdminInquiry } from '../api/answer-admin-inquiry.ts';
import { ADMIN_INQUIRY_MSG } from '../messages.ts';
import styles from './inquiry-thread.module.css';

const TEXT = ADMIN_INQUIRY_MSG.form;

/**
 * The operator's one answer, checked by the contract's schema (2–1000 characters). A second answer from
 * another tab or operator comes back as the server's '이미 답변한 문의입니다.' under the field.
 */
export function AdminAnswerForm({ inquiryNo }: { inquiryNo: number }) {
  const fieldId = useId();
  const messageId = useId();
  const counterId = useId();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(adminInquiryAnswerBodySchema, {
    defaultValues: { answer: '' },
    mode: 'onSubmit',
  });
  const save = useAnswerAdminInquiry();
  const answer = form.watch('answer') ?? '';
  const error = errorOf(form.formState.errors, 'answer');

  const submit = form.handleSubmit(async ({ answer: text }) => {
    try {
      await save.mutateAsync({ inquiryNo, answer: text });
      setDone(true);
    } catch (thrown) {
      showServerMessage(form, thrownMessage(thrown), { fields: ['answer'] });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.formLabel}>
        {TEXT.label}
      </label>
      <textarea
        id={fieldId}
        className={text.textarea}
        rows={6}
        maxLength={INQUIRY_LIMITS.answer.max}
        placeholder={TEXT.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${messageId} ` : ''}${counterId}`}
        {...form.register('answer')}
      />
      <div className={text.meta}>
        <p id={messageId} className={error ? text.error : text.hint}>
          {error ?? TEXT.once}
        </p>
        <p className={text.counter}>
          <span aria-hidden="true">{TEXT.counter(answer.length)}</span>
          <span id={counterId} className="visually-hidden">
            {TEXT.counterLabel(answer.length)}
          </span>
        </p>
      </div>
      <FormAlert>{formAlertOf(form)}</FormAlert>
      <p role="status" className="visually-hidden">
        {done ? TEXT.done : ''}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? TEXT.sending : TEXT.submit}
      </Button>
    </form>
  );
}
