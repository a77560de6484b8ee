import type { SaleDetail } from '@ansim/domain/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openZoomGallery } from '../src/features/sale-detail/components/zoom-gallery.tsx';
import { feeBreakdown, feeSummary } from '../src/features/sale-detail/model/fee-view.ts';
import { areaText, floorText, moveInText } from '../src/features/sale-detail/model/listing-facts.ts';
import { ratioLegend, ratioZones } from '../src/features/sale-detail/model/ratio-zones.ts';
import { adoptFirstAnswers, FIRST_ANSWERS_ID, takeEmbeddedEnvelope } from '../src/shared/api/api-client.ts';
import { formatFee } from '../src/shared/listing-facts/listing-text.ts';
import { useRecentViewsStore } from '../src/stores/recent-views-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';
import { flatFee, saleDetail } from './helpers/sale-detail.ts';
import { setViewportWidth } from './helpers/viewport.ts';

vi.mock('../src/features/sale-detail/components/zoom-gallery.tsx', () => ({ openZoomGallery: vi.fn() }));

const NOT_FOUND = { code: -404, message: '매물을 찾을 수 없습니다.', entity: null };

/** Serves the detail (or `answer`) and confirms likes; every other call gets an empty list. */
function serve(
  detail: SaleDetail | (() => Response) = saleDetail(),
  answerLike: (request: RecordedRequest) => Response = (request) => ok(request.body),
) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (/^\/api\/sale\/\d+$/.test(pathname)) return typeof detail === 'function' ? detail() : ok(detail);
    if (pathname === '/api/user/like') return answerLike(request);
    return ok([]);
  }).requests;
}

