import type { LawyerCalculateLine, LawyerCalculateTotal, LawyerSetting } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maskAccountNo } from '../src/features/approval/settlement/model/account.ts';
import {
  currentMonth,
  isDay,
  monthBounds,
  periodFromSearch,
  periodLabel,
  shiftMonth,
  todayIso,
  validateRange,
} from '../src/features/approval/settlement/model/period.ts';
import { mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';
import { setViewportWidth } from './helpers/viewport.ts';

const USER_NO = 7;
/** 2026-11-30 23:30 UTC is already 12월 1일 in Korea. */
const LATE_NOVEMBER_UTC = new Date('2026-11-30T23:30:00Z');
const MID_NOVEMBER = new Date('2026-11-15T03:00:00Z');

describe('settlement period rules', () => {
  it('reads the month and the day on the Korean calendar', () => {
    expect(currentMonth(LATE_NOVEMBER_UTC)).toBe('2026-12');
    expect(todayIso(LATE_NOVEMBER_UTC)).toBe('2026-12-01');
  });

  it('steps months across a year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
  });

  it('knows real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('20261101')).toBe(false);
  });

  it('refuses an empty, future or reversed range with Korean messages', () => {
    expect(validateRange('', '', MID_NOVEMBER)).toEqual({
      from: '시작일을 선택해주세요.',
      to: '종료일을 선택해주세요.',
    });
    expect(validateRange('2026-11-01', '2026-11-16', MID_NOVEMBER)).toEqual({
      to: '오늘 이후 날짜는 선택할 수 없습니다.',
    });
    expect(validateRange('2026-11-10', '2026-11-02', MID_NOVEMBER)).toEqual({
      to: '종료일은 시작일 이후여야 합니다.',
    });
    expect(validateRange('2026-02-30', '2026-11-02', MID_NOVEMBER)).toEqual({
      from: '올바른 날짜를 입력해주세요.',
    });
    // Today itself, and a one-day range, are allowed.
    expect(validateRange('2026-11-15', '2026-11-15', MID_NOVEMBER)).toBeNull();
  });

  it('takes the period from the address, and falls back to this month on anything wrong', () => {
    const from = (query: string) => periodFromSearch(new URLSearchParams(query), MID_NOVEMBER);
    expect(from('')).toEqual({ kind: 'month', month: '2026-11' });
    expect(from('month=2026-09')).toEqual({ kind: 'month', month: '2026-09' });
    expect(from('month=2027-01')).toEqual({ kind: 'month', month: '2026-11' });
    expect(from('month=2026-9')).toEqual({ kind: 'month', month: '2026-11' });
    expect(from('from=2026-10-01&to=2026-10-31')).toEqual({
      kind: 'range',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(from('from=2026-10-31&to=2026-10-01')).toEqual({ kind: 'month', month: '2026-11' });
  });

  it('labels a period and prefills a range that stops at today', () => {
    expect(periodLabel({ kind: 'month', month: '2026-03' })).toBe('2026년 3월');
    expect(periodLabel({ kind: 'range', from: '2026-10-01', to: '2026-10-31' })).toBe(
      '2026.10.01 ~ 2026.10.31',
    );
    expect(monthBounds('2026-11', MID_NOVEMBER)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(monthBounds('2024-02', MID_NOVEMBER)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('hides all but the last four digits of an account, separators kept', () => {
    expect(maskAccountNo('110-123-456789')).toBe('***-***-**6789');
    expect(maskAccountNo('1234')).toBe('1234');
  });
});

// ---------------------------------------------------------------------------------------------------------
// The screen

const SETTING: LawyerSetting = {
  userNo: USER_NO,
  feePerApproval: 30_000,
  bankName: '국민은행',
  accountNo: '110-123-456789',
  accountHolder: '이변호',
  isDefault: false,
};

const line = (overrides: Partial<LawyerCalculateLine> = {}): LawyerCalculateLine => ({
  calculateNo: 1,
  requestNo: 11,
  saleNo: 100_123,
  saleTitle: '역세권 신축 투룸',
  decision: 'CONFIRM',
  amount: 30_000,
  state: 'CALCULATE001',
  stateLabel: '정산 예정',
  decidedAt: '2026-11-10T05:00:00.000Z',
  paidAt: null,
  ...overrides,
});

const TOTAL: LawyerCalculateTotal = {
  count: 2,
  amount: 1_260_000,
  paidAmount: 1_230_000,
  pendingAmount: 30_000,
  heldAmount: 0,
};
const NO_TOTAL: LawyerCalculateTotal = {
  count: 0,
  amount: 0,
  paidAmount: 0,
  pendingAmount: 0,
  heldAmount: 0,
};
const pageOf = (list: LawyerCalculateLine[]) => ({
  list,
  pageInfo: { page: 1, totalPage: list.length > 0 ? 1 : 0, totalRow: list.length },
});

const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
const searchOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** The server as the screen meets it: this month has two lines, every other period none. */
function serveSettlement() {
  const thisMonth = currentMonth();
  const lines = [
    line(),
    line({
      calculateNo: 2,
      saleNo: 100_456,
      saleTitle: '',
      decision: 'REJECT',
      amount: 1_230_000,
      state: 'CALCULATE002',
      stateLabel: '정산 완료',
    }),
  ];
  return mockFetch((request) => {
    const path = pathOf(request);
    const month = searchOf(request).get('month') ?? (request.body as { month?: string } | undefined)?.month;
    const has = month === thisMonth;
    if (path === '/api/lawyer/setting/detail') return ok(SETTING);
    if (path === '/api/lawyer/calculate/detail/total') return ok(has ? TOTAL : NO_TOTAL);
    if (path === '/api/lawyer/calculate/detail/list') return ok(pageOf(has ? lines : []));
    if (path === `/api/lawyer/search/calculate/${USER_NO}`) {
      return ok({ lines: pageOf(has ? lines : []), total: has ? TOTAL : NO_TOTAL });
    }
    return ok([]);
  });
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('/approval/settlement', () => {
  it('shows the fee, the masked account, this month’s totals and its lines on a phone', async () => {
    const { requests } = serveSettlement();
    renderApp('/approval/settlement', { userType: 'LAWYER' });
    await findPageTitle('정산 내역');

    const terms = await region('정산 정보');
    expect(await within(terms).findByText('30,000원')).toBeTruthy();
    expect(within(terms).getByText('***-***-**6789')).toBeTruthy();
    expect(within(terms).queryByText('110-123-456789')).toBeNull();
    fireEvent.click(within(terms).getByRole('button', { name: '계좌번호 보기' }));
    expect(within(terms).getByText('110-123-456789')).toBeTruthy();
    expect(within(terms).getByRole('button', { name: '계좌번호 가리기' })).toBeTruthy();

    const totals = await region(/합계$/);
    expect(await within(totals).findByText('1,260,000원')).toBeTruthy();
    expect(within(totals).getByText('2건')).toBeTruthy();
    expect(within(totals).getByText('1,230,000원')).toBeTruthy();
    expect(within(totals).getByText('30,000원')).toBeTruthy();
    // Nothing is held this month: no 정산 보류 figure.
    expect(within(totals).queryByText('정산 보류')).toBeNull();

    // A phone gets a list, not a table.
    const list = await screen.findByRole('list', { name: /정산 내역$/ });
    expect(screen.queryByRole('table')).toBeNull();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: '역세권 신축 투룸' });
    expect(link.getAttribute('href')).toBe('/salesManagement/salesDetail/100123');
    expect(within(rows[0]!).getByText('인증')).toBeTruthy();
    expect(within(rows[0]!).getByText('정산 예정')).toBeTruthy();
    // A line without a title is named by its listing number.
    expect(within(rows[1]!).getByRole('link', { name: '매물번호 100456' })).toBeTruthy();
    expect(within(rows[1]!).getByText('반려')).toBeTruthy();

    // The first view asks with GET for this month; the search call is for a period the lawyer chose.
    const list1 = requests.find((r) => pathOf(r) === '/api/lawyer/calculate/detail/list');
    expect(searchOf(list1!).get('month')).toBe(currentMonth());
    expect(requests.some((r) => pathOf(r).startsWith('/api/lawyer/search/calculate'))).toBe(false);
  });

  it('steps back a month through the search call and says there is nothing', async () => {
    const { requests } = serveSettlement();
    const { router } = renderApp('/approval/settlement', { userType: 'LAWYER' });
    await screen.findByRole('list', { name: /정산 내역$/ });
    // This month is the latest: 다음 달 is off.
    expect(screen.getByRole('button', { name: '다음 달' }).hasAttribute('disabled')).toBe(true);

    const before = requests.length;
    fireEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByText('내역이 없습니다.')).toBeTruthy();
    const previous = shiftMonth(currentMonth(), -1);
    expect(router.state.location.search).toBe(`?month=${previous}`);
    const after = requests.slice(before);
    const patch = after.find((r) => pathOf(r) === `/api/lawyer/search/calculate/${USER_NO}`);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toMatchObject({ month: previous, page: 1 });
    // The search's answer is shown as it came: no second ask for the same period.
    expect(after.some((r) => pathOf(r) === '/api/lawyer/calculate/detail/list')).toBe(false);
    const totals = await region(/합계$/);
    expect(within(totals).getByText('0건')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 달' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks a custom range before it searches', async () => {
    const { requests } = serveSettlement();
    renderApp('/approval/settlement', { userType: 'LAWYER' });
    await screen.findByRole('list', { name: /정산 내역$/ });
    fireEvent.click(screen.getByRole('button', { name: '기간 설정' }));

    const from = screen.getByLabelText('시작일') as HTMLInputElement;
    const to = screen.getByLabelText('종료일') as HTMLInputElement;
    expect(from.value).toBe(`${currentMonth()}-01`);
    expect(to.value).toBe(todayIso());

    fireEvent.change(from, { target: { value: '2025-03-10' } });
    fireEvent.change(to, { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('종료일은 시작일 이후여야 합니다.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(to, { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('오늘 이후 날짜는 선택할 수 없습니다.')).toBeTruthy();
    expect(requests.some((r) => pathOf(r).startsWith('/api/lawyer/search/calculate'))).toBe(false);

    fireEvent.change(to, { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(requests.some((r) => pathOf(r) === `/api/lawyer/search/calculate/${USER_NO}`)).toBe(true),
    );
    const patch = requests.find((r) => pathOf(r) === `/api/lawyer/search/calculate/${USER_NO}`);
    expect(patch?.body).toMatchObject({ from: '2025-03-10', to: '2025-03-31' });
    expect(await screen.findByRole('heading', { name: '2025.03.10 ~ 2025.03.31 합계' })).toBeTruthy();
    expect(await screen.findByText('내역이 없습니다.')).toBeTruthy();
  });

  it('shows a table with a caption on desktop', async () => {
    setViewportWidth(1280);
    serveSettlement();
    renderApp('/approval/settlement', { userType: 'LAWYER' });
    const table = await screen.findByRole('table', { name: /정산 내역$/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['처리일', '매물', '처리', '금액', '정산 상태']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('1,230,000원')).toBeTruthy();
    expect(within(rows[2]!).getByText('정산 완료')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /정산 내역$/ })).toBeNull();
  });

  it('says so when the lines cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch((request) => {
      const path = pathOf(request);
      if (path === '/api/lawyer/setting/detail') return ok(SETTING);
      if (path === '/api/lawyer/calculate/detail/total') return ok(NO_TOTAL);
      if (path === '/api/lawyer/calculate/detail/list') {
        if (fail) return new Response('nope', { status: 502 });
        return ok(pageOf([line()]));
      }
      return ok([]);
    });
    renderApp('/approval/settlement', { userType: 'LAWYER' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('정산 내역을 불러오지 못했습니다.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '역세권 신축 투룸' })).toBeTruthy();
  });

  it.each(['BROKER', 'GENERAL'] as const)(
    'sends a %s to /main without asking for anything',
    async (userType) => {
      const { requests } = serveSettlement();
      const { router } = renderApp('/approval/settlement', { userType });
      await waitFor(() => expect(currentPath(router)).toBe('/main'));
      expect(requests.some((r) => pathOf(r).startsWith('/api/lawyer'))).toBe(false);
    },
  );
});
