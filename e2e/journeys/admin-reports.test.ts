import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, dropExpectedHttpErrors, shot, signInWithId } from './accounts-steps.ts';

/*
 * The operator's report queue (issue 17 §4, docs/decisions/023): user01 reports one of broker02's live
 * listings; admin01 finds it on /admin/reports, opens the listing's panel and confirms it as 허위매물 with a
 * reason; the listing leaves search, the detail shows it 게시중지 with its public report history, and
 * broker02's dashboard has it under 게시중지. broker02 then puts the listing back on (STOP → ACTIVE), so the
 * demo data keeps its live listings; one warning per viewport leaves broker02 below the suspension threshold.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.43';
const REASON = '현장 확인 결과 이미 계약이 끝난 매물입니다.';
let browser: Browser;

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}
interface Session {
  token: string;
  userNo: number;
}
interface DashItem {
  saleNo: number;
  status: string;
  title: string;
  saleAddr: string;
}

async function apiSession(id: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  const body = (await res.json()) as Envelope<{ userNo: number }>;
  if (!token) throw new Error(`sign-in of ${id} failed: ${body.message}`);
  return { token, userNo: body.entity.userNo };
}

async function api<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      'x-forwarded-for': CLIENT,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.entity;
}

let user01: Session;
let broker02: Session;
const used = new Set<number>();

/** A live listing of broker02 that user01 has not reported: from the end, since other journeys take the front. */
async function reportableListing(): Promise<DashItem> {
  const live = await api<{ list: DashItem[] }>(
    broker02.token,
    'GET',
    '/api/sale/dash/list?status=ACTIVE&page=1&limit=100',
  );
  for (const item of [...live.list].reverse()) {
    if (used.has(item.saleNo) || !item.title) continue;
    const check = await api<{ exists: boolean }>(user01.token, 'POST', '/api/search/report', {
      saleNo: item.saleNo,
      userNo: user01.userNo,
    });
    if (!check.exists) {
      used.add(item.saleNo);
      return item;
    }
  }
  throw new Error('broker02 has no live listing user01 has not reported');
}

/** Whether the listing is among its 시군구's public search results. */
async function inSearch(listing: DashItem): Promise<boolean> {
  const region = listing.saleAddr.split(' ')[1] ?? '';
  const found = await api<{ list: { saleNo: number }[] }>(
    null,
    'GET',
    `/api/search/sale/list?${new URLSearchParams({ saleAddr: region, limit: '-1' })}`,
  );
  return found.list.some((s) => s.saleNo === listing.saleNo);
}

beforeAll(async () => {
  browser = await launchBrowser();
  user01 = await apiSession('user01');
  broker02 = await apiSession('broker02');
});
afterAll(async () => {
  // Whatever happened, broker02's listings go back on.
  for (const saleNo of used)
    await api(broker02.token, 'GET', `/api/sale/update/status?saleNo=${saleNo}&status=ACTIVE`).catch(
      () => undefined,
    );
  await browser?.close();
});

