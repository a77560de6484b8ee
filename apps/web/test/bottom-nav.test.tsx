import type { UserType } from '@ansim/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeNavKey, navItemsFor } from '../src/app/shell/nav-items.ts';
import { findPageTitle, renderApp } from './helpers/render-app.tsx';
import { setViewportWidth } from './helpers/viewport.ts';

const navLabels = () =>
  within(screen.getByRole('navigation', { name: '주 메뉴' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('main navigation by user type (product.md §A2)', () => {
  it.each<[UserType | null, string[]]>([
    [null, ['매물찾기', '마이페이지']],
    ['GENERAL', ['매물찾기', '관심매물', '마이페이지']],
    ['BROKER', ['매물찾기', '관심매물', '매물관리', '마이페이지']],
    ['LAWYER', ['매물찾기', '관심매물', '인증요청', '마이페이지']],
  ])('%s sees %j', async (userType, labels) => {
    expect(navItemsFor(userType).map((item) => item.label)).toEqual(labels);
    renderApp('/myPage', { userType });
    await findPageTitle('마이페이지');
    expect(navLabels()).toEqual(labels);
  });

  it('links each item to its screen', () => {
    expect(navItemsFor('BROKER').map((item) => item.to)).toEqual([
      '/main',
      '/wishList',
      '/salesManagement',
      '/myPage',
    ]);
    expect(navItemsFor('LAWYER').map((item) => item.to)).toContain('/approval');
  });

  it('marks the current screen with aria-current', async () => {
    renderApp('/wishList', { userType: 'GENERAL' });
    await findPageTitle('김안심님의 관심매물');
    const current = within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', {
      current: 'page',
    });
    expect(current.textContent).toBe('관심매물');
  });

  it('counts the listing detail and search screens as 매물찾기', () => {
    expect(activeNavKey('/main')).toBe('search');
    expect(activeNavKey('/search/list')).toBe('search');
    expect(activeNavKey('/salesManagement/salesDetail/3')).toBe('search');
    expect(activeNavKey('/salesManagement/adDetail')).toBe('salesManagement');
    expect(activeNavKey('/myPage/notice/4')).toBe('myPage');
    expect(activeNavKey('/nowhere')).toBeNull();
  });

  it('is hidden on screens without the bottom bar on mobile', async () => {
    renderApp('/myPage/faq');
    await findPageTitle('자주 묻는 질문');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves into the top bar with the wordmark on desktop, on every screen', async () => {
    setViewportWidth(1280);
    renderApp('/myPage/faq', { userType: 'BROKER' });
    await findPageTitle('자주 묻는 질문');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '안심방' })).toBeTruthy();
    expect(navLabels()).toEqual(['매물찾기', '관심매물', '매물관리', '마이페이지']);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('puts the page heading in a landmark: the sticky banner on mobile, the main content on desktop', async () => {
    renderApp('/myPage/faq');
    const heading = await findPageTitle('자주 묻는 질문');
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(within(screen.getByRole('main')).queryByRole('heading', { level: 1 })).toBeNull();

    cleanup();
    setViewportWidth(1280);
    renderApp('/myPage/faq');
    const desktopHeading = await findPageTitle('자주 묻는 질문');
    // The top bar is the banner; the heading opens the main content, where the skip link lands.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(desktopHeading);
    expect(within(screen.getByRole('banner')).queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});
