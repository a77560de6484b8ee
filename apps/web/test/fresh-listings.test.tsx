import type { DashItem, SaleConfirmed, StaleSales } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFilterStore } from '../src/features/search/model/filter-store.ts';
import { mockFetch, ok } from './helpers/fetch.ts';
import { listing } from './helpers/listings.ts';
import { findPageTitle, renderApp, settle } from './helpers/render-app.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

/*
 * Fresh listings (issue 18 §3) on the web: the dashboard's '확인 필요 n' with its one-tap confirmations
 * (and on a stale listing's own card), the detail's '{n}일 전 확인' and '가격 변동 이력'.
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const dashItem = (saleNo: number, overrides: Partial<DashItem> = {}): DashItem => ({
  saleNo,
  status: 'ACTIVE',
  title: `역삼 투룸 ${saleNo}`,
  mainImage: null,
  saleAddr: `서울특별시 강남구 역삼동 ${saleNo} 그린빌라`,
  dong: null,
  unit: null,
  saleType: 'RENT',
  buildingType: 'VILLA',
  sellingPrice: null,
  rentPrice: 25000,
  deposit: null,
  monthlyPrice: null,
  safetyGrade: 'RATE002',
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  viewCount: 0,
  likeCount: 0,
  inquiryCount: 0,
  regDate: ago(30),
  daysListed: 30,
  memo: null,
  deletedAt: null,
  restorableUntil: null,
  statusBeforeDelete: null,
  confirmedAt: ago(1),
  pausedForStaleness: false,
  ...overrides,
});

function serveDashboard() {
  const stale: StaleSales = {
    staleCount: 2,
    list: [
      {
        saleNo: 11,
        status: 'STOP',
        title: '역삼 투룸 11',
        saleAddr: '역삼동',
        confirmedAt: ago(22),
        pausedForStaleness: true,
      },
      {
        saleNo: 12,
        status: 'ACTIVE',
        title: '역삼 투룸 12',
        saleAddr: '역삼동',
        confirmedAt: ago(15),
        pausedForStaleness: false,
      },
    ],
  };
  const items = [dashItem(12, { confirmedAt: ago(15) }), dashItem(13)];
  const mock = mockFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    switch (url.pathname) {
      case '/api/sale/status/count':
        return ok({ activeCount: 2, stopCount: 1, doneCount: 0, storageCount: 0, deleteCount: 0 });
      case '/api/sale/dash/list':
        return ok({ list: items, pageInfo: { page: 1, totalPage: 1, totalRow: items.length } });
      case '/api/sale/manage/stale':
        return ok(stale);
      case '/api/sale/manage/confirm': {
        const { saleNo } = request.body as { saleNo: number };
        const was = stale.list.find((s) => s.saleNo === saleNo);
        stale.list = stale.list.filter((s) => s.saleNo !== saleNo);
        stale.staleCount = stale.list.length;
        const answer: SaleConfirmed = {
          saleNo,
          status: 'ACTIVE',
          confirmedAt: new Date().toISOString(),
          reactivated: was?.status === 'STOP',
        };
        return ok(answer);
      }
      default:
        return ok([]);
    }
  });
  return mock.requests;
}

describe('the dashboard badge (확인 필요)', () => {
  it('lists stale listings; one tap confirms, or puts an expiry-paused one back', async () => {
    const requests = serveDashboard();
    renderApp('/salesManagement', { userType: 'BROKER' });
    await findPageTitle('매물관리');
    const badge = await screen.findByText('확인 필요 2');
    const panel = badge.closest('section') as HTMLElement;
    const list = within(panel).getByRole('list', { name: '확인이 필요한 매물' });
    expect(within(list).getByText('22일 전 확인')).toBeTruthy();
    expect(within(list).getByText('확인되지 않아 중지됨')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: '역삼 투룸 11 다시 확인하고 게시' }));
    await screen.findByText('다시 확인하고 게시했어요. 검색에 다시 나옵니다.');
    await screen.findByText('확인 필요 1');
    const confirms = requests.filter((r) => r.url.endsWith('/api/sale/manage/confirm'));
    expect(confirms.map((r) => r.body)).toEqual([{ saleNo: 11 }]);

    // The stale listing's own card offers the same tap; a fresh card offers nothing.
    const staleCard = screen.getByRole('article', { name: '역삼 투룸 12' });
    expect(within(staleCard).getByText('15일 전 확인')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: '역삼 투룸 13' })).queryByRole('button', {
        name: /거래 가능 확인/,
      }),
    ).toBeNull();
    fireEvent.click(within(staleCard).getByRole('button', { name: '역삼 투룸 12 거래 가능 확인' }));
    await screen.findByText('거래 가능한 매물로 확인했어요. 오늘 확인으로 표시됩니다.');
    await waitFor(() => expect(screen.queryByText(/^확인 필요 \d+$/)).toBeNull());
    await settle();
  });
});

describe('the detail', () => {
  it('shows when the broker confirmed it and its price history, newest first', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (/^\/api\/sale\/\d+$/.test(pathname))
        return ok(
          saleDetail({
            confirmedAt: ago(3),
            priceHistory: [
              {
                saleType: 'RENT',
                sellingPrice: null,
                rentPrice: 37_000,
                deposit: null,
                monthlyPrice: null,
                changedAt: '2026-10-01T00:00:00.000Z',
              },
              {
                saleType: 'RENT',
                sellingPrice: null,
                rentPrice: 35_000,
                deposit: null,
                monthlyPrice: null,
                changedAt: '2026-11-01T00:00:00.000Z',
              },
            ],
          }),
        );
      return ok([]);
    });
    renderApp('/salesManagement/salesDetail/101');
    const history = await screen.findByRole('region', { name: '가격 변동 이력' }, { timeout: 5_000 });
    expect(screen.getByText('3일 전 확인')).toBeTruthy();
    const steps = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toContain('전세 3억 5,000만원');
    expect(steps[0]).toContain('▼ 2,000만원 인하');
    expect(steps[1]).toContain('전세 3억 7,000만원');
    expect(steps[1]).toContain('등록');
    expect(within(history).queryByText('가격 변동 없음')).toBeNull();
    // The report outcomes stay beside it, labelled.
    expect(screen.getByRole('region', { name: '신고 이력' })).toBeTruthy();
    await settle();
  });

  it('says 가격 변동 없음 for a single price', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (/^\/api\/sale\/\d+$/.test(pathname))
        return ok(saleDetail({ confirmedAt: new Date().toISOString() }));
      return ok([]);
    });
    renderApp('/salesManagement/salesDetail/101');
    const history = await screen.findByRole('region', { name: '가격 변동 이력' }, { timeout: 5_000 });
    expect(within(history).getByText('가격 변동 없음')).toBeTruthy();
    expect(screen.getByText('오늘 확인')).toBeTruthy();
    await settle();
  });
});

describe('search by freshness', () => {
  beforeEach(() => useFilterStore.getState().reset());

  function serveSearch() {
    const { requests } = mockFetch((request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (pathname === '/api/search/sale/list')
        return ok({
          list: [listing(1, { confirmedAt: new Date().toISOString() }), listing(2, { confirmedAt: ago(5) })],
          pageInfo: { page: 1, totalPage: 1, totalRow: 2 },
          area: { kind: 'sigungu', label: '강남구' },
        });
      if (pathname === '/api/search/sale/list/count') return ok({ totalRow: 2 });
      return ok([]);
    });
    return () =>
      requests
        .filter((r) => r.url.startsWith('/api/search/sale/list?'))
        .map((r) => new URL(r.url, 'http://localhost').searchParams);
  }

  it('cards say how fresh they are; 최신순 → 최근 확인순 asks the server for it', async () => {
    const listRequests = serveSearch();
    const { router } = renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 2개');
    await settle();
    expect(within(screen.getByRole('article', { name: /1$/ })).getByText('오늘 확인')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /2$/ })).getByText('5일 전 확인')).toBeTruthy();
    expect(listRequests()[0]?.has('confirmedWithin')).toBe(false);
    fireEvent.change(screen.getByLabelText('정렬'), { target: { value: 'CONFIRMED' } });
    await waitFor(() => expect(listRequests().at(-1)?.get('sort')).toBe('CONFIRMED'));
    expect(router.state.location.search).toContain('sort=CONFIRMED');
  });

  it('the full filter sends 최근 확인 3일, marks the filter button, and 초기화 clears it', async () => {
    const listRequests = serveSearch();
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 2개');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '전체 필터' }));
    let dialog = screen.getByRole('dialog', { name: '전체 필터' });
    fireEvent.click(within(dialog).getByRole('button', { name: '3일 이내 확인' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^(적용|매물 .+개 보기)$/ }));
    await waitFor(() => expect(listRequests().at(-1)?.get('confirmedWithin')).toBe('3'));
    expect(useFilterStore.getState().applied?.confirmedWithin).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: '전체 필터' }));
    dialog = screen.getByRole('dialog', { name: '전체 필터' });
    expect(within(dialog).getByRole('button', { name: '3일 이내 확인' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '초기화' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^(적용|매물 .+개 보기)$/ }));
    await waitFor(() => expect(useFilterStore.getState().applied?.confirmedWithin).toBe(0));
    await settle();
  });
});
