import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /inquiry: a one-to-one inquiry to the operator. */
export function InquiryPage() {
  return <PreparingScreen screen={MSG.titles.inquiry} />;
}
