import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /approval: the lawyer's certification requests (LAWYER only). */
export function ApprovalPage() {
  return <PreparingScreen screen={MSG.titles.approval} />;
}
