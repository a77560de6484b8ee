import type { SessionUser as ServerSessionUser } from '@ansim/domain/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type SessionUser, useUserStore } from '../../../stores/user-store.ts';

export const toLocalUser = (user: ServerSessionUser): SessionUser => ({
  userNo: user.userNo,
  userType: user.userType,
  name: user.name,
  id: user.id,
  isChangeInfo: user.isChangeInfo,
  phone: user.phone,
  company: user.company,
  isMarketing: user.isMarketing,
  joinType: user.joinType,
});

/**
 * product.md §A4 "Sign-in", code 1: store the user and the token (the client already took it from the
 * Authorization header), record the marketing choice, then return to the remembered path or `fallback`.
 * Returns false when the answer carried no token, which the caller treats as a failed sign-in.
 */
export function useFinishSignIn(): (user: ServerSessionUser, fallback: string) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (user, fallback) => {
      const store = useUserStore.getState();
      const { accessToken, redirectPath } = store;
      if (!accessToken) return false;
      store.signIn({
        user: toLocalUser(user),
        accessToken,
        joinType: user.joinType,
        marketing: user.isMarketing,
      });
      store.clearSnsLoginData();
      store.setRedirectPath(null);
      void navigate(redirectPath ?? fallback, { replace: true });
      return true;
    },
    [navigate],
  );
}
