/*
 * Where the server answers and where the web app does. One process serves both (DESIGN.md "Scale"): a path
 * under one of these prefixes is the server's own; every other path a browser asks for is the single-page
 * app, whose router decides (its Korean 404 page included). The web dev server proxies exactly these.
 */

/** The first path segment of everything the server serves itself, as `/segment`. */
export const SERVER_PATH_PREFIXES = [
  /** The API (product.md §A7). */
  '/api',
  /** The spec's shared calls: codes, subway stations, map counts, address suggestions. */
  '/common',
  /** The OpenAPI reference. */
  '/docs',
  /** Private files by stored id, the caller's right checked. */
  '/files',
  /** The liveness and database check. */
  '/health',
  /** Public images (the demo listings'). */
  '/images',
] as const;

export type ServerPathPrefix = (typeof SERVER_PATH_PREFIXES)[number];

/** True for a path (or URL path with a query) that the server answers itself, false for the web app's. */
export const isServerPath = (path: string): boolean =>
  SERVER_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
