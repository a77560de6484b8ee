import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentTitle, WEB_PAGES } from '@ansim/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * What crawlers and link previews get (P6 item 7): robots.txt, the sitemaps of the public pages and the
 * active listings, and the head the server writes into a shared page, all against the demo market.
 */

const PUBLIC_URL = 'https://ansim.example.kr';
let ctx: TestContext;
let webDist: string;

/** Listings of our own, numbered far from the demo market's (100001…) so that they get sitemap pages of their own. */
const SHARED = 250_123;
const DRAWN = 250_124;
const STOPPED = 250_125;
const LONE = 370_001;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-seo-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>안심방</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ webDist, env: { PUBLIC_URL } });
  const [broker] = await ctx.handle.db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.loginId, 'broker01'));
  const listing = {
    userNo: broker!.userNo,
    saleType: 'RENT',
    buildingType: 'VILLA',
    rentPrice: 35_000,
    roomGroup: 'ROOM002',
    roomType: 'ROOM_TYPE005',
    floor: 3,
    dedicatedArea: 49.5,
    saleAddr: '서울특별시 강남구 역삼동 123-4 안심빌라',
    bjdCode: '1168010100',
    sidoCode: '11',
    sigunguCode: '11680',
    dongCode: '11680101',
    lat: 37.5006,
    lng: 127.0364,
    title: '역삼역 5분 "채광 좋은" <투룸> & 주차',
    // The broker's grade, corrected by the operator: the correction is what is shown.
    safetyGrade: 'RATE003',
    changeSafetyGrade: 'RATE001',
    mainImage: 'https://images.example.com/sale/250123.jpg',
  };
  await ctx.handle.db
    .insert(sales)
    .overridingSystemValue()
    .values([
      { ...listing, saleNo: SHARED },
      { ...listing, saleNo: DRAWN, mainImage: '/images/sale/villa-2.svg' },
      { ...listing, saleNo: STOPPED, status: 'STOP' },
      { ...listing, saleNo: LONE },
    ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  interface Rule {
    allow: boolean;
    path: string;
  }
  let rules: Rule[];
  /** RFC 9309: the longest matching rule decides, Allow on a tie; no rule, allowed. */
  const allowed = (path: string) =>
    rules
      .filter((rule) => path.startsWith(rule.path))
      .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0]?.allow ?? true;

  beforeAll(async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')[0]).toBe('User-agent: *');
    rules = [...res.body.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map((m) => ({
      allow: m[1] === 'Allow',
      path: m[2]!,
    }));
  });

  it('points at the sitemap by its absolute address', async () => {
    expect((await get('/robots.txt')).body).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it.each(WEB_PAGES.map((page) => [page.pattern, page.crawl] as const))(
    'lets crawlers into %s only when it is not a member’s or a role’s page (%s)',
    (pattern, crawl) => {
      const path = pattern.replace(/:[A-Za-z]+/g, '12');
      expect(allowed(path)).toBe(crawl !== 'disallow');
    },
  );

  it('keeps crawlers out of the API and the private files, and lets them read images and sitemaps', () => {
    for (const path of ['/api/search/sale/list', '/common/codeList', '/files/abc', '/docs', '/health'])
      expect(allowed(path), path).toBe(false);
    for (const path of ['/images/sale/villa-1.svg', '/sitemap.xml', '/sitemaps/sales-10.xml'])
      expect(allowed(path), path).toBe(true);
  });
});

describe('sitemaps', () => {
  it('index the public pages and one sitemap per range of listing numbers that holds an active listing', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    // The demo market is 100001…106000; ours add 25 and 37. Nothing between: no empty sitemap is listed.
    expect(locsOf(res.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/sales-10.xml`,
      `${PUBLIC_URL}/sitemaps/sales-25.xml`,
      `${PUBLIC_URL}/sitemaps/sales-37.xml`,
    ]);
  });

  it('list exactly the active listings, each by its detail page', async () => {
    const index = locsOf((await get('/sitemap.xml')).body).filter((loc) => loc.includes('/sales-'));
    const listed: number[] = [];
    for (const sitemap of index) {
      const res = await get(sitemap.slice(PUBLIC_URL.length));
      expect(res.statusCode, sitemap).toBe(200);
      expect(res.body).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
      expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
      for (const loc of locsOf(res.body)) {
        const m = new RegExp(`^${PUBLIC_URL}/salesManagement/salesDetail/(\\d+)$`).exec(loc);
        expect(m, loc).not.toBeNull();
        listed.push(Number(m![1]));
      }
    }
    const active = await ctx.handle.db
      .select({ saleNo: sales.saleNo })
      .from(sales)
      .where(eq(sales.status, 'ACTIVE'));
    expect(listed.length).toBeGreaterThan(1000);
    expect(listed.sort((a, b) => a - b)).toEqual(active.map((row) => row.saleNo).sort((a, b) => a - b));
    expect(listed).toContain(SHARED);
    expect(listed).not.toContain(STOPPED);
  });

  it('drop a listing once it is no longer active, and a range once it has none', async () => {
    await ctx.handle.db.update(sales).set({ status: 'DONE' }).where(eq(sales.saleNo, LONE));
    try {
      expect(locsOf((await get('/sitemap.xml')).body)).not.toContain(`${PUBLIC_URL}/sitemaps/sales-37.xml`);
      const res = await get('/sitemaps/sales-37.xml');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: -404 });
    } finally {
      await ctx.handle.db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, LONE));
    }
  });

  it('refuse a page that is not a number', async () => {
    const res = await get('/sitemaps/sales-abc.xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: -400 });
  });

  it('list the public pages without parameters, and no member’s page', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    const paths = locsOf(res.body).map((loc) => loc.slice(PUBLIC_URL.length));
    expect(paths).toEqual(
      expect.arrayContaining(['/main', '/search/list', '/myPage/faq', '/myPage/terms/privacy']),
    );
    for (const path of ['/', '/myPage', '/login', '/myPage/alarm', '/salesManagement', '/search'])
      expect(paths).not.toContain(path);
  });
});

describe('a shared listing page', () => {
  const page = async (url: string) => {
    const res = await get(url);
    return { status: res.statusCode, html: res.body };
  };
  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it('is titled with its place, deal, price and grade, and previews its photo', async () => {
    const { status, html } = await page(`/salesManagement/salesDetail/${SHARED}`);
    expect(status).toBe(200);
    const title = '강남구 역삼동 빌라 전세 3억 5,000만원 · 1등급 매우 안전';
    expect(html).toContain(`<title>${documentTitle(title)}</title>`);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'twitter:title')).toBe(title);
    expect(metaOf(html, 'og:image')).toBe('https://images.example.com/sale/250123.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/salesManagement/salesDetail/${SHARED}`);
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/salesManagement/salesDetail/${SHARED}" />`,
    );
    expect(html).not.toContain('noindex');
  });

  it('escapes the broker’s words', async () => {
    const { html } = await page(`/salesManagement/salesDetail/${SHARED}`);
    expect(html).not.toContain('<투룸>');
    expect(metaOf(html, 'description')).toBe(
      '역삼역 5분 &quot;채광 좋은&quot; &lt;투룸&gt; &amp; 주차. 강남구 역삼동 빌라 전세 3억 5,000만원 · ' +
        '전세사기 안전등급 1등급 매우 안전 · 전용 49.5㎡ · 3층. 안심방에서 안전등급과 매물 정보를 확인하세요.',
    );
  });

  it('previews the site’s card for a listing whose image is a drawing', async () => {
    const { html } = await page(`/salesManagement/salesDetail/${DRAWN}`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
  });

  it('names the plain listing address as canonical when the viewer’s number is in the path', async () => {
    const { status, html } = await page(`/salesManagement/salesDetail/${SHARED}/7`);
    expect(status).toBe(200);
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/salesManagement/salesDetail/${SHARED}" />`,
    );
  });

  it('answers 404 for a listing that is not open to everyone or does not exist', async () => {
    for (const salesNo of [STOPPED, 999_999, 'abc', '99999999999']) {
      const { status, html } = await page(`/salesManagement/salesDetail/${salesNo}`);
      expect(status, String(salesNo)).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(`<title>${documentTitle('매물 상세')}</title>`);
      expect(html).not.toContain('역삼동');
    }
  });
});

describe('the search results page', () => {
  it('names the searched area in its title and canonical address', async () => {
    const res = await get(`/search/list?saleAddr=${encodeURIComponent(' 강남구 ')}&tradeType=RENT`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${documentTitle('강남구 매물')}</title>`);
    expect(res.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/search/list?saleAddr=${encodeURIComponent('강남구')}" />`,
    );
  });

  it('escapes what the visitor typed', async () => {
    const res = await get(`/search/list?saleAddr=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain(`<title>${documentTitle('&lt;img src=x onerror=alert(1)&gt; 매물')}</title>`);
  });

  it('is the plain list without an area', async () => {
    const res = await get('/search/list');
    expect(res.body).toContain(`<title>${documentTitle('매물 목록')}</title>`);
  });
});
