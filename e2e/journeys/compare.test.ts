import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * 비교함 (P14 item 6), as a visitor: three listings picked from the search list, a fourth refused with its
 * message, /compare showing the three side by side, one removed, one picked again from its detail page, and
 * the selection cleared at the end (it lives in this browser's localStorage only; nothing on the server
 * changes, a comparison is not even a view).
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LIST_PATH = `/search/list?saleAddr=${encodeURIComponent('송파구')}`;

/** The '비교' switch of a card, named after the card's title. */
async function compareSwitch(card: Locator): Promise<Locator> {
  const title = await card.getByRole('heading').innerText();
  return card.getByRole('button', { name: `${title} 비교함에 담기` });
}

/** The screen as it is seen (a full-page picture draws fixed parts, the tray or a dialog, out of place). */
const screenOnly = (page: Page, name: string) =>
  page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });

const compareLink = (page: Page, count: number) =>
  page.getByRole('complementary', { name: '비교함' }).getByRole('link', { name: `비교하기 (${count}/3)` });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('compare on %s', (viewport) => {
  it('picks three listings, refuses a fourth, compares them side by side, removes one and clears', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}${LIST_PATH}`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    // Three picked from the list: each switch pressed, the tray counting them.
    const picked: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const card = cards.nth(i);
      picked.push((await card.getAttribute('data-sale-no')) ?? '');
      const toggle = await compareSwitch(card);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    await compareLink(page, 3).waitFor();

    // A fourth is refused with the message, and nothing is added.
    const fourthCard = cards.nth(3);
    const fourthNo = (await fourthCard.getAttribute('data-sale-no')) ?? '';
    const fourthTitle = await fourthCard.getByRole('heading').innerText();
    const fourth = await compareSwitch(fourthCard);
    await fourth.click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('최대 3개까지 비교할 수 있어요');
    await screenOnly(page, `compare-full-${viewport}`);
    await alert.getByRole('button', { name: '확인' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await fourth.getAttribute('aria-pressed')).toBe('false');
    await compareLink(page, 3).waitFor();
    await expectNoSeriousA11yViolations(page, `the search list with 비교함 (${viewport})`);
    await screenshot(page, `compare-tray-${viewport}`);
    await screenOnly(page, `compare-tray-screen-${viewport}`);

    // /compare: the three side by side, in the order picked, each linking to its listing.
    const answered = page.waitForResponse((r) => r.url().includes('/api/sale/compare'));
    await compareLink(page, 3).click();
    await page.waitForURL(`${baseUrl}/compare`);
    expect((await answered).status()).toBe(200);
    const table = page.getByRole('table');
    await table.waitFor();
    const heads = table.getByRole('columnheader');
    await expect.poll(() => heads.count()).toBe(3);
    for (const [i, saleNo] of picked.entries()) {
      const href = await heads.nth(i).getByRole('link').getAttribute('href');
      expect(href).toBe(`/salesManagement/salesDetail/${saleNo}`);
    }
    for (const label of [
      '가격',
      '월 관리비',
      '관리비 내역',
      '전용면적',
      '층',
      '옵션',
      '안전등급',
      '등급 사유',
      '최우선변제',
      '가까운 역',
    ]) {
      await table.getByRole('rowheader', { name: label, exact: true }).waitFor();
    }
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('매물 비교');
    await expectNoSeriousA11yViolations(page, `the comparison of three listings (${viewport})`);
    await screenshot(page, `compare-three-${viewport}`);

    // One removed: two columns left.
    const removedTitle = await heads.nth(1).getByRole('link').innerText();
    await heads
      .nth(1)
      .getByRole('button', { name: `${removedTitle} 비교에서 빼기` })
      .click();
    await expect.poll(() => heads.count()).toBe(2);
    await screenshot(page, `compare-two-${viewport}`);

    // The fourth listing, picked from its own page, joins them.
    await page.goto(`${baseUrl}/salesManagement/salesDetail/${fourthNo}`);
    const add = page.getByRole('button', { name: '비교함에 담기' });
    await add.waitFor();
    await add.click();
    await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `compare-detail-${viewport}`);
    await page.getByRole('link', { name: '비교하기 (3/3)' }).first().click();
    await page.waitForURL(`${baseUrl}/compare`);
    await expect.poll(() => heads.count()).toBe(3);
    expect(await heads.nth(2).getByRole('link').innerText()).toBe(fourthTitle);

    // Cleared: the empty state leads to the search and to 관심매물.
    await page.getByRole('button', { name: '비교함 비우기' }).click();
    await page.getByRole('heading', { name: '비교함이 비어 있어요' }).waitFor();
    await page.getByRole('link', { name: '매물 검색하기' }).waitFor();
    await page.getByRole('link', { name: '관심매물 보기' }).waitFor();
    await expectNoSeriousA11yViolations(page, `the empty comparison (${viewport})`);
    await screenshot(page, `compare-empty-${viewport}`);
    const stored = await page.evaluate<string | null>("localStorage.getItem('ansim.compare')");
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { picks: [] } });

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
