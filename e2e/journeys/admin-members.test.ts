import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { lastSmsCode, uniquePhone } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import {
  actAsOwnClient,
  apiSignUpGeneral,
  dropExpectedHttpErrors,
  PASSWORD,
  SAMPLE_PDF,
  samplePng,
  shot,
  signInWithId,
  uniqueId,
} from './accounts-steps.ts';

/*
 * The console's members area (issue 17 §2, docs/decisions/024): a broker applies through the API with two
 * documents; admin01 finds them under 승인 대기, opens the business licence in the console's viewer (the
 * watermarked copy, the view audited) and approves; the broker then signs in. A throwaway general member is
 * suspended with a reason, is told that reason at sign-in, and signs in again once reinstated. Only accounts
 * made here are changed, so the demo users stay as they were.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
let browser: Browser;
let nextClient = 1;
const client = () => `10.252.${process.pid % 250}.${nextClient++ % 250}`;

/** A broker's application through the API: SMS code, verification, multipart sign-up with two documents. */
async function apiSignUpBroker(account: { id: string; name: string; phone: string }): Promise<void> {
  const headers = { 'x-forwarded-for': client() };
  const send = await fetch(`${baseUrl}/api/auth/send`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ phone: account.phone, purpose: 'SIGN_UP' }),
  });
  if (((await send.json()) as { code: number }).code !== 1) throw new Error('SMS send failed');
  const code = await lastSmsCode(baseUrl, account.phone);
  const match = await fetch(`${baseUrl}/api/auth/match?phone=${account.phone}&purpose=SIGN_UP&code=${code}`, {
    headers,
  });
  const { entity } = (await match.json()) as { entity: { verificationId: string } };
  const form = new FormData();
  for (const [key, value] of Object.entries({
    userType: 'BROKER',
    id: account.id,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: account.name,
    phone: account.phone,
    verificationId: entity.verificationId,
    company: '새봄공인중개사사무소',
    businessNo: '2208162517',
    registrationNo: '11680-2026-00077',
    officePhone: '0255512345',
    agreeService: 'true',
    agreePrivacy: 'true',
    agreeGps: 'true',
  }))
    form.append(key, value);
  form.append(
    'businessLicenseFile',
    new Blob([new Uint8Array(samplePng(480, 320))], { type: 'image/png' }),
    '사업자등록증.png',
  );
  form.append(
    'brokerRegistrationFile',
    new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }),
    'registration.pdf',
  );
  const res = await fetch(`${baseUrl}/api/user`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 1) throw new Error(`sign-up of ${account.id} failed: ${body.message}`);
}

