import { VALIDATION_MESSAGES, validateId } from '@ansim/domain';
import { ERRORS, type SessionUser } from '@ansim/domain/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useLogin } from '../api/post-login.ts';
import { AuthIntro, AuthLayout, authLayoutStyles } from '../components/auth-layout.tsx';
import { FormAlert, formStyles, TextField } from '../components/form-fields.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { openSignUpChooser } from '../components/sign-up-chooser.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { thrownMessage } from '../model/server-error.ts';
import { useFinishSignIn } from '../model/sign-in.ts';

type Field = 'id' | 'password';

/** Answers that are about the account rather than the typing: they get a dialog, not a line in the form. */
const ACCOUNT_STATE_CODES: readonly number[] = [ERRORS.ACCOUNT_PENDING.code, ERRORS.ACCOUNT_INACTIVE.code];

/** Route /login: sign-in with id and password or a social account (spec 01 §4 "Sign-in"). */
export function LoginPage() {
  const location = useLocation();
  const prefilledId = (location.state as { id?: unknown } | null)?.id;
  const [id, setId] = useState(typeof prefilledId === 'string' ? prefilledId : '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Checked once: the sign-in below sets the user and navigates on its own.
  const [signedInOnArrival] = useState(() => useUserStore.getState().user !== null);
  if (signedInOnArrival) return <Navigate to="/myPage" replace />;

  const validate = (): Partial<Record<Field, string>> => {
    const next: Partial<Record<Field, string>> = {};
    const idCheck = validateId(id.trim());
    if (!idCheck.ok) next.id = idCheck.message;
    if (password === '') next.password = VALIDATION_MESSAGES.passwordRequired;
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (found.id) return idRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      const envelope = await login.mutateAsync({ id: id.trim(), password, loginType: 'ID' });
      if (envelope.code === 1 && envelope.entity && finishSignIn(envelope.entity as SessionUser, '/myPage'))
        return;
      if (ACCOUNT_STATE_CODES.includes(envelope.code)) {
        await alertDialog({ message: envelope.message });
        return;
      }
      // -1101 says the same for an unknown id and a wrong password; -1102 is the lock-out.
      setFormError(envelope.code === 1 ? MSG.error.network : envelope.message);
      setPassword('');
      passwordRef.current?.focus();
    } catch (error) {
      setFormError(thrownMessage(error));
    }
  };

  return (
    <AuthLayout>
      <AuthIntro heading={MSG.auth.login.heading} lead={MSG.auth.login.lead} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <TextField
          ref={idRef}
          label={MSG.auth.login.id}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={MSG.auth.login.idPlaceholder}
          value={id}
          onChange={(event) => {
            setId(event.target.value);
            if (errors.id) setErrors((current) => ({ ...current, id: undefined }));
          }}
          error={errors.id}
        />
        <PasswordField
          ref={passwordRef}
          label={MSG.auth.login.password}
          name="password"
          autoComplete="current-password"
          placeholder={MSG.auth.login.passwordPlaceholder}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="large" block disabled={login.isPending} className={formStyles.submit}>
          {MSG.auth.login.submit}
        </Button>
      </form>
      <nav aria-label={MSG.auth.login.recoveryLabel}>
        <ul className={authLayoutStyles.links}>
          <li>
            <Link to="/find/id">{MSG.auth.login.findId}</Link>
          </li>
          <li>
            <Link to="/find/password">{MSG.auth.login.findPassword}</Link>
          </li>
          <li>
            <button type="button" onClick={openSignUpChooser}>
              {MSG.auth.login.signUp}
            </button>
          </li>
        </ul>
      </nav>
      <SocialButtons heading={MSG.auth.login.social} />
    </AuthLayout>
  );
}
