/// <reference lib="webworker" />
/*
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It makes the app open without
 * a network after one visit, and it shows Web Push notifications.
 *
 * - The shell (the build's index.html, its entry script, framework chunk and style) is precached at install:
 *   a small, fixed set. The ninety font slices and the pages' chunks are not: each is cached the first time
 *   the app asks for it (cache-first: their names carry their content's hash), and the page that registers
 *   this worker sends the ones it has already loaded (workbox-routing's CACHE_URLS message), so the screen
 *   of the first visit opens offline too.
 * - A page (a navigation) goes to the network, since the server writes each page's own head and the newest
 *   build; offline it is the precached shell, and the app routes by the address as usual. Pages are not
 *   kept one by one: a page saved under an older build would name scripts the current precache no longer
 *   holds, and open blank offline.
 * - Everything the server answers itself (the API, files, images, short links, sitemaps) is left alone: no
 *   handler, so the browser fetches it as if there were no worker and an offline call fails at once, which
 *   the app's offline notice explains. Data is never served stale from here.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isServerPath } from '../../../packages/domain/src/server-paths.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time with the precache list of vite.config.ts's `injectManifest.globPatterns`. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/**
 * The shell's address. The server sends no /index.html (every page is index.html with that page's head,
 * rendered per request), so the build's index.html is precached as the root page, which the server answers
 * 200 with the same scripts.
 */
const SHELL_URL = '/';

/** The icon a notification shows, from the manifest's icons. */
const NOTIFICATION_ICON = '/icons/icon-192.png';

const CACHE_PREFIX = 'ansim';

const precacheList = self.__WB_MANIFEST.map((entry) =>
  typeof entry !== 'string' && entry.url === 'index.html' ? { ...entry, url: SHELL_URL } : entry,
);

// A new build takes over at once: pages come from the network and chunks keep their names, so an open tab
// loses nothing, and a tab left on an old build reloads itself when a removed chunk is asked for
// (main.tsx, vite:preloadError).
void self.skipWaiting();
clientsClaim();

// Before the precache's own route: the shell must not answer the root page from the cache while online.
// A navigation to a path the server answers itself (a short link, the API docs) is the server's alone.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isServerPath(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error() }],
  }),
);

cleanupOutdatedCaches();
precacheAndRoute(precacheList);

// The build's other files: content-hashed, so a cached copy is never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && !isServerPath(url.pathname),
  new CacheFirst({
    cacheName: `${CACHE_PREFIX}-assets`,
    plugins: [
      // The fonts (90 slices) and the chunks of the screens a user visits; old builds' files age out.
      new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

/** What the server's Web Push sender puts in a message (N1's delivery). */
interface PushPayload {
  title: string;
  body: string;
  link?: string;
}

const readPayload = (data: PushMessageData | null): PushPayload | null => {
  if (!data) return null;
  try {
    const value: unknown = data.json();
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, link } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return { title, body, link: typeof link === 'string' ? link : undefined };
  } catch {
    return null;
  }
};

/** A link from a message, only ever inside this app: a message must not open another site. */
const appLink = (link: unknown): string => {
  if (typeof link !== 'string' || link === '') return '/main';
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/main';
  } catch {
    return '/main';
  }
};

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      lang: 'ko',
      data: { link: appLink(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link = appLink(
    typeof data === 'object' && data !== null ? (data as { link?: unknown }).link : undefined,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // A window this worker controls is moved to the link; one it does not control (opened before the
        // worker) cannot be, and the link opens in a new one.
        const focused = await open.focus();
        if ('navigate' in focused && open.url !== new URL(link, self.location.origin).href) {
          await focused.navigate(link).catch(() => self.clients.openWindow(link));
        }
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
