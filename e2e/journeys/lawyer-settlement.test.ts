import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, expectTitle, shot, signInWithId } from './accounts-steps.ts';

/*
 * The lawyer's settlement (issue 15 item 4): a decision lawyer01 made a moment ago shows on
 * /approval/settlement as a line of this month, with the month's totals as the server counts them; the month
 * before shows '내역이 없습니다.'; a custom range is checked before it is searched; and a broker who opens the
 * screen is sent to /main. The decision is set up through the API, as the broker and the lawyer would make
 * it: broker01 spends a lawyer mark on a live listing, lawyer01 rejects the request (which gives the broker
 * the mark back, so the journey leaves broker01's allowance as it found it).
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.7';
let browser: Browser;

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}
interface DashItem {
  saleNo: number;
  isLawyer: boolean;
  isConfirm: string | null;
}
interface Line {
  calculateNo: number;
  saleNo: number;
  saleTitle: string;
  decision: 'CONFIRM' | 'REJECT';
  amount: number;
  stateLabel: string;
}
interface Total {
  count: number;
  amount: number;
  paidAmount: number;
  pendingAmount: number;
}

async function apiSession(id: string): Promise<{ token: string; userNo: number }> {
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

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM' of the Korean calendar, as the server and the screen count months. */
function koreanMonth(offset = 0): string {
  const kst = new Date(Date.now() + 9 * 3_600_000);
  const index = kst.getUTCFullYear() * 12 + kst.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
const monthLabel = (month: string) => {
  const [year, mon] = month.split('-').map(Number);
  return `${year}년 ${mon}월`;
};
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

let lawyer: { token: string; userNo: number };
let decided: { saleNo: number; line: Line };

beforeAll(async () => {
  browser = await launchBrowser();

  // broker01 asks for a certification of a live listing that never had one.
  const broker = await apiSession('broker01');
  const live = await api<{ list: DashItem[] }>(
    broker.token,
    'GET',
    '/api/sale/dash/list?status=ACTIVE&page=1&limit=100',
  );
  // From the end of the list: the broker journeys take theirs from the front.
  const target = [...live.list].reverse().find((item) => !item.isLawyer && item.isConfirm === null);
  if (!target) throw new Error('broker01 has no live listing without a certification');
  const request = await api<{ requestNo: number }>(
    broker.token,
    'PATCH',
    `/api/sale/update/lawyer/${broker.userNo}`,
    { saleNo: target.saleNo },
  );

  // lawyer01 decides it: a rejection, with the comment a rejection needs.
  lawyer = await apiSession('lawyer01');
  await api(lawyer.token, 'POST', '/api/lawyer/sale/status', {
    requestNo: request.requestNo,
    saleNo: target.saleNo,
    isConfirm: 'REJECT',
    lawyerComment: '등기부등본의 선순위 채권 금액을 확인할 수 없어 반려합니다.',
  });
  const lines = await api<{ list: Line[] }>(
    lawyer.token,
    'GET',
    `/api/lawyer/calculate/detail/list?month=${koreanMonth()}&page=1&limit=30`,
  );
  const line = lines.list.find((l) => l.saleNo === target.saleNo);
  if (!line) throw new Error(`the decision on ${target.saleNo} wrote no settlement line`);
  decided = { saleNo: target.saleNo, line };
});

afterAll(async () => {
  await browser?.close();
});

const totalsRegion = (page: Page) => page.getByRole('region', { name: /합계$/ });

describe.each<ViewportName>(['mobile', 'desktop'])('lawyer settlement on %s', (viewport) => {
  it('shows the new line and the month’s total, and nothing for the month before', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `lawyer-settlement-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `lawyer-settlement-${viewport}-${name}`;

    await signInWithId(page, baseUrl, 'lawyer01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/approval/settlement`);
    await expectTitle(page, '정산 내역');

    // The terms: the fee, and the account hidden but for its last four digits until asked.
    const terms = page.getByRole('region', { name: '정산 정보' });
    const setting = await api<{ feePerApproval: number; accountNo: string | null }>(
      lawyer.token,
      'GET',
      '/api/lawyer/setting/detail',
    );
    await terms.getByText(won(setting.feePerApproval), { exact: true }).waitFor();
    if (setting.accountNo) {
      expect(await terms.getByText(setting.accountNo, { exact: true }).count()).toBe(0);
      await terms.getByRole('button', { name: '계좌번호 보기' }).click();
      await terms.getByText(setting.accountNo, { exact: true }).waitFor();
      await terms.getByRole('button', { name: '계좌번호 가리기' }).click();
    }

    // This month: the new line, and the totals as the server counts them now.
    const month = koreanMonth();
    await page.getByText(monthLabel(month), { exact: true }).waitFor();
    const lines =
      viewport === 'desktop'
        ? page.getByRole('table', { name: `${monthLabel(month)} 정산 내역` })
        : page.getByRole('list', { name: `${monthLabel(month)} 정산 내역` });
    const row = lines.getByRole(viewport === 'desktop' ? 'row' : 'listitem').filter({
      has: page.getByText(`매물번호 ${decided.saleNo}`, { exact: true }),
    });
    await row.waitFor();
    const saleLink = row.getByRole('link', { name: decided.line.saleTitle || `매물번호 ${decided.saleNo}` });
    expect(await saleLink.getAttribute('href')).toBe(`/salesManagement/salesDetail/${decided.saleNo}`);
    await row.getByText('반려', { exact: true }).waitFor();
    await row.getByText(won(decided.line.amount), { exact: true }).waitFor();
    await row.getByText(decided.line.stateLabel, { exact: true }).waitFor();

    const total = await api<Total>(lawyer.token, 'GET', `/api/lawyer/calculate/detail/total?month=${month}`);
    expect(total.count).toBeGreaterThanOrEqual(1);
    const totals = totalsRegion(page);
    await totals.getByRole('heading', { name: `${monthLabel(month)} 합계` }).waitFor();
    await totals.getByText(`${total.count.toLocaleString('ko-KR')}건`, { exact: true }).waitFor();
    await totals.getByText(won(total.amount), { exact: true }).first().waitFor();
    await totals.getByText(won(total.pendingAmount), { exact: true }).first().waitFor();
    await shot(page, shotName('this-month'));
    await expectNoSeriousA11yViolations(page, `${viewport} settlement`);

    // The month before: nothing, and 다음 달 brings this month back.
    await page.getByRole('button', { name: '이전 달' }).click();
    await page.getByText('내역이 없습니다.', { exact: true }).waitFor();
    await page.getByText(monthLabel(koreanMonth(-1)), { exact: true }).waitFor();
    await totals.getByText('0건', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe(koreanMonth(-1));
    await shot(page, shotName('previous-month'));
    await page.getByRole('button', { name: '다음 달' }).click();
    await row.waitFor();
    expect(await page.getByRole('button', { name: '다음 달' }).isDisabled()).toBe(true);

    // A custom range: a start after the end is refused in Korean before anything is asked.
    await page.getByRole('button', { name: '기간 설정' }).click();
    await page.getByLabel('시작일', { exact: true }).fill(`${month}-02`);
    await page.getByLabel('종료일', { exact: true }).fill(`${month}-01`);
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await page.getByText('종료일은 시작일 이후여야 합니다.', { exact: true }).waitFor();
    await shot(page, shotName('range-error'));

    // The listing's title leads to its detail, and back returns to the same period.
    await saleLink.click();
    await page.waitForURL((url) => url.pathname === `/salesManagement/salesDetail/${decided.saleNo}`);
    await page.goBack();
    await row.waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a broker who opens it to /main', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/approval/settlement`);
    await page.waitForURL((url) => url.pathname === '/main');
    expect(await page.getByRole('heading', { name: '정산 내역' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
