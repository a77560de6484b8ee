import { COMPARE_MAX, type CompareFee, type CompareItem } from '@ansim/domain/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bestOf,
  feeHeadline,
  feeLines,
  floorText,
  moveInText,
} from '../src/features/compare/model/compare-rows.ts';
import { COMPARE_LIMIT, initialCompareState, useCompareStore } from '../src/shared/compare/compare-store.ts';
import { CompareToggle } from '../src/shared/compare/compare-toggle.tsx';
import { useModalStore } from '../src/shared/modal/modal-store.ts';
import { mockFetch, ok } from './helpers/fetch.ts';
import { findPageTitle, renderApp } from './helpers/render-app.tsx';

/*
 * 비교함 (P14 item 6): at most three distinct listings, kept in localStorage, a fourth refused with its
 * message; and the comparison table's pure rules.
 */

const pick = (saleNo: number) => ({ saleNo, title: `매물 ${saleNo}` });
const saleNos = () => useCompareStore.getState().picks.map((p) => p.saleNo);

beforeEach(() => {
  useCompareStore.setState(initialCompareState);
});

describe('the compare store', () => {
  it('holds the contract’s maximum', () => {
    expect(COMPARE_LIMIT).toBe(COMPARE_MAX);
  });

  it('keeps up to three listings in the order picked and refuses a fourth', () => {
    const { add } = useCompareStore.getState();
    expect(add(pick(11))).toBe('added');
    expect(add(pick(12))).toBe('added');
    expect(add(pick(13))).toBe('added');
    expect(add(pick(14))).toBe('full');
    expect(saleNos()).toEqual([11, 12, 13]);
  });

  it('does not add a listing twice', () => {
    const { add } = useCompareStore.getState();
    add(pick(11));
    expect(add(pick(11))).toBe('present');
    expect(saleNos()).toEqual([11]);
  });

  it('removes one listing, then clears', () => {
    const { add, remove, clear } = useCompareStore.getState();
    add(pick(11));
    add(pick(12));
    remove(11);
    expect(saleNos()).toEqual([12]);
    clear();
    expect(saleNos()).toEqual([]);
  });

  it('persists in localStorage and reads back only distinct listing numbers, at most three', async () => {
    useCompareStore.getState().add(pick(21));
    const saved = JSON.parse(localStorage.getItem('ansim.compare') ?? '{}') as {
      state: { picks: unknown[] };
    };
    expect(saved.state.picks).toEqual([pick(21)]);

    localStorage.setItem(
      'ansim.compare',
      JSON.stringify({
        version: 1,
        state: {
          picks: [
            pick(1),
            pick(1),
            { saleNo: -3, title: 'x' },
            { saleNo: 2 },
            'junk',
            pick(4),
            pick(5),
            pick(6),
          ],
        },
      }),
    );
    await useCompareStore.persist.rehydrate();
    expect(saleNos()).toEqual([1, 4, 5]);
  });
});

