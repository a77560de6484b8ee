import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * The media of a listing's detail page (issue 11 §4–6): the zoom gallery, sharing a link, and the file
 * viewer with a registry document, as a visitor and as user01.
 */

const baseUrl = inject('baseUrl');
const ID = 'user01';
const PASSWORD = 'ansim2580!';
let browser: Browser;

interface Listing {
  saleNo: number;
  title: string;
  photos: number;
}
/** A listing with several photos and a 등기부등본, found through the API as user01 would see it. */
let listing: Listing;

interface DetailAnswer {
  code: number;
  entity: {
    saleNo: number;
    title: string;
    saleImage: unknown[];
    documents: { kind: string; fileId: string | null }[];
  };
}

async function findListingWithRegistryCopy(): Promise<Listing> {
  const token = await apiLogin(baseUrl, ID, PASSWORD);
  const list = (await (await fetch(`${baseUrl}/api/search/sale/list?page=1&limit=40`)).json()) as {
    entity: { list: { saleNo: number }[] };
  };
  for (const { saleNo } of list.entity.list) {
    const res = await fetch(`${baseUrl}/api/sale/${saleNo}`, { headers: { authorization: token } });
    const { code, entity } = (await res.json()) as DetailAnswer;
    const copy = entity?.documents.find((d) => d.kind === 'REGISTER_COPY');
    if (code === 1 && copy?.fileId && entity.saleImage.length >= 3) {
      return { saleNo, title: entity.title, photos: entity.saleImage.length };
    }
  }
  throw new Error('no demo listing on the first page has three photos and a 등기부등본');
}

beforeAll(async () => {
  browser = await launchBrowser();
  listing = await findListingWithRegistryCopy();
});
afterAll(async () => {
  await browser.close();
});

/** Sign-in limits count per address; this journey is a person of its own (the server trusts X-Forwarded-For). */
async function ownAddress(context: BrowserContext, viewport: ViewportName, who: number) {
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.78.${process.pid % 250}.${who * 2 + (viewport === 'mobile' ? 1 : 2)}`,
  });
}

/** user01's session kept as the app keeps it (the persisted user store), as search-likes does. */
async function signIn(page: Page): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/login`, { data: { id: ID, password: PASSWORD } });
  const token = (res.headers().authorization ?? '').replace(/^Bearer\s+/i, '');
  const { entity: user } = (await res.json()) as { entity: Record<string, unknown> };
  const session = JSON.stringify({ user, accessToken: token });
  await page.evaluate(`(() => {
    const stored = JSON.parse(localStorage.getItem('ansim.user') ?? '{"state":{},"version":1}');
    stored.state = { ...stored.state, ...${session}, redirectPath: null };
    localStorage.setItem('ansim.user', JSON.stringify(stored));
  })()`);
}

/**
 * The screen as the user sees it, under e2e/artifacts/ (git-ignored): the dialogs are fixed to the viewport,
 * so a full-page shot would show them over a stretch of the page.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });
}

const detailPath = () => `/salesManagement/salesDetail/${listing.saleNo}`;

async function openDetail(page: Page): Promise<void> {
  await page.goto(`${baseUrl}${detailPath()}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('button', { name: `사진 크게 보기 (1/${listing.photos})` }).waitFor();
}

/** The visible '3 / 6' of the gallery (the live region also holds its spoken form). */
const galleryCount = (dialog: Locator) => dialog.locator('[data-count]').innerText();

/** The photo shown has been fetched and decoded (from /images/sale/{key}/zoom.avif or .webp). */
async function expectPhotoLoaded(dialog: Locator, n: number): Promise<void> {
  const alt = `${listing.title} 사진 ${n}/${listing.photos}`;
  await dialog.getByRole('img', { name: alt }).waitFor();
  // Page scripts are strings here: the journeys compile without the DOM's types.
  const read = () =>
    dialog.page().evaluate<{ width: number; src: string }>(`(() => {
      const img = [...document.querySelectorAll('[role="dialog"] img')].find((i) => i.alt === ${JSON.stringify(alt)});
      return { width: img && img.complete ? img.naturalWidth : 0, src: img ? img.currentSrc : '' };
    })()`);
  await expect.poll(async () => (await read()).width).toBeGreaterThan(0);
  expect((await read()).src).toMatch(/\/images\/sale\/[0-9a-f]+\/zoom\.(avif|webp)$/);
}

