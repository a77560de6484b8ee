import {
  type FindPasswordForm,
  findPasswordFormSchema,
  type NewPasswordForm,
  newPasswordFormSchema,
  VALIDATION_MESSAGES,
} from '@ansim/domain';
import { ERRORS } from '@ansim/domain/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitFieldMessage, thrownMessage } from '../../../shared/api/server-error.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { PhoneVerification } from '../../../shared/phone-verification/phone-verification.tsx';
import { usePhoneVerificationField } from '../../../shared/phone-verification/use-phone-verification-field.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import { withoutSpaces } from '../../../shared/ui/form/masks.ts';
import { PasswordField, PasswordRules } from '../../../shared/ui/form/password-field.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  setFormAlert,
  showServerMessage,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { clearLocalAccount, useUserStore } from '../../../stores/user-store.ts';
import { useFindPassword } from '../api/patch-find-password.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';

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
  const defaultValues: FindPasswordForm = { id: initialId, phone: '', verificationId: '' };
  const form = useSchemaForm(findPasswordFormSchema, { defaultValues, mode: 'onSubmit' });
  const phone = usePhoneVerificationField(form);
  const findPassword = useFindPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    if (findPassword.isPending) return;
    try {
      const envelope = await findPassword.mutateAsync(values);
      if (envelope.code === 1 && envelope.entity) {
        onProved({ id: values.id, ticket: envelope.entity.resetTicket });
        return;
      }
      if (envelope.code === ERRORS.SMS_NOT_VERIFIED.code) form.setValue('verificationId', '');
      setFormAlert(form, envelope.message);
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  });

  return (
    <AuthLayout>
      <AuthIntro heading={AUTH_MSG.find.passwordHeading} lead={AUTH_MSG.find.passwordLead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={AUTH_MSG.form.id}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={12}
          placeholder={AUTH_MSG.login.idPlaceholder}
          {...fieldProps(form, 'id', { mask: withoutSpaces })}
        />
        <PhoneVerification purpose="FIND_PASSWORD" {...phone} />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formAlertOf(form)}</FormAlert>
          <Button type="submit" size="large" block disabled={findPassword.isPending}>
            {AUTH_MSG.find.next}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

const NO_PASSWORD: NewPasswordForm = { password: '', passwordConfirm: '' };

function NewPasswordStep({ id, ticket, onRestart }: { id: string; ticket: string; onRestart: () => void }) {
  const navigate = useNavigate();
  // The rules speak after the first submit; before it, only the live checklist and the confirmation do.
  const form = useSchemaForm(newPasswordFormSchema, { defaultValues: NO_PASSWORD, mode: 'onSubmit' });
  // Shown with the ticket's message; typing again takes both away, as with any form-level message.
  const [restart, setRestart] = useState(false);
  const change = useChangePassword();
  const [password, confirm] = form.watch(['password', 'passwordConfirm']);
  const { errors } = form.formState;
  const confirmError =
    confirm !== '' && confirm !== password
      ? VALIDATION_MESSAGES.passwordMismatch
      : confirm === ''
        ? errorOf(errors, 'passwordConfirm')
        : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    setRestart(false);
    try {
      const envelope = await change.mutateAsync({ resetTicket: ticket, ...values });
      if (envelope.code === 1) {
        // Every session of the account ended on the server; if it is signed in here, this device forgets it too.
        if (useUserStore.getState().user?.id === id) clearLocalAccount();
        await alertDialog({ message: envelope.message });
        void navigate('/login', { replace: true, state: { id } });
        return;
      }
      // Without a field name it is the ticket: its 10 minutes are over, the phone must be proved again.
      setRestart(splitFieldMessage(envelope.message).field === null);
      showServerMessage(form, envelope.message, { fields: ['password', 'passwordConfirm'] });
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  });

  return (
    <AuthLayout>
      <AuthIntro heading={AUTH_MSG.find.newPasswordHeading} lead={AUTH_MSG.find.newPasswordLead(id)} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        {/* Lets a password manager save the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={id} readOnly hidden />
        <PasswordField
          label={AUTH_MSG.find.newPassword}
          autoComplete="new-password"
          maxLength={50}
          placeholder={AUTH_MSG.form.passwordPlaceholder}
          {...fieldProps(form, 'password')}
        />
        <PasswordRules password={password} />
        <PasswordField
          label={AUTH_MSG.find.newPasswordConfirm}
          autoComplete="new-password"
          maxLength={50}
          placeholder={AUTH_MSG.form.passwordConfirmPlaceholder}
          {...form.register('passwordConfirm')}
          error={confirmError}
          success={confirm !== '' && confirm === password ? AUTH_MSG.form.passwordMatch : null}
        />
        <div className={authLayoutStyles.footer}>
          <FormAlert>{formAlertOf(form)}</FormAlert>
          {restart && formAlertOf(form) !== undefined ? (
            <Button size="large" block variant="secondary" onClick={onRestart}>
              {AUTH_MSG.find.passwordRestart}
            </Button>
          ) : (
            <Button type="submit" size="large" block disabled={change.isPending}>
              {AUTH_MSG.find.changePassword}
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
