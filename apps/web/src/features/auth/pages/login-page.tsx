import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /login: sign-in with id and password or a social account. */
export function LoginPage() {
  return <PreparingScreen screen={MSG.titles.login} />;
}
