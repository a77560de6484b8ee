import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/stores/user-store.ts';
import { describedText, fail, serve, serverUser, signedIn, type } from './auth-fixtures.tsx';
import { envelopeResponse } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));

describe('/login (product.md §A4 "Sign-in")', () => {
  it('checks the id and password before calling, with the domain messages tied to the fields', async () => {
    const { requests } = serve({});
    renderApp('/login');
    await findPageTitle('로그인');
    submit();
    const id = screen.getByLabelText('아이디');
    // The form resolves with the domain schema asynchronously, as react-hook-form does.
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(id)).toBe('아이디를 입력해주세요.');
    expect(describedText(screen.getByLabelText('비밀번호'))).toBe('비밀번호를 입력해주세요.');
    expect(document.activeElement).toBe(id);

    type(id, 'ab');
    submit();
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('아이디'))).toBe(
        '아이디는 영문과 숫자를 포함해 6~12자로 입력해주세요.',
      ),
    );
    expect(requests.some((r) => r.url.includes('/api/login'))).toBe(false);
  });

  it('signs in: keeps the user and the header token, records marketing, and goes to /myPage', async () => {
    const { requests } = serve({ 'POST /api/login': () => signedIn(serverUser({ isMarketing: true })) });
    const { router } = renderApp('/login');
    await findPageTitle('로그인');
    type(screen.getByLabelText('아이디'), 'ansim01');
    type(screen.getByLabelText('비밀번호'), 'Ansim2580!');
    submit();
    await waitFor(() => expect(currentPath(router)).toBe('/myPage'));
    const login = requests.find((r) => r.url === '/api/login')!;
    expect(login.body).toEqual({
      id: 'ansim01',
      password: 'Ansim2580!',
      loginType: 'ID',
      device: { deviceType: 'WEB' },
    });
    const state = useUserStore.getState();
    expect(state.accessToken).toBe('token-new');
    expect(state.user).toMatchObject({ userNo: 7, name: '김안심', id: 'ansim01', userType: 'GENERAL' });
    expect(state.marketing).toBe(true);
    expect(await screen.findByRole('heading', { name: '김안심님, 안녕하세요' })).toBeTruthy();
  });

  it('returns to the remembered path and forgets it', async () => {
    serve({ 'POST /api/login': () => signedIn() });
    useUserStore.setState({ redirectPath: '/myPage/faq' });
    const { router } = renderApp('/login');
    await findPageTitle('로그인');
    type(screen.getByLabelText('아이디'), 'ansim01');
    type(screen.getByLabelText('비밀번호'), 'Ansim2580!');
    submit();
    await waitFor(() => expect(currentPath(router)).toBe('/myPage/faq'));
    expect(useUserStore.getState().redirectPath).toBeNull();
  });

  it('shows the one message for a wrong id or password, and empties the password', async () => {
    serve({ 'POST /api/login': () => fail(-1101, '아이디 또는 비밀번호가 일치하지 않습니다.', 401) });
    const { router } = renderApp('/login');
    await findPageTitle('로그인');
    type(screen.getByLabelText('아이디'), 'ansim01');
    type(screen.getByLabelText('비밀번호'), 'Wrong2580!');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('');
    expect(currentPath(router)).toBe('/login');
    expect(useUserStore.getState().user).toBeNull();
  });

  it('tells a broker awaiting approval in a dialog', async () => {
    serve({
      'POST /api/login': () =>
        fail(-1106, '가입 승인 대기 중입니다. 승인이 완료되면 이용하실 수 있습니다.', 403),
    });
    renderApp('/login');
    await findPageTitle('로그인');
    type(screen.getByLabelText('아이디'), 'broker02');
    type(screen.getByLabelText('비밀번호'), 'Ansim2580!');
    submit();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('가입 승인 대기 중입니다.');
  });

  it('disables the button while the call runs, so one tap signs in once', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = serve({
      'POST /api/login': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderApp('/login');
    await findPageTitle('로그인');
    type(screen.getByLabelText('아이디'), 'ansim01');
    type(screen.getByLabelText('비밀번호'), 'Ansim2580!');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '로그인' }).hasAttribute('disabled')).toBe(true),
    );
    submit();
    release(
      envelopeResponse({ code: -1101, message: '아이디 또는 비밀번호가 일치하지 않습니다.', entity: null }),
    );
    await screen.findByRole('alert');
    expect(requests.filter((r) => r.url === '/api/login')).toHaveLength(1);
  });

  it('offers only the social sign-ins the server has, and Apple only on an iPhone or iPad', async () => {
    serve({
      'GET /api/auth/social/providers': () => envelopeResponse({ code: 1, message: '', entity: ['K', 'A'] }),
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: '카카오로 시작하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '애플로 시작하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '네이버로 시작하기' })).toBeNull();
  });

  it('shows Apple on an iPhone', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
    });
    try {
      serve({
        'GET /api/auth/social/providers': () =>
          envelopeResponse({ code: 1, message: '', entity: ['K', 'A'] }),
      });
      renderApp('/login');
      expect(await screen.findByRole('button', { name: '애플로 시작하기' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });

  it('asks the app shell to sign in with the provider inside the app', async () => {
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (message: string) => posted.push(message) };
    serve({});
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: '카카오로 시작하기' }));
    expect(posted).toContain(JSON.stringify({ command: 'loginForSns', payload: { joinType: 'K' } }));
  });

  it('opens the sign-up chooser from 회원가입', async () => {
    serve({});
    const { router } = renderApp('/login');
    await findPageTitle('로그인');
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입 방법 선택' });
    fireEvent.click(screen.getByRole('radio', { name: /중개인/ }));
    fireEvent.click(screen.getByRole('button', { name: '아이디로 가입하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/agreement'));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(useUserStore.getState().signUpTemp.userType).toBe('BROKER');
  });

  it('sends someone already signed in on to /myPage', async () => {
    serve({});
    const { router } = renderApp('/login', { userType: 'GENERAL' });
    await waitFor(() => expect(currentPath(router)).toBe('/myPage'));
  });
});
