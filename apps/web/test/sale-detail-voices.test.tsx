import type { UserType } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gradeDistribution } from '../src/features/sale-detail/voices/model/grade-distribution.ts';
import { createSubmitGate } from '../src/features/sale-detail/voices/model/submit-gate.ts';
import { voicePermissions } from '../src/features/sale-detail/voices/model/voice-permissions.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { makeUser, renderApp, signInAs } from './helpers/render-app.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

/*
 * The listing's voices (spec 02 §2, §4, §5, §8, §9): the 안전등급 평가 section with its distribution, the
 * safety comment, the other brokers' comments and the report, against a mocked server.
 */

const PATH = '/salesManagement/salesDetail/101';
const OWNER = 3;
const ME = 7;
const TOO_SHORT = '내용을 20자 이상 입력해주세요.';
const NINETEEN = '가'.repeat(19);
const TWENTY = '등기부등본상 선순위 근저당이 커서 불안합니다.';

const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
const searchOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;
const conflict = (message: string) =>
  envelopeResponse({ code: -409, message, entity: null }, { status: 409 });

type Handler = (request: RecordedRequest) => Response | undefined;

/** The detail (owned by broker 3) and whatever `handler` answers; every other call gets an empty list. */
function serve(detail: SaleDetail, handler: Handler = () => undefined) {
  return mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (/^\/api\/sale\/\d+$/.test(pathOf(request))) return ok(detail);
    return ok([]);
  }).requests;
}

const section = () => screen.findByRole('region', { name: '안전등급 평가' }, { timeout: 5_000 });
// A dialog's code loads on its first open (sale-detail/model/on-demand.ts): more than findBy's default second.
const DIALOG_WAIT = { timeout: 5_000 };
const commentDialog = () => screen.findByRole('dialog', { name: '안전등급 평가' }, DIALOG_WAIT);
const sent = (requests: RecordedRequest[], path: string) => requests.filter((r) => pathOf(r) === path);

