import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/faq. */
export function FaqPage() {
  return <PreparingScreen screen={MSG.titles.faq} />;
}
