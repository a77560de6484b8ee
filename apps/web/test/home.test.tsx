import { SAFE_NEW_LIMIT } from '@ansim/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFilterStore } from '../src/features/search/model/filter-store.ts';
import { useMapStore } from '../src/features/search/model/map-store.ts';
import { useLocalStorageStore } from '../src/stores/local-storage-store.ts';
import { useRecentViewsStore } from '../src/stores/recent-views-store.ts';
import { useServiceStore } from '../src/stores/service-store.ts';
import { mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { listing, listPage } from './helpers/listings.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';

/** The query of every search list call so far. */
const listQueries = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.url.startsWith('/api/search/sale/list?'))
    .map((r) => new URL(r.url, 'http://localhost').searchParams);

type ListResponder = (query: URLSearchParams) => Response | Promise<Response>;

/** The server as the home sees it: the list call answered by `onList`, everything else an empty list. */
function serve(onList: ListResponder = () => listPage([])) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    return url.pathname === '/api/search/sale/list' ? onList(url.searchParams) : ok([]);
  });
}

const seoulRow = (query: URLSearchParams) =>
  query.get('saleAddr') === '서울' && query.get('safetyGrades') === 'RATE001,RATE002';

const section = (name: string | RegExp) => screen.getByRole('region', { name });
// The home's route loads on demand: the first test of a run waits for it to be compiled, too.
const findSection = (name: string | RegExp) => screen.findByRole('region', { name }, { timeout: 5_000 });

afterEach(() => {
  useFilterStore.getState().reset();
  useMapStore.getState().reset();
  Reflect.deleteProperty(navigator, 'permissions');
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('home (/main) for a new visitor: the market before typing anything', () => {
  it('shows ways in (building types, deal types, the map) and new safe listings in Seoul', async () => {
    const { requests } = serve((query) =>
      seoulRow(query)
        ? listPage([1, 2, 3].map((no) => listing(no, { title: `새 매물 ${no}` })))
        : listPage([]),
    );
    renderApp('/main');

    const shortcuts = await findSection('어떤 집을 찾으세요?');
    const types = within(shortcuts).getByRole('list', { name: '건물유형으로 찾기' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['아파트', '빌라', '오피스텔', '원룸']);
    const deals = within(shortcuts).getByRole('list', { name: '거래유형으로 찾기' });
    expect(
      within(deals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['매매', '전세', '월세']);
    const map = within(shortcuts).getByRole('link', { name: /지도로 매물 찾기/ });
    expect(map.getAttribute('href')).toBe('/search/list?view=map');

    const row = await findSection('서울의 안전한 새 매물');
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(3));
    expect(within(row).getByRole('heading', { level: 3, name: '새 매물 1' })).toBeTruthy();
    expect(within(row).getAllByRole('article')[0]?.textContent).toContain('강남구 역삼동');

    const [safeNew] = listQueries(requests);
    expect(safeNew?.get('sort')).toBe('LATEST');
    expect(safeNew?.get('limit')).toBe('10');
    expect(safeNew?.get('southWestLat')).toBe('');
    // Nothing was viewed yet: no call for 최근 본 매물.
    expect(listQueries(requests).filter((q) => q.get('nos') !== '')).toEqual([]);

    expect(within(section('최근 검색')).getByText('최근 검색한 지역이 없어요.')).toBeTruthy();
    expect(within(section('최근 본 매물')).getByText(/아직 본 매물이 없어요/)).toBeTruthy();
  });

  it('keeps headings in order: the h1, an h2 per section, h3 card titles under them', async () => {
    serve(() => listPage([listing(1), listing(2)]));
    useRecentViewsStore.setState({ saleNos: [1] });
    renderApp('/main');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(3));
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(['어떤 집을 찾으세요?', '서울의 안전한 새 매물', '최근 검색', '최근 본 매물']);
  });

  it("holds the row's place with card skeletons while the listings load", async () => {
    serve(() => new Promise<Response>(() => {}));
    renderApp('/main');
    const row = await findSection('서울의 안전한 새 매물');
    const busy = row.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(within(row).getByRole('status').textContent).toBe('매물을 불러오는 중입니다.');
    expect(within(row).queryByRole('article')).toBeNull();
  });

  it('says so inside the row when the listings fail, keeps the rest of the page, and retries', async () => {
    let fail = true;
    serve((query) =>
      fail && seoulRow(query) ? new Response('<html>502</html>', { status: 502 }) : listPage([listing(8)]),
    );
    renderApp('/main');
    const row = await findSection('서울의 안전한 새 매물');
    const alert = await within(row).findByRole('alert');
    expect(alert.textContent).toContain('안전한 새 매물을 불러오지 못했어요.');
    // The rest of the home is still there.
    expect(screen.getByRole('link', { name: '아파트' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /안전등급이란/ })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(1));
  });

  it('says there is nothing new when the row comes back empty', async () => {
    serve(() => listPage([]));
    renderApp('/main');
    const row = await findSection('서울의 안전한 새 매물');
    expect(await within(row).findByText('지금은 새로 올라온 안전한 매물이 없어요.')).toBeTruthy();
  });
});

describe('home: near the user, without asking', () => {
  it('looks around a position the gateway already has', async () => {
    useServiceStore.setState({ location: { lat: 37.5, lng: 127.03, source: 'browser', code: 1 } });
    const { requests } = serve((query) =>
      query.get('southWestLat') !== '' ? listPage([listing(5)]) : listPage([listing(6)]),
    );
    renderApp('/main');
    const row = await findSection('내 주변 안전한 새 매물');
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(1));
    const near = listQueries(requests).find((q) => q.get('southWestLat') !== '');
    expect(Number(near?.get('southWestLat'))).toBeLessThan(37.5);
    expect(Number(near?.get('northEastLat'))).toBeGreaterThan(37.5);
    expect(Number(near?.get('southWestLng'))).toBeLessThan(127.03);
    expect(near?.get('saleAddr')).toBe('');
    expect(near?.get('safetyGrades')).toBe('RATE001,RATE002');
    expect(listQueries(requests).some(seoulRow)).toBe(false);
  });

  it('falls back to Seoul when nothing safe and new is near', async () => {
    useServiceStore.setState({ location: { lat: 35.1, lng: 129.0, source: 'browser', code: 1 } });
    serve((query) => (seoulRow(query) ? listPage([listing(9)]) : listPage([])));
    renderApp('/main');
    const row = await findSection('서울의 안전한 새 매물');
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '내 주변 안전한 새 매물' })).toBeNull();
  });

  it('never asks for the position on load; reads it quietly when the browser already allows it', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 37.51, longitude: 127.04 } } as GeolocationPosition),
    );
    let state: PermissionState = 'prompt';
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    Object.defineProperty(navigator, 'permissions', {
      value: { query: vi.fn(async () => ({ state })) },
      configurable: true,
    });
    serve(() => listPage([listing(1)]));
    const first = renderApp('/main');
    await findSection('서울의 안전한 새 매물');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(useServiceStore.getState().location.source).toBe('default');
    first.unmount();

    state = 'granted';
    renderApp('/main');
    expect(await findSection('내 주변 안전한 새 매물')).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(useServiceStore.getState().location).toMatchObject({ lat: 37.51, lng: 127.04, source: 'browser' });
  });
});

