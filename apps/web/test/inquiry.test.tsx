import type { CommonCode, InquiryDetail, InquirySaleItem, InquirySummary } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boxesFor, boxFromSearch } from '../src/features/inquiry/model/inquiry-boxes.ts';
import { inquiryNoFrom } from '../src/features/inquiry/model/inquiry-paths.ts';
import { oneToOneFormSchema } from '../src/features/inquiry/model/one-to-one-form.ts';
import { chatInquiryErrors } from '../src/features/sale-detail/components/chat-inquiry-dialog.tsx';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle, signInAs } from './helpers/render-app.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

const code = (groupCode: string, value: string, codeName: string): CommonCode => ({
  groupCode,
  code: value,
  codeName,
  description: null,
  parentCode: null,
});
const INQUIRY_CODES = [
  code('INQUIRY', 'INQUIRY001', '매물이 아직 있나요?'),
  code('INQUIRY', 'INQUIRY002', '방을 직접 볼 수 있나요?'),
  code('INQUIRY', 'INQUIRY006', '기타'),
];
const TYPE_CODES = [
  code('INQUIRY_TYPE', 'INQUIRY_TYPE001', '매물 문의'),
  code('INQUIRY_TYPE', 'INQUIRY_TYPE002', '1대1 문의'),
  code('INQUIRY_TYPE', 'INQUIRY_TYPE003', '계정·로그인'),
  code('INQUIRY_TYPE', 'INQUIRY_TYPE006', '기타'),
];

const summary = (overrides: Partial<InquirySummary> = {}): InquirySummary => ({
  inquiryNo: 11,
  inquiryType: 'INQUIRY_TYPE001',
  inquiryTypeName: '매물 문의',
  inquiryName: '강남구 역삼동 전세 2억 문의',
  saleNo: 101,
  reasonTypes: [{ code: 'INQUIRY001', name: '매물이 아직 있나요?' }],
  reason: null,
  state: 'WAIT',
  regDate: '2026-11-20T03:00:00.000Z',
  answeredAt: null,
  mine: true,
  ...overrides,
});
const detailOf = (overrides: Partial<InquiryDetail> = {}): InquiryDetail => ({
  ...summary(),
  name: '김안심',
  phone: '01012345678',
  title: null,
  content: null,
  answer: null,
  sale: { saleNo: 101, title: '역삼역 8분 투룸', address: '서울 강남구 역삼동', mainImage: null },
  canAnswer: false,
  ...overrides,
});
const page = <T,>(list: T[]) => ({
  list,
  pageInfo: { page: 1, totalPage: list.length ? 1 : 0, totalRow: list.length },
});

const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
const groupOf = (request: RecordedRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('groupCode');

/** The code lists every inquiry screen reads, and whatever else `more` answers. */
function serve(more: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const answer = more(request);
    if (answer) return answer;
    if (pathOf(request) === '/common/codeList') {
      return ok(groupOf(request) === 'INQUIRY_TYPE' ? TYPE_CODES : INQUIRY_CODES);
    }
    return ok([]);
  }).requests;
}

