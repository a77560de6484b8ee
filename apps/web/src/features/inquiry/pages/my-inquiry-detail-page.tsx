import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/inquiry/{detail}; the header will show the inquiry name. */
export function MyInquiryDetailPage() {
  return <PreparingScreen screen={MSG.titles.myInquiryDetail} />;
}
