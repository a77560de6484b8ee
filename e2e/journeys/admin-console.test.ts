import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, shot, signInWithId } from './accounts-steps.ts';

/*
 * The console's dashboard, 1대1 inquiries and audit log (issue 17 §1, §7, §8): a visitor and a general user
 * who open /admin land on /main; admin01 sees the dashboard (its cards and the 30-day chart), follows the
 * unanswered-inquiries card to a 1대1 inquiry user01 sent a moment ago, answers it, and finds the answer in
 * the audit log with its before and after; user01 then reads the answer on /myPage/inquiry/{n}. The
 * inquiry is user01's own new one, so nothing of the demo data changes but one more answered inquiry.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const CLIENT = '10.251.0.31';
let browser: Browser;

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
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

/** user01 asks the operator something, through the API as the /inquiry form does. */
async function askOperator(title: string): Promise<number> {
  const user = await apiSession('user01');
  const res = await fetch(`${baseUrl}/api/inquiry`, {
    method: 'POST',
    headers: { authorization: user.token, 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({
      userNo: user.userNo,
      inquiryType: 'INQUIRY_TYPE003',
      title,
      content: '광고 이용권을 결제했는데 영수증은 어디에서 받을 수 있나요?',
    }),
  });
  const body = (await res.json()) as Envelope<{ inquiryNo: number }>;
  if (body.code !== 1) throw new Error(`the inquiry was refused: ${body.message}`);
  return body.entity.inquiryNo;
}

async function signIn(page: Page, id: string): Promise<void> {
  await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'mobile'])('the operator console on %s', (viewport) => {
  it('sends a visitor and a general user who open /admin to /main', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/main');
    expect(await page.getByRole('navigation', { name: '운영자 메뉴' }).count()).toBe(0);

    await signIn(page, 'user01');
    await page.goto(`${baseUrl}/admin/inquiries`);
    await page.waitForURL((url) => url.pathname === '/main');
    expect(await page.getByRole('table', { name: '1대1 문의 목록' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dashboard, answers user01’s 1대1 inquiry, logs it, and user01 reads the answer', async () => {
    const title = `영수증 문의 ${viewport} ${String(Date.now()).slice(-6)}`;
    const answerText = `영수증은 광고내역 화면에서 받으실 수 있습니다. (${viewport})`;
    const inquiryNo = await askOperator(title);

    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-console-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-console-${viewport}-${name}`;

    // The dashboard: the queues as cards, the new listings of 30 days as a chart with its figures.
    await signIn(page, 'admin01');
    await page.goto(`${baseUrl}/admin`);
    const card = page.getByRole('link', { name: /^미답변 1대1 문의 \d+건/ });
    await card.waitFor();
    const waiting = Number(/(\d+)건/.exec(await card.innerText())?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: /^중개인 승인 대기 [\d,]+건/ }).waitFor();
    const chart = page.getByRole('img', { name: /30일 동안/ });
    await chart.waitFor();
    expect(await page.locator('table caption', { hasText: '최근 30일 날짜별 신규 매물 수' }).count()).toBe(1);
    expect(
      await page.locator('table:has(caption:text("최근 30일 날짜별 신규 매물 수")) tbody tr').count(),
    ).toBe(30);
    await shot(page, shotName('dashboard'));
    await expectNoSeriousA11yViolations(page, `${viewport} dashboard`);

    // The card leads to the unanswered inquiries; the new one is found by its title and opened.
    await card.click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/inquiries' && url.searchParams.get('state') === 'WAIT',
    );
    await page.getByLabel('제목·아이디·이름', { exact: true }).fill(title);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const table = page.getByRole('table', { name: '1대1 문의 목록' });
    const open = table.getByRole('button', { name: `${title} 문의 열기` });
    await open.waitFor();
    await shot(page, shotName('inquiries'));
    await open.click();
    const thread = page.getByRole('region', { name: '문의 내용' });
    await thread.getByRole('heading', { name: title }).waitFor();
    await thread.getByText('광고 이용권을 결제했는데', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page, `${viewport} inquiry thread`);

    // Too short first: the contract's rule answers under the field, nothing is sent.
    const field = thread.getByLabel('답변', { exact: true });
    await field.fill('네');
    await thread.getByRole('button', { name: '답변 등록' }).click();
    await thread.getByText('답변을 2자 이상 입력해주세요.', { exact: true }).waitFor();
    await field.fill(answerText);
    await thread.getByRole('button', { name: '답변 등록' }).click();
    await thread.getByText(answerText, { exact: true }).waitFor();
    await thread.getByText('답변 완료', { exact: true }).waitFor();
    expect(await thread.getByLabel('답변', { exact: true }).count()).toBe(0);
    await shot(page, shotName('answered'));

    // The audit log has the answer, with the text after and nothing before.
    await page
      .getByRole('navigation', { name: '운영자 메뉴' })
      .getByRole('link', { name: '감사 로그' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    await page.getByLabel('작업', { exact: true }).selectOption('inquiry.answer');
    await page.getByLabel('대상 번호', { exact: true }).fill(String(inquiryNo));
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const log = page.getByRole('table', { name: '감사 로그' });
    const row = log
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `1대1 문의 ${inquiryNo}` }) });
    await row.waitFor();
    await row.getByText('admin01', { exact: true }).waitFor();
    await row.getByText('1대1 문의 답변', { exact: true }).waitFor();
    // The unfiltered first page may show the row too: wait for the filtered answer (header + one row).
    await expect.poll(() => log.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    const toggle = row.getByRole('button', { name: /변경 내용$/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const diff = page.getByRole('region', { name: /변경 내용$/ });
    await diff.getByRole('rowheader', { name: '답변 answer' }).waitFor();
    await diff.getByText(answerText, { exact: true }).waitFor();
    await shot(page, shotName('audit'));
    await expectNoSeriousA11yViolations(page, `${viewport} audit log`);

    // The target links back to the thread.
    await row.getByRole('link', { name: `1대1 문의 ${inquiryNo}` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/inquiries' && url.searchParams.get('no') === String(inquiryNo),
    );
    await page.getByRole('region', { name: '문의 내용' }).getByText(answerText, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // user01 reads the answer in their inquiry history.
    const member = await openPage(browser, viewport);
    await actAsOwnClient(member.context, member.page);
    await signIn(member.page, 'user01');
    await member.page.goto(`${baseUrl}/myPage/inquiry/${inquiryNo}`);
    await member.page.getByText(answerText, { exact: true }).waitFor();
    await shot(member.page, shotName('member-reads-answer'));
    expect(member.errors).toEqual([]);
    await member.context.close();
  });
});
