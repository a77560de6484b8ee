import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentTitle, NOT_FOUND_PAGE_TITLE } from '@ansim/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleImages, sales, shortLinks, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Share links (P7 item 5): GET /common/createDynamicLink makes one short code per listing, reused by every
 * later share, and GET /s/{code} answers the page a messenger previews (the listing's Open Graph head) and
 * a browser is sent on from (a refresh to the listing's page). Only open listings are shared.
 */

const PUBLIC_URL = 'https://ansim.example.kr';
let ctx: TestContext;
let webDist: string;

/** Listings of our own, numbered far from the demo market's. */
const WITH_PHOTOS = 270_001;
const WITHOUT_PHOTOS = 270_002;
const STOPPED = 270_003;
const CLOSING = 270_004;
const OTHER = 270_005;
/** The main photo's key (sorted second, so that being the main photo is what makes it the preview). */
const MAIN_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const FIRST_KEY = '0f0e0d0c0b0a09080706050403020100';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-share-'));
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
    title: '역삼역 5분 "채광 좋은" <투룸>',
    safetyGrade: 'RATE002',
    mainImage: 'https://images.example.com/sale/270001.jpg',
  };
  await ctx.handle.db
    .insert(sales)
    .overridingSystemValue()
    .values([
      { ...listing, saleNo: WITH_PHOTOS },
      { ...listing, saleNo: WITHOUT_PHOTOS, mainImage: 'https://images.example.com/sale/270002.jpg' },
      { ...listing, saleNo: STOPPED, status: 'STOP' },
      { ...listing, saleNo: CLOSING },
      { ...listing, saleNo: OTHER },
    ]);
  await ctx.handle.db.insert(saleImages).values([
    { saleNo: WITH_PHOTOS, isMain: false, sortOrder: 0, imageKey: FIRST_KEY, width: 1600, height: 1200 },
    { saleNo: WITH_PHOTOS, isMain: true, sortOrder: 1, imageKey: MAIN_KEY, width: 1600, height: 1200 },
  ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

let addressSeq = 0;
const createLink = (query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/common/createDynamicLink?${query}`,
    remoteAddress: `10.7.0.${++addressSeq}`,
  });
const shortLinkOf = async (saleNo: number): Promise<string> => {
  const res = await createLink(`saleNo=${saleNo}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entity: { shortLink: string } }>().entity.shortLink;
};
const open = (link: string, accept = 'text/html,application/xhtml+xml') =>
  ctx.app.inject({ method: 'GET', url: new URL(link, PUBLIC_URL).pathname, headers: { accept } });

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const linksOf = async (saleNo: number) => {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(shortLinks)
    .where(eq(shortLinks.saleNo, saleNo));
  return row?.n ?? 0;
};

describe('GET /common/createDynamicLink', () => {
  it('gives 20 parallel shares of one listing one code, stored once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => createLink(`saleNo=${WITH_PHOTOS}`)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const links = new Set(
      answers.map((res) => res.json<{ entity: { shortLink: string } }>().entity.shortLink),
    );
    expect(links.size).toBe(1);
    expect(await linksOf(WITH_PHOTOS)).toBe(1);
    expect(await shortLinkOf(WITH_PHOTOS)).toBe([...links][0]);
  });

  it('makes the link from the public address and 8 base62 characters, one code per listing', async () => {
    const first = await shortLinkOf(WITH_PHOTOS);
    const second = await shortLinkOf(WITHOUT_PHOTOS);
    expect(first).toMatch(new RegExp(`^${PUBLIC_URL}/s/[0-9A-Za-z]{8}$`));
    expect(second).toMatch(new RegExp(`^${PUBLIC_URL}/s/[0-9A-Za-z]{8}$`));
    expect(second).not.toBe(first);
  });

  it('builds the link from the listing number, whatever link and image the app sends', async () => {
    const res = await createLink(
      `saleNo=${OTHER}&link=${encodeURIComponent('https://evil.example.com/')}&imagePath=${encodeURIComponent('https://evil.example.com/a.png')}`,
    );
    expect(res.statusCode).toBe(200);
    const link = res.json<{ entity: { shortLink: string } }>().entity.shortLink;
    expect(link.startsWith(`${PUBLIC_URL}/s/`)).toBe(true);
    const html = (await open(link)).body;
    expect(html).not.toContain('evil.example.com');
    expect(html).toContain(`url=/salesManagement/salesDetail/${OTHER}`);
  });

  it('refuses a listing that is not open (404) and writes no link for it', async () => {
    const res = await createLink(`saleNo=${STOPPED}`);
    expect(res.statusCode).toBe(404);
    const body = res.json<{ code: number; message: string; entity: unknown }>();
    expect(body.code).toBe(-404);
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.entity).toBeNull();
    expect(await linksOf(STOPPED)).toBe(0);
  });

  it('answers 404 for an unknown listing and 400 for a number that is none', async () => {
    expect((await createLink('saleNo=999999')).statusCode).toBe(404);
    expect((await createLink('saleNo=abc')).statusCode).toBe(400);
    expect((await createLink('')).statusCode).toBe(400);
  });
});