describe('inquiry rules on the client', () => {
  it('asks for a reason, and for 5 characters when 기타 is chosen', () => {
    expect(chatInquiryErrors([], '', '')?.reasonType).toBe('문의 항목을 하나 이상 선택해주세요.');
    expect(chatInquiryErrors(['INQUIRY006'], '네글자임', '')?.reason).toBe('5글자 이상 입력해주세요.');
    expect(chatInquiryErrors(['INQUIRY006'], '   다섯 ', '')?.reason).toBe('5글자 이상 입력해주세요.');
    expect(chatInquiryErrors(['INQUIRY006'], '다섯글자요', '')).toBeNull();
    // Without 기타 the free text is not asked for at all.
    expect(chatInquiryErrors(['INQUIRY001'], '', '01012345678')).toBeNull();
  });

  it('gives 받은 문의 to brokers only, and falls back to 보낸 문의 for a box the user does not have', () => {
    expect(boxesFor('BROKER')).toEqual(['sent', 'received']);
    expect(boxesFor('GENERAL')).toEqual(['sent']);
    expect(boxFromSearch('received', 'GENERAL')).toBe('sent');
    expect(boxFromSearch('received', 'BROKER')).toBe('received');
    expect(boxFromSearch('other', 'BROKER')).toBe('sent');
  });

  it('reads only a positive number as an inquiry number', () => {
    expect(inquiryNoFrom('12')).toBe(12);
    expect(inquiryNoFrom('0')).toBeNull();
    expect(inquiryNoFrom('1e3')).toBeNull();
    expect(inquiryNoFrom('12345678901')).toBeNull();
    expect(inquiryNoFrom(undefined)).toBeNull();
  });

  it('holds the 1대1 form to the contract limits and messages', () => {
    const parse = (v: { inquiryType: string; title: string; content: string }) =>
      oneToOneFormSchema.safeParse(v).error?.issues.map((issue) => issue.message) ?? [];
    expect(parse({ inquiryType: '', title: '가', content: '넷넷넷넷' })).toEqual([
      '문의 유형을 선택해주세요.',
      '제목을 2자 이상 입력해주세요.',
      '내용을 5자 이상 입력해주세요.',
    ]);
    expect(parse({ inquiryType: 'INQUIRY_TYPE001', title: '가나', content: '다섯글자요' })).toEqual([
      '문의 유형을 선택해주세요.',
    ]);
    expect(
      parse({ inquiryType: 'INQUIRY_TYPE003', title: 'x'.repeat(51), content: 'y'.repeat(1001) }),
    ).toEqual(['제목은 50자 이내로 입력해주세요.', '내용은 1000자 이내로 입력해주세요.']);
    expect(parse({ inquiryType: 'INQUIRY_TYPE006', title: '가나', content: '다섯글자요' })).toEqual([]);
  });
});

describe('채팅 문의 on a listing (spec 02 §3, §4, §5)', () => {
  const PATH = '/salesManagement/salesDetail/101';
  const serveDetail = (save: () => Response = () => ok({ inquiryNo: 51 })) =>
    serve((request) => {
      const path = pathOf(request);
      if (path === '/api/sale/101') return ok(saleDetail());
      if (path === '/api/inquiry') return save();
      return undefined;
    });

  it('asks a visitor to sign in first', async () => {
    serveDetail();
    renderApp(PATH);
    const [open] = await screen.findAllByRole('button', { name: '채팅 문의' }, { timeout: 5_000 });
    fireEvent.click(open!);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('로그인');
    expect(screen.queryByRole('dialog', { name: '채팅 문의' })).toBeNull();
  });

  it('is not offered on one’s own listing', async () => {
    serveDetail();
    // saleDetail() belongs to userNo 3: its owner is signed in.
    signInAs('BROKER', { userNo: 3 });
    renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: '역삼역 8분, 채광 좋은 투룸' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: '채팅 문의' })).toBeNull();
  });

  it('checks 기타 at 5 characters, sends the reasons and says 문의가 완료되었습니다.', async () => {
    const requests = serveDetail();
    renderApp(PATH, { userType: 'GENERAL' });
    const [open] = await screen.findAllByRole('button', { name: '채팅 문의' }, { timeout: 5_000 });
    await settle();
    fireEvent.click(open!);
    const dialog = await screen.findByRole('dialog', { name: '채팅 문의' }, { timeout: 5_000 });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '매물이 아직 있나요?' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '기타' }));
    const other = within(dialog).getByRole('textbox', { name: '기타 문의 내용' });
    fireEvent.change(other, { target: { value: '네글자임' } });
    expect(within(dialog).getByText('4/100')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '문의하기' }));
    expect(await within(dialog).findByText('5글자 이상 입력해주세요.')).toBeTruthy();
    expect(requests.some((r) => pathOf(r) === '/api/inquiry')).toBe(false);

    fireEvent.change(other, { target: { value: '주차가 되나요?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '문의하기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('문의가 완료되었습니다.');
    expect(screen.queryByRole('dialog', { name: '채팅 문의' })).toBeNull();
    const sent = requests.find((r) => pathOf(r) === '/api/inquiry');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({
      inquiryNo: null,
      userNo: 7,
      saleNo: 101,
      saleUserNo: 3,
      inquiryType: 'INQUIRY_TYPE001',
      reasonType: ['INQUIRY001', 'INQUIRY006'],
      reason: '주차가 되나요?',
      name: '김안심',
    });
  });

  it('shows the server’s own message when it refuses, and closes the modal', async () => {
    serveDetail(() =>
      envelopeResponse(
        { code: -403, message: '내 매물에는 문의할 수 없습니다.', entity: null },
        { status: 403 },
      ),
    );
    renderApp(PATH, { userType: 'GENERAL' });
    const [open] = await screen.findAllByRole('button', { name: '채팅 문의' }, { timeout: 5_000 });
    await settle();
    fireEvent.click(open!);
    const dialog = await screen.findByRole('dialog', { name: '채팅 문의' }, { timeout: 5_000 });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '매물이 아직 있나요?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '문의하기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('내 매물에는 문의할 수 없습니다.');
    expect(screen.queryByRole('dialog', { name: '채팅 문의' })).toBeNull();
  });
});

