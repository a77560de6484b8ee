import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  documentTitle,
  HOME_TITLE,
  listingCardSrcSet,
  NOT_FOUND_PAGE_TITLE,
  WEB_PAGE_MODULES,
} from '@ansim/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, saleViews } from '../src/db/schema/index.ts';
import {
  detailAnswerKey,
  FIRST_ANSWERS_ID,
  firstListUrls,
  jsonForScript,
} from '../src/plugins/first-answers.ts';
import { readPagePreloads } from '../src/plugins/page-preloads.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The built web app as the server sends it (P6 items 1, 2 and 7): precompressed assets, compression of
 * everything else, caching, the status and head of each page, and the preloads of its route's chunks. The
 * build is a small one written here, with .br and .gz siblings and a manifest as the web build writes them.
 */

let ctx: TestContext;
let webDist: string;

/** Big enough to be worth compressing (over the 1 KB threshold). */
const APP_JS = `export const greeting = ${JSON.stringify('안심방 '.repeat(400))};\n`;
const STYLE_CSS = `.card { color: #333; }\n`.repeat(100);
/** The build's own index.html: a site-wide title and description that each page replaces with its own. */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="빌드의 설명" />
    <meta property="og:title" content="빌드의 제목" />
    <title>안심방</title>
    <script type="module" src="/assets/app-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-fw0001.js">
    <link rel="stylesheet" crossorigin href="/assets/style-def456.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>${'안심방을 이용하려면 자바스크립트를 켜 주세요. '.repeat(20)}</noscript>
  </body>
</html>
`;

const MAIN_PAGE = WEB_PAGE_MODULES['/main']!;
const WISH_LIST_PAGE = WEB_PAGE_MODULES['/wishList']!;

/**
 * dist/.vite/manifest.json as Vite writes it: the entry (which index.html loads with its framework chunk
 * and styles), and two pages that share a card chunk, which imports the entry and a chunk of its own. No
 * other page's module is in it, as in a stale build.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/app-abc123.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework-fw0001.js'],
    dynamicImports: [MAIN_PAGE, WISH_LIST_PAGE],
    css: ['assets/style-def456.css'],
  },
  '_framework-fw0001.js': { file: 'assets/framework-fw0001.js', name: 'framework' },
  [MAIN_PAGE]: {
    file: 'assets/main-page-m0001.js',
    src: MAIN_PAGE,
    isDynamicEntry: true,
    imports: ['_framework-fw0001.js', 'index.html', '_sale-card-c0001.js'],
    // Loaded on demand (the map): never preloaded.
    dynamicImports: ['src/features/search/map/search-map.tsx'],
    css: ['assets/main-page-m0001.css'],
  },
  [WISH_LIST_PAGE]: {
    file: 'assets/wish-list-page-w0001.js',
    src: WISH_LIST_PAGE,
    isDynamicEntry: true,
    imports: ['index.html', '_sale-card-c0001.js', '_framework-fw0001.js'],
    css: ['assets/wish-list-page-w0001.css'],
  },
  '_sale-card-c0001.js': {
    file: 'assets/sale-card-c0001.js',
    imports: ['index.html', '_format-f0001.js', '_framework-fw0001.js'],
    css: ['assets/sale-card-c0001.css'],
  },
  '_format-f0001.js': { file: 'assets/format-f0001.js', imports: ['_sale-card-c0001.js'] },
  'src/features/search/map/search-map.tsx': {
    file: 'assets/search-map-s0001.js',
    isDynamicEntry: true,
    imports: ['_framework-fw0001.js'],
  },
};

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
  fs.writeFileSync(path.join(webDist, file), content);
};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-web-app-'));
  write('index.html', INDEX_HTML);
  // Stale siblings of index.html, as a build that compresses every text file leaves them: never sent.
  write('index.html.br', zlib.brotliCompressSync('STALE'));
  write('index.html.gz', zlib.gzipSync('STALE'));
  write('assets/app-abc123.js', APP_JS);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(APP_JS));
  write('assets/app-abc123.js.gz', zlib.gzipSync(APP_JS));
  // No siblings: compressed on the fly.
  write('assets/style-def456.css', STYLE_CSS);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', JSON.stringify(MANIFEST));
  ctx = await createTestApp({ webDist, env: { PUBLIC_URL: 'https://ansim.example.kr' } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body decoded once, by its Content-Encoding: an answer encoded twice would not read back. */
const decoded = (res: Awaited<ReturnType<typeof get>>): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
};

const varies = (res: Awaited<ReturnType<typeof get>>) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/);

describe('hashed assets', () => {
  it.each(['br', 'gzip'])(
    'are sent as the build’s %s sibling, encoded once, cached for a year',
    async (encoding) => {
      const res = await get('/assets/app-abc123.js', `${encoding}, deflate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(varies(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(APP_JS);
    },
  );

  it('prefers brotli when the client takes both', async () => {
    expect((await get('/assets/app-abc123.js', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
  });

  it('are sent plain to a client that accepts no encoding, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(APP_JS);
      expect(varies(res)).toContain('accept-encoding');
    }
  });

  it('are compressed on the fly when the build left no sibling', async () => {
    const res = await get('/assets/style-def456.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(decoded(res)).toBe(STYLE_CSS);
  });

  it('leaves files outside /assets/ to revalidate', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the build manifest', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the demo listings’ images', () => {
  it('are cached for a day and used stale for a week while revalidating', async () => {
    const res = await get('/images/sale/villa-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('never serves a compressed sibling or the page template at an address of its own', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/index.html', '/index.html.gz']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(404);
      expect(decoded(res), url).not.toContain('STALE');
    }
  });
});

/** The hrefs of the page's links of one kind, in document order. */
const links = (html: string, rel: 'modulepreload' | 'stylesheet' | 'preload" as="style') =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)"`, 'g'))].map((m) => m[1]);
const STYLE_PRELOAD = 'preload" as="style';

