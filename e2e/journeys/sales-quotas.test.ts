import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, dropExpectedHttpErrors, shot, signInWithId } from './accounts-steps.ts';

/*
 * Quotas and marks (issue 13 items 3 and 4): broker01 uses a 안전방 mark on a live listing from the
 * dashboard's menu and finds the 안전방인증 badge on it in search; requests a lawyer certification and sees
 * 인증 대기; spends proxy document requests down to the last and is then told none are left, with the
 * customer-service phone, and applies for more; and reads it all back on 광고내역 보기 and 매물 현황. Each run
 * spends whatever broker01 has left (the two sizes share one server: after the phone run spends the proxy
 * requests to zero, the desktop run meets the zero-left dialog directly).
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const NONE_LEFT = '현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}
interface DashItem {
  saleNo: number;
  status: string;
  isBaro: boolean;
  isLawyer: boolean;
  isConfirm: string | null;
}
interface ProxyCheck {
  vicariously: number;
  vicariouslyUse: number;
  remaining: number;
  csPhone: string;
}

/** broker01 as the API sees it: to choose listings and read counts, never to act for the journey. */
async function apiSession(id: string): Promise<{ token: string; userNo: number }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.9' },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  const body = (await res.json()) as Envelope<{ userNo: number }>;
  if (!token) throw new Error(`sign-in of ${id} failed: ${body.message}`);
  return { token, userNo: body.entity.userNo };
}

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      'x-forwarded-for': '10.250.0.9',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.entity;
}

const liveListings = async (token: string): Promise<DashItem[]> =>
  (await api<{ list: DashItem[] }>(token, 'GET', '/api/sale/dash/list?status=ACTIVE&page=1&limit=100')).list;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The dashboard, searched by the listing's number, so its card shows the server's state now. */
async function findOnDashboard(page: Page, saleNo: number) {
  await page.goto(`${baseUrl}/salesManagement`);
  const search = page.getByRole('searchbox', { name: '매물 검색' }).or(page.getByLabel('매물 검색'));
  await search.first().fill(String(saleNo));
  await search.first().press('Enter');
  const menu = page.getByRole('button', { name: `매물번호 ${saleNo} 관리` });
  await menu.waitFor();
  return menu;
}

/** Finds the listing on the dashboard by its number and opens one entry of its menu. */
async function fromDashboardMenu(page: Page, saleNo: number, entry: string): Promise<void> {
  await (await findOnDashboard(page, saleNo)).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The search list by listing number: the one card of that listing. */
async function searchByNumber(page: Page, saleNo: number) {
  await page.goto(`${baseUrl}/search/list?saleAddr=${saleNo}`);
  const card = page.locator(`article[data-sale-no="${saleNo}"]`).first();
  await card.waitFor();
  return card;
}

async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog').filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button', { name: '확인', exact: true }).click();
  await alert.waitFor({ state: 'detached' });
}

