import { SALE_FORM_MESSAGES } from '@ansim/domain';
import type { AddressResult, ComputedGrade } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSalesStore } from '../src/stores/sales-store.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';

// Steps load on first use and the searches wait for the typing to settle: more than findBy's second.
const SLOW = { timeout: 5_000 };

const address = (overrides: Partial<AddressResult> = {}): AddressResult => ({
  roadAddr: '서울특별시 마포구 월드컵로 100',
  jibunAddr: '서울특별시 마포구 망원동 400-1',
  saleAddr: '서울특별시 마포구 망원동 400-1',
  bjdCode: '1144012400',
  sido: '서울특별시',
  sigungu: '마포구',
  dong: '망원동',
  postalCode: '04003',
  buildingName: null,
  lat: 37.5559,
  lng: 126.9019,
  served: true,
  ...overrides,
});

const BUSAN = address({
  roadAddr: '부산광역시 해운대구 해운대로 570',
  jibunAddr: '부산광역시 해운대구 우동 1411',
  saleAddr: '부산광역시 해운대구 우동 1411',
  bjdCode: '2635010500',
  sido: '부산광역시',
  sigungu: '해운대구',
  dong: '우동',
  postalCode: '48060',
  lat: 35.1631,
  lng: 129.1636,
  served: false,
});

const STATIONS = [
  { subwayNo: 622, name: '망원', line: '6호선', distance: 380, walkMinutes: 6 },
  { subwayNo: 239, name: '합정', line: '2호선', distance: 1120, walkMinutes: 17 },
];

const grade = (overrides: Partial<ComputedGrade> = {}): ComputedGrade => ({
  level: 4,
  rate: 'RATE004',
  ratio: 92.5,
  reasons: ['보증금과 선순위 채권이 공시가격의 92.5%입니다.'],
  table: 'JEONSE',
  assessable: true,
  insuranceEligible: true,
  priorityRepayment: {
    tierLabel: '서울특별시',
    maxDeposit: 16500,
    protectedAmount: 5500,
    fullyProtected: false,
  },
  publicPrice: 40000,
  seniorDebt: 0,
  ...overrides,
});

type Handler = (request: RecordedRequest) => Response;

function serve(routes: Record<string, Handler> = {}) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : ok(null);
  }).requests;
}

const searchAnswer = (list: AddressResult[]) => () =>
  ok({ list, pageInfo: { page: 1, totalPage: 1, totalRow: list.length } });

