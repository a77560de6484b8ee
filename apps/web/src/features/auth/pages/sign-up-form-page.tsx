import {
  JOIN_TYPE_LABELS,
  parseUserType,
  type SignUpAccountForm,
  signUpAccountFormSchema,
  type UserType,
  VALIDATION_MESSAGES,
  validateId,
} from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { PhoneVerification } from '../../../shared/phone-verification/phone-verification.tsx';
import { usePhoneVerificationField } from '../../../shared/phone-verification/use-phone-verification-field.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import { digitsOnly, withoutSpaces } from '../../../shared/ui/form/masks.ts';
import { PasswordField, PasswordRules } from '../../../shared/ui/form/password-field.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  setFormAlert,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { IconDocumentCheck } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useDuplicationCheck } from '../api/get-duplication-check.ts';
import { AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { type SignUpProblem, useSubmitSignUp } from '../model/sign-up.ts';

type Field = keyof SignUpAccountForm;
const FIELDS: readonly Field[] = ['id', 'password', 'passwordConfirm', 'name', 'phone', 'email', 'birthDate'];

/** The server names the phone proof `verificationId`; on this screen it belongs to the phone. */
const fieldOf = (field: string | null): Field | null => {
  if (field === 'verificationId') return 'phone';
  return FIELDS.find((name) => name === field) ?? null;
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
          title={AUTH_MSG.form.needAgreementTitle}
          body={AUTH_MSG.form.needAgreementBody}
          actions={
            <ButtonLink to="/signUp" size="large">
              {AUTH_MSG.form.restart}
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
  const social = sns !== null;
  const finishesHere = userType === 'GENERAL';
  const [defaultValues] = useState((): SignUpAccountForm => {
    const temp = useUserStore.getState().signUpTemp;
    return {
      id: temp.id ?? '',
      checkedId: temp.checkedId ?? '',
      password: temp.password ?? '',
      passwordConfirm: temp.passwordConfirm ?? '',
      name: temp.name ?? sns?.name ?? '',
      phone: temp.phone ?? '',
      verificationId: temp.verificationId ?? '',
      email: temp.email ?? sns?.email ?? '',
      birthDate: temp.birthDate ?? '',
    };
  });
  const form = useSchemaForm(signUpAccountFormSchema(social), { defaultValues });
  const phone = usePhoneVerificationField(form);
  const duplication = useDuplicationCheck();
  const { submit, isPending } = useSubmitSignUp(userType);
  const [id, checkedId, password, confirm] = form.watch(['id', 'checkedId', 'password', 'passwordConfirm']);
  const { errors } = form.formState;

  // The next step may send a refusal back here (the id was taken in the meantime, the proof ran out).
  const [returned] = useState(() => (location.state as { problem?: SignUpProblem } | null)?.problem);
  useEffect(() => {
    const field = fieldOf(returned?.field ?? null);
    if (returned && field) form.setError(field, { type: 'server', message: returned.message });
  }, [form, returned]);

  const onCheckId = async () => {
    const check = validateId(id);
    if (!check.ok) {
      form.setError('id', { type: 'validate', message: check.message });
      return;
    }
    try {
      const envelope = await duplication.mutateAsync(id);
      if (envelope.code === 1 && envelope.entity?.available) {
        form.setValue('checkedId', id);
        form.clearErrors('id');
      } else {
        form.setValue('checkedId', '');
        const message = envelope.code === 1 ? ERRORS.DUPLICATE_ID.message : envelope.message;
        form.setError('id', { type: 'server', message });
      }
    } catch (error) {
      form.setError('id', { type: 'server', message: thrownMessage(error) });
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (isPending) return;
      useUserStore.getState().setSignUpTemp({
        userType,
        ...(social ? {} : { id: values.id, checkedId: values.checkedId || undefined }),
        password: social ? undefined : values.password,
        passwordConfirm: social ? undefined : values.passwordConfirm,
        name: values.name,
        phone: values.phone,
        email: values.email ?? '',
        birthDate: values.birthDate ?? '',
        verificationId: values.verificationId || undefined,
      });
      if (!finishesHere) {
        void navigate(`/signUp/${userType}/${userType === 'BROKER' ? 'broker_info' : 'lawyer_info'}`);
        return;
      }
      const problem = await submit();
      if (!problem) return;
      const field = fieldOf(problem.field);
      if (problem.field === 'verificationId') form.setValue('verificationId', '');
      if (problem.field === 'id') form.setValue('checkedId', '');
      if (field) form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
      else setFormAlert(form, problem.message);
    },
    () => setFormAlert(form, AUTH_MSG.form.checkFields),
  );

  const idChecked = checkedId !== '' && checkedId === id;
  const confirmMatches = confirm !== '' && confirm === password;

  return (
    <AuthLayout>
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        {social ? (
          <TextField
            label={AUTH_MSG.form.socialAccountLabel}
            value={[AUTH_MSG.social.account(JOIN_TYPE_LABELS[sns.joinType]), sns.email]
              .filter(Boolean)
              .join(' · ')}
            readOnly
          />
        ) : (
          <>
            <TextField
              label={AUTH_MSG.form.id}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={12}
              placeholder={AUTH_MSG.form.idPlaceholder}
              {...fieldProps(form, 'id', { mask: withoutSpaces })}
              success={idChecked && !errors.id ? AUTH_MSG.form.idAvailable : null}
              action={
                <Button
                  variant="secondary"
                  className={formStyles.action}
                  disabled={duplication.isPending || idChecked}
                  onClick={onCheckId}
                >
                  {AUTH_MSG.form.checkId}
                </Button>
              }
            />
            <PasswordField
              label={AUTH_MSG.form.password}
              autoComplete="new-password"
              maxLength={50}
              placeholder={AUTH_MSG.form.passwordPlaceholder}
              {...fieldProps(form, 'password')}
            />
            <PasswordRules password={password} />
            <PasswordField
              label={AUTH_MSG.form.passwordConfirm}
              autoComplete="new-password"
              maxLength={50}
              placeholder={AUTH_MSG.form.passwordConfirmPlaceholder}
              {...form.register('passwordConfirm')}
              // Typing the confirmation is itself the check: say at once whether it matches.
              error={
                confirm !== '' && !confirmMatches
                  ? VALIDATION_MESSAGES.passwordMismatch
                  : confirm === '' || errors.passwordConfirm?.type === 'server'
                    ? errorOf(errors, 'passwordConfirm')
                    : undefined
              }
              success={confirmMatches ? AUTH_MSG.form.passwordMatch : null}
            />
          </>
        )}
        <TextField
          label={AUTH_MSG.form.name}
          autoComplete="name"
          maxLength={20}
          placeholder={AUTH_MSG.form.namePlaceholder}
          {...fieldProps(form, 'name')}
        />
        <PhoneVerification purpose="SIGN_UP" {...phone} />
        <TextField
          label={AUTH_MSG.form.email}
          optional
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          maxLength={100}
          placeholder={AUTH_MSG.form.emailPlaceholder}
          {...fieldProps(form, 'email')}
        />
        <TextField
          label={AUTH_MSG.form.birthDate}
          optional
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          placeholder={AUTH_MSG.form.birthDatePlaceholder}
          {...fieldProps(form, 'birthDate', { mask: digitsOnly(8) })}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formAlertOf(form)}</FormAlert>
          <Button type="submit" size="large" block disabled={isPending}>
            {finishesHere ? AUTH_MSG.form.submit : AUTH_MSG.form.next}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
