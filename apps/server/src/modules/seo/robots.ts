import { SERVER_PATH_PREFIXES, WEB_PAGES, type WebPage } from '@ansim/domain';

/**
 * Server paths crawlers may read: the listings' images, these rules and sitemaps themselves, and the share
 * links (/s/{code}), whose page is what a messenger's preview reads (X draws no card for a disallowed URL).
 */
const CRAWLABLE_SERVER_PATHS: readonly string[] = [
  '/images',
  '/robots.txt',
  '/s',
  '/sitemap.xml',
  '/sitemaps',
];

/** The static words of a page's pattern before its first parameter: '/myPage/inquiry/:detail' → '/myPage/inquiry'. */
const staticPrefix = (page: WebPage): string => {
  const words: string[] = [];
  for (const segment of page.pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) break;
    words.push(segment);
  }
  return `/${words.join('/')}`;
};

const covers = (rule: string, path: string): boolean =>
  rule === '/' || path === rule || path.startsWith(`${rule}/`);

/** The rules no other rule of the list already covers: '/myPage' makes '/myPage/alarm' redundant. */
const outermost = (rules: string[]): string[] =>
  [...new Set(rules)].filter((rule) => !rules.some((other) => other !== rule && covers(other, rule))).sort();

/**
 * robots.txt (P6 item 7): crawlers stay out of the API and of the members' and roles' pages, and read the
 * public pages. Rules are path prefixes, so a disallowed section that holds public pages (/myPage holds the
 * notices and terms, /salesManagement the listing detail) gets an Allow for them: crawlers apply the
 * longest matching rule (RFC 9309 §2.2.2), so the Allow wins inside it. Only prefixes and no `*` or `$`,
 * which not every crawler reads. Pages that are open but worth nothing in results (sign-in, the search
 * box) are not disallowed here: their `noindex` tag says so, and a crawler must be let in to read it.
 */
export function robotsTxt(publicUrl: string): string {
  const isDisallowed = (page: WebPage) => page.crawl === 'disallow';
  const disallowedPages = outermost(WEB_PAGES.filter(isDisallowed).map(staticPrefix));
  const allowedInside = outermost(
    WEB_PAGES.filter((page) => !isDisallowed(page))
      .map(staticPrefix)
      .filter((path) => disallowedPages.some((rule) => covers(rule, path) && rule !== path)),
  );
  const serverPaths = SERVER_PATH_PREFIXES.filter((prefix) => !CRAWLABLE_SERVER_PATHS.includes(prefix));
  return [
    'User-agent: *',
    ...[...serverPaths].sort().map((path) => `Disallow: ${path}`),
    ...disallowedPages.map((path) => `Disallow: ${path}`),
    ...allowedInside.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
