import type { SessionUser, UserDetail } from '@ansim/domain/contract';
import { configure, fireEvent, screen } from '@testing-library/react';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';

// The account flows chain several calls and screens; on a busy CI machine one second per wait is tight.
configure({ asyncUtilTimeout: 3000 });

/**
 * Shared by the auth-*.test.tsx files (not a test file itself): a fake server that answers by
 * "METHOD /path", and the people and profiles the tests sign in as.
 */
export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const fail = (code: number, message: string, status = 400, entity: unknown = null) =>
  envelopeResponse({ code, message, entity }, { status });

export const pathOf = (url: string) => url.split('?')[0]!;
export const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/**
 * Routes the app's calls by method and path. Unrouted calls get what a quiet server would say: the social
 * providers K and N, code 1 with null for the status check and anything else.
 */
export function serve(routes: Record<string, Handler>) {
  return mockFetch((request) => {
    const key = `${request.method} ${pathOf(request.url)}`;
    const handler = routes[key];
    if (handler) return handler(request);
    if (key === 'GET /api/auth/social/providers') return ok(['K', 'N']);
    return ok(null);
  });
}

export const serverUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  userNo: 7,
  userType: 'GENERAL',
  name: '김안심',
  id: 'ansim01',
  isChangeInfo: false,
  phone: '01012345678',
  company: null,
  isMarketing: true,
  joinType: null,
  ...overrides,
});

export const signedIn = (user: SessionUser = serverUser(), token = 'token-new') =>
  envelopeResponse(
    { code: 1, message: '성공', entity: user },
    { headers: { Authorization: `Bearer ${token}` } },
  );

export const userDetail = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  userNo: 7,
  userType: 'GENERAL',
  status: 'ACTIVE',
  id: 'ansim01',
  name: '김안심',
  phone: '01012345678',
  email: 'ansim@example.com',
  company: null,
  joinType: null,
  isMarketing: false,
  isPushAlarm: true,
  isInquiryAlarm: true,
  isSaleAlarm: true,
  createdAt: '2026-03-05T01:00:00.000Z',
  profile: null,
  ...overrides,
});

/** SMS answers: a code sent now, and a verification id for the right code (123456). */
export const smsRoutes: Record<string, Handler> = {
  'POST /api/auth/send': () =>
    ok({
      expiresAt: new Date(Date.now() + 180_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    }),
  'GET /api/auth/match': (request) =>
    queryOf(request.url).get('code') === '123456'
      ? ok({ verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e' })
      : fail(-1203, '인증번호가 일치하지 않습니다.'),
};

export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Types the phone, asks for a code, types the right one and confirms it. */
export async function verifyPhone(phone = '01055557777', label = '휴대폰 번호') {
  type(screen.getByLabelText(label), phone);
  fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  type(await screen.findByLabelText('인증번호'), '123456');
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('휴대폰 인증이 완료되었습니다.');
}

/** The message a field points at with aria-describedby. */
export function describedText(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}
