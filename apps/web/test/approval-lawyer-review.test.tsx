import type { LawyerQueueItem, LawyerReview } from '@ansim/domain/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import {
  DEFAULT_RATES,
  paramsForView,
  rateParam,
  ratesFromParam,
  tabFromParam,
  toggleRate,
  viewFromParams,
} from '../src/features/approval/model/queue-view.ts';
import { openLawyerCommentDialog } from '../src/features/sale-detail/lawyer/lawyer-comment-dialog.tsx';
import {
  decisionErrors,
  openLawyerDecisionDialog,
} from '../src/features/sale-detail/lawyer/lawyer-decision-dialog.tsx';
import { LawyerReviewPanel } from '../src/features/sale-detail/lawyer/lawyer-review-panel.tsx';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, renderApp, signInAs } from './helpers/render-app.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

const TOO_SHORT = '내용을 5자 이상 입력해주세요.';
const SALE_NO = 104717;
const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
const searchOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

const queueItem = (overrides: Partial<LawyerQueueItem> = {}): LawyerQueueItem => ({
  requestNo: 340,
  saleNo: SALE_NO,
  requestedAt: '2026-11-24T04:37:00.000Z',
  decidedAt: null,
  state: 'WAIT',
  isConfirm: 'WAIT',
  decision: null,
  decidedBy: null,
  brokerGrade: 'RATE001',
  changeSafetyGrade: null,
  computedGrade: { level: 3, rate: 'RATE003', assessable: true },
  status: 'ACTIVE',
  title: '문학경기장역 도보 15분 풀옵션 원룸',
  saleAddr: '인천광역시 미추홀구 문학동 852-34',
  dong: null,
  unit: '202호',
  saleType: 'MONTHLY',
  buildingType: 'ONE_ROOM',
  sellingPrice: null,
  rentPrice: null,
  deposit: 3000,
  monthlyPrice: 20,
  mainImage: null,
  roomType: 'ROOM_TYPE001',
  floor: 2,
  dedicatedArea1: 33.1,
  dedicatedArea2: '10.01',
  isLawyer: true,
  isBaro: false,
  broker: { userNo: 4, name: '박중개', company: '안심공인중개사사무소' },
  ...overrides,
});

const review = (overrides: Partial<LawyerReview> = {}): LawyerReview => ({
  saleNo: SALE_NO,
  title: '문학경기장역 도보 15분 풀옵션 원룸',
  saleAddr: '인천광역시 미추홀구 문학동 852-34',
  saleType: 'MONTHLY',
  status: 'ACTIVE',
  isConfirm: 'WAIT',
  isLawyer: true,
  brokerGrade: 'RATE001',
  changeSafetyGrade: null,
  broker: { userNo: 4, name: '박중개', company: '안심공인중개사사무소' },
  request: {
    requestNo: 340,
    state: 'WAIT',
    requestedAt: '2026-11-24T04:37:00.000Z',
    decidedAt: null,
    decision: null,
    open: true,
  },
  figures: {
    deposit: 3000,
    sellingPrice: null,
    seniorDebt: 0,
    publicPrice: 5210,
    ratio: 57.6,
    computedGrade: saleDetail().computedGrade,
  },
  documents: [],
  comments: [],
  ...overrides,
});

/** The modal host alone, with a lawyer signed in, as the detail's review panel opens the dialogs in it. */
function renderHost() {
  signInAs('LAWYER', { userNo: 3, name: '이변호' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ModalHost />
    </QueryClientProvider>,
  );
}

describe('the queue view in the address (spec 02 §3 approval list payload)', () => {
  it('starts at WAIT with RATE001,RATE002 and reads back what it wrote', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toEqual({ tab: 'WAIT', rates: ['RATE001', 'RATE002'] });
    expect(tabFromParam('REJECT')).toBe('REJECT');
    expect(tabFromParam('DONE')).toBe('WAIT');
    const params = paramsForView({ tab: 'CONFIRM', rates: ['RATE003', 'RATE001'] });
    expect(viewFromParams(params).tab).toBe('CONFIRM');
    expect(ratesFromParam('RATE003,RATE001')).toEqual(['RATE001', 'RATE003']);
    expect(ratesFromParam('RATE009')).toEqual(DEFAULT_RATES);
    expect(rateParam(['RATE001', 'RATE002', 'RATE003', 'RATE004', 'RATE005'])).toBe('ALL');
    expect(ratesFromParam('ALL')).toHaveLength(5);
  });

  it('toggles grades in RATE order and never leaves none chosen', () => {
    expect(toggleRate(['RATE002'], 'RATE001')).toEqual(['RATE001', 'RATE002']);
    expect(toggleRate(['RATE001', 'RATE002'], 'RATE001')).toEqual(['RATE002']);
    expect(toggleRate(['RATE002'], 'RATE002')).toEqual(['RATE002']);
  });
});

