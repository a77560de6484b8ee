import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /salesManagement/adDetail: advertising quota and history. */
export function AdDetailPage() {
  return <PreparingScreen screen={MSG.titles.adDetail} />;
}
