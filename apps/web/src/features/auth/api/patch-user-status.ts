import { useEffect } from 'react';
import { type CallOptions, isSuccess } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { useUserStore } from '../../../stores/user-store.ts';

/** PATCH /api/user/status/{userNo}: is this account still allowed in (not withdrawn, not suspended)? */
export function patchUserStatus(userNo: number, options: CallOptions = {}) {
  return call(ROUTES.userStatus, { params: { userNo } }, { spinner: false, ...options });
}

/**
 * product.md §A4 "Route guard": on every navigation of a signed-in user, check the account. Any code but 1 clears
 * the sign-up and social data, signs out, and shows the server's message. A lost connection is not a verdict
 * on the account, so it changes nothing; the next navigation checks again.
 */
export function useUserStatusCheck(pathname: string): void {
  const userNo = useUserStore((state) => state.user?.userNo);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger; the check repeats on every navigation.
  useEffect(() => {
    if (userNo === undefined) return;
    const controller = new AbortController();
    patchUserStatus(userNo, { signal: controller.signal }).then(
      (envelope) => {
        if (controller.signal.aborted || isSuccess(envelope)) return;
        const store = useUserStore.getState();
        store.clearSignUpTemp();
        store.clearSnsLoginData();
        store.signOut();
        void alertDialog({ message: envelope.message });
      },
      () => {},
    );
    return () => controller.abort();
  }, [userNo, pathname]);
}
