import { useCallback, useSyncExternalStore } from 'react';

/** Spec 01 §1: under 1000 px wide is mobile. */
export const DESKTOP_MIN_WIDTH = 1000;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export const useIsDesktop = (): boolean => useMediaQuery(DESKTOP_QUERY);
