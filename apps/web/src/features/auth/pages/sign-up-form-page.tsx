import {
  JOIN_TYPE_LABELS,
  parseUserType,
  type UserType,
  VALIDATION_MESSAGES,
  validateBirthDate,
  validateEmail,
  validateId,
  validateMobilePhone,
  validateName,
  validatePassword,
} from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useDuplicationCheck } from '../api/get-duplication-check.ts';
import { AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { FormAlert, formStyles, TextField } from '../components/form-fields.tsx';
import { PasswordField, PasswordRules } from '../components/password-field.tsx';
import { PhoneVerification } from '../components/phone-verification.tsx';
import { thrownMessage } from '../model/server-error.ts';
import { type SignUpProblem, useSubmitSignUp } from '../model/sign-up.ts';

type Field = 'id' | 'password' | 'passwordConfirm' | 'name' | 'phone' | 'email' | 'birthDate';
type Errors = Partial<Record<Field, string>>;
const FIELD_ORDER: readonly Field[] = [
  'id',
  'password',
  'passwordConfirm',
  'name',
  'phone',
  'email',
  'birthDate',
];

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The server names the phone proof `verificationId`; on this screen it belongs to the phone. */
const fieldOf = (field: string | null): Field | null => {
  if (field === 'verificationId') return 'phone';
  return field !== null && (FIELD_ORDER as readonly string[]).includes(field) ? (field as Field) : null;
};

/**
 * Route /signUp/{userType}: the account itself. An id sign-up checks the id and sets a password; a social
 * sign-up has neither, and starts from what the provider told us. Everyone proves a phone by SMS. General
 * members finish here; brokers and lawyers go on to their office details and documents.
 */
export function SignUpFormPage() {
  const userType = parseUserType(useParams().userType);
  const agreements = useUserStore((state) => state.signUpTemp.agreements);
  if (!userType) return <Navigate to="/signUp" replace />;
  if (!agreements) {
    return (
      <PageSection>
        <PromptCard
          centered
          icon={<IconDocumentCheck size={26} />}
          title={MSG.auth.form.needAgreementTitle}
          body={MSG.auth.form.needAgreementBody}
          actions={
            <ButtonLink to="/signUp" size="large">
              {MSG.auth.form.restart}
            </ButtonLink>
          }
        />
      </PageSection>
    );
  }
  return <SignUpForm userType={userType} />;
}

function SignUpForm({ userType }: { userType: UserType }) {
  const navigate = useNavigate();
  const location = useLocation();
  const sns = useUserStore((state) => state.snsLoginData);
  const [initial] = useState(() => useUserStore.getState().signUpTemp);
  const [values, setValues] = useState({
    id: initial.id ?? '',
    password: initial.password ?? '',
    passwordConfirm: initial.passwordConfirm ?? '',
    name: initial.name ?? sns?.name ?? '',
    phone: initial.phone ?? '',
    email: initial.email ?? sns?.email ?? '',
    birthDate: initial.birthDate ?? '',
  });
  const [checkedId, setCheckedId] = useState<string | null>(initial.checkedId ?? null);
  const [verificationId, setVerificationId] = useState<string | null>(initial.verificationId ?? null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>(() => {
    // The next step may send a refusal back here (the id was taken in the meantime, the proof ran out).
    const problem = (location.state as { problem?: SignUpProblem } | null)?.problem;
    const field = fieldOf(problem?.field ?? null);
    return problem && field ? { [field]: problem.message } : {};
  });
  const [formError, setFormError] = useState<string | null>(null);
  const duplication = useDuplicationCheck();
  const { submit, isPending } = useSubmitSignUp(userType);
  const formRef = useRef<HTMLFormElement>(null);
  const social = sns !== null;
  const finishesHere = userType === 'GENERAL';

  const validate = (): Errors => {
    const next: Errors = {};
    if (!social) {
      const id = validateId(values.id);
      if (!id.ok) next.id = id.message;
      else if (checkedId !== values.id) next.id = MSG.auth.form.idCheckRequired;
      const password = validatePassword(values.password);
      if (!password.ok) next.password = password.message;
      if (values.passwordConfirm === '') next.passwordConfirm = VALIDATION_MESSAGES.passwordRequired;
      else if (values.passwordConfirm !== values.password)
        next.passwordConfirm = VALIDATION_MESSAGES.passwordMismatch;
    }
    const name = validateName(values.name);
    if (!name.ok) next.name = name.message;
    const phone = validateMobilePhone(values.phone);
    if (!phone.ok) next.phone = phone.message;
    else if (!verificationId) next.phone = ERRORS.SMS_NOT_VERIFIED.message;
    if (values.email.trim() !== '') {
      const email = validateEmail(values.email);
      if (!email.ok) next.email = email.message;
    }
    if (values.birthDate !== '') {
      const birthDate = validateBirthDate(values.birthDate, new Date());
      if (!birthDate.ok) next.birthDate = birthDate.message;
    }
    return next;
  };

  const clientErrors = validate();
  // A field speaks up once the user has left it, or after the first submit; the server's word wins.
  const errorOf = (field: Field): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? clientErrors[field] : undefined);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const onCheckId = async () => {
    const check = validateId(values.id);
    setTouched((current) => ({ ...current, id: true }));
    if (!check.ok) return;
    try {
      const envelope = await duplication.mutateAsync(values.id);
      if (envelope.code === 1 && envelope.entity?.available) {
        setCheckedId(values.id);
        setServerErrors((current) => ({ ...current, id: undefined }));
      } else {
        setCheckedId(null);
        const message = envelope.code === 1 ? ERRORS.DUPLICATE_ID.message : envelope.message;
        setServerErrors((current) => ({ ...current, id: message }));
      }
    } catch (error) {
      setServerErrors((current) => ({ ...current, id: thrownMessage(error) }));
    }
  };

  const focusFirstError = (errors: Errors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus(),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFormError(MSG.auth.form.checkFields);
      focusFirstError(clientErrors);
      return;
    }
    useUserStore.getState().setSignUpTemp({
      userType,
      ...(social ? {} : { id: values.id, checkedId: checkedId ?? undefined }),
      password: social ? undefined : values.password,
      passwordConfirm: social ? undefined : values.passwordConfirm,
      name: values.name.trim(),
      phone: values.phone,
      email: values.email.trim(),
      birthDate: values.birthDate,
      verificationId: verificationId ?? undefined,
    });
    if (!finishesHere) {
      void navigate(`/signUp/${userType}/${userType === 'BROKER' ? 'broker_info' : 'lawyer_info'}`);
      return;
    }
    const problem = await submit();
    if (!problem) return;
    const field = fieldOf(problem.field);
    if (problem.field === 'verificationId') setVerificationId(null);
    if (problem.field === 'id') setCheckedId(null);
    if (field) {
      setServerErrors((current) => ({ ...current, [field]: problem.message }));
      focusFirstError({ [field]: problem.message });
    } else {
      setFormError(problem.message);
    }
  };

  const idChecked = checkedId !== null && checkedId === values.id;
  const confirmMatches = values.passwordConfirm !== '' && values.passwordConfirm === values.password;

  return (
    <AuthLayout>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
        {social ? (
          <TextField
            label={MSG.auth.form.socialAccountLabel}
            value={[MSG.auth.social.account(JOIN_TYPE_LABELS[sns.joinType]), sns.email]
              .filter(Boolean)
              .join(' · ')}
            readOnly
          />
        ) : (
          <>
            <TextField
              data-field="id"
              label={MSG.auth.form.id}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={12}
              placeholder={MSG.auth.form.idPlaceholder}
              value={values.id}
              onChange={(event) => set('id', event.target.value.replace(/\s/g, ''))}
              onBlur={blur('id')}
              error={errorOf('id')}
              success={idChecked ? MSG.auth.form.idAvailable : null}
              action={
                <Button
                  variant="secondary"
                  className={formStyles.action}
                  disabled={duplication.isPending || idChecked}
                  onClick={onCheckId}
                >
                  {MSG.auth.form.checkId}
                </Button>
              }
            />
            <PasswordField
              data-field="password"
              label={MSG.auth.form.password}
              autoComplete="new-password"
              maxLength={50}
              placeholder={MSG.auth.form.passwordPlaceholder}
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              onBlur={blur('password')}
              error={errorOf('password')}
            />
            <PasswordRules password={values.password} />
            <PasswordField
              data-field="passwordConfirm"
              label={MSG.auth.form.passwordConfirm}
              autoComplete="new-password"
              maxLength={50}
              placeholder={MSG.auth.form.passwordConfirmPlaceholder}
              value={values.passwordConfirm}
              onChange={(event) => set('passwordConfirm', event.target.value)}
              onBlur={blur('passwordConfirm')}
              // Typing the confirmation is itself the check: say at once whether it matches.
              error={
                serverErrors.passwordConfirm ??
                (values.passwordConfirm !== '' && !confirmMatches
                  ? VALIDATION_MESSAGES.passwordMismatch
                  : errorOf('passwordConfirm'))
              }
              success={confirmMatches ? MSG.auth.form.passwordMatch : null}
            />
          </>
        )}
        <TextField
          data-field="name"
          label={MSG.auth.form.name}
          autoComplete="name"
          maxLength={20}
          placeholder={MSG.auth.form.namePlaceholder}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={blur('name')}
          error={errorOf('name')}
        />
        <PhoneVerification
          purpose="SIGN_UP"
          phone={values.phone}
          onPhoneChange={(phone) => set('phone', phone)}
          verificationId={verificationId}
          onVerifiedChange={(id) => {
            setVerificationId(id);
            setServerErrors((current) => ({ ...current, phone: undefined }));
          }}
          error={errorOf('phone')}
        />
        <TextField
          data-field="email"
          label={MSG.auth.form.email}
          optional
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          maxLength={100}
          placeholder={MSG.auth.form.emailPlaceholder}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={blur('email')}
          error={errorOf('email')}
        />
        <TextField
          data-field="birthDate"
          label={MSG.auth.form.birthDate}
          optional
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          placeholder={MSG.auth.form.birthDatePlaceholder}
          value={values.birthDate}
          onChange={(event) => set('birthDate', digits(event.target.value, 8))}
          onBlur={blur('birthDate')}
          error={errorOf('birthDate')}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="large" block disabled={isPending}>
            {finishesHere ? MSG.auth.form.submit : MSG.auth.form.next}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
