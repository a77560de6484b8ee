import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/profile: editing the account. Back asks before dropping edits. */
export function ProfilePage() {
  return <PreparingScreen screen={MSG.titles.profile} />;
}
