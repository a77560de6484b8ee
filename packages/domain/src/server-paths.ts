/*
 * Where the server answers and where the web app does. One process serves both (DESIGN.md "Scale"): a path
 * under one of these prefixes is the server's own; every other path a browser asks for is the single-page
 * app: one of its pages (WEB_PAGES of web-pages.ts), or its Korean not-found page, which the server sends
 * with HTTP 404. The web dev server proxies exactly these.
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
  /** Short share links of listings (/s/{code}): the listing's preview tags, then its detail page. */
  '/s',
  /** Rules for crawlers; never the app's HTML. */
  '/robots.txt',
  /** The sitemap index of the public pages and the active listings, and its pages. */
  '/sitemap.xml',
  '/sitemaps',
] as const;

export type ServerPathPrefix = (typeof SERVER_PATH_PREFIXES)[number];

/** True for a path (or URL path with a query) that the server answers itself, false for the web app's. */
export const isServerPath = (path: string): boolean =>
  SERVER_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