describe('home: 최근 본 매물', () => {
  it("shows the viewed listings at today's prices in viewing order and forgets those gone", async () => {
    useRecentViewsStore.setState({ saleNos: [30, 10, 20] });
    const { requests } = serve((query) => {
      if (query.get('nos') === '') return listPage([]);
      // Listing 20 is off the market; the server returns the rest in its own order.
      return listPage([listing(10, { rentPrice: 25000 }), listing(30, { title: '매물 30' })]);
    });
    renderApp('/main');
    const row = await findSection('최근 본 매물');
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(2));
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('data-sale-no')),
    ).toEqual(['30', '10']);
    expect(within(row).getAllByRole('article')[1]?.textContent).toContain('전세 2억 5,000만원');
    const viewed = listQueries(requests).filter((q) => q.get('nos') !== '');
    expect(viewed[0]?.get('nos')).toBe('30,10,20');
    expect(viewed[0]?.get('limit')).toBe('3');
    await waitFor(() => expect(useRecentViewsStore.getState().saleNos).toEqual([30, 10]));
    // Forgetting the gone listing asks nothing more of the server.
    expect(listQueries(requests).filter((q) => q.get('nos') !== '')).toHaveLength(1);
  });

  it('keeps the listings remembered when the call fails, and offers to try again', async () => {
    useRecentViewsStore.setState({ saleNos: [4, 5] });
    serve((query) =>
      query.get('nos') !== '' ? new Response('<html>502</html>', { status: 502 }) : listPage([]),
    );
    renderApp('/main');
    const row = await findSection('최근 본 매물');
    expect((await within(row).findByRole('alert')).textContent).toContain(
      '최근 본 매물을 불러오지 못했어요.',
    );
    expect(useRecentViewsStore.getState().saleNos).toEqual([4, 5]);
  });

  it('clears them all', async () => {
    useRecentViewsStore.setState({ saleNos: [4] });
    serve((query) => (query.get('nos') !== '' ? listPage([listing(4)]) : listPage([])));
    renderApp('/main');
    const row = await findSection('최근 본 매물');
    await within(row).findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: '전체 삭제' }));
    expect(useRecentViewsStore.getState().saleNos).toEqual([]);
    expect(within(row).getByText(/아직 본 매물이 없어요/)).toBeTruthy();
  });

  it('remembers a listing opened from a card and one opened by its address', async () => {
    serve((query) => (seoulRow(query) ? listPage([listing(77)]) : listPage([])));
    const { router } = renderApp('/main');
    const row = await findSection('서울의 안전한 새 매물');
    fireEvent.click(await within(row).findByRole('link', { name: '매물 77' }));
    // The detail's module loads first (React Router's `lazy`): more than waitFor's default second when busy.
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/salesDetail/77'), {
      timeout: 3_000,
    });
    // The detail page records it too, once it has drawn (the router's location changes before that).
    await waitFor(() => expect(useRecentViewsStore.getState().saleNos).toEqual([77]), { timeout: 3_000 });
    await act(() => router.navigate('/salesManagement/salesDetail/12'));
    await waitFor(() => expect(useRecentViewsStore.getState().saleNos).toEqual([12, 77]));
  });
});

