import type { AdListItem, AdUser } from '@ansim/domain/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import {
  openBaroMarkDialog,
  openLawyerRequestDialog,
  openProxyRequestDialog,
} from '../src/features/sales-management/components/quota-actions.tsx';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle, signInAs } from './helpers/render-app.tsx';

const NONE_LEFT = '현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.';
const USER_NO = 7;

const conflict = (message: string) =>
  envelopeResponse({ code: -409, message, entity: null }, { status: 409 });
const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
const searchOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** The modal host alone, with a broker signed in: what the dashboard's menu opens the dialogs in. */
function renderHost() {
  signInAs('BROKER', { userNo: USER_NO });
  return render(<ModalHost />);
}

describe('proxy request dialog (spec 02 §4)', () => {
  it('with requests left: shows the remaining count with 취소 and 사용, and 사용 spends one on the listing', async () => {
    const { requests } = mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/sale/check/vicariously/${USER_NO}`) {
        return ok({ vicariously: 5, vicariouslyUse: 3, remaining: 2, csPhone: '1588-0000' });
      }
      if (path === `/api/sale/vicariously/used/${USER_NO}`) return ok({ requestNo: 41, remaining: 1 });
      return ok([]);
    });
    const onDone = vi.fn();
    renderHost();
    await act(() => openProxyRequestDialog({ saleNo: 100001, onDone }));

    const dialog = await screen.findByRole('dialog', { name: '대리 발급 요청' });
    expect(within(dialog).getByText('2회 / 총 5회')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeTruthy();
    expect(within(dialog).queryByText(NONE_LEFT)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '확인' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: '사용' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('남은 요청 횟수 1회');
    expect(screen.queryByRole('dialog', { name: '대리 발급 요청' })).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
    const use = requests.find((r) => pathOf(r) === `/api/sale/vicariously/used/${USER_NO}`);
    expect(use?.method).toBe('PATCH');
    expect(use?.body).toEqual({ saleNo: 100001 });
  });

  it('취소 closes it without spending anything', async () => {
    const { requests } = mockFetch(() =>
      ok({ vicariously: 1, vicariouslyUse: 0, remaining: 1, csPhone: '1588-0000' }),
    );
    renderHost();
    await act(() => openProxyRequestDialog({ saleNo: 100001 }));
    fireEvent.click(await screen.findByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.map(pathOf)).toEqual([`/api/sale/check/vicariously/${USER_NO}`]);
  });

  it.each([0, -1])(
    'at %i left: only 확인, the exact message and the customer-service phone',
    async (remaining) => {
      const { requests } = mockFetch(() =>
        ok({ vicariously: 3, vicariouslyUse: 3 - remaining, remaining, csPhone: '15880000' }),
      );
      const onDone = vi.fn();
      renderHost();
      await act(() => openProxyRequestDialog({ saleNo: 100001, onDone }));

      const dialog = await screen.findByRole('alertdialog', { name: NONE_LEFT });
      expect(within(dialog).getByText(NONE_LEFT)).toBeTruthy();
      const phone = within(dialog).getByRole('link', { name: /1588-0000/ });
      expect(phone.getAttribute('href')).toBe('tel:15880000');
      expect(within(dialog).getByRole('button', { name: '확인' })).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: '사용' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: '취소' })).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onDone).not.toHaveBeenCalled();
      expect(requests.some((r) => pathOf(r).startsWith('/api/sale/vicariously/used'))).toBe(false);
    },
  );

  it('at zero, 대리 발급 신청 sends the application; a pending one is refused with the server message', async () => {
    let applications = 0;
    mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/sale/apply/vicariously/${USER_NO}`) {
        applications += 1;
        return applications === 1
          ? ok({ applicationNo: 3, state: 'PENDING' })
          : conflict('대리 발급 신청이 이미 접수되어 검토 중입니다.');
      }
      return ok({ vicariously: 0, vicariouslyUse: 0, remaining: 0, csPhone: '1588-0000' });
    });
    renderHost();
    await act(() => openProxyRequestDialog({ saleNo: 100001 }));
    fireEvent.click(await screen.findByRole('button', { name: '대리 발급 신청' }));
    expect((await screen.findByRole('alertdialog', { name: /신청이 접수되었습니다/ })).textContent).toContain(
      '운영자 승인 후',
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));

    await act(() => openProxyRequestDialog({ saleNo: 100001 }));
    fireEvent.click(await screen.findByRole('button', { name: '대리 발급 신청' }));
    expect(
      await screen.findByRole('alertdialog', { name: '대리 발급 신청이 이미 접수되어 검토 중입니다.' }),
    ).toBeTruthy();
    expect(applications).toBe(2);
  });
});

