import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/profile/success. */
export function ProfileSuccessPage() {
  return <PreparingScreen screen={MSG.titles.profileSuccess} />;
}
