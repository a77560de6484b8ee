import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';

/*
 * 안심 진단 (issue 18 §4, §7): a visitor who is not signed in opens it from /main, finds the address, enters
 * the deal and the figures of the 등기부등본, reads the grade with its reasons, 최우선변제, HUG and the
 * checklist, and saves the answer as a PDF. Nothing is written to the database.
 */
const baseUrl = inject('baseUrl');
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('안심 진단 on %s', (viewport) => {
  it('a visitor checks an address from /main and downloads the PDF', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/main`);
    await page.getByRole('link', { name: /안심 진단/ }).click();
    await page.waitForURL(/\/safetyCheck$/);
    await page.getByRole('heading', { level: 1, name: '안심 진단' }).waitFor();

    // Before any check: the empty state says what to do.
    expect(await page.getByRole('heading', { name: '아직 진단한 집이 없어요' }).isVisible()).toBe(true);

    // Submitting empty names what is missing, in Korean, at the fields.
    await page.getByRole('button', { name: '진단하기' }).click();
    expect(await page.getByText('주소를 검색해서 선택해주세요.').first().isVisible()).toBe(true);
    expect(await page.getByText('보증금을 입력해주세요.').isVisible()).toBe(true);

    // The address search: type, then choose with the keyboard.
    const address = page.getByRole('combobox', { name: '주소' });
    await address.fill('역삼동');
    const option = page.getByRole('option', { name: /역삼동/ }).first();
    await option.waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    await expect.poll(() => address.inputValue()).toMatch(/역삼동/);

    await page.getByRole('textbox', { name: '전세금 (만원)' }).fill('23000');
    await page.getByRole('textbox', { name: '선순위 채권 (만원)' }).fill('3600');
    await page.getByRole('textbox', { name: /공시가격 \(만원\)/ }).fill('19000');
    await page.getByRole('checkbox', { name: '임대인에게 체납 세금이 있어요' }).check();
    await page.getByRole('button', { name: '진단하기' }).click();

    // (23,000 + 3,600) / 19,000 = 140%: grade 2, with the reasons, 최우선변제, HUG and the checklist.
    const result = page.getByRole('region', { name: '진단 결과' });
    await result.waitFor();
    expect(await result.getByText('2등급 · 안전').first().isVisible()).toBe(true);
    expect(await result.getByText('보증금+선순위 채권 = 공시가격의 140%').isVisible()).toBe(true);
    expect(await result.getByText(/공시가격의 140%로 140% 이하입니다/).isVisible()).toBe(true);
    expect(await result.getByRole('img', { name: /공시가격 대비 140%/ }).isVisible()).toBe(true);
    expect(await result.getByText('직접 입력', { exact: true }).isVisible()).toBe(true);
    const priority = result.getByRole('region', { name: '최우선변제' });
    expect(await priority.getByText('보호 대상 아님').isVisible()).toBe(true);
    const hug = result.getByRole('region', { name: '전세보증금반환보증 (HUG)' });
    expect(await hug.getByText('가입 어려움').isVisible()).toBe(true);
    const checklist = result.getByRole('region', { name: '계약 전 확인할 것' });
    const items = await checklist.getByRole('listitem').allInnerTexts();
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items[0]).toMatch(/^중요/);
    expect(items.join('\n')).toContain('국세·지방세 완납증명서');
    expect(items.join('\n')).toContain('전입세대 열람');

    await screenshot(page, `safety-check-${viewport}`);
    // The answer alone, at a size a person can read on a phone's width.
    await result.screenshot({
      path: `${ARTIFACTS}/safety-check-result-${viewport}.png`,
      animations: 'disabled',
    });
    await expectNoSeriousA11yViolations(page, `/safetyCheck (${viewport})`);

    // 'PDF로 저장' downloads the answer as 안심진단_{date}.pdf.
    const downloaded = page.waitForEvent('download');
    await result.getByRole('button', { name: 'PDF로 저장' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^안심진단_\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    expect(errors).toEqual([]);
    await context.close();
  });
});
