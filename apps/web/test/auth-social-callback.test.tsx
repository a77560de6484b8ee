import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receiveNativeMessage } from '../src/shared/native/bridge.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { fail, serve, serverUser, signedIn } from './auth-fixtures.tsx';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

const confirmAlert = async (text: string) => {
  const alert = await screen.findByRole('alertdialog');
  expect(alert.textContent).toContain(text);
  fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
};

describe('/auth/callback/{joinType} (product.md §A4 "Social sign-in callback")', () => {
  it('alerts 로그인 실패. on code 0 and goes back to /login', async () => {
    const { requests } = serve({});
    const { router } = renderApp('/auth/callback/K?code=0');
    await confirmAlert('로그인 실패.');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(requests.some((r) => r.url === '/api/login')).toBe(false);
  });

  it('signs in with the ticket once and goes to the remembered path', async () => {
    const { requests } = serve({
      'POST /api/login': () => signedIn(serverUser({ id: null, joinType: 'K', name: '카카오친구' })),
    });
    useUserStore.setState({ redirectPath: '/myPage' });
    const { router } = renderApp('/auth/callback/K?code=1&ticket=t-123');
    await waitFor(() => expect(currentPath(router)).toBe('/myPage'));
    const logins = requests.filter((r) => r.url === '/api/login');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toMatchObject({ id: 't-123', loginType: 'K' });
    expect(useUserStore.getState()).toMatchObject({
      accessToken: 'token-new',
      joinType: 'K',
      user: { name: '카카오친구', id: null, joinType: 'K' },
    });
    expect(await screen.findByText('카카오 계정')).toBeTruthy();
  });

  it('keeps what the provider said and goes to sign-up when there is no account yet (-1105)', async () => {
    serve({
      'POST /api/login': () =>
        fail(-1105, '가입된 계정이 없습니다. 회원가입을 진행해주세요.', 404, {
          joinType: 'N',
          email: 'naver.friend@example.com',
          name: '네이버친구',
          socialTicket: 't-456',
        }),
    });
    const { router } = renderApp('/auth/callback/N?code=1&ticket=t-456');
    await waitFor(() => expect(currentPath(router)).toBe('/signUp'));
    expect(useUserStore.getState().snsLoginData).toEqual({
      id: 't-456',
      joinType: 'N',
      email: 'naver.friend@example.com',
      name: '네이버친구',
    });
    expect(await screen.findByText('네이버 계정으로 가입합니다')).toBeTruthy();
  });

  it.each([
    [-1103, '탈퇴한 계정입니다. 고객센터로 문의해주세요.'],
    [-1104, '이용이 제한된 계정입니다. 고객센터로 문의해주세요.'],
    [-1108, '소셜 로그인 정보가 만료되었습니다. 다시 시도해주세요.'],
  ])('shows the server message for %s in a popup with 확인', async (code, message) => {
    serve({ 'POST /api/login': () => fail(code, message, 403) });
    const { router } = renderApp('/auth/callback/K?code=1&ticket=t-1');
    await findPageTitle('로그인');
    await confirmAlert(message);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useUserStore.getState().user).toBeNull();
  });

  it('treats a provider it does not know as a failed sign-in', async () => {
    serve({});
    const { router } = renderApp('/auth/callback/X?code=1&ticket=t-1');
    await confirmAlert('로그인 실패.');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('finishes a sign-in the app shell reports back (loginForSns)', async () => {
    window.ReactNativeWebView = { postMessage: () => {} };
    serve({ 'POST /api/login': () => signedIn() });
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    receiveNativeMessage({ command: 'loginForSns', data: { code: 1, id: 't-native', joinType: 'K' } });
    await waitFor(() => expect(useUserStore.getState().user?.name).toBe('김안심'));
    await waitFor(() => expect(currentPath(router)).not.toBe('/login'));
  });
});
