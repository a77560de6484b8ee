import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../src/stores/user-store.ts';
import { describedText, fail, serve, smsRoutes, type } from './auth-fixtures.tsx';
import { findPageTitle, renderApp } from './helpers/render-app.tsx';

const START = new Date('2026-11-22T10:00:00+09:00').getTime();

async function openForm() {
  useUserStore.setState({
    signUpTemp: {
      userType: 'GENERAL',
      agreements: { agreeService: true, agreePrivacy: true, agreeGps: true, isMarketing: false },
    },
  });
  renderApp('/signUp/GENERAL');
  await findPageTitle('일반 회원가입');
}

/** Moves the clock the countdowns read; their own 250 ms tick picks it up. */
const advanceClock = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('phone verification by SMS (3-minute code, resend after 60 s)', () => {
  it('refuses a number that is not a mobile number without sending', async () => {
    const { requests } = serve(smsRoutes);
    await openForm();
    type(screen.getByLabelText('휴대폰 번호'), '0212345678');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(describedText(screen.getByLabelText('휴대폰 번호'))).toBe('휴대폰 번호를 정확히 입력해주세요.');
    expect(requests.some((r) => r.url.includes('/api/auth/send'))).toBe(false);
  });

  it('counts the three minutes down, and lets a new code be asked for only after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const { requests } = serve(smsRoutes);
    await openForm();
    type(screen.getByLabelText('휴대폰 번호'), '010-5555-7777');
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('01055557777');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('03:00');
    expect(requests.find((r) => r.url === '/api/auth/send')?.body).toEqual({
      phone: '01055557777',
      purpose: 'SIGN_UP',
    });
    expect(describedText(screen.getByLabelText('인증번호'))).toBe(
      '인증번호를 보냈습니다. 3분 안에 입력해주세요.',
    );
    const resend = screen.getByRole('button', { name: /^재전송/ });
    expect(resend.textContent).toBe('재전송 01:00');
    expect(resend.hasAttribute('disabled')).toBe(true);

    advanceClock(45);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('02:15'));
    expect(screen.getByRole('button', { name: /^재전송/ }).textContent).toBe('재전송 00:15');

    advanceClock(15);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '재전송' }).hasAttribute('disabled')).toBe(false),
    );

    advanceClock(120);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('00:00'));
    expect(describedText(screen.getByLabelText('인증번호'))).toBe(
      '인증 시간이 지났습니다. 인증번호를 다시 받아주세요.',
    );
    expect(screen.getByRole('button', { name: '확인' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a wrong code, and after five asks for a new one', async () => {
    let tries = 0;
    serve({
      ...smsRoutes,
      'GET /api/auth/match': () =>
        ++tries < 5
          ? fail(-1203, '인증번호가 일치하지 않습니다.')
          : fail(-1204, '인증번호를 5회 잘못 입력하였습니다. 인증번호를 다시 요청해주세요.', 429),
    });
    await openForm();
    type(screen.getByLabelText('휴대폰 번호'), '01055557777');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText('인증번호');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(describedText(code)).toBe('인증번호 6자리를 입력해주세요.');

    type(code, '111111');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(describedText(code)).toBe('인증번호가 일치하지 않습니다.'));
    for (let i = 0; i < 4; i++) {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(tries).toBe(i + 2));
    }
    await waitFor(() =>
      expect(describedText(code)).toBe('인증번호를 5회 잘못 입력하였습니다. 인증번호를 다시 요청해주세요.'),
    );
    expect(screen.getByRole('button', { name: '확인' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the cool-down and the daily limit as the server words them', async () => {
    serve({ 'POST /api/auth/send': () => fail(-1201, '인증번호는 1분 후에 다시 요청할 수 있습니다.', 429) });
    await openForm();
    type(screen.getByLabelText('휴대폰 번호'), '01055557777');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('휴대폰 번호'))).toBe(
        '인증번호는 1분 후에 다시 요청할 수 있습니다.',
      ),
    );
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it('drops the proof when the number changes after it was verified', async () => {
    serve(smsRoutes);
    await openForm();
    type(screen.getByLabelText('휴대폰 번호'), '01055557777');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    type(await screen.findByLabelText('인증번호'), '123456');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료되었습니다.');
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '번호 변경' }));
    expect(screen.queryByText('휴대폰 인증이 완료되었습니다.')).toBeNull();
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
  });
});
