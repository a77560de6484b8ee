import type { SaleListItem } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFilterStore } from '../src/features/search/model/filter-store.ts';
import { useMapStore } from '../src/features/search/model/map-store.ts';
import { useLoadingStore } from '../src/shared/api/loading-store.ts';
import { useLocalStorageStore } from '../src/stores/local-storage-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

const listing = (saleNo: number, overrides: Partial<SaleListItem> = {}): SaleListItem => ({
  saleNo,
  userNo: 3,
  isLike: false,
  image: null,
  redevelop: false,
  saleAddr: `서울특별시 강남구 역삼동 ${saleNo}`,
  saleType: 'MONTHLY',
  type: 'VILLA',
  rentPrice: null,
  sellingPrice: null,
  deposit: 500,
  monthlyPrice: 50,
  title: `매물 ${saleNo}`,
  roomType: 'ROOM_TYPE001',
  roomGroup: 'ROOM001',
  floor: 1,
  dedicatedArea1: 20,
  dedicatedArea2: '6.05',
  actualArea2: '6.05',
  safetyGrade: 'RATE002',
  changeSafetyGrade: null,
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  lat: 37.5,
  lng: 127.03,
  regDate: '2026-11-20T00:00:00.000Z',
  confirmedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

type LikeAnswer = (request: RecordedRequest) => Response | Promise<Response>;

/** Two listings, the second one the signed-in user's own; likes answered by `answerLike`. */
function serve(answerLike: LikeAnswer = (request) => ok(request.body)) {
  const { requests } = mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/search/sale/list') {
      return ok({
        list: [listing(11), listing(12, { userNo: 7 })],
        pageInfo: { page: 1, totalPage: 1, totalRow: 2 },
        area: { kind: 'sigungu', label: '강남구' },
      });
    }
    if (pathname === '/api/user/like') return answerLike(request);
    return ok([]);
  });
  return requests;
}

const PATH = `/search/list?saleAddr=${encodeURIComponent('강남구')}`;
const heart = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} 관심매물`) });

beforeEach(() => {
  useFilterStore.getState().reset();
  useMapStore.getState().reset();
});

describe('like toggle (product.md §A4, §A8)', () => {
  it('asks a visitor to sign in, with the message on two lines, and goes to /login remembering the list', async () => {
    serve();
    const { router } = renderApp(PATH);
    await findPageTitle('강남구 매물 2개');
    await settle();
    fireEvent.click(heart('매물 11'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).not.toContain('<br>');
    expect(
      within(dialog).getByText('로그인 후 사용가능합니다.\n로그인하시겠습니까?', { normalizer: (s) => s }),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['취소', '확인']);

    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath(router)).toBe('/search/list');

    fireEvent.click(heart('매물 11'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useUserStore.getState().redirectPath).toBe(PATH);
  });

  it('hides the heart on the user’s own listing', async () => {
    serve();
    renderApp(PATH, { userType: 'GENERAL' });
    await findPageTitle('강남구 매물 2개');
    expect(heart('매물 11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^매물 12 관심매물/ })).toBeNull();
  });

  it('updates the local lists at once, sends the like without the spinner, and flips the heart on code 1', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(PATH, { userType: 'GENERAL' });
    await findPageTitle('강남구 매물 2개');
    await settle();

    fireEvent.click(heart('매물 11'));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/user/like')).toBe(true));
    expect(useLocalStorageStore.getState().likedSaleNos).toEqual([11]);
    expect(useLoadingStore.getState().visible).toBe(false);
    const sent = requests.find((r) => r.url === '/api/user/like');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ isLike: true, saleNo: 11, saleUserNo: 3, userNo: 7 });
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    // Not yet: the heart waits for the server.
    expect(heart('매물 11').getAttribute('aria-pressed')).toBe('false');

    answer(ok({ saleNo: 11, isLike: true }));
    await waitFor(() => expect(heart('매물 11').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('매물 11').getAttribute('aria-label')).toBe('매물 11 관심매물 해제');

    fireEvent.click(heart('매물 11'));
    expect(useLocalStorageStore.getState().likedSaleNos).toEqual([]);
    expect(useLocalStorageStore.getState().unlikedSaleNos).toEqual([11]);
    answer(ok({ saleNo: 11, isLike: false }));
    await waitFor(() => expect(heart('매물 11').getAttribute('aria-pressed')).toBe('false'));
  });

  it('leaves the heart as it was and shows the server’s message on any other code', async () => {
    serve(() =>
      envelopeResponse(
        { code: -403, message: '내 매물은 관심매물로 등록할 수 없습니다.', entity: null },
        { status: 403 },
      ),
    );
    renderApp(PATH, { userType: 'GENERAL' });
    await findPageTitle('강남구 매물 2개');
    await settle();
    fireEvent.click(heart('매물 11'));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('내 매물은 관심매물로 등록할 수 없습니다.');
    expect(heart('매물 11').getAttribute('aria-pressed')).toBe('false');
    expect(useLocalStorageStore.getState().likedSaleNos).toEqual([]);
  });
});
