import { TIMINGS } from '@ansim/domain';
import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  /** product.md §A9: the infinite scroll is throttled to one load per 300 ms. */
  throttleMs?: number;
}

export const supportsIntersectionObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * Loads the next page when the returned sentinel comes near the viewport. The sentinel may stay visible
 * after a page arrives (a tall screen, a short page): then the next page follows, still throttled.
 */
export function useInfiniteScroll({
  hasNextPage,
  isFetching,
  fetchNextPage,
  throttleMs = TIMINGS.scrollThrottle,
}: InfiniteScrollOptions): RefCallback<HTMLElement> {
  const [visible, setVisible] = useState(false);
  const lastLoad = useRef(0);
  const observer = useRef<IntersectionObserver | null>(null);

  const sentinel = useCallback<RefCallback<HTMLElement>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || !supportsIntersectionObserver()) return;
    observer.current = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      // Start loading a little before the end, so a steady scroll rarely waits.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.current.observe(element);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  useEffect(() => {
    if (!visible || !hasNextPage || isFetching) return;
    const wait = Math.max(0, lastLoad.current + throttleMs - Date.now());
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      fetchNextPage();
    }, wait);
    return () => clearTimeout(timer);
  }, [visible, hasNextPage, isFetching, fetchNextPage, throttleMs]);

  return sentinel;
}
