import type { Banner } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNewerVersion } from '../src/features/entry/start-app.ts';
import { resetPopupVisit } from '../src/features/home/popup/main-popup.tsx';
import { popupAction } from '../src/features/home/popup/popup-action.ts';
import { useServiceStore } from '../src/stores/service-store.ts';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';

/* The main popup's click rules (spec 01 §2), its day-long hiding (spec 01 §9) and the version compare. */

const ORIGIN = 'https://ansim.example';
const banner = (over: Partial<Banner> = {}): Banner => ({
  bannerNo: 1,
  title: '팝업 제목',
  imageUrl: null,
  contentText: '팝업 내용',
  boardType: null,
  link: null,
  linkType: false,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: null,
  sort: 0,
  ...over,
});

afterEach(() => {
  resetPopupVisit();
});

describe('popupAction: what a click on the main popup does', () => {
  it('opens the matching terms modal for PRIVATE, GPS, SERVICE (and POLICY), whatever the link', () => {
    for (const boardType of ['PRIVATE', 'GPS', 'SERVICE', 'POLICY'] as const) {
      expect(popupAction(banner({ boardType, link: '/x', linkType: true }), ORIGIN)).toEqual({
        kind: 'terms',
        boardType,
      });
    }
  });

  it('goes to the guide for GUIDE and to the notice numbered by link for NOTICE', () => {
    expect(popupAction(banner({ boardType: 'GUIDE' }), ORIGIN)).toEqual({
      kind: 'navigate',
      to: '/myPage/guide',
    });
    expect(popupAction(banner({ boardType: 'NOTICE', link: '12' }), ORIGIN)).toEqual({
      kind: 'navigate',
      to: '/myPage/notice/12',
    });
    // A notice link that is no number goes to the notices, never to where the text points.
    expect(popupAction(banner({ boardType: 'NOTICE', link: 'javascript:alert(1)' }), ORIGIN)).toEqual({
      kind: 'navigate',
      to: '/myPage/notice',
    });
  });

  it('opens the target in a new window when linkType is set, and another site always so', () => {
    expect(popupAction(banner({ boardType: 'NOTICE', link: '7', linkType: true }), ORIGIN)).toEqual({
      kind: 'window',
      url: `${ORIGIN}/myPage/notice/7`,
    });
    expect(popupAction(banner({ link: 'https://news.example.com/a' }), ORIGIN)).toEqual({
      kind: 'window',
      url: 'https://news.example.com/a',
    });
    expect(popupAction(banner({ link: '/search' }), ORIGIN)).toEqual({ kind: 'navigate', to: '/search' });
    expect(popupAction(banner({ link: 'javascript:alert(1)' }), ORIGIN)).toEqual({ kind: 'none' });
    expect(popupAction(banner(), ORIGIN)).toEqual({ kind: 'none' });
  });
});

describe('the main popup on /main', () => {
  const serve = (banners: Banner[]) =>
    mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/banner/detail') return ok(banners);
      if (url.pathname === '/api/board/type/PRIVATE') {
        return ok({
          boardNo: 3,
          boardType: 'PRIVATE',
          title: '개인정보 처리방침',
          contentHtml: '<p>수집하는 개인정보 항목</p>',
          updatedAt: '2026-11-01T00:00:00.000Z',
          startDate: '2026-11-01',
        });
      }
      return ok([]);
    });

  it('opens the terms modal of a PRIVATE popup', async () => {
    serve([banner({ title: '개인정보 처리방침 개정 안내', boardType: 'PRIVATE' })]);
    renderApp('/main');
    const popup = await screen.findByRole(
      'dialog',
      { name: '개인정보 처리방침 개정 안내' },
      { timeout: 5_000 },
    );
    fireEvent.click(screen.getByRole('button', { name: '자세히 보기' }));
    expect(await screen.findByRole('dialog', { name: '개인정보 처리방침' })).toBeTruthy();
    expect(await screen.findByText('수집하는 개인정보 항목')).toBeTruthy();
    expect(popup.isConnected).toBe(false);
  });

  it('hides for a day with 하루 동안 보지 않기', async () => {
    serve([banner({ boardType: 'GUIDE' })]);
    const { router } = renderApp('/main');
    const popup = await screen.findByRole('dialog', { name: '팝업 제목' }, { timeout: 5_000 });
    const now = Date.now();
    fireEvent.click(screen.getByRole('button', { name: '하루 동안 보지 않기' }));
    await waitFor(() => expect(popup.isConnected).toBe(false));
    const until = useServiceStore.getState().mainPopupHideUntil ?? 0;
    expect(until - now).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1_000);
    expect(until - now).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 1_000);
    expect(currentPath(router)).toBe('/main');
  });

  it('is not shown, nor asked for, while hidden', async () => {
    useServiceStore.setState({ mainPopupHideUntil: Date.now() + 60_000 });
    const { requests } = serve([banner()]);
    renderApp('/main');
    await screen.findByRole('searchbox', { name: '매물 검색' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.some((r) => r.url.startsWith('/api/banner/detail'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again once the expiry has passed', async () => {
    useServiceStore.setState({ mainPopupHideUntil: Date.now() - 1 });
    serve([banner()]);
    renderApp('/main');
    expect(await screen.findByRole('dialog', { name: '팝업 제목' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('keeps /main usable when the popup call fails', async () => {
    mockFetch((request) =>
      new URL(request.url, 'http://localhost').pathname === '/api/banner/detail'
        ? envelopeResponse({ code: -500, message: '오류', entity: null }, { status: 500 })
        : ok([]),
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/main');
    await screen.findByRole('searchbox', { name: '매물 검색' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    spy.mockRestore();
  });
});

describe('isNewerVersion: only a newer release is offered', () => {
  it('compares dotted versions as numbers', () => {
    expect(isNewerVersion('1.2.0', '1.1.9')).toBe(true);
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('1.2.0', '1.2.0')).toBe(false);
    expect(isNewerVersion('1.2', '1.2.0')).toBe(false);
    expect(isNewerVersion('1.2.0', '1.3.0')).toBe(false);
  });
});
