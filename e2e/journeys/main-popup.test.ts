import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * The main popup (issue 16 §2, §6; spec 01 §2, §9; spec 02 §2): the demo's popup on /main, hidden for a
 * day by '하루 동안 보지 않기' and back the next day (the browser's clock moved a day on), closed by 닫기,
 * and a NOTICE popup's click opening its notice.
 */

const baseUrl = inject('baseUrl');
const DAY = 24 * 60 * 60 * 1000;
const POPUP_TITLE = '전세사기, 안전등급으로 미리 확인하세요';
const NOTICE_TITLE = '전세사기 예방을 위한 안전등급 기준 안내';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface ShownBanner {
  bannerNo: number;
  boardType: string | null;
  link: string | null;
}

async function shownBanners(): Promise<ShownBanner[]> {
  const res = await fetch(`${baseUrl}/api/banner/detail`);
  return ((await res.json()) as { entity: ShownBanner[] }).entity;
}

const popupOf = (page: Page) => page.getByRole('dialog', { name: POPUP_TITLE });

/** The home drawn, and long enough after it that a popup which would show has shown. */
async function homeSettled(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: '매물 검색' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_000);
}

const storedExpiry = (page: Page) =>
  page.evaluate<number | null>(
    `JSON.parse(localStorage.getItem('ansim.service') || '{"state":{}}').state.mainPopupHideUntil ?? null`,
  );

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the main popup on %s', (viewport) => {
  it('shows on /main, hides for a day with 하루 동안 보지 않기, and is back the next day', async () => {
    const { page, context, errors } = await openPage(browser, viewport, { mainPopup: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const bannerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/banner/detail') bannerCalls.push(request.url());
    });

    await page.goto(`${baseUrl}/main`);
    const popup = popupOf(page);
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.getByText(/등급의 기준을 공지사항에서 확인해 보세요/).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: '하루 동안 보지 않기' }).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: '닫기' }).isVisible()).toBe(true);
    await screenshot(page, `main-popup-${viewport}`);

    const before = Date.now();
    await popup.getByRole('button', { name: '하루 동안 보지 않기' }).click();
    await popup.waitFor({ state: 'detached' });
    const expiry = await storedExpiry(page);
    expect(expiry).not.toBeNull();
    // One day ahead of the click (spec 01 §9), give or take the test's own seconds.
    expect(expiry! - before).toBeGreaterThanOrEqual(DAY - 1_000);
    expect(expiry! - before).toBeLessThanOrEqual(DAY + 60_000);

    // Later the same day: a new visit does not show it, and does not even ask for it.
    bannerCalls.length = 0;
    await page.reload();
    await homeSettled(page);
    expect(await popupOf(page).count()).toBe(0);
    expect(bannerCalls).toEqual([]);

    // The next day (the browser's clock a day and a minute on): it is back.
    await page.clock.setFixedTime(new Date(Date.now() + DAY + 60_000));
    await page.reload();
    await popupOf(page).waitFor({ timeout: 20_000 });
    await screenshot(page, `main-popup-next-day-${viewport}`);

    // 닫기 closes it for this visit only: the expiry stays as it was, so the next visit shows it again.
    await popupOf(page).getByRole('button', { name: '닫기' }).click();
    await popupOf(page).waitFor({ state: 'detached' });
    expect(await storedExpiry(page)).toBe(expiry);
    await page.getByRole('searchbox', { name: '매물 검색' }).click();
    await page.waitForURL(/\/search$/);
    await page.goBack();
    await homeSettled(page);
    expect(await popupOf(page).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens its notice when the NOTICE popup is clicked', async () => {
    const [banner] = await shownBanners();
    expect(banner).toMatchObject({ boardType: 'NOTICE', link: expect.stringMatching(/^\d+$/) });

    const { page, context, errors } = await openPage(browser, viewport, { mainPopup: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/main`);
    const popup = popupOf(page);
    await popup.waitFor({ timeout: 20_000 });
    await popup.getByRole('button', { name: '자세히 보기' }).click();
    await page.waitForURL(`${baseUrl}/myPage/notice/${banner!.link}`);
    expect(await popupOf(page).count()).toBe(0);
    await page.getByText(NOTICE_TITLE).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `main-popup-notice-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
