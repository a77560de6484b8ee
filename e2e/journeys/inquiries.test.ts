import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, expectTitle, shot, signInWithId } from './accounts-steps.ts';

/*
 * Inquiries (issue 14 item 5): user01 sends a chat inquiry on one of broker01's listings (기타 with four
 * characters is refused first); broker01 finds it under /myPage/inquiry → 받은 문의, opens it and answers;
 * user01 reads the answer in /myPage/inquiry/{n}, whose header shows the inquiry's name; user01 then sends
 * a 1대1 문의 and finds it in the list as 답변 대기. Each run marks its texts with its own stamp.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
let browser: Browser;
let brokerSaleNo = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.251.0.14' },
    body: JSON.stringify({ id: 'broker01', password: DEMO_PASSWORD }),
  });
  const token = login.headers.get('authorization');
  if (!token) throw new Error('broker01 could not sign in');
  const dash = await fetch(`${baseUrl}/api/sale/dash/list?status=ACTIVE&page=1&limit=10`, {
    headers: { authorization: token, 'x-forwarded-for': '10.251.0.14' },
  });
  const list = ((await dash.json()) as { entity: { list: { saleNo: number }[] } }).entity.list;
  brokerSaleNo = list[0]?.saleNo ?? 0;
  if (brokerSaleNo === 0) throw new Error('broker01 has no live listing');
});
afterAll(async () => {
  await browser.close();
});

/** What the screen shows now, not the whole page: a modal sits over the window, not over the document. */
async function windowShot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.locator('[data-variant]').count()).toBe(0);
  await page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function signIn(page: Page, id: string): Promise<void> {
  await signInWithId(page, baseUrl, id, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog').filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button', { name: '확인', exact: true }).click();
  await alert.waitFor({ state: 'detached' });
}

