import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/stores/user-store.ts';
import { describedText, fail, serve, smsRoutes, type, verifyPhone } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

describe('/find/id', () => {
  it('needs the name and a verified phone, then shows the accounts found', async () => {
    const { requests } = serve({
      ...smsRoutes,
      'POST /api/find/id': () =>
        ok([
          { id: 'ansim01', userType: 'GENERAL', joinType: null, createdAt: '2026-03-05T01:00:00.000Z' },
          { id: null, userType: 'BROKER', joinType: 'K', createdAt: '2026-04-01T01:00:00.000Z' },
        ]),
    });
    const { router } = renderApp('/find/id');
    await findPageTitle('아이디 찾기');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('이름'))).toBe('이름을 입력해주세요.'));
    expect(describedText(screen.getByLabelText('휴대폰 번호'))).toBe('휴대폰 번호를 입력해주세요.');

    type(screen.getByLabelText('이름'), '김안심');
    await verifyPhone('01012345678');
    expect(requests.find((r) => r.url === '/api/auth/send')?.body).toMatchObject({ purpose: 'FIND_ID' });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));

    const found = await screen.findByRole('list', { name: '찾은 계정' });
    expect(found.textContent).toContain('ansim01');
    expect(found.textContent).toContain('26.03.05 가입');
    expect(found.textContent).toContain('카카오 간편가입 계정');
    expect(requests.find((r) => r.url === '/api/find/id')?.body).toEqual({
      name: '김안심',
      phone: '01012345678',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
    });
    fireEvent.click(screen.getByRole('link', { name: '비밀번호 찾기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/find/password'));
    // The password page is a lazy route: the path changes before its chunk has drawn the form.
    expect(((await screen.findByLabelText('아이디')) as HTMLInputElement).value).toBe('ansim01');
  });

  it('says when nobody matches', async () => {
    serve({ ...smsRoutes, 'POST /api/find/id': () => fail(-1303, '일치하는 회원 정보가 없습니다.', 404) });
    renderApp('/find/id');
    await findPageTitle('아이디 찾기');
    type(screen.getByLabelText('이름'), '김없음');
    await verifyPhone();
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('일치하는 회원 정보가 없습니다.');
  });
});

describe('/find/password', () => {
  it('proves the phone, sets a new password with the rules, and sends the user to sign in again', async () => {
    useUserStore.setState({ user: { userNo: 7, name: '김안심', id: 'ansim01' }, accessToken: 'old' });
    const { requests } = serve({
      ...smsRoutes,
      'PATCH /api/find/password/ansim01': () => ok({ resetTicket: 'reset-1' }),
      'POST /api/change/password': () => ok(null),
    });
    const { router } = renderApp('/find/password');
    await findPageTitle('비밀번호 찾기');
    type(screen.getByLabelText('아이디'), 'ansim01');
    await verifyPhone('01012345678');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('heading', { name: '새 비밀번호를 설정해주세요' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH' && r.url.includes('/api/find/password'))?.body).toEqual({
      phone: '01012345678',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
    });

    const password = screen.getByLabelText('새 비밀번호');
    type(password, 'qwe12345');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(describedText(password)).toBe('영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.'),
    );
    type(password, 'Remember369!');
    type(screen.getByLabelText('새 비밀번호 확인'), 'Remember369!');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(requests.find((r) => r.url === '/api/change/password')?.body).toEqual({
      resetTicket: 'reset-1',
      password: 'Remember369!',
      passwordConfirm: 'Remember369!',
    });
    // Every session ended on the server, this one too.
    expect(useUserStore.getState().user).toBeNull();
    expect(((await screen.findByLabelText('아이디')) as HTMLInputElement).value).toBe('ansim01');
  });

  it('offers to start over when the reset ticket ran out', async () => {
    serve({
      ...smsRoutes,
      'PATCH /api/find/password/ansim01': () => ok({ resetTicket: 'reset-1' }),
      'POST /api/change/password': () =>
        fail(-400, '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해주세요.'),
    });
    renderApp('/find/password');
    await findPageTitle('비밀번호 찾기');
    type(screen.getByLabelText('아이디'), 'ansim01');
    await verifyPhone();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    type(await screen.findByLabelText('새 비밀번호'), 'Remember369!');
    type(screen.getByLabelText('새 비밀번호 확인'), 'Remember369!');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '비밀번호 재설정 시간이 지났습니다. 처음부터 다시 진행해주세요.',
    );
    fireEvent.click(screen.getByRole('button', { name: '처음부터 다시 하기' }));
    expect(await screen.findByRole('heading', { name: '비밀번호를 잊으셨나요?' })).toBeTruthy();
  });
});
