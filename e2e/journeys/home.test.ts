import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const title = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const cards = (scope: Page | Locator) => scope.getByRole('article');

/** The number of listings the server finds for a search, asked the way an operator would. */
async function countOf(query: Record<string, string>): Promise<number> {
  const res = await fetch(`${baseUrl}/api/search/sale/list/count?${new URLSearchParams(query)}`);
  const body = (await res.json()) as { entity: { totalRow: number } };
  return body.entity.totalRow;
}

/**
 * A card's price in 만원, the way the server orders 낮은 가격순 (selling price, else jeonse, else the
 * monthly deposit): '매매 3억 5,000만원' → 35000, '전세 2억' → 20000, '월세 1,000/50' → 1000.
 */
function cardPrice(text: string): number {
  const monthly = /월세 ([\d,]+)\//.exec(text);
  if (monthly) return Number(monthly[1]!.replace(/,/g, ''));
  const money = /(?:매매|전세) ((?:[\d,]+억)?\s?(?:[\d,]+만원)?)/.exec(text)?.[1] ?? '';
  const eok = /([\d,]+)억/.exec(money)?.[1];
  const man = /([\d,]+)만원/.exec(money)?.[1];
  return Number((eok ?? '0').replace(/,/g, '')) * 10_000 + Number((man ?? '0').replace(/,/g, ''));
}

/** Layout shifts the page has seen so far (CLS without the session windows: an upper bound). */
const LAYOUT_SHIFT_WATCH = `(() => {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** Every heading's level in document order. */
const HEADING_LEVELS = `[...document.querySelectorAll('h1,h2,h3,h4,h5,h6')]
  .filter((h) => h.getClientRects().length > 0)
  .map((h) => Number(h.tagName.slice(1)))`;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the home on %s', (viewport) => {
  it('shows a new visitor listings and ways in; a shortcut, sort and 최근 본 매물 work', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addInitScript(LAYOUT_SHIFT_WATCH);

    // A first visit, straight to /main: nothing typed, nothing stored, no position asked for.
    await page.goto(`${baseUrl}/main`);
    await page.getByRole('searchbox', { name: '매물 검색' }).waitFor();
    const shortcuts = page.getByRole('region', { name: '어떤 집을 찾으세요?' });
    for (const name of ['아파트', '빌라', '오피스텔', '원룸', '매매', '전세', '월세']) {
      expect(await shortcuts.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await shortcuts.getByRole('link', { name: /지도로 매물 찾기/ }).getAttribute('href')).toBe(
      '/search/list?view=map',
    );
    const safeNew = page.getByRole('region', { name: '서울의 안전한 새 매물' });
    await expect.poll(() => cards(safeNew).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    for (const text of await cards(safeNew).allInnerTexts()) expect(text).toMatch(/[12]등급 · (매우 )?안전/);
    expect(
      await page
        .getByRole('region', { name: '최근 본 매물' })
        .getByText(/아직 본 매물이 없어요/)
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole('region', { name: '최근 검색' })
        .getByText('최근 검색한 지역이 없어요.')
        .isVisible(),
    ).toBe(true);

    // The row's first photo loads at once and ahead; every photo has its box declared.
    const photos = safeNew.getByRole('img');
    expect(await photos.nth(0).getAttribute('fetchpriority')).toBe('high');
    expect(await photos.nth(0).getAttribute('loading')).toBe('eager');
    expect(await photos.nth(1).getAttribute('fetchpriority')).not.toBe('high');
    expect(await photos.nth(1).getAttribute('loading')).toBe('lazy');
    for (const photo of await photos.all()) {
      expect(await photo.getAttribute('width')).toMatch(/^\d+$/);
      expect(await photo.getAttribute('height')).toMatch(/^\d+$/);
    }
    // Headings never skip a level: the page's h1, the sections' h2, the cards' h3.
    const levels = await page.evaluate<number[]>(HEADING_LEVELS);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<number>('window.__shift')).toBeLessThan(0.1);
    await screenshot(page, `home-${viewport}`);

    // 아파트: the whole list of apartments, newest first.
    await shortcuts.getByRole('link', { name: '아파트', exact: true }).click();
    await page.waitForURL(`${baseUrl}/search/list`);
    const apartments = await countOf({ buildingTypes: 'APARTMENT' });
    await expect
      .poll(() => title(page).innerText())
      .toBe(`전체 매물 ${apartments.toLocaleString('ko-KR')}개`);
    await cards(page).first().waitFor();
    for (const card of await cards(page).all()) {
      expect(await card.innerText()).toContain('아파트');
      // The card's place is 시군구 동: no 시도, no lot number.
      expect(await card.locator('p').first().innerText()).toMatch(
        /^\S+(시|군|구)( \S+(시|군|구))?( \S+(동|가|읍|면))?$/,
      );
    }
    // The list's headings: the h1, then the cards as h2 (no h3 straight under the h1).
    const listLevels = await page.evaluate<number[]>(HEADING_LEVELS);
    expect(listLevels[0]).toBe(1);
    expect(listLevels.slice(1).every((level) => level === 2)).toBe(true);

    // 낮은 가격순, from the keyboard (the next option down): the URL keeps it, the cards follow it.
    const sort = page.getByRole('combobox', { name: '정렬' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => sort.inputValue()).toBe('PRICE_ASC');
    await page.waitForURL(/sort=PRICE_ASC/);
    await expect
      .poll(async () => {
        const prices = (await cards(page).allInnerTexts()).map(cardPrice);
        return prices.length > 1 && prices.every((price, i) => i === 0 || price >= prices[i - 1]!);
      })
      .toBe(true);
    await screenshot(page, `home-shortcut-sorted-${viewport}`);

    // A card opened from the list is remembered, and the home shows it at today's price.
    const opened = cards(page).nth(2);
    const saleNo = await opened.getAttribute('data-sale-no');
    const price = /(매매|전세|월세) [^\n]+/.exec(await opened.innerText())?.[0] ?? '?';
    await opened.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await page.goto(`${baseUrl}/main`);
    const recentViews = page.getByRole('region', { name: '최근 본 매물' });
    const remembered = recentViews.locator(`[data-sale-no="${saleNo}"]`);
    await remembered.waitFor();
    expect(await remembered.innerText()).toContain(price);

    // Searching a listing number opens that listing, not a list of one.
    await page.getByRole('searchbox', { name: '매물 검색' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    await page.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' }).fill(saleNo ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await expect.poll(() => title(page).innerText()).toBe(`매물번호 ${saleNo}`);

    // Back home, the number is a recent search too; a returning visitor's home.
    await page.goto(`${baseUrl}/main`);
    await page
      .getByRole('region', { name: '최근 검색' })
      .getByRole('link', { name: `매물번호 ${saleNo}` })
      .waitFor();
    await remembered.waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-returning-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
