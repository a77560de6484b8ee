import {
  formatDate,
  JOIN_TYPE_LABELS,
  parseUserType,
  USER_TYPE_LABELS,
  validateMobilePhone,
  validateName,
} from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { type FormEvent, useId, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { type FoundAccount, useFindId } from '../api/post-find-id.ts';
import { IconCheckCircle } from '../components/auth-icons.tsx';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { FormAlert, formStyles, TextField } from '../components/form-fields.tsx';
import { PhoneVerification } from '../components/phone-verification.tsx';
import { thrownMessage } from '../model/server-error.ts';
import styles from './find-page.module.css';

/** Route /find/id: name and a phone proved by SMS give the account's id (spec 01 §7 POST /api/find/id). */
export function FindIdPage() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string | undefined; phone?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [found, setFound] = useState<FoundAccount[] | null>(null);
  const findId = useFindId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (findId.isPending) return;
    const nameCheck = validateName(name);
    const phoneCheck = validateMobilePhone(phone);
    const next = {
      name: nameCheck.ok ? undefined : nameCheck.message,
      phone: !phoneCheck.ok
        ? phoneCheck.message
        : verificationId
          ? undefined
          : ERRORS.SMS_NOT_VERIFIED.message,
    };
    setErrors(next);
    setFormError(null);
    if (next.name || next.phone || !verificationId) return;
    try {
      const envelope = await findId.mutateAsync({ name: name.trim(), phone, verificationId });
      if (envelope.code === 1 && envelope.entity) {
        setFound(envelope.entity);
        return;
      }
      // A proof that ran out (30 minutes) must be had again; after -1303 it still stands for another name.
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) setVerificationId(null);
      setFormError(envelope.message);
    } catch (error) {
      setFormError(thrownMessage(error));
    }
  };

  if (found) return <FoundAccounts accounts={found} />;

  return (
    <AuthLayout>
      <AuthIntro heading={MSG.auth.find.idHeading} lead={MSG.auth.find.idLead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={MSG.auth.form.name}
          autoComplete="name"
          maxLength={20}
          placeholder={MSG.auth.form.namePlaceholder}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
        />
        <PhoneVerification
          purpose="FIND_ID"
          phone={phone}
          onPhoneChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          verificationId={verificationId}
          onVerifiedChange={(id) => {
            setVerificationId(id);
            setErrors((current) => ({ ...current, phone: undefined }));
            setFormError(null);
          }}
          error={errors.phone}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="large" block disabled={findId.isPending}>
            {MSG.auth.find.submitId}
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
          {MSG.auth.find.resultTitle}
        </h2>
        <ul className={styles.accounts} aria-label={MSG.auth.find.resultLabel}>
          {accounts.map((account) => {
            const type = parseUserType(account.userType);
            return (
              <li key={`${account.id}-${account.createdAt}`} className={styles.account}>
                <span className={styles.accountId}>
                  {account.id ??
                    MSG.auth.find.socialAccount(
                      account.joinType ? JOIN_TYPE_LABELS[account.joinType] : 'SNS',
                    )}
                </span>
                <span className={styles.accountMeta}>
                  {type && <span className={styles.badge}>{USER_TYPE_LABELS[type]}</span>}
                  {MSG.auth.find.joinedAt(formatDate(account.createdAt))}
                </span>
              </li>
            );
          })}
        </ul>
        {anySocial && <p className={styles.note}>{MSG.auth.find.socialHint}</p>}
      </section>
      <div className={authLayoutStyles.footer}>
        <ButtonLink to="/login" state={{ id: firstId }} size="large" block replace>
          {MSG.auth.find.toLogin}
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
            {MSG.auth.find.toFindPassword}
          </ButtonLink>
        )}
      </div>
    </AuthLayout>
  );
}
