import { type SearchFilter, toSearchParams } from '@ansim/domain';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { SAVE_SEARCH_MSG } from './save-search-messages.ts';

/**
 * '검색 조건 저장' (issue 18 §1): the list's current filter, saved with a name for alerts. A visitor is asked
 * to sign in, as for a like. The dialog loads on press: the list's first screen does not carry it.
 */
export function SaveSearchButton({ query, saleAddr }: { query: SearchFilter; saleAddr: string }) {
  const user = useUserStore((state) => state.user);
  const setRedirectPath = useUserStore((state) => state.setRedirectPath);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const onClick = async () => {
    if (user === null) {
      if (await confirmDialog({ message: MSG.spec.loginRequired })) {
        setRedirectPath(`${pathname}${search}`);
        void navigate('/login');
      }
      return;
    }
    const { openSaveSearchDialog } = await import('./save-search-dialog.tsx');
    openSaveSearchDialog(toSearchParams(query), saleAddr || SAVE_SEARCH_MSG.allArea);
  };

  return (
    <Button variant="secondary" size="small" onClick={() => void onClick()}>
      {SAVE_SEARCH_MSG.button}
    </Button>
  );
}
