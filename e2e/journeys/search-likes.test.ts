import type { Browser, BrowserContext, Page } from 'playwright-core';
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
const ID = 'user01';
const PASSWORD = 'ansim2580!';

/** Sign-in limits count per address; this journey is a person of its own (the server trusts X-Forwarded-For). */
async function ownAddress(context: BrowserContext, viewport: ViewportName) {
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${process.pid % 250}.${viewport === 'mobile' ? 1 : 2}`,
  });
}

/**
 * Signs in on the /login screen the like confirm led to. Should that screen not take an id yet, the journey
 * signs in through the API and keeps the session as the app does (the persisted user store), then returns to
 * the remembered page itself.
 */
async function signInFromLoginScreen(page: Page, returnTo: string): Promise<void> {
  const idField = page.getByLabel('아이디', { exact: true });
  const hasForm = await idField
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (hasForm) {
    await idField.fill(ID);
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    return;
  }
  const res = await page.request.post(`${baseUrl}/api/login`, { data: { id: ID, password: PASSWORD } });
  const token = (res.headers().authorization ?? '').replace(/^Bearer\s+/i, '');
  const { entity: user } = (await res.json()) as { entity: Record<string, unknown> };
  // The user store as the app persists it (zustand persist, key ansim.user); page scripts are strings here.
  const session = JSON.stringify({ user, accessToken: token });
  await page.evaluate(`(() => {
    const stored = JSON.parse(localStorage.getItem('ansim.user') ?? '{"state":{},"version":1}');
    stored.state = { ...stored.state, ...${session}, redirectPath: null };
    localStorage.setItem('ansim.user', JSON.stringify(stored));
  })()`);
  await page.goto(`${baseUrl}${returnTo}`);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('likes on %s', (viewport) => {
  it('a visitor is asked to sign in; user01 then likes a listing and finds it in 관심매물', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await ownAddress(context, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const listPath = `/search/list?saleAddr=${encodeURIComponent('송파구')}`;
    await page.goto(`${baseUrl}${listPath}`);
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();

    // As a visitor: the confirm of product.md §A8, its <br> drawn as a line break.
    await firstCard.getByRole('button', { name: /관심매물 등록$/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.locator('p').innerText()).toBe('로그인 후 사용가능합니다.\n로그인하시겠습니까?');
    expect(await confirm.getByRole('button').allInnerTexts()).toEqual(['취소', '확인']);
    await expectNoSeriousA11yViolations(
      page,
      `the sign-in confirm of a like (${viewport})`,
      '[role="alertdialog"]',
    );
    await screenshot(page, `search-like-confirm-${viewport}`);
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    // Signed in, the app returns to the list it remembered.
    await signInFromLoginScreen(page, listPath);
    await page.waitForURL(`${baseUrl}${listPath}`);
    await page.getByRole('article').first().waitFor();

    // The first listing not yet liked; the heart turns only when the server said yes.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /관심매물 등록$/ }) })
      .first();
    const saleNo = await card.getAttribute('data-sale-no');
    const listingTitle = await card.getByRole('heading').innerText();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/like') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: `${listingTitle} 관심매물 등록` }).click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(1);
    const liked = page
      .locator(`article[data-sale-no="${saleNo}"]`)
      .getByRole('button', { name: `${listingTitle} 관심매물 해제` });
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    // Fresh from the server, the heart is red on the liked listing and not on the others.
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    const cards = await page.getByRole('article').count();
    const pressed = await page.getByRole('button', { name: /관심매물 해제$/ }).count();
    expect(cards).toBeGreaterThan(2);
    expect(pressed).toBeLessThan(cards);
    expect(await page.getByRole('button', { name: /관심매물 등록$/ }).count()).toBe(cards - pressed);
    await screenshot(page, `search-liked-${viewport}`);

    // 관심매물 from the main navigation, titled with the user's name.
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '관심매물' }).click();
    await page.waitForURL(`${baseUrl}/wishList`);
    await expect.poll(() => title(page).innerText()).toBe('김안심님의 관심매물');
    const wished = page.locator(`article[data-sale-no="${saleNo}"]`);
    await wished.waitFor();
    expect(await wished.getByRole('heading').innerText()).toBe(listingTitle);
    await expectNoSeriousA11yViolations(page, `the wish list with a liked listing (${viewport})`);
    await screenshot(page, `search-wish-list-${viewport}`);

    // Unliked there, it leaves the list.
    await wished.getByRole('button', { name: `${listingTitle} 관심매물 해제` }).click();
    await expect.poll(() => wished.count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
