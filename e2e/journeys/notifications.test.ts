import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, expectTitle, shot, signInWithId } from './accounts-steps.ts';

/*
 * The notification centre (issue 16 part 4): broker01 answers an inquiry of user01 (set up through the
 * API); user01 sees the bell's unread count (the phone's home header, the desktop's top bar), opens
 * /notifications, taps the notification, lands on the inquiry, and the count drops.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
let browser: Browser;

let addressSeq = 0;
/** API calls of this journey come from addresses of their own, like actAsOwnClient's. */
const apiAddress = () => `10.252.${process.pid % 250}.${++addressSeq}`;

async function api<T>(method: string, path: string, token: string | null, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': apiAddress(),
      ...(token ? { authorization: token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { code: number; message: string; entity: T };
  if (json.code !== 1) throw new Error(`${method} ${path}: ${json.message}`);
  return json.entity;
}

async function signInApi(id: string): Promise<{ token: string; userNo: number }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': apiAddress() },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`${id} could not sign in`);
  const userNo = ((await res.json()) as { entity: { userNo: number } }).entity.userNo;
  return { token, userNo };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The bell: its name carries the count ('알림, 읽지 않은 알림 1개', or '알림' when none is unread). */
const bell = (page: Page) => page.getByRole('link', { name: /^알림(, 읽지 않은 알림 \d+개)?$/ });

describe.each<ViewportName>(['mobile', 'desktop'])('notifications on %s', (viewport) => {
  it('user01 sees the answer of broker01 in the centre, opens it, and the count drops', async () => {
    const shotName = (name: string) => `notifications-${viewport}-${name}`;
    const user = await signInApi('user01');
    const broker = await signInApi('broker01');
    // Start from nothing unread, so the count the bell shows is this journey's.
    await api('PATCH', '/api/notification/read/all', user.token, {});
    const dash = await api<{ list: { saleNo: number }[] }>(
      'GET',
      '/api/sale/dash/list?status=ACTIVE&page=1&limit=10',
      broker.token,
    );
    const saleNo = dash.list[0]?.saleNo;
    if (!saleNo) throw new Error('broker01 has no live listing');
    const { inquiryNo } = await api<{ inquiryNo: number }>('POST', '/api/inquiry', user.token, {
      userNo: user.userNo,
      saleNo,
      saleUserNo: broker.userNo,
      inquiryType: 'INQUIRY_TYPE001',
      reasonType: ['INQUIRY001'],
    });
    await api('POST', `/api/inquiry/answer/${inquiryNo}`, broker.token, {
      answer: `네, 아직 계약 가능합니다. 방문 일정 알려 주세요. (${viewport})`,
    });

    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `notifications-failed-${viewport}`).catch(() => undefined);
    });
    await signInWithId(page, baseUrl, 'user01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    if (new URL(page.url()).pathname !== '/main') await page.goto(`${baseUrl}/main`);

    // The bell shows one unread notification.
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('알림, 읽지 않은 알림 1개');
    await expect.poll(() => page.getByTestId('notification-badge').innerText()).toBe('1');
    await shot(page, shotName('1-bell'));

    await bell(page).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expectTitle(page, '알림');
    const row = page.getByTestId('notification-row').first();
    await expect.poll(() => row.innerText()).toContain('문의에 답변이 등록되었습니다.');
    await expect.poll(() => row.innerText()).toContain('읽지 않음');
    await page.getByText('읽지 않은 알림 1개').waitFor();
    await shot(page, shotName('2-centre'));

    await row.click();
    await page.waitForURL((url) => url.pathname === `/myPage/inquiry/${inquiryNo}`);
    await page.getByText('네, 아직 계약 가능합니다.', { exact: false }).first().waitFor();
    await shot(page, shotName('3-inquiry'));

    // The count dropped: the server says so, and the bell does.
    const count = await api<{ unreadCount: number }>('GET', '/api/notification/count', user.token);
    expect(count.unreadCount).toBe(0);
    if (viewport === 'mobile') await page.goto(`${baseUrl}/main`);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('알림');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // Back in the centre the row is read, and '모두 읽음' has nothing left to do.
    await page.goto(`${baseUrl}/notifications`);
    await page.getByText('모두 읽었습니다').waitFor();
    expect(await page.getByTestId('notification-row').first().innerText()).not.toContain('읽지 않음');
    expect(await page.getByRole('button', { name: '모두 읽음', exact: true }).isDisabled()).toBe(true);
    await shot(page, shotName('4-read'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
