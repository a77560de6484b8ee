import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import { buildSalePayload, loadSaleForm } from '../src/features/sale-form/api/save-sale.ts';
import type { UploadEntity } from '../src/features/sale-form/api/upload-file.ts';
import DetailInfoStep from '../src/features/sale-form/components/detail-info-step.tsx';
import { type SalesTemp, useSalesStore } from '../src/stores/sales-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';

/*
 * The 상세정보 step (spec 02 §3, §4): photos uploaded with progress and arranged, the loan list, and the
 * save of the whole listing with the shape spec 02 §4 asks for.
 */

// ---------------------------------------------------------------------------------------------------------
// Uploads: a controllable stand-in for POST /common/upload, one pending promise per file.

interface PendingUpload {
  file: File;
  onProgress: ((fraction: number) => void) | undefined;
  resolve: (entity: UploadEntity) => void;
  reject: (error: unknown) => void;
}
const uploads: PendingUpload[] = [];

vi.mock('../src/features/sale-form/api/upload-file.ts', () => ({
  uploadFile: (file: File, _purpose: string, onProgress?: (fraction: number) => void) =>
    new Promise<UploadEntity>((resolve, reject) => uploads.push({ file, onProgress, resolve, reject })),
}));

const consentSaves: { saleNo: number; form: unknown }[] = [];
/** Set by a test to make the 확인서's save fail. */
const consentOutcome: { refusal: Error | null } = { refusal: null };
vi.mock('../src/features/sale-form/api/consent.ts', () => ({
  saveConsent: async (saleNo: number, form: unknown) => {
    consentSaves.push({ saleNo, form });
    if (consentOutcome.refusal) throw consentOutcome.refusal;
    return { consentNo: 1, fileId: 'f' };
  },
}));
/** H4's dialog stands in as a broker who fills it and presses 작성 완료 at once. */
const CONSENT_FORM = {
  newSaleAddr: '서울특별시 중구 세종대로 110 302호',
  type: 'RENT',
  price: 25000,
  monthlyPrice: null,
  ownerName: '홍길동',
  relationship: 1,
  relationshipText: null,
  promotionName: '홍길동',
  company: '안심공인중개사사무소',
  phone: '010-1234-5678',
  regDate: '2026-11-24',
};
vi.mock('../src/features/sale-form/components/consent-form-dialog.tsx', () => ({
  openConsentFormDialog: ({ onSubmit }: { onSubmit: (form: unknown) => void }) => onSubmit(CONSENT_FORM),
}));

const uploaded = (fileId: string, fileName: string): UploadEntity => ({
  fileId,
  purpose: 'saleImage',
  fileName,
  contentType: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
  previewUrl: `/images/sale/card/${fileId}.webp`,
});

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

// ---------------------------------------------------------------------------------------------------------

const LOCATION = {
  postalCode: '04524',
  saleAddr: '서울특별시 중구 세종대로 110',
  bjdCode: '1114010300',
  lat: 37.5663,
  lng: 126.9779,
  dong: '',
  unit: '302호',
  subwayNo: null,
};
const GRADE = {
  buildingType: 'VILLA',
  saleType: 'RENT',
  rentPrice: '25,000',
  sellingPrice: '',
  isLoan: false,
  collateralSecurity: false,
  ownership: true,
  safetyGrade: 'RATE002',
  publicPrice: '21,000',
};
const EXTRA = {
  costPrice: '7',
  isPublicCost: true,
  costList: ['COST_ITEM001', 'COST_ITEM002'],
  lifeList: ['LIFE001'],
  heatList: [{ code: 'HEAT001' }],
  acList: [],
  costType: {
    type: 'COST_TYPE001',
    publicCost: '50,000',
    costItemList: ['COST_ITEM001'],
    electricityUse: false,
  },
};

function startTemp(flow: 'regist' | 'salesModify' = 'regist', saleNo: number | null = null) {
  useSalesStore.getState().startTemp(flow, saleNo);
  const { setStepData } = useSalesStore.getState();
  setStepData('locationInfo', LOCATION);
  setStepData('gradeInfo', GRADE);
  setStepData('extraInfo', EXTRA);
}

