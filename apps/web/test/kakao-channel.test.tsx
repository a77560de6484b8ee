import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText, serve, type, userDetail } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, renderApp, settle } from './helpers/render-app.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

/* A broker's KakaoTalk channel (issue P10 item 5): set on /myPage/profile, offered in the 채팅 문의 modal. */

const CHANNEL = 'https://pf.kakao.com/_ansimbroker01';
const FORMAT = '카카오톡 채널 주소는 https://pf.kakao.com/_ 로 시작해야 합니다.';
const KAKAO_BUTTON = '카카오톡 채널로 문의하기';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('채팅 문의 with the broker’s KakaoTalk channel', () => {
  const PATH = '/salesManagement/salesDetail/101';
  const openDialog = async (kakaoChannelUrl: string | null) => {
    const base = saleDetail();
    serve({
      'PATCH /api/sale/101': () => ok(saleDetail({ broker: { ...base.broker, kakaoChannelUrl } })),
      'GET /common/codeList': () =>
        ok([
          {
            groupCode: 'INQUIRY',
            code: 'INQUIRY001',
            codeName: '매물이 아직 있나요?',
            description: null,
            parentCode: null,
          },
        ]),
    });
    renderApp(PATH, { userType: 'GENERAL' });
    const [open] = await screen.findAllByRole('button', { name: '채팅 문의' }, { timeout: 5_000 });
    await settle();
    fireEvent.click(open!);
    return screen.findByRole('dialog', { name: '채팅 문의' }, { timeout: 5_000 });
  };

  it('offers the channel beside the form and opens it through the bridge (a new window in a browser)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openDialog(CHANNEL);
    const kakao = within(dialog).getByRole('button', { name: KAKAO_BUTTON });
    expect(within(dialog).getByText('중개사의 카카오톡 채널에서 바로 대화할 수도 있어요.')).toBeTruthy();
    fireEvent.click(kakao);
    await waitFor(() => expect(opened).toHaveBeenCalledWith(CHANNEL, '_blank', 'noopener,noreferrer'));
    // The form is still there and the modal stays open.
    expect(await within(dialog).findByRole('checkbox', { name: '매물이 아직 있나요?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '문의하기' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '채팅 문의' })).toBeTruthy();
  });

  it('has no channel button when the broker has none', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openDialog(null);
    expect(await within(dialog).findByRole('checkbox', { name: '매물이 아직 있나요?' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: KAKAO_BUTTON })).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('/myPage/profile: 카카오톡 채널 주소', () => {
  const brokerDetail = (kakaoChannelUrl: string | null) =>
    userDetail({
      userType: 'BROKER',
      company: '안심중개',
      profile: {
        businessNo: '1234567890',
        registrationNo: 'R-1',
        officeAddress: null,
        officePhone: null,
        approvedAt: null,
        kakaoChannelUrl,
      },
    });

  it('checks the address before sending, then sends only the link', async () => {
    const { requests } = serve({
      'PATCH /api/user/detail/7': () => ok(brokerDetail(null)),
      'POST /api/user/modify': () => ok(brokerDetail(CHANNEL)),
    });
    const { router } = renderApp('/myPage/profile', { userType: 'BROKER' });
    const field = await screen.findByLabelText(/카카오톡 채널 주소/);
    expect((field as HTMLInputElement).value).toBe('');
    expect(describedText(field)).toBe('매물 문의 창에 함께 보여 드려요. 예: https://pf.kakao.com/_abcd');

    type(field, 'https://open.kakao.com/o/abc');
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(describedText(field)).toBe(FORMAT));
    expect(requests.some((r) => r.url === '/api/user/modify')).toBe(false);

    type(field, CHANNEL);
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/myPage/profile/success'));
    expect(requests.find((r) => r.url === '/api/user/modify')?.body).toEqual({
      userNo: 7,
      kakaoChannelUrl: CHANNEL,
    });
  });

  it("clears a saved link with '', and shows the server's refusal under the field", async () => {
    const answer = () =>
      new Response(JSON.stringify({ code: -400, message: `kakaoChannelUrl: ${FORMAT}`, entity: null }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const { requests } = serve({
      'PATCH /api/user/detail/7': () => ok(brokerDetail(CHANNEL)),
      'POST /api/user/modify': () => answer(),
    });
    renderApp('/myPage/profile', { userType: 'BROKER' });
    const field = await screen.findByLabelText(/카카오톡 채널 주소/);
    expect((field as HTMLInputElement).value).toBe(CHANNEL);
    type(field, '');
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(describedText(field)).toBe(FORMAT));
    expect(requests.find((r) => r.url === '/api/user/modify')?.body).toEqual({
      userNo: 7,
      kakaoChannelUrl: '',
    });
  });

  it('is not asked of a general member or a lawyer', async () => {
    serve({ 'PATCH /api/user/detail/7': () => ok(userDetail({ userType: 'LAWYER', company: '법무' })) });
    renderApp('/myPage/profile', { userType: 'LAWYER' });
    expect(await screen.findByLabelText('이름')).toBeTruthy();
    expect(screen.queryByLabelText(/카카오톡 채널 주소/)).toBeNull();
  });
});
