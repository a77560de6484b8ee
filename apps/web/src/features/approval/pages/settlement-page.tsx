import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /approval/settlement. */
export function SettlementPage() {
  return <PreparingScreen screen={MSG.titles.settlement} />;
}