describe.each<ViewportName>(['mobile', 'desktop'])('inquiries on %s', (viewport) => {
  it('user01 asks broker01 about a listing, broker01 answers, user01 reads it and sends a 1대1 문의', async () => {
    const stamp = `${viewport === 'mobile' ? 'M' : 'D'}${String(Date.now()).slice(-6)}`;
    const shotName = (name: string) => `inquiries-${viewport}-${name}`;
    const asker = await openPage(browser, viewport);
    const broker = await openPage(browser, viewport);
    await actAsOwnClient(asker.context, asker.page);
    await actAsOwnClient(broker.context, broker.page);
    onTestFailed(async () => {
      await screenshot(asker.page, `inquiries-failed-${viewport}-asker`).catch(() => undefined);
      await screenshot(broker.page, `inquiries-failed-${viewport}-broker`).catch(() => undefined);
    });

    // user01 on broker01's listing: 채팅 문의 (the broker card on a desktop, the foot bar on a phone).
    const { page } = asker;
    await signIn(page, 'user01');
    await page.goto(`${baseUrl}/salesManagement/salesDetail/${brokerSaleNo}`);
    await expectTitle(page, `매물번호 ${brokerSaleNo}`);
    const openChat = button(page, '채팅 문의');
    await openChat.last().click();
    const dialog = page.getByRole('dialog', { name: '채팅 문의' });
    await dialog.waitFor();
    // broker01 has a KakaoTalk channel (demo seed): the modal offers it beside the form.
    await dialog.getByRole('button', { name: '카카오톡 채널로 문의하기' }).waitFor();
    await dialog.getByRole('checkbox', { name: '매물이 아직 있나요?' }).waitFor();
    await windowShot(page, shotName('0-chat-kakao'));
    await dialog.getByRole('checkbox', { name: '매물이 아직 있나요?' }).check();
    await dialog.getByRole('checkbox', { name: '기타' }).check();
    const other = dialog.getByRole('textbox', { name: '기타 문의 내용' });
    // Ticking 기타 takes the focus to its text box.
    await expect
      .poll(() => page.evaluate<string>('document.activeElement?.getAttribute("name") ?? ""'))
      .toBe('reason');
    await other.fill('주차됨?');
    await expect.poll(() => dialog.getByText('4/100').count()).toBe(1);
    await dialog.getByRole('button', { name: '문의하기', exact: true }).click();
    await dialog.getByText('5글자 이상 입력해주세요.').waitFor();
    await expectNoSeriousA11yViolations(page, 'the chat inquiry modal', '[role="dialog"]');
    await windowShot(page, shotName('1-chat-too-short'));
    const question = `주차가 가능한가요? ${stamp}`;
    await other.fill(question);
    await expect.poll(() => dialog.getByText('5글자 이상 입력해주세요.').count()).toBe(0);
    // Name and phone come from the account.
    expect(await dialog.getByRole('textbox', { name: '이름' }).inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: '문의하기', exact: true }).click();
    await page.getByRole('alertdialog').filter({ hasText: '문의가 완료되었습니다.' }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await windowShot(page, shotName('2-chat-done'));
    await closeAlert(page, '문의가 완료되었습니다.');

    // broker01: 받은 문의 holds it, waiting; the thread has the answer form.
    const b = broker.page;
    await signIn(b, 'broker01');
    await b.goto(`${baseUrl}/myPage/inquiry`);
    await expectTitle(b, '문의 내역');
    await b.getByRole('tab', { name: '받은 문의' }).click();
    const received = b.getByRole('link').filter({ hasText: stamp });
    await received.waitFor();
    expect(await received.innerText()).toContain('답변 대기');
    expect(await received.innerText()).toContain('매물이 아직 있나요?');
    await expectNoSeriousA11yViolations(b, '받은 문의');
    await shot(b, shotName('3-broker-received'));
    await received.click();
    await b.waitForURL(/\/myPage\/inquiry\/\d+$/);
    const inquiryNo = Number(new URL(b.url()).pathname.split('/').pop());
    await b.getByText(question).waitFor();
    // The header trades the route's 문의 상세 for the inquiry's name once the thread is loaded.
    const header = b.getByRole('heading', { level: 1 }).first();
    await expect.poll(async () => (await header.innerText()).trim()).not.toBe('문의 상세');
    const inquiryName = (await header.innerText()).trim();
    const answerField = b.getByRole('textbox', { name: '답변 작성' });
    await answerField.fill('네');
    await button(b, '답변 등록').click();
    await b.getByText('답변을 2자 이상 입력해주세요.').waitFor();
    const answer = `네, 건물 뒤편에 한 대 가능합니다. ${stamp}`;
    await answerField.fill(answer);
    await expectNoSeriousA11yViolations(b, 'the answer form');
    await shot(b, shotName('4-broker-answer-form'));
    await button(b, '답변 등록').click();
    await closeAlert(b, '답변이 등록되었습니다.');
    await b.getByText(answer).waitFor();
    await expect.poll(() => answerField.count()).toBe(0);
    await shot(b, shotName('5-broker-answered'));

    // user01 reads the answer; the header is the inquiry's name.
    await page.goto(`${baseUrl}/myPage/inquiry/${inquiryNo}`);
    await expectTitle(page, inquiryName);
    await page.getByText(answer).waitFor();
    await page.getByText(question).waitFor();
    expect(await page.getByRole('textbox', { name: '답변 작성' }).count()).toBe(0);
    await button(page, '문의 삭제').waitFor();
    await expectNoSeriousA11yViolations(page, 'the answered thread');
    await shot(page, shotName('6-asker-reads-answer'));

    // user01's 1대1 문의: the form checks its fields, then the list shows it waiting.
    await page.goto(`${baseUrl}/inquiry`);
    await expectTitle(page, '1대1 문의');
    await button(page, '문의하기').click();
    await page.getByText('문의 유형을 선택해주세요.').first().waitFor();
    await page.getByText('제목을 2자 이상 입력해주세요.').waitFor();
    await shot(page, shotName('7-one-to-one-errors'));
    await page.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '계정·로그인' });
    const title = `알림이 오지 않아요 ${stamp}`;
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page
      .getByRole('textbox', { name: '내용' })
      .fill('답변 알림을 켰는데 문자 알림이 오지 않습니다. 확인 부탁드립니다.');
    await expectNoSeriousA11yViolations(page, 'the 1대1 form');
    await button(page, '문의하기').click();
    await closeAlert(page, '문의가 완료되었습니다.');
    await page.waitForURL((url) => url.pathname === '/myPage/inquiry');
    const sent = page.getByRole('link').filter({ hasText: title });
    await sent.waitFor();
    expect(await sent.innerText()).toContain('답변 대기');
    expect(await sent.innerText()).toContain('계정·로그인');
    // The chat inquiry, answered, is in the same list.
    expect(await page.getByRole('link').filter({ hasText: inquiryName }).first().innerText()).toContain(
      '답변 완료',
    );
    await shot(page, shotName('8-asker-sent-list'));

    expect(asker.errors).toEqual([]);
    expect(broker.errors).toEqual([]);
    await asker.context.close();
    await broker.context.close();
  });
});