describe('home: shortcuts and recent searches open the list as a new search', () => {
  it('opens the whole list of apartments, asking the server for nothing else first', async () => {
    useMapStore.setState({
      bounds: { southWestLat: 37, southWestLng: 126, northEastLat: 38, northEastLng: 127 },
    });
    const { requests } = serve(() => listPage([listing(1)]));
    const { router } = renderApp('/main');
    const apartments = await screen.findByRole('link', { name: '아파트' }, { timeout: 5_000 });
    const before = listQueries(requests).length;
    fireEvent.click(apartments);
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    await waitFor(() => expect(listQueries(requests).length).toBeGreaterThan(before));
    // The home's own rows (limit SAFE_NEW_LIMIT) may still be arriving after the click: the list's are the rest.
    const [firstOfList] = listQueries(requests)
      .slice(before)
      .filter((q) => q.get('limit') !== String(SAFE_NEW_LIMIT));
    expect(firstOfList?.get('buildingTypes')).toBe('APARTMENT');
    expect(firstOfList?.get('southWestLat')).toBe('');
    expect(useFilterStore.getState().applied?.buildingTypes).toEqual(['APARTMENT']);
    expect(useMapStore.getState().bounds).toBeNull();
    // Taken once: coming back to this entry does not apply it again over later changes.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('opens the list of one deal type, all building types', async () => {
    const { requests } = serve(() => listPage([listing(1)]));
    const { router } = renderApp('/main');
    const rent = await screen.findByRole('link', { name: '전세' }, { timeout: 5_000 });
    const before = listQueries(requests).length;
    fireEvent.click(rent);
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    await waitFor(() => expect(listQueries(requests).length).toBeGreaterThan(before));
    const [firstOfList] = listQueries(requests).slice(before);
    expect(firstOfList?.get('types')).toBe('RENT');
    expect(firstOfList?.get('buildingTypes')).toBe('');
  });

  it("runs a recent search again with the user's own filter, and moves it to the front", async () => {
    useLocalStorageStore.setState({
      recentSearches: [
        { saleAddr: '마포구', label: '마포구' },
        { saleAddr: '강남구', label: '강남구' },
        { saleAddr: '105663', label: '105663' },
      ],
    });
    useLocalStorageStore.getState().setSearchFilter({
      buildingTypes: [''],
      types: ['MONTHLY'],
      room: [''],
      area: [''],
      floor: [''],
    });
    const { requests } = serve(() => listPage([listing(1)]));
    const { router } = renderApp('/main');
    const chips = within(await findSection('최근 검색')).getAllByRole('link');
    // A bare number is said to be a listing number.
    expect(chips.map((chip) => chip.textContent)).toEqual(['마포구', '강남구', '매물번호 105663']);
    fireEvent.click(within(section('최근 검색')).getByRole('link', { name: '강남구' }));
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    expect(new URLSearchParams(router.state.location.search).get('saleAddr')).toBe('강남구');
    await waitFor(() => expect(listQueries(requests).some((q) => q.get('saleAddr') === '강남구')).toBe(true));
    expect(
      listQueries(requests)
        .find((q) => q.get('saleAddr') === '강남구')
        ?.get('types'),
    ).toBe('MONTHLY');
    expect(useLocalStorageStore.getState().recentSearches.map((r) => r.saleAddr)).toEqual([
      '강남구',
      '마포구',
      '105663',
    ]);
  });
});
