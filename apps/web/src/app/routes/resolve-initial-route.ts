import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What a page's module may start before the page first renders: the call of its first screen, into the
 * app's query cache, while the app is still starting. The page's own query then finds it under way (one
 * request) instead of sending it once its first render has committed. The promise settles when the answer
 * is in the cache (or the call failed).
 */
export type StartFirstData = (queryClient: QueryClient) => Promise<void>;

/**
 * How long the first render waits for that answer. An answer in time is drawn in the app's first render:
 * one render and layout before the page's largest paint instead of a skeleton and then the cards (as a
 * loader of React Router would, and as the search list does with the answer in its HTML). A slower one
 * leaves the page to render its skeleton and draw the cards when they come.
 */
export const FIRST_DATA_WAIT_MS = 1_000;

/** A lazy route's module as `page()` of routes.tsx gives it: the router's properties and the start above. */
interface LandingModule extends Record<string, unknown> {
  startFirstData?: StartFirstData;
}

/**
 * Loads the code of the routes that match `pathname` and puts it on their route objects, so the router starts
 * initialized and its first render is the page. Without it the router first paints its HydrateFallback (the
 * boot screen), waits for the lazy module and renders a second time: on a slow phone that is a layout and a
 * paint more before the page's first card shows. The route chunk is already preloaded by the server
 * (page-preloads), so the await costs no extra round trip. A load that fails leaves the route lazy: the
 * router then loads it again itself and shows its error page if that fails too.
 *
 * A page that can start its first call without rendering (`startFirstData`: the signed-in wish list) starts
 * it here, as soon as its code has run, and its first render waits for the answer a short while
 * (FIRST_DATA_WAIT_MS).
 */
export async function resolveInitialRoute(
  routes: RouteObject[],
  pathname: string,
  queryClient?: QueryClient,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      let resolved: LandingModule;
      try {
        resolved = (await lazy()) as LandingModule;
      } catch {
        // The router's own lazy load retries and reports it.
        return;
      }
      const { startFirstData, ...properties } = resolved;
      Object.assign(route, properties, { lazy: undefined });
      if (queryClient && startFirstData) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
        });
        await Promise.race([startFirstData(queryClient).catch(() => undefined), late]);
        clearTimeout(timer);
      }
    }),
  );
}
