import type { UserType } from '@ansim/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useServiceStore } from '../src/stores/service-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

/** Every screen of product.md §A2 and product.md §B2 with its header title; the role is whoever may open it. */
const SCREENS: [path: string, title: string, role: UserType | null][] = [
  ['/login', '로그인', null],
  ['/signUp', '회원가입', null],
  ['/signUp/agreement', '약관 동의', null],
  ['/signUp/BROKER', '중개인 회원가입', null],
  ['/signUp/변호사', '변호사 회원가입', null],
  ['/signUp/LAWYER/lawyer_info', '변호사 정보 입력', null],
  ['/signUp/BROKER/broker_info', '중개사무소 정보 입력', null],
  ['/signUp/GENERAL/success', '가입 완료', null],
  ['/find/id', '아이디 찾기', null],
  ['/find/password', '비밀번호 찾기', null],
  ['/myPage', '마이페이지', null],
  ['/myPage/profile', '회원정보 수정', 'GENERAL'],
  ['/myPage/profile/success', '회원정보 수정 완료', 'GENERAL'],
  ['/myPage/alarm', '알림 설정', 'GENERAL'],
  ['/myPage/guide', '이용 가이드', null],
  ['/myPage/notice', '공지사항', null],
  ['/myPage/notice/12', '공지사항', null],
  ['/myPage/faq', '자주 묻는 질문', null],
  ['/myPage/terms', '약관 및 정책', null],
  ['/myPage/terms/service', '서비스 이용약관', null],
  ['/myPage/terms/privacy', '개인정보 처리방침', null],
  ['/myPage/terms/gps', '위치기반서비스 이용약관', null],
  ['/myPage/sales', '매물 현황', 'BROKER'],
  ['/myPage/inquiry', '문의 내역', 'GENERAL'],
  ['/myPage/inquiry/5', '문의 상세', 'GENERAL'],
  ['/inquiry', '1대1 문의', 'GENERAL'],
  ['/wishList', '관심매물', null],
  ['/approval', '인증요청', 'LAWYER'],
  ['/approval/settlement', '정산 내역', 'LAWYER'],
  ['/search', '매물 검색', null],
  ['/search/list?saleAddr=역삼동', '역삼동 매물', null],
  ['/salesManagement', '매물관리', 'BROKER'],
  ['/salesManagement/adDetail', '광고내역 보기', 'BROKER'],
  ['/salesManagement/salesDetail/345', '매물번호 345', null],
  ['/salesManagement/salesDetail/345/7', '매물번호 345', 'GENERAL'],
  ['/salesManagement/regist/locationInfo', '매물 등록', 'BROKER'],
  ['/salesManagement/regist/detailInfo', '매물 등록', 'BROKER'],
  ['/salesManagement/salesModify/gradeInfo', '매물 수정', 'BROKER'],
  ['/salesManagement/storage/extraInfo', '임시저장 매물 등록', 'BROKER'],
  ['/salesManagement/regist/temp', '임시저장 완료', 'BROKER'],
  ['/salesManagement/regist/complete', '매물 등록 완료', 'BROKER'],
  ['/salesManagement/salesModify/complete', '매물 수정 완료', 'BROKER'],
];

describe('every screen exists (product.md §A2, product.md §B2)', () => {
  it.each(SCREENS)('%s shows the title %s and never a blank page', async (path, title, role) => {
    const { router } = renderApp(path, { userType: role });
    expect(await findPageTitle(title)).toBeTruthy();
    expect(currentPath(router)).toBe(path.split('?')[0]);
    expect(document.querySelector('main')?.textContent?.trim()).not.toBe('');
  });

  it('sends /salesManagement/regist to its first step', async () => {
    const { router } = renderApp('/salesManagement/regist', { userType: 'BROKER' });
    await findPageTitle('매물 등록');
    expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo');
  });

  it('titles the favourites with the user name when signed in', async () => {
    renderApp('/wishList', { userType: 'GENERAL' });
    expect(await findPageTitle('김안심님의 관심매물')).toBeTruthy();
  });

  it('sets the document title', async () => {
    renderApp('/myPage/faq');
    await findPageTitle('자주 묻는 질문');
    await waitFor(() => expect(document.title).toBe('자주 묻는 질문 | 안심방'));
  });

  it('goes from the search list back to /main', async () => {
    const { router } = renderApp('/search/list?saleAddr=역삼동', {
      entries: ['/search', '/search/list?saleAddr=역삼동'],
    });
    await findPageTitle('역삼동 매물');
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
  });

  it('closes a completion screen to its section', async () => {
    const { router } = renderApp('/salesManagement/regist/complete', { userType: 'BROKER' });
    await findPageTitle('매물 등록 완료');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement'));
  });
});

describe('unknown paths', () => {
  it('show a Korean 404 with a way home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '홈으로' }));
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
  });
});

describe('listing detail heart', () => {
  it('asks a visitor to sign in and remembers where they were', async () => {
    const { router } = renderApp('/salesManagement/salesDetail/345');
    await findPageTitle('매물번호 345');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '관심매물' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인 후 사용가능합니다.');
    expect(dialog.textContent).toContain('로그인하시겠습니까?');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useUserStore.getState().redirectPath).toBe('/salesManagement/salesDetail/345');
  });

  it('is not offered to a signed-in user until the page knows the listing', async () => {
    renderApp('/salesManagement/salesDetail/345/7', { userType: 'GENERAL' });
    await findPageTitle('매물번호 345');
    expect(screen.queryByRole('button', { name: '관심매물' })).toBeNull();
  });
});

describe('gateway and entry (product.md §A2, §A4)', () => {
  it('fetches the location and goes on through /auth to /main in a browser', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 37.51, longitude: 127.05 } } as GeolocationPosition),
      },
    });
    const { router } = renderApp('/');
    expect(screen.getByText('안심방을 준비하고 있습니다.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
    expect(useServiceStore.getState().location).toEqual({
      lat: 37.51,
      lng: 127.05,
      code: 1,
      source: 'browser',
    });
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the first-run intro in the app when nativeFirstInfo is 0', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    window.nativeFirstInfo = 0;
    const { router } = renderApp('/auth');
    fireEvent.click(await screen.findByRole('button', { name: '시작하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ command: 'firstRun' }));
  });

  it('skips the intro in the app after the first run', async () => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
    window.nativeFirstInfo = 1;
    const { router } = renderApp('/auth');
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
  });
});

describe('home (/main)', () => {
  it('has the search entrance that opens /search', async () => {
    const { router } = renderApp('/main');
    const input = await screen.findByPlaceholderText('지역명, 지하철역, 매물번호로 검색하세요');
    expect(screen.getByRole('searchbox', { name: '매물 검색' })).toBe(input);
    fireEvent.focus(input);
    await waitFor(() => expect(currentPath(router)).toBe('/search'));
  });

  it('explains the five safety grades', async () => {
    renderApp('/main');
    await screen.findByRole('heading', { level: 2, name: /안전등급이란/ });
    const grades = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const [level, label] of [
      [1, '매우 안전'],
      [2, '안전'],
      [3, '보통'],
      [4, '불안'],
      [5, '매우 불안'],
    ] as const) {
      expect(grades.some((text) => text.startsWith(`${level}등급 · ${label}`))).toBe(true);
    }
  });
});
