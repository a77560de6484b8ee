import { defaultFilter, PAGE_SIZES, saleListParams, TIMINGS, totalPages } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilterStore } from '../src/features/search/model/filter-store.ts';
import { useMapStore } from '../src/features/search/model/map-store.ts';
import { adoptFirstAnswers, buildUrl, FIRST_ANSWERS_ID } from '../src/shared/api/api-client.ts';
import { useLocalStorageStore } from '../src/stores/local-storage-store.ts';
import { mockFetch, ok } from './helpers/fetch.ts';
import { listPage, listing as stored } from './helpers/listings.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

/** A card without a photo and with a bare lot address: what the list's own tests read. */
const listing = (saleNo: number): SaleListItem =>
  stored(saleNo, { image: null, saleAddr: `서울특별시 강남구 역삼동 ${saleNo}` });

/** A stand-in for IntersectionObserver that the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  private element: Element | null = null;
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
  static show(visible: boolean) {
    for (const observer of FakeObserver.instances) {
      if (!observer.element) continue;
      const entry = { isIntersecting: visible, target: observer.element } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

/** The query of every list call so far. */
const listQueries = (requests: { url: string }[]) =>
  requests
    .filter((r) => r.url.startsWith('/api/search/sale/list?'))
    .map((r) => new URL(r.url, 'http://localhost').searchParams);

/** Pages of 30 listings out of `totalRow`. */
function servePages(totalRow: number) {
  const { requests } = mockFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== '/api/search/sale/list') return ok([]);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const from = (page - 1) * limit;
    const list = Array.from({ length: Math.max(0, Math.min(limit, totalRow - from)) }, (_, i) =>
      listing(from + i + 1),
    );
    return ok({
      list,
      pageInfo: { page, totalPage: totalPages(totalRow, limit), totalRow },
      area: { kind: 'sigungu', label: '강남구' },
    });
  });
  return () =>
    requests
      .filter((r) => r.url.startsWith('/api/search/sale/list?'))
      .map((r) => Number(new URL(r.url, 'http://localhost').searchParams.get('page')));
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  useFilterStore.getState().reset();
  useMapStore.getState().reset();
});

