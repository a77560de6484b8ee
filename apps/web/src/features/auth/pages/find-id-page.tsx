import {
  type FindIdForm,
  findIdFormSchema,
  formatDate,
  JOIN_TYPE_LABELS,
  parseUserType,
  USER_TYPE_LABELS,
} from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { PhoneVerification } from '../../../shared/phone-verification/phone-verification.tsx';
import { usePhoneVerificationField } from '../../../shared/phone-verification/use-phone-verification-field.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import {
  fieldProps,
  formAlertOf,
  setFormAlert,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { IconCheckCircle } from '../../../shared/ui/icons.tsx';
import { type FoundAccount, useFindId } from '../api/post-find-id.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import styles from './find-page.module.css';

const EMPTY: FindIdForm = { name: '', phone: '', verificationId: '' };

/** Route /find/id: name and a phone proved by SMS give the account's id (product.md §A7 POST /api/find/id). */
export function FindIdPage() {
  const [found, setFound] = useState<FoundAccount[] | null>(null);
  const form = useSchemaForm(findIdFormSchema, { defaultValues: EMPTY, mode: 'onSubmit' });
  const phone = usePhoneVerificationField(form);
  const findId = useFindId();

  const onSubmit = form.handleSubmit(async (values) => {
    if (findId.isPending) return;
    try {
      const envelope = await findId.mutateAsync(values);
      if (envelope.code === 1 && envelope.entity) {
        setFound(envelope.entity);
        return;
      }
      // A proof that ran out (30 minutes) must be had again; after -1303 it still stands for another name.
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) form.setValue('verificationId', '');
      setFormAlert(form, envelope.message);
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  });

  if (found) return <FoundAccounts accounts={found} />;

  return (
    <AuthLayout>
      <AuthIntro heading={AUTH_MSG.find.idHeading} lead={AUTH_MSG.find.idLead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={AUTH_MSG.form.name}
          autoComplete="name"
          maxLength={20}
          placeholder={AUTH_MSG.form.namePlaceholder}
          {...fieldProps(form, 'name')}
        />
        <PhoneVerification purpose="FIND_ID" {...phone} />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formAlertOf(form)}</FormAlert>
          <Button type="submit" size="large" block disabled={findId.isPending}>
            {AUTH_MSG.find.submitId}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

function FoundAccounts({ accounts }: { accounts: FoundAccount[] }) {
  const headingId = useId();
  const firstId = accounts.find((account) => account.id)?.id ?? undefined;
  const anySocial = accounts.some((account) => !account.id);
  return (
    <AuthLayout>
      <section className={styles.found} aria-labelledby={headingId}>
        <span className={styles.foundIcon}>
          <IconCheckCircle size={36} />
        </span>
        <h2 id={headingId} className={styles.foundHeading}>
          {AUTH_MSG.find.resultTitle}
        </h2>
        <ul className={styles.accounts} aria-label={AUTH_MSG.find.resultLabel}>
          {accounts.map((account) => {
            const type = parseUserType(account.userType);
            return (
              <li key={`${account.id}-${account.createdAt}`} className={styles.account}>
                <span className={styles.accountId}>
                  {account.id ??
                    AUTH_MSG.find.socialAccount(
                      account.joinType ? JOIN_TYPE_LABELS[account.joinType] : 'SNS',
                    )}
                </span>
                <span className={styles.accountMeta}>
                  {type && <span className={styles.badge}>{USER_TYPE_LABELS[type]}</span>}
                  {AUTH_MSG.find.joinedAt(formatDate(account.createdAt))}
                </span>
              </li>
            );
          })}
        </ul>
        {anySocial && <p className={styles.note}>{AUTH_MSG.find.socialHint}</p>}
      </section>
      <div className={authLayoutStyles.footer}>
        <ButtonLink to="/login" state={{ id: firstId }} size="large" block replace>
          {AUTH_MSG.find.toLogin}
        </ButtonLink>
        {firstId && (
          <ButtonLink
            to="/find/password"
            state={{ id: firstId }}
            variant="secondary"
            size="large"
            block
            replace
          >
            {AUTH_MSG.find.toFindPassword}
          </ButtonLink>
        )}
      </div>
    </AuthLayout>
  );
}
