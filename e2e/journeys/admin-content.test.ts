import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, samplePng, shot, signInWithId } from './accounts-steps.ts';

/*
 * The console's content (issue 17 §5): admin01 writes a notice in the rich-text editor (a heading of text
 * and a bold run made with the toolbar), sees the sanitized preview, saves it, and a visitor reads it on
 * /myPage/notice with the bold kept; then admin01 deletes it, so the notice list is as it was. The other
 * tabs (popups, versions, codes) are opened and checked for accessibility without changing anything.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
let browser: Browser;

/** A Korean calendar day `offset` days from today, as a date input takes it. */
const koreanDay = (offset: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'mobile'])('the content console on %s', (viewport) => {
  it('writes a notice in the editor, shows it to members, then deletes it', async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await screenshot(page, `admin-content-failed-${viewport}`).catch(() => undefined);
    });
    const shotName = (name: string) => `admin-content-${viewport}-${name}`;
    const title = `콘솔 여정 공지 ${viewport} ${String(Date.now()).slice(-5)}`;

    await signInWithId(page, baseUrl, 'admin01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/admin/content`);
    const table = page.getByRole('table', { name: '게시글 목록' });
    await table.getByRole('row').nth(1).waitFor();
    await shot(page, shotName('boards'));
    await expectNoSeriousA11yViolations(page, `${viewport} content boards`);

    // A new notice: the editor loads lazily, the toolbar makes a bold run.
    await page.getByRole('button', { name: '새 글 쓰기' }).click();
    await page.getByRole('heading', { name: '새 게시글' }).waitFor();
    expect(new URL(page.url()).searchParams.get('edit')).toBe('new');
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByLabel('게시판', { exact: true }).selectOption('NOTICE');
    await page.getByLabel('분류').selectOption('CATEGORY001');
    const body = page.getByRole('textbox', { name: '본문' });
    await body.click();
    await page.keyboard.type('이번 주 안내입니다. 꼭 확인하세요');
    // The last words selected, the toolbar's 굵게 makes them bold and shows itself pressed.
    for (let i = 0; i < '꼭 확인하세요'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    const bold = page.getByRole('button', { name: '굵게' });
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    const preview = page.getByRole('region', { name: '미리보기 (사용자에게 보이는 모습)' });
    await preview.locator('strong', { hasText: '꼭 확인하세요' }).waitFor();
    await shot(page, shotName('editor'));
    await expectNoSeriousA11yViolations(page, `${viewport} board editor`);

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('저장되었습니다.', { exact: true }).waitFor();
    await page.waitForURL(/edit=\d+/);
    const boardNo = new URL(page.url()).searchParams.get('edit');
    await page.getByRole('heading', { name: `게시글 수정 (#${boardNo})` }).waitFor();

    // A member's notice list shows it, and the notice keeps the bold run.
    await page.goto(`${baseUrl}/myPage/notice`);
    const list = page.getByRole('list', { name: '공지사항 목록' });
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL(new RegExp(`/myPage/notice/${boardNo}$`));
    const article = page.getByRole('article', { name: title });
    await article.locator('strong', { hasText: '꼭 확인하세요' }).waitFor();
    expect(await article.innerText()).toContain('이번 주 안내입니다.');
    await shot(page, shotName('notice-shown'));

    // Back in the console the notice is deleted, and members no longer see it.
    await page.goto(`${baseUrl}/admin/content`);
    await table.getByRole('link', { name: title }).waitFor();
    await table.getByRole('button', { name: `${title} 삭제` }).click();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByText('삭제되었습니다.', { exact: true }).waitFor();
    await table.getByRole('link', { name: title }).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/myPage/notice`);
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);

    // The other tabs: popups with their state, versions with the force switch, codes with their use.
    await page.goto(`${baseUrl}/admin/content?tab=banners`);
    const banners = page.getByRole('table', { name: '팝업·배너 목록' });
    await banners.getByText('게시 중').first().waitFor();
    // A popup for next week, with a picture: listed as 예정 (members do not see it yet), then deleted.
    const popup = `다음 주 팝업 ${viewport} ${String(Date.now()).slice(-5)}`;
    const form = page.getByRole('region', { name: '새 팝업 등록' });
    await form.getByLabel('제목', { exact: true }).fill(popup);
    await form.getByLabel('이미지 선택').setInputFiles({
      name: 'popup.png',
      mimeType: 'image/png',
      buffer: samplePng(480, 320),
    });
    await form.getByRole('img', { name: `${popup} 팝업 이미지` }).waitFor();
    await form.getByLabel('시작일').fill(koreanDay(7));
    await form.getByLabel('종료일 (마지막 날 포함)').fill(koreanDay(9));
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('저장되었습니다.', { exact: true }).waitFor();
    const row = banners.getByRole('row').filter({ hasText: popup });
    await row.getByText('예정', { exact: true }).waitFor();
    await row.getByRole('img', { name: `${popup} 팝업 이미지` }).waitFor();
    await shot(page, shotName('banners'));
    await expectNoSeriousA11yViolations(page, `${viewport} content banners`);
    await row.getByRole('button', { name: `${popup} 삭제` }).click();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByText('삭제되었습니다.', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/admin/content?tab=versions`);
    const versions = page.getByRole('table', { name: '앱 버전 목록' });
    await versions
      .getByRole('button', { name: /강제 업데이트 (켜기|끄기)$/ })
      .first()
      .waitFor();
    await shot(page, shotName('versions'));
    await expectNoSeriousA11yViolations(page, `${viewport} content versions`);

    await page.goto(`${baseUrl}/admin/content?tab=codes&group=HEAT`);
    const codes = page.getByRole('table', { name: '난방 코드 목록' });
    await codes.getByText('사용 중').first().waitFor();
    // A code in use cannot be deleted: its button is off.
    const usedRow = codes.getByRole('row').filter({ hasText: '사용 중' }).first();
    expect(await usedRow.getByRole('button', { name: /삭제$/ }).isDisabled()).toBe(true);
    await shot(page, shotName('codes'));
    await expectNoSeriousA11yViolations(page, `${viewport} content codes`);

    // An inline edit of a description, then the description taken away again.
    await page.getByLabel('코드 그룹').selectOption('ADMIN_TYPE');
    const admins = page.getByRole('table', { name: '관리자 유형 코드 목록' });
    await admins.getByRole('button', { name: 'ADMIN_TYPE003 수정' }).click();
    await admins.getByLabel('ADMIN_TYPE003 설명').fill('1대1 문의에 답하는 운영자');
    await shot(page, shotName('code-edit'));
    await admins.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('저장되었습니다.', { exact: true }).waitFor();
    await admins.getByText('1대1 문의에 답하는 운영자', { exact: true }).waitFor();
    await admins.getByRole('button', { name: 'ADMIN_TYPE003 수정' }).click();
    await admins.getByLabel('ADMIN_TYPE003 설명').fill('');
    await admins.getByLabel('ADMIN_TYPE003 설명').press('Enter');
    await admins.getByText('1대1 문의에 답하는 운영자', { exact: true }).waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
