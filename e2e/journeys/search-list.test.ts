import type { Browser, Page } from 'playwright-core';
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
const cards = (page: Page) => page.getByRole('article');

/** The number of listings the server finds for a search, asked the way an operator would. */
async function countOf(query: Record<string, string>): Promise<number> {
  const res = await fetch(`${baseUrl}/api/search/sale/list/count?${new URLSearchParams(query)}`);
  const body = (await res.json()) as { entity: { totalRow: number } };
  return body.entity.totalRow;
}

const MONTHLY_UNDER_70 = { types: 'MONTHLY', maxMonthlyPrice: '70' };

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a visitor searching on %s', (viewport) => {
  it('finds 강남구, keeps 월세 under 70만원, pages on, opens a listing and comes back to the same place', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Home → search: the field is focused and suggests as the user types.
    await page.goto(`${baseUrl}/main`);
    await page.getByRole('searchbox', { name: '매물 검색' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    const field = page.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' });
    // The e2e project has no DOM types: page scripts are written as strings.
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.getAttribute("role") ?? null'))
      .toBe('combobox');
    await field.pressSequentially('강남', { delay: 40 });
    const gangnamGu = page.getByRole('option', { name: /강남구/ }).first();
    await gangnamGu.waitFor();
    await expect.poll(() => gangnamGu.innerText()).toContain('서울특별시');
    await screenshot(page, `search-suggest-${viewport}`);
    await gangnamGu.click();

    await page.waitForURL(/\/search\/list\?saleAddr=/);
    const gangnamAll = await countOf({ saleAddr: '강남구' });
    await expect
      .poll(() => title(page).innerText())
      .toBe(`강남구 매물 ${gangnamAll.toLocaleString('ko-KR')}개`);
    await cards(page).first().waitFor();
    await screenshot(page, `search-list-${viewport}`);

    // 월세 only, at most 70만원 a month: the two other deal types off, the rent slider's top thumb on 70만원.
    await page.getByRole('button', { name: '거래유형·가격' }).click();
    await page.getByRole('checkbox', { name: '매매' }).uncheck();
    await page.getByRole('checkbox', { name: '전세' }).uncheck();
    await expect.poll(() => page.getByRole('checkbox', { name: '월세' }).isDisabled()).toBe(true);
    const rentMax = page.getByRole('slider', { name: '월세 최대' });
    for (let i = 0; i < 30; i++) {
      if ((await rentMax.getAttribute('aria-valuetext')) === '70만원') break;
      await rentMax.focus();
      await page.keyboard.press('ArrowLeft');
    }
    expect(await rentMax.getAttribute('aria-valuetext')).toBe('70만원');
    const gangnamMonthly = await countOf({ saleAddr: '강남구', ...MONTHLY_UNDER_70 });
    const apply = page.getByRole('button', { name: `매물 ${gangnamMonthly.toLocaleString('ko-KR')}개 보기` });
    await apply.waitFor();
    await screenshot(page, `search-filter-price-${viewport}`);
    await apply.click();
    await expect.poll(() => title(page).innerText()).toBe(`강남구 매물 ${gangnamMonthly}개`);
    await expect.poll(() => page.getByText(`${gangnamMonthly}개의 매물`).isVisible()).toBe(true);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/월세 [\d,]+\/(\d{1,2}|70)\n/);

    // 강남구 alone has less than two pages of these: the journey widens to 서울, typed and searched as is.
    expect(gangnamMonthly).toBeLessThan(31);
    await page.goto(`${baseUrl}/search`);
    await page.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' }).fill('서울');
    await page.keyboard.press('Enter');
    await page.waitForURL(/saleAddr=%EC%84%9C%EC%9A%B8/);
    // A new page load keeps the deal types (saved locally, product.md §A3) but not the price, which lives per visit.
    await page.getByRole('button', { name: '월세' }).click();
    const rentMax2 = page.getByRole('slider', { name: '월세 최대' });
    for (let i = 0; i < 30; i++) {
      if ((await rentMax2.getAttribute('aria-valuetext')) === '70만원') break;
      await rentMax2.focus();
      await page.keyboard.press('ArrowLeft');
    }
    await page.getByRole('button', { name: /^매물 .+개 보기$/ }).click();
    const seoulMonthly = await countOf({ saleAddr: '서울', ...MONTHLY_UNDER_70 });
    expect(seoulMonthly).toBeGreaterThan(60);
    await expect.poll(() => title(page).innerText()).toBe(`서울 매물 ${seoulMonthly}개`);
    await expect.poll(() => cards(page).count()).toBe(30);

    // Scrolling to the end of the first 30 loads the second page.
    await cards(page).nth(29).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    // A quick scroll may reach the end of page 2 as well; at least the second page is there.
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(60);
    await screenshot(page, `search-list-page2-${viewport}`);

    // Open the 45th listing from where it sits on screen.
    const card = cards(page).nth(44);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate('window.scrollBy(0, -120)');
    const saleNo = await card.getAttribute('data-sale-no');
    const loaded = await cards(page).count();
    const before = await page.evaluate<number>('window.scrollY');
    expect(before).toBeGreaterThan(1000);
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await expect.poll(() => title(page).innerText()).toBe(`매물번호 ${saleNo}`);

    await page.goBack();
    await page.waitForURL(/\/search\/list\?saleAddr=/);
    await expect.poll(() => cards(page).count()).toBe(loaded);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(before);
    expect(await cards(page).nth(44).getAttribute('data-sale-no')).toBe(saleNo);
    await expect.poll(() => title(page).innerText()).toBe(`서울 매물 ${seoulMonthly}개`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the listings within a kilometre of 강남역, newest first, and narrows them to 전세', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/search`);
    await page
      .getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' })
      .pressSequentially('강남역', { delay: 40 });
    const station = page.getByRole('option', { name: /강남역/ }).first();
    await station.waitFor();
    await station.click();

    await page.waitForURL(/\/search\/list\?saleAddr=/);
    const all = await countOf({ saleAddr: '강남역' });
    expect(all).toBeGreaterThan(0);
    await expect.poll(() => title(page).innerText()).toBe(`강남역 매물 ${all.toLocaleString('ko-KR')}개`);
    await cards(page).first().waitFor();
    // Newest first: the cards' listing numbers are those of the list call, in its order.
    const res = await fetch(
      `${baseUrl}/api/search/sale/list?${new URLSearchParams({ saleAddr: '강남역', page: '1', limit: '30' })}`,
    );
    const first = ((await res.json()) as { entity: { list: { saleNo: number }[] } }).entity.list;
    const shown = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 5).map((n) => n.getAttribute('data-sale-no')),
    );
    expect(shown).toEqual(first.slice(0, 5).map((c) => String(c.saleNo)));
    await screenshot(page, `search-station-${viewport}`);

    // 전세 only: the other two deal types off; the total and the cards follow.
    await page.getByRole('button', { name: '거래유형·가격' }).click();
    await page.getByRole('checkbox', { name: '매매' }).uncheck();
    await page.getByRole('checkbox', { name: '월세' }).uncheck();
    const rent = await countOf({ saleAddr: '강남역', types: 'RENT' });
    expect(rent).toBeLessThan(all);
    const apply = page.getByRole('button', { name: `매물 ${rent.toLocaleString('ko-KR')}개 보기` });
    await apply.waitFor();
    await apply.click();
    await expect.poll(() => title(page).innerText()).toBe(`강남역 매물 ${rent.toLocaleString('ko-KR')}개`);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/전세 /);
    await screenshot(page, `search-station-rent-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing is found, with the region note', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('부산')}`);
    await page.getByText('검색 내역이 없습니다. 다시 검색해 주세요.').waitFor();
    expect(await page.getByText('(현재는 서울/경기/인천 지역만 진행)').isVisible()).toBe(true);
    await expect.poll(() => title(page).innerText()).toBe('부산 매물 0개');
    await screenshot(page, `search-empty-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