const LOCATION = {
  saleAddr: '서울특별시 마포구 망원동 400-1',
  bjdCode: '1144012400',
  lat: 37.5559,
  lng: 126.9019,
  postalCode: '04003',
};

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('위치정보 (spec 02 §2 locationInfo)', () => {
  it('searches as the broker types; the keyboard chooses, and the address fills the step', async () => {
    const requests = serve({
      'GET /common/search/address': searchAnswer([
        address(),
        address({
          saleAddr: '서울특별시 마포구 망원동 401',
          jibunAddr: '서울특별시 마포구 망원동 401',
          bjdCode: '1144012400',
          postalCode: null,
        }),
      ]),
      'POST /common/search/nearby/subway': () => ok({ list: STATIONS }),
    });
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    const search = await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    fireEvent.change(search, { target: { value: '망원동 400' } });

    const listbox = await screen.findByRole('listbox', { name: '주소 검색' }, SLOW);
    await within(listbox).findAllByRole('option', undefined, SLOW);
    // One search for the settled keyword, not one per keystroke.
    const searches = requests.filter((r) => r.url.includes('/common/search/address'));
    expect(searches.map((r) => new URL(r.url, 'http://localhost').searchParams.get('keyword'))).toEqual([
      '망원동 400',
    ]);
    expect(search.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });

    await waitFor(() => expect(search.getAttribute('aria-expanded')).toBe('false'));
    expect((search as HTMLInputElement).value).toBe('서울특별시 마포구 망원동 400-1');
    expect(textbox('우편번호 선택').value).toBe('04003');
    expect(useSalesStore.getState().temp.steps.locationInfo).toMatchObject({
      saleAddr: '서울특별시 마포구 망원동 400-1',
      bjdCode: '1144012400',
      lat: 37.5559,
      lng: 126.9019,
      postalCode: '04003',
    });

    // The nearest station is chosen for the broker, with the walk; another can be picked.
    const stations = await screen.findByRole('group', { name: '가까운 지하철역' }, SLOW);
    const mangwon = await within(stations).findByRole('radio', { name: /망원/ });
    await waitFor(() => expect((mangwon as HTMLInputElement).checked).toBe(true));
    expect(stations.textContent).toContain('도보 6분 · 380m');
    const nearby = requests.find((r) => r.url.endsWith('/common/search/nearby/subway'));
    expect(nearby?.body).toEqual({ lat: 37.5559, lng: 126.9019 });
    fireEvent.click(within(stations).getByRole('radio', { name: /합정/ }));

    fireEvent.change(textbox('호 선택'), { target: { value: '302호' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo'));
    expect(useSalesStore.getState().temp.steps.locationInfo).toMatchObject({ subwayNo: 239, unit: '302호' });
  });

  it('refuses an address outside Seoul, Gyeonggi and Incheon with the service-area message', async () => {
    serve({ 'GET /common/search/address': searchAnswer([BUSAN]) });
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    const search = await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    fireEvent.change(search, { target: { value: '해운대 우동' } });
    const option = await screen.findByRole('option', { name: /부산광역시 해운대구 우동 1411/ }, SLOW);
    expect(option.textContent).toContain('서비스 지역 외');
    fireEvent.click(option);

    expect(await screen.findByText(SALE_FORM_MESSAGES.outsideServiceArea)).toBeTruthy();
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(useSalesStore.getState().temp.steps.locationInfo?.saleAddr ?? '').toBe('');
    expect(screen.queryByRole('group', { name: '가까운 지하철역' })).toBeNull();

    // Nothing was chosen: the step does not go on, and the refusal stays the message shown.
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(search.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SALE_FORM_MESSAGES.outsideServiceArea)).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo');
  });

  it('asks for an address before going on', async () => {
    serve();
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(SALE_FORM_MESSAGES.saleAddr)).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo');
  });
});

/** The grade step with an address already chosen. */
async function openGradeStep(routes: Record<string, Handler> = {}, gradeInfo = {}) {
  const requests = serve(routes);
  useSalesStore.getState().startTemp('regist', null, { locationInfo: LOCATION, gradeInfo });
  const view = renderApp('/salesManagement/regist/gradeInfo', { userType: 'BROKER' });
  await screen.findByRole('group', { name: '거래 유형' }, SLOW);
  return { requests, ...view };
}

const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));

