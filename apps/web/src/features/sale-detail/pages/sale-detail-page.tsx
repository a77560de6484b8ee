import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';
import { useRecentViewsStore } from '../../../stores/recent-views-store.ts';

/** Route /salesManagement/salesDetail/{salesNo}[/{userNo}], open to everyone; the header shows '매물번호 {saleNo}'. */
export function SaleDetailPage() {
  const { salesNo } = useParams();
  const recordView = useRecentViewsStore((state) => state.record);

  // However the listing was reached (a card, a shared link, a typed number), it joins 최근 본 매물.
  useEffect(() => {
    if (salesNo !== undefined && /^\d+$/.test(salesNo)) recordView(Number(salesNo));
  }, [salesNo, recordView]);

  return <PreparingScreen screen={MSG.screens.saleDetail} />;
}