class FakeObserver {
  static instances: FakeObserver[] = [];
  element: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.element = element;
  }
  unobserve() {}
  disconnect() {
    this.element = null;
  }
  takeRecords() {
    return [];
  }
  static show() {
    for (const observer of FakeObserver.instances) {
      if (!observer.element) continue;
      const entry = { isIntersecting: true, target: observer.element } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('grade distribution', () => {
  it('gives each grade its share, with whole percents that add up to 100', () => {
    const { total, grades } = gradeDistribution({
      rate001: 1,
      rate002: 1,
      rate003: 1,
      rate004: 0,
      rate005: 0,
    });
    expect(total).toBe(3);
    expect(grades.map((grade) => grade.percent)).toEqual([34, 33, 33, 0, 0]);
    expect(grades.reduce((sum, grade) => sum + grade.share, 0)).toBeCloseTo(1);
    expect(grades.map((grade) => grade.label)).toEqual(['매우 안전', '안전', '보통', '불안', '매우 불안']);
  });

  it('is empty, not NaN, without comments, and ignores a negative count', () => {
    const { total, grades } = gradeDistribution({
      rate001: 0,
      rate002: -2,
      rate003: 0,
      rate004: 0,
      rate005: 0,
    });
    expect(total).toBe(0);
    expect(grades.every((grade) => grade.share === 0 && grade.percent === 0 && grade.count === 0)).toBe(true);
  });
});

describe('who may comment and report', () => {
  const as = (userType: UserType | 'ADMIN', userNo = ME) =>
    voicePermissions(OWNER, makeUser(userType as UserType, { userNo }));

  it('a visitor is offered both and asked to sign in', () => {
    expect(voicePermissions(OWNER, null)).toEqual({ comment: 'signIn', report: 'signIn', list: 'open' });
  });
  it('general users and brokers comment and report; nobody on their own listing', () => {
    expect(as('GENERAL')).toEqual({ comment: 'open', report: 'open', list: 'open' });
    expect(as('BROKER')).toEqual({ comment: 'open', report: 'open', list: 'open' });
    expect(as('BROKER', OWNER)).toEqual({ comment: 'hidden', report: 'hidden', list: 'open' });
  });
  it('a lawyer reports but does not rate; the operator does neither', () => {
    expect(as('LAWYER')).toEqual({ comment: 'hidden', report: 'open', list: 'open' });
    expect(as('ADMIN')).toEqual({ comment: 'hidden', report: 'hidden', list: 'open' });
  });
});

describe('the submit debounce (500 ms)', () => {
  it('sends a double press once, and a press after 500 ms again', async () => {
    let now = 1_000;
    const gate = createSubmitGate(500, () => now);
    const task = vi.fn(async () => {});
    expect(await gate(task)).toBe(true);
    now += 120;
    expect(await gate(task)).toBe(false);
    now += 500;
    expect(await gate(task)).toBe(true);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('drops presses while a send is on its way', async () => {
    let now = 0;
    const gate = createSubmitGate(500, () => now);
    let finish = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = gate(slow);
    now = 2_000;
    expect(await gate(slow)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

describe('the 안전등급 평가 section', () => {
  it('draws the counts as a bar and as written figures, with the total', async () => {
    serve(saleDetail({ comments: { rate001: 3, rate002: 1, rate003: 0, rate004: 0, rate005: 1 } }));
    renderApp(PATH);
    const region = await section();
    expect(within(region).getByText('총 5건의 평가')).toBeTruthy();
    const bar = within(region).getByRole('img');
    expect(bar.getAttribute('aria-label')).toContain('1등급 매우 안전 3건');
    expect(bar.getAttribute('aria-label')).toContain('5등급 매우 불안 1건');
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1등급 · 매우 안전3건60%',
      '2등급 · 안전1건20%',
      '3등급 · 보통0건0%',
      '4등급 · 불안0건0%',
      '5등급 · 매우 불안1건20%',
    ]);
  });

  it('says there are none yet, without a bar, at 0 comments', async () => {
    serve(saleDetail());
    renderApp(PATH);
    const region = await section();
    expect(within(region).getByText('아직 등록된 평가가 없어요. 첫 평가를 남겨주세요.')).toBeTruthy();
    expect(within(region).queryByRole('img')).toBeNull();
  });

  it('asks a visitor to sign in before commenting or reporting, and lets them read the comments', async () => {
    const requests = serve(saleDetail());
    renderApp(PATH);
    const region = await section();
    fireEvent.click(within(region).getByRole('button', { name: '안전등급 평가하기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('로그인 후 사용가능합니다.');
    fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    fireEvent.click(within(region).getByRole('button', { name: '허위매물 신고' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(sent(requests, '/api/sale/search/comment')).toHaveLength(0);
    expect(sent(requests, '/api/search/report')).toHaveLength(0);
    expect(within(region).getByRole('button', { name: '다른 중개사 코멘트 보기' })).toBeTruthy();
  });

  it('shows the owner neither a comment nor a report button', async () => {
    serve(saleDetail());
    signInAs('BROKER', { userNo: OWNER });
    renderApp(PATH);
    const region = await section();
    expect(within(region).queryByRole('button', { name: '안전등급 평가하기' })).toBeNull();
    expect(within(region).queryByRole('button', { name: '허위매물 신고' })).toBeNull();
    expect(within(region).getByRole('button', { name: '다른 중개사 코멘트 보기' })).toBeTruthy();
  });

  it('shows a lawyer the report button but not the comment button', async () => {
    serve(saleDetail());
    renderApp(PATH, { userType: 'LAWYER' });
    const region = await section();
    expect(within(region).queryByRole('button', { name: '안전등급 평가하기' })).toBeNull();
    expect(within(region).getByRole('button', { name: '허위매물 신고' })).toBeTruthy();
  });
});

describe('the safety comment', () => {
  it('checks first, refuses 19 characters, sends once on a double click and updates the counts at once', async () => {
    const after = { rate001: 0, rate002: 0, rate003: 0, rate004: 1, rate005: 0 };
    const requests = serve(saleDetail(), (request) => {
      if (pathOf(request) === '/api/sale/search/comment') return ok({ exists: false, comment: null });
      if (pathOf(request) === '/api/sale/insert/comment') {
        return envelopeResponse({
          code: 1,
          message: '코멘트가 등록 되었습니다.',
          entity: { comments: after, reward: null },
        });
      }
      return undefined;
    });
    renderApp(PATH, { userType: 'GENERAL' });
    const region = await section();
    fireEvent.click(within(region).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    expect(sent(requests, '/api/sale/search/comment')[0]?.body).toEqual({ saleNo: 101, userNo: ME });
    // A general user earns nothing: no reward notice.
    expect(within(dialog).queryByText(/광고 등록 횟수/)).toBeNull();

    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('radio', { name: /4등급/ }));
    const text = within(dialog).getByRole('textbox', { name: '평가 내용' });
    fireEvent.change(text, { target: { value: NINETEEN } });
    expect(within(dialog).getByText(TOO_SHORT)).toBeTruthy();
    expect(within(dialog).getByText('19/500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(sent(requests, '/api/sale/insert/comment')).toHaveLength(0);

    fireEvent.change(text, { target: { value: TWENTY } });
    expect(within(dialog).queryByText(TOO_SHORT)).toBeNull();
    const submit = within(dialog).getByRole('button', { name: '등록' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toBe('코멘트가 등록 되었습니다.확인');
    expect(sent(requests, '/api/sale/insert/comment')).toHaveLength(1);
    expect(sent(requests, '/api/sale/insert/comment')[0]?.body).toEqual({
      saleNo: 101,
      saleKey: 'k101',
      userNo: ME,
      safetyGrade: 'RATE004',
      safetyText: TWENTY,
    });
    expect(screen.queryByRole('dialog', { name: '안전등급 평가' })).toBeNull();
    expect(within(region).getByText('총 1건의 평가')).toBeTruthy();
    expect(within(region).getByText('4등급 · 불안').closest('li')?.textContent).toBe('4등급 · 불안1건100%');
  });

  it('opens locked with the comment already sent', async () => {
    const requests = serve(saleDetail(), (request) =>
      pathOf(request) === '/api/sale/search/comment'
        ? ok({
            exists: true,
            comment: { safetyGrade: 'RATE002', safetyText: TWENTY, regDate: '2026-11-20T00:00:00.000Z' },
          })
        : undefined,
    );
    renderApp(PATH, { userType: 'BROKER' });
    fireEvent.click(within(await section()).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    expect(within(dialog).getByText('이미 코멘트를 등록하였습니다.')).toBeTruthy();
    const chosen = within(dialog).getByRole('radio', { name: /2등급/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
    const text = within(dialog).getByRole('textbox', { name: '평가 내용' }) as HTMLTextAreaElement;
    expect(text.value).toBe(TWENTY);
    expect(text.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '등록' })).toBeNull();
    // Locked: the broker's reward notice has nothing to say.
    expect(within(dialog).queryByText(/광고 등록 횟수/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(requests, '/api/sale/insert/comment')).toHaveLength(0);
  });

  it('warns a broker of the reward rule before sending, and says when a unit was granted', async () => {
    serve(saleDetail(), (request) => {
      if (pathOf(request) === '/api/sale/search/comment') return ok({ exists: false, comment: null });
      if (pathOf(request) === '/api/sale/insert/comment') {
        return ok({
          comments: { rate001: 1, rate002: 0, rate003: 0, rate004: 0, rate005: 0 },
          reward: { comments: 2, granted: true, adUnits: 4 },
        });
      }
      return undefined;
    });
    renderApp(PATH, { userType: 'BROKER' });
    fireEvent.click(within(await section()).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    const notice = within(dialog).getByRole('complementary', { name: '코멘트 작성 보상' });
    expect(notice.textContent).toContain('코멘트를 2개 작성할 때마다 광고 등록 횟수 1회가 지급됩니다.');
    expect(notice.textContent).toContain('허위 코멘트가 확인되면 지급된 광고 횟수가 회수될 수 있습니다.');
    fireEvent.click(within(dialog).getByRole('radio', { name: /1등급/ }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: TWENTY } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('코멘트가 등록 되었습니다.');
    expect(alert.textContent).toContain('광고 1회가 지급되었습니다.');
  });

  it("shows another code's message with 확인, then closes the dialog; the counts stay", async () => {
    serve(saleDetail(), (request) => {
      if (pathOf(request) === '/api/sale/search/comment') return ok({ exists: false, comment: null });
      if (pathOf(request) === '/api/sale/insert/comment') return conflict('이미 코멘트를 등록하였습니다.');
      return undefined;
    });
    renderApp(PATH, { userType: 'GENERAL' });
    const region = await section();
    fireEvent.click(within(region).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /3등급/ }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: TWENTY } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('이미 코멘트를 등록하였습니다.');
    // The dialog waits under the alert until 확인.
    expect(screen.getByRole('dialog', { name: '안전등급 평가' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '안전등급 평가' })).toBeNull());
    expect(within(region).getByText('아직 등록된 평가가 없어요. 첫 평가를 남겨주세요.')).toBeTruthy();
  });

  it('asks for a grade before sending', async () => {
    const requests = serve(saleDetail(), (request) =>
      pathOf(request) === '/api/sale/search/comment' ? ok({ exists: false, comment: null }) : undefined,
    );
    renderApp(PATH, { userType: 'GENERAL' });
    fireEvent.click(within(await section()).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: TWENTY } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('안전등급을 선택해주세요.');
    expect(sent(requests, '/api/sale/insert/comment')).toHaveLength(0);
  });

  it('renders a comment with HTML in it as text', async () => {
    const html = '<img src=x onerror="alert(1)"> 창문이 작고 채광이 나빠요 정말로요';
    serve(saleDetail(), (request) =>
      pathOf(request) === '/api/sale/search/comment'
        ? ok({ exists: true, comment: { safetyGrade: 'RATE003', safetyText: html, regDate: '2026-11-20' } })
        : undefined,
    );
    renderApp(PATH, { userType: 'GENERAL' });
    fireEvent.click(within(await section()).getByRole('button', { name: '안전등급 평가하기' }));
    const dialog = await commentDialog();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe(html);
    expect(dialog.querySelector('img')).toBeNull();
  });
});

describe('the report', () => {
  it('sends 5–100 characters with the reporter name and type, and says 신고 되었습니다.', async () => {
    const requests = serve(saleDetail(), (request) => {
      if (pathOf(request) === '/api/search/report') return ok({ exists: false, report: null });
      if (pathOf(request) === '/api/report') return ok({ reportNo: 9 });
      return undefined;
    });
    renderApp(PATH, { userType: 'GENERAL' });
    fireEvent.click(within(await section()).getByRole('button', { name: '허위매물 신고' }));
    const dialog = await screen.findByRole('dialog', { name: '허위매물 신고' }, DIALOG_WAIT);
    expect(sent(requests, '/api/search/report')[0]?.body).toEqual({ saleNo: 101, userNo: ME });
    const text = within(dialog).getByRole('textbox', { name: '신고 내용' });
    fireEvent.change(text, { target: { value: '사진과 달라' } });
    expect(within(dialog).getByText('6/100')).toBeTruthy();
    fireEvent.change(text, { target: { value: '없는 집' } });
    expect(within(dialog).getByText('내용을 5자 이상 입력해주세요.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(sent(requests, '/api/report')).toHaveLength(0);
    fireEvent.change(text, { target: { value: '사진과 실제 방이 달라요' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('신고 되었습니다.');
    expect(sent(requests, '/api/report')[0]?.body).toEqual({
      saleNo: 101,
      userNo: ME,
      reportName: '김안심',
      reportType: 'GENERAL',
      reportText: '사진과 실제 방이 달라요',
    });
    expect(screen.queryByRole('dialog', { name: '허위매물 신고' })).toBeNull();
  });

  it('opens locked with the report already sent', async () => {
    serve(saleDetail(), (request) =>
      pathOf(request) === '/api/search/report'
        ? ok({ exists: true, report: { reportText: '사진과 실제 방이 달라요', regDate: '2026-11-20' } })
        : undefined,
    );
    renderApp(PATH, { userType: 'BROKER' });
    fireEvent.click(within(await section()).getByRole('button', { name: '허위매물 신고' }));
    const dialog = await screen.findByRole('dialog', { name: '허위매물 신고' }, DIALOG_WAIT);
    expect(within(dialog).getByText('이미 신고하였습니다.')).toBeTruthy();
    const text = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    expect(text.value).toBe('사진과 실제 방이 달라요');
    expect(text.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '신고하기' })).toBeNull();
  });

  it("shows a refusal's message, then closes", async () => {
    serve(saleDetail(), (request) => {
      if (pathOf(request) === '/api/search/report') return ok({ exists: false, report: null });
      if (pathOf(request) === '/api/report') return conflict('이미 신고하였습니다.');
      return undefined;
    });
    renderApp(PATH, { userType: 'GENERAL' });
    fireEvent.click(within(await section()).getByRole('button', { name: '허위매물 신고' }));
    const dialog = await screen.findByRole('dialog', { name: '허위매물 신고' }, DIALOG_WAIT);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '사진과 실제 방이 달라요' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('이미 신고하였습니다.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '허위매물 신고' })).toBeNull());
  });
});

describe("other brokers' comments", () => {
  const entry = (commentNo: number, safetyGrade: string) => ({
    commentNo,
    representative: commentNo % 2 ? '이중개' : '김**',
    regDate: '2026-11-20T03:00:00.000Z',
    company: commentNo % 2 ? '강남공인중개사' : null,
    address: commentNo % 2 ? '서울특별시 강남구 역삼동 1' : null,
    safetyText: `코멘트 ${commentNo}번, 등기부를 직접 확인했습니다.`,
    safetyGrade,
    userType: commentNo % 2 ? 'BROKER' : 'GENERAL',
  });

  it('lists by grade tab, reloads page 1 on a tab change, pages on scroll and says 내역이 없습니다.', async () => {
    const requests = serve(
      saleDetail({ comments: { rate001: 31, rate002: 0, rate003: 0, rate004: 0, rate005: 1 } }),
      (request) => {
        if (pathOf(request) !== '/api/comment/list') return undefined;
        const query = searchOf(request);
        const page = Number(query.get('page'));
        const rate = query.get('rate');
        if (rate === 'RATE002') return ok({ list: [], pageInfo: { page, totalPage: 0, totalRow: 0 } });
        const total = rate === 'RATE005' ? 1 : 32;
        const from = (page - 1) * 30;
        const list = Array.from({ length: Math.max(0, Math.min(30, total - from)) }, (_, i) =>
          entry(from + i + 1, rate ?? 'RATE001'),
        );
        return ok({ list, pageInfo: { page, totalPage: Math.ceil(total / 30), totalRow: total } });
      },
    );
    renderApp(PATH);
    fireEvent.click(within(await section()).getByRole('button', { name: '다른 중개사 코멘트 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '다른 중개사 코멘트' }, DIALOG_WAIT);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '전체 32',
      '매우 안전 31',
      '안전 0',
      '보통 0',
      '불안 0',
      '매우 불안 1',
    ]);
    await within(dialog).findByText('코멘트 1번, 등기부를 직접 확인했습니다.');
    expect(within(dialog).getAllByText('강남공인중개사').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('김**').length).toBeGreaterThan(0);
    const lists = () => sent(requests, '/api/comment/list').map(searchOf);
    expect(lists()[0]?.get('page')).toBe('1');
    expect(lists()[0]?.get('limit')).toBe('30');
    expect(lists()[0]?.get('saleNo')).toBe('101');
    expect(lists()[0]?.has('rate')).toBe(false);

    FakeObserver.show();
    await within(dialog).findByText('코멘트 32번, 등기부를 직접 확인했습니다.', {}, { timeout: 2_000 });
    expect(lists().map((q) => q.get('page'))).toEqual(['1', '2']);

    fireEvent.click(within(dialog).getByRole('tab', { name: /^매우 불안/ }));
    await within(dialog).findByText('코멘트 1번, 등기부를 직접 확인했습니다.');
    expect(lists().at(-1)?.get('rate')).toBe('RATE005');
    expect(lists().at(-1)?.get('page')).toBe('1');
    expect(within(dialog).queryByText('코멘트 2번, 등기부를 직접 확인했습니다.')).toBeNull();

    fireEvent.keyDown(within(dialog).getByRole('tab', { selected: true }), { key: 'Home' });
    fireEvent.click(within(dialog).getByRole('tab', { name: /^안전/ }));
    expect(await within(dialog).findByText('내역이 없습니다.')).toBeTruthy();
  });
});
