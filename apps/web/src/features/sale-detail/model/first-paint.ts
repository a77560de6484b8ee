import { useEffect, useState } from 'react';

/**
 * Calls `done` once the page's first contentful paint has reached the screen. The paint entry is written
 * when the frame is presented, which can be well after the main thread drew it; work started in between
 * would still hold that frame back on a slow phone. Where the entry is not reported, after the next frame.
 * Returns the cancel.
 */
export function afterFirstContentfulPaint(done: () => void): () => void {
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    // Buffered: a paint that happened before this was asked is reported at once.
    observer.observe({ type: 'paint', buffered: true });
    return () => observer.disconnect();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An animation frame runs just before the browser paints; a timeout set in it runs after that paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(done, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of a page's `total` parts to draw. Without `defer`, all of them at once. With it, none until
 * the first paint, then one more per task: a cold visit draws the listing from the answer in the page's
 * HTML in the app's very first render, and on a phone the photo and the summary fill the screen. The
 * sections below them (their rendering, their DOM and their text's first layout) would otherwise be paid
 * for before that photo shows, and drawn all at once after it, one long task that a tap would wait on.
 */
export function useStaggeredReveal(total: number, defer: boolean): number {
  const [painted, setPainted] = useState(!defer);
  const [shown, setShown] = useState(defer ? 0 : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (painted) return;
    return afterFirstContentfulPaint(() => setPainted(true));
  }, [painted]);
  useEffect(() => {
    if (!painted || shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [painted, shown, total]);
  return Math.min(shown, total);
}
