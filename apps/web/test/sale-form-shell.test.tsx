import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSalesStore } from '../src/stores/sales-store.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

const UNSAVED = '내용이 저장되지 않습니다. 이동하시겠습니까?';
// A step's module loads on first use; on a busy machine that takes longer than findBy's default second.
const SLOW = { timeout: 5_000 };

const ADDRESS = {
  saleAddr: '서울특별시 마포구 서교동 395-1',
  bjdCode: '1144012000',
  lat: 37.5561,
  lng: 126.9236,
  postalCode: '04044',
  dong: '',
  unit: '302호',
  subwayNo: null,
};

/** GET /api/sale/form/{saleNo} as the contract has it: every step, nulls for what the listing lacks. */
const savedForm = (saleNo: number) => ({
  saleNo,
  status: 'ACTIVE',
  steps: {
    locationInfo: { ...ADDRESS, dong: null },
    gradeInfo: {
      buildingType: 'VILLA',
      saleType: 'RENT',
      type: null,
      sellingPrice: null,
      rentPrice: 32000,
      deposit: null,
      monthlyPrice: null,
      isLoan: false,
      loanPrice: null,
      collateralSecurity: false,
      collateralSecurityPrice: null,
      ownership: true,
      redevelop: false,
      illegalBuilding: false,
      taxArrears: false,
      publicPrice: 41000,
      safetyGrade: 'RATE002',
      safetyText: null,
      saleRegisterCopyFile: '0d9f7a40-4c1e-4f5e-9a77-2d2b8f7e1c01',
      saleBuildingRegisterFile: null,
    },
    roomInfo: {
      roomType: 'ROOM_TYPE005',
      entireFloor: 5,
      floor: 3,
      dedicatedArea1: 42.5,
      supplyArea1: null,
      actualArea1: null,
      landArea1: null,
      direction: null,
      toiletCount: null,
      useApprovalDate: null,
      applyDate: null,
    },
    extraInfo: {
      costType: null,
      costPrice: null,
      isPublicCost: false,
      costList: [],
      isPrivateCost: false,
      privateCostList: [],
      totalCost: null,
      costDesc: null,
      costDesc2: null,
      heatList: [],
      acList: [],
      lifeList: [],
      securityList: [],
      etcList: [],
    },
    detailInfo: {
      title: '망원역 5분 투룸',
      etcText: null,
      saleMainImageFile: null,
      saleSubImageFile: [],
      isLoanRecommend: false,
      loanList: [],
      isCertified: false,
    },
  },
  uploads: [
    {
      fileId: '0d9f7a40-4c1e-4f5e-9a77-2d2b8f7e1c01',
      purpose: 'saleDocument',
      fileName: '등기부등본.pdf',
      previewUrl: null,
    },
  ],
});

type Handler = (request: RecordedRequest) => Response;

/** Answers by "METHOD /path"; anything else gets code 1 with nothing. */
function serve(routes: Record<string, Handler> = {}) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : ok(null);
  }).requests;
}

const stepBar = () => screen.getByRole('navigation', { name: '등록 단계' });
const currentStep = () => within(stepBar()).getByRole('listitem', { current: 'step' });
const saleJson = (request: RecordedRequest) =>
  JSON.parse(String((request.body as FormData).get('sale'))) as Record<string, unknown>;

