import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { axeScan } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, signInWithId } from './accounts-steps.ts';

/*
 * Fresh listings (issue 18 §3): broker01's dashboard shows '확인 필요 n' (the demo seeds three listings
 * unconfirmed for 15–17 days); the broker confirms one with a tap, the badge drops by one and the listing's
 * card in search reads '오늘 확인'; the detail shows it with its '가격 변동 이력' beside the report history;
 * the search list sorts by 최근 확인순. Each size confirms one of the three; nothing else changes (a
 * confirmation date cannot be put back through the product, and the listing stays ACTIVE as it was).
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

const badgeCount = async (page: import('playwright-core').Page) =>
  Number((await page.getByText(/^확인 필요 \d+$/).innerText()).replace(/\D/g, ''));

describe.each<ViewportName>(['mobile', 'desktop'])('fresh listings on %s', (viewport) => {
  it('confirms a stale listing from the badge; the card reads 오늘 확인; search sorts by 최근 확인순', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `fresh-listings-failed-${viewport}`).catch(() => undefined);
    });

    await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/salesManagement`);
    await page.getByText(/^확인 필요 \d+$/).waitFor();
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(1);
    const panel = page.getByRole('list', { name: '확인이 필요한 매물' });
    const first = panel.locator('li[data-sale-no]').first();
    const saleNo = Number(await first.getAttribute('data-sale-no'));
    expect(await first.innerText()).toMatch(/1[4-9]일 전 확인/);
    await screenshot(page, `fresh-listings-dashboard-${viewport}`);
    const { violations, summary } = await axeScan(page, 'main');
    expect(violations, summary).toEqual([]);

    await first.getByRole('button', { name: /거래 가능 확인$/ }).click();
    await page.getByRole('status').filter({ hasText: '거래 가능한 매물로 확인했어요' }).waitFor();
    if (before > 1) await expect.poll(() => badgeCount(page)).toBe(before - 1);
    else await page.getByText(/^확인 필요 \d+$/).waitFor({ state: 'detached' });
    await expect.poll(() => panel.locator(`li[data-sale-no="${saleNo}"]`).count()).toBe(0);
    await screenshot(page, `fresh-listings-confirmed-${viewport}`);

    // The listing's card in search, found by its number.
    await page.goto(`${baseUrl}/search/list?saleAddr=${saleNo}`);
    const card = page.locator(`article[data-sale-no="${saleNo}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('오늘 확인');
    await screenshot(page, `fresh-listings-card-${viewport}`);

    // Its detail: the confirmation, the price history and the report outcomes.
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { name: '가격 변동 이력' }).waitFor();
    expect(await page.getByText('오늘 확인', { exact: true }).first().isVisible()).toBe(true);
    expect(
      await page.getByRole('list', { name: '가격 변동 이력, 최근 순' }).locator('li').count(),
    ).toBeGreaterThan(0);
    await page.getByRole('heading', { name: '신고 이력' }).waitFor();
    await screenshot(page, `fresh-listings-detail-${viewport}`);
    // The two sections close up, for a person to look at.
    const history = page.locator('section').filter({
      has: page.getByRole('heading', { name: '가격 변동 이력' }),
    });
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: `artifacts/fresh-listings-price-history-${viewport}.png` });

    // 최근 확인순: the confirmed listings of today come first.
    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('서울')}`);
    await page.locator('article[data-sale-no]').first().waitFor();
    await page.getByLabel('정렬').selectOption('CONFIRMED');
    await page.waitForURL(/sort=CONFIRMED/);
    await page.locator('article[data-sale-no]').first().waitFor();
    await expect
      .poll(async () =>
        (await page.locator('article[data-sale-no]').first().innerText()).includes('오늘 확인'),
      )
      .toBe(true);
    await screenshot(page, `fresh-listings-sorted-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
