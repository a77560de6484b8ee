import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, samplePng, shot, signInWithId } from './accounts-steps.ts';

/*
 * The operator's grade review (issue 17 §3, docs/decisions/025): broker02 registers a listing through the API
 * with 1등급 where its figures give a worse grade, so it enters the queue; admin01 finds it on /admin/grades,
 * corrects it to 4등급 with a reason (grade radio buttons and a reason, both checked before sending); the
 * queue shows it 등급 정정, search finds it under 4등급 and not 1등급, and the listing's detail shows
 * "운영자 정정: {reason}" — the same page the broker opens from the notification. The listing is deleted
 * afterwards, so broker02's demo listings stay as they were.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.61';
const REASON = '근저당 채권최고액이 커서 보증금 보호가 어렵습니다. 4등급으로 정정합니다.';
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

let broker02: string;
const created: number[] = [];

/**
 * A 전세 villa of broker02 saved through the API with 1등급 and a reason, where a deposit of 22,000 and a
 * 근저당 of 9,000 against a 공시가격 of 21,000 give a worse grade: the save puts it in the review queue.
 */
async function registerBetterGraded(title: string): Promise<number> {
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
    unit: `${300 + created.length}호`,
    buildingType: 'VILLA',
    saleType: 'RENT',
    rentPrice: '22000',
    isLoan: false,
    collateralSecurity: true,
    collateralSecurityPrice: '9000',
    ownership: true,
    redevelop: false,
    illegalBuilding: false,
    taxArrears: false,
    publicPrice: '21000',
    safetyGrade: 'RATE001',
    safetyText: '집주인이 곧 근저당을 상환할 예정이라 안전합니다.',
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
  const body = (await saved.json()) as Envelope<{ saleNo: number; inReview?: boolean }>;
  if (body.code !== 1) throw new Error(`save failed: ${body.message}`);
  created.push(body.entity.saleNo);
  return body.entity.saleNo;
}

/** Whether the listing is among 마포구's public search results of one grade. */
async function inSearchUnder(saleNo: number, grade: string): Promise<boolean> {
  const found = await api<{ list: { saleNo: number }[] }>(
    null,
    'GET',
    `/api/search/sale/list?${new URLSearchParams({ saleAddr: '마포구', safetyGrades: grade, limit: '-1' })}`,
  );
  return found.list.some((s) => s.saleNo === saleNo);
}

beforeAll(async () => {
  browser = await launchBrowser();
  broker02 = await apiSession('broker02');
});
afterAll(async () => {
  // The journey's own listings go: deleted, then removed for good.
  for (const saleNo of created)
    await api(broker02, 'GET', `/api/sale/update/status?saleNo=${saleNo}&status=DELETE`).catch(
      () => undefined,
    );
  if (created.length > 0)
    await api(broker02, 'POST', '/api/sale/delete', { saleNos: created }).catch(() => undefined);
  await browser?.close();
});

async function signIn(page: Page, id: string): Promise<void> {
  await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe.each<ViewportName>(['desktop', 'mobile'])('the grade review on %s', (viewport) => {
  it('corrects a broker grade better than computed; search and the detail follow', async () => {
    const title = `등급 검토 ${viewport} ${String(Date.now()).slice(-6)}`;
    const saleNo = await registerBetterGraded(title);
    expect(await inSearchUnder(saleNo, 'RATE001')).toBe(true);

    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-grades-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-grades-${viewport}-${name}`;

    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin/grades?source=COMPUTED`);
    const table = page.getByRole('table', { name: '안전등급 검토 목록' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `${title} 매물 상세 보기` }) });
    await row.waitFor();
    await row.getByText('산정 등급보다 높음', { exact: true }).waitFor();
    await row.getByText('검토 대기', { exact: true }).waitFor();
    await shot(page, shotName('queue'));
    await expectNoSeriousA11yViolations(page, `${viewport} grade queue`);

    // 등급 정정: nothing picked and no reason are refused in the dialog, before any call.
    await row.getByRole('button', { name: `${title} 등급 정정` }).click();
    const dialog = page.getByRole('dialog', { name: '안전등급 정정' });
    await dialog.getByRole('button', { name: '정정하기' }).click();
    await dialog.getByText('정정할 등급을 1~5등급 중에서 골라주세요.').waitFor();
    await dialog.getByText('사유를 2자 이상 입력해주세요.', { exact: true }).waitFor();
    // The listing's current grade cannot be picked.
    expect(await dialog.getByRole('radio', { name: /1등급/ }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /4등급/ }).check({ force: true });
    await dialog.getByLabel('정정 사유', { exact: true }).fill(REASON);
    await shot(page, shotName('dialog'));
    await expectNoSeriousA11yViolations(page, `${viewport} correction dialog`);
    await dialog.getByRole('button', { name: '정정하기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('등급을 정정했습니다. 중개인에게 알림이 전달되었습니다.').waitFor();
    // The open queue no longer has it; the corrected list does, with the new grade and the reason.
    await row.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/admin/grades?source=COMPUTED&state=CORRECTED`);
    const corrected = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `${title} 매물 상세 보기` }) });
    await corrected.getByText('4등급으로 정정', { exact: true }).waitFor();
    await corrected.getByText(REASON, { exact: true }).waitFor();
    await shot(page, shotName('corrected'));

    // Search follows the corrected grade.
    expect(await inSearchUnder(saleNo, 'RATE004')).toBe(true);
    expect(await inSearchUnder(saleNo, 'RATE001')).toBe(false);

    // The detail — what the broker opens from the notification — says who corrected it and why.
    await page.goto(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    const note = page.getByRole('note').filter({ hasText: '운영자 정정:' });
    await note.waitFor();
    expect(await note.innerText()).toContain(`운영자 정정: ${REASON}`);
    await shot(page, shotName('detail'));
    // And the screen around the note, scrolled to it, to read it at full size.
    await page.evaluate(
      `[...document.querySelectorAll('[role=note]')].find((n) => n.textContent.includes('운영자 정정'))?.scrollIntoView({ block: 'center' })`,
    );
    await page.screenshot({ path: `artifacts/${shotName('detail-note')}.png` });
    await expectNoSeriousA11yViolations(page, `${viewport} detail with the correction`);

    expect(errors).toEqual([]);
    await context.close();

    // broker02's dashboard card shows the corrected grade and says it is the operator's.
    const broker = await openPage(browser, viewport);
    await actAsOwnClient(broker.context, broker.page);
    await signIn(broker.page, 'broker02');
    await broker.page.goto(`${baseUrl}/salesManagement?status=ACTIVE&q=${saleNo}`);
    const card = broker.page.locator(`article[data-sale-no="${saleNo}"]`);
    await card.getByText('운영자 등급 정정', { exact: true }).waitFor();
    await card.getByText('4등급 · 불안', { exact: true }).waitFor();
    await shot(broker.page, shotName('broker-dashboard'));
    expect(broker.errors).toEqual([]);
    await broker.context.close();
  });
});
