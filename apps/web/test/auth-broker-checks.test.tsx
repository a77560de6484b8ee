import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/stores/user-store.ts';
import { describedText, serve, type } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

/*
 * The broker sign-up's two checks (issue 12 §8b): the 사업자등록 상태 and the 중개사무소 registration,
 * looked up as the broker types, with the server's answers stood in by the fetch mock.
 */

const STATUS_LABEL = {
  ACTIVE: '계속사업자',
  SUSPENDED: '휴업자',
  CLOSED: '폐업자',
  UNVERIFIED: '확인 대기',
} as const;
type Status = keyof typeof STATUS_LABEL;

function brokerReady() {
  useUserStore.setState({
    signUpTemp: {
      userType: 'BROKER',
      agreements: { agreeService: true, agreePrivacy: true, agreeGps: true, isMarketing: false },
      id: 'agent0009',
      checkedId: 'agent0009',
      password: 'Broker2go!',
      passwordConfirm: 'Broker2go!',
      name: '정중개',
      phone: '01066660009',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
    },
  });
  URL.createObjectURL = () => 'blob:test/x';
  URL.revokeObjectURL = () => {};
}

function serveChecks(status: Status, office: 'VERIFIED' | 'UNVERIFIED' | 'NOT_FOUND' = 'UNVERIFIED') {
  return serve({
    'POST /common/open/business': (request) =>
      ok({
        businessNo: (request.body as { businessNo: string }).businessNo,
        status,
        statusLabel: STATUS_LABEL[status],
        checkDigitValid: true,
        source: status === 'UNVERIFIED' ? 'LOCAL' : 'NTS',
      }),
    'GET /common/open/broker/office/binding': () =>
      ok(
        office === 'VERIFIED'
          ? {
              status: office,
              officeName: '정직공인중개사사무소',
              representative: '정중개',
              address: null,
              source: 'VWORLD',
            }
          : { status: office, officeName: null, representative: null, address: null, source: 'LOCAL' },
      ),
    'POST /api/user': () => ok({ userNo: 41, userType: 'BROKER', status: 'PENDING' }),
  });
}

async function fillOffice() {
  type(screen.getByLabelText('중개사무소 상호'), '정직공인중개사');
  type(screen.getByLabelText('사업자등록번호'), '2208162517');
  type(screen.getByLabelText('중개사무소 등록번호'), '11680-2024-00001');
  fireEvent.change(screen.getByLabelText('사업자등록증'), {
    target: { files: [new File([new Uint8Array(100)], 'license.png', { type: 'image/png' })] },
  });
  fireEvent.change(screen.getByLabelText('중개사무소 등록증'), {
    target: { files: [new File(['%PDF-1.4'], 'registration.pdf', { type: 'application/pdf' })] },
  });
}

describe('broker sign-up checks', () => {
  it('shows 계속사업자 and the registered office once typing pauses, one call each', async () => {
    const { requests } = serveChecks('ACTIVE', 'VERIFIED');
    brokerReady();
    renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    await fillOffice();
    expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe('확인 중…');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe(
        '계속사업자 · 국세청에서 확인했습니다.',
      ),
    );
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('중개사무소 등록번호'))).toBe(
        '등록된 중개사무소입니다 · 정직공인중개사사무소',
      ),
    );
    expect(requests.filter((r) => r.url.startsWith('/common/open/business'))).toHaveLength(1);
    expect(requests.find((r) => r.url.startsWith('/common/open/business'))?.body).toEqual({
      businessNo: '2208162517',
    });
    expect(requests.filter((r) => r.url.startsWith('/common/open/broker/office/binding'))).toHaveLength(1);
  });

  it('blocks the submit of a 폐업자 with a message, sending no sign-up', async () => {
    const { requests } = serveChecks('CLOSED');
    brokerReady();
    const { router } = renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    await fillOffice();
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe(
        '폐업자 · 폐업한 사업자는 중개사 회원으로 가입할 수 없습니다.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    expect(
      await screen.findByText('휴업 또는 폐업 상태의 사업자등록번호로는 가입할 수 없습니다.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/user')).toBe(false);
    expect(currentPath(router)).toBe('/signUp/BROKER/broker_info');
  });

  it('says 휴업자 for a suspended business', async () => {
    serveChecks('SUSPENDED');
    brokerReady();
    renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    await fillOffice();
    await waitFor(() => expect(describedText(screen.getByLabelText('사업자등록번호'))).toContain('휴업자'));
  });

  it('leaves an unverified business and office 확인 대기 and lets the sign-up go on', async () => {
    const { requests } = serveChecks('UNVERIFIED');
    brokerReady();
    const { router } = renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    await fillOffice();
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe('확인 대기 (운영자 확인 후 승인)'),
    );
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('중개사무소 등록번호'))).toBe(
        '확인 대기 (운영자 확인 후 승인)',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/BROKER/pending'));
    expect(requests.some((r) => r.url === '/api/user')).toBe(true);
  });

  it('says a wrong check digit at once, without asking the server', async () => {
    const { requests } = serveChecks('ACTIVE');
    brokerReady();
    renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    type(screen.getByLabelText('사업자등록번호'), '1234567890');
    expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe(
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests.some((r) => r.url.startsWith('/common/open/business'))).toBe(false);
  });
});