describe('/myPage/inquiry', () => {
  it('shows a visitor the sign-in card', async () => {
    serve();
    renderApp('/myPage/inquiry');
    expect(await screen.findByRole('link', { name: '로그인' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('lists a general member’s sent inquiries only, with state and reasons', async () => {
    const requests = serve((request) =>
      pathOf(request) === '/api/inquiry/list' ? ok(page([summary()])) : undefined,
    );
    renderApp('/myPage/inquiry', { userType: 'GENERAL' });
    const card = await screen.findByRole('link', { name: /강남구 역삼동 전세 2억 문의/ }, { timeout: 5_000 });
    expect(card.getAttribute('href')).toBe('/myPage/inquiry/11');
    expect(card.textContent).toContain('답변 대기');
    expect(card.textContent).toContain('매물이 아직 있나요?');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(requests.some((r) => pathOf(r) === '/api/inquiry/sale/list')).toBe(false);
  });

  it('gives a broker 받은 문의 with the asker, and 내역이 없습니다. when a box is empty', async () => {
    const received: InquirySaleItem = {
      ...summary({ inquiryNo: 12, mine: false, state: 'ANSWERED' }),
      askerName: '이세입',
      askerPhone: '010-****-5678',
    };
    serve((request) => {
      if (pathOf(request) === '/api/inquiry/list') return ok(page([]));
      if (pathOf(request) === '/api/inquiry/sale/list') return ok(page([received]));
      return undefined;
    });
    renderApp('/myPage/inquiry', { userType: 'BROKER' });
    expect(await screen.findByText('내역이 없습니다.', {}, { timeout: 5_000 })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: '받은 문의' });
    fireEvent.click(tab);
    const card = await screen.findByRole('link', { name: /강남구 역삼동/ });
    expect(card.textContent).toContain('답변 완료');
    expect(card.textContent).toContain('문의자 이세입');
    expect(screen.getByRole('tab', { name: '받은 문의' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('/myPage/inquiry/{inquiryNo}', () => {
  it('titles the header with the inquiry name and lets the broker answer (2–1000)', async () => {
    let answered = false;
    const requests = serve((request) => {
      const path = pathOf(request);
      if (path === '/api/inquiry/detail/11')
        return ok(detailOf({ mine: false, canAnswer: true, reason: null }));
      if (path === '/api/inquiry/answer/11') {
        answered = true;
        return ok(
          detailOf({
            mine: false,
            canAnswer: true,
            state: 'ANSWERED',
            answer: {
              text: (request.body as { answer: string }).answer,
              answeredAt: '2026-11-21T01:00:00.000Z',
              answererName: '박중개',
            },
          }),
        );
      }
      return undefined;
    });
    renderApp('/myPage/inquiry/11', { userType: 'BROKER' });
    await findPageTitle('강남구 역삼동 전세 2억 문의');
    const field = await screen.findByRole('textbox', { name: '답변 작성' });
    fireEvent.change(field, { target: { value: '네' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변을 2자 이상 입력해주세요.')).toBeTruthy();
    expect(answered).toBe(false);
    fireEvent.change(field, { target: { value: '네, 아직 있습니다.' } });
    expect(screen.getByText('11/1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '답변 등록' }));
    await screen.findByRole('alertdialog');
    expect(await screen.findByText('네, 아직 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '답변 작성' })).toBeNull();
    const sent = requests.find((r) => pathOf(r) === '/api/inquiry/answer/11');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ answer: '네, 아직 있습니다.' });
    // The asker's delete is not the broker's.
    expect(screen.queryByRole('button', { name: '문의 삭제' })).toBeNull();
  });

  it('lets the asker delete after a confirm, back to the list', async () => {
    const requests = serve((request) => {
      const path = pathOf(request);
      if (path === '/api/inquiry/detail/11') return ok(detailOf());
      if (path === '/api/inquiry/delete/11') return ok({ inquiryNo: 11 });
      if (path === '/api/inquiry/list') return ok(page([]));
      return undefined;
    });
    const { router } = renderApp('/myPage/inquiry/11', { userType: 'GENERAL' });
    await findPageTitle('강남구 역삼동 전세 2억 문의');
    expect(screen.getByText(/아직 답변을 기다리고 있어요/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '답변 작성' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '문의 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('문의를 삭제하시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/myPage/inquiry'));
    expect(requests.find((r) => pathOf(r) === '/api/inquiry/delete/11')?.method).toBe('PATCH');
  });

  it('says the inquiry is not there on a 404, without a retry', async () => {
    serve((request) =>
      pathOf(request) === '/api/inquiry/detail/99'
        ? envelopeResponse({ code: -404, message: '문의를 찾을 수 없습니다.', entity: null }, { status: 404 })
        : undefined,
    );
    renderApp('/myPage/inquiry/99', { userType: 'GENERAL' });
    expect(
      await screen.findByRole('heading', { name: '문의를 찾을 수 없습니다.' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});

describe('/inquiry (1대1 문의)', () => {
  it('checks the fields, sends a 1대1 inquiry without a listing and goes to the list', async () => {
    const requests = serve((request) => {
      const path = pathOf(request);
      if (path === '/api/inquiry') return ok({ inquiryNo: 70 });
      if (path === '/api/inquiry/list') return ok(page([]));
      return undefined;
    });
    const { router } = renderApp('/inquiry', { userType: 'GENERAL' });
    await findPageTitle('1대1 문의');
    const submit = await screen.findByRole('button', { name: '문의하기' });
    fireEvent.click(submit);
    expect(await screen.findByText('문의 유형을 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('제목을 2자 이상 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 5자 이상 입력해주세요.')).toBeTruthy();

    const category = screen.getByRole('combobox', { name: '문의 유형' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(3));
    // The listing inquiry and the old catch-all are not categories of a 1대1 inquiry.
    expect(within(category).queryByRole('option', { name: '매물 문의' })).toBeNull();
    fireEvent.change(category, { target: { value: 'INQUIRY_TYPE003' } });
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), {
      target: { value: '로그인이 안 돼요' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), {
      target: { value: '비밀번호를 바꾼 뒤로 로그인이 되지 않습니다.' },
    });
    fireEvent.click(submit);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('문의가 완료되었습니다.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/myPage/inquiry'));
    const sent = requests.find((r) => pathOf(r) === '/api/inquiry');
    expect(sent?.body).toEqual({
      inquiryNo: null,
      userNo: 7,
      saleNo: null,
      saleUserNo: null,
      inquiryType: 'INQUIRY_TYPE003',
      title: '로그인이 안 돼요',
      content: '비밀번호를 바꾼 뒤로 로그인이 되지 않습니다.',
    });
  });

  it('shows a visitor the sign-in card instead of the form', async () => {
    serve();
    renderApp('/inquiry');
    expect(await screen.findByRole('link', { name: '로그인' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '문의하기' })).toBeNull();
  });
});