const PATH = '/salesManagement/salesDetail/101';
// The first test also loads the page's module: more time than a findBy's default second. The sections under
// the photos are their own chunk (components/detail-sections.tsx): the title waits for them too.
const listingTitle = async () => {
  const title = await screen.findByRole(
    'heading',
    { level: 2, name: '역삼역 8분, 채광 좋은 투룸' },
    { timeout: 5_000 },
  );
  await screen.findByRole('region', { name: '매물 정보' }, { timeout: 5_000 });
  return title;
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the listing detail (product.md §A2, §B3.4)', () => {
  it('shows the listing under the header 매물번호, with its price in 억/만원, badges, facts and options', async () => {
    const requests = serve(
      saleDetail({ isLawyer: true, isConfirm: 'CONFIRM', isBaro: true, redevelop: true }),
    );
    renderApp(PATH);
    await listingTitle();
    await findPageTitle('매물번호 101');
    expect(requests.some((r) => r.method === 'PATCH' && r.url.endsWith('/api/sale/101'))).toBe(true);

    const summary = section('역삼역 8분, 채광 좋은 투룸');
    expect(within(summary).getByText('전세 3억 5,000만원')).toBeTruthy();
    expect(within(summary).getByText('2등급 · 안전')).toBeTruthy();
    for (const badge of ['변호사 인증', '안전방인증', '재개발']) {
      expect(within(summary).getByText(badge)).toBeTruthy();
    }
    expect(within(summary).getByText('관리비 8만 5,000원')).toBeTruthy();

    const facts = section('매물 정보');
    expect(within(facts).getByText('5층 / 총 12층')).toBeTruthy();
    expect(within(facts).getByText('즉시 입주')).toBeTruthy();
    expect(within(facts).getByText('남향')).toBeTruthy();
    expect(within(facts).getByText('투룸')).toBeTruthy();
    expect(within(facts).getByText('59.5㎡ (18평)')).toBeTruthy();

    // The same ㎡/평 choice as the search list: switched here, kept for the list.
    fireEvent.click(within(facts).getByRole('button', { name: '평' }));
    expect(within(facts).getByText('18평 (59.5㎡)')).toBeTruthy();
    expect(within(facts).getByRole('button', { name: '평' }).getAttribute('aria-pressed')).toBe('true');

    const options = section('옵션');
    expect(within(options).getByText('냉장고')).toBeTruthy();
    expect(within(options).getByText('벽걸이 에어컨')).toBeTruthy();
    // 보안 ticked '없음': shown as such, not as an option.
    expect(within(options).getByText('보안: 없음')).toBeTruthy();

    const description = section('상세 설명');
    // The broker's line breaks stay (the text keeps its \n; the style sheet shows them).
    expect(
      within(description).getByText('남향이라 하루 종일 밝아요.\n관리사무소가 친절합니다.', {
        normalizer: (s) => s,
      }),
    ).toBeTruthy();
    expect(within(description).getByText('버팀목 전세자금대출')).toBeTruthy();
    expect(within(description).getAllByRole('listitem')).toHaveLength(1);

    const broker = section('중개사무소');
    const phone = within(broker).getByRole('link', { name: /02-555-1234/ });
    expect(phone.getAttribute('href')).toBe('tel:025551234');
  });

  it('leaves out the lawyer badge unless the certification reads 인증', async () => {
    serve(saleDetail({ isLawyer: true, isConfirm: 'WAIT' }));
    renderApp(PATH);
    await listingTitle();
    expect(screen.queryByText('변호사 인증')).toBeNull();
    expect(screen.queryByText('안전방인증')).toBeNull();
  });

  it('shows the photos main first in AVIF and WebP, the first at once, steps through them and opens the zoom', async () => {
    serve();
    renderApp(PATH);
    await listingTitle();
    const gallery = screen.getByRole('region', { name: '매물 사진' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/images/sale/aaaaaaaaaaaaaaaa/detail.webp',
      '/images/sale/bbbbbbbbbbbbbbbb/detail.webp',
      '/images/sale/cccccccccccccccc/detail.webp',
    ]);
    expect(gallery.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    expect(gallery.querySelector('source')?.getAttribute('srcset')).toBe(
      '/images/sale/aaaaaaaaaaaaaaaa/detail.avif',
    );
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[2]?.getAttribute('loading')).toBe('lazy');
    // The photo's own shape, so nothing moves when it arrives.
    expect([images[2]?.getAttribute('width'), images[2]?.getAttribute('height')]).toEqual(['1200', '1600']);

    const count = gallery.querySelector('[aria-live="polite"]');
    expect(count?.textContent).toContain('1 / 3');
    expect(within(gallery).getByRole('button', { name: '이전 사진' })).toHaveProperty('disabled', true);
    fireEvent.click(within(gallery).getByRole('button', { name: '다음 사진' }));
    expect(count?.textContent).toContain('2 / 3');
    // Keys step from the photo in focus; only that photo is in the tab order.
    const current = within(gallery).getByRole('button', { name: '사진 크게 보기 (2/3)' });
    expect(current.tabIndex).toBe(0);
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    expect(count?.textContent).toContain('3 / 3');
    expect(within(gallery).getByRole('button', { name: '다음 사진' })).toHaveProperty('disabled', true);

    fireEvent.click(within(gallery).getByRole('button', { name: '사진 크게 보기 (3/3)' }));
    expect(openZoomGallery).toHaveBeenCalledWith({
      images: expect.arrayContaining([expect.objectContaining({ imageNo: 1 })]),
      startIndex: 2,
      title: '역삼역 8분, 채광 좋은 투룸',
    });
    const call = vi.mocked(openZoomGallery).mock.calls.at(-1)?.[0];
    expect(call?.images.map((image) => image.imageNo)).toEqual([1, 2, 3]);
  });

  it('says so, with the way back to the search, for a listing that is not there (404) and for a malformed number', async () => {
    serve(() => envelopeResponse(NOT_FOUND, { status: 404 }));
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: '매물을 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '매물 찾으러 가기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/search'));

    const requests = serve();
    renderApp('/salesManagement/salesDetail/abc');
    expect(await screen.findAllByRole('heading', { name: '매물을 찾을 수 없습니다' })).toHaveLength(1);
    expect(requests.filter((r) => r.url.includes('/api/sale/'))).toHaveLength(0);
  });

  it('offers 다시 시도 when the server fails, and shows the listing after it', async () => {
    let fail = true;
    serve(() =>
      fail
        ? envelopeResponse(
            { code: -500, message: '일시적인 오류가 발생했습니다.', entity: null },
            { status: 500 },
          )
        : ok(saleDetail()),
    );
    renderApp(PATH);
    const retry = await screen.findByRole('button', { name: '다시 시도' }, { timeout: 4_000 });
    expect(screen.getByText('매물 정보를 불러오지 못했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    await listingTitle();
  });

  it('writes the listing’s place, price and grade into the document title', async () => {
    serve();
    renderApp(PATH);
    await listingTitle();
    await waitFor(() =>
      expect(document.title).toBe('강남구 역삼동 아파트 전세 3억 5,000만원 · 2등급 안전 | 안심방'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '역삼역 8분, 채광 좋은 투룸.',
    );
  });

  it('keeps the listing in 최근 본 매물', async () => {
    serve();
    renderApp(PATH);
    await listingTitle();
    expect(useRecentViewsStore.getState().saleNos[0]).toBe(101);
  });
});

describe('the fee (product.md §B3.3, §B5)', () => {
  it('sums a flat fee with its utilities billed by usage marked, in the fee view', async () => {
    serve();
    renderApp(PATH);
    await listingTitle();
    const fee = section('관리비');
    // 50,000 + 10,000 + 20,000 + 5,000 (기타): usage-billed electricity and gas are no amount.
    expect(within(fee).getByText('월 8만 5,000원')).toBeTruthy();
    expect(within(fee).getByText('청소비')).toBeTruthy();
    expect(within(fee).getByText('전기, 가스 요금은 사용한 만큼 따로 내요.')).toBeTruthy();

    fireEvent.click(within(fee).getByRole('button', { name: '관리비 자세히' }));
    const dialog = await screen.findByRole('dialog', { name: '관리비 상세' }, { timeout: 5_000 });
    const row = (label: string) => within(dialog).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(row('공용 관리비')).getByText('5만원')).toBeTruthy();
    expect(within(row('전기')).getByText('사용량에 따라 부과')).toBeTruthy();
    expect(within(row('가스')).getByText('사용량에 따라 부과')).toBeTruthy();
    expect(within(row('인터넷')).getByText('2만원')).toBeTruthy();
    expect(within(row('기타 (주차비)')).getByText('5,000원')).toBeTruthy();
    expect(within(row('정액 관리비 합계')).getByText('월 8만 5,000원')).toBeTruthy();
    expect(within(dialog).getByText(/사용량에 따라 부과되는 요금은 합계에 들어 있지 않아요/)).toBeTruthy();
    expect(within(dialog).getByText('최근 1년 평균')).toBeTruthy();
    expect(within(dialog).getByText('겨울철 난방비는 별도예요.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts only the public cost of an actual fee, and gives the reason of one that cannot be confirmed', () => {
    const actual = feeBreakdown(
      flatFee({
        type: 'COST_TYPE002',
        baseCost: 'BASE_COST007',
        baseCostText: '작년 고지서 평균',
        isEtcCost: false,
      }),
    );
    expect(actual?.typeLabel).toBe('실비 관리비');
    expect(actual?.rows.map((r) => r.label)).toEqual(['공용 관리비']);
    expect(actual?.basis).toEqual({ label: '실비 근거', value: '작년 고지서 평균' });
    expect(actual?.total?.won).toBe(50_000);

    const unconfirmed = feeBreakdown(
      flatFee({ type: 'COST_TYPE003', publicCost: null, reasonType: 'REASON_COST_TYPE001' }),
    );
    expect(unconfirmed?.basis).toEqual({ label: '확인 불가 사유', value: '신축 건물로 부과 내역 없음' });
    expect(unconfirmed?.total).toBeNull();
    expect(unconfirmed?.rows).toEqual([]);

    const summary = feeSummary(
      saleDetail({ costType: flatFee({ type: 'COST_TYPE003' }), totalCost: 50_000 }),
    );
    expect(summary.headline).toBe('확인 불가');
    expect(feeSummary(saleDetail({ costType: null, costPrice: null, totalCost: null })).headline).toBeNull();
    expect(feeSummary(saleDetail({ costType: null, costPrice: 7, totalCost: null })).headline).toBe(
      '월 7만원',
    );
  });

  it('writes fees as Korean listings do', () => {
    expect(formatFee(70_000)).toBe('7만원');
    expect(formatFee(125_000)).toBe('12만 5,000원');
    expect(formatFee(8_000)).toBe('8,000원');
    expect(formatFee(0)).toBe('0원');
  });
});

describe('facts', () => {
  it('writes floors, areas and the move-in date as a tenant reads them', () => {
    expect(floorText({ floor: 0, entireFloor: 4 })).toBe('반지하 / 총 4층');
    expect(floorText({ floor: 101, entireFloor: null })).toBe('옥탑');
    expect(areaText(33.06, 'pyeong')).toBe('10평 (33.06㎡)');
    expect(areaText(null, 'sqm')).toBe('');
    expect(moveInText(null, '2026-11-22')).toBe('즉시 입주');
    expect(moveInText('2026-11-01', '2026-11-22')).toBe('즉시 입주');
    expect(moveInText('2026-12-01', '2026-11-22')).toBe('2026년 12월 1일부터');
  });
});

describe('the ratio bar', () => {
  it('draws the grade lines of the listing’s own table', () => {
    expect(ratioZones('JEONSE').map((zone) => [zone.grade, zone.from, zone.to])).toEqual([
      [1, 0, 126],
      [2, 126, 140],
      [3, 140, 150],
      [4, 150, 155],
      [5, 155, 200],
    ]);
    // Monthly rent has no ratio line for grade 1 (product.md §B9).
    expect(ratioZones('MONTHLY')[0]).toEqual({ grade: 2, from: 0, to: 126 });
    expect(ratioLegend('MONTHLY')).toBe(
      '126% 이하 2등급 · 150% 이하 3등급 · 155% 이하 4등급 · 155% 초과 5등급',
    );
  });
});

describe('the answer the page’s HTML carries (server: first-answers.ts)', () => {
  const KEY = 'PATCH /api/sale/101';
  const embed = (entity: SaleDetail) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify({ [KEY]: { code: 1, message: '성공', entity } });
    document.head.append(block);
    adoptFirstAnswers();
  };
  /** The detail's call held until the test answers it. */
  const holdDetail = () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = mockFetch((request) =>
      /\/api\/sale\/101$/.test(request.url)
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : ok([]),
    );
    const detailCalls = () => requests.filter((r) => r.method === 'PATCH' && r.url.endsWith('/api/sale/101'));
    return { detailCalls, answer: (response: Response) => answer(response) };
  };

  it('draws a visitor’s listing at once, and still asks the server, which counts the view and may redraw', async () => {
    embed(saleDetail());
    const held = holdDetail();
    renderApp(PATH);
    // Drawn while the server has not answered yet.
    await listingTitle();
    await waitFor(() => expect(held.detailCalls()).toHaveLength(1));
    held.answer(ok(saleDetail({ title: '가격을 내린 투룸' })));
    expect(await screen.findByRole('heading', { level: 2, name: '가격을 내린 투룸' })).toBeTruthy();
    // Taken once: nothing is left for a later visit of the listing.
    expect(takeEmbeddedEnvelope('PATCH', '/api/sale/101')).toBeUndefined();
  });

  it('is never drawn for a signed-in user, whose heart and documents differ', async () => {
    embed(saleDetail({ title: '방문자에게 보낸 답' }));
    const held = holdDetail();
    renderApp('/salesManagement/salesDetail/101/7', { userType: 'GENERAL' });
    await waitFor(() => expect(held.detailCalls()).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('heading', { level: 2, name: '방문자에게 보낸 답' })).toBeNull();
    held.answer(ok(saleDetail({ isLike: true })));
    await listingTitle();
    expect(screen.queryByRole('heading', { level: 2, name: '방문자에게 보낸 답' })).toBeNull();
    // Left untaken (and taken here, so no later test finds it).
    expect(takeEmbeddedEnvelope('PATCH', '/api/sale/101')?.code).toBe(1);
  });
});

describe('the heart and the safety section', () => {
  it('is hidden on the viewer’s own listing', async () => {
    serve(saleDetail({ userNo: 7 }));
    renderApp('/salesManagement/salesDetail/101/7', { userType: 'BROKER' });
    await listingTitle();
    await settle();
    expect(screen.queryByRole('button', { name: '관심매물' })).toBeNull();
  });

  it('likes the listing for a signed-in user, the heart turning when the server said yes', async () => {
    const requests = serve(saleDetail({ userNo: 3 }));
    renderApp('/salesManagement/salesDetail/101/7', { userType: 'GENERAL' });
    await listingTitle();
    const heart = await screen.findByRole('button', { name: '관심매물' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '관심매물' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const like = requests.find((r) => r.url.endsWith('/api/user/like'));
    expect(like?.body).toEqual({ isLike: true, saleNo: 101, saleUserNo: 3, userNo: 7 });
  });

  it('keeps the heart when the server refuses the like, and says why', async () => {
    serve(saleDetail(), () =>
      envelopeResponse({ code: -409, message: '이미 처리된 요청입니다.', entity: null }, { status: 409 }),
    );
    renderApp('/salesManagement/salesDetail/101/7', { userType: 'GENERAL' });
    await listingTitle();
    fireEvent.click(await screen.findByRole('button', { name: '관심매물' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('이미 처리된 요청입니다.');
    expect(screen.getByRole('button', { name: '관심매물' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('sets both grades side by side with the reasons, the ratio and tenant protection', async () => {
    serve(saleDetail({ changeSafetyGrade: 'RATE003' }));
    renderApp(PATH);
    await listingTitle();
    const safety = section('안전등급');
    expect(within(safety).getByText('변호사·운영자가 검증한 등급')).toBeTruthy();
    expect(within(safety).getByText('3등급 · 보통')).toBeTruthy();
    expect(within(safety).getByText('2등급 · 안전')).toBeTruthy();
    expect(within(safety).getByText(/표시 등급과 계산한 등급이 달라요/)).toBeTruthy();
    expect(
      within(safety).getByText('보증금과 선순위 채권이 공시가격의 131.5%로 140% 이하입니다.'),
    ).toBeTruthy();
    expect(within(safety).getByText('131.5%')).toBeTruthy();
    // 3억 5,000만원 is above Seoul's 1억 6,500만원 line: the tier's 5,500만원 is not this tenant's.
    expect(within(safety).getByText('보증금이 기준 금액을 넘어 최우선변제 대상이 아니에요.')).toBeTruthy();
    expect(within(safety).getByText(/보증금 1억 6,500만원 이하인 세입자/)).toBeTruthy();
    expect(within(safety).getByText('매물 정보상 가입 조건을 충족해요.')).toBeTruthy();
    expect(within(safety).getByText('있음 (채권최고액 6,000만원)')).toBeTruthy();

    fireEvent.click(within(safety).getByRole('button', { name: '안전등급이란?' }));
    const guide = await screen.findByRole('dialog', { name: '안전등급이란?' });
    expect(within(guide).getByRole('tab', { name: '전세' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the grade guide at the listing’s own deal type', async () => {
    serve(
      saleDetail({
        saleTypeCode: 'MONTHLY',
        saleType: '월세',
        rentPrice: null,
        deposit: 1_000,
        monthlyPrice: 50,
        computedGrade: {
          ...saleDetail().computedGrade,
          table: 'MONTHLY',
          priorityRepayment: {
            tierLabel: '서울특별시',
            maxDeposit: 16_500,
            protectedAmount: 5_500,
            fullyProtected: true,
          },
        },
      }),
    );
    renderApp(PATH);
    await listingTitle();
    expect(screen.getByText('월세 1,000/50')).toBeTruthy();
    expect(screen.getByText('보증금 1,000만원 · 월세 50만원')).toBeTruthy();
    expect(within(section('안전등급')).getByText('보증금 전액이 최우선변제로 보호돼요.')).toBeTruthy();
    fireEvent.click(within(section('안전등급')).getByRole('button', { name: '안전등급이란?' }));
    const guide = await screen.findByRole('dialog', { name: '안전등급이란?' });
    expect(within(guide).getByRole('tab', { name: '월세' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks a visitor to sign in for a registry document, and comes back to the listing', async () => {
    serve();
    const { router } = renderApp(PATH);
    await listingTitle();
    await settle();
    fireEvent.click(within(section('안전등급')).getByRole('button', { name: '등기부등본 보기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('로그인 후 사용가능합니다.');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useUserStore.getState().redirectPath).toBe(PATH);
  });
});

describe('the desktop layout', () => {
  it('puts the broker and the actions in the summary beside the photos', async () => {
    setViewportWidth(1280);
    serve();
    renderApp(PATH);
    await listingTitle();
    const summary = screen.getByRole('region', { name: '역삼역 8분, 채광 좋은 투룸' });
    expect(within(summary).getByRole('heading', { level: 3, name: '중개사무소' })).toBeTruthy();
    expect(within(summary).getByText('전세 3억 5,000만원')).toBeTruthy();
    // One broker card only.
    expect(screen.getAllByRole('heading', { name: '중개사무소' })).toHaveLength(1);
  });
});
