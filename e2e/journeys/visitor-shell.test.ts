import type { Browser } from 'playwright-core';
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

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a visitor on %s', (viewport) => {
  it('enters through the gateway, sees the visitor navigation, and is kept out of role areas', async () => {
    const { page, context, errors } = await openPage(browser, viewport);

    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/main`);
    const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    await expect
      .poll(() => search.getAttribute('placeholder'))
      .toBe('지역명, 지하철역, 매물번호로 검색하세요');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');

    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect.poll(() => nav.getByRole('link').allInnerTexts()).toEqual(['매물찾기', '마이페이지']);
    await screenshot(page, `visitor-main-${viewport}`);

    await nav.getByRole('link', { name: '마이페이지' }).click();
    await page.waitForURL(`${baseUrl}/myPage`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).toBe('마이페이지');
    await screenshot(page, `visitor-mypage-${viewport}`);

    await page.goto(`${baseUrl}/salesManagement`);
    await page.waitForURL(`${baseUrl}/main`);
    await page.goto(`${baseUrl}/approval`);
    await page.waitForURL(`${baseUrl}/main`);

    // A path that is no page answers 404, for crawlers; the app still draws its Korean not-found page.
    expect((await page.goto(`${baseUrl}/no/such/page`))?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText())
      .toContain('찾을 수 없습니다');
    await screenshot(page, `not-found-${viewport}`);

    // The browser logs that 404 as a failed load: the one error expected.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
