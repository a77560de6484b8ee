import {
  formatDate,
  formatPhone,
  JOIN_TYPE_LABELS,
  normalizePhone,
  parseUserType,
  USER_TYPE_LABELS,
  validateEmail,
  validateMobilePhone,
  validateName,
} from '@ansim/domain';
import { ERRORS, type UserDetail } from '@ansim/domain/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { PhoneVerification } from '../../../shared/phone-verification/phone-verification.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import { IconUser } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useUserDetail } from '../api/patch-user-detail.ts';
import { type ModifyUserInput, useModifyUser } from '../api/post-user-modify.ts';
import { LoginRequired } from '../components/login-required.tsx';
import styles from './profile-page.module.css';

/** Route /myPage/profile: name, e-mail, phone (proved by SMS) and, for brokers and lawyers, the office. */
export function ProfilePage() {
  const user = useUserStore((state) => state.user);
  const detail = useUserDetail(user?.userNo);
  if (!user) return <LoginRequired />;
  return (
    <QueryState query={detail} errorTitle={MSG.account.loadError} errorIcon={<IconUser size={26} />}>
      {(loaded) => <ProfileForm detail={loaded} />}
    </QueryState>
  );
}

type Field = 'name' | 'email' | 'phone' | 'company';

function ProfileForm({ detail }: { detail: UserDetail }) {
  const navigate = useNavigate();
  const accountId = useId();
  const modify = useModifyUser();
  const userType = parseUserType(detail.userType);
  const professional = userType === 'BROKER' || userType === 'LAWYER' ? userType : null;
  const [name, setName] = useState(detail.name);
  const [email, setEmail] = useState(detail.email ?? '');
  const [company, setCompany] = useState(detail.company ?? '');
  const [changingPhone, setChangingPhone] = useState(false);
  const [phone, setPhone] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const clearError = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  /** Only what changed goes to the server. */
  const changes = (): Omit<ModifyUserInput, 'userNo'> => ({
    ...(name.trim() !== detail.name ? { name: name.trim() } : {}),
    ...(email.trim() !== '' && email.trim() !== (detail.email ?? '') ? { email: email.trim() } : {}),
    ...(professional && company.trim() !== (detail.company ?? '') ? { company: company.trim() } : {}),
    ...(changingPhone && phone !== ''
      ? { phone: normalizePhone(phone), verificationId: verificationId ?? '' }
      : {}),
  });

  const validate = (): Partial<Record<Field, string>> => {
    const next: Partial<Record<Field, string>> = {};
    const nameCheck = validateName(name);
    if (!nameCheck.ok) next.name = nameCheck.message;
    if (email.trim() !== '') {
      const emailCheck = validateEmail(email);
      if (!emailCheck.ok) next.email = emailCheck.message;
    }
    if (professional && company.trim() === '') next.company = MSG.auth.extra.companyRequired;
    if (changingPhone) {
      const phoneCheck = validateMobilePhone(phone);
      if (!phoneCheck.ok) next.phone = phoneCheck.message;
      else if (normalizePhone(phone) === detail.phone) next.phone = MSG.account.profile.samePhone;
      else if (!verificationId) next.phone = ERRORS.SMS_NOT_VERIFIED.message;
    }
    return next;
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (modify.isPending) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    const changed = changes();
    if (Object.keys(changed).length === 0) {
      setFormError(MSG.account.profile.noChanges);
      return;
    }
    try {
      const envelope = await modify.mutateAsync({ userNo: detail.userNo, ...changed });
      if (envelope.code === 1) {
        void navigate('/myPage/profile/success', { replace: true });
        return;
      }
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) {
        setVerificationId(null);
        setErrors({ phone: envelope.message });
        return;
      }
      const { field, text } = splitFieldMessage(envelope.message);
      const known = field === 'verificationId' ? 'phone' : field;
      if (known === 'name' || known === 'email' || known === 'phone' || known === 'company') {
        setErrors({ [known]: text });
        focusFirstInvalid();
      } else {
        setFormError(text);
      }
    } catch (error) {
      setFormError(thrownMessage(error));
    }
  };

  const provider = detail.joinType ? JOIN_TYPE_LABELS[detail.joinType] : null;

  return (
    <PageSection>
      <section className={styles.card} aria-labelledby={accountId}>
        <h2 id={accountId} className={styles.sectionTitle}>
          {MSG.account.profile.sectionAccount}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{MSG.account.profile.id}</dt>
            <dd>{detail.id ?? (provider ? MSG.account.socialAccount(provider) : '-')}</dd>
          </div>
          <div>
            <dt>{MSG.account.profile.userType}</dt>
            <dd>{userType ? USER_TYPE_LABELS[userType] : detail.userType}</dd>
          </div>
          <div>
            <dt>{MSG.account.profile.joinedAt}</dt>
            <dd>{formatDate(detail.createdAt)}</dd>
          </div>
          {professional === 'BROKER' && detail.profile?.businessNo && (
            <div>
              <dt>{MSG.account.profile.businessNo}</dt>
              <dd>{detail.profile.businessNo}</dd>
            </div>
          )}
          {professional && detail.profile?.registrationNo && (
            <div>
              <dt>{MSG.account.profile.registrationNo}</dt>
              <dd>{detail.profile.registrationNo}</dd>
            </div>
          )}
        </dl>
      </section>

      <form ref={formRef} className={styles.card} noValidate onSubmit={onSubmit}>
        <fieldset className={formStyles.fieldset}>
          <legend className={styles.sectionTitle}>{MSG.account.profile.sectionEdit}</legend>
          <TextField
            label={MSG.auth.form.name}
            autoComplete="name"
            maxLength={20}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clearError('name');
            }}
            error={errors.name}
          />
          <TextField
            label={MSG.auth.form.email}
            optional
            type="email"
            autoComplete="email"
            maxLength={100}
            placeholder={MSG.auth.form.emailPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clearError('email');
            }}
            error={errors.email}
          />
          {professional && (
            <TextField
              label={MSG.account.profile.company[professional]}
              autoComplete="organization"
              maxLength={100}
              value={company}
              onChange={(event) => {
                setCompany(event.target.value);
                clearError('company');
              }}
              error={errors.company}
            />
          )}
          <TextField
            label={MSG.account.profile.phoneCurrent}
            value={formatPhone(detail.phone)}
            readOnly
            action={
              <Button
                variant="secondary"
                className={formStyles.action}
                aria-expanded={changingPhone}
                onClick={() => {
                  setChangingPhone((open) => !open);
                  setPhone('');
                  setVerificationId(null);
                  clearError('phone');
                }}
              >
                {changingPhone ? MSG.account.profile.cancelPhoneChange : MSG.account.profile.changePhone}
              </Button>
            }
          />
          {changingPhone && (
            <PhoneVerification
              purpose="CHANGE_PHONE"
              label={MSG.account.profile.newPhone}
              phone={phone}
              autoFocus
              onPhoneChange={(value) => {
                setPhone(value);
                clearError('phone');
              }}
              verificationId={verificationId}
              onVerifiedChange={(value) => {
                setVerificationId(value);
                clearError('phone');
              }}
              error={errors.phone}
            />
          )}
        </fieldset>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="large" block disabled={modify.isPending}>
          {MSG.account.profile.save}
        </Button>
      </form>
    </PageSection>
  );
}
