import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /find/id: account recovery by phone. */
export function FindIdPage() {
  return <PreparingScreen screen={MSG.titles.findId} />;
}
