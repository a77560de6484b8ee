import type { QueryClient } from '@tanstack/react-query';
import { LIKE_LIST_KEY, SALE_LIST_KEY } from '../../../shared/sale/like-cache.ts';

/** Every query of the dashboard sits under this key; a listing's detail sits beside it under ['sale']. */
export const DASH_KEY = ['sale', 'dash'] as const;
export const STATUS_COUNT_KEY = [...DASH_KEY, 'count'] as const;

/**
 * After a change the server accepted: the dashboard's counts and lists load again at once, and the lists
 * elsewhere that may show the listing (search, its counts, the wish list, its detail) are marked stale, so
 * that they load afresh when next shown — a paused listing must not linger in a cached search page.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['sale'] }),
    queryClient.invalidateQueries({ queryKey: [SALE_LIST_KEY[0]] }),
    queryClient.invalidateQueries({ queryKey: LIKE_LIST_KEY }),
  ]);
}
