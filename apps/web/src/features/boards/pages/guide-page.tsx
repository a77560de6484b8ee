import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/guide. */
export function GuidePage() {
  return <PreparingScreen screen={MSG.titles.guide} />;
}
