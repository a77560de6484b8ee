import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, shot, signInWithId, writeSampleFiles } from './accounts-steps.ts';

/*
 * The console's quotas area (issue 17 §6): admin01 grants broker01 three advertising units on /admin/quotas,
 * sees the ledger row, and broker01 then finds the new balance and the '운영자 지급' row on
 * /salesManagement/adDetail; admin01 takes the three back, so broker01 ends with what they had. On the
 * 변호사 정산 tab admin01 saves lawyer01's terms (restored afterwards) and marks this month's pending lines
 * 정산 완료; a line is made first through the API (broker01 asks, lawyer01 rejects, which gives broker01's
 * lawyer mark back), so there is always one to pay.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.47';
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
interface LawyerRow {
  userNo: number;
  name: string;
  feePerApproval: number;
  isDefaultFee: boolean;
  bankName: string | null;
  accountNo: string | null;
  accountHolder: string | null;
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

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      'x-forwarded-for': CLIENT,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.entity;
}

async function signIn(page: Page, id: string): Promise<void> {
  await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const adUnits = async (broker: Session) =>
  (await api<{ adUnits: number }>(broker.token, 'PATCH', `/api/sale/check/${broker.userNo}`)).adUnits;

/** broker01 asks for a certification of a live listing and lawyer01 rejects it: one new settlement line. */
async function makeSettlementLine(broker: Session, lawyer: Session): Promise<void> {
  const live = await api<{ list: { saleNo: number; isLawyer: boolean; isConfirm: string | null }[] }>(
    broker.token,
    'GET',
    '/api/sale/dash/list?status=ACTIVE&page=1&limit=100',
  );
  const target = [...live.list].reverse().find((item) => !item.isLawyer && item.isConfirm === null);
  if (!target) throw new Error('broker01 has no live listing without a certification');
  const request = await api<{ requestNo: number }>(
    broker.token,
    'PATCH',
    `/api/sale/update/lawyer/${broker.userNo}`,
    { saleNo: target.saleNo },
  );
  await api(lawyer.token, 'POST', '/api/lawyer/sale/status', {
    requestNo: request.requestNo,
    saleNo: target.saleNo,
    isConfirm: 'REJECT',
    lawyerComment: '건축물대장의 위반건축물 표시를 확인해야 하여 반려합니다.',
  });
}

const proxyLeft = async (who: Session) =>
  (await api<{ remaining: number }>(who.token, 'PATCH', `/api/sale/check/vicariously/${who.userNo}`))
    .remaining;

/**
 * broker02's pending application and one waiting document request, made through the broker's own calls.
 * The request spends a PROXY unit the operator grants first; `restoreProxy` takes it back afterwards, so
 * broker02's count ends as it began (the request stays in the queue; no listing is changed).
 */
async function prepareProxyQueue(broker2: Session): Promise<void> {
  await fetch(`${baseUrl}/api/sale/apply/vicariously/${broker2.userNo}`, {
    method: 'PATCH',
    headers: { authorization: broker2.token, 'x-forwarded-for': CLIENT, 'content-type': 'application/json' },
    body: '{}',
  });
  const waiting = await api<{ list: { userNo: number; state: string }[] }>(
    admin.token,
    'GET',
    '/api/admin/proxy/requests?state=WAITING_DOCUMENTS&limit=100',
  );
  if (waiting.list.some((r) => r.userNo === broker2.userNo)) return;
  await api(admin.token, 'POST', `/api/admin/quotas/${broker2.userNo}/grant`, {
    kind: 'PROXY',
    amount: 1,
    reason: '여정 준비: 서류 요청 1회',
  });
  const live = await api<{ list: { saleNo: number }[] }>(
    broker2.token,
    'GET',
    '/api/sale/dash/list?status=ACTIVE&page=1&limit=100',
  );
  for (const { saleNo } of [...live.list].reverse()) {
    const res = await fetch(`${baseUrl}/api/sale/vicariously/used/${broker2.userNo}`, {
      method: 'PATCH',
      headers: {
        authorization: broker2.token,
        'x-forwarded-for': CLIENT,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ saleNo }),
    });
    if (((await res.json()) as Envelope<unknown>).code === 1) return;
  }
  throw new Error('broker02 has no listing to ask documents for');
}

