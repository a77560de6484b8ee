import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, signInWithId } from './accounts-steps.ts';

/*
 * The listing detail (issue 11 items 4 and 8): a visitor finds a listing through the search, looks through
 * its photos, fee and grade, shares it and comes back to the list where they left it; user01 likes one from
 * its page and finds it in 관심매물; broker01 sees no heart on their own listing.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const cards = (page: Page) => page.getByRole('article');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

/** The gallery's '2 / 5'. */
const galleryCount = async (gallery: Locator) =>
  (await gallery.locator('[aria-live="polite"] [aria-hidden="true"]').innerText()).trim();

/** A finger drawn from right to left across the photo, as a phone sends it (Chromium's touch input). */
async function swipeLeft(context: BrowserContext, page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the photo is not on screen');
  const session = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.85;
  const to = box.x + box.width * 0.15;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 10, y }],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Is the element inside the window (not only in the document)? */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The short link the server keeps for a listing (one per listing, made again on request). */
async function shortLinkOf(saleNo: string): Promise<string> {
  const res = await fetch(`${baseUrl}/common/createDynamicLink?saleNo=${saleNo}`);
  return ((await res.json()) as { entity: { shortLink: string } }).entity.shortLink;
}

/** A listing of 강남구 with its registry documents (the demo market gives them to some). */
async function listingWithDocuments(): Promise<number> {
  const res = await fetch(
    `${baseUrl}/api/search/sale/list?saleAddr=${encodeURIComponent('강남구')}&limit=60`,
  );
  const list = ((await res.json()) as { entity: { list: { saleNo: number }[] } }).entity.list;
  for (const { saleNo } of list) {
    const detail = await fetch(`${baseUrl}/api/sale/${saleNo}`);
    const { entity } = (await detail.json()) as { entity: { documents: { kind: string }[] } };
    if (entity.documents.some((document) => document.kind === 'REGISTER_COPY')) return saleNo;
  }
  throw new Error('no listing of 강남구 has its registry documents');
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the listing detail on %s', (viewport) => {
  it('a visitor opens a listing from the search, looks through it, shares it and comes back to the same place', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    // The share falls back to the clipboard, as in a desktop browser without a share sheet.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await context.addInitScript('delete Navigator.prototype.share;');

    // Search 강남구 as a visitor types it.
    await page.goto(`${baseUrl}/search`);
    await page.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' }).fill('강남구');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/list\?saleAddr=/);
    await cards(page).nth(9).waitFor();

    // A listing down the list, opened from where it sits on screen.
    const card = cards(page).nth(7);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate('window.scrollBy(0, -150)');
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    const saleNo = (await card.getAttribute('data-sale-no')) ?? '';
    const listingTitle = await card.getByRole('heading').innerText();
    const listUrl = page.url();
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await expect.poll(() => pageTitle(page).innerText()).toBe(`매물번호 ${saleNo}`);
    await page.getByRole('heading', { level: 2, name: listingTitle }).waitFor();
    await expect.poll(() => page.title()).toMatch(/ \| 안심방$/);
    expect(await page.title()).toContain('강남구');

    // The photos: count, a swipe (phone) or the arrow button (desktop), then the arrow key.
    const gallery = page.getByRole('region', { name: '매물 사진' });
    const total = await gallery.getByRole('button', { name: /^사진 크게 보기/ }).count();
    expect(total).toBeGreaterThan(2);
    expect(await galleryCount(gallery)).toBe(`1 / ${total}`);
    const first = gallery.getByRole('button', { name: `사진 크게 보기 (1/${total})` });
    expect(await first.locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await first.locator('source').getAttribute('type')).toBe('image/avif');
    if (viewport === 'mobile') await swipeLeft(context, page, first);
    else await gallery.getByRole('button', { name: '다음 사진' }).click();
    await expect.poll(() => galleryCount(gallery)).toBe(`2 / ${total}`);
    const second = gallery.getByRole('button', { name: `사진 크게 보기 (2/${total})` });
    await second.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => galleryCount(gallery)).toBe(`3 / ${total}`);
    await screenshot(page, `sale-detail-${viewport}`);

    // The zoom gallery opens at the photo on screen; Escape closes it.
    await gallery.getByRole('button', { name: `사진 크게 보기 (3/${total})` }).click();
    const zoom = page.getByRole('dialog', { name: listingTitle });
    await zoom.waitFor();
    await expect.poll(() => zoom.locator('[data-count]').innerText()).toBe(`3 / ${total}`);
    await screenshot(page, `sale-detail-zoom-${viewport}`);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    // The fee view: the breakdown of its cost type.
    const fee = section(page, '관리비');
    await fee.scrollIntoViewIfNeeded();
    await fee.getByRole('button', { name: '관리비 자세히' }).click();
    const feeView = page.getByRole('dialog', { name: '관리비 상세' });
    await feeView.waitFor();
    expect(await feeView.innerText()).toMatch(/관리비 구분\n(정액 관리비|실비 관리비|확인 불가)/);
    await expectNoSeriousA11yViolations(page, `the fee view (${viewport})`, '[role="dialog"]');
    await screenshot(page, `sale-detail-fee-${viewport}`);
    await feeView.getByRole('button', { name: '확인' }).click();
    await feeView.waitFor({ state: 'detached' });

    // The grade explanation, at the tab of the listing's deal type.
    const safety = section(page, '안전등급');
    await safety.scrollIntoViewIfNeeded();
    await safety.getByRole('button', { name: '안전등급이란?' }).click();
    const guide = page.getByRole('dialog', { name: '안전등급이란?' });
    await guide.waitFor();
    const kind = await page.getByText(/^(아파트|빌라|오피스텔|원룸) · (매매|전세|월세)$/).innerText();
    const deal = kind.split(' · ')[1] ?? '';
    expect(await guide.getByRole('tab', { name: deal }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, `sale-detail-grade-guide-${viewport}`);
    await guide.getByRole('button', { name: '확인' }).click();
    await guide.waitFor({ state: 'detached' });

    // The map loads once its section comes near, with the listing's pin.
    await section(page, '위치').scrollIntoViewIfNeeded();
    await page.locator('.maplibregl-canvas').waitFor({ timeout: 20_000 });

    // Share: the listing's short link is on the clipboard.
    await page.getByRole('button', { name: `${listingTitle} 공유하기` }).click();
    await page.getByRole('status').filter({ hasText: '링크를 복사했어요' }).waitFor();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toBe(await shortLinkOf(saleNo));
    expect(copied).toMatch(/\/s\/[0-9A-Za-z]{6,12}$/);

    await page.evaluate('document.fonts.ready.then(() => true)');
    await expectNoSeriousA11yViolations(page, `the listing detail (${viewport})`);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `sale-detail-full-${viewport}`);

    // The header's back: the same list, the same place, the listing still on screen.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL(listUrl);
    await expect.poll(() => scrollY(page)).toBe(before);
    const again = page.locator(`article[data-sale-no="${saleNo}"]`);
    await expect.poll(() => onScreen(page, again)).toBe(true);
    await screenshot(page, `sale-detail-back-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('user01 likes a listing from its page and finds it in 관심매물', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInWithId(page, baseUrl, 'user01', DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/myPage`);

    // A listing user01 has not liked yet, opened from the list.
    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('마포구')}`);
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /관심매물 등록$/ }) })
      .first();
    await card.waitFor();
    const saleNo = (await card.getAttribute('data-sale-no')) ?? '';
    const listingTitle = await card.getByRole('heading').innerText();
    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/salesManagement/salesDetail/${saleNo}/\\d+$`));
    await page.getByRole('heading', { level: 2, name: listingTitle }).waitFor();

    // The header's heart turns once the server said yes.
    const heart = page.getByRole('button', { name: '관심매물', exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/like') && r.request().method() === 'POST',
    );
    await heart.click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(1);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `sale-detail-liked-${viewport}`);

    // Back on the list, 관심매물 of the main navigation lists it.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL(/\/search\/list\?saleAddr=/);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '관심매물' }).click();
    await page.waitForURL(`${baseUrl}/wishList`);
    const wished = page.locator(`article[data-sale-no="${saleNo}"]`);
    await wished.waitFor();
    expect(await wished.getByRole('heading').innerText()).toBe(listingTitle);

    // Back on the listing the heart is still red; unliking it there takes it off the wish list again.
    await wished.getByRole('link').click();
    await page.getByRole('heading', { level: 2, name: listingTitle }).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL(`${baseUrl}/wishList`);
    await expect.poll(() => wished.count()).toBe(0);

    // A member sees the registry documents, in the watermarked viewer.
    const withDocuments = await listingWithDocuments();
    await page.goto(`${baseUrl}/salesManagement/salesDetail/${withDocuments}`);
    const safety = section(page, '안전등급');
    await safety.scrollIntoViewIfNeeded();
    await safety.getByRole('button', { name: '등기부등본 보기' }).click();
    await page.getByRole('dialog', { name: /등기부등본/ }).waitFor();
    await screenshot(page, `sale-detail-document-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('broker01 sees no heart on their own listing, and one on another broker’s', async () => {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'broker01', password: DEMO_PASSWORD }),
    });
    const brokerNo = ((await login.json()) as { entity: { userNo: number } }).entity.userNo;
    const res = await fetch(`${baseUrl}/api/search/sale/list?limit=100`);
    const list = ((await res.json()) as { entity: { list: { saleNo: number; userNo: number }[] } }).entity
      .list;
    const own = list.find((item) => item.userNo === brokerNo);
    const other = list.find((item) => item.userNo !== brokerNo);
    if (!own || !other) throw new Error('the demo market has no listing of broker01 on its first page');

    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/myPage`);

    await page.goto(`${baseUrl}/salesManagement/salesDetail/${own.saleNo}/${brokerNo}`);
    await expect.poll(() => pageTitle(page).innerText()).toBe(`매물번호 ${own.saleNo}`);
    await section(page, '안전등급').waitFor();
    expect(await page.getByRole('button', { name: '관심매물', exact: true }).count()).toBe(0);
    await screenshot(page, `sale-detail-own-${viewport}`);

    await page.goto(`${baseUrl}/salesManagement/salesDetail/${other.saleNo}/${brokerNo}`);
    await section(page, '안전등급').waitFor();
    await page.getByRole('button', { name: '관심매물', exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a listing that is not there cannot be found, with the way back to the search', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    // The server answers the document with 404 too: crawlers must not index a listing that is gone.
    const response = await page.goto(`${baseUrl}/salesManagement/salesDetail/999999999`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '매물을 찾을 수 없습니다' }).waitFor();
    await expectNoSeriousA11yViolations(page, `the listing that is not there (${viewport})`);
    await page.getByRole('link', { name: '매물 찾으러 가기' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    // Chromium logs the API's 404 as a console error; it is the answer asked for.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