describe.each<ViewportName>(['mobile', 'desktop'])('broker quotas and marks on %s', (viewport) => {
  it('uses a 안전방 mark, requests a lawyer certification and spends proxy requests to zero', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `sales-quotas-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `sales-quotas-${viewport}-${name}`;
    const { token, userNo } = await apiSession('broker01');
    const live = await liveListings(token);
    const baroTarget = live.find((item) => !item.isBaro);
    const lawyerTarget = live.find(
      (item) => item !== baroTarget && !item.isLawyer && item.isConfirm === null,
    );
    if (!baroTarget || !lawyerTarget) throw new Error('broker01 has no live listing left to mark');

    await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // ---- 안전방 mark: no badge in search before, the badge after.
    const before = await searchByNumber(page, baroTarget.saleNo);
    await expect.poll(() => before.getByText('안전방인증').count()).toBe(0);

    const baroBefore = await api<{ useBaroQty: number; availBaroQty: number }>(
      token,
      'PATCH',
      `/api/sale/baro/mark/${userNo}`,
    );
    await fromDashboardMenu(page, baroTarget.saleNo, '안전방 마크 사용');
    const baroDialog = page.getByRole('dialog', { name: '안전방 마크' });
    await baroDialog.waitFor();
    await expect.poll(() => baroDialog.innerText()).toContain(`${baroBefore.availBaroQty}개`);
    await expect.poll(() => baroDialog.innerText()).toContain('안전방인증');
    await shot(page, shotName('baro-dialog'));
    await expectNoSeriousA11yViolations(page, `${viewport} baro dialog`, '[role="dialog"]');
    await button(page, '사용').click();
    await closeAlert(page, '안전방 마크를 적용했습니다');
    const baroAfter = await api<{ availBaroQty: number }>(token, 'PATCH', `/api/sale/baro/mark/${userNo}`);
    expect(baroAfter.availBaroQty).toBe(baroBefore.availBaroQty - 1);

    const after = await searchByNumber(page, baroTarget.saleNo);
    await after.getByText('안전방인증').waitFor();
    await shot(page, shotName('baro-search'));

    // ---- lawyer certification: the request waits for a lawyer (인증 대기).
    await fromDashboardMenu(page, lawyerTarget.saleNo, '변호사 인증 요청');
    const lawyerDialog = page.getByRole('dialog', { name: '변호사 인증 요청' });
    await lawyerDialog.waitFor();
    await shot(page, shotName('lawyer-dialog'));
    await button(page, '사용').click();
    await closeAlert(page, '인증 대기');
    // The dashboard's card says so too, once the list is asked for again.
    await findOnDashboard(page, lawyerTarget.saleNo);
    await page.getByText('인증 대기').first().waitFor();
    await shot(page, shotName('lawyer-waiting'));

    // ---- proxy requests: spend what is left, each on its own listing, then the zero-left dialog.
    let check = await api<ProxyCheck>(token, 'PATCH', `/api/sale/check/vicariously/${userNo}`);
    const spare = live.filter((item) => item !== baroTarget && item !== lawyerTarget);
    for (let i = 0; check.remaining > 0; i += 1) {
      const target = spare[i];
      if (!target) throw new Error('not enough live listings to spend the proxy requests on');
      await fromDashboardMenu(page, target.saleNo, '서류 대리 발급 요청');
      const dialog = page.getByRole('dialog', { name: '대리 발급 요청' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.innerText())
        .toContain(`${check.remaining}회 / 총 ${check.vicariously}회`);
      if (i === 0) await shot(page, shotName('proxy-dialog'));
      await button(page, '사용').click();
      await closeAlert(page, `남은 요청 횟수 ${check.remaining - 1}회`);
      check = await api<ProxyCheck>(token, 'PATCH', `/api/sale/check/vicariously/${userNo}`);
    }
    expect(check.remaining).toBe(0);

    await fromDashboardMenu(page, lawyerTarget.saleNo, '서류 대리 발급 요청');
    const none = page.getByRole('alertdialog', { name: NONE_LEFT });
    await none.waitFor();
    await none.getByRole('link', { name: /1588-0000/ }).waitFor();
    expect(await none.getByRole('button', { name: '사용', exact: true }).count()).toBe(0);
    expect(await none.getByRole('button', { name: '취소', exact: true }).count()).toBe(0);
    await shot(page, shotName('proxy-none-left'));
    await expectNoSeriousA11yViolations(page, `${viewport} zero-left dialog`, '[role="alertdialog"]');

    // An application for more: the first on this server is taken, any later one is refused while the
    // first is under review, with the server's message.
    const mark = errors.length;
    await none.getByRole('button', { name: '대리 발급 신청' }).click();
    await closeAlert(page, /대리 발급 신청이 (접수되었습니다|이미 접수되어 검토 중입니다)/);
    await page.getByRole('button', { name: `매물번호 ${lawyerTarget.saleNo} 관리` }).click();
    await page.getByRole('menuitem', { name: '서류 대리 발급 요청' }).click();
    await page
      .getByRole('alertdialog', { name: NONE_LEFT })
      .getByRole('button', { name: '대리 발급 신청' })
      .click();
    await closeAlert(page, '대리 발급 신청이 이미 접수되어 검토 중입니다.');
    dropExpectedHttpErrors(errors, mark, 409);

    // ---- 광고내역 보기: the uses in the history, with their listings.
    await page.goto(`${baseUrl}/salesManagement/adDetail`);
    const history = page.getByRole('region', { name: '내역' });
    await history.getByText('안전방 마크 적용').first().waitFor();
    await history
      .getByRole('link', { name: `매물번호 ${baroTarget.saleNo}` })
      .first()
      .waitFor();
    await history.getByText('변호사 인증 요청').first().waitFor();
    await shot(page, shotName('ad-detail'));
    await expectNoSeriousA11yViolations(page, `${viewport} adDetail`);

    // ---- 매물 현황: the counts lead into the dashboard's tabs.
    await page.goto(`${baseUrl}/myPage/sales`);
    const activeTile = page.getByRole('link', { name: /^게시중\s*[\d,]+건\s*, 매물관리에서 보기$/ });
    await activeTile.waitFor();
    await shot(page, shotName('my-sales'));
    await expectNoSeriousA11yViolations(page, `${viewport} myPage/sales`);
    await activeTile.click();
    await page.waitForURL((url) => url.pathname === '/salesManagement' && url.search === '?status=ACTIVE');

    expect(errors).toEqual([]);
    await context.close();
  });
});
