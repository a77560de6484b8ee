import { useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker, useLocation } from 'react-router';
import { MSG } from '../../shared/messages.ts';
import { confirmDialog } from '../../shared/modal/dialogs.tsx';
import { useSalesStore } from '../../stores/sales-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { type UnsavedDraft, unsavedDraftAt } from './back-rules.ts';
import { isBackNavigationState } from './use-go-back.ts';

function clearDraft(draft: UnsavedDraft): void {
  if (draft === 'sale') useSalesStore.getState().clearTemp();
  if (draft === 'signUp') useUserStore.getState().clearSignUpTemp();
  // The profile form holds its edits in component state, which unmounting discards.
}

// Forward moves (next step, submit) are pushes and pass; only going back is questioned.
const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  currentLocation.pathname !== nextLocation.pathname &&
  unsavedDraftAt(currentLocation.pathname) !== null &&
  (historyAction === 'POP' || isBackNavigationState(nextLocation.state));

/**
 * Every way back out of a draft screen (header back, device back, Escape, the browser's own back button)
 * ends in a history POP or a back-marked navigation, so one blocker asks the spec's question for all.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(shouldBlock);
  // While blocked, the router still stands on the draft screen.
  const { pathname } = useLocation();
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const draft = unsavedDraftAt(pathname);
    void confirmDialog({ message: MSG.spec.unsavedChanges }).then((leave) => {
      asking.current = false;
      if (leave) {
        if (draft) clearDraft(draft);
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker, pathname]);

  return null;
}
