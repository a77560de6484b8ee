import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { isServerPath, SERVER_PATH_PREFIXES } from '@ansim/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routes/routes.tsx';
import config from '../vite.config.ts';

/*
 * `npm run dev` serves the web app from Vite and proxies the server's paths to it. A path the server
 * serves but Vite does not proxy works in production and breaks in development (the demo listings' images
 * did, under /images), so the paths are read from the sources: the server's route registrations and the
 * contract's route table.
 */
const sources = import.meta.glob(
  ['../../server/src/**/*.ts', '../../../packages/domain/src/contract/**/*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

/** `app.get('/x'…)`, `url: '/x'`, `path: '/x'`, `routePrefix: '/x'`, whatever the line breaks. */
const ROUTE_PATH =
  /(?:\b(?:path|url|routePrefix|prefix)\s*:\s*|\.(?:get|post|put|patch|delete|head|all|route)\s*(?:<[^>()]*>)?\(\s*)['"`](\/[^'"`\s]*)['"`]/g;

const servedPaths = [
  ...new Set(Object.values(sources).flatMap((text) => [...text.matchAll(ROUTE_PATH)].map((m) => m[1]!))),
].sort();

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

const proxiedBy = (kind: 'server' | 'preview') => Object.keys(config[kind]?.proxy ?? {}).sort();

const webPaths = (routes: RouteObject[], parent = ''): string[] =>
  routes.flatMap((route) => {
    const path =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [...(route.path === undefined ? [] : [path]), ...webPaths(route.children ?? [], path)];
  });

describe('the dev server proxy', () => {
  it('finds the server’s routes to check', () => {
    expect(servedPaths).toEqual(
      expect.arrayContaining([
        '/health',
        '/docs',
        '/api/search/sale/list',
        '/images/sale/:name',
        '/files/:fileId',
      ]),
    );
  });

  it.each(['server', 'preview'] as const)('%s proxies every path prefix the server serves', (kind) => {
    expect(proxiedBy(kind)).toEqual([...SERVER_PATH_PREFIXES].sort());
    const unproxied = servedPaths.filter((path) => !proxiedBy(kind).includes(firstSegment(path)));
    expect(unproxied).toEqual([]);
  });

  it('proxies none of the web app’s own pages', () => {
    const pages = webPaths(appRoutes).filter((path) => path !== '/*' && path !== '*');
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((path) => isServerPath(path))).toEqual([]);
  });

  it.each(['server', 'preview'] as const)(
    '%s hands web pages that share a prefix’s letters to the app',
    (kind) => {
      // Vite matches proxy keys as plain prefixes ('/s' matches '/search'); the bypass keeps whole segments.
      const proxied = (url: string) =>
        Object.entries(config[kind]?.proxy ?? {}).some(([prefix, options]) => {
          if (!url.startsWith(prefix) || typeof options === 'string') return false;
          const request = new IncomingMessage(new Socket());
          request.url = url;
          const bypass = options.bypass?.(request, undefined, options);
          return bypass === undefined || bypass === null;
        });
      for (const url of ['/search/list', '/salesManagement/salesDetail/100001', '/signUp', '/imagesque'])
        expect(proxied(url), url).toBe(false);
      for (const url of ['/s/Ab3dE9xY', '/api/search/sale/list', '/images/sale/villa-1.svg', '/health'])
        expect(proxied(url), url).toBe(true);
    },
  );
});
