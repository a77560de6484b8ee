import { TIMINGS } from '@ansim/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Window scroll positions of list screens by history entry, for the way back from a listing. */
const positions = new Map<string, number>();

/**
 * product.md §A2 and §A9: coming back to a list from a listing shows the same place, restored 100 ms after the
 * list is drawn again. The position is taken in a layout effect, before the next screen scrolls to the top.
 */
export function useScrollRestore(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(
    () => () => {
      positions.set(key, window.scrollY);
    },
    [key],
  );

  useEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const top = positions.get(key);
    if (top === undefined) return;
    const timer = setTimeout(
      () => window.scrollTo({ top, behavior: 'instant' }),
      TIMINGS.scrollRecoveryDelay,
    );
    return () => clearTimeout(timer);
  }, [ready, navigationType, key]);
}
