import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /signUp/agreement: the terms to agree to before signing up. */
export function SignUpAgreementPage() {
  return <PreparingScreen screen={MSG.titles.signUpAgreement} />;
}
