import fs from 'node:fs';
import path from 'node:path';
import { isServerPath, matchWebPage, WEB_PAGE_MODULES } from '@ansim/domain';
import { PUBLIC } from '@ansim/domain/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type PageHead, renderHeadTags } from '../modules/seo/head-tags.ts';
import { declareScopeAccess } from './access-guard.ts';
import { createFirstAnswers, type VisitorDetail } from './first-answers.ts';
import { indexTemplate } from './index-template.ts';
import { detailPhotoPreload, readPagePreloads } from './page-preloads.ts';

/** The status and head of the page at a path of the web app (the seo module's `page`). */
export type PageResolver = (
  pathname: string,
  query: URLSearchParams,
) => Promise<{ status: 200 | 404; head: PageHead; photoKey?: string }>;

/**
 * Every path that no route of the server or file of the build claims: the web app's pages. Not a server
 * path, so not among SERVER_PATH_PREFIXES, which the web dev server proxies.
 */
const EVERY_OTHER_PATH = '/*';

/** Content-hashed: a new version is a new name. */
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidated on every use (ETag, Last-Modified): a deploy reaches users on their next navigation. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app. Files: content-hashed ones under /assets/ are cached for a year, the others
 * revalidated; each is sent as the build's .br or .gz sibling when the client accepts it (with
 * Content-Encoding and Vary), else as is, for compression.ts to compress if it is text. Pages: a path of
 * the app's route table (WEB_PAGES) answers 200, any other 404 (the app then draws its Korean not-found
 * page), both with index.html carrying the page's own head; a page of the table also names its route's
 * chunks, for the browser to fetch beside the entry (page-preloads.ts). That HTML differs per page, so the
 * build's index.html.br/.gz are never sent; compression.ts compresses the rendered page instead. A page
 * whose first screen is a list also carries a visitor's answer to it and a preload of its first photo, and a
 * listing's page a visitor's answer to its detail (first-answers.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    distDir,
    resolvePage,
    visitorDetail,
  }: { distDir: string; resolvePage: PageResolver; visitorDetail?: VisitorDetail },
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    return false;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const template = indexTemplate(indexHtml);
  const preloads = readPagePreloads(distDir, indexHtml, WEB_PAGE_MODULES, (message, detail) =>
    app.log.warn(detail, message),
  );

  // The build's files are public; a scope of their own declares it for every file route the plugin adds.
  await app.register(async (scope) => {
    declareScopeAccess(scope, PUBLIC);
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // A route per file of the build, except the pages (rendered below) and the compressed siblings,
      // which are sent in place of their file, never at an address of their own.
      globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? YEAR_IMMUTABLE : REVALIDATE);
      },
    });
  });

  const firstAnswers = createFirstAnswers(app, { visitorDetail });

  app.route({
    method: 'GET',
    url: EVERY_OTHER_PATH,
    // The app's pages: each page's own data comes from the API, under that call's rule.
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      // An API path nobody serves is the API's 404 envelope, not a page.
      if (isServerPath(pathname)) return reply.callNotFound();
      const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt));
      // By the route the app will draw, whatever the status: a listing that is gone still loads its page.
      const match = matchWebPage(pathname);
      const pattern = match?.page.pattern;
      const [page, answers] = await Promise.all([
        resolvePage(pathname, query),
        match ? firstAnswers.tags(match.page.pattern, query, match.params) : '',
      ]);
      const pagePreloads = pattern === undefined ? '' : (preloads.get(pattern) ?? '');
      // The page's largest photo first: its request leaves beside the entry's, at high priority.
      const photo = page.photoKey ? detailPhotoPreload(page.photoKey) : '';
      const endOfHead = [photo, pagePreloads, answers].filter(Boolean).join('\n    ');
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(template.render(renderHeadTags(page.head), endOfHead));
    },
  });
  return true;
}
