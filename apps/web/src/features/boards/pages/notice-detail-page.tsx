import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/notice/{id}. */
export function NoticeDetailPage() {
  return <PreparingScreen screen={MSG.titles.notice} />;
}
