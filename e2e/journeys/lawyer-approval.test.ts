import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, shot, signInWithId } from './accounts-steps.ts';

/*
 * Lawyer certification (issue 15 items 1–3): broker01 requests a certification on a grade-1 listing from the
 * dashboard's menu (P9); lawyer01 finds it under 대기 in /approval, opens it, reads the 등기부등본 in the
 * watermarked file viewer, writes a comment (a 4-character one is refused with the spec's message), and
 * approves; the badge '변호사 인증' shows on the detail and in search, and the request moves to 인증. The
 * way back from the detail keeps the queue's tab and grades. broker01 and a visitor are sent from /approval
 * to /main. Each size takes a listing of its own.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const TOO_SHORT = '내용을 5자 이상 입력해주세요.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}
interface DashItem {
  saleNo: number;
  safetyGrade: string;
  changeSafetyGrade?: string | null;
  isLawyer: boolean;
  isConfirm: string | null;
}
interface Detail {
  title: string;
  documents: { kind: string; fileId: string | null }[];
}

const FORWARDED = { 'x-forwarded-for': '10.252.0.7' };

/** A demo account as the API sees it: to choose listings and check the server's state, never to act for the journey. */
async function apiSession(id: string): Promise<{ token: string; userNo: number; name: string }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...FORWARDED },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  const body = (await res.json()) as Envelope<{ userNo: number; name: string }>;
  if (!token) throw new Error(`sign-in of ${id} failed: ${body.message}`);
  return { token, userNo: body.entity.userNo, name: body.entity.name };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      ...FORWARDED,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  return (await res.json()) as Envelope<T>;
}

async function entityOf<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(token, method, path, body);
  if (answer.code !== 1) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
  return answer.entity;
}

/**
 * broker01's live grade-1 listings that never had a lawyer request and carry a 등기부등본; the phone run
 * takes the first, the desktop run the second.
 */
async function gradeOneListing(token: string, index: number): Promise<{ saleNo: number; title: string }> {
  const live = (
    await entityOf<{ list: DashItem[] }>(token, 'GET', '/api/sale/dash/list?status=ACTIVE&page=1&limit=100')
  ).list;
  const found: { saleNo: number; title: string }[] = [];
  for (const item of live) {
    if (item.safetyGrade !== 'RATE001' || item.changeSafetyGrade || item.isLawyer || item.isConfirm !== null)
      continue;
    const detail = await entityOf<Detail>(token, 'PATCH', `/api/sale/${item.saleNo}`);
    if (detail.documents.some((d) => d.kind === 'REGISTER_COPY' && d.fileId !== null)) {
      found.push({ saleNo: item.saleNo, title: detail.title });
      if (found.length > index) return found[index]!;
    }
  }
  throw new Error(`broker01 has ${found.length} live grade-1 listings with a 등기부등본 and no request`);
}

async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog').filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button', { name: '확인', exact: true }).click();
  await alert.waitFor({ state: 'detached' });
}

/**
 * Scrolls the queue until the listing's card is there: 대기 lists the oldest request first, so a new one
 * comes last, after the demo's open requests, ten more at a time as the list scrolls.
 */
async function findInQueue(page: Page, saleNo: number) {
  const card = page.locator(`article[data-sale-no="${saleNo}"]`);
  await page.locator('article[data-sale-no]').first().waitFor();
  for (let i = 0; i < 200 && (await card.count()) === 0; i += 1) {
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.waitForTimeout(250);
  }
  await card.waitFor();
  return card;
}

/** What the screen shows now (a full-page picture of a long queue would be a thin strip). */
async function viewShot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.locator('[data-variant]').count()).toBe(0);
  await page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });
}

/** The review panel at the top of the screen, under the sticky header. */
async function showPanel(page: Page): Promise<void> {
  await page.evaluate(
    "window.scrollTo(0, document.getElementById('lawyer-review').getBoundingClientRect().top + window.scrollY - 72)",
  );
  await page.waitForTimeout(300);
}

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

