import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { useUserStore } from '../../../stores/user-store.ts';

/**
 * What a visitor meets on a member's action (a registry document): the spec's login confirm, and after
 * signing in, back to this listing — as the header's heart does.
 */
export function useSignInPrompt(): () => Promise<void> {
  const setRedirectPath = useUserStore((state) => state.setRedirectPath);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    if (!(await confirmDialog({ message: MSG.spec.loginRequired }))) return;
    setRedirectPath(`${pathname}${search}`);
    void navigate('/login');
  }, [setRedirectPath, navigate, pathname, search]);
}
