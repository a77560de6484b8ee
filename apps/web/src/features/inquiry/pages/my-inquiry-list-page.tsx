import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/inquiry: the inquiries the user sent or received. */
export function MyInquiryListPage() {
  return <PreparingScreen screen={MSG.titles.myInquiry} />;
}
