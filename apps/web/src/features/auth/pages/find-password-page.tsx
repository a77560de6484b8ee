import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /find/password: setting a new password. */
export function FindPasswordPage() {
  return <PreparingScreen screen={MSG.titles.findPassword} />;
}