const PRELOADED_BY_TEMPLATE = ['/assets/framework-fw0001.js'];

describe('preloads of a page’s chunks', () => {
  it('name the page’s chunk, its static imports and their styles, after the entry, in the head', async () => {
    const html = decoded(await get('/main', 'br'));
    expect(links(html, 'modulepreload')).toEqual([
      ...PRELOADED_BY_TEMPLATE,
      '/assets/main-page-m0001.js',
      '/assets/sale-card-c0001.js',
      '/assets/format-f0001.js',
    ]);
    // Only the entry's styles block the first paint; the page's are fetched beside it.
    expect(links(html, 'stylesheet')).toEqual(['/assets/style-def456.css']);
    expect(links(html, STYLE_PRELOAD)).toEqual([
      '/assets/main-page-m0001.css',
      '/assets/sale-card-c0001.css',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('/assets/format-f0001.js');
    expect(head.indexOf('/assets/main-page-m0001.js')).toBeGreaterThan(head.indexOf('/assets/app-abc123.js'));
    // Loaded on demand by the page, not before it runs.
    expect(html).not.toContain('search-map');
  });

  it('never repeat what index.html loads already (the entry, its framework chunk, its styles)', async () => {
    for (const url of ['/main', '/wishList']) {
      const html = decoded(await get(url));
      for (const file of ['/assets/app-abc123.js', '/assets/framework-fw0001.js', '/assets/style-def456.css'])
        expect(html.split(file), `${url} ${file}`).toHaveLength(2);
      const hrefs = [
        ...links(html, 'modulepreload'),
        ...links(html, 'stylesheet'),
        ...links(html, STYLE_PRELOAD),
      ];
      expect(new Set(hrefs).size, url).toBe(hrefs.length);
    }
  });

  it('follow the route the app draws: any case, a trailing slash, a query', async () => {
    const main = links(decoded(await get('/main')), 'modulepreload');
    expect(links(decoded(await get('/MAIN/?from=share')), 'modulepreload')).toEqual(main);
    expect(links(decoded(await get('/wishList')), 'modulepreload')).toEqual([
      ...PRELOADED_BY_TEMPLATE,
      '/assets/wish-list-page-w0001.js',
      '/assets/sale-card-c0001.js',
      '/assets/format-f0001.js',
    ]);
  });

  it('are left out where there is no module to load or the build does not have it', async () => {
    // The redirect, a path that is no page, a page whose module this build's manifest lacks.
    for (const url of ['/salesManagement/regist', '/no/such/page', '/login']) {
      const html = decoded(await get(url));
      expect(links(html, 'modulepreload'), url).toEqual(PRELOADED_BY_TEMPLATE);
      expect(links(html, 'stylesheet'), url).toEqual(['/assets/style-def456.css']);
      expect(links(html, STYLE_PRELOAD), url).toEqual([]);
    }
  });

  it('are none without a readable manifest, and a page module the manifest lacks is a warning', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-web-app-'));
    try {
      expect(readPagePreloads(emptyDist, INDEX_HTML, WEB_PAGE_MODULES, warn).size).toBe(0);
      fs.mkdirSync(path.join(emptyDist, '.vite'));
      fs.writeFileSync(path.join(emptyDist, '.vite', 'manifest.json'), '{"index.html": {');
      expect(readPagePreloads(emptyDist, INDEX_HTML, WEB_PAGE_MODULES, warn).size).toBe(0);
      expect(warnings).toEqual([
        expect.stringContaining('no build manifest'),
        expect.stringContaining('unreadable build manifest'),
      ]);
    } finally {
      fs.rmSync(emptyDist, { recursive: true, force: true });
    }
    warnings.length = 0;
    const preloads = readPagePreloads(
      webDist,
      INDEX_HTML,
      { '/main': MAIN_PAGE, '/login': 'src/gone.tsx' },
      warn,
    );
    expect([...preloads.keys()]).toEqual(['/main']);
    expect(warnings).toEqual(['page module missing from the build manifest']);
  });
});

describe('API answers', () => {
  it('are compressed from 1 KB on, as the client prefers', async () => {
    const br = await get('/common/codeList', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toContain('accept-encoding');
    expect(JSON.parse(decoded(br))).toMatchObject({ code: 1 });
    const gzip = await get('/common/codeList', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(decoded(br));
    const plain = await get('/common/codeList');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(br));
  });

  it('are left plain under 1 KB, where compression gains nothing', async () => {
    const res = await get('/health', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 1 });
  });
});

describe('pages', () => {
  it('answer a page of the app with 200, its own head, compressed and revalidated', async () => {
    const res = await get('/main', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = decoded(res);
    expect(html).not.toContain('STALE');
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://ansim.example.kr/main" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
  });

  it('replace the build’s title and description instead of adding a second one', async () => {
    const html = decoded(await get('/myPage/faq', 'gzip'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('빌드의');
    expect(html).toContain(`<title>${documentTitle('자주 묻는 질문')}</title>`);
  });

  it('answer a path that is no page with 404 and the app, which draws its not-found page', async () => {
    for (const url of ['/no/such/page', '/mainx', '/myPage/notice/1/2', '/assets/missing-000.js']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      const html = decoded(res);
      expect(html).toContain(`<title>${documentTitle(NOT_FOUND_PAGE_TITLE)}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('answer a HEAD as the GET, without the body', async () => {
    expect((await ctx.app.inject({ method: 'HEAD', url: '/main' })).statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('keep a trailing slash and any case, as the app’s router does', async () => {
    expect((await get('/myPage/FAQ/')).statusCode).toBe(200);
    expect((await get('/signUp/BROKER')).statusCode).toBe(200);
  });

  it('leave an unknown server path to the API’s JSON 404, never the page', async () => {
    for (const url of ['/api/no/such/call', '/common/nothing', '/sitemaps/other.xml', '/files']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json()).toMatchObject({ code: -404 });
    }
  });

  it('tell crawlers to skip a member’s page and keep the public ones', async () => {
    expect(decoded(await get('/myPage'))).toContain('<meta name="robots" content="noindex" />');
    expect(decoded(await get('/login'))).toContain('<meta name="robots" content="noindex" />');
    expect(decoded(await get('/myPage/notice/12'))).not.toContain('noindex');
  });
});

/** The page's data block of first answers, parsed, or null when it has none. */
const firstAnswersOf = (html: string): { raw: string; answers: Record<string, unknown> } | null => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^]*?)</script>`).exec(
    html,
  );
  if (!match) return null;
  return { raw: match[1]!, answers: JSON.parse(match[1]!) as Record<string, unknown> };
};

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/g)].map((m) => m[1]);

const responsivePreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)"/g,
    ),
  ].map((m) => ({ srcset: m[1], sizes: m[2] }));

describe('first answers in a page', () => {
  it('give the home the answer to a visitor’s call for its row of new listings, as the route gives it', async () => {
    const html = decoded(await get('/main', 'br'));
    const block = firstAnswersOf(html);
    const [url, banners] = firstListUrls('/main', new URLSearchParams());
    // The URL the web app sends for a visitor (bench/results/lighthouse/main-*.json), to the byte.
    expect(url).toMatch(
      /^\/api\/search\/sale\/list\?page=1&limit=10&status=ACTIVE&saleAddr=%EC%84%9C%EC%9A%B8&loginUserNo=&buildingTypes=&.*&safetyGrades=RATE001%2CRATE002&sort=LATEST&/,
    );
    // And the popup's banners, which show with the first screen.
    expect(banners).toBe('/api/banner/detail');
    expect(Object.keys(block?.answers ?? {})).toEqual([url, banners]);
    const direct = (await get(url!)).json<{ entity: { list: { image: string | null }[] } }>();
    expect(direct.entity.list.length).toBeGreaterThan(0);
    expect(block?.answers[url!]).toEqual(direct);
    expect(block?.answers[banners!]).toEqual((await get(banners!)).json());
    // The first card's photo, asked for from the head; the block itself is in the head too.
    expect(imagePreloads(html)).toEqual([direct.entity.list[0]!.image]);
    expect(html.indexOf(`id="${FIRST_ANSWERS_ID}"`)).toBeLessThan(html.indexOf('</head>'));
  });

  it('give the list page the answer to its first page for the URL’s area and order', async () => {
    const html = decoded(await get(`/search/list?saleAddr=${encodeURIComponent(' 강남구 ')}&sort=PRICE_ASC`));
    const block = firstAnswersOf(html);
    const [url] = firstListUrls(
      '/search/list',
      new URLSearchParams({ saleAddr: ' 강남구 ', sort: 'PRICE_ASC' }),
    );
    expect(url).toContain('page=1&limit=30&status=ACTIVE&saleAddr=%EA%B0%95%EB%82%A8%EA%B5%AC&loginUserNo=&');
    expect(url).toContain('&sort=PRICE_ASC&');
    expect(Object.keys(block?.answers ?? {})).toEqual([url]);
    const direct = (await get(url!)).json<{ entity: { list: { image: string | null }[] } }>();
    expect(block?.answers[url!]).toEqual(direct);
    // The first card's photo as the card draws it (srcset and sizes, so the browser takes the same file
    // once), never as a plain href the card would not use on a phone.
    const first = direct.entity.list[0]!.image!;
    expect(first).toMatch(/^\/images\/sale\/[0-9a-f]+\/card\.webp$/);
    expect(responsivePreloads(html)).toEqual([
      { srcset: listingCardSrcSet(first), sizes: '(min-width: 1000px) 160px, 112px' },
    ]);
    expect(responsivePreloads(html)[0]!.srcset).toContain('/thumb.webp 240w');
    expect(imagePreloads(html)).toEqual([]);
    // An order the app does not know is its default, as the app reads it.
    expect(firstListUrls('/search/list', new URLSearchParams({ sort: 'NOPE' }))[0]).toContain(
      '&sort=LATEST&',
    );
  });

  it('never let the answer end the script or the page: no < > & or line separator in the block', async () => {
    const tricky = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const text = jsonForScript(tricky);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(tricky);
    const block = firstAnswersOf(decoded(await get('/main')));
    expect(block?.raw).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('are left out of every other page', async () => {
    for (const url of ['/', '/wishList', '/login', '/no/such/page', '/salesManagement/salesDetail/999999']) {
      const html = decoded(await get(url));
      expect(firstAnswersOf(html), url).toBeNull();
      expect(imagePreloads(html), url).toEqual([]);
      expect(responsivePreloads(html), url).toEqual([]);
    }
  });
});

describe('a listing’s page', () => {
  const viewsOf = async (saleNo: number): Promise<number> => {
    const [row] = await ctx.handle.db
      .select({ viewCount: saleViews.viewCount })
      .from(saleViews)
      .where(eq(saleViews.saleNo, saleNo));
    return row?.viewCount ?? 0;
  };
  const firstListing = async (query: string): Promise<number> => {
    const list = (await get(`/api/search/sale/list?${query}&page=1&limit=30`)).json<{
      entity: { list: { saleNo: number }[] };
    }>();
    expect(list.entity.list.length).toBeGreaterThan(0);
    return list.entity.list[0]!.saleNo;
  };

  it('carries a visitor’s detail answer, byte for byte the route’s, and counts no view for it', async () => {
    const saleNo = await firstListing('saleAddr=');
    const before = await viewsOf(saleNo);
    const html = decoded(await get(`/salesManagement/salesDetail/${saleNo}`, 'br'));
    const block = firstAnswersOf(html);
    const key = detailAnswerKey(saleNo);
    expect(key).toBe(`PATCH /api/sale/${saleNo}`);
    expect(Object.keys(block?.answers ?? {})).toEqual([key]);
    // Fetching the page is no view: the app's own PATCH that follows is.
    expect(await viewsOf(saleNo)).toBe(before);
    const direct = await ctx.app.inject({ method: 'PATCH', url: `/api/sale/${saleNo}` });
    expect(await viewsOf(saleNo)).toBe(before + 1);
    expect(jsonForScript(direct.json())).toBe(block?.raw.slice(`{"${key}":`.length, -1));
    // The /{userNo} form draws the same listing.
    const withUser = firstAnswersOf(decoded(await get(`/salesManagement/salesDetail/${saleNo}/1`)));
    expect(Object.keys(withUser?.answers ?? {})).toEqual([key]);
  });

  it('carries no answer for a listing a visitor may not see, or an address that is no listing', async () => {
    const [hidden] = await ctx.handle.db
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(ne(sales.status, 'ACTIVE'))
      .orderBy(sales.saleNo)
      .limit(1);
    const stopped = hidden?.saleNo;
    expect(stopped).toBeDefined();
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/sale/${stopped}` })).statusCode).toBe(404);
    for (const url of [
      `/salesManagement/salesDetail/${stopped}`,
      '/salesManagement/salesDetail/999999',
      '/salesManagement/salesDetail/0',
      '/salesManagement/salesDetail/abc',
    ]) {
      expect(firstAnswersOf(decoded(await get(url))), url).toBeNull();
    }
  });
});

describe('the preload of a listing’s first photo', () => {
  const photoPreloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" href="([^"]+)" \/>/g,
      ),
    ].map((m) => m[1]);

  it('names the file the gallery draws first (the main photo, AVIF, detail size) on the detail page', async () => {
    const list = (await get('/api/search/sale/list?saleAddr=&page=1&limit=30')).json<{
      entity: { list: { saleNo: number; image: string | null }[] };
    }>();
    const listing = list.entity.list.find((sale) => sale.image?.startsWith('/images/sale/'));
    expect(listing).toBeDefined();
    const detail = (await ctx.app.inject({ method: 'PATCH', url: `/api/sale/${listing!.saleNo}` })).json<{
      entity: { saleImage: { storedFileName: string; isMain: boolean; sortOrder: number }[] };
    }>();
    // The gallery's order (sale-gallery.tsx galleryOrder): the main photo, then the broker's order.
    const [first] = [...detail.entity.saleImage].sort(
      (a, b) => Number(b.isMain) - Number(a.isMain) || a.sortOrder - b.sortOrder,
    );
    const html = decoded(await get(`/salesManagement/salesDetail/${listing!.saleNo}`));
    expect(photoPreloads(html)).toEqual([`/images/sale/${first!.storedFileName}/detail.avif`]);
    // In the head, before the page's chunks: the photo's request leaves as early as theirs.
    expect(html.indexOf('detail.avif')).toBeLessThan(html.indexOf('</head>'));
    // The /{userNo} form of the address draws the same gallery.
    const withUser = decoded(await get(`/salesManagement/salesDetail/${listing!.saleNo}/1`));
    expect(photoPreloads(withUser)).toEqual(photoPreloads(html));
  });

  it('is left out of a listing that is not open and of every other page', async () => {
    for (const url of [
      '/main',
      '/search/list',
      '/wishList',
      '/salesManagement/salesDetail/999999',
      '/nope',
    ]) {
      expect(photoPreloads(decoded(await get(url))), url).toEqual([]);
    }
  });
});