describe('the card’s 비교 switch', () => {
  it('is pressed while the listing is picked, and a fourth listing asks with the message and adds nothing', () => {
    for (const n of [1, 2, 3]) useCompareStore.getState().add(pick(n));
    render(
      <>
        <CompareToggle pick={pick(3)} />
        <CompareToggle pick={pick(4)} />
      </>,
    );
    const picked = screen.getByRole('button', { name: '매물 3 비교함에 담기' });
    const fourth = screen.getByRole('button', { name: '매물 4 비교함에 담기' });
    expect(picked.getAttribute('aria-pressed')).toBe('true');
    expect(fourth.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(fourth);
    expect(saleNos()).toEqual([1, 2, 3]);
    expect(useModalStore.getState().alerts).toHaveLength(1);

    fireEvent.click(picked);
    expect(saleNos()).toEqual([1, 2]);
    expect(picked.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the comparison table’s rules', () => {
  it('marks the best of a row only when something stands out', () => {
    expect(bestOf([3, 1, 2], 'min')).toEqual([false, true, false]);
    expect(bestOf([3, null, 5], 'max')).toEqual([false, false, true]);
    expect(bestOf([2, 2], 'min')).toEqual([false, false]);
    expect(bestOf([2, null], 'min')).toEqual([false, false]);
    expect(bestOf([1, 1, 2], 'min')).toEqual([true, true, false]);
  });

  it('writes 반지하 and 옥탑 with the building’s floors', () => {
    expect(floorText({ floor: 0, entireFloor: 4 })).toBe('반지하 / 총 4층');
    expect(floorText({ floor: 101, entireFloor: null })).toBe('옥탑');
    expect(floorText({ floor: 3, entireFloor: 5 })).toBe('3층 / 총 5층');
  });

  it('writes the fee in full, in 원', () => {
    const fee: CompareFee = {
      kind: 'FIXED',
      typeName: '정액 관리비',
      monthlyWon: 125_000,
      items: [
        { item: 'publicCost', won: 70_000, byUsage: false, text: null },
        { item: 'electricity', won: null, byUsage: true, text: null },
        { item: 'etcCost', won: 5_000, byUsage: false, text: '주차' },
      ],
      basis: '전월 평균',
      included: ['청소', '승강기'],
      separate: ['가스'],
      notes: [],
    };
    expect(feeHeadline(fee)).toBe('월 12만 5,000원');
    expect(feeLines(fee)).toEqual([
      '정액 관리비',
      '공용 관리비 7만원',
      '전기 사용량만큼',
      '기타 (주차) 5,000원',
      '관리비 기준: 전월 평균',
      '포함: 청소, 승강기',
      '별도: 가스',
    ]);
    expect(feeHeadline({ ...fee, kind: 'UNCONFIRMED', monthlyWon: null })).toBe('확인 불가');
    expect(feeHeadline({ ...fee, monthlyWon: 0 })).toBe('없음');
  });

  it('says 즉시 입주 for a date that has come', () => {
    expect(moveInText(null, '2026-11-24')).toBe('즉시 입주');
    expect(moveInText('2026-11-01', '2026-11-24')).toBe('즉시 입주');
    expect(moveInText('2027-01-15', '2026-11-24')).toBe('2027년 1월 15일부터');
  });
});

const compareItem = (saleNo: number, overrides: Partial<CompareItem> = {}): CompareItem => ({
  saleNo,
  title: `비교 ${saleNo}`,
  saleAddr: '서울특별시 강남구 역삼동 123-4',
  buildingType: 'VILLA',
  saleTypeCode: 'RENT',
  saleType: '전세',
  sellingPrice: null,
  rentPrice: 20_000,
  deposit: null,
  monthlyPrice: null,
  fee: {
    kind: 'ACTUAL',
    typeName: '실비 관리비',
    monthlyWon: 50_000,
    items: [{ item: 'publicCost', won: 50_000, byUsage: false, text: null }],
    basis: null,
    included: [],
    separate: [],
    notes: [],
  },
  dedicatedArea1: 42.15,
  dedicatedArea2: '12.75',
  supplyArea1: null,
  supplyArea2: null,
  floor: 3,
  entireFloor: 5,
  roomType: 'ROOM_TYPE003',
  toilet: { code: 'TOILET001', codeName: '1개' },
  direction: null,
  heatList: [],
  acList: [],
  lifeList: [],
  securityList: [],
  etcList: [],
  applyDate: null,
  safetyGrade: 'RATE001',
  changeSafetyGrade: null,
  gradeCorrection: null,
  computedGrade: {
    level: 1,
    rate: 'RATE001',
    ratio: 60,
    reasons: ['보증금이 공시가격의 60%입니다.'],
    table: 'JEONSE',
    assessable: true,
    insuranceEligible: true,
    priorityRepayment: {
      tierLabel: '서울특별시',
      maxDeposit: 16_500,
      protectedAmount: 5_500,
      fullyProtected: false,
    },
    publicPrice: 30_000,
    seniorDebt: null,
  },
  station: { subwayNo: 222, name: '강남', line: '2호선', distanceM: 500, walkMinutes: 10 },
  isLawyer: false,
  isConfirm: null,
  mainImage: null,
  ...overrides,
});

describe('the /compare page', () => {
  it('shows the picked listings side by side with the best of each row, and removes one', async () => {
    for (const n of [1, 2]) useCompareStore.getState().add(pick(n));
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/sale/compare') {
        const list = [compareItem(1), compareItem(2, { rentPrice: 18_000, dedicatedArea1: 30 })].filter(
          (item) => url.searchParams.getAll('saleNo').includes(String(item.saleNo)),
        );
        return ok({ list, omitted: [], notice: null });
      }
      return ok([]);
    });
    renderApp('/compare');
    await findPageTitle('매물 비교');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const call = requests.find((r) => r.url.startsWith('/api/sale/compare'));
    expect(new URL(call?.url ?? '', 'http://localhost').searchParams.getAll('saleNo')).toEqual(['1', '2']);
    // The cheaper 전세 and the larger home each carry their badge.
    const priceRow = within(table).getByRole('row', { name: /^가격/ });
    expect(within(priceRow).getAllByRole('cell')[1]?.textContent).toContain('최저가');
    const areaRow = within(table).getByRole('row', { name: /^전용면적/ });
    expect(within(areaRow).getAllByRole('cell')[0]?.textContent).toContain('가장 넓음');
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/salesManagement/salesDetail/1',
    );

    fireEvent.click(within(table).getByRole('button', { name: '비교 1 비교에서 빼기' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(1),
    );
    expect(saleNos()).toEqual([2]);
  });

  it('drops a listing the server no longer shows, and says so', async () => {
    for (const n of [1, 5]) useCompareStore.getState().add(pick(n));
    mockFetch((request) =>
      request.url.startsWith('/api/sale/compare')
        ? ok({ list: [compareItem(1)], omitted: [5], notice: '볼 수 없는 매물 1개는 빼고 비교했어요.' })
        : ok([]),
    );
    renderApp('/compare');
    expect(await screen.findByText(/볼 수 없는 매물 1개는 빼고 비교했어요/)).toBeTruthy();
    await waitFor(() => expect(saleNos()).toEqual([1]));
  });

  it('invites a pick when 비교함 is empty', async () => {
    renderApp('/compare');
    expect(await screen.findByText('비교함이 비어 있어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '매물 검색하기' }).getAttribute('href')).toBe('/search/list');
    expect(screen.getByRole('link', { name: '관심매물 보기' }).getAttribute('href')).toBe('/wishList');
  });
});
