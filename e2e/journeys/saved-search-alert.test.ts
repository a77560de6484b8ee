import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, samplePng, shot, signInWithId } from './accounts-steps.ts';

/*
 * Saved searches and alerts (issue 18 §1, §7): user01 saves the search of /search/list (망원동) with 즉시 알림;
 * broker02 registers a matching 전세 through the API (the five registration steps have their own journey,
 * sale-form); the server's alert job, sent after the registration's answer, tells user01, who finds the
 * notification in the centre and the saved search on /myPage/savedSearch, and deletes it there. The
 * listing is deleted and purged afterwards, so the demo data stays as it was.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.77';
let browser: Browser;

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

async function apiSession(id: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`sign-in of ${id} failed`);
  return token;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      'x-forwarded-for': CLIENT,
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.entity;
}

let broker02: string;
let user01: string;
const created: number[] = [];

/** A 전세 villa in 망원동 by broker02, saved through the API as the registration's last step sends it. */
async function registerListing(title: string): Promise<number> {
  const upload = new FormData();
  upload.append('purpose', 'saleImage');
  upload.append('file', new Blob([new Uint8Array(samplePng(480, 320))], { type: 'image/png' }), 'front.png');
  const uploaded = await fetch(`${baseUrl}/common/upload`, {
    method: 'POST',
    headers: { authorization: broker02, 'x-forwarded-for': CLIENT },
    body: upload,
  });
  const file = (await uploaded.json()) as Envelope<{ fileId: string }>;
  if (file.code !== 1) throw new Error(`upload failed: ${file.message}`);
  const sale = {
    status: 'ACTIVE',
    saleAddr: '서울특별시 마포구 망원동 288 라움빌',
    bjdCode: '1144012300',
    lat: 37.561369,
    lng: 126.896418,
    unit: `${500 + created.length}호`,
    buildingType: 'VILLA',
    saleType: 'RENT',
    rentPrice: '15000',
    isLoan: false,
    collateralSecurity: false,
    ownership: true,
    redevelop: false,
    illegalBuilding: false,
    taxArrears: false,
    publicPrice: '21000',
    safetyGrade: 'RATE001',
    safetyText: '선순위 채권이 없는 깨끗한 집입니다.',
    roomType: 'ROOM_TYPE005',
    entireFloor: 4,
    floor: 3,
    dedicatedArea1: '40.2',
    costPrice: '5',
    title,
    saleMainImageFile: file.entity.fileId,
    saleSubImageFile: [],
    isLoanRecommend: false,
    loanList: [],
    isCertified: false,
  };
  const form = new FormData();
  form.append('sale', JSON.stringify(sale));
  const saved = await fetch(`${baseUrl}/api/sale`, {
    method: 'POST',
    headers: { authorization: broker02, 'x-forwarded-for': CLIENT },
    body: form,
  });
  const body = (await saved.json()) as Envelope<{ saleNo: number }>;
  if (body.code !== 1) throw new Error(`save failed: ${body.message}`);
  created.push(body.entity.saleNo);
  return body.entity.saleNo;
}

interface SavedList {
  list: { searchNo: number; name: string }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  broker02 = await apiSession('broker02');
  user01 = await apiSession('user01');
});
afterAll(async () => {
  // Whatever a failed run left: user01's saved searches of this journey, the listings deleted and purged.
  if (user01) {
    const saved = await api<SavedList>(user01, 'GET', '/api/savedSearch').catch(() => ({ list: [] }));
    for (const s of saved.list.filter((x) => x.name.startsWith('망원동 알림')))
      await api(user01, 'DELETE', `/api/savedSearch/${s.searchNo}`).catch(() => undefined);
  }
  for (const saleNo of created)
    await api(broker02, 'GET', `/api/sale/update/status?saleNo=${saleNo}&status=DELETE`).catch(
      () => undefined,
    );
  if (created.length > 0)
    await api(broker02, 'POST', '/api/sale/delete', { saleNos: created }).catch(() => undefined);
  await browser?.close();
});

describe.each<ViewportName>(['mobile', 'desktop'])('saved search alert on %s', (viewport) => {
  it('user01 saves a search, broker02 registers a match, user01 is told and manages the search', async () => {
    const shotName = (name: string) => `saved-search-${viewport}-${name}`;
    const searchName = `망원동 알림 ${viewport === 'mobile' ? '폰' : 'PC'}`;
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `saved-search-failed-${viewport}`).catch(() => undefined);
    });
    await signInWithId(page, baseUrl, 'user01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // 1. Save the list's search with a name and 즉시 알림.
    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('망원동')}`);
    await page.getByRole('button', { name: '검색 조건 저장' }).click();
    const dialog = page.getByRole('dialog', { name: '검색 조건 저장' });
    await dialog.waitFor();
    const name = dialog.getByLabel('검색 이름');
    expect(await name.inputValue()).toBe('망원동');
    await name.fill(searchName);
    await dialog.getByLabel('즉시 알림').check();
    await shot(page, shotName('1-dialog'));
    await expectNoSeriousA11yViolations(page, `the save dialog (${viewport})`);
    await dialog.getByRole('button', { name: '저장' }).click();
    const saved = page.getByRole('alertdialog');
    await saved.getByText('검색 조건을 저장했어요.', { exact: false }).waitFor();
    await saved.getByRole('button', { name: '확인' }).click();

    // 2. broker02 registers a matching listing; the alert job runs after the registration's answer.
    const title = `망원동 새 전세 ${viewport}`;
    const saleNo = await registerListing(title);
    await expect
      .poll(
        async () => {
          const list = await api<{ list: { title: string; link: string | null }[] }>(
            user01,
            'GET',
            '/api/notification/list?page=1&limit=20',
          ).catch(() => ({ list: [] }));
          return list.list.some((n) => n.link === `/salesManagement/salesDetail/${saleNo}`);
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(true);

    // 3. The centre shows it; it opens the listing.
    await page.goto(`${baseUrl}/notifications`);
    const row = page
      .getByTestId('notification-row')
      .filter({ hasText: `저장한 검색 “${searchName}”에 새 매물` });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain(title);
    await shot(page, shotName('2-centre'));
    await row.first().click();
    await page.waitForURL((url) => url.pathname === `/salesManagement/salesDetail/${saleNo}`);

    // 4. /myPage lists the saved search with its summary, switch and frequency; it is deleted there.
    await page.goto(`${baseUrl}/myPage`);
    await page.getByRole('link', { name: '저장한 검색' }).click();
    await page.waitForURL((url) => url.pathname === '/myPage/savedSearch');
    const card = page.getByRole('article', { name: searchName });
    await card.waitFor();
    expect(await card.innerText()).toContain('망원동');
    expect(await card.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await card.getByLabel('즉시 알림').isChecked()).toBe(true);
    await shot(page, shotName('3-my-page'));
    await expectNoSeriousA11yViolations(page, `/myPage/savedSearch (${viewport})`);
    // '검색 결과 보기' opens the list of the saved search, then back to the list of saved searches.
    await card.getByRole('button', { name: '검색 결과 보기' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search/list' && url.searchParams.get('saleAddr') === '망원동',
    );
    await page.getByText(title).first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/myPage/savedSearch');
    await card.waitFor();
    await card.getByRole('button', { name: `${searchName} 삭제` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect.poll(() => card.count()).toBe(0);
    const left = await api<SavedList>(user01, 'GET', '/api/savedSearch');
    expect(left.list.map((s) => s.name)).not.toContain(searchName);
    expect(errors).toEqual([]);
    await context.close();
  });
});
