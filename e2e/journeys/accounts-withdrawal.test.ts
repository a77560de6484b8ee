import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api.ts';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import {
  actAsOwnClient,
  apiSignUpGeneral,
  dropExpectedHttpErrors,
  expectTitle,
  PASSWORD,
  shot,
  signInWithId,
  uniqueId,
  verifyPhone,
} from './accounts-steps.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a signed-in member on %s', (viewport) => {
  it('edits the profile with a new phone, sets the alarms, signs out and in, then withdraws', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    const address = await actAsOwnClient(context, page);
    const account = { id: uniqueId('w'), password: PASSWORD, name: '이떠남', phone: uniquePhone(), address };
    await apiSignUpGeneral(baseUrl, account);

    await signInWithId(page, baseUrl, account.id, account.password);
    await page.waitForURL(`${baseUrl}/myPage`);

    // Profile: a new name, and a new phone proved by SMS (CHANGE_PHONE).
    await page.getByRole('link', { name: '회원정보 수정' }).click();
    await page.waitForURL(`${baseUrl}/myPage/profile`);
    await expectTitle(page, '회원정보 수정');
    const name = page.getByLabel('이름', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('이떠남');
    await shot(page, `accounts-profile-${viewport}`);
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByText('바뀐 내용이 없습니다.').waitFor();
    await name.fill('이머묾');
    await page.getByRole('button', { name: '휴대폰 번호 변경' }).click();
    const newPhone = uniquePhone();
    await verifyPhone(page, baseUrl, newPhone, '새 휴대폰 번호');
    await shot(page, `accounts-profile-phone-${viewport}`);
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.waitForURL(`${baseUrl}/myPage/profile/success`);
    await page.getByRole('heading', { name: '회원정보가 수정되었습니다' }).waitFor();
    await shot(page, `accounts-profile-success-${viewport}`);
    await page.getByRole('link', { name: '마이페이지로' }).click();
    await page.waitForURL(`${baseUrl}/myPage`);
    await page.getByRole('heading', { name: '이머묾님, 안녕하세요' }).waitFor();

    // Alarms: a switch saves at once; the marketing consent is confirmed with the date.
    await page.getByRole('link', { name: '알림 설정' }).click();
    await page.waitForURL(`${baseUrl}/myPage/alarm`);
    const sale = page.getByRole('switch', { name: '매물 소식 알림' });
    await expect.poll(() => sale.getAttribute('aria-checked')).toBe('true');
    await sale.click();
    await expect.poll(() => sale.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('switch', { name: '마케팅 정보 수신 동의' }).click();
    const consent = page.getByRole('alertdialog');
    await consent.getByText(/마케팅 정보 수신에 동의하셨습니다\.$/).waitFor();
    await shot(page, `accounts-alarm-consent-${viewport}`);
    await consent.getByRole('button', { name: '확인' }).click();
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: '매물 소식 알림' }).getAttribute('aria-checked'))
      .toBe('false');
    await shot(page, `accounts-alarm-${viewport}`);

    // Sign out (with its confirm) and in again.
    await page.goto(`${baseUrl}/myPage`);
    await page.getByRole('button', { name: '로그아웃' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('로그아웃 하시겠습니까?').waitFor();
    await shot(page, `accounts-logout-confirm-${viewport}`);
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.getByRole('heading', { name: '로그인하고 더 많은 기능을 이용하세요' }).waitFor();
    await signInWithId(page, baseUrl, account.id, account.password);
    await page.waitForURL(`${baseUrl}/myPage`);

    // Withdrawal: the password is asked; a wrong one is refused beside the field.
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    await dialog.waitFor();
    const mark = errors.length;
    await dialog.getByLabel('비밀번호 확인', { exact: true }).fill('Wrong2580!');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await dialog.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    dropExpectedHttpErrors(errors, mark, 400);
    await shot(page, `accounts-withdrawal-${viewport}`);
    await dialog.getByLabel('비밀번호 확인', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    const farewell = page.getByRole('alertdialog');
    await farewell.getByText('회원 탈퇴가 완료되었습니다.').waitFor();
    await farewell.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(String(await page.evaluate("localStorage.getItem('ansim.user')"))).not.toContain(account.id);

    // The account is closed: signing in again is refused with the server's word.
    const closedMark = errors.length;
    await signInWithId(page, baseUrl, account.id, account.password);
    await page
      .getByRole('alertdialog')
      .getByText('이용할 수 없는 계정입니다. 고객센터로 문의해주세요.')
      .waitFor();
    dropExpectedHttpErrors(errors, closedMark, 403);

    expect(errors).toEqual([]);
    await context.close();
  });
});
