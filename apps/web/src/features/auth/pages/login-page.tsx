import { type LoginForm, loginFormSchema } from '@ansim/domain';
import { ERRORS, type SessionUser } from '@ansim/domain/contract';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { AUTH_MSG } from '../../../shared/messages-auth.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert, formStyles, TextField } from '../../../shared/ui/form/fields.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import {
  fieldProps,
  formAlertOf,
  setFormAlert,
  useSchemaForm,
} from '../../../shared/ui/form/use-schema-form.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { useLogin } from '../api/post-login.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { openSignUpChooser } from '../components/sign-up-chooser.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { useFinishSignIn } from '../model/sign-in.ts';

/** Answers that are about the account rather than the typing: they get a dialog, not a line in the form. */
const ACCOUNT_STATE_CODES: readonly number[] = [ERRORS.ACCOUNT_PENDING.code, ERRORS.ACCOUNT_INACTIVE.code];

/** Route /login: sign-in with id and password or a social account (product.md §A4 "Sign-in"). */
export function LoginPage() {
  const location = useLocation();
  const prefilledId = (location.state as { id?: unknown } | null)?.id;
  const defaultValues: LoginForm = { id: typeof prefilledId === 'string' ? prefilledId : '', password: '' };
  // Checked only on submit: a half-typed id is not yet wrong.
  const form = useSchemaForm(loginFormSchema, { defaultValues, mode: 'onSubmit' });
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  // Checked once: the sign-in below sets the user and navigates on its own.
  const [signedInOnArrival] = useState(() => useUserStore.getState().user !== null);
  if (signedInOnArrival) return <Navigate to="/myPage" replace />;

  const onSubmit = form.handleSubmit(async ({ id, password }) => {
    if (login.isPending) return;
    try {
      const envelope = await login.mutateAsync({ id, password, loginType: 'ID' });
      if (envelope.code === 1 && envelope.entity && finishSignIn(envelope.entity as SessionUser, '/myPage'))
        return;
      if (ACCOUNT_STATE_CODES.includes(envelope.code)) {
        await alertDialog({ message: envelope.message });
        return;
      }
      // -1101 says the same for an unknown id and a wrong password; -1102 is the lock-out.
      form.setValue('password', '');
      form.setFocus('password');
      setFormAlert(form, envelope.code === 1 ? MSG.error.network : envelope.message);
    } catch (error) {
      setFormAlert(form, thrownMessage(error));
    }
  });

  return (
    <AuthLayout>
      <AuthIntro heading={AUTH_MSG.login.heading} lead={AUTH_MSG.login.lead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={AUTH_MSG.login.id}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={AUTH_MSG.login.idPlaceholder}
          {...fieldProps(form, 'id')}
        />
        <PasswordField
          label={AUTH_MSG.login.password}
          autoComplete="current-password"
          placeholder={AUTH_MSG.login.passwordPlaceholder}
          {...fieldProps(form, 'password')}
        />
        <FormAlert>{formAlertOf(form)}</FormAlert>
        <Button type="submit" size="large" block disabled={login.isPending} className={formStyles.submit}>
          {AUTH_MSG.login.submit}
        </Button>
      </form>
      <nav aria-label={AUTH_MSG.login.recoveryLabel}>
        <ul className={authLayoutStyles.links}>
          <li>
            <Link to="/find/id">{AUTH_MSG.login.findId}</Link>
          </li>
          <li>
            <Link to="/find/password">{AUTH_MSG.login.findPassword}</Link>
          </li>
          <li>
            <button type="button" onClick={openSignUpChooser}>
              {AUTH_MSG.login.signUp}
            </button>
          </li>
        </ul>
      </nav>
      <SocialButtons heading={AUTH_MSG.login.social} />
    </AuthLayout>
  );
}
