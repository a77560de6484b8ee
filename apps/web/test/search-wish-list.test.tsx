import type { SaleListItem } from '@ansim/domain/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveInitialRoute } from '../src/app/routes/resolve-initial-route.ts';
import { appRoutes } from '../src/app/routes/routes.tsx';
import { createQueryClient } from '../src/shared/api/query-client.ts';
import { mockFetch, ok } from './helpers/fetch.ts';
import { findPageTitle, renderApp, settle, signInAs } from './helpers/render-app.tsx';

const liked = (saleNo: number): SaleListItem => ({
  saleNo,
  userNo: 3,
  isLike: true,
  image: null,
  redevelop: false,
  saleAddr: `경기도 수원시 장안구 파장동 ${saleNo}`,
  saleType: 'SALE',
  type: 'APARTMENT',
  rentPrice: null,
  sellingPrice: 96500,
  deposit: null,
  monthlyPrice: null,
  title: `관심 ${saleNo}`,
  roomType: 'ROOM_TYPE006',
  roomGroup: 'ROOM005',
  floor: 12,
  dedicatedArea1: 84.9,
  dedicatedArea2: '25.68',
  actualArea2: '25.68',
  safetyGrade: 'RATE001',
  changeSafetyGrade: null,
  isLawyer: true,
  isConfirm: 'CONFIRM',
  isBaro: true,
  lat: 37.3,
  lng: 127.0,
  regDate: '2026-11-20T00:00:00.000Z',
  confirmedAt: '2026-11-20T00:00:00.000Z',
});

describe('관심매물 (/wishList)', () => {
  it('shows the user’s likes as cards and takes one off when unliked', async () => {
    const { requests } = mockFetch((request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (pathname === '/api/user/like/list') {
        return ok({ list: [liked(1), liked(2)], pageInfo: { page: 1, totalPage: 1, totalRow: 2 } });
      }
      if (pathname === '/api/user/like') return ok({ saleNo: 1, isLike: false });
      return ok([]);
    });
    renderApp('/wishList', { userType: 'GENERAL' });
    await findPageTitle('김안심님의 관심매물');
    expect(await screen.findByText('관심매물 2개')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('article')[0]?.textContent).toContain('매매 9억 6,500만원');
    const listCall = requests.find((r) => r.url.startsWith('/api/user/like/list'));
    expect(new URL(listCall?.url ?? '', 'http://localhost').searchParams.get('userNo')).toBe('7');
    await settle();

    fireEvent.click(screen.getByRole('button', { name: '관심 1 관심매물 해제' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('관심매물 1개')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/user/like')?.body).toEqual({
      isLike: false,
      saleNo: 1,
      saleUserNo: 3,
      userNo: 7,
    });
  });

  it('invites the user to find listings when there are none yet', async () => {
    mockFetch((request) =>
      request.url.startsWith('/api/user/like/list')
        ? ok({ list: [], pageInfo: { page: 1, totalPage: 0, totalRow: 0 } })
        : ok([]),
    );
    renderApp('/wishList', { userType: 'GENERAL' });
    expect(await screen.findByText('아직 관심매물이 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '매물 찾으러 가기' }).getAttribute('href')).toBe('/search');
  });

  it('as the landing page, asks for the likes while the app starts, once, and the first photo ahead of its card', async () => {
    const photo = '/images/sale/a1b2c3d4e5f60718293a4b5c6d7e8f90/card.webp';
    const { requests } = mockFetch((request) =>
      request.url.startsWith('/api/user/like/list')
        ? ok({
            list: [{ ...liked(1), image: photo }, liked(2)],
            pageInfo: { page: 1, totalPage: 1, totalRow: 2 },
          })
        : ok([]),
    );
    const likeListCalls = () => requests.filter((r) => r.url.startsWith('/api/user/like/list'));
    signInAs('GENERAL');
    // The app's own cache, whose answers stay fresh for a while: the page does not ask again on mount.
    const queryClient = createQueryClient();
    // As main.tsx does: the landing page's code, then the first render.
    await resolveInitialRoute(appRoutes, '/wishList', queryClient);
    expect(likeListCalls()).toHaveLength(1);
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset'),
      ).toContain('/images/sale/a1b2c3d4e5f60718293a4b5c6d7e8f90/thumb.webp'),
    );
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/wishList'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('관심매물 2개')).toBeTruthy();
    await settle();
    expect(likeListCalls()).toHaveLength(1);
  });
});