describe('the registration shell (spec 02 §2)', () => {
  it('shows the five steps with the current one marked and n/5단계', async () => {
    serve();
    renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await findPageTitle('매물 등록');
    expect(await screen.findByRole('combobox', { name: '주소 검색' }, SLOW)).toBeTruthy();
    expect(
      within(stepBar())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1/5단계 위치정보',
      '2/5단계 등급정보',
      '3/5단계 방정보',
      '4/5단계 추가정보',
      '5/5단계 상세정보',
    ]);
    expect(currentStep().textContent).toContain('위치정보');
    expect(stepBar().textContent).toContain('1/5단계');
    for (const name of ['이전', '임시저장', '다음'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('is for brokers only: anyone else goes to /main', async () => {
    serve();
    const { router } = renderApp('/salesManagement/storage/gradeInfo?saleNo=5', { userType: 'GENERAL' });
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
    expect(useSalesStore.getState().temp.flow).toBeNull();
  });

  it('goes forward with 다음 and back with 이전, keeping what was typed', async () => {
    serve();
    useSalesStore.getState().startTemp('regist', null, { locationInfo: ADDRESS });
    const { router } = renderApp('/salesManagement/regist/locationInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement', '/salesManagement/regist/locationInfo'],
    });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));

    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo'));
    await screen.findByRole('group', { name: '거래 유형' }, SLOW);
    expect(currentStep().textContent).toContain('등급정보');
    expect(stepBar().textContent).toContain('2/5단계');

    fireEvent.click(screen.getByRole('radio', { name: '전세' }));
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo'));
    // Back within the flow asks nothing and keeps both steps.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSalesStore.getState().temp.steps.locationInfo?.saleAddr).toBe(ADDRESS.saleAddr);
    expect(useSalesStore.getState().temp.steps.gradeInfo?.saleType).toBe('RENT');
    expect((await screen.findByRole('combobox', { name: '주소 검색' }, SLOW)).getAttribute('value')).toBe(
      ADDRESS.saleAddr,
    );
  });

  it('이전 on the first step asks the unsaved-changes question; 취소 stays, 확인 clears the draft', async () => {
    serve();
    useSalesStore.getState().startTemp('regist', null, { locationInfo: ADDRESS });
    const { router } = renderApp('/salesManagement/regist/locationInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement', '/salesManagement/regist/locationInfo'],
    });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toBe(`${UNSAVED}취소확인`);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo');
    expect(useSalesStore.getState().temp.steps.locationInfo?.saleAddr).toBe(ADDRESS.saleAddr);

    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement'));
    expect(useSalesStore.getState().temp).toEqual({ flow: null, saleNo: null, steps: {} });
  });

  it('asks too when the step was opened directly, with no page to go back to', async () => {
    serve();
    useSalesStore.getState().startTemp('regist', null, { locationInfo: ADDRESS });
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement'));
    expect(useSalesStore.getState().temp.steps).toEqual({});
  });

  it('keeps what the broker typed across a reload (the persisted store)', async () => {
    serve();
    useSalesStore.getState().startTemp('regist', null, {
      locationInfo: ADDRESS,
      gradeInfo: { buildingType: 'VILLA', saleType: 'MONTHLY', deposit: '1,000', monthlyPrice: '55' },
    });
    // What a reload reads back: the store as localStorage holds it.
    const saved = JSON.parse(localStorage.getItem('ansim.sales') ?? 'null') as { state: unknown } | null;
    expect(saved?.state).toEqual({ temp: useSalesStore.getState().temp });

    renderApp('/salesManagement/regist/gradeInfo', { userType: 'BROKER' });
    const deposit = await screen.findByRole('textbox', { name: '보증금' }, SLOW);
    expect((deposit as HTMLInputElement).value).toBe('1,000');
    expect((screen.getByRole('textbox', { name: '월세' }) as HTMLInputElement).value).toBe('55');
    expect((screen.getByRole('radio', { name: '빌라' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(deposit, { target: { value: '2000' } });
    expect(useSalesStore.getState().temp.steps.gradeInfo?.deposit).toBe('2,000');
  });

  it('loads the listing being modified once, from ?saleNo=', async () => {
    const requests = serve({
      'GET /api/sale/form/41': () => ok(savedForm(41)),
    });
    const { router } = renderApp('/salesManagement/salesModify/locationInfo?saleNo=41', {
      userType: 'BROKER',
    });
    await findPageTitle('매물 수정');
    const search = await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    expect(search.getAttribute('value')).toBe(ADDRESS.saleAddr);
    const temp = useSalesStore.getState().temp;
    expect(temp.flow).toBe('salesModify');
    expect(temp.saleNo).toBe(41);
    expect(temp.steps.gradeInfo?.rentPrice).toBe('32,000');
    expect(requests.filter((r) => r.url.includes('/api/sale/form/')).length).toBe(1);

    // The grade step shows the saved document by its name.
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('등기부등본.pdf', undefined, SLOW)).toBeTruthy();
    expect(currentPath(router)).toBe('/salesManagement/salesModify/gradeInfo');
    expect(router.state.location.search).toBe('?saleNo=41');
    expect(requests.filter((r) => r.url.includes('/api/sale/form/')).length).toBe(1);
  });

  it('continues a draft already in the store without loading it again', async () => {
    const requests = serve();
    useSalesStore.getState().startTemp('storage', 41, { locationInfo: { ...ADDRESS, unit: '1203호' } });
    renderApp('/salesManagement/storage/locationInfo?saleNo=41', { userType: 'BROKER' });
    const unit = await screen.findByRole('textbox', { name: /^호/ }, SLOW);
    expect((unit as HTMLInputElement).value).toBe('1203호');
    expect(requests.some((r) => r.url.includes('/api/sale/form/'))).toBe(false);
  });

  it('says so when the listing to modify cannot be loaded', async () => {
    serve({
      'GET /api/sale/form/41': () =>
        envelopeResponse(
          { code: -403, message: '본인의 매물만 수정할 수 있습니다.', entity: null },
          { status: 403 },
        ),
    });
    renderApp('/salesManagement/salesModify/locationInfo?saleNo=41', { userType: 'BROKER' });
    expect(
      await screen.findByRole('heading', { name: '매물 정보를 불러오지 못했습니다.' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('본인의 매물만 수정할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '주소 검색' })).toBeNull();
    expect(useSalesStore.getState().temp.flow).toBeNull();
  });

  it('임시저장 saves the draft as STORAGE and shows the temporary-save result', async () => {
    const requests = serve({
      'POST /api/sale': () =>
        ok({
          saleNo: 77,
          saleKey: 'k77',
          status: 'STORAGE',
          quotaExhausted: false,
          remainingAdUnits: null,
          inReview: false,
        }),
    });
    useSalesStore.getState().startTemp('regist', null, {
      locationInfo: ADDRESS,
      gradeInfo: { buildingType: 'VILLA', saleType: 'RENT', rentPrice: '32,000' },
    });
    const { router } = renderApp('/salesManagement/regist/gradeInfo', { userType: 'BROKER' });
    await screen.findByRole('textbox', { name: '전세금' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '임시저장' }));

    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/temp'));
    await findPageTitle('임시저장 완료');
    expect(await screen.findByRole('heading', { name: '임시저장이 완료되었습니다' }, SLOW)).toBeTruthy();
    expect(screen.getByText('매물번호 77')).toBeTruthy();
    expect(screen.getByRole('link', { name: '이어서 등록하기' }).getAttribute('href')).toBe(
      '/salesManagement/storage/locationInfo?saleNo=77',
    );
    expect(screen.getByRole('link', { name: '매물관리로 가기' }).getAttribute('href')).toBe(
      '/salesManagement',
    );

    const save = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/sale'));
    expect(save && saleJson(save)).toMatchObject({
      status: 'STORAGE',
      saleAddr: ADDRESS.saleAddr,
      bjdCode: ADDRESS.bjdCode,
      saleType: 'RENT',
      rentPrice: '32000',
    });
    expect(useSalesStore.getState().temp).toEqual({ flow: null, saleNo: null, steps: {} });
  });

  it('임시저장 without an address first asks for one and sends nothing', async () => {
    const requests = serve();
    renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '임시저장' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '임시저장하려면 먼저 주소를 선택해주세요.',
    );
    expect(requests.some((r) => r.url.includes('/api/sale'))).toBe(false);
  });

  it('a refused save names the problem and takes the broker to its step', async () => {
    serve({
      'POST /api/sale': () =>
        envelopeResponse(
          { code: -400, message: 'rentPrice: 전세금을 입력해주세요.', entity: null },
          { status: 400 },
        ),
    });
    useSalesStore.getState().startTemp('regist', null, { locationInfo: ADDRESS });
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await screen.findByRole('combobox', { name: '주소 검색' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '임시저장' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('전세금을 입력해주세요.');
    expect(alert.textContent).not.toContain('rentPrice');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo'));
    expect(useSalesStore.getState().temp.steps.locationInfo?.saleAddr).toBe(ADDRESS.saleAddr);
  });
});

describe('the completion screens', () => {
  it('a registration the quota refused says why, in the header too', async () => {
    serve();
    useSalesStore.getState().startTemp('regist', null, { locationInfo: ADDRESS });
    renderApp('/salesManagement/regist/temp?saleNo=9&reason=quota&remaining=0', { userType: 'BROKER' });
    await findPageTitle('광고 횟수 부족으로 임시저장');
    expect(
      await screen.findByText(
        '광고 가능 횟수가 없어 임시저장되었습니다. 광고 상품을 충전한 뒤 등록을 완료해주세요.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('남은 광고 횟수 0회')).toBeTruthy();
    expect(screen.getByRole('link', { name: '광고내역 보기' })).toBeTruthy();
    expect(useSalesStore.getState().temp.steps).toEqual({});
  });

  it('a completed registration links to the listing and to 매물관리', async () => {
    serve();
    renderApp('/salesManagement/regist/complete?saleNo=9&review=1', { userType: 'BROKER' });
    await findPageTitle('매물 등록 완료');
    expect(await screen.findByRole('heading', { name: '매물 등록이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '매물 상세 보기' }).getAttribute('href')).toBe(
      '/salesManagement/salesDetail/9',
    );
    expect(screen.getByText(/운영자 검토 후 등급이 확정됩니다/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '이어서 등록하기' })).toBeNull();
  });

  it('a modification says 수정 완료', async () => {
    serve();
    renderApp('/salesManagement/salesModify/complete?saleNo=12', { userType: 'BROKER' });
    await findPageTitle('매물 수정 완료');
    expect(await screen.findByRole('heading', { name: '매물 수정이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '매물 상세 보기' }).getAttribute('href')).toBe(
      '/salesManagement/salesDetail/12',
    );
  });
});
