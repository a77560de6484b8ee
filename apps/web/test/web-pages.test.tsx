import {
  documentTitle,
  HOME_TITLE,
  matchWebPage,
  NOT_FOUND_PAGE_TITLE,
  SITE_DESCRIPTION,
  WEB_PAGE_MODULES,
  WEB_PAGES,
} from '@ansim/domain';
import { waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../src/app/routes/route-handle.ts';
import { appRoutes } from '../src/app/routes/routes.tsx';
import { findPageTitle, renderApp } from './helpers/render-app.tsx';

/*
 * The server answers 200 or 404 and writes each page's <title> from @ansim/domain's WEB_PAGES, not from the
 * web's route table (it does not load React). These tests keep the two the same list: same patterns, same
 * titles, same choice of route for a path.
 */

interface PageRoute {
  pattern: string;
  route: RouteObject;
  handle: RouteHandle | undefined;
}

/** Every page of the route table with its full pattern: '/signUp/:userType', the index route as '/'. */
const pageRoutes = (routes: RouteObject[], parent = ''): PageRoute[] =>
  routes.flatMap((route) => {
    const pattern =
      route.index === true
        ? parent || '/'
        : route.path === undefined
          ? parent
          : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own =
      route.index === true || (route.path !== undefined && !route.children?.length)
        ? [{ pattern, route, handle: route.handle as RouteHandle | undefined }]
        : [];
    return [...own, ...pageRoutes(route.children ?? [], pattern)];
  });

const routes = pageRoutes(appRoutes);
const appPages = routes.filter((route) => route.pattern !== '/*');
const notFoundRoute = routes.find((route) => route.pattern === '/*');

/** A path that the pattern matches: each parameter replaced by a sample value. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

/** The pattern React Router renders for a path, '/*' for its not-found page. */
const routerPattern = (path: string) => {
  const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
  return routes.find((page) => page.route === leaf)?.pattern;
};

describe('WEB_PAGES mirrors the route table', () => {
  it('lists every page of routes.tsx, and nothing else', () => {
    expect(appPages.length).toBeGreaterThan(40);
    expect(WEB_PAGES.map((page) => page.pattern).sort()).toEqual(
      appPages.map((route) => route.pattern).sort(),
    );
    expect(new Set(WEB_PAGES.map((page) => page.pattern)).size).toBe(WEB_PAGES.length);
  });

  it('gives each page the title its header shows, and none to the pages that show the wordmark', () => {
    for (const route of appPages) {
      const page = WEB_PAGES.find((p) => p.pattern === route.pattern)!;
      const title = route.handle?.title;
      if (typeof title === 'string') expect(page.title, route.pattern).toBe(title);
      else if (title === undefined) expect(page.title, route.pattern).toBeNull();
      // A title made from the URL or the user (a listing number, a name) is the server's own business.
      else expect(page.title, route.pattern).toEqual(expect.any(String));
    }
  });

  it('titles the not-found page as the app does', () => {
    expect(notFoundRoute?.handle?.title).toBe(NOT_FOUND_PAGE_TITLE);
  });

  it.each(WEB_PAGES.map((page) => page.pattern))('matches %s to the route the app renders', (pattern) => {
    const path = samplePath(pattern);
    expect(routerPattern(path)).toBe(pattern);
    expect(matchWebPage(path)?.page.pattern).toBe(pattern);
  });

  it.each([
    ['/MAIN/', '/main'],
    ['/myPage/Notice/12', '/myPage/notice/:id'],
    ['/signUp/agreement', '/signUp/agreement'],
    ['/salesManagement/regist/temp', '/salesManagement/regist/:status'],
    ['/salesManagement/regist/locationInfo', '/salesManagement/regist/locationInfo'],
  ])(
    'agrees with the router on %s (case, trailing slash, static words before parameters)',
    (path, pattern) => {
      expect(routerPattern(path)).toBe(pattern);
      expect(matchWebPage(path)?.page.pattern).toBe(pattern);
    },
  );

  it.each([
    '/no/such/page',
    '/mainx',
    '/myPage/notice/12/extra',
    '/salesManagement/salesDetail',
    '/index.html',
  ])('knows %s is no page, as the router does', (path) => {
    expect(routerPattern(path)).toBe('/*');
    expect(matchWebPage(path)).toBeNull();
  });
});

/** The app's page modules, named by their path from apps/web as the build manifest names them. */
const pageModules = new Map(
  Object.entries(import.meta.glob<Record<string, unknown>>('../src/**/pages/*.tsx')).map(([file, load]) => [
    file.replace(/^\.\.\//, ''),
    load,
  ]),
);

/** The pages whose route loads a module (all but the redirect of /salesManagement/regist). */
const lazyPages = appPages.filter((page) => typeof page.route.lazy === 'function');

describe('WEB_PAGE_MODULES names the module each route loads', () => {
  it('has one for every page that loads a module, and for nothing else', () => {
    expect(lazyPages.length).toBeGreaterThan(40);
    expect(Object.keys(WEB_PAGE_MODULES).sort()).toEqual(lazyPages.map((page) => page.pattern).sort());
  });

  it.each(lazyPages.map((page) => [page.pattern, page.route] as const))(
    'names for %s the module whose component the route draws',
    async (pattern, route) => {
      const moduleKey = WEB_PAGE_MODULES[pattern]!;
      const load = pageModules.get(moduleKey);
      expect(load, `${moduleKey} is no page module of the app`).toBeDefined();
      if (typeof route.lazy !== 'function') throw new Error(`${pattern} loads no module`);
      const { Component } = await route.lazy();
      expect(Component).toEqual(expect.any(Function));
      expect(Object.values(await load!())).toContain(Component);
    },
  );
});

describe('document title and description', () => {
  it('names the page and describes it from WEB_PAGES', async () => {
    renderApp('/myPage/faq');
    await findPageTitle('자주 묻는 질문');
    const faq = WEB_PAGES.find((page) => page.pattern === '/myPage/faq')!;
    expect(faq.description).not.toBe(SITE_DESCRIPTION);
    await waitFor(() => expect(document.title).toBe(documentTitle('자주 묻는 질문')));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(faq.description);
  });

  it('gives the home the site title, and an unknown path the not-found title and the site description', async () => {
    renderApp('/main');
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    renderApp('/no/such/page');
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND_PAGE_TITLE} | 안심방`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      SITE_DESCRIPTION,
    );
  });
});

describe('the head the server wrote', () => {
  it('stays on the page the browser loaded, and gives way on the first navigation', async () => {
    document.title = '강남구 역삼동 빌라 전세 3억 · 1등급 매우 안전 | 안심방';
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'https://ansim.example.kr/salesManagement/salesDetail/345';
    document.head.append(canonical);
    try {
      const { router } = renderApp('/salesManagement/salesDetail/345');
      await findPageTitle('매물번호 345');
      expect(document.title).toBe('강남구 역삼동 빌라 전세 3억 · 1등급 매우 안전 | 안심방');
      await router.navigate('/myPage/faq');
      await waitFor(() => expect(document.title).toBe('자주 묻는 질문 | 안심방'));
    } finally {
      canonical.remove();
    }
  });
});
