import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api.ts';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import {
  actAsOwnClient,
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

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a general user on %s', (viewport) => {
  it('signs up through the terms, the form with SMS verification and the completion screen, then signs in', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    const id = uniqueId('g');
    const phone = uniquePhone();

    // The sign-in screen, then its sign-up chooser.
    await page.goto(`${baseUrl}/login`);
    await expectTitle(page, '로그인');
    await page.getByRole('button', { name: '카카오로 시작하기' }).waitFor();
    await shot(page, `accounts-login-${viewport}`);
    await page.getByRole('button', { name: '회원가입' }).click();
    const chooser = page.getByRole('dialog', { name: '회원가입 방법 선택' });
    await chooser.waitFor();
    expect(await chooser.getByRole('radio', { name: /일반 회원/ }).isChecked()).toBe(true);
    await shot(page, `accounts-signup-chooser-${viewport}`);
    await chooser.getByRole('button', { name: '아이디로 가입하기' }).click();

    // Terms: 다음 waits for the required ones; 전체 동의 ticks all four.
    await page.waitForURL(`${baseUrl}/signUp/agreement`);
    await expectTitle(page, '약관 동의');
    const next = page.getByRole('button', { name: '다음' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '서비스 이용약관 동의 내용 보기', exact: true }).click();
    const terms = page.getByRole('dialog', { name: '서비스 이용약관', exact: true });
    await terms.waitFor();
    await shot(page, `accounts-terms-modal-${viewport}`);
    await terms.getByRole('button', { name: '확인' }).click();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    expect(await page.getByRole('checkbox', { name: '선택 마케팅 정보 수신 동의' }).isChecked()).toBe(true);
    await shot(page, `accounts-agreement-${viewport}`);
    await next.click();

    // The form: the rules speak while typing, the id is checked, the phone proved by SMS.
    await page.waitForURL(`${baseUrl}/signUp/GENERAL`);
    await expectTitle(page, '일반 회원가입');
    await page.getByLabel('아이디', { exact: true }).fill(id);
    await page.getByLabel('비밀번호', { exact: true }).fill('abc12345');
    await page.getByLabel('비밀번호', { exact: true }).blur();
    await page.getByText('영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(`${PASSWORD}x`);
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(PASSWORD);
    await page.getByText('비밀번호가 일치합니다.').waitFor();
    await page.getByLabel('이름', { exact: true }).fill('최세입');

    // Submitting before the id check and the SMS says what is missing, beside the fields.
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('아이디 중복확인을 해주세요.').waitFor();
    expect(await page.getByLabel('아이디', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await shot(page, `accounts-signup-form-errors-${viewport}`);

    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('사용 가능한 아이디입니다.').waitFor();
    await verifyPhone(page, baseUrl, phone);
    await page.getByLabel(/^이메일/).fill(`${id}@example.com`);
    await page.getByLabel(/^생년월일/).fill('19950214');
    await shot(page, `accounts-signup-form-${viewport}`);
    await page.getByRole('button', { name: '가입하기' }).click();

    // Done, and signed in with the new account.
    await page.waitForURL(`${baseUrl}/signUp/GENERAL/active`);
    await expectTitle(page, '가입 완료');
    await page.getByRole('heading', { name: '가입이 완료되었습니다' }).waitFor();
    await shot(page, `accounts-signup-complete-${viewport}`);
    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    const mark = errors.length;
    await signInWithId(page, baseUrl, id, 'wrong2580!');
    await page.getByRole('alert').getByText('아이디 또는 비밀번호가 일치하지 않습니다.').waitFor();
    await shot(page, `accounts-login-failed-${viewport}`);
    dropExpectedHttpErrors(errors, mark, 401);
    await signInWithId(page, baseUrl, id, PASSWORD);
    await page.waitForURL(`${baseUrl}/myPage`);
    await page.getByRole('heading', { name: '최세입님, 안녕하세요' }).waitFor();
    await shot(page, `accounts-mypage-signed-in-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