describe('GET /s/{code}', () => {
  it('previews the listing: title with price and grade, its main photo’s share size, the canonical page', async () => {
    const res = await open(await shortLinkOf(WITH_PHOTOS));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const detailUrl = `${PUBLIC_URL}/salesManagement/salesDetail/${WITH_PHOTOS}`;
    const title = unescapeHtml(metaOf(html, 'og:title') ?? '');
    expect(title).toContain('역삼동');
    expect(title).toContain('전세 3억 5,000');
    expect(title).toContain('2등급');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    expect(unescapeHtml(metaOf(html, 'og:description') ?? '')).toContain('역삼역 5분 "채광 좋은" <투룸>');
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/images/sale/${MAIN_KEY}/og.jpg`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:image')).toBe(`${PUBLIC_URL}/images/sale/${MAIN_KEY}/og.jpg`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:url')).toBe(detailUrl);
    expect(html).toContain(`<link rel="canonical" href="${detailUrl}" />`);
    // Escaped where the broker's words go in.
    expect(html).not.toContain('<투룸>');
  });

  it('sends a browser on to the listing’s page, with a link for one that does not refresh', async () => {
    const html = (await open(await shortLinkOf(WITH_PHOTOS))).body;
    expect(html).toContain(
      `<meta http-equiv="refresh" content="0; url=/salesManagement/salesDetail/${WITH_PHOTOS}" />`,
    );
    expect(html).toContain(`<a href="/salesManagement/salesDetail/${WITH_PHOTOS}">매물 보러 가기</a>`);
    expect(html).not.toContain('<div id="root">');
  });

  it('previews a listing without stored photos with the photo its row names', async () => {
    const html = (await open(await shortLinkOf(WITHOUT_PHOTOS))).body;
    expect(metaOf(html, 'og:image')).toBe('https://images.example.com/sale/270002.jpg');
  });

  it('answers an unknown code with the app’s Korean not-found page (404), an API client with the envelope', async () => {
    const page = await open('/s/Zz9Zz9Zz');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain(`<title>${documentTitle(NOT_FOUND_PAGE_TITLE)}</title>`);
    expect(metaOf(page.body, 'robots')).toBe('noindex');
    expect(page.body).not.toContain('http-equiv="refresh"');

    const api = await open('/s/Zz9Zz9Zz', 'application/json');
    expect(api.statusCode).toBe(404);
    expect(api.json<{ code: number }>().code).toBe(-404);
  });

  it('treats a cut-off code as a dead link for a person, and as bad input for an API client', async () => {
    expect((await open('/s/abc')).statusCode).toBe(404);
    const api = await open('/s/abc', 'application/json');
    expect(api.statusCode).toBe(400);
    expect(api.json<{ code: number }>().code).toBe(-400);
  });

  it('stops previewing a listing that is no longer open (404), and starts again when it reopens', async () => {
    const link = await shortLinkOf(CLOSING);
    expect((await open(link)).statusCode).toBe(200);
    await ctx.handle.db.update(sales).set({ status: 'DONE' }).where(eq(sales.saleNo, CLOSING));
    const closed = await open(link);
    expect(closed.statusCode).toBe(404);
    expect(closed.body).not.toContain('역삼역');
    expect((await createLink(`saleNo=${CLOSING}`)).statusCode).toBe(404);
    await ctx.handle.db.update(sales).set({ status: 'ACTIVE' }).where(eq(sales.saleNo, CLOSING));
    expect((await open(link)).statusCode).toBe(200);
    expect(await shortLinkOf(CLOSING)).toBe(link);
  });

  it('is the short link’s own route, not a page of the web app', async () => {
    const res = await open(await shortLinkOf(WITH_PHOTOS));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('매물 보러 가기');
  });
});
