import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that match `pathname` and puts it on their route objects, so the router starts
 * initialized and its first render is the page. Without it the router first paints its HydrateFallback (the
 * boot screen), waits for the lazy module and renders a second time: on a slow phone that is a layout and a
 * paint more before the page's first card shows. The route chunk is already preloaded by the server
 * (page-preloads), so the await costs no extra round trip. A load that fails leaves the route lazy: the
 * router then loads it again itself and shows its error page if that fails too.
 */
export async function resolveInitialRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const resolved = await lazy();
        Object.assign(route, resolved, { lazy: undefined });
      } catch {
        // The router's own lazy load retries and reports it.
      }
    }),
  );
}
