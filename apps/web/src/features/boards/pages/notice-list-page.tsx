import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/notice. */
export function NoticeListPage() {
  return <PreparingScreen screen={MSG.titles.notice} />;
}
