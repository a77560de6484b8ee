import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { axeScan } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, shot, signInWithId } from './accounts-steps.ts';

/*
 * The broker's dashboard (issue 13 items 2 and 4): broker01 pauses a live listing from its menu and the tab
 * counts follow; the paused listing is gone from search by its number, and back once resumed; writes a
 * private memo; completes another (after a confirm); deletes a third with the selection bar and restores it
 * from the 삭제 tab. Every step reads the tab counts on screen against the server's. The two sizes share
 * one server: each run takes live listings of its own.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const NO_RESULTS = '검색 내역이 없습니다. 다시 검색해 주세요.';
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
  title: string | null;
}
type Status = 'ACTIVE' | 'STOP' | 'DONE' | 'STORAGE' | 'DELETE';
type Counts = Record<Status, number>;

const COUNT_FIELDS: Record<Status, string> = {
  ACTIVE: 'activeCount',
  STOP: 'stopCount',
  DONE: 'doneCount',
  STORAGE: 'storageCount',
  DELETE: 'deleteCount',
};
const STATUSES = Object.keys(COUNT_FIELDS) as Status[];

/** broker01 as the API sees it: to choose listings and read the true counts, never to act for the journey. */
async function apiToken(id: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.251.0.3' },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`sign-in of ${id} failed: ${await res.text()}`);
  return token;
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: token, 'x-forwarded-for': '10.251.0.3' },
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`GET ${path}: ${body.code} ${body.message}`);
  return body.entity;
}

async function serverCounts(token: string): Promise<Counts> {
  const entity = await apiGet<Record<string, number>>(token, '/api/sale/status/count');
  return Object.fromEntries(STATUSES.map((s) => [s, entity[COUNT_FIELDS[s]] ?? -1])) as Counts;
}

