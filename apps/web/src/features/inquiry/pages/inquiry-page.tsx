import { INQUIRY_LIMITS } from '@ansim/domain/contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCodeList } from '../../../shared/api/get-code-list.ts';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  setFormAlert,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { usePostOneToOneInquiry } from '../api/post-one-to-one-inquiry.ts';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import { INQUIRY_LIST_PATH } from '../model/inquiry-paths.ts';
import { EMPTY_ONE_TO_ONE, ONE_TO_ONE_CATEGORIES, oneToOneFormSchema } from '../model/one-to-one-form.ts';
import styles from './inquiry-pages.module.css';

const TEXT = INQUIRY_MSG.oneToOne;
const FIELDS = ['inquiryType', 'title', 'content'] as const;

/** The categories as the operator named them in the INQUIRY_TYPE codes, in the codes' order. */
function useCategoryOptions() {
  const codes = useCodeList({ groupCode: 'INQUIRY_TYPE' });
  const options = (codes.data ?? [])
    .filter((code) => (ONE_TO_ONE_CATEGORIES as readonly string[]).includes(code.code))
    .map((code) => ({ value: code.code, label: code.codeName }));
  return { options, isPending: codes.isPending };
}

function OneToOneForm({ userNo }: { userNo: number }) {
  const navigate = useNavigate();
  const contentId = useId();
  const messageId = useId();
  const counterId = useId();
  const categories = useCategoryOptions();
  const form = useSchemaForm(oneToOneFormSchema, { defaultValues: EMPTY_ONE_TO_ONE });
  const save = usePostOneToOneInquiry();
  const content = form.watch('content') ?? '';
  const contentError = errorOf(form.formState.errors, 'content');

  const submit = form.handleSubmit(async (values) => {
    let envelope: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      envelope = await save.mutateAsync({ userNo, form: values });
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
      return;
    }
    if (envelope.code !== 1) {
      showServerMessage(form, envelope.message, { fields: FIELDS });
      return;
    }
    await alertDialog({ message: TEXT.saved });
    void navigate(INQUIRY_LIST_PATH);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{TEXT.intro}</p>
      <SelectField
        label={TEXT.category}
        placeholder={TEXT.categoryPlaceholder}
        options={categories.options}
        disabled={categories.isPending}
        {...fieldProps(form, 'inquiryType')}
      />
      <TextField
        label={TEXT.title}
        placeholder={TEXT.titlePlaceholder}
        maxLength={INQUIRY_LIMITS.title.max}
        {...fieldProps(form, 'title')}
      />
      <div className={styles.textareaField}>
        <label htmlFor={contentId} className={styles.label}>
          {TEXT.content}
        </label>
        <textarea
          id={contentId}
          className={styles.textarea}
          rows={8}
          maxLength={INQUIRY_LIMITS.content.max}
          placeholder={TEXT.contentPlaceholder}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${contentError ? `${messageId} ` : ''}${counterId}`}
          {...form.register('content')}
        />
        <div className={styles.foot}>
          <p id={messageId} className={styles.error}>
            {contentError ?? ''}
          </p>
          <p className={styles.counter}>
            <span aria-hidden="true">{TEXT.counter(content.length)}</span>
            <span id={counterId} className="visually-hidden">
              {TEXT.counterLabel(content.length)}
            </span>
          </p>
        </div>
      </div>
      <FormAlert>{formAlertOf(form)}</FormAlert>
      <Button type="submit" size="large" block disabled={save.isPending}>
        {save.isPending ? TEXT.sending : TEXT.submit}
      </Button>
      <Link to={INQUIRY_LIST_PATH} className={styles.history}>
        {TEXT.history}
      </Link>
    </form>
  );
}

/** Route /inquiry (1대1 문의): a question to the operator with a category, a title and a text. */
export function InquiryPage() {
  const user = useUserStore((state) => state.user);
  if (!user) return <LoginRequired />;
  return (
    <PageSection>
      <OneToOneForm userNo={user.userNo} />
    </PageSection>
  );
}
