import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /search: region, subway station and listing-number search. */
export function SearchPage() {
  return <PreparingScreen screen={MSG.titles.search} />;
}