async function signIn(page: Page, id: string): Promise<void> {
  await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe.each<ViewportName>(['desktop', 'mobile'])('the report queue on %s', (viewport) => {
  it('confirms a reported listing as 허위매물: it stops, leaves search and shows its history', async () => {
    const listing = await reportableListing();
    const reportText = `사진과 다른 방입니다 (${viewport})`;
    await api(user01.token, 'POST', '/api/report', {
      saleNo: listing.saleNo,
      userNo: user01.userNo,
      reportName: '허위매물 신고',
      reportType: 'GENERAL',
      reportText,
    });
    expect(await inSearch(listing)).toBe(true);

    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-reports-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-reports-${viewport}-${name}`;

    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin/reports`);
    const table = page.getByRole('table', { name: '신고 목록' });
    const row = table.getByRole('row').filter({ has: page.getByText(reportText, { exact: true }) });
    await row.waitFor();
    // The listing's open reports: this one.
    await row.getByText('1건', { exact: true }).waitFor();
    await shot(page, shotName('queue'));
    await expectNoSeriousA11yViolations(page, `${viewport} report queue`);

    // The listing's panel: its facts and every report of it, the open one with both decisions.
    await row.getByRole('button', { name: `${listing.title} 신고 보기` }).click();
    const panel = page.getByRole('region', { name: '신고된 매물' });
    await panel.getByRole('heading', { name: listing.title }).waitFor();
    await panel.getByText(reportText, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('sale')).toBe(String(listing.saleNo));
    await shot(page, shotName('panel'));

    // 허위매물 확인: the dialog says what follows and wants a reason.
    await panel.getByRole('button', { name: '허위매물 확인' }).first().click();
    const dialog = page.getByRole('dialog', { name: '허위매물로 확인할까요?' });
    await dialog
      .getByText('매물이 중지되고 중개인에게 경고가 전달됩니다. 누적 시 이용이 정지됩니다.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: '허위매물 확인' }).click();
    await dialog.getByRole('alert').getByText('사유를 2자 이상 입력해주세요.', { exact: true }).waitFor();
    // The dialog's opening animation has ended before the picture.
    await page.waitForTimeout(400);
    await shot(page, shotName('dialog'));
    await expectNoSeriousA11yViolations(page, `${viewport} confirm dialog`);
    await dialog.getByLabel('사유', { exact: true }).fill(REASON);
    await dialog.getByRole('button', { name: '허위매물 확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(/허위매물로 확인했습니다/).waitFor();
    await panel.getByText('게시중지', { exact: true }).waitFor();
    await panel.getByText(`처리 사유: ${REASON}`, { exact: false }).waitFor();
    // The open queue no longer has it.
    await table.getByText(reportText, { exact: true }).waitFor({ state: 'detached' });
    await shot(page, shotName('confirmed'));
    await expectNoSeriousA11yViolations(page, `${viewport} confirmed panel`);
    // The 허위매물 확인 filter has it, with its outcome.
    await page.getByLabel('처리 상태', { exact: true }).selectOption('CONFIRMED');
    const closed = table.getByRole('row').filter({ has: page.getByText(reportText, { exact: true }) });
    await closed.getByText('허위매물 확인', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('state')).toBe('CONFIRMED');
    await shot(page, shotName('confirmed-filter'));

    // Out of search; 게시중지 on broker02's dashboard.
    expect(await inSearch(listing)).toBe(false);
    const stopped = await api<{ list: DashItem[] }>(
      broker02.token,
      'GET',
      '/api/sale/dash/list?status=STOP&page=1&limit=100',
    );
    expect(stopped.list.some((s) => s.saleNo === listing.saleNo)).toBe(true);

    // The detail (the operator still sees a stopped listing) shows the public report history. The server
    // answers the page of a listing that is not public with 404 (decision 013); the app still draws it.
    const mark = errors.length;
    await page.goto(`${baseUrl}/salesManagement/salesDetail/${listing.saleNo}`);
    const history = page.getByRole('region', { name: '신고 이력' });
    await history.getByText(/신고 \d+건 · 허위매물 확인 \d+건 · 기각 \d+건 · 검토 중 0건/).waitFor();
    await history.getByText('허위매물 확인', { exact: true }).first().waitFor();
    dropExpectedHttpErrors(errors, mark, 404);
    await history.scrollIntoViewIfNeeded();
    await shot(page, shotName('detail-history'));
    // The section alone, at the size a person reads it.
    await history.screenshot({
      path: fileURLToPath(new URL(`../artifacts/${shotName('history-section')}.png`, import.meta.url)),
    });
    expect(await history.innerText()).not.toContain(reportText);

    // broker02 puts the listing back on; the demo data stays as it was.
    await api(broker02.token, 'GET', `/api/sale/update/status?saleNo=${listing.saleNo}&status=ACTIVE`);
    expect(await inSearch(listing)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
