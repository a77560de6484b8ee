import { AuthLayout } from '../components/auth-layout.tsx';
import { SignUpChooser } from '../components/sign-up-chooser.tsx';

/** Route /signUp: which kind of member, and sign-up with an id or a social account. */
export function SignUpPage() {
  return (
    <AuthLayout>
      <SignUpChooser />
    </AuthLayout>
  );
}
