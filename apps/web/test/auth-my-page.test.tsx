import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/stores/user-store.ts';
import { describedText, fail, serve, smsRoutes, type, userDetail, verifyPhone } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';

const detailRoute = (overrides = {}) => ({ 'PATCH /api/user/detail/7': () => ok(userDetail(overrides)) });

describe('/myPage signed in', () => {
  it('signs out after the confirm: the server session, then everything on this device', async () => {
    const { requests } = serve({ 'POST /api/logout': () => ok(null) });
    useUserStore.setState({ snsLoginData: { id: 't', joinType: 'K' }, signUpTemp: { name: '김안심' } });
    renderApp('/myPage', { userType: 'GENERAL' });
    expect(await screen.findByRole('heading', { name: '김안심님, 안녕하세요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('로그아웃 하시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '로그인하고 더 많은 기능을 이용하세요' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/logout')).toBe(true);
    const state = useUserStore.getState();
    expect([state.user, state.accessToken, state.snsLoginData]).toEqual([null, null, null]);
    expect(state.signUpTemp).toEqual({});
  });

  it('first makes the server forget this browser’s push address, so the next account here gets none of it', async () => {
    const registration = {
      pushManager: { getSubscription: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/me' }) },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    try {
      const { requests } = serve({
        'POST /api/push/unsubscribe': () => ok({ removed: true }),
        'POST /api/logout': () => ok(null),
      });
      renderApp('/myPage', { userType: 'GENERAL' });
      fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(useUserStore.getState().user).toBeNull());
      const urls = requests.map((r) => r.url);
      expect(urls.indexOf('/api/push/unsubscribe')).toBeGreaterThanOrEqual(0);
      // While still signed in: the unsubscribe needs the session that sign-out ends.
      expect(urls.indexOf('/api/push/unsubscribe')).toBeLessThan(urls.indexOf('/api/logout'));
      expect(requests.find((r) => r.url === '/api/push/unsubscribe')?.body).toEqual({
        endpoint: 'https://fcm.googleapis.com/fcm/send/me',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('stays signed in when the sign-out is cancelled', async () => {
    const { requests } = serve({});
    renderApp('/myPage', { userType: 'GENERAL' });
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useUserStore.getState().user).not.toBeNull();
    expect(requests.some((r) => r.url === '/api/logout')).toBe(false);
  });

  it('withdraws an id account after its password, then goes to /login with nothing stored', async () => {
    const { requests } = serve({
      'PATCH /api/user/withdrwal/7': (request) =>
        (request.body as { password?: string }).password === 'Ansim2580!'
          ? ok(null)
          : fail(-400, 'password: 비밀번호가 일치하지 않습니다.'),
    });
    const { router } = renderApp('/myPage', { userType: 'GENERAL' });
    fireEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    // The focus starts on 취소, the answer that loses nothing.
    expect(document.activeElement?.textContent).toBe('취소');
    const password = within(dialog).getByLabelText('비밀번호 확인');
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect(describedText(password)).toBe('본인 확인을 위해 비밀번호를 입력해주세요.');
    type(password, 'Wrong2580!');
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(describedText(password)).toBe('비밀번호가 일치하지 않습니다.'));
    type(password, 'Ansim2580!');
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    const done = await screen.findByRole('alertdialog', { name: '성공' });
    fireEvent.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useUserStore.getState().user).toBeNull();
    expect(requests.filter((r) => r.url === '/api/user/withdrwal/7').at(-1)?.body).toEqual({
      password: 'Ansim2580!',
    });
  });

  it('asks no password of a social account', async () => {
    const { requests } = serve({ 'PATCH /api/user/withdrwal/7': () => ok(null) });
    renderApp('/myPage', { userType: 'GENERAL' });
    useUserStore.setState((state) => ({ user: state.user && { ...state.user, id: null, joinType: 'K' } }));
    fireEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    expect(within(dialog).queryByLabelText('비밀번호 확인')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/user/withdrwal/7')).toBe(true));
    expect(requests.find((r) => r.url === '/api/user/withdrwal/7')?.body).toEqual({});
  });
});

describe('/myPage/profile', () => {
  it('asks a visitor to sign in and come back', async () => {
    serve({});
    renderApp('/myPage/profile');
    fireEvent.click(await screen.findByRole('link', { name: '로그인' }));
    expect(useUserStore.getState().redirectPath).toBe('/myPage/profile');
  });

  it('sends only what changed, a new phone with its CHANGE_PHONE proof, then shows the success screen', async () => {
    const { requests } = serve({
      ...detailRoute({
        userType: 'BROKER',
        company: '안심중개',
        profile: {
          businessNo: '1234567890',
          registrationNo: 'R-1',
          officeAddress: null,
          officePhone: null,
          approvedAt: null,
          kakaoChannelUrl: null,
        },
      }),
      ...smsRoutes,
      'POST /api/user/modify': () =>
        ok(userDetail({ name: '김바뀜', phone: '01099998888', userType: 'BROKER' })),
    });
    const { router } = renderApp('/myPage/profile', { userType: 'BROKER' });
    const name = await screen.findByLabelText('이름');
    expect((name as HTMLInputElement).value).toBe('김안심');
    expect(screen.getByText('1234567890')).toBeTruthy();
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('010-1234-5678');

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('바뀐 내용이 없습니다.');

    type(name, '김');
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(describedText(name)).toBe('이름은 한글 또는 영문 2~20자로 입력해주세요.'));
    type(name, '김바뀜');
    type(screen.getByLabelText('중개사무소 상호'), '안심공인중개사');

    fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 변경' }));
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('새 휴대폰 번호'))).toBe('휴대폰 번호를 입력해주세요.'),
    );
    await verifyPhone('01099998888', '새 휴대폰 번호');
    expect(requests.find((r) => r.url === '/api/auth/send')?.body).toEqual({
      phone: '01099998888',
      purpose: 'CHANGE_PHONE',
    });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(currentPath(router)).toBe('/myPage/profile/success'));
    expect(await screen.findByRole('heading', { name: '회원정보가 수정되었습니다' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/user/modify')?.body).toEqual({
      userNo: 7,
      name: '김바뀜',
      company: '안심공인중개사',
      phone: '01099998888',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
    });
    expect(useUserStore.getState().user).toMatchObject({ name: '김바뀜', phone: '01099998888' });
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    let calls = 0;
    serve({
      'PATCH /api/user/detail/7': () =>
        ++calls === 1 ? new Response('<html>502</html>', { status: 502 }) : ok(userDetail()),
    });
    renderApp('/myPage/profile', { userType: 'GENERAL' });
    expect(await screen.findByRole('heading', { name: '회원 정보를 불러오지 못했습니다.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByLabelText('이름')).toBeTruthy();
  });
});

describe('/myPage/alarm', () => {
  it('saves a switch at once and puts it back when the server refuses', async () => {
    let refuse = false;
    const { requests } = serve({
      ...detailRoute(),
      'PATCH /api/user/alarm/7': (request) =>
        refuse
          ? fail(-500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.', 500)
          : ok(userDetail(request.body as object)),
    });
    renderApp('/myPage/alarm', { userType: 'GENERAL' });
    const sale = await screen.findByRole('switch', { name: '매물 소식 알림' });
    expect(sale.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sale);
    expect(sale.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/user/alarm/7')).toBe(true));
    expect(requests.find((r) => r.url === '/api/user/alarm/7')?.body).toEqual({ isSaleAlarm: false });

    refuse = true;
    const push = screen.getByRole('switch', { name: '앱 푸시 알림' });
    fireEvent.click(push);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(push.getAttribute('aria-checked')).toBe('true');
  });

  it('changes the marketing consent through /api/user/toggle and confirms it with the date', async () => {
    const { requests } = serve({
      ...detailRoute(),
      'POST /api/user/toggle': () => ok(userDetail({ isMarketing: true })),
    });
    renderApp('/myPage/alarm', { userType: 'GENERAL' });
    fireEvent.click(await screen.findByRole('switch', { name: '마케팅 정보 수신 동의' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일 마케팅 정보 수신에 동의하셨습니다\./);
    expect(requests.find((r) => r.url.startsWith('/api/user/toggle'))?.url).toBe(
      '/api/user/toggle?userNo=7&isMarketing=true',
    );
    expect(useUserStore.getState().marketing).toBe(true);
  });
});