/** Whether the id signs in with the password (200), and the refusal's message otherwise. */
async function apiSignIn(id: string, password: string): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
    body: JSON.stringify({ id, password }),
  });
  const body = (await res.json()) as { code: number; message: string };
  return { ok: body.code === 1, message: body.message };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsAdmin(page: Page): Promise<void> {
  await signInWithId(page, baseUrl, 'admin01', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Finds the member by id in the search box and opens their panel. */
async function openMember(page: Page, id: string, name: string) {
  await page.getByLabel('검색어', { exact: true }).fill(id);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const table = page.getByRole('table', { name: '회원 목록' });
  const row = table.getByRole('row').filter({ has: page.getByText(id, { exact: true }) });
  await row.waitFor();
  await row.getByRole('button', { name: `${name} 회원 상세 보기` }).click();
  const panel = page.getByRole('region', { name: '회원 상세' });
  await panel.getByRole('heading', { name }).waitFor();
  return { table, row, panel };
}

describe.each<ViewportName>(['desktop', 'mobile'])('the members area on %s', (viewport) => {
  it('finds a new broker under 승인 대기, opens a document and approves; the broker signs in', async () => {
    const broker = {
      id: uniqueId('nb'),
      name: `새봄${viewport === 'desktop' ? '가' : '나'}중개`,
      phone: uniquePhone(),
    };
    await apiSignUpBroker(broker);
    expect((await apiSignIn(broker.id, PASSWORD)).ok).toBe(false);

    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-members-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-members-${viewport}-${name}`;

    await signInAsAdmin(page);
    await page.goto(`${baseUrl}/admin/members`);
    await page.getByRole('table', { name: '회원 목록' }).getByRole('row').nth(1).waitFor();
    await shot(page, shotName('list'));
    await expectNoSeriousA11yViolations(page, `${viewport} member list`);

    // The shortcut filters the 승인 대기 members; the new broker is among them.
    await page.getByRole('button', { name: /^승인 대기 \d+명$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('PENDING');
    const { panel } = await openMember(page, broker.id, broker.name);
    await panel.getByText('새봄공인중개사사무소', { exact: true }).first().waitFor();
    await shot(page, shotName('pending-detail'));
    await expectNoSeriousA11yViolations(page, `${viewport} member detail`);

    // The business licence opens in the console's viewer, watermarked; the view is on the member's record.
    await panel.getByRole('button', { name: '사업자등록증 열기' }).click();
    const viewer = page.getByRole('dialog', { name: '서류 보기: 사업자등록증' });
    const image = viewer.getByRole('img', { name: /워터마크/ });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, shotName('document'));
    await viewer.getByRole('button', { name: '닫기' }).click();
    await viewer.waitFor({ state: 'detached' });
    await panel.getByText('회원 서류 열람', { exact: true }).first().waitFor();

    // 승인: confirmed, then the panel says so and the badge turns to 이용 중.
    await panel.getByRole('button', { name: '승인', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${broker.name} 회원의 가입을 승인할까요?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '승인' }).click();
    await panel.getByText('승인되었습니다.', { exact: true }).waitFor();
    await panel.getByText('이용 중', { exact: true }).waitFor();
    await panel.getByText('회원 승인', { exact: true }).first().waitFor();
    await shot(page, shotName('approved'));

    expect((await apiSignIn(broker.id, PASSWORD)).ok).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suspends a member, who is told the reason at sign-in, and reinstates them', async () => {
    const member = {
      id: uniqueId('sg'),
      name: `정지${viewport === 'desktop' ? '가' : '나'}회원`,
      phone: uniquePhone(),
    };
    await apiSignUpGeneral(baseUrl, { ...member, password: PASSWORD, address: client() });
    const reason = `허위 문의를 반복해 이용을 정지합니다 (${viewport})`;

    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-members-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-members-${viewport}-${name}`;

    await signInAsAdmin(page);
    await page.goto(`${baseUrl}/admin/members`);
    const { panel, row } = await openMember(page, member.id, member.name);

    await panel.getByRole('button', { name: '이용 정지', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `이용 정지: ${member.name}` });
    await dialog.getByText('사유는 회원이 로그인할 때 표시됩니다.', { exact: false }).waitFor();
    await dialog.getByLabel('사유', { exact: true }).fill(reason);
    await shot(page, shotName('suspend-dialog'));
    await expectNoSeriousA11yViolations(page, `${viewport} suspend dialog`);
    await dialog.getByRole('button', { name: '이용 정지' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('이용을 정지했습니다.', { exact: true }).waitFor();
    await panel.getByText(reason, { exact: false }).first().waitFor();
    await row.getByText('이용 정지', { exact: true }).waitFor();
    await shot(page, shotName('suspended'));

    // The member, in a browser of their own, is told why at sign-in.
    const own = await openPage(browser, viewport);
    await actAsOwnClient(own.context, own.page);
    const mark = own.errors.length;
    await signInWithId(own.page, baseUrl, member.id, PASSWORD);
    const notice = own.page.getByRole('alertdialog');
    await notice.getByText(`운영자에 의해 이용이 정지된 계정입니다. 사유: ${reason}`).waitFor();
    await shot(own.page, shotName('suspended-sign-in'));
    await notice.getByRole('button', { name: '확인' }).click();
    dropExpectedHttpErrors(own.errors, mark, 403);
    expect(own.errors).toEqual([]);
    await own.context.close();

    // 정지 해제, with its reason; the member signs in again.
    await panel.getByRole('button', { name: '정지 해제', exact: true }).click();
    const back = page.getByRole('dialog', { name: `이용 정지 해제: ${member.name}` });
    await back.getByLabel('사유', { exact: true }).fill('소명을 확인했습니다.');
    await back.getByRole('button', { name: '정지 해제' }).click();
    await back.waitFor({ state: 'detached' });
    await panel.getByText('이용 정지를 해제했습니다.', { exact: true }).waitFor();
    await row.getByText('이용 중', { exact: true }).waitFor();
    expect((await apiSignIn(member.id, PASSWORD)).ok).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