/** The counts the tabs show now. */
async function tabCounts(page: Page): Promise<Counts> {
  const entries = await Promise.all(
    STATUSES.map(async (s) => {
      const text = await page.locator(`[data-status-count="${s}"]`).innerText();
      return [s, Number(text.replace(/[^\d]/g, '') || '-1')] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

/** The tabs must show `expected`, and so must the server. */
async function expectCounts(page: Page, token: string, expected: Counts): Promise<void> {
  await expect.poll(() => tabCounts(page), { timeout: 10_000 }).toEqual(expected);
  expect(await serverCounts(token)).toEqual(expected);
}

const moved = (counts: Counts, from: Status, to: Status): Counts => ({
  ...counts,
  [from]: counts[from] - 1,
  [to]: counts[to] + 1,
});

/** The dashboard searched by a listing number (the address keeps it): that listing's card alone. */
async function openListing(page: Page, saleNo: number, status: Status = 'ACTIVE') {
  await page.goto(`${baseUrl}/salesManagement?status=${status}&q=${saleNo}`);
  const card = page.locator(`article[data-sale-no="${saleNo}"]`);
  await card.waitFor();
  return card;
}

async function chooseFromMenu(page: Page, saleNo: number, entry: string): Promise<void> {
  await page.getByRole('button', { name: `매물번호 ${saleNo} 관리` }).click();
  const menu = page.getByRole('menu', { name: `매물번호 ${saleNo} 관리` });
  await menu.waitFor();
  await menu.getByRole('menuitem', { name: entry, exact: true }).click();
}

async function expectAnnounced(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The public search list by listing number: one card while the listing is live, none otherwise. */
async function searchCardCount(page: Page, saleNo: number): Promise<number> {
  await page.goto(`${baseUrl}/search/list?saleAddr=${saleNo}`);
  const card = page.locator(`article[data-sale-no="${saleNo}"]`);
  await card.or(page.getByText(NO_RESULTS)).first().waitFor();
  return card.count();
}

async function axeStep(page: Page, where: string, findings: string[], within?: string): Promise<void> {
  const { violations, summary } = await axeScan(page, within);
  if (violations.length > 0) findings.push(`axe on ${where}:\n${summary}`);
}

describe.each<ViewportName>(['mobile', 'desktop'])('the broker dashboard on %s', (viewport) => {
  it('pauses, resumes, completes, deletes and restores listings, and the tab counts follow', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `sales-management-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `sales-management-${viewport}-${name}`;
    const findings: string[] = [];
    const token = await apiToken('broker01');

    // Three live listings of this run's own: the phone run takes the first three, the desktop run the next.
    const live = (
      await apiGet<{ list: DashItem[] }>(token, '/api/sale/dash/list?status=ACTIVE&page=1&limit=40')
    ).list;
    const offset = viewport === 'mobile' ? 5 : 10;
    const [paused, completed, deleted] = live.slice(offset, offset + 3);
    if (!paused || !completed || !deleted) throw new Error(`broker01 has only ${live.length} live listings`);

    await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/salesManagement`);
    await page.getByRole('tab', { name: /^게시중 [\d,]+$/ }).waitFor();
    await page.locator('article[data-sale-no]').first().waitFor();
    let counts = await serverCounts(token);
    await expectCounts(page, token, counts);
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('게시중');
    await shot(page, shotName('dashboard'));
    await axeStep(page, `the dashboard (${viewport})`, findings);

    // 게시중지: the menu offers only what a live listing may do.
    let card = await openListing(page, paused.saleNo);
    await page.getByRole('button', { name: `매물번호 ${paused.saleNo} 관리` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const entries = await menu.getByRole('menuitem').allInnerTexts();
    expect(entries).toContain('게시중지');
    expect(entries).toContain('거래완료');
    expect(entries).not.toContain('게시 재개');
    expect(entries).not.toContain('복원');
    expect(entries).not.toContain('영구 삭제');
    await shot(page, shotName('menu'));
    await axeStep(page, `a listing's menu (${viewport})`, findings, '[role="menu"]');
    await menu.getByRole('menuitem', { name: '게시중지', exact: true }).click();
    await expectAnnounced(page, '게시중지로 변경했습니다.');
    counts = moved(counts, 'ACTIVE', 'STOP');
    await expectCounts(page, token, counts);
    await expect.poll(() => card.innerText()).toContain('게시중지');

    // Paused: gone from public search by its number.
    expect(await searchCardCount(page, paused.saleNo)).toBe(0);
    await shot(page, shotName('search-paused'));

    // 게시 재개 from the 게시중지 tab, and it is back in search.
    card = await openListing(page, paused.saleNo, 'STOP');
    await chooseFromMenu(page, paused.saleNo, '게시 재개');
    await expectAnnounced(page, '게시중으로 변경했습니다.');
    counts = moved(counts, 'STOP', 'ACTIVE');
    await expectCounts(page, token, counts);
    expect(await searchCardCount(page, paused.saleNo)).toBe(1);

    // A private memo, counted as typed.
    card = await openListing(page, paused.saleNo);
    await chooseFromMenu(page, paused.saleNo, '메모');
    const memoDialog = page.getByRole('dialog', { name: /메모/ });
    await memoDialog.waitFor();
    const memo = `집주인 오후 방문 가능 (${viewport})`;
    await memoDialog.getByRole('textbox', { name: '메모 내용' }).fill(memo);
    await memoDialog.getByText(`${memo.length}/200`).waitFor();
    await shot(page, shotName('memo'));
    await axeStep(page, `the memo dialog (${viewport})`, findings, '[role="dialog"]');
    await memoDialog.getByRole('button', { name: '저장', exact: true }).click();
    await memoDialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.innerText()).toContain(memo);

    // 거래완료 asks first.
    await openListing(page, completed.saleNo);
    await chooseFromMenu(page, completed.saleNo, '거래완료');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('거래완료로 변경하시겠습니까?');
    await shot(page, shotName('confirm-done'));
    await axeStep(page, `the 거래완료 confirm (${viewport})`, findings, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: '확인', exact: true }).click();
    await expectAnnounced(page, '거래완료로 변경했습니다.');
    counts = moved(counts, 'ACTIVE', 'DONE');
    await expectCounts(page, token, counts);
    expect(await searchCardCount(page, completed.saleNo)).toBe(0);

    // 삭제 through the selection bar.
    await openListing(page, deleted.saleNo);
    await page.getByRole('button', { name: '선택', exact: true }).click();
    await page.locator(`article[data-sale-no="${deleted.saleNo}"]`).getByRole('checkbox').check();
    await page.getByText('1건 선택').waitFor();
    await shot(page, shotName('selection'));
    await page
      .getByRole('group', { name: '선택한 매물 상태 변경' })
      .getByRole('button', { name: '삭제', exact: true })
      .click();
    const deleteConfirm = page.getByRole('alertdialog');
    await deleteConfirm.waitFor();
    expect(await deleteConfirm.innerText()).toContain('30일 동안 복원할 수 있습니다');
    await deleteConfirm.getByRole('button', { name: '확인', exact: true }).click();
    await expectAnnounced(page, '삭제했습니다.');
    counts = moved(counts, 'ACTIVE', 'DELETE');
    await expectCounts(page, token, counts);

    // The 삭제 tab says until when it can come back; 복원 puts it back live.
    card = await openListing(page, deleted.saleNo, 'DELETE');
    await expect.poll(() => card.innerText()).toMatch(/\d{2}\.\d{2}\.\d{2}까지 복원 가능/);
    await shot(page, shotName('deleted-tab'));
    await axeStep(page, `the 삭제 tab (${viewport})`, findings);
    await chooseFromMenu(page, deleted.saleNo, '복원');
    await expectAnnounced(page, '매물을 복원했습니다.');
    counts = moved(counts, 'DELETE', 'ACTIVE');
    await expectCounts(page, token, counts);
    await expect.poll(() => card.innerText()).toContain('게시중');
    expect(await searchCardCount(page, deleted.saleNo)).toBe(1);

    // Back on the dashboard as it ends.
    await openListing(page, completed.saleNo, 'DONE');
    await shot(page, shotName('done-tab'));

    expect(findings, findings.join('\n\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
