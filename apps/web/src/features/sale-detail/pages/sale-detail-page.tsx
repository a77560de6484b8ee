import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /salesManagement/salesDetail/{salesNo}[/{userNo}], open to everyone; the header shows '매물번호 {saleNo}'. */
export function SaleDetailPage() {
  return <PreparingScreen screen={MSG.screens.saleDetail} />;
}
