import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/alarm: notification and marketing choices. */
export function AlarmPage() {
  return <PreparingScreen screen={MSG.titles.alarm} />;
}
