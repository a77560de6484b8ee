import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /salesManagement: the broker's listings (BROKER only). */
export function SalesManagementPage() {
  return <PreparingScreen screen={MSG.titles.salesManagement} />;
}