describe('the decision form rules', () => {
  it('requires a comment to reject, not to approve, and a grade with its reason', () => {
    expect(decisionErrors('CONFIRM', '', false, '', '')).toEqual({});
    expect(decisionErrors('REJECT', '', false, '', '')).toEqual({ comment: TOO_SHORT });
    expect(decisionErrors('CONFIRM', '확인함.', false, '', '')).toEqual({ comment: TOO_SHORT });
    expect(decisionErrors('CONFIRM', '', true, '', '')).toEqual({
      grade: '변경할 안전등급을 선택해주세요.',
      reason: '등급 변경 사유를 5자 이상 입력해주세요.',
    });
    expect(decisionErrors('REJECT', '소유자 불일치', true, 'RATE005', '소유자가 다릅니다')).toEqual({});
  });
});

describe('/approval', () => {
  it("asks for the spec's payload, shows the cards with both grades, and keeps the tab in the address", async () => {
    const { requests } = mockFetch((request) =>
      pathOf(request) === '/api/lawyer/sale/list'
        ? ok({
            list: searchOf(request).get('isConfirm') === 'WAIT' ? [queueItem()] : [],
            pageInfo: {
              page: 1,
              totalPage: searchOf(request).get('isConfirm') === 'WAIT' ? 1 : 0,
              totalRow: 0,
            },
          })
        : ok([]),
    );
    const { router } = renderApp('/approval', { userType: 'LAWYER' });
    const card = await screen.findByRole('article', { name: '문학경기장역 도보 15분 풀옵션 원룸' });
    expect(card.textContent).toContain('중개인 등급');
    expect(card.textContent).toContain('1등급 · 매우 안전');
    expect(card.textContent).toContain('3등급 · 보통');
    expect(card.textContent).toContain('등급 차이');
    expect(card.textContent).toContain('요청일 26.11.24');
    const first = requests.find((r) => pathOf(r) === '/api/lawyer/sale/list');
    const query = first ? searchOf(first) : new URLSearchParams();
    expect(query.get('isConfirm')).toBe('WAIT');
    expect(query.get('limit')).toBe('10');
    expect(query.get('page')).toBe('1');
    expect(query.get('status')).toBe('ACTIVE');
    expect(query.get('rate')).toBe('RATE001,RATE002');

    fireEvent.click(screen.getByRole('tab', { name: '반려' }));
    await screen.findByText('내역이 없습니다.');
    expect(router.state.location.search).toContain('tab=REJECT');
    expect(screen.getByRole('tab', { name: /^반려/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a broker to /main', async () => {
    mockFetch();
    const { router } = renderApp('/approval', { userType: 'BROKER' });
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
  });
});

describe('the lawyer comment modal (spec 02 §2, §5)', () => {
  it("refuses 4 characters with the spec's message, sends 5–500, then shows the history", async () => {
    let comments: LawyerReview['comments'] = [];
    const { requests } = mockFetch((request) => {
      if (pathOf(request) === `/api/lawyer/sale/review/${SALE_NO}`) return ok(review({ comments }));
      if (pathOf(request) === '/api/lawyer/comment') {
        const saved = {
          commentNo: 1,
          saleNo: SALE_NO,
          requestNo: 340,
          lawyerNo: 3,
          lawyerName: '이변호',
          lawyerComment: '소유자가 일치합니다.',
          decision: null,
          changeSafetyGrade: null,
          changeReason: null,
          regDate: '2026-11-24T04:40:00.000Z',
        };
        comments = [saved];
        return ok(saved);
      }
      return ok([]);
    });
    renderHost();
    act(() => openLawyerCommentDialog(SALE_NO, 'history'));
    const dialog = await screen.findByRole('dialog', { name: '변호사 코멘트' });
    await within(dialog).findByText('내역이 없습니다.');

    fireEvent.click(within(dialog).getByRole('tab', { name: '작성' }));
    const field = within(dialog).getByRole('textbox', { name: '코멘트 내용' });
    fireEvent.change(field, { target: { value: '확인함.' } });
    expect(within(dialog).getByText('4/500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText(TOO_SHORT)).toBeTruthy();
    expect(requests.some((r) => pathOf(r) === '/api/lawyer/comment')).toBe(false);

    fireEvent.change(field, { target: { value: '소유자가 일치합니다.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await within(dialog).findByText('코멘트가 등록 되었습니다.');
    const post = requests.find((r) => pathOf(r) === '/api/lawyer/comment');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ saleNo: SALE_NO, lawyerComment: '소유자가 일치합니다.' });
    const entry = await within(dialog).findByRole('listitem');
    expect(entry.textContent).toContain('이변호 변호사');
    expect(entry.textContent).toContain('26.11.24');
  });
});

describe('the decision dialog', () => {
  it("shows the server's Korean message when another lawyer decided first (409)", async () => {
    mockFetch((request) => {
      if (pathOf(request) === `/api/lawyer/sale/review/${SALE_NO}`) return ok(review());
      if (pathOf(request) === '/api/lawyer/sale/status') {
        return envelopeResponse(
          { code: -409, message: '이미 처리된 인증 요청입니다.', entity: null },
          { status: 409 },
        );
      }
      return ok([]);
    });
    renderHost();
    act(() =>
      openLawyerDecisionDialog({ saleNo: SALE_NO, requestNo: 340, decision: 'CONFIRM', onDecided: () => {} }),
    );
    const dialog = await screen.findByRole('dialog', { name: '변호사 인증' });
    fireEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('이 매물을 변호사 인증하시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    const refused = await screen.findByRole('alertdialog', { name: '이미 처리된 인증 요청입니다.' });
    expect(refused).toBeTruthy();
  });
});

describe('the review panel on the detail', () => {
  function renderPanel() {
    signInAs('LAWYER', { userNo: 3, name: '이변호' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <LawyerReviewPanel saleNo={SALE_NO} />
      </QueryClientProvider>,
    );
  }

  it('shows the request, both grades, the figures, the register and 인증/반려 while the request is open', async () => {
    mockFetch(() =>
      ok(
        review({
          documents: [{ kind: 'REGISTER_COPY', label: '등기부등본', fileId: 'f1', mime: 'application/pdf' }],
        }),
      ),
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: '변호사 검토' });
    await within(panel).findByText('검토 대기');
    expect(panel.textContent).toContain('안심공인중개사사무소 · 박중개');
    expect(panel.textContent).toContain('중개인 등급');
    expect(panel.textContent).toContain('공시가격');
    expect(panel.textContent).toContain('57.6%');
    expect(within(panel).getByRole('button', { name: '등기부등본 보기' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '코멘트 작성' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '인증' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '반려' })).toBeTruthy();
  });

  it('offers no decision on a decided request, and no writing where none was ever asked', async () => {
    mockFetch(() => ok(review({ request: null, isConfirm: null, isLawyer: false })));
    renderPanel();
    const panel = await screen.findByRole('region', { name: '변호사 검토' });
    await within(panel).findByText('이 매물에는 인증 요청이 없습니다.');
    expect(within(panel).queryByRole('button', { name: '인증' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: '반려' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: '코멘트 작성' })).toBeNull();
    expect(within(panel).getByRole('button', { name: '코멘트 내역 0건' })).toBeTruthy();
  });
});
