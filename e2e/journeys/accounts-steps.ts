import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { lastSmsCode } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';

/**
 * Steps the account journeys share. Not a test file: vitest only collects *.test.ts.
 */

let nextAddress = 1;

/**
 * Each journey talks to the server from an address of its own (the server trusts X-Forwarded-For, as behind
 * its load balancer), so the per-address limits on sign-in, SMS and sign-up see separate people, as they
 * would be in life, and journeys never use up each other's allowance.
 */
export async function actAsOwnClient(context: BrowserContext, page: Page): Promise<string> {
  const address = `10.${(process.pid % 200) + 1}.${Math.floor(Date.now() / 1000) % 250}.${nextAddress++}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  // Dialogs then appear without their fade, so a screenshot never catches one half-drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return address;
}

/**
 * A full-page screenshot from the top: taken while scrolled, the sticky header and the fixed navigation
 * would be drawn in the middle of the picture.
 */
export async function shot(page: Page, name: string): Promise<void> {
  // Strings, because this project is type-checked without the DOM library.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.evaluate('document.fonts.ready.then(() => true)');
  // The request spinner lingers 100 ms after the last call (product.md §A7); the picture is of the screen.
  await expect.poll(() => page.locator('[data-variant]').count()).toBe(0);
  await screenshot(page, name);
}

/** A fresh id that meets the id rule (letters and digits, 6–12). */
export const uniqueId = (prefix = 'u'): string => `${prefix}${String(Date.now()).slice(-8)}`.slice(0, 12);

/** The journeys' password: letters and digits, no three alike, no three in a row. */
export const PASSWORD = 'Ansim2580!';

export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first();

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => pageTitle(page).innerText()).toBe(title);
}

/** Types a phone, asks for the code, reads it from the operator's outbox and confirms it. */
export async function verifyPhone(
  page: Page,
  baseUrl: string,
  phone: string,
  label = '휴대폰 번호',
): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const codeInput = page.getByLabel('인증번호', { exact: true });
  await codeInput.waitFor();
  // The timer shows the three minutes counting down.
  await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^0[0-2]:[0-5]\d$/);
  const code = await lastSmsCode(baseUrl, phone);
  await codeInput.fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.getByText('휴대폰 인증이 완료되었습니다.').waitFor();
}

/** Signs in on /login with an id and password and waits for the page it lands on. */
export async function signInWithId(page: Page, baseUrl: string, id: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource: … status of 401"). A step
 * that provokes one on purpose (a wrong password) removes exactly those, logged since `mark`, and nothing else.
 */
export function dropExpectedHttpErrors(errors: string[], mark: number, status: number): void {
  const expected = `the server responded with a status of ${status}`;
  const kept = errors.slice(mark).filter((error) => !error.includes(expected));
  errors.splice(mark, errors.length - mark, ...kept);
}

/** A small but real PNG (a pale document with a blue header band), drawn without any image library. */
export function samplePng(width = 160, height = 110): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y < 22;
      const line = !band && y % 14 === 0 && x > 14 && x < width - 14;
      const [r, g, b] = band ? [31, 79, 191] : line ? [200, 208, 222] : [247, 249, 252];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One blank page: the server parses uploaded PDFs and refuses one without pages. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Writes the sample documents to a temp folder for setInputFiles, and returns their paths. */
export function writeSampleFiles(): { png: string; pdf: string; txt: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-e2e-files-'));
  const png = path.join(dir, '사업자등록증.png');
  const pdf = path.join(dir, 'registration.pdf');
  const txt = path.join(dir, 'notes.txt');
  fs.writeFileSync(png, samplePng());
  fs.writeFileSync(pdf, SAMPLE_PDF);
  fs.writeFileSync(txt, 'not a document');
  return { png, pdf, txt, dir };
}

/**
 * A general member made through the API, as an operator's script would: SMS code, verification, multipart
 * sign-up. From its own address, like the browser of the journey that uses it.
 */
export async function apiSignUpGeneral(
  baseUrl: string,
  account: { id: string; password: string; name: string; phone: string; address: string },
): Promise<void> {
  const headers = { 'x-forwarded-for': account.address };
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
    userType: 'GENERAL',
    id: account.id,
    password: account.password,
    passwordConfirm: account.password,
    name: account.name,
    phone: account.phone,
    verificationId: entity.verificationId,
    agreeService: 'true',
    agreePrivacy: 'true',
    agreeGps: 'true',
  })) {
    form.append(key, value);
  }
  const res = await fetch(`${baseUrl}/api/user`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 1) throw new Error(`sign-up of ${account.id} failed: ${body.message}`);
}
