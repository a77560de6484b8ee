import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requiredUserType, roleRedirectFor } from '../src/app/guards/role-guard.ts';
import { codeListQueryOptions } from '../src/shared/api/get-code-list.ts';
import { subwayListQueryOptions } from '../src/shared/api/get-subway-list.ts';
import { useServiceStore } from '../src/stores/service-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

describe('role rules (product.md §A6)', () => {
  it.each([
    ['/salesManagement', 'BROKER'],
    ['/salesManagement/adDetail', 'BROKER'],
    ['/salesManagement/regist/locationInfo', 'BROKER'],
    ['/SALESMANAGEMENT/regist', 'BROKER'],
    ['/salesManagement/salesDetail/12', null],
    ['/salesManagement/salesDetail/12/7', null],
    ['/approval', 'LAWYER'],
    ['/approval/settlement', 'LAWYER'],
    ['/myPage/sales', null],
    ['/main', null],
  ] as const)('%s needs %s', (path, role) => {
    expect(requiredUserType(path)).toBe(role);
  });

  it('sends a visitor or the wrong role to /main and lets the right role through', () => {
    expect(roleRedirectFor('/salesManagement', null)).toBe('/main');
    expect(roleRedirectFor('/salesManagement', 'GENERAL')).toBe('/main');
    expect(roleRedirectFor('/salesManagement', 'LAWYER')).toBe('/main');
    expect(roleRedirectFor('/salesManagement', 'BROKER')).toBeNull();
    expect(roleRedirectFor('/approval', 'BROKER')).toBe('/main');
    expect(roleRedirectFor('/approval', 'LAWYER')).toBeNull();
    expect(roleRedirectFor('/salesManagement/salesDetail/3', null)).toBeNull();
  });
});

describe('route guard in the app', () => {
  it('redirects a visitor on a broker path to /main', async () => {
    const { router } = renderApp('/salesManagement/adDetail');
    await screen.findByPlaceholderText('지역명, 지하철역, 매물번호로 검색하세요');
    expect(currentPath(router)).toBe('/main');
  });

  it('does not let a differently cased path slip past the broker rule', async () => {
    const { router } = renderApp('/SALESMANAGEMENT', { userType: 'GENERAL' });
    await screen.findByPlaceholderText('지역명, 지하철역, 매물번호로 검색하세요');
    expect(currentPath(router)).toBe('/main');
  });

  it('opens the listing detail to a visitor, titled with the listing number', async () => {
    const { router } = renderApp('/salesManagement/salesDetail/1234');
    expect(await findPageTitle('매물번호 1234')).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement/salesDetail/1234');
  });

  it('lets a broker into listing management', async () => {
    const { router } = renderApp('/salesManagement', { userType: 'BROKER' });
    expect(await findPageTitle('매물관리')).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement');
  });

  it('sends a broker away from the approval screens', async () => {
    const { router } = renderApp('/approval', { userType: 'BROKER' });
    await screen.findByPlaceholderText('지역명, 지하철역, 매물번호로 검색하세요');
    expect(currentPath(router)).toBe('/main');
  });

  it('lets a lawyer into the approval screens', async () => {
    const { router } = renderApp('/approval/settlement', { userType: 'LAWYER' });
    expect(await findPageTitle('정산 내역')).toBeTruthy();
    expect(currentPath(router)).toBe('/approval/settlement');
  });

  it('accepts the Korean user type a server may send', async () => {
    useUserStore.setState({ user: { userNo: 3, userTypeCode: '변호사', name: '박변호', id: 'lawyer1' } });
    const { router } = renderApp('/approval');
    expect(await findPageTitle('인증요청')).toBeTruthy();
    expect(currentPath(router)).toBe('/approval');
  });
});

describe('account status check on navigation (product.md §A4)', () => {
  it('checks a signed-in user on each navigation and keeps them when the code is 1', async () => {
    const { requests } = mockFetch(() => ok(null));
    const { router } = renderApp('/myPage', { userType: 'GENERAL' });
    await findPageTitle('마이페이지');
    await router.navigate('/myPage/faq');
    await findPageTitle('자주 묻는 질문');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'PATCH' && r.url.endsWith('/api/user/status/7')),
      ).toHaveLength(2),
    );
    expect(useUserStore.getState().user?.name).toBe('김안심');
  });

  it('signs out and shows the server message when the code is not 1', async () => {
    mockFetch((request) =>
      request.url.includes('/api/user/status/')
        ? envelopeResponse(
            { code: -1104, message: '이용이 제한된 계정입니다.', entity: null },
            { status: 403 },
          )
        : ok([]),
    );
    useUserStore.setState({ snsLoginData: { id: 'k1', joinType: 'K' }, signUpTemp: { name: '김안심' } });
    renderApp('/myPage', { userType: 'GENERAL' });
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('이용이 제한된 계정입니다.');
    const state = useUserStore.getState();
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(state.snsLoginData).toBeNull();
    expect(state.signUpTemp).toEqual({});
  });

  it('makes no status call for a visitor', async () => {
    const { requests } = mockFetch();
    renderApp('/myPage');
    await findPageTitle('마이페이지');
    expect(requests.some((r) => r.url.includes('/api/user/status'))).toBe(false);
  });

  it('keeps the session when the status call cannot reach the server, and checks again next time', async () => {
    const { requests } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const statusCalls = () => requests.filter((r) => r.url.endsWith('/api/user/status/7'));
    const { router } = renderApp('/myPage', { userType: 'GENERAL' });
    await findPageTitle('마이페이지');
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    // Only a user still signed in is checked on the next navigation: the failed check left them so.
    await router.navigate('/myPage/faq');
    await findPageTitle('자주 묻는 질문');
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    expect(useUserStore.getState().user).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('entering /main', () => {
  it('loads the common codes and subway stations into the service store', async () => {
    const code = {
      groupCode: 'RATE',
      code: 'RATE001',
      codeName: '매우 안전',
      description: null,
      parentCode: null,
    };
    const station = { subwayNo: 1, name: '시청', line: '1호선', lat: 37.5657, lng: 126.9769 };
    mockFetch((request) => ok(request.url.includes('/common/codeList') ? [code] : [station]));
    renderApp('/main');
    await waitFor(() => expect(useServiceStore.getState().codes).toEqual([code]));
    await waitFor(() => expect(useServiceStore.getState().subwayList).toEqual([station]));
  });

  it('still shows the home screen when both calls fail', async () => {
    mockFetch(() => new Response('<html>502</html>', { status: 502 }));
    const { queryClient } = renderApp('/main');
    expect(await screen.findByRole('heading', { level: 2, name: /안전등급이란/ })).toBeTruthy();
    await waitFor(() => {
      expect(queryClient.getQueryState(codeListQueryOptions().queryKey)?.status).toBe('error');
      expect(queryClient.getQueryState(subwayListQueryOptions().queryKey)?.status).toBe('error');
    });
    expect(useServiceStore.getState().codes).toEqual([]);
    expect(useServiceStore.getState().subwayList).toEqual([]);
  });
});

describe('leaving the sign-up area', () => {
  it('drops the social data and sign-up answers', async () => {
    useUserStore.setState({ snsLoginData: { id: 'n1', joinType: 'N' }, signUpTemp: { email: 'a@b.kr' } });
    const { router } = renderApp('/signUp/agreement');
    await findPageTitle('약관 동의');
    await router.navigate('/main');
    await waitFor(() => expect(useUserStore.getState().snsLoginData).toBeNull());
    expect(useUserStore.getState().signUpTemp).toEqual({});
  });
});
