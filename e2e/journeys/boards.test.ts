import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, expectTitle, shot } from './accounts-steps.ts';

/*
 * Boards (issue 16 §1, §6): a visitor reads the notices (pinned first, then one notice), the FAQ (a category,
 * a search, the accordion), the terms pages, and the full terms in the sign-up agreement's modal. The texts
 * are the seeded ones every installation starts with; these journeys only read them.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a visitor on %s', (viewport) => {
  it('reads the notices: the pinned one first with its badge, then opens a notice', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await page.goto(`${baseUrl}/myPage/notice`);
    await expectTitle(page, '공지사항');
    const list = page.getByRole('list', { name: '공지사항 목록' });
    await list.waitFor();
    const rows = list.getByRole('link');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    const first = rows.first();
    expect(await first.innerText()).toContain('고정');
    expect(await first.innerText()).toContain('전세사기 예방을 위한 안전등급 기준 안내');
    // Only the pinned one carries the badge.
    expect(await list.getByText('고정', { exact: true }).count()).toBe(1);
    await shot(page, `boards-notice-list-${viewport}`);

    // A search narrows the list; nothing found says so.
    const search = page.getByRole('searchbox', { name: '공지사항 검색' });
    await search.fill('점검');
    await search.press('Enter');
    await page.getByText("'점검' 검색 결과 1건").waitFor();
    expect(await list.getByRole('link').count()).toBe(1);
    await search.fill('없는검색어');
    await search.press('Enter');
    await page.getByText('내역이 없습니다.').waitFor();
    await shot(page, `boards-notice-empty-${viewport}`);
    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await list.waitFor();

    await list.getByRole('link', { name: /서비스를 시작합니다/ }).click();
    await page.waitForURL(/\/myPage\/notice\/\d+$/);
    const article = page.getByRole('article', { name: '안심방 서비스를 시작합니다' });
    await article.waitFor();
    expect(await article.innerText()).toContain('서울·경기·인천 지역의 전월세와 매매 매물');
    expect(await article.innerText()).toMatch(/조회 \d+/);
    await shot(page, `boards-notice-detail-${viewport}`);
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL(`${baseUrl}/myPage/notice`);

    // A notice that does not exist says so in Korean.
    await page.goto(`${baseUrl}/myPage/notice/999999`);
    await page.getByRole('heading', { name: '게시글을 찾을 수 없습니다.' }).waitFor();
    const unexpected = errors.filter((e) => !e.includes('status of 404'));
    expect(unexpected).toEqual([]);
    await context.close();
  });

  it('finds an answer in the FAQ: a category, a search and the accordion', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await page.goto(`${baseUrl}/myPage/faq`);
    await expectTitle(page, '자주 묻는 질문');
    const list = page.getByRole('list', { name: '자주 묻는 질문 목록' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBe(10);
    await shot(page, `boards-faq-all-${viewport}`);

    await page.getByRole('button', { name: '안전등급', exact: true }).click();
    await expect.poll(() => list.getByRole('button').count()).toBe(2);
    expect(
      await page.getByRole('button', { name: '안전등급', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const question = list.getByRole('button', { name: /안전등급은 어떻게 정해지나요/ });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: /안전등급은 어떻게 정해지나요/ });
    await answer.waitFor();
    expect(await answer.innerText()).toContain('126% 이하면 1등급');
    await shot(page, `boards-faq-open-${viewport}`);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    // A search over every category.
    await page.getByRole('button', { name: '전체', exact: true }).click();
    const search = page.getByRole('searchbox', { name: '자주 묻는 질문 검색' });
    await search.fill('비밀번호');
    await search.press('Enter');
    await expect.poll(() => list.getByRole('button').count()).toBe(1);
    expect(await list.innerText()).toContain('비밀번호를 잊어버렸어요.');
    await shot(page, `boards-faq-search-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the guide and the terms pages', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await page.goto(`${baseUrl}/myPage/guide`);
    await expectTitle(page, '이용 가이드');
    await page.getByRole('heading', { name: '안전등급 알아보기' }).waitFor();
    expect(await page.getByRole('table').first().innerText()).toContain('155% 초과');
    await shot(page, `boards-guide-${viewport}`);

    await page.goto(`${baseUrl}/myPage/terms`);
    await expectTitle(page, '약관 및 정책');
    for (const [name, heading, text] of [
      ['서비스 이용약관', '제1조 (목적)', '안심방 서비스'],
      [
        '개인정보 처리방침',
        '2. 매물홍보 확인서의 개인정보',
        '제공일로부터 1년 동안 보관한 뒤 지체 없이 파기',
      ],
      ['위치기반서비스 이용약관', '제3조 (위치정보의 이용과 보유)', '서버에 저장하지 않습니다'],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).click();
      await expectTitle(page, name);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.getByRole('article').innerText()).toContain(text);
      expect(await page.getByText('시행일 26.11.01').count()).toBe(1);
      await shot(page, `boards-terms-${name.replaceAll(' ', '-')}-${viewport}`);
      await page.goBack();
      await expectTitle(page, '약관 및 정책');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cleans in the browser too: HTML that reached it unclean loses its script and handlers', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    // The server cleans on write and on read (apps/server/test/boards.test.ts); this one answer stands in for
    // a server or a proxy that failed to, to prove the browser's own DOMPurify pass in a real browser.
    const dirty =
      '<h2>제1조 (목적)</h2><script>window.hacked = 1</script><p onclick="window.hacked = 2">약관 <strong>굵게</strong></p>' +
      '<img src="/x.png" onerror="window.hacked = 3"><a href="javascript:window.hacked = 4">나쁜 링크</a>' +
      '<a href="https://example.com/t">좋은 링크</a>';
    await page.route('**/api/board/type/GPS', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 1,
          message: '성공',
          entity: {
            boardNo: 1,
            boardType: 'GPS',
            title: '위치기반서비스 이용약관',
            contentHtml: dirty,
            updatedAt: '2026-11-01T00:00:00.000Z',
            startDate: '2026-11-01',
          },
        }),
      }),
    );
    await page.goto(`${baseUrl}/myPage/terms/gps`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: '제1조 (목적)' }).waitFor();
    expect(await article.locator('script, img, [onclick], [onerror], [href^="javascript"]').count()).toBe(0);
    expect(await article.locator('strong').innerText()).toBe('굵게');
    const good = article.getByRole('link', { name: '좋은 링크' });
    expect(await good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await good.getAttribute('target')).toBe('_blank');
    expect(await page.evaluate('window.hacked')).toBeUndefined();
    // Chromium checks the page's CSP when the parser DOMPurify uses meets the onerror (the handler never runs,
    // the assertion above says so); that report is the only console output allowed here.
    expect(
      errors.filter((e) => !e.includes("Content Security Policy directive 'script-src-attr 'none''")),
    ).toEqual([]);
    await context.close();
  });

  it('shows the full terms inside the sign-up agreement modal', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await page.goto(`${baseUrl}/signUp/agreement`);
    await expectTitle(page, '약관 동의');
    await page.getByRole('button', { name: '개인정보 수집 및 이용 동의 내용 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '개인정보 수집 및 이용' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: '약관 전문' }).waitFor();
    await dialog.getByRole('heading', { name: '2. 매물홍보 확인서의 개인정보' }).waitFor();
    expect(await dialog.innerText()).toContain('제공일로부터 1년 동안 보관한 뒤 지체 없이 파기');
    await shot(page, `boards-terms-modal-${viewport}`);
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
