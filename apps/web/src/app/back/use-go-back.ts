import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Marks a navigation that stands for "back", so the unsaved-changes guard asks before it too. */
export const BACK_NAVIGATION_STATE = { viaBack: true } as const;

export const isBackNavigationState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { viaBack?: unknown }).viaBack === true;

/**
 * The header's back and the device back after the modals: the route's fixed destination if it has one,
 * else the previous page, else (opened from a link, nothing to go back to) the home screen.
 */
export function useGoBack(backTo?: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (backTo) void navigate(backTo, { state: BACK_NAVIGATION_STATE });
    // 'default' is the router's key for the entry the app was opened on.
    else if (key !== 'default') void navigate(-1);
    else void navigate('/main', { replace: true, state: BACK_NAVIGATION_STATE });
  }, [navigate, key, backTo]);
}