function renderStep(flow: 'regist' | 'salesModify' = 'regist', saleNo: number | null = null) {
  const onPrev = vi.fn();
  const onTempSave = vi.fn();
  const onNext = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: `/salesManagement/${flow}/detailInfo`,
        element: (
          <DetailInfoStep
            flow={flow}
            saleNo={saleNo}
            onNext={onNext}
            onPrev={onPrev}
            onTempSave={onTempSave}
          />
        ),
      },
      { path: '*', element: <p>completed</p> },
    ],
    { initialEntries: [`/salesManagement/${flow}/detailInfo`] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ModalHost />
    </>,
  );
  return { router, onPrev, onTempSave, onNext };
}

const photoInput = () => screen.getByLabelText('사진 추가') as HTMLInputElement;

async function addPhotos(...names: string[]) {
  fireEvent.change(photoInput(), { target: { files: names.map(jpeg) } });
  await waitFor(() => expect(uploads.length).toBeGreaterThanOrEqual(names.length));
}

const stored = () => useSalesStore.getState().temp.steps.detailInfo ?? {};

beforeEach(() => {
  uploads.length = 0;
  consentSaves.length = 0;
  consentOutcome.refusal = null;
  useUserStore.setState({ accessToken: 'token-1' });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:local', revokeObjectURL: () => {} }),
  );
});

