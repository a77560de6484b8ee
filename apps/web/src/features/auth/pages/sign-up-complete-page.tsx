import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /signUp/{userType}/{status}: the end of sign-up. */
export function SignUpCompletePage() {
  return <PreparingScreen screen={MSG.titles.signUpComplete} />;
}