describe('등급정보 (spec 02 §3, §5 gradeInfo)', () => {
  it.each([
    ['매매', ['매매가를 입력해주세요.'], ['전세금을 입력해주세요.', '보증금을 입력해주세요.']],
    ['전세', ['전세금을 입력해주세요.'], ['매매가를 입력해주세요.', '월세를 입력해주세요.']],
    [
      '월세',
      ['보증금을 입력해주세요.', '월세를 입력해주세요.'],
      ['전세금을 입력해주세요.', '매매가를 입력해주세요.'],
    ],
  ])('%s asks for its own prices, with the exact messages', async (deal, required, absent) => {
    const { router } = await openGradeStep();
    choose('건물 유형', '빌라');
    choose('거래 유형', deal);
    choose('안전등급 선택', '3등급 · 보통');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    for (const message of required) expect(await screen.findByText(message)).toBeTruthy();
    for (const message of absent) expect(screen.queryByText(message)).toBeNull();
    expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo');
  });

  it('asks for the building type, deal type and grade first', async () => {
    await openGradeStep();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('건물 유형을 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('거래 유형을 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('안전등급을 선택해주세요.')).toBeTruthy();
  });

  it('prices keep digits only, at most nine, with separators and the 억/만원 reading', async () => {
    await openGradeStep({}, { saleType: 'RENT' });
    const rent = await screen.findByRole('textbox', { name: '전세금' });
    fireEvent.change(rent, { target: { value: '0035000' } });
    expect((rent as HTMLInputElement).value).toBe('35,000');
    expect(screen.getByText('3억 5,000만원')).toBeTruthy();
    fireEvent.change(rent, { target: { value: '12a34567890' } });
    expect((rent as HTMLInputElement).value).toBe('123,456,789');
    expect(useSalesStore.getState().temp.steps.gradeInfo?.rentPrice).toBe('123,456,789');
  });

  it('loan and 근저당 ask for their amounts only when there are any', async () => {
    await openGradeStep(
      {},
      { buildingType: 'VILLA', saleType: 'RENT', rentPrice: '30,000', safetyGrade: 'RATE003' },
    );
    expect(screen.queryByRole('textbox', { name: '대출 금액' })).toBeNull();
    choose('대출(융자)', '있음');
    choose('근저당 설정', '있음');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('대출 금액을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('근저당 채권최고액을 입력해주세요.')).toBeTruthy();
    choose('근저당 설정', '없음');
    expect(screen.queryByRole('textbox', { name: '채권최고액' })).toBeNull();
  });

  it('shows the computed grade live; a better choice needs the reason before going on', async () => {
    const { requests, router } = await openGradeStep(
      { 'POST /api/sale/grade/estimate': () => ok(grade()) },
      { buildingType: 'VILLA', saleType: 'RENT', ownership: true },
    );
    fireEvent.change(screen.getByRole('textbox', { name: '전세금' }), { target: { value: '37000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^공시가격/ }), { target: { value: '40000' } });

    const panel = await screen.findByRole('heading', { name: '입력한 정보로 계산한 등급' });
    const section = panel.closest('section')!;
    await within(section).findByText('4등급 · 불안', undefined, SLOW);
    expect(section.textContent).toContain('보증금과 선순위 채권이 공시가격의 92.5%입니다.');
    const estimate = requests.filter((r) => r.url.endsWith('/api/sale/grade/estimate'));
    expect(estimate.at(-1)?.body).toMatchObject({
      bjdCode: '1144012400',
      saleType: 'RENT',
      buildingType: 'VILLA',
      rentPrice: 37000,
      publicPrice: 40000,
      isLoan: false,
      ownership: true,
    });

    choose('안전등급 선택', '2등급 · 안전');
    expect(await screen.findByText(/계산된 등급보다 좋은 등급을 선택했습니다/)).toBeTruthy();
    const reason = screen.getByRole('textbox', { name: '좋은 등급을 선택한 이유' });
    expect(reason.getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(SALE_FORM_MESSAGES.safetyTextWhyBetter)).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo');

    fireEvent.change(reason, { target: { value: '선순위 근저당이 잔금일에 전액 상환될 예정입니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/roomInfo'));
    expect(useSalesStore.getState().temp.steps.gradeInfo).toMatchObject({
      safetyGrade: 'RATE002',
      safetyText: '선순위 근저당이 잔금일에 전액 상환될 예정입니다.',
    });
  });

  it('the computed grade itself or a worse one needs no reason', async () => {
    const { router } = await openGradeStep(
      { 'POST /api/sale/grade/estimate': () => ok(grade()) },
      { buildingType: 'VILLA', saleType: 'RENT', rentPrice: '37,000', publicPrice: '40,000' },
    );
    // The estimate panel's tag (the choice chips carry the same words).
    const panel = await screen.findByRole('heading', { name: '입력한 정보로 계산한 등급' });
    await within(panel.closest('section')!).findByText('4등급 · 불안', undefined, SLOW);
    choose('안전등급 선택', '4등급 · 불안');
    expect(screen.queryByText(/계산된 등급보다 좋은 등급을 선택했습니다/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/roomInfo'));
  });

  it('looks up the 공시가격 and labels an estimate 추정 with its basis, still editable', async () => {
    const { requests } = await openGradeStep(
      {
        'GET /common/open/land/price': () =>
          ok({
            publicPrice: 38500,
            estimated: true,
            basis: '2022–2023 실거래 중위가 × 현실화율 69% 추정',
            source: 'LOCAL',
          }),
      },
      { buildingType: 'VILLA' },
    );
    expect(screen.getByText('전용면적을 입력하면 공시가격을 조회할 수 있습니다.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('조회 기준 전용면적'), { target: { value: '42.55' } });

    const price = screen.getByRole('textbox', { name: /^공시가격/ }) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('38,500'), SLOW);
    expect(screen.getByText('추정')).toBeTruthy();
    expect(screen.getByText(/2022–2023 실거래 중위가 × 현실화율 69% 추정/)).toBeTruthy();
    const lookup = requests.find((r) => r.url.includes('/common/open/land/price'));
    expect(Object.fromEntries(new URL(lookup!.url, 'http://localhost').searchParams)).toEqual({
      bjdCode: '1144012400',
      buildingType: 'VILLA',
      area: '42.55',
      saleAddr: LOCATION.saleAddr,
    });

    // The broker's own figure wins, and is no longer labelled as the estimate.
    fireEvent.change(price, { target: { value: '41000' } });
    expect(price.value).toBe('41,000');
    expect(screen.queryByText('추정')).toBeNull();
    expect(useSalesStore.getState().temp.steps.gradeInfo?.publicPrice).toBe('41,000');
  });

  it('uploads a register document privately with its progress, and removes it', async () => {
    const sent: FormData[] = [];
    class FakeUpload {
      upload: {
        onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {}
      send(form: FormData) {
        sent.push(form);
        setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
        setTimeout(() => {
          this.status = 200;
          this.responseText = JSON.stringify({
            code: 1,
            message: '성공',
            entity: {
              fileId: '7c1b2f7e-5a55-4c4e-8d4a-9e7f3e0b1a22',
              purpose: 'saleDocument',
              fileName: '건축물대장.pdf',
              contentType: 'application/pdf',
              size: 2048,
              width: null,
              height: null,
              previewUrl: null,
            },
          });
          this.onload?.();
        }, 30);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    await openGradeStep();
    const input = screen.getByLabelText('건축물대장') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], '건축물대장.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('올림 완료', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('건축물대장.pdf')).toBeTruthy();
    expect(sent[0]?.get('purpose')).toBe('saleDocument');
    expect(useSalesStore.getState().temp.steps.gradeInfo).toMatchObject({
      saleBuildingRegisterFile: '7c1b2f7e-5a55-4c4e-8d4a-9e7f3e0b1a22',
      files: { '7c1b2f7e-5a55-4c4e-8d4a-9e7f3e0b1a22': { fileName: '건축물대장.pdf' } },
    });

    fireEvent.click(screen.getByRole('button', { name: '건축물대장 삭제' }));
    expect(screen.queryByText('건축물대장.pdf')).toBeNull();
    expect(useSalesStore.getState().temp.steps.gradeInfo).toMatchObject({
      saleBuildingRegisterFile: null,
      files: {},
    });
  });

  it('shows the registration guidance as written, and opens the grade table of the deal type', async () => {
    await openGradeStep({}, { saleType: 'MONTHLY' });
    const guide = screen.getByRole('complementary', { name: '안전등급 등록 안내' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '위반건축물(불법 증·개축)이거나 다가구주택이면 4등급 이하로 등록됩니다.',
      '1~4등급은 토지와 건물의 소유자가 같아야 하며, 다르면 5등급입니다.',
      '미등기 매물은 등록이 어렵습니다.',
      '전세금이 수도권 7억원, 그 외 지역 5억원을 넘으면 전세보증금반환보증에 가입할 수 없어 별도 기준을 적용합니다.',
      '보증금 전액이 최우선변제 대상이면 한 등급 올라갈 수 있습니다(월세).',
    ]);
    fireEvent.click(within(guide).getByRole('button', { name: '등급 기준표 보기' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: '월세' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a failed estimate says so without blocking the step', async () => {
    const { router } = await openGradeStep(
      {
        'POST /api/sale/grade/estimate': () =>
          envelopeResponse(
            { code: -500, message: '잠시 후 다시 시도해주세요.', entity: null },
            { status: 500 },
          ),
      },
      { buildingType: 'VILLA', saleType: 'RENT', rentPrice: '30,000', safetyGrade: 'RATE001' },
    );
    expect(
      await screen.findByText('등급을 계산하지 못했습니다. 입력 내용을 확인해주세요.', undefined, SLOW),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/roomInfo'));
  });
});
