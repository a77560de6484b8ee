import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useUserStatusCheck } from '../../features/auth/api/patch-user-status.ts';
import { codeListQueryOptions } from '../../shared/api/get-code-list.ts';
import { subwayListQueryOptions } from '../../shared/api/get-subway-list.ts';
import { afterFirstScreen } from '../../shared/first-screen.ts';
import { dismissAllModals } from '../../shared/modal/modal-store.ts';
import { DEFAULT_POSITION, onNativeLocation } from '../../shared/native/index.ts';
import { useServiceStore } from '../../stores/service-store.ts';
import { useUserStore } from '../../stores/user-store.ts';

const isSignUpPath = (pathname: string) => /^\/signUp(\/|$)/i.test(pathname);

/** product.md §A4 "Route guard": what happens on every navigation, apart from the role check. */
export function NavigationEffects() {
  const location = useLocation();
  const { pathname } = location;
  const queryClient = useQueryClient();
  const previousPath = useRef(pathname);

  // Open modals are removed on navigation.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    dismissAllModals();
  }, [location.key]);

  useUserStatusCheck(pathname);

  // Entering /main loads the codes and subway stations; /main must work without them, so they wait for the
  // first screen instead of taking round trips from its listings.
  useEffect(() => {
    if (pathname.toLowerCase() !== '/main') return;
    const { setCodes, setSubwayList } = useServiceStore.getState();
    void afterFirstScreen().then(() => {
      queryClient.fetchQuery(codeListQueryOptions()).then(setCodes, () => {});
      queryClient.fetchQuery(subwayListQueryOptions()).then(setSubwayList, () => {});
    });
  }, [pathname, queryClient]);

  // Leaving the sign-up area drops what sign-up collected and any half-made session.
  useEffect(() => {
    const left = isSignUpPath(previousPath.current) && !isSignUpPath(pathname);
    previousPath.current = pathname;
    if (!left) return;
    const store = useUserStore.getState();
    store.clearSnsLoginData();
    store.clearSignUpTemp();
    store.signOut();
  }, [pathname]);

  // The app shell pushes position updates after start; only the latest reading is kept.
  useEffect(
    () =>
      onNativeLocation(({ code, lat, lng }) =>
        // -1,-1,-1 means no reading: keep the code, but never put the map at (-1, -1).
        useServiceStore
          .getState()
          .setLocation(
            code === 1
              ? { lat, lng, code, source: 'native' }
              : { ...DEFAULT_POSITION, code, source: 'default' },
          ),
      ),
    [],
  );

  return null;
}