describe('search list (product.md §A2 "Search list screen")', () => {
  it('titles the screen "{area} 매물 {totalRow}개" and counts "{n}개의 매물"', async () => {
    servePages(1234);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    expect(await findPageTitle('강남구 매물 1,234개')).toBeTruthy();
    expect(screen.getByText('1,234개의 매물')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(30);
  });

  it('goes back to /main from its back button', async () => {
    servePages(2);
    const { router } = renderApp('/search/list?saleAddr=%EA%B0%95%EB%82%A8%EA%B5%AC', {
      entries: ['/search', '/search/list?saleAddr=%EA%B0%95%EB%82%A8%EA%B5%AC'],
    });
    await findPageTitle('강남구 매물 2개');
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
  });

  it('says both lines of the empty state when nothing is found', async () => {
    servePages(0);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('부산')}`);
    await findPageTitle('부산 매물 0개');
    expect(screen.getByText('검색 내역이 없습니다. 다시 검색해 주세요.')).toBeTruthy();
    expect(screen.getByText('(현재는 서울/경기/인천 지역만 진행)')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('loads the next page near the end of the list, and none past the last page', async () => {
    const pages = servePages(45);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 45개');
    expect(pages()).toEqual([1]);
    FakeObserver.show(true);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(pages()).toEqual([1, 2]);
    expect(screen.getByText('마지막 매물입니다.')).toBeTruthy();
    // Past the throttle, a load would have started: the clock is moved there rather than waited for.
    vi.useFakeTimers({ shouldClearNativeTimers: true });
    FakeObserver.show(false);
    FakeObserver.show(true);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollThrottle * 2));
    expect(pages()).toEqual([1, 2]);
  });

  it('loads a page the throttle held back once its time has come', async () => {
    const pages = servePages(75);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 75개');
    FakeObserver.show(true);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    // The sentinel comes back in sight: page 3 follows once the throttle allows. (The clock is taken over
    // first; the load that page 2's arrival had already timed is cleared with the sentinel's sighting.)
    vi.useFakeTimers({ shouldClearNativeTimers: true });
    FakeObserver.show(false);
    FakeObserver.show(true);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollThrottle * 2));
    expect(pages()).toEqual([1, 2, 3]);
  });

  it('switches the card areas between ㎡ and 평 and remembers the choice', async () => {
    servePages(1);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 1개');
    expect(screen.getByRole('article').textContent).toContain('59.5㎡');
    fireEvent.click(screen.getByRole('radio', { name: '평' }));
    expect(screen.getByRole('article').textContent).toContain('18평 · 실평수 18평');
    expect(useLocalStorageStore.getState().areaUnit).toBe('pyeong');
  });

  it('explains the safety grade by deal type and the safety-room certification in popups', async () => {
    servePages(1);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 1개');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '안전등급이란?' }));
    // The explainers' code loads on the press.
    const grade = await screen.findByRole('dialog', { name: '안전등급이란?' });
    const tabs = within(grade).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['전세', '월세', '매매']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(within(grade).getByRole('tabpanel').textContent).toContain('126% 이하');
    fireEvent.click(within(grade).getByRole('tab', { name: '매매' }));
    expect(within(grade).getByRole('tabpanel').textContent).toContain('매도인 체납 세금 없음');
    expect(within(grade).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    fireEvent.click(within(grade).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '안전방 인증이란?' }));
    expect((await screen.findByRole('dialog', { name: '안전방 인증이란?' })).textContent).toContain('100%');
  });

  it('opens a listing and, back on the list, shows the same pages again without asking the server', async () => {
    const pages = servePages(45);
    const { router } = renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 45개');
    FakeObserver.show(true);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    fireEvent.click(screen.getByRole('link', { name: '매물 40' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/salesDetail/40'));
    await act(() => router.navigate(-1));
    await findPageTitle('강남구 매물 45개');
    expect(screen.getAllByRole('article')).toHaveLength(45);
    expect(pages()).toEqual([1, 2]);
  });

  it('orders the list from an accessible 정렬 select, kept in the URL and sent as sort', async () => {
    const { requests } = mockFetch(() => listPage([stored(1), stored(2), stored(3)]));
    const { router } = renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 3개');
    const sort = screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['최신순', '낮은 가격순', '넓은 면적순', '안전등급순', '최근 확인순']);
    expect(sort.value).toBe('LATEST');
    // The default order is the URL without a sort.
    expect(new URLSearchParams(router.state.location.search).has('sort')).toBe(false);
    fireEvent.change(sort, { target: { value: 'PRICE_ASC' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('PRICE_ASC'),
    );
    expect(new URLSearchParams(router.state.location.search).get('saleAddr')).toBe('강남구');
    await waitFor(() => expect(listQueries(requests).at(-1)?.get('sort')).toBe('PRICE_ASC'));
    expect(listQueries(requests)[0]?.get('sort')).toBe('LATEST');
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('PRICE_ASC');
  });

  it('opens in the order a URL names, and in 최신순 for an order it does not know', async () => {
    const first = mockFetch(() => listPage([stored(1)]));
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}&sort=GRADE`);
    await findPageTitle('강남구 매물 1개');
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('GRADE');
    expect(listQueries(first.requests).map((q) => q.get('sort'))).toEqual(['GRADE']);
    cleanup();
    const second = mockFetch(() => listPage([stored(1)]));
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}&sort=DROP`);
    await findPageTitle('강남구 매물 1개');
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('LATEST');
    expect(listQueries(second.requests).map((q) => q.get('sort'))).toEqual(['LATEST']);
  });

  it("keeps the headings in order: the page's h1, then each card an h2", async () => {
    servePages(2);
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 2개');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2]);
    expect(screen.getByRole('heading', { level: 2, name: '매물 1' })).toBeTruthy();
  });

  it('draws the first page the page’s HTML carries in the page’s first render, asking nobody for it', async () => {
    // The URL of a visitor's first page as the server builds it (first-answers.ts): the area over the default filter.
    const url = buildUrl(
      '/api/search/sale/list',
      saleListParams({ ...defaultFilter(), saleAddr: '강남구', sort: 'LATEST' }, 1, PAGE_SIZES.search),
    );
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify({
      [url]: {
        code: 1,
        message: '성공',
        entity: {
          list: [listing(1), listing(2)],
          pageInfo: { page: 1, totalPage: 1, totalRow: 2 },
          area: { kind: 'sigungu', label: '강남구' },
        },
      },
    });
    document.head.append(block);
    adoptFirstAnswers();
    const { requests } = mockFetch(() => ok([]));
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    const list = await screen.findByRole('list', { name: '매물 목록' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await findPageTitle('강남구 매물 2개');
    await settle();
    expect(listQueries(requests)).toHaveLength(0);
  });

  it('loads the first card photo at once and ahead, the rest lazily, all with their size', async () => {
    mockFetch(() => listPage([1, 2, 3, 4, 5, 6].map((no) => stored(no))));
    renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
    await findPageTitle('강남구 매물 6개');
    const photos = screen.getAllByRole('img', { name: /사진$/ });
    expect(photos).toHaveLength(6);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const photo of photos) {
      expect(photo.getAttribute('width')).toBe('112');
      expect(photo.getAttribute('height')).toBe('84');
    }
  });
});