describe.each<ViewportName>(['mobile', 'desktop'])('lawyer certification on %s', (viewport) => {
  it('broker01 requests it, lawyer01 reviews the register, comments and approves; the badge shows', async () => {
    const shotName = (name: string) => `lawyer-approval-${viewport}-${name}`;
    const broker = await apiSession('broker01');
    const lawyer = await apiSession('lawyer01');
    const target = await gradeOneListing(broker.token, viewport === 'mobile' ? 0 : 1);

    // ---- broker01 asks for the certification from the dashboard's menu (P9's screen).
    {
      const { context, page, errors } = await openPage(browser, viewport);
      await actAsOwnClient(context, page);
      onTestFailed(async () => {
        await screenshot(page, shotName('broker-failed')).catch(() => undefined);
      });
      await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`${baseUrl}/salesManagement?status=ACTIVE&q=${target.saleNo}`);
      await page.getByRole('button', { name: `매물번호 ${target.saleNo} 관리` }).click();
      await page.getByRole('menuitem', { name: '변호사 인증 요청' }).click();
      const request = page.getByRole('dialog', { name: '변호사 인증 요청' });
      await request.waitFor();
      await request.getByRole('button', { name: '사용', exact: true }).click();
      await closeAlert(page, '인증 대기');

      // A broker is not a lawyer: /approval sends them to /main.
      await page.goto(`${baseUrl}/approval`);
      await page.waitForURL((url) => url.pathname === '/main');
      expect(errors).toEqual([]);
      await context.close();
    }

    // ---- lawyer01 works the queue.
    const { context, page, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    onTestFailed(async () => {
      await viewShot(page, shotName('failed')).catch(() => undefined);
    });
    await signInWithId(page, baseUrl, 'lawyer01', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The bottom navigation (or the desktop's bar) leads a lawyer to 인증요청.
    await page.goto(`${baseUrl}/main`);
    await page.getByRole('link', { name: '인증요청' }).first().click();
    await page.waitForURL((url) => url.pathname === '/approval');
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toMatch(/^대기/);
    // The spec's payload starts at 1·2등급.
    expect(await page.getByRole('button', { name: '1등급', pressed: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '2등급', pressed: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '3등급', pressed: true }).count()).toBe(0);
    // 3등급 too: the choice goes into the address, and comes back with the way back from the detail.
    await page.getByRole('button', { name: '3등급' }).click();
    await page.waitForURL((url) => url.searchParams.get('rate') === 'RATE001,RATE002,RATE003');

    await page.locator('article[data-sale-no]').first().waitFor();
    await viewShot(page, shotName('queue'));
    let card = await findInQueue(page, target.saleNo);
    await expect.poll(() => card.innerText()).toContain('중개인 등급');
    await expect.poll(() => card.innerText()).toContain('산정 등급');
    await expect.poll(() => card.innerText()).toMatch(/요청일 \d{2}\.\d{2}\.\d{2}/);
    await expectNoSeriousA11yViolations(page, `${viewport} approval queue`);

    // ---- the detail with its review panel.
    // Down to the end of the queue (every page loaded), then into the card without scrolling: the way back
    // must return to this place.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const queueScroll = await scrollY(page);
    await card.getByRole('link').dispatchEvent('click');
    await page.waitForURL((url) => url.pathname.includes(`/salesDetail/${target.saleNo}`));
    const panel = page.getByRole('region', { name: '변호사 검토' });
    await panel.waitFor();
    await panel.getByText('검토 대기').waitFor();
    await panel.getByText('등급 산정 근거').waitFor();
    await showPanel(page);
    await viewShot(page, shotName('review'));
    await expectNoSeriousA11yViolations(page, `${viewport} review panel`, '#lawyer-review');

    // The back button returns to the queue as it was: 대기, 1·2·3등급, every page loaded, the same place.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/approval');
    expect(new URL(page.url()).searchParams.get('rate')).toBe('RATE001,RATE002,RATE003');
    expect(await page.getByRole('button', { name: '3등급', pressed: true }).count()).toBe(1);
    card = page.locator(`article[data-sale-no="${target.saleNo}"]`);
    await card.waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(queueScroll - 200);
    await viewShot(page, shotName('queue-back'));
    await card.getByRole('link').click();
    await panel.waitFor();

    // The register in the watermarked viewer.
    await panel.getByRole('button', { name: '등기부등본 보기' }).click();
    const viewer = page.getByRole('dialog', { name: '등기부등본' });
    await viewer.waitFor();
    await viewer.locator('canvas[data-rendered]').waitFor({ timeout: 30_000 });
    await viewShot(page, shotName('register'));
    await viewer.getByRole('button', { name: '닫기' }).first().click();
    await viewer.waitFor({ state: 'detached' });

    // ---- the comment modal: 4 characters are refused, then a real comment shows in the history.
    await panel.getByRole('button', { name: '코멘트 작성' }).click();
    const modal = page.getByRole('dialog', { name: '변호사 코멘트' });
    await modal.waitFor();
    expect(await modal.getByRole('tab', { selected: true }).innerText()).toBe('작성');
    const field = modal.getByRole('textbox', { name: '코멘트 내용' });
    await field.fill('확인함.');
    await modal.getByText('4/500').waitFor();
    await modal.getByRole('button', { name: '등록', exact: true }).click();
    await modal.getByText(TOO_SHORT).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await viewShot(page, shotName('comment-short'));
    const text = `등기부등본상 선순위 채권이 없고 소유자가 일치합니다. (${viewport})`;
    await field.fill(text);
    await modal.getByRole('button', { name: '등록', exact: true }).click();
    await modal.getByText('코멘트가 등록 되었습니다.').waitFor();
    expect(await modal.getByRole('tab', { selected: true }).innerText()).toMatch(/^내역/);
    const newest = modal
      .getByRole('list', { name: /변호사 코멘트 내역/ })
      .getByRole('listitem')
      .first();
    await expect.poll(() => newest.innerText()).toContain(text);
    await expect.poll(() => newest.innerText()).toContain(`${lawyer.name} 변호사`);
    await expect.poll(() => newest.innerText()).toMatch(/\d{2}\.\d{2}\.\d{2}/);
    await viewShot(page, shotName('comment-history'));
    await expectNoSeriousA11yViolations(page, `${viewport} lawyer comment modal`, '[role="dialog"]');
    await modal.getByRole('button', { name: '닫기' }).first().click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => panel.innerText()).toContain('코멘트 내역 1건');

    // 반려 needs its reason, and a grade correction needs a grade and a reason; cancelled here.
    await panel.getByRole('button', { name: '반려', exact: true }).click();
    const reject = page.getByRole('dialog', { name: '인증 반려' });
    await reject.waitFor();
    await reject.getByRole('checkbox', { name: '안전등급 변경' }).check();
    await reject.getByRole('button', { name: '반려하기' }).click();
    await reject.getByText(TOO_SHORT).waitFor();
    await reject.getByText('변경할 안전등급을 선택해주세요.').waitFor();
    await reject.getByText('등급 변경 사유를 5자 이상 입력해주세요.').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await viewShot(page, shotName('reject-errors'));
    await expectNoSeriousA11yViolations(page, `${viewport} decision dialog`, '[role="dialog"]');
    await reject.getByRole('button', { name: '취소', exact: true }).click();
    await reject.waitFor({ state: 'detached' });

    // ---- 인증, with a confirm first.
    await panel.getByRole('button', { name: '인증', exact: true }).click();
    const decide = page.getByRole('dialog', { name: '변호사 인증' });
    await decide.waitFor();
    await viewShot(page, shotName('decide'));
    await decide.getByRole('button', { name: '인증하기' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('이 매물을 변호사 인증하시겠습니까?');
    await confirm.getByRole('button', { name: '확인', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: '변호사 인증을 완료했습니다.' }).waitFor();
    await panel.getByText('처리가 끝난 요청입니다.').waitFor();
    expect(await panel.getByRole('button', { name: '인증', exact: true }).count()).toBe(0);
    // The detail's badge, without a reload.
    await page.getByText('변호사 인증', { exact: true }).first().waitFor();
    await showPanel(page);
    await viewShot(page, shotName('approved'));
    await shot(page, shotName('approved-detail'));

    // The server agrees, and a second decision on the same request is refused in Korean.
    const review = await entityOf<{ isConfirm: string; isLawyer: boolean; request: { requestNo: number } }>(
      lawyer.token,
      'GET',
      `/api/lawyer/sale/review/${target.saleNo}`,
    );
    expect(review.isConfirm).toBe('CONFIRM');
    expect(review.isLawyer).toBe(true);
    const again = await api(lawyer.token, 'POST', '/api/lawyer/sale/status', {
      requestNo: review.request.requestNo,
      saleNo: target.saleNo,
      isConfirm: 'REJECT',
      lawyerComment: '다시 반려합니다.',
    });
    expect(again.message).toBe('이미 처리된 인증 요청입니다.');

    // ---- the badge in search.
    await page.goto(`${baseUrl}/search/list?saleAddr=${target.saleNo}`);
    const searchCard = page.locator(`article[data-sale-no="${target.saleNo}"]`).first();
    await searchCard.waitFor();
    await searchCard.getByText('변호사 인증').waitFor();
    await shot(page, shotName('search'));

    // ---- the queue: gone from 대기, there under 인증.
    await page.goto(`${baseUrl}/approval?tab=WAIT&rate=ALL`);
    await page.locator('article[data-sale-no]').or(page.getByText('내역이 없습니다.')).first().waitFor();
    expect(await page.locator(`article[data-sale-no="${target.saleNo}"]`).count()).toBe(0);
    await page.getByRole('tab', { name: /^인증/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'CONFIRM');
    card = page.locator(`article[data-sale-no="${target.saleNo}"]`);
    await card.waitFor();
    await expect.poll(() => card.innerText()).toMatch(/처리일 \d{2}\.\d{2}\.\d{2}/);
    await viewShot(page, shotName('confirmed-tab'));

    // An empty choice of grades says so.
    await page.goto(`${baseUrl}/approval?tab=REJECT&rate=RATE005`);
    const rejected = await api<{ list: unknown[] }>(
      lawyer.token,
      'GET',
      '/api/lawyer/sale/list?isConfirm=REJECT&rate=RATE005&page=1&limit=10',
    );
    if (rejected.entity.list.length === 0) {
      await page.getByText('내역이 없습니다.').waitFor();
      await shot(page, shotName('empty'));
    }

    expect(errors).toEqual([]);
    await context.close();

    // ---- a visitor is sent from /approval to /main too.
    const visitor = await openPage(browser, viewport);
    await actAsOwnClient(visitor.context, visitor.page);
    await visitor.page.goto(`${baseUrl}/approval`);
    await visitor.page.waitForURL((url) => url.pathname === '/main');
    await visitor.context.close();
  }, 300_000);
});
