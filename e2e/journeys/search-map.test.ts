import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
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
/** Region bubbles: their name starts with what they show, e.g. '강남구 130개 매물'. */
const bubbles = (page: Page) => page.getByRole('button', { name: /^\S+ [\d,]+개 매물/ });
/** The number in a bubble's name. */
const countIn = (label: string) => number(/^\S+ ([\d,]+)개 매물/.exec(label)?.[1] ?? '0');
const number = (text: string) => Number(text.replace(/,/g, ''));
const withCommas = (n: number) => n.toLocaleString('ko-KR');

async function countOf(query: Record<string, string>): Promise<number> {
  const res = await fetch(`${baseUrl}/api/search/sale/list/count?${new URLSearchParams(query)}`);
  return ((await res.json()) as { entity: { totalRow: number } }).entity.totalRow;
}

/** The orienting names at street zoom: subway stations and 동 names, drawn (visible) ones only. */
const places = (page: Page, kind: 'station' | 'dong') =>
  page.locator(`[data-place="${kind}"]`).filter({ visible: true });

/**
 * Region bubbles that something covers: a map control (zoom buttons, the attribution) or the page's own
 * elements over the map (the phone's list button). Their names; none expected.
 */
const coveredBubbles = (page: Page) =>
  page.evaluate(`(() => {
    const controls = [...document.querySelectorAll('.maplibregl-ctrl')].map((c) => c.getBoundingClientRect());
    const meets = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const map = document.querySelector('.maplibregl-map').getBoundingClientRect();
    const middle = (b) => {
      const r = b.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    // A bubble whose middle is past the map's edge is clipped by the map, not covered.
    const onMap = ([x, y]) => x > map.left && x < map.right && y > map.top && y < map.bottom;
    const onTop = (b) => b.contains(document.elementFromPoint(...middle(b)));
    return [...document.querySelectorAll('button[data-weight]')]
      .filter((b) => getComputedStyle(b).visibility !== 'hidden' && onMap(middle(b)))
      .filter((b) => controls.some((c) => meets(b.getBoundingClientRect(), c)) || !onTop(b))
      .map((b) => b.getAttribute('aria-label'));
  })()`) as Promise<string[]>;