describe('photos', () => {
  it('shows each upload with its progress, then its thumbnail; the first is the main photo', async () => {
    startTemp();
    renderStep();
    await addPhotos('front.jpg', 'kitchen.jpg');

    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    act(() => uploads[0]?.onProgress?.(0.4));
    expect(screen.getByText('올리는 중 40%')).toBeTruthy();

    act(() => {
      uploads[0]?.resolve(uploaded(ID_A, 'front.jpg'));
      uploads[1]?.resolve(uploaded(ID_B, 'kitchen.jpg'));
    });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

    const items = screen.getAllByRole('listitem', { name: /사진/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['대표 사진', '사진 2']);
    expect(within(items[0]!).getByRole('img').getAttribute('src')).toBe(`/images/sale/card/${ID_A}.webp`);
    expect(stored().saleMainImageFile).toBe(ID_A);
    expect(stored().saleSubImageFile).toEqual([ID_B]);
    // The preview survives a reload: the store keeps the server's URL, never a local blob: one.
    expect(stored().files).toEqual({
      [ID_A]: { fileName: 'front.jpg', previewUrl: `/images/sale/card/${ID_A}.webp` },
      [ID_B]: { fileName: 'kitchen.jpg', previewUrl: `/images/sale/card/${ID_B}.webp` },
    });
  });

  it('makes another photo the main one, moves photos with the buttons, and deletes one', async () => {
    startTemp();
    renderStep();
    await addPhotos('a.jpg', 'b.jpg', 'c.jpg');
    act(() => {
      uploads[0]?.resolve(uploaded(ID_A, 'a.jpg'));
      uploads[1]?.resolve(uploaded(ID_B, 'b.jpg'));
      uploads[2]?.resolve(uploaded(ID_C, 'c.jpg'));
    });
    await waitFor(() => expect(stored().saleSubImageFile).toEqual([ID_B, ID_C]));

    fireEvent.click(screen.getByRole('button', { name: '사진 3 대표 사진으로 지정' }));
    await waitFor(() => expect(stored().saleMainImageFile).toBe(ID_C));
    expect(stored().saleSubImageFile).toEqual([ID_A, ID_B]);
    // The first photo has no 앞으로 button to press and no 대표 button: it already is the main one.
    expect(
      (screen.getByRole('button', { name: '대표 사진 앞으로 이동' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: '대표 사진 대표 사진으로 지정' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '사진 2 뒤로 이동' }));
    await waitFor(() => expect(stored().saleSubImageFile).toEqual([ID_B, ID_A]));

    fireEvent.click(screen.getByRole('button', { name: '대표 사진 삭제' }));
    await waitFor(() => expect(stored().saleMainImageFile).toBe(ID_B));
    expect(stored().saleSubImageFile).toEqual([ID_A]);
    expect(stored().files).not.toHaveProperty(ID_C);
  });

  it('takes at most 20 photos in all and says why the rest were left', async () => {
    startTemp();
    renderStep();
    const names = Array.from({ length: 21 }, (_, i) => `p${i + 1}.jpg`);
    fireEvent.change(photoInput(), { target: { files: names.map(jpeg) } });
    await waitFor(() => expect(uploads).toHaveLength(20));
    expect(screen.getByText('사진은 20장까지 올릴 수 있어 20장만 추가했습니다.')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /사진/ })).toHaveLength(20);
    // Full: no way to pick more.
    expect(screen.queryByLabelText('사진 추가')).toBeNull();
    expect(uploads.some((upload) => upload.file.name === 'p21.jpg')).toBe(false);
  });

  it('reorders by dragging one photo onto another (a desktop’s mouse)', async () => {
    startTemp();
    renderStep();
    await addPhotos('a.jpg', 'b.jpg', 'c.jpg');
    act(() => {
      uploads[0]?.resolve(uploaded(ID_A, 'a.jpg'));
      uploads[1]?.resolve(uploaded(ID_B, 'b.jpg'));
      uploads[2]?.resolve(uploaded(ID_C, 'c.jpg'));
    });
    await waitFor(() => expect(stored().saleSubImageFile).toEqual([ID_B, ID_C]));
    const items = () => screen.getAllByRole('listitem', { name: /사진/ });
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(items()[2]!, { dataTransfer });
    fireEvent.dragOver(items()[0]!, { dataTransfer });
    fireEvent.drop(items()[0]!, { dataTransfer });
    await waitFor(() => expect(stored().saleMainImageFile).toBe(ID_C));
    expect(stored().saleSubImageFile).toEqual([ID_A, ID_B]);
  });

  it('shows the server’s message for a refused upload, keeps it out of the listing, and retries it', async () => {
    startTemp();
    renderStep();
    await addPhotos('huge.jpg');
    const { ApiError } = await import('../src/shared/api/api-error.ts');
    act(() =>
      uploads[0]?.reject(
        new ApiError('business', '사진은 10MB 이하의 파일만 올릴 수 있습니다.', { code: -400 }),
      ),
    );

    expect(await screen.findByText('사진은 10MB 이하의 파일만 올릴 수 있습니다.')).toBeTruthy();
    expect(stored().saleMainImageFile ?? null).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다시 올리기' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]?.file.name).toBe('huge.jpg');
    act(() => uploads[1]?.resolve(uploaded(ID_A, 'huge.jpg')));
    await waitFor(() => expect(stored().saleMainImageFile).toBe(ID_A));
    expect(screen.queryByText('사진은 10MB 이하의 파일만 올릴 수 있습니다.')).toBeNull();
  });

  it('restores the photos of a reload from the store', () => {
    startTemp();
    useSalesStore.getState().setStepData('detailInfo', {
      title: '남향 투룸',
      saleMainImageFile: ID_B,
      saleSubImageFile: [ID_A],
      files: {
        [ID_A]: { fileName: 'a.jpg', previewUrl: '/a.webp' },
        [ID_B]: { fileName: 'b.jpg', previewUrl: '/b.webp' },
      },
    });
    renderStep();
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/b.webp', '/a.webp']);
    expect((screen.getByLabelText('매물 제목') as HTMLInputElement).value).toBe('남향 투룸');
  });
});