describe('안전방 mark and lawyer certification dialogs', () => {
  it('the baro dialog shows available and used, explains the badge and uses one on the listing', async () => {
    const { requests } = mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/sale/baro/mark/${USER_NO}`) return ok({ useBaroQty: 1, availBaroQty: 2 });
      if (path === `/api/sale/update/baro/${USER_NO}`)
        return ok({ saleNo: 100002, isBaro: true, availBaroQty: 1 });
      return ok([]);
    });
    const onDone = vi.fn();
    renderHost();
    await act(() => openBaroMarkDialog({ saleNo: 100002, onDone }));
    const dialog = await screen.findByRole('dialog', { name: '안전방 마크' });
    expect(within(dialog).getByText('사용 가능').nextElementSibling?.textContent).toBe('2개');
    expect(within(dialog).getByText('사용한 마크').nextElementSibling?.textContent).toBe('1개');
    expect(dialog.textContent).toContain('안전방인증');

    fireEvent.click(within(dialog).getByRole('button', { name: '사용' }));
    expect(await screen.findByRole('alertdialog', { name: /안전방 마크를 적용했습니다/ })).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    const use = requests.find((r) => pathOf(r) === `/api/sale/update/baro/${USER_NO}`);
    expect(use?.method).toBe('PATCH');
    expect(use?.body).toEqual({ saleNo: 100002 });
    // The lawyer's route is not touched by a baro mark.
    expect(requests.some((r) => pathOf(r).includes('lawyer'))).toBe(false);
  });

  it('a 409 on the baro mark shows the server message and reports nothing done', async () => {
    mockFetch((request) =>
      pathOf(request) === `/api/sale/update/baro/${USER_NO}`
        ? conflict('이미 안전방 마크가 적용된 매물입니다.')
        : ok({ useBaroQty: 0, availBaroQty: 1 }),
    );
    const onDone = vi.fn();
    renderHost();
    await act(() => openBaroMarkDialog({ saleNo: 100002, onDone }));
    fireEvent.click(await screen.findByRole('button', { name: '사용' }));
    const alert = await screen.findByRole('alertdialog', { name: '이미 안전방 마크가 적용된 매물입니다.' });
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('with no baro marks left only 확인 is offered and nothing is spent', async () => {
    const { requests } = mockFetch(() => ok({ useBaroQty: 3, availBaroQty: 0 }));
    renderHost();
    await act(() => openBaroMarkDialog({ saleNo: 100002 }));
    const dialog = await screen.findByRole('dialog', { name: '안전방 마크' });
    expect(dialog.textContent).toContain('사용 가능한 안전방 마크가 없습니다.');
    expect(within(dialog).queryByRole('button', { name: '사용' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(requests.map(pathOf)).toEqual([`/api/sale/baro/mark/${USER_NO}`]);
  });

  it('the lawyer dialog requests a certification (인증 대기) on its own route', async () => {
    const { requests } = mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/sale/lawyer/mark/${USER_NO}`) return ok({ useLawyerQty: 0, availLawyerQty: 3 });
      if (path === `/api/sale/update/lawyer/${USER_NO}`) {
        return ok({ saleNo: 100003, isConfirm: 'WAIT', requestNo: 9, availLawyerQty: 2 });
      }
      return ok([]);
    });
    const onDone = vi.fn();
    renderHost();
    await act(() => openLawyerRequestDialog({ saleNo: 100003, onDone }));
    const dialog = await screen.findByRole('dialog', { name: '변호사 인증 요청' });
    expect(within(dialog).getByText('요청 가능').nextElementSibling?.textContent).toBe('3개');
    fireEvent.click(within(dialog).getByRole('button', { name: '사용' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('인증 대기');
    expect(onDone).toHaveBeenCalledTimes(1);
    const use = requests.find((r) => pathOf(r) === `/api/sale/update/lawyer/${USER_NO}`);
    expect(use?.body).toEqual({ saleNo: 100003 });
    expect(requests.some((r) => pathOf(r).includes('baro'))).toBe(false);
  });

  it('a 409 on the lawyer request shows the server message', async () => {
    mockFetch((request) =>
      pathOf(request) === `/api/sale/update/lawyer/${USER_NO}`
        ? conflict('이미 변호사 인증을 요청한 매물입니다. 검토 결과를 기다려주세요.')
        : ok({ useLawyerQty: 1, availLawyerQty: 1 }),
    );
    const onDone = vi.fn();
    renderHost();
    await act(() => openLawyerRequestDialog({ saleNo: 100003, onDone }));
    fireEvent.click(await screen.findByRole('button', { name: '사용' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: '이미 변호사 인증을 요청한 매물입니다. 검토 결과를 기다려주세요.',
      }),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

const BALANCES: AdUser = {
  adUnits: 12,
  baro: { used: 1, available: 4 },
  lawyer: { used: 2, available: 0 },
  vicariously: 3,
  vicariouslyUse: 3,
  remaining: 0,
};

const entry = (entryNo: number, overrides: Partial<AdListItem>): AdListItem => ({
  entryNo,
  kind: 'AD',
  delta: -1,
  reason: 'SALE_REGISTER',
  reasonLabel: '매물 광고 등록',
  saleNo: 100001,
  createdAt: '2026-11-20T01:30:00.000Z',
  balanceAfter: 12,
  ...overrides,
});

describe('/salesManagement/adDetail (광고내역 보기)', () => {
  it('shows the balances, the reward notice and the history with Korean labels, and filters by kind', async () => {
    const { requests } = mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/ad/user/${USER_NO}`) return ok(BALANCES);
      if (path === '/api/ad/list') {
        const kind = searchOf(request).get('kind');
        const list =
          kind === 'BARO'
            ? [
                entry(3, {
                  kind: 'BARO',
                  reason: 'BARO_MARK',
                  reasonLabel: '안전방 마크 적용',
                  balanceAfter: 4,
                }),
              ]
            : [
                entry(2, {}),
                entry(1, {
                  delta: 2,
                  reason: 'COMMENT_REWARD',
                  reasonLabel: '코멘트 작성 보상',
                  saleNo: null,
                  balanceAfter: 13,
                }),
              ];
        return ok({ list, pageInfo: { page: 1, totalPage: 1, totalRow: list.length } });
      }
      return ok([]);
    });
    renderApp('/salesManagement/adDetail', { userType: 'BROKER' });
    await findPageTitle('광고내역 보기');

    const balances = await screen.findByRole('region', { name: '보유 현황' });
    await within(balances).findByText('12회');
    expect(within(balances).getByText('광고 가능 횟수').nextElementSibling?.textContent).toBe('12회');
    expect(within(balances).getByText('안전방 마크').nextElementSibling?.textContent).toBe('4개');
    expect(within(balances).getByText('대리 발급').nextElementSibling?.textContent).toBe('0회');
    expect(screen.getByText(/코멘트를 2개 작성하면 광고 등록 횟수 1회가 추가됩니다/)).toBeTruthy();

    const history = screen.getByRole('region', { name: '내역' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('매물 광고 등록');
    expect(rows[0]!.textContent).toContain('26.11.20 10:30');
    expect(within(rows[0]!).getByRole('link', { name: '매물번호 100001' }).getAttribute('href')).toBe(
      '/salesManagement/salesDetail/100001',
    );
    expect(rows[0]!.textContent).toContain('1 사용');
    expect(rows[1]!.textContent).toContain('코멘트 작성 보상');
    expect(rows[1]!.textContent).toContain('2 추가');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    // The raw reason code never reaches the screen.
    expect(history.textContent).not.toContain('SALE_REGISTER');

    fireEvent.click(within(history).getByRole('button', { name: '안전방 마크' }));
    await within(history).findByText('안전방 마크 적용');
    expect(within(history).queryByText('매물 광고 등록')).toBeNull();
    expect(within(history).getByRole('button', { name: '안전방 마크' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const lastList = requests.filter((r) => pathOf(r) === '/api/ad/list').at(-1)!;
    expect(searchOf(lastList).get('kind')).toBe('BARO');
  });

  it('loads the next page on 더 보기 and says 내역이 없습니다 for an empty history', async () => {
    mockFetch((request) => {
      const path = pathOf(request);
      if (path === `/api/ad/user/${USER_NO}`) return ok(BALANCES);
      if (path === '/api/ad/list') {
        const query = searchOf(request);
        if (query.get('kind') === 'PROXY')
          return ok({ list: [], pageInfo: { page: 1, totalPage: 0, totalRow: 0 } });
        const page = Number(query.get('page'));
        return ok({
          list: [entry(10 - page, { reasonLabel: `기록 ${page}` })],
          pageInfo: { page, totalPage: 2, totalRow: 2 },
        });
      }
      return ok([]);
    });
    renderApp('/salesManagement/adDetail', { userType: 'BROKER' });
    const history = await screen.findByRole('region', { name: '내역' });
    await within(history).findByText('기록 1');
    fireEvent.click(within(history).getByRole('button', { name: '더 보기' }));
    await within(history).findByText('기록 2');
    await waitFor(() => expect(within(history).queryByRole('button', { name: '더 보기' })).toBeNull());

    fireEvent.click(within(history).getByRole('button', { name: '대리 발급' }));
    expect(await within(history).findByText('내역이 없습니다.')).toBeTruthy();
  });
});

/** A status tile's name: its status, its count and where it leads (spacing as the browser joins its parts). */
const tileName = (label: string, count: string) =>
  new RegExp(`^${label}\\s*${count}\\s*, 매물관리에서 보기$`);

describe('/myPage/sales (매물 현황)', () => {
  it('shows the counts by status, each linking to its dashboard tab, and the balances', async () => {
    mockFetch((request) => {
      const path = pathOf(request);
      if (path === '/api/sale/status/count') {
        return ok({ activeCount: 7, deleteCount: 1, doneCount: 3, stopCount: 2, storageCount: 4 });
      }
      if (path === `/api/ad/user/${USER_NO}`) return ok(BALANCES);
      return ok([]);
    });
    const { router } = renderApp('/myPage/sales', { userType: 'BROKER' });
    await findPageTitle('매물 현황');
    await settle();

    const expected: [string, string, string][] = [
      ['게시중', '7건', 'ACTIVE'],
      ['게시중지', '2건', 'STOP'],
      ['거래완료', '3건', 'DONE'],
      ['임시저장', '4건', 'STORAGE'],
      ['삭제', '1건', 'DELETE'],
    ];
    for (const [label, count, status] of expected) {
      const link = await screen.findByRole('link', { name: tileName(label, count) });
      expect(link.getAttribute('href')).toBe(`/salesManagement?status=${status}`);
    }
    expect(screen.getByText('전체 17건')).toBeTruthy();
    const balances = screen.getByRole('region', { name: '보유 현황' });
    expect((await within(balances).findByText('광고 가능 횟수')).nextElementSibling?.textContent).toBe(
      '12회',
    );
    expect(within(balances).getByRole('link', { name: '광고내역 보기' }).getAttribute('href')).toBe(
      '/salesManagement/adDetail',
    );

    fireEvent.click(screen.getByRole('link', { name: tileName('게시중지', '2건') }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement'));
    expect(router.state.location.search).toBe('?status=STOP');
  });

  it('does not ask for a general member’s counts', async () => {
    const { requests } = mockFetch();
    renderApp('/myPage/sales', { userType: 'GENERAL' });
    expect(await screen.findByText('중개인 회원 전용 메뉴입니다')).toBeTruthy();
    expect(requests.some((r) => pathOf(r) === '/api/sale/status/count')).toBe(false);
    expect(screen.queryByRole('link', { name: /매물관리에서 보기/ })).toBeNull();
  });
});