let admin: Session;
let broker: Session;
let lawyer: Session;
let brokerName: string;
let lawyerTerms: LawyerRow;
let broker2: Session;
let broker2Name: string;
let broker2Proxy: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSession('admin01');
  broker = await apiSession('broker01');
  lawyer = await apiSession('lawyer01');
  const found = await api<{ list: { userNo: number; name: string }[] }>(
    admin.token,
    'GET',
    '/api/admin/quotas?q=broker01',
  );
  brokerName = found.list.find((r) => r.userNo === broker.userNo)?.name ?? '';
  const lawyers = await api<{ list: LawyerRow[] }>(admin.token, 'GET', '/api/admin/lawyers?q=lawyer01');
  const terms = lawyers.list.find((l) => l.userNo === lawyer.userNo);
  if (!terms) throw new Error('lawyer01 is not in the console');
  lawyerTerms = terms;
  broker2 = await apiSession('broker02');
  broker2Proxy = await proxyLeft(broker2);
  const found2 = await api<{ list: { userNo: number; name: string }[] }>(
    admin.token,
    'GET',
    '/api/admin/quotas?q=broker02',
  );
  broker2Name = found2.list.find((r) => r.userNo === broker2.userNo)?.name ?? '';
});

afterAll(async () => {
  // broker02's proxy count as it was before the queue was prepared.
  if (broker2) {
    const now = await proxyLeft(broker2).catch(() => broker2Proxy);
    if (now > broker2Proxy)
      await api(admin.token, 'POST', `/api/admin/quotas/${broker2.userNo}/revoke`, {
        kind: 'PROXY',
        amount: now - broker2Proxy,
        reason: '여정 정리: 준비로 지급한 수량 회수',
      }).catch(() => undefined);
  }
  // lawyer01's terms as they were (the demo seed sets them), for the lawyer journeys after this one.
  if (lawyerTerms && !lawyerTerms.isDefaultFee && lawyerTerms.accountNo)
    await api(admin.token, 'PUT', `/api/admin/lawyers/${lawyer.userNo}/settings`, {
      feePerApproval: lawyerTerms.feePerApproval,
      bankName: lawyerTerms.bankName,
      accountNo: lawyerTerms.accountNo,
      accountHolder: lawyerTerms.accountHolder,
    }).catch(() => undefined);
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'mobile'])('the quotas area on %s', (viewport) => {
  const shotName = (name: string) => `admin-quotas-${viewport}-${name}`;

  it('grants broker01 three advertising units, broker01 sees them, and they are taken back', async () => {
    const before = await adUnits(broker);
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-quotas-failed-${viewport}`).catch(() => undefined);
    });

    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin/quotas`);
    await page.getByRole('tab', { name: '이용권', selected: true }).waitFor();
    await page.getByLabel('회원 검색').fill('broker01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'broker01');
    const table = page.getByRole('table', { name: '회원별 이용권 잔여 수량' });
    const row = table.getByRole('row').filter({ hasText: 'broker01' });
    await row.waitFor();
    await row.getByText(`${before}회`, { exact: true }).first().waitFor();
    await shot(page, shotName('balances'));
    await expectNoSeriousA11yViolations(page, `${viewport} balances`);

    // The grant: kind, amount and reason in the dialog, checked as the server checks them.
    await page.getByRole('button', { name: `${brokerName} 지급` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '지급하기' }).click();
    await dialog.getByText('사유를 2자 이상 입력해주세요.').waitFor();
    await dialog.getByLabel('이용권 종류').selectOption('AD');
    await dialog.getByLabel('수량').fill('3');
    await dialog.getByLabel('사유', { exact: true }).fill(`여름 이벤트 보상 (${viewport})`);
    await dialog.getByText(`현재 광고 ${before}회`).waitFor();
    await shot(page, shotName('grant-dialog'));
    await expectNoSeriousA11yViolations(page, `${viewport} grant dialog`);
    await dialog.getByRole('button', { name: '지급하기' }).click();
    await page.getByRole('status').filter({ hasText: '이용권을 지급했습니다.' }).waitFor();
    await row
      .getByText(`${before + 3}회`, { exact: true })
      .first()
      .waitFor();
    expect(await adUnits(broker)).toBe(before + 3);

    // The ledger shows the grant with the balance after it.
    await page.getByRole('button', { name: `${brokerName} 내역` }).click();
    const ledger = page.getByRole('table', { name: '이용권 지급·사용 내역' });
    const grantRow = ledger.getByRole('row').filter({ hasText: '운영자 지급' }).first();
    await grantRow.getByText('+3', { exact: true }).waitFor();
    await grantRow.getByText(`${before + 3}회`, { exact: true }).waitFor();
    await shot(page, shotName('ledger'));
    await expectNoSeriousA11yViolations(page, `${viewport} ledger`);

    // broker01 sees the new balance and the row on the 광고내역 screen.
    const brokerSide = await openPage(browser, viewport);
    await actAsOwnClient(brokerSide.context, brokerSide.page);
    await signIn(brokerSide.page, 'broker01');
    await brokerSide.page.goto(`${baseUrl}/salesManagement/adDetail`);
    const card = brokerSide.page.locator('dl div').filter({ hasText: '광고 가능 횟수' });
    await card.getByText(`${before + 3}회`, { exact: true }).waitFor();
    await brokerSide.page.getByText('운영자 지급').first().waitFor();
    await shot(brokerSide.page, shotName('broker-ad-detail'));
    expect(brokerSide.errors).toEqual([]);
    await brokerSide.context.close();

    // Taking back more than is left is refused in the dialog, with the server's words; then the three.
    await page.getByRole('button', { name: `${brokerName} 회수` }).click();
    await dialog.getByLabel('이용권 종류').selectOption('AD');
    await dialog.getByLabel('수량').fill(String(Math.min(before + 4, 1000)));
    await dialog.getByLabel('사유', { exact: true }).fill('이벤트 보상 회수');
    await dialog.getByRole('button', { name: '회수하기' }).click();
    await dialog.getByText('잔여 수량보다 많이 회수할 수 없습니다.').waitFor();
    await shot(page, shotName('revoke-refused'));
    await dialog.getByLabel('수량').fill('3');
    await dialog.getByRole('button', { name: '회수하기' }).click();
    await page.getByRole('status').filter({ hasText: '이용권을 회수했습니다.' }).waitFor();
    await row.getByText(`${before}회`, { exact: true }).first().waitFor();
    expect(await adUnits(broker)).toBe(before);

    // Chromium logs the refused take-back's 409 as a console error: that one was provoked on purpose.
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    await context.close();
  });

  it('saves lawyer01’s terms and marks this month’s pending lines 정산 완료', async () => {
    await makeSettlementLine(broker, lawyer);
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-quotas-failed-lawyer-${viewport}`).catch(() => undefined);
    });
    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin/quotas?tab=lawyers`);
    await page.getByRole('tab', { name: '변호사 정산', selected: true }).waitFor();
    const table = page.getByRole('table', { name: '변호사 정산 목록' });
    await table.getByRole('row').filter({ hasText: 'lawyer01' }).waitFor();
    await page.getByRole('button', { name: `${lawyerTerms.name} 정산 관리` }).click();

    // The terms: a wrong account number is refused under its field before anything is sent.
    const fee = page.getByLabel('건당 수수료 (원)');
    await fee.fill('35000');
    await page.getByLabel('계좌번호').fill('110-12a');
    await page.getByRole('button', { name: '정산 정보 저장' }).click();
    await page.getByText('계좌번호는 숫자와 -만 30자 이내로 입력해주세요.').waitFor();
    await page.getByLabel('계좌번호').fill(lawyerTerms.accountNo ?? '110-123-456789');
    await page.getByLabel('은행명').fill(lawyerTerms.bankName ?? '신한은행');
    await page.getByLabel('예금주').fill(lawyerTerms.accountHolder ?? lawyerTerms.name);
    await page.getByRole('button', { name: '정산 정보 저장' }).click();
    await page.getByRole('status').filter({ hasText: '정산 정보를 저장했습니다.' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'lawyer01' }).getByText('35,000원').first().waitFor();

    // The month's lines, and 정산 완료 처리 after the confirmation.
    const lines = page.getByRole('table', { name: '월 정산 내역' });
    await lines.getByText('정산 예정').first().waitFor();
    await shot(page, shotName('lawyer-settlement'));
    await expectNoSeriousA11yViolations(page, `${viewport} lawyer settlement`);
    await page.getByRole('button', { name: '정산 완료 처리' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/정산 완료로 처리할까요/).waitFor();
    await confirm.getByRole('button', { name: '정산 완료 처리' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /건을 정산 완료 처리했습니다/ })
      .waitFor();
    await expect.poll(() => lines.getByText('정산 예정', { exact: true }).count()).toBe(0);
    await lines.getByText('정산 완료').first().waitFor();
    await page.getByRole('button', { name: '정산 예정인 내역이 없습니다.' }).waitFor();
    await shot(page, shotName('lawyer-paid'));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects broker02’s proxy application and checks the documents before sending them', async () => {
    await prepareProxyQueue(broker2);
    const files = writeSampleFiles();
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-quotas-failed-proxy-${viewport}`).catch(() => undefined);
    });
    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin/quotas?tab=applications`);
    await page.getByRole('tab', { name: '대리 발급 신청', selected: true }).waitFor();
    const applications = page.getByRole('table', { name: '서류 대리 발급 신청 목록' });
    await applications.getByRole('row').filter({ hasText: 'broker02' }).first().waitFor();
    await shot(page, shotName('applications'));
    await expectNoSeriousA11yViolations(page, `${viewport} applications`);
    await page
      .getByRole('button', { name: `${broker2Name} 반려` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('사유', { exact: true }).fill('사업자 정보 확인 후 다시 신청해주세요.');
    await dialog.getByRole('button', { name: '반려하기' }).click();
    await page.getByRole('status').filter({ hasText: '대리 발급 신청을 반려했습니다.' }).waitFor();

    await page.getByRole('tab', { name: '서류 요청' }).click();
    const requests = page.getByRole('table', { name: '서류 대리 발급 요청 목록' });
    const waiting = requests
      .getByRole('row')
      .filter({ hasText: '서류 대기' })
      .filter({ hasText: broker2Name });
    await waiting.first().waitFor();
    await waiting
      .first()
      .getByRole('button', { name: /서류 등록$/ })
      .click();
    const form = page.getByRole('region', { name: /서류 등록$/ });
    await form.getByLabel('등기부등본').setInputFiles(files.pdf);
    await form.getByLabel('건축물대장').setInputFiles(files.txt);
    await form
      .getByText('서류는 PDF 또는 이미지(JPG, PNG, GIF, WebP) 파일만 올릴 수 있습니다.')
      .first()
      .waitFor();
    await form.getByRole('button', { name: '서류 등록' }).click();
    await form.getByRole('alert').filter({ hasText: '서류는 PDF 또는 이미지' }).waitFor();
    await shot(page, shotName('request-form'));
    await expectNoSeriousA11yViolations(page, `${viewport} request form`);
    await form.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => page.getByRole('region', { name: /서류 등록$/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
