import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
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

describe('a member who forgot their account, on mobile', () => {
  it('finds the id, sets a new password by SMS, and signs in with it', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    const address = await actAsOwnClient(context, page);
    const account = { id: uniqueId('r'), password: PASSWORD, name: '한기억', phone: uniquePhone(), address };
    await apiSignUpGeneral(baseUrl, account);
    const newPassword = 'Remember369!';

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: '아이디 찾기' }).click();
    await page.waitForURL(`${baseUrl}/find/id`);
    await expectTitle(page, '아이디 찾기');
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await page.getByText('이름을 입력해주세요.').waitFor();
    await page.getByLabel('이름', { exact: true }).fill(account.name);
    await verifyPhone(page, baseUrl, account.phone);
    await shot(page, 'accounts-find-id-mobile');
    await page.getByRole('button', { name: '아이디 찾기' }).click();

    const found = page.getByRole('list', { name: '찾은 계정' });
    await found.getByText(account.id).waitFor();
    expect(await found.innerText()).toContain('일반');
    await shot(page, 'accounts-find-id-result-mobile');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();

    await page.waitForURL(`${baseUrl}/find/password`);
    await expectTitle(page, '비밀번호 찾기');
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(account.id);
    await verifyPhone(page, baseUrl, account.phone);
    await shot(page, 'accounts-find-password-mobile');
    await page.getByRole('button', { name: '다음' }).click();

    await page.getByRole('heading', { name: '새 비밀번호를 설정해주세요' }).waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('aaa11122');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByText('동일 문자를 3자 이상 연속으로 입력할 수 없습니다.').waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await page.getByText('비밀번호가 일치합니다.').waitFor();
    await shot(page, 'accounts-new-password-mobile');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();

    const done = page.getByRole('alertdialog');
    await done.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.').waitFor();
    await done.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(account.id);

    // The old password no longer works; the new one does.
    const mark = errors.length;
    await signInWithId(page, baseUrl, account.id, account.password);
    await page.getByRole('alert').getByText('아이디 또는 비밀번호가 일치하지 않습니다.').waitFor();
    dropExpectedHttpErrors(errors, mark, 401);
    await signInWithId(page, baseUrl, account.id, newPassword);
    await page.waitForURL(`${baseUrl}/myPage`);
    await page.getByRole('heading', { name: '한기억님, 안녕하세요' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
