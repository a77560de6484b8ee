import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { actAsOwnClient, dropExpectedHttpErrors, expectTitle, shot, verifyPhone } from './accounts-steps.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Kakao here is the local OAuth server of the e2e setup: it signs anyone in as 카카오친구
 * (kakao.friend@example.com), and its authorize page sends the browser straight back.
 */
describe('a Kakao user on mobile', () => {
  it('is sent to sign-up prefilled the first time, signs up, and is signed in by Kakao the second time', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await actAsOwnClient(context, page);

    // First time: through the server's OAuth flow, back to /auth/callback/K, no account yet (-1105, a 404).
    const mark = errors.length;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    await page.waitForURL(`${baseUrl}/signUp`);
    dropExpectedHttpErrors(errors, mark, 404);
    const linked = page.getByRole('status').filter({ hasText: '카카오 계정으로 가입합니다' });
    await linked.getByText('카카오친구 · kakao.friend@example.com').waitFor();
    await shot(page, 'accounts-social-signup-chooser-mobile');
    await page.getByRole('button', { name: '카카오 계정으로 계속하기' }).click();

    await page.waitForURL(`${baseUrl}/signUp/agreement`);
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '다음' }).click();

    // No id or password of ours: the provider's name and e-mail are filled in, the phone is proved.
    await page.waitForURL(`${baseUrl}/signUp/GENERAL`);
    expect(await page.getByLabel('아이디', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('가입 계정').inputValue()).toBe('카카오 계정 · kakao.friend@example.com');
    expect(await page.getByLabel('이름', { exact: true }).inputValue()).toBe('카카오친구');
    expect(await page.getByLabel(/^이메일/).inputValue()).toBe('kakao.friend@example.com');
    await verifyPhone(page, baseUrl, uniquePhone());
    await shot(page, 'accounts-social-signup-form-mobile');
    await page.getByRole('button', { name: '가입하기' }).click();

    await page.waitForURL(`${baseUrl}/signUp/GENERAL/active`);
    await page.getByRole('heading', { name: '가입이 완료되었습니다' }).waitFor();
    await page.getByRole('link', { name: '로그인하기' }).click();

    // Second time: Kakao signs the linked account in, and the app starts over from '/'.
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    await page.waitForURL(`${baseUrl}/main`);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '마이페이지' }).click();
    await page.waitForURL(`${baseUrl}/myPage`);
    await expectTitle(page, '마이페이지');
    await page.getByRole('heading', { name: '카카오친구님, 안녕하세요' }).waitFor();
    await page.getByText('카카오 계정', { exact: true }).waitFor();
    await shot(page, 'accounts-social-mypage-mobile');

    expect(errors).toEqual([]);
    await context.close();
  });
});
