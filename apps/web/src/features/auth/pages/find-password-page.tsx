import { VALIDATION_MESSAGES, validateId, validateMobilePhone, validatePassword } from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useFindPassword } from '../api/patch-find-password.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { FormAlert, formStyles, TextField } from '../components/form-fields.tsx';
import { PasswordField, PasswordRules } from '../components/password-field.tsx';
import { PhoneVerification } from '../components/phone-verification.tsx';
import { splitFieldMessage, thrownMessage } from '../model/server-error.ts';
import { clearLocalAccount } from '../model/sign-in.ts';

/**
 * Route /find/password: the id and its phone proved by SMS give a one-time ticket, with which a new password
 * is set. Every session of the account ends, so the user signs in again.
 */
export function FindPasswordPage() {
  const location = useLocation();
  const given = (location.state as { id?: unknown } | null)?.id;
  const [reset, setReset] = useState<{ id: string; ticket: string } | null>(null);
  return reset ? (
    <NewPasswordStep id={reset.id} ticket={reset.ticket} onRestart={() => setReset(null)} />
  ) : (
    <AccountStep initialId={typeof given === 'string' ? given : ''} onProved={setReset} />
  );
}

function AccountStep({
  initialId,
  onProved,
}: {
  initialId: string;
  onProved: (reset: { id: string; ticket: string }) => void;
}) {
  const [id, setId] = useState(initialId);
  const [phone, setPhone] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ id?: string | undefined; phone?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const findPassword = useFindPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (findPassword.isPending) return;
    const idCheck = validateId(id);
    const phoneCheck = validateMobilePhone(phone);
    const next = {
      id: idCheck.ok ? undefined : idCheck.message,
      phone: !phoneCheck.ok
        ? phoneCheck.message
        : verificationId
          ? undefined
          : ERRORS.SMS_NOT_VERIFIED.message,
    };
    setErrors(next);
    setFormError(null);
    if (next.id || next.phone || !verificationId) return;
    try {
      const envelope = await findPassword.mutateAsync({ id, phone, verificationId });
      if (envelope.code === 1 && envelope.entity) {
        onProved({ id, ticket: envelope.entity.resetTicket });
        return;
      }
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) setVerificationId(null);
      setFormError(envelope.message);
    } catch (error) {
      setFormError(thrownMessage(error));
    }
  };

  return (
    <AuthLayout>
      <AuthIntro heading={MSG.auth.find.passwordHeading} lead={MSG.auth.find.passwordLead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={MSG.auth.form.id}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={12}
          placeholder={MSG.auth.login.idPlaceholder}
          value={id}
          onChange={(event) => {
            setId(event.target.value.replace(/\s/g, ''));
            setErrors((current) => ({ ...current, id: undefined }));
          }}
          error={errors.id}
        />
        <PhoneVerification
          purpose="FIND_PASSWORD"
          phone={phone}
          onPhoneChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          verificationId={verificationId}
          onVerifiedChange={(value) => {
            setVerificationId(value);
            setErrors((current) => ({ ...current, phone: undefined }));
            setFormError(null);
          }}
          error={errors.phone}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="large" block disabled={findPassword.isPending}>
            {MSG.auth.find.next}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

function NewPasswordStep({ id, ticket, onRestart }: { id: string; ticket: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{
    field: string | null;
    text: string;
    restart?: boolean;
  } | null>(null);
  const change = useChangePassword();

  const passwordCheck = validatePassword(password);
  const passwordError = submitted && !passwordCheck.ok ? passwordCheck.message : undefined;
  const confirmError =
    confirm !== '' && confirm !== password
      ? VALIDATION_MESSAGES.passwordMismatch
      : submitted && confirm === ''
        ? VALIDATION_MESSAGES.passwordRequired
        : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    setServerError(null);
    if (!passwordCheck.ok || confirm !== password) return;
    try {
      const envelope = await change.mutateAsync({ resetTicket: ticket, password, passwordConfirm: confirm });
      if (envelope.code === 1) {
        // Every session of the account ended on the server; if it is signed in here, this device forgets it too.
        if (useUserStore.getState().user?.id === id) clearLocalAccount();
        await alertDialog({ message: envelope.message });
        void navigate('/login', { replace: true, state: { id } });
        return;
      }
      const problem = splitFieldMessage(envelope.message);
      // Without a field name it is the ticket: its 10 minutes are over, the phone must be proved again.
      setServerError({ ...problem, restart: problem.field === null });
    } catch (error) {
      setServerError({ field: null, text: thrownMessage(error) });
    }
  };

  const fieldError = (field: string) => (serverError?.field === field ? serverError.text : undefined);
  const formError = serverError !== null && serverError.field === null ? serverError.text : null;

  return (
    <AuthLayout>
      <AuthIntro heading={MSG.auth.find.newPasswordHeading} lead={MSG.auth.find.newPasswordLead(id)} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        {/* Lets a password manager save the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={id} readOnly hidden />
        <PasswordField
          label={MSG.auth.find.newPassword}
          autoComplete="new-password"
          maxLength={50}
          placeholder={MSG.auth.form.passwordPlaceholder}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setServerError(null);
          }}
          error={fieldError('password') ?? passwordError}
        />
        <PasswordRules password={password} />
        <PasswordField
          label={MSG.auth.find.newPasswordConfirm}
          autoComplete="new-password"
          maxLength={50}
          placeholder={MSG.auth.form.passwordConfirmPlaceholder}
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setServerError(null);
          }}
          error={fieldError('passwordConfirm') ?? confirmError}
          success={confirm !== '' && confirm === password ? MSG.auth.form.passwordMatch : null}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formError}</FormAlert>
          {serverError?.restart ? (
            <Button size="large" block variant="secondary" onClick={onRestart}>
              {MSG.auth.find.passwordRestart}
            </Button>
          ) : (
            <Button type="submit" size="large" block disabled={change.isPending}>
              {MSG.auth.find.changePassword}
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