describe('loan list', () => {
  it('adds rows up to the limit and drops the empty ones from the save', async () => {
    startTemp();
    renderStep();
    expect(screen.queryByLabelText('대출 상품 1')).toBeNull();
    fireEvent.click(screen.getByLabelText('대출 가능 상품 안내'));
    fireEvent.change(screen.getByLabelText('대출 상품 1'), { target: { value: '버팀목 전세자금대출' } });
    fireEvent.click(screen.getByRole('button', { name: '+ 대출 상품 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '+ 대출 상품 추가' }));
    fireEvent.change(screen.getByLabelText('대출 상품 3'), {
      target: { value: '  청년 전용 보증부 월세대출 ' },
    });
    await waitFor(() => expect(stored().loanList).toHaveLength(3));

    const payload = buildSalePayload(useSalesStore.getState().temp, 'ACTIVE');
    expect(payload.loanList).toEqual(['버팀목 전세자금대출', '청년 전용 보증부 월세대출']);
    expect(payload.isLoanRecommend).toBe(true);

    for (let i = 3; i < 10; i += 1) fireEvent.click(screen.getByRole('button', { name: '+ 대출 상품 추가' }));
    expect(screen.getAllByRole('textbox', { name: /대출 상품 \d+/ })).toHaveLength(10);
    expect((screen.getByRole('button', { name: '+ 대출 상품 추가' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: '대출 상품 2 삭제' }));
    expect(screen.getAllByRole('textbox', { name: /대출 상품 \d+/ })).toHaveLength(9);
  });
});

describe('the save payload (spec 02 §4)', () => {
  const temp = (): SalesTemp => ({
    flow: 'regist',
    saleNo: null,
    steps: {
      locationInfo: LOCATION,
      gradeInfo: GRADE,
      roomInfo: {
        roomType: 'ROOM_TYPE002',
        entireFloor: 4,
        floor: 3,
        dedicatedArea1: '45.5',
        dedicatedArea2: '13.76',
        applyDate: '',
      },
      extraInfo: EXTRA,
      detailInfo: {
        title: '남향 투룸',
        etcText: '',
        saleMainImageFile: ID_A,
        saleSubImageFile: [ID_B],
        isLoanRecommend: false,
        loanList: ['', '  '],
        isCertified: false,
        files: { [ID_A]: { fileName: 'a.jpg', previewUrl: '/a.webp' } },
        promotionConsent: { ownerName: '홍길동' },
      },
    },
  });

  it('keeps booleans, drops empty values, removes commas and sends lists as code objects', () => {
    const payload = buildSalePayload(temp(), 'ACTIVE');
    expect(payload.status).toBe('ACTIVE');
    // false stays: "not certified" is an answer, not a missing one.
    expect(payload.isCertified).toBe(false);
    expect(payload.isLoan).toBe(false);
    expect(payload.ownership).toBe(true);
    for (const dropped of ['etcText', 'dong', 'sellingPrice', 'subwayNo', 'applyDate'])
      expect(payload).not.toHaveProperty(dropped);
    expect(payload.rentPrice).toBe('25000');
    expect(payload.publicPrice).toBe('21000');
    expect(payload.costList).toEqual([{ code: 'COST_ITEM001' }, { code: 'COST_ITEM002' }]);
    expect(payload.lifeList).toEqual([{ code: 'LIFE001' }]);
    expect(payload.heatList).toEqual([{ code: 'HEAT001' }]);
    expect(payload.acList).toEqual([]);
    expect(payload.costType).toMatchObject({ publicCost: '50000', costItemList: [{ code: 'COST_ITEM001' }] });
    // loanList and the photo ids stay plain strings; an all-empty loan list is an empty list.
    expect(payload.loanList).toEqual([]);
    expect(payload.saleSubImageFile).toEqual([ID_B]);
    expect(payload.saleMainImageFile).toBe(ID_A);
    // What only the screen needs never leaves the device.
    for (const screenOnly of ['dedicatedArea2', 'files', 'promotionConsent'])
      expect(payload).not.toHaveProperty(screenOnly);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The save itself

const saleJson = (request: RecordedRequest): Record<string, unknown> => {
  const form = request.body as FormData;
  return JSON.parse(String(form.get('sale'))) as Record<string, unknown>;
};

async function fillAndUploadOnePhoto() {
  fireEvent.change(screen.getByLabelText('매물 제목'), { target: { value: '시청역 5분 남향 투룸' } });
  await addPhotos('front.jpg');
  act(() => uploads[0]?.resolve(uploaded(ID_A, 'front.jpg')));
  await waitFor(() => expect(stored().saleMainImageFile).toBe(ID_A));
}

describe('saving the listing', () => {
  it('posts the whole form once, goes to the completion screen and clears the draft', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockFetch((request) =>
      request.url.endsWith('/api/sale')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : ok([]),
    );
    startTemp();
    const { router } = renderStep();
    await fillAndUploadOnePhoto();

    const submit = screen.getByRole('button', { name: '등록 완료' });
    // Two quick presses, before the button can be drawn disabled.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/api/sale'))).toHaveLength(1));
    // While the save runs the button is disabled: a second press sends nothing.
    const busy = screen.getByRole('button', { name: '저장 중…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);

    const [save] = requests.filter((r) => r.url.endsWith('/api/sale'));
    expect(save?.method).toBe('POST');
    const sale = saleJson(save!);
    expect(sale).toMatchObject({
      status: 'ACTIVE',
      title: '시청역 5분 남향 투룸',
      saleAddr: LOCATION.saleAddr,
      rentPrice: '25000',
      saleMainImageFile: ID_A,
      isCertified: false,
    });

    answer(
      ok({
        saleNo: 812,
        saleKey: 'k812',
        status: 'ACTIVE',
        quotaExhausted: false,
        remainingAdUnits: 4,
        inReview: false,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/salesManagement/regist/complete'));
    expect(router.state.location.search).toContain('saleNo=812');
    expect(requests.filter((r) => r.url.endsWith('/api/sale'))).toHaveLength(1);
    expect(useSalesStore.getState().temp.flow).toBeNull();
  });

  it('modifies with PATCH /api/sale/modify/{saleNo} and ends on the modify completion screen', async () => {
    const { requests } = mockFetch((request) =>
      request.url.includes('/api/sale/modify/')
        ? ok({
            saleNo: 55,
            saleKey: 'k55',
            status: 'ACTIVE',
            quotaExhausted: false,
            remainingAdUnits: null,
            inReview: false,
          })
        : ok([]),
    );
    startTemp('salesModify', 55);
    const { router } = renderStep('salesModify', 55);
    await fillAndUploadOnePhoto();
    fireEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salesManagement/salesModify/complete'));
    const save = requests.find((r) => r.url.includes('/api/sale/modify/55'));
    expect(save?.method).toBe('PATCH');
  });

  it('puts a refusal about this step under its field and keeps what was typed', async () => {
    const { requests } = mockFetch((request) =>
      request.url.endsWith('/api/sale')
        ? envelopeResponse(
            { code: -400, message: 'title: 제목에 연락처를 넣을 수 없습니다.', entity: null },
            { status: 400 },
          )
        : ok([]),
    );
    startTemp();
    const { router } = renderStep();
    await fillAndUploadOnePhoto();
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));

    const title = screen.getByLabelText('매물 제목') as HTMLInputElement;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('제목에 연락처를 넣을 수 없습니다.')).toBeTruthy();
    expect(title.value).toBe('시청역 5분 남향 투룸');
    expect(router.state.location.pathname).toBe('/salesManagement/regist/detailInfo');
    expect(useSalesStore.getState().temp.steps.gradeInfo).toEqual(GRADE);
    expect(requests.filter((r) => r.url.endsWith('/api/sale'))).toHaveLength(1);
    // The button is back for another try.
    expect((screen.getByRole('button', { name: '등록 완료' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the step of a refusal about another step at the top of the form', async () => {
    mockFetch((request) =>
      request.url.endsWith('/api/sale')
        ? envelopeResponse(
            { code: -400, message: 'rentPrice: 전세금을 입력해주세요.', entity: null },
            { status: 400 },
          )
        : ok([]),
    );
    startTemp();
    renderStep();
    await fillAndUploadOnePhoto();
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('[등급정보] 전세금을 입력해주세요.');
  });

  it('asks for a main photo before saving and sends nothing without one', async () => {
    const { requests } = mockFetch();
    startTemp();
    renderStep();
    fireEvent.change(screen.getByLabelText('매물 제목'), { target: { value: '사진 없는 매물' } });
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));
    expect(await screen.findByText('대표 사진을 등록해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/api/sale'))).toHaveLength(0);
  });

  it('asks for the title (the schema’s message) and sends nothing', async () => {
    const { requests } = mockFetch();
    startTemp();
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));
    expect(await screen.findByText('제목을 입력해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/api/sale'))).toHaveLength(0);
  });
});

describe('loading a saved listing for modify or continue', () => {
  it('gives each step its values as the forms hold them, and the photos their previews', async () => {
    const { requests } = mockFetch((request) =>
      request.url.endsWith('/api/sale/form/77')
        ? ok({
            saleNo: 77,
            status: 'STORAGE',
            steps: {
              locationInfo: { ...LOCATION, dong: null },
              gradeInfo: {
                buildingType: 'VILLA',
                saleType: 'RENT',
                type: null,
                sellingPrice: null,
                rentPrice: 25000,
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
                publicPrice: 21000,
                safetyGrade: null,
                safetyText: null,
                saleRegisterCopyFile: ID_C,
                saleBuildingRegisterFile: null,
              },
              roomInfo: {
                roomType: null,
                entireFloor: null,
                floor: null,
                dedicatedArea1: 45.5,
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
                costPrice: 7,
                isPublicCost: false,
                costList: [],
                isPrivateCost: false,
                privateCostList: [],
                totalCost: null,
                costDesc: null,
                costDesc2: null,
                heatList: [{ code: 'HEAT001' }],
                acList: [],
                lifeList: [],
                securityList: [],
                etcList: [],
              },
              detailInfo: {
                title: '남향 투룸',
                etcText: null,
                saleMainImageFile: ID_A,
                saleSubImageFile: [ID_B],
                isLoanRecommend: false,
                loanList: [],
                isCertified: true,
              },
            },
            uploads: [
              { fileId: ID_A, purpose: 'saleImage', fileName: 'a.jpg', previewUrl: '/a.webp' },
              { fileId: ID_B, purpose: 'saleImage', fileName: 'b.jpg', previewUrl: '/b.webp' },
              { fileId: ID_C, purpose: 'saleDocument', fileName: '등기부등본.pdf', previewUrl: null },
            ],
          })
        : ok([]),
    );
    const steps = await loadSaleForm(77);
    expect(requests.at(-1)?.method).toBe('GET');
    expect(steps.gradeInfo).toMatchObject({ rentPrice: '25,000', publicPrice: '21,000', isLoan: false });
    expect(steps.extraInfo).toMatchObject({ costPrice: '7', heatList: [{ code: 'HEAT001' }] });
    expect(steps.roomInfo).toEqual({ dedicatedArea1: '45.5' });
    // What the listing does not have is left out, so each form's empty default applies.
    expect(steps.locationInfo).not.toHaveProperty('dong');
    expect(steps.detailInfo).toMatchObject({ saleMainImageFile: ID_A, isCertified: true });
    expect(steps.detailInfo?.files).toEqual({
      [ID_A]: { fileName: 'a.jpg', previewUrl: '/a.webp' },
      [ID_B]: { fileName: 'b.jpg', previewUrl: '/b.webp' },
    });
    expect(steps.gradeInfo?.files).toEqual({ [ID_C]: { fileName: '등기부등본.pdf', previewUrl: null } });
  });
});

describe('the 매물홍보확인서', () => {
  const saved = {
    saleNo: 901,
    saleKey: 'k901',
    status: 'ACTIVE',
    quotaExhausted: false,
    remainingAdUnits: 3,
    inReview: false,
  };

  it('is kept with the draft, left out of the listing’s JSON, and saved with the listing once it has a number', async () => {
    const { requests } = mockFetch((request) => (request.url.endsWith('/api/sale') ? ok(saved) : ok([])));
    startTemp();
    const { router } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: '매물홍보확인서 작성' }));
    await screen.findByText('홍길동 님의 확인서를 작성했습니다. 등록할 때 함께 저장됩니다.');
    expect(stored().promotionConsent).toMatchObject({ ownerName: '홍길동', relationship: 1 });
    expect(screen.getByRole('button', { name: '매물홍보확인서 수정' })).toBeTruthy();

    await fillAndUploadOnePhoto();
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salesManagement/regist/complete'));
    const save = requests.find((r) => r.url.endsWith('/api/sale'));
    expect(saleJson(save!)).not.toHaveProperty('promotionConsent');
    expect(consentSaves).toEqual([
      { saleNo: 901, form: expect.objectContaining({ ownerName: '홍길동', saleNo: 901 }) },
    ]);
  });

  it('keeps the listing when the 확인서 is refused, and says it can be saved again', async () => {
    mockFetch((request) => (request.url.endsWith('/api/sale') ? ok(saved) : ok([])));
    consentOutcome.refusal = new Error('refused');
    startTemp();
    const { router } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: '매물홍보확인서 작성' }));
    await fillAndUploadOnePhoto();
    fireEvent.click(screen.getByRole('button', { name: '등록 완료' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('매물은 저장되었지만 매물홍보확인서를 저장하지 못했습니다.');
    // The listing is saved: no second save is sent, and 확인 goes on to the completion screen.
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salesManagement/regist/complete'));
    expect(router.state.location.search).toContain('saleNo=901');
  });
});
