import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * The list cards' photos are sized for the card (P6, Lighthouse's "properly size images"): a card draws its
 * photo 112 CSS px wide on a phone and 160 px on a desktop, so the browser takes the 240-px thumb where that
 * covers the screen's pixels and the 400-px card size where it does not. The server preloads the first
 * card's photo with the card's own srcset and sizes, so the file the preload fetches is the one the card
 * shows: each photo is fetched once.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The first card's photo as drawn: the file chosen and its CSS width. (`naturalWidth` of a srcset image is
 * corrected by the chosen candidate's density, so it says nothing of the file's pixels: the server's test
 * checks those.)
 */
const firstPhoto = (page: Page) =>
  page.evaluate<{ src: string; loaded: boolean; css: number }>(`(() => {
    const img = document.querySelector('article img');
    return { src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0, css: img.getBoundingClientRect().width };
  })()`);

describe.each([
  // A phone at 2×: 112 px × 2 = 224 device px, which the 240-px thumb covers.
  ['mobile', 2, 'thumb.webp', 112],
  // A desktop at 2×: 160 px × 2 = 320, more than the thumb has: the card size.
  ['desktop', 2, 'card.webp', 160],
  // A desktop at 1×: 160 device px, the thumb again.
  ['desktop', 1, 'thumb.webp', 160],
] as const)('the search list on %s at %d×', (viewport: ViewportName, scale, file, css) => {
  it(`shows the first card's ${file} in ${css} CSS px, fetched once`, async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      deviceScaleFactor: scale,
      isMobile: viewport === 'mobile',
      hasTouch: viewport === 'mobile',
      locale: 'ko-KR',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const photos: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/sale/')) photos.push(pathname);
    });

    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await page.getByRole('article').first().waitFor();
    await expect.poll(async () => (await firstPhoto(page)).loaded).toBe(true);
    const photo = await firstPhoto(page);
    expect(new URL(photo.src).pathname).toMatch(
      new RegExp(`^/images/sale/[0-9a-f]+/${file.replace('.', '\\.')}$`),
    );
    expect(photo.css).toBe(css);

    // The preload asked for this very file: no other size of the same photo, and this one once.
    const folder = new URL(photo.src).pathname.replace(/[^/]+$/, '');
    const ofFirst = photos.filter((p) => p.startsWith(folder));
    expect(ofFirst).toEqual([new URL(photo.src).pathname]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