/** Waits for the map to settle: no data on its way (the map draws a thin bar while it loads). */
const settled = (page: Page) =>
  page.locator('[class*="loadingBar"]').waitFor({ state: 'detached', timeout: 10_000 });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the map on %s', (viewport) => {
  it('shows region counts offline, and the list follows the map as it moves', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !/^(data|blob):/.test(request.url()))
        foreign.push(request.url());
    });

    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await page.getByRole('article').first().waitFor();
    const all = await countOf({ saleAddr: '강남구' });
    await page.getByText('지도', { exact: true }).click();
    await page.waitForURL(/view=map/);
    await page.getByRole('region', { name: '매물 지도' }).or(page.locator('canvas')).first().waitFor();
    await bubbles(page).first().waitFor({ timeout: 15_000 });
    await settled(page);
    // Framing the searched area is not a move of the user's: the list is still 강남구's.
    await expect.poll(() => title(page).innerText()).toBe(`강남구 매물 ${all}개`);
    const labels = await bubbles(page).evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('aria-label') ?? ''),
    );
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(countIn(label)).toBeGreaterThan(0);
    // The data's credit stays readable and no count hides under it, the zoom buttons or the list button;
    // stations and 동 names wait for street zoom, where the bubbles no longer name the places.
    expect(await page.locator('.maplibregl-ctrl-attrib').innerText()).toContain('통계청 SGIS');
    expect(await coveredBubbles(page)).toEqual([]);
    expect(await page.locator('[data-place="station"], [data-place="dong"]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `the map with region bubbles (${viewport})`);
    await screenshot(page, `search-map-regions-${viewport}`);

    /** The number a bubble shows, from its accessible name ('잠실동 36개 매물'). */
    const countOn = async (bubble: ReturnType<typeof bubbles>) =>
      countIn((await bubble.getAttribute('aria-label')) ?? '');

    /** Taps a bubble: the list becomes that region's search, counting exactly what the bubble showed. */
    const tapRegion = async (bubble: ReturnType<typeof bubbles>) => {
      const shown = await countOn(bubble);
      await bubble.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('saleAddr') ?? '').not.toBe('강남구');
      const saleAddr = new URL(page.url()).searchParams.get('saleAddr') ?? '';
      await expect.poll(() => title(page).innerText()).toBe(`${saleAddr} 매물 ${withCommas(shown)}개`);
      expect(await countOf({ saleAddr })).toBe(shown);
      await settled(page);
      return { saleAddr, shown };
    };

    // Where the phone frames 강남구 with 구 bubbles, a tap on 강남구 zooms in to its 동, and the list is
    // 강남구's with the bubble's count.
    const gu = page.getByRole('button', { name: /^강남구 [\d,]+개 매물/ });
    if ((await gu.count()) > 0) {
      const shown = await countOn(gu);
      await gu.click();
      await expect.poll(() => title(page).innerText()).toBe(`강남구 매물 ${withCommas(shown)}개`);
      await settled(page);
    }

    // A tap on a 동 bubble: the list is that 동's, with the bubble's number, at any screen size.
    const dong = page.getByRole('button', { name: /^\S+동 [\d,]+개 매물/ }).first();
    await dong.waitFor();
    const targetName = (await dong.getAttribute('aria-label'))?.split(' ')[0] ?? '';
    const picked = await tapRegion(dong);
    expect(picked.saleAddr.endsWith(targetName)).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: /등급$/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, `search-map-region-${viewport}`);

    // The user drags the map: close in ('sale'), the list follows the map and takes the name of the 동 at
    // the centre, as '… 일대'.
    const followed = page.waitForRequest(
      (r) => r.url().includes('/api/search/sale/list?') && r.url().includes('southWestLat=3'),
    );
    const canvas = page.locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map has no canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    const request = new URL((await followed).url());
    expect(request.searchParams.get('saleAddr')).toBe('');
    const bounds = Object.fromEntries(
      ['southWestLat', 'southWestLng', 'northEastLat', 'northEastLng'].map((k) => [
        k,
        request.searchParams.get(k) ?? '',
      ]),
    );
    await settled(page);
    const inView = await countOf(bounds);
    await expect
      .poll(() => title(page).innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`^\\S+ 일대 매물 ${withCommas(inView)}개$`));
    const centreName = new URL(page.url()).searchParams.get('saleAddr') ?? '';
    expect(centreName).toMatch(/동$|가$|리$/);
    // Street zoom on the offline map: subway stations ('잠실새내역', a dot per line) and the 동 names
    // around, the one the user tapped among them, so that the map says where it is without tiles.
    await expect.poll(() => places(page, 'station').count()).toBeGreaterThan(0);
    await expect.poll(() => places(page, 'dong').count()).toBeGreaterThan(0);
    for (const name of await places(page, 'station').allInnerTexts()) expect(name).toMatch(/\S역$/);
    expect(await page.locator('[data-place="dong"]', { hasText: targetName }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, `the map at street zoom (${viewport})`, '.maplibregl-map');
    await screenshot(page, `search-map-listings-${viewport}`);

    // The list is the map's: on a phone behind the sheet button, on a desktop beside the map.
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: `이 지역 매물 ${inView}개 목록 보기` }).click();
      await page.waitForURL((url) => !url.searchParams.has('view'));
    }
    await expect.poll(() => page.getByRole('article').count()).toBe(Math.min(inView, 30));
    expect(await page.getByText('지도에 보이는 매물만 보고 있어요').isVisible()).toBe(true);
    await screenshot(page, `search-map-list-${viewport}`);

    // Back to the searched area.
    await page.getByRole('button', { name: '지역 검색으로 돌아가기' }).click();
    const dongAll = await countOf({ saleAddr: centreName });
    await expect.poll(() => title(page).innerText()).toBe(`${centreName} 매물 ${withCommas(dongAll)}개`);

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