/** The accessible name of the focused element, to see where the focus went back to. */
const focusedLabel = (page: Page) =>
  page.evaluate<string | null>(
    `document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null`,
  );

/** How many pixels of the viewer's canvas are not paper-white: a drawn page has text and lines, a blank one none. */
const inkOnCanvas = (page: Page) =>
  page.evaluate<number>(`(() => {
    const c = document.querySelector('[role="dialog"] canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) inked++;
    return inked;
  })()`);

/**
 * Fingers on the phone: a swipe to the left turns to the next photo, and spreading two fingers zooms in.
 * Touches go in through the DevTools protocol, which Chromium turns into touch pointer events as a screen would.
 */
async function swipeAndPinch(page: Page, gallery: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  const before = await galleryCount(gallery);
  const y = 420;
  await touch('touchStart', [{ x: 300, y }]);
  for (const x of [260, 200, 140, 100]) await touch('touchMove', [{ x, y }]);
  await touch('touchEnd', []);
  const [n = 0, total = 0] = before.split(' / ').map(Number);
  await expect.poll(() => galleryCount(gallery)).toBe(`${(n % total) + 1} / ${total}`);

  const level = gallery.getByRole('button', { name: /원래 크기/ });
  await touch('touchStart', [
    { x: 180, y },
    { x: 210, y },
  ]);
  for (const spread of [40, 80, 120, 160]) {
    await touch('touchMove', [
      { x: 180 - spread, y },
      { x: 210 + spread, y },
    ]);
  }
  await touch('touchEnd', []);
  await expect.poll(async () => Number(/(\d+)%$/.exec(await level.innerText())?.[1])).toBeGreaterThan(200);
  await screenshot(page, 'sale-media-gallery-pinched-mobile');
  await cdp.detach();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('listing media on %s', (viewport) => {
  it('a visitor zooms through the photos, shares the link, and is asked to sign in for the 등기부등본', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await ownAddress(context, viewport, 0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDetail(page);

    // The zoom gallery opens at the photo tapped.
    const opener = page.getByRole('button', { name: `사진 크게 보기 (1/${listing.photos})` });
    await opener.click();
    const gallery = page.getByRole('dialog', { name: listing.title });
    await gallery.waitFor();
    await expect.poll(() => galleryCount(gallery)).toBe(`1 / ${listing.photos}`);
    await expectPhotoLoaded(gallery, 1);
    expect(await gallery.locator('[aria-live="polite"]').innerText()).toContain(
      `사진 ${listing.photos}장 중 1번째`,
    );
    await screenshot(page, `sale-media-gallery-${viewport}`);
    await expectNoSeriousA11yViolations(page, `the zoom gallery (${viewport})`, '[role="dialog"]');

    // Next and previous, by button and by key; the count follows.
    await gallery.getByRole('button', { name: '다음 사진' }).click();
    await expect.poll(() => galleryCount(gallery)).toBe(`2 / ${listing.photos}`);
    await expectPhotoLoaded(gallery, 2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => galleryCount(gallery)).toBe(`3 / ${listing.photos}`);
    await page.keyboard.press('ArrowLeft');
    await gallery.getByRole('button', { name: '이전 사진' }).click();
    await expect.poll(() => galleryCount(gallery)).toBe(`1 / ${listing.photos}`);

    // Zoom by key and by double click, back to whole on a new photo.
    const level = gallery.getByRole('button', { name: /원래 크기/ });
    await page.keyboard.press('+');
    await expect.poll(() => level.innerText()).toMatch(/(^|\s)150%$/);
    await page.keyboard.press('0');
    await expect.poll(() => level.innerText()).toMatch(/(^|\s)100%$/);
    const frame = await gallery
      .getByRole('img', { name: new RegExp(`사진 1/${listing.photos}$`) })
      .boundingBox();
    if (!frame) throw new Error('the photo has no box');
    // One dblclick: two separate clicks can drift past the 300 ms double-tap window on a loaded machine.
    await page.mouse.dblclick(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect.poll(() => level.innerText()).toMatch(/(^|\s)250%$/);
    await screenshot(page, `sale-media-gallery-zoomed-${viewport}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => level.innerText()).toMatch(/(^|\s)100%$/);

    if (viewport === 'mobile') await swipeAndPinch(page, gallery);

    // Escape closes it, and the focus is back on the photo that opened it.
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe(`사진 크게 보기 (1/${listing.photos})`);

    // 공유: a browser without a share sheet copies the short link.
    const share = page.getByRole('button', { name: `${listing.title} 공유하기` }).first();
    await share.click();
    const status = page.getByRole('status').filter({ hasText: '링크를 복사했어요' });
    await status.waitFor();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied.startsWith(`${baseUrl}/s/`)).toBe(true);
    await screenshot(page, `sale-media-shared-${viewport}`);
    // The short link leads back to this listing.
    const shortPage = await page.request.get(copied, { headers: { accept: 'text/html' } });
    expect(shortPage.status()).toBe(200);
    expect(await shortPage.text()).toContain(detailPath());

    // A visitor asking for the 등기부등본 is asked to sign in first.
    await page.getByRole('button', { name: '등기부등본 보기' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('로그인');
    await screenshot(page, `sale-media-document-visitor-${viewport}`);
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('user01 opens the 등기부등본 in the file viewer: a rendered PDF page, page turning, zoom, download', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await ownAddress(context, viewport, 1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/main`);
    await signIn(page);
    await openDetail(page);

    const opener = page.getByRole('button', { name: '등기부등본 보기' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: '등기부등본' });
    await viewer.waitFor();
    // pdf.js loads on demand, then the first page is drawn on a canvas.
    const canvas = viewer.locator('canvas[data-rendered]');
    await canvas.waitFor({ timeout: 30_000 });
    const pages = await viewer.getByText(/^1 \/ \d+쪽$/).innerText();
    expect(await canvas.getAttribute('aria-label')).toBe(
      `등기부등본 ${pages.replace(/ /g, '').replace('쪽', '')}쪽`,
    );
    // Something was drawn: the canvas is not blank white.
    const inked = await inkOnCanvas(page);
    expect(inked).toBeGreaterThan(2_000);
    await screenshot(page, `sale-media-file-viewer-${viewport}`);
    await expectNoSeriousA11yViolations(page, `the file viewer (${viewport})`, '[role="dialog"]');

    const total = Number(/\/ (\d+)쪽/.exec(pages)?.[1]);
    if (total > 1) {
      await viewer.getByRole('button', { name: '다음 쪽' }).click();
      await viewer.getByText(`2 / ${total}쪽`).waitFor();
      await viewer.locator('canvas[data-rendered]').waitFor();
    }
    const width = (await canvas.boundingBox())?.width ?? 0;
    await viewer.getByRole('button', { name: '확대' }).click();
    await viewer.getByRole('button', { name: /폭 맞춤 150%/ }).waitFor();
    await viewer.locator('canvas[data-rendered]').waitFor();
    expect((await viewer.locator('canvas').boundingBox())?.width ?? 0).toBeGreaterThan(width * 1.3);

    // The download saves the watermarked copy.
    const downloaded = page.waitForEvent('download');
    await viewer.getByRole('button', { name: '등기부등본 내려받기' }).click();
    // The server's name for it (등기부등본_{매물번호}.pdf), in Korean.
    expect((await downloaded).suggestedFilename()).toMatch(/^등기부등본.*\.pdf$/);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('등기부등본 보기');
    expect(errors).toEqual([]);
    await context.close();
  });
});
