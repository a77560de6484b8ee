import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /search/list?saleAddr=: the result list; the header title is '{area} 매물'. */
export function SearchListPage() {
  return <PreparingScreen screen={MSG.screens.searchList} />;
}
