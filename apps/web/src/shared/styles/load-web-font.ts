import type { QueryClient } from '@tanstack/react-query';

/** Long enough for a first screen on a slow phone; the font never waits longer than this for content. */
const MAX_WAIT_MS = 8_000;

const whenLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** Resolves once no query is in flight: the first screen's data has arrived (or failed). */
const whenQueriesSettled = (client: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

/** Resolves once every image now in the page has loaded or failed (lazy ones below the fold excepted). */
const whenImagesDone = (): Promise<void> => {
  const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
};

const nextIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 200);
  });

/**
 * Loads Pretendard's @font-face rules (92 unicode-range slices) after the first screen is complete: the page
 * has loaded, its data has arrived and its photos are in. The home screen's text alone spans 13 slices, about
 * 350 KB; fetched earlier, they share a phone's bandwidth with the scripts, the API answer and the listing
 * photo that is the largest thing on the screen. Until then text draws in the metric-matched fallback of
 * fonts.css, and each slice swaps in (font-display: swap) without moving a line.
 */
export function loadWebFontAfterFirstScreen(client: QueryClient, load: () => Promise<unknown>): void {
  const firstScreen = whenLoaded()
    .then(nextIdle)
    .then(() => whenQueriesSettled(client))
    // The answer's cards render after the query settles: their photos exist one idle period later.
    .then(nextIdle)
    .then(whenImagesDone);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  void Promise.race([firstScreen, deadline]).then(nextIdle).then(load);
}
