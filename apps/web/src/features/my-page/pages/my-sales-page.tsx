import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /myPage/sales: listing counts by status. */
export function MySalesPage() {
  return <PreparingScreen screen={MSG.titles.mySales} />;
}
