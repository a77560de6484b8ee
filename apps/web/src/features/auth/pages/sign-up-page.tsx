import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /signUp: choosing how to sign up. */
export function SignUpPage() {
  return <PreparingScreen screen={MSG.titles.signUp} />;
}
