import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import {
  actAsOwnClient,
  dropExpectedHttpErrors,
  expectTitle,
  PASSWORD,
  shot,
  signInWithId,
  uniqueId,
  verifyPhone,
  writeSampleFiles,
} from './accounts-steps.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let files: ReturnType<typeof writeSampleFiles>;

beforeAll(async () => {
  browser = await launchBrowser();
  files = writeSampleFiles();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(files.dir, { recursive: true, force: true });
});

describe('a broker on mobile', () => {
  it('signs up with office details and documents, lands on the pending screen and waits for approval', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await actAsOwnClient(context, page);
    const id = uniqueId('b');

    // The chooser page: 중개인, with an id.
    await page.goto(`${baseUrl}/signUp`);
    await expectTitle(page, '회원가입');
    await page.getByRole('radio', { name: /중개인/ }).check();
    await page.getByText('중개인·변호사 회원은 자격 서류를 확인한 뒤 승인됩니다.').waitFor();
    await shot(page, 'accounts-signup-page-broker-mobile');
    await page.getByRole('button', { name: '아이디로 가입하기' }).click();

    // Only the required terms.
    await page.waitForURL(`${baseUrl}/signUp/agreement`);
    for (const name of [
      '필수 서비스 이용약관 동의',
      '필수 개인정보 수집 및 이용 동의',
      '필수 위치기반서비스 이용약관 동의',
    ]) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    expect(await page.getByRole('checkbox', { name: '전체 동의' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL(`${baseUrl}/signUp/BROKER`);
    await expectTitle(page, '중개인 회원가입');
    await page.getByLabel('아이디', { exact: true }).fill(id);
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('사용 가능한 아이디입니다.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(PASSWORD);
    await page.getByLabel('이름', { exact: true }).fill('정중개');
    await verifyPhone(page, baseUrl, uniquePhone());
    await page.getByRole('button', { name: '다음' }).click();

    // Office details and documents.
    await page.waitForURL(`${baseUrl}/signUp/BROKER/broker_info`);
    await expectTitle(page, '중개사무소 정보 입력');
    await page.getByRole('button', { name: '가입 신청하기' }).click();
    await page.getByText('사업자등록증 파일을 첨부해주세요.').waitFor();
    await page.getByText('중개사무소 등록증 파일을 첨부해주세요.').waitFor();
    await page.getByText('사무소(법인) 이름을 입력해주세요.').waitFor();
    await shot(page, 'accounts-broker-info-errors-mobile');

    await page.getByLabel('중개사무소 상호').fill('정직공인중개사사무소');
    await page.getByLabel('사업자등록번호').fill('1234567890');
    expect(await page.getByLabel('사업자등록번호').inputValue()).toBe('123-45-67890');
    // A number whose check digit is wrong is caught as it is typed, without a call.
    await page.getByText('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.').waitFor();
    await page.getByLabel('사업자등록번호').fill('2208162517');
    await page.getByLabel('중개사무소 등록번호').fill('11680-2024-00001');
    // Offline, both checks wait for the operator; neither claims a verified business or office.
    await expect.poll(() => page.getByText('확인 대기 (운영자 확인 후 승인)').count()).toBe(2);
    expect(await page.getByText('계속사업자').count()).toBe(0);
    await page.getByLabel(/^사무소 전화번호/).fill('02-555-1234');

    // A text file is refused before anything is sent.
    await page.getByLabel('사업자등록증', { exact: true }).setInputFiles(files.txt);
    await page.getByText('이미지(JPG, PNG, GIF, WEBP) 또는 PDF 파일만 올릴 수 있습니다.').waitFor();
    await page.getByLabel('사업자등록증', { exact: true }).setInputFiles(files.png);
    await page.getByLabel('중개사무소 등록증', { exact: true }).setInputFiles(files.pdf);
    await page.getByText('사업자등록증.png').waitFor();
    await page.getByText('registration.pdf').waitFor();
    // The image is previewed from the picked file itself.
    await expect
      .poll(() => page.evaluate(`document.querySelector('img[src^="blob:"]')?.naturalWidth`))
      .toBe(160);
    await shot(page, 'accounts-broker-info-mobile');
    await page.getByRole('button', { name: '가입 신청하기' }).click();

    await page.waitForURL(`${baseUrl}/signUp/BROKER/pending`);
    await expectTitle(page, '가입 완료');
    await page.getByRole('heading', { name: '가입 신청이 완료되었습니다' }).waitFor();
    await shot(page, 'accounts-broker-pending-mobile');

    // Until the operator approves, sign-in says so.
    const mark = errors.length;
    await page.goto(`${baseUrl}/login`);
    await signInWithId(page, baseUrl, id, PASSWORD);
    const notice = page.getByRole('alertdialog');
    await notice.getByText('가입 승인 대기 중입니다. 승인이 완료되면 이용하실 수 있습니다.').waitFor();
    await shot(page, 'accounts-login-pending-mobile');
    await notice.getByRole('button', { name: '확인' }).click();
    expect(page.url()).toBe(`${baseUrl}/login`);
    dropExpectedHttpErrors(errors, mark, 403);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a lawyer on mobile', () => {
  it('signs up with the lawyer certificate and waits for approval', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await actAsOwnClient(context, page);

    await page.goto(`${baseUrl}/signUp`);
    await page.getByRole('radio', { name: /변호사/ }).check();
    await page.getByRole('button', { name: '아이디로 가입하기' }).click();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL(`${baseUrl}/signUp/LAWYER`);
    await page.getByLabel('아이디', { exact: true }).fill(uniqueId('l'));
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('사용 가능한 아이디입니다.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(PASSWORD);
    await page.getByLabel('이름', { exact: true }).fill('박변호');
    await verifyPhone(page, baseUrl, uniquePhone());
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL(`${baseUrl}/signUp/LAWYER/lawyer_info`);
    await expectTitle(page, '변호사 정보 입력');
    await page.getByLabel('소속 법률사무소').fill('법무법인 안심');
    await page.getByLabel('변호사 등록번호').fill('12345');
    await page.getByLabel(/^자격 시험/).selectOption({ label: '변호사시험' });
    await page.getByLabel(/^기수·회차/).fill('10회');
    await page.getByLabel('변호사 등록증', { exact: true }).setInputFiles(files.pdf);
    await page.getByText('registration.pdf').waitFor();
    await shot(page, 'accounts-lawyer-info-mobile');
    await page.getByRole('button', { name: '가입 신청하기' }).click();

    await page.waitForURL(`${baseUrl}/signUp/LAWYER/pending`);
    await page.getByRole('heading', { name: '가입 신청이 완료되었습니다' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
