import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, signInWithId } from './accounts-steps.ts';

/*
 * 관심매물 keeps its place (spec 01 §2, product.md §A9): a user scrolls down a wish list longer than the
 * screen, opens a listing, comes back, and finds the list where it was, with the same listing in the same
 * spot. user01's likes for it are made through the API and taken back afterwards.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
/** Enough cards to scroll well past the first screen at 800 px high. */
const LIKES = 18;
/** What "the same place" allows: rounding of fractional layout. */
const TOLERANCE_PX = 4;

let browser: Browser;
let token = '';
let userNo = 0;
/** The listings this journey liked (and only those: likes user01 had before are left alone). */
let liked: number[] = [];

const like = (saleNo: number, isLike: boolean) =>
  fetch(`${baseUrl}/api/user/like`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ isLike, saleNo, userNo }),
  }).then(async (res) => {
    const body = (await res.json()) as { code: number };
    if (body.code !== 1) throw new Error(`like ${saleNo} → ${isLike} failed: ${JSON.stringify(body)}`);
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'user01', password: DEMO_PASSWORD }),
  });
  token = login.headers.get('authorization') ?? '';
  userNo = ((await login.json()) as { entity: { userNo: number } }).entity.userNo;
  const query = new URLSearchParams({
    saleAddr: '노원구',
    limit: '60',
    status: 'ACTIVE',
    loginUserNo: String(userNo),
  });
  const res = await fetch(`${baseUrl}/api/search/sale/list?${query}`);
  const { list } = ((await res.json()) as { entity: { list: { saleNo: number; isLike: boolean }[] } }).entity;
  liked = list
    .filter((item) => !item.isLike)
    .slice(0, LIKES)
    .map((item) => item.saleNo);
  if (liked.length < LIKES) throw new Error(`only ${liked.length} listings to like in 노원구`);
  for (const saleNo of liked) await like(saleNo, true);
});

afterAll(async () => {
  for (const saleNo of liked) await like(saleNo, false);
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

/**
 * Pretendard's rules have come (the app loads them after the first screen) and every slice of it that the
 * page's text asks for has loaded. Until then a line may wrap differently in the fallback face and a card
 * change height: a measure taken before would compare two typesettings, not two scroll positions.
 */
async function fontsSettled(page: Page): Promise<void> {
  const pretendardRules = `[...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Pretendard Variable')`;
  await expect.poll(() => page.evaluate<boolean>(pretendardRules), { timeout: 15_000 }).toBe(true);
  // A frame for the layout to ask for the slices its text needs; then none may be loading.
  const status = `(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.fonts.status;
  })()`;
  await expect.poll(() => page.evaluate<string>(status)).toBe('loaded');
}

/** What the user sees, not the whole page: the point is which cards are on screen. */
const screenOf = (page: Page, name: string) =>
  page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the wish list on %s', (viewport) => {
  it('comes back from a listing at the same scroll position, the same listing in view', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    // The browser's own restoration off, as some app WebViews have it: the place must come back through
    // the app alone (React Router's ScrollRestoration, and the list's useScrollRestore once it is drawn;
    // without the latter a phone comes back some 30 px off).
    await page.addInitScript('history.scrollRestoration = "manual"');
    await signInWithId(page, baseUrl, 'user01', DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/myPage`);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '관심매물' }).click();
    await page.waitForURL(`${baseUrl}/wishList`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(LIKES);
    await fontsSettled(page);

    // Down the list, to a card well below the first screen, as a thumb leaves it (not aligned to anything).
    const card = cards.nth(10);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate('window.scrollBy(0, -137)');
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(600);
    const saleNo = (await card.getAttribute('data-sale-no')) ?? '';
    expect(liked).toContain(Number(saleNo));
    const cardTop = await topOf(card);
    const listingTitle = await card.getByRole('heading').innerText();
    await screenOf(page, `wish-list-scrolled-${viewport}`);

    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/salesManagement/salesDetail/${saleNo}/${userNo}$`));
    await page.getByRole('heading', { level: 2, name: listingTitle }).waitFor();
    // The listing starts at its top, not at the list's offset.
    expect(await scrollY(page)).toBeLessThan(before);

    // Back: the header's button on a phone, the browser's on a desktop; both are a step back in history.
    if (viewport === 'mobile') await page.getByRole('button', { name: '뒤로 가기' }).click();
    else await page.goBack();
    await page.waitForURL(`${baseUrl}/wishList`);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(TOLERANCE_PX);
    const again = page.locator(`article[data-sale-no="${saleNo}"]`);
    await expect.poll(async () => Math.abs((await topOf(again)) - cardTop)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(await again.getByRole('heading').innerText()).toBe(listingTitle);
    // And it stays there: nothing scrolls it away once the list is drawn again.
    await page.waitForTimeout(400);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(TOLERANCE_PX);
    await screenOf(page, `wish-list-back-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
