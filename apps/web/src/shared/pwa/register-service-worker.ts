import { isNativeApp } from '../native/index.ts';

/** The worker vite-plugin-pwa builds from src/sw.ts, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The message workbox-routing's cache listener takes (src/sw.ts). */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/**
 * The build's files this page has loaded so far (its route chunks, styles and font slices), from the
 * resource timings: the worker was not there to cache them when they came, and without them the page of the
 * first visit would not open offline.
 */
export function loadedBuildFiles(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
  origin: string = window.location.origin,
): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  return [...urls];
}

/**
 * Registers the service worker, then hands it the build files already loaded. Runs after the first screen
 * (main.tsx): the worker's install downloads the shell again, which must not compete with the first
 * screen's own requests. Not in the native app: its WebView on iOS runs no service worker outside
 * app-bound domains and its pushes come through FCM, so both platforms behave alike without one. A browser
 * that refuses (a private window, a blocked storage) keeps working online: the failure is swallowed.
 */
export async function registerServiceWorker(win: Window = window): Promise<ServiceWorkerRegistration | null> {
  const { serviceWorker } = win.navigator;
  if (!serviceWorker || isNativeApp(win)) return null;
  try {
    const registration = await serviceWorker.register(SERVICE_WORKER_URL, {
      scope: '/',
      // The worker's own script is revalidated on every check, whatever a cache in between says.
      updateViaCache: 'none',
    });
    const { active } = await serviceWorker.ready;
    const message: CacheUrlsMessage = {
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: loadedBuildFiles(win.performance.getEntriesByType('resource'), win.location.origin),
      },
    };
    active?.postMessage(message);
    return registration;
  } catch {
    return null;
  }
}
