import { useLocation } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';
import { parseSaleRoute } from '../sale-route.ts';

/** Routes /salesManagement/regist/{status} and /salesManagement/salesModify/{status}: the end of a flow. */
export function SaleCompletePage() {
  const { flow, status } = parseSaleRoute(useLocation().pathname);
  const screen =
    flow === 'salesModify'
      ? MSG.titles.modifyComplete
      : status === 'temp'
        ? MSG.titles.registTemp
        : MSG.titles.registComplete;
  return <PreparingScreen screen={screen} />;
}
