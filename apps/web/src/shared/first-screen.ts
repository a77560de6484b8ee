import type { QueryClient } from '@tanstack/react-query';

/** Long enough for a first screen on a slow phone; nothing deferred waits longer than this for it. */
const MAX_WAIT_MS = 8_000;

/**
 * The least wait after the page's load: a page's queries start when its lazily loaded route mounts, which can
 * be after the load event, and "no query in flight" must not be read before they have started.
 */
const MIN_WAIT_AFTER_LOAD_MS = 1_500;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

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

/** The watch of the first screen; null until the entry starts it (watchFirstScreen). */
let firstScreenDone: Promise<void> | null = null;

/**
 * Starts watching for the end of the first screen: the page has loaded, its data has arrived and its photos
 * are in. What the first screen does not draw (the web font, focus-trap, the code and station lists) waits
 * for it: fetched earlier, it shares a phone's bandwidth and round trips with the scripts, the API answer
 * and the listing photo that is the largest thing on the screen. Without a watch (tests, tools) nothing
 * waits.
 */
export function watchFirstScreen(client: QueryClient): void {
  const firstScreen = whenLoaded()
    .then(() => delay(MIN_WAIT_AFTER_LOAD_MS))
    .then(() => whenQueriesSettled(client))
    // The answer's cards render after the query settles: their photos exist one idle period later.
    .then(nextIdle)
    .then(whenImagesDone);
  const deadline = delay(MAX_WAIT_MS);
  firstScreenDone = Promise.race([firstScreen, deadline]).then(nextIdle);
}

/**
 * Resolves once the first screen is complete (at once when nobody watches it). A module that asks while it
 * is evaluated runs before the entry's body has started the watch: the answer waits one task, by which
 * time every module of the page has run, and then follows the watch if there is one. (It read the unset
 * watch as "nobody watches": focus-trap loaded with the page's own code, before its first card.)
 */
export const afterFirstScreen = (): Promise<void> =>
  firstScreenDone ??
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => firstScreenDone ?? undefined);
