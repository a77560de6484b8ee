import { PRICE_SCALES, sliderIndexOf } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFilterStore } from '../src/features/search/model/filter-store.ts';
import { useMapStore } from '../src/features/search/model/map-store.ts';
import { useLocalStorageStore } from '../src/stores/local-storage-store.ts';
import { mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

const listing = (saleNo: number): SaleListItem => ({
  saleNo,
  userNo: 3,
  isLike: false,
  image: null,
  redevelop: false,
  saleAddr: `서울특별시 강남구 역삼동 ${saleNo}`,
  saleType: 'MONTHLY',
  type: 'VILLA',
  rentPrice: null,
  sellingPrice: null,
  deposit: 1000,
  monthlyPrice: 60,
  title: `매물 ${saleNo}`,
  roomType: 'ROOM_TYPE001',
  roomGroup: 'ROOM001',
  floor: 2,
  dedicatedArea1: 20,
  dedicatedArea2: '6.05',
  actualArea2: '6.05',
  safetyGrade: 'RATE001',
  changeSafetyGrade: null,
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  lat: 37.5,
  lng: 127.03,
  regDate: '2026-11-20T00:00:00.000Z',
  confirmedAt: '2026-11-20T00:00:00.000Z',
});

/** The list answers two listings and the count 5, whatever the filter; the test reads what was asked. */
function serveSearch() {
  const { requests } = mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/search/sale/list') {
      return ok({
        list: [listing(1), listing(2)],
        pageInfo: { page: 1, totalPage: 1, totalRow: 2 },
        area: { kind: 'sigungu', label: '강남구' },
      });
    }
    if (pathname === '/api/search/sale/list/count') return ok({ totalRow: 5 });
    return ok([]);
  });
  const listRequests = () =>
    requests
      .filter((r: RecordedRequest) => r.url.startsWith('/api/search/sale/list?'))
      .map((r) => new URL(r.url, 'http://localhost').searchParams);
  return { requests, listRequests };
}

async function openList() {
  const search = serveSearch();
  renderApp(`/search/list?saleAddr=${encodeURIComponent('강남구')}`);
  await findPageTitle('강남구 매물 2개');
  await settle();
  return search;
}

const tab = (name: string | RegExp) => screen.getByRole('button', { name });
const panel = (name: string) => screen.getByRole('region', { name });
const applyButton = () => screen.getByRole('button', { name: /^(적용|매물 .+개 보기)$/ });

beforeEach(() => {
  useFilterStore.getState().reset();
  useMapStore.getState().reset();
});

describe('filter panel (product.md §A4, §A5)', () => {
  it('asks for the first page of 30 with comma-joined lists, and says how many listings there are', async () => {
    const { listRequests } = await openList();
    const first = listRequests()[0];
    expect(first?.get('page')).toBe('1');
    expect(first?.get('limit')).toBe('30');
    expect(first?.get('saleAddr')).toBe('강남구');
    expect(first?.get('types')).toBe('');
    expect(first?.get('buildingTypes')).toBe('');
    expect(screen.getByText('2개의 매물')).toBeTruthy();
  });

  it('opens one tab at a time and closes it when the same tab is tapped again', async () => {
    await openList();
    fireEvent.click(tab('건물유형'));
    expect(panel('건물유형')).toBeTruthy();
    fireEvent.click(tab('거래유형·가격'));
    expect(screen.queryByRole('region', { name: '건물유형' })).toBeNull();
    expect(panel('거래유형·가격')).toBeTruthy();
    fireEvent.click(tab('거래유형·가격'));
    expect(screen.queryByRole('region', { name: '거래유형·가격' })).toBeNull();
  });

  it('applies nothing on 취소', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('거래유형·가격'));
    fireEvent.click(screen.getByRole('checkbox', { name: '매매' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await settle();
    expect(listRequests()).toHaveLength(1);
    expect(useLocalStorageStore.getState().searchFilter.types).toEqual(['SALE', 'RENT', 'MONTHLY']);
    fireEvent.click(tab('거래유형·가격'));
    expect((screen.getByRole('checkbox', { name: '매매' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the last deal type ticked: its box is disabled', async () => {
    await openList();
    fireEvent.click(tab('거래유형·가격'));
    fireEvent.click(screen.getByRole('checkbox', { name: '매매' }));
    expect((screen.getByRole('checkbox', { name: '월세' }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: '전세' }));
    const monthly = screen.getByRole('checkbox', { name: '월세' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    expect(monthly.disabled).toBe(true);
    fireEvent.click(monthly);
    expect(monthly.checked).toBe(true);
  });

  it('on 적용 saves the filter locally and asks again from page 1; a slider at its top sends an empty bound', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('거래유형·가격'));
    fireEvent.click(screen.getByRole('checkbox', { name: '매매' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '전세' }));
    const max = screen.getByRole('slider', { name: '월세 최대' });
    fireEvent.change(max, { target: { value: String(sliderIndexOf(70, PRICE_SCALES.monthly)) } });
    expect(within(panel('거래유형·가격')).getByText('70만원 이하')).toBeTruthy();
    expect(max.getAttribute('aria-valuetext')).toBe('70만원');
    await waitFor(() => expect(applyButton().textContent).toBe('매물 5개 보기'));
    fireEvent.click(applyButton());

    await waitFor(() => expect(listRequests()).toHaveLength(2));
    const applied = listRequests()[1];
    expect(applied?.get('page')).toBe('1');
    expect(applied?.get('types')).toBe('MONTHLY');
    expect(applied?.get('maxMonthlyPrice')).toBe('70');
    expect(applied?.get('minMonthlyPrice')).toBe('');
    expect(applied?.get('maxSellPrice')).toBe('');
    expect(useLocalStorageStore.getState().searchFilter.types).toEqual(['MONTHLY']);
    expect(tab('월세 · 70만원 이하')).toBeTruthy();

    fireEvent.click(tab('월세 · 70만원 이하'));
    const top = PRICE_SCALES.monthly;
    fireEvent.change(screen.getByRole('slider', { name: '월세 최대' }), {
      target: { value: String(sliderIndexOf(top.max, top)) },
    });
    expect(screen.getByRole('slider', { name: '월세 최대' }).getAttribute('aria-valuetext')).toBe('무제한');
    fireEvent.click(applyButton());
    await waitFor(() => expect(listRequests()).toHaveLength(3));
    expect(listRequests()[2]?.get('maxMonthlyPrice')).toBe('');
    expect(listRequests()[2]?.has('maxMonthlyPrice')).toBe(true);
  });

  it('collapses to 전체 when every building type is chosen', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('건물유형'));
    const region = panel('건물유형');
    for (const name of ['빌라', '아파트', '오피스텔'])
      fireEvent.click(within(region).getByRole('button', { name }));
    expect(within(region).getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(region).getByRole('button', { name: '원룸' }));
    expect(within(region).getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getByRole('button', { name: '원룸' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(applyButton());
    await waitFor(() => expect(useFilterStore.getState().applied).not.toBeNull());
    expect(useFilterStore.getState().applied?.buildingTypes).toEqual([]);
    expect(useLocalStorageStore.getState().searchFilter.buildingTypes).toEqual(['']);
    expect(listRequests().at(-1)?.get('buildingTypes')).toBe('');
  });

  it('sends the chosen building types comma-joined', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('건물유형'));
    fireEvent.click(within(panel('건물유형')).getByRole('button', { name: '빌라' }));
    fireEvent.click(within(panel('건물유형')).getByRole('button', { name: '오피스텔' }));
    fireEvent.click(applyButton());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]?.get('buildingTypes')).toBe('VILLA,OFFICETELS');
    expect(tab('빌라 외 1')).toBeTruthy();
  });

  it('resets tab 2 to every deal type and full price ranges, and tab 3 to no room, area or floor', async () => {
    await openList();
    fireEvent.click(tab('거래유형·가격'));
    fireEvent.click(screen.getByRole('checkbox', { name: '매매' }));
    fireEvent.change(screen.getByRole('slider', { name: '전세금 최소' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    for (const name of ['매매', '전세', '월세']) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    }
    expect(within(panel('거래유형·가격')).getAllByText('전체')).toHaveLength(4);

    fireEvent.click(tab('구조·면적·층'));
    const region = panel('구조·면적·층');
    fireEvent.click(within(region).getByRole('button', { name: '투룸' }));
    fireEvent.click(within(region).getByRole('button', { name: '옥탑' }));
    fireEvent.click(within(region).getByRole('button', { name: '20평대' }));
    expect(within(region).queryAllByRole('button', { name: '전체', pressed: true })).toHaveLength(0);
    fireEvent.click(within(region).getByRole('button', { name: '초기화' }));
    expect(within(region).getAllByRole('button', { name: '전체', pressed: true })).toHaveLength(3);
  });

  it('filters by safety grade, beyond the spec', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('안전등급'));
    fireEvent.click(screen.getByRole('button', { name: '1등급 매우 안전' }));
    fireEvent.click(screen.getByRole('button', { name: '2등급 안전' }));
    fireEvent.click(applyButton());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]?.get('safetyGrades')).toBe('RATE001,RATE002');
    expect(tab('1~2등급')).toBeTruthy();
    expect(useLocalStorageStore.getState().searchFilter.safetyGrades).toEqual(['RATE001', 'RATE002']);
  });

  it('the full filter applies nothing when closed, and everything on 적용; its 초기화 resets all', async () => {
    const { listRequests } = await openList();
    fireEvent.click(tab('전체 필터'));
    let dialog = screen.getByRole('dialog', { name: '전체 필터' });
    fireEvent.click(within(dialog).getByRole('button', { name: '아파트' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '필터 닫기' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listRequests()).toHaveLength(1);

    fireEvent.click(tab('전체 필터'));
    dialog = screen.getByRole('dialog', { name: '전체 필터' });
    expect(within(dialog).getByRole('button', { name: '아파트' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: '아파트' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '1등급 매우 안전' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '매매' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '쓰리룸 이상' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^(적용|매물 .+개 보기)$/ }));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    const applied = listRequests()[1];
    expect(applied?.get('buildingTypes')).toBe('APARTMENT');
    expect(applied?.get('safetyGrades')).toBe('RATE001');
    expect(applied?.get('types')).toBe('RENT,MONTHLY');
    expect(applied?.get('roomGroup')).toBe('ROOM005');

    fireEvent.click(tab('전체 필터'));
    dialog = screen.getByRole('dialog', { name: '전체 필터' });
    fireEvent.click(within(dialog).getByRole('button', { name: '초기화' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^(적용|매물 .+개 보기)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back to the first search: the list comes from the cache of the first request.
    const reset = useFilterStore.getState().applied;
    expect(reset?.buildingTypes).toEqual([]);
    expect(reset?.safetyGrades).toEqual([]);
    expect(reset?.types).toEqual(['SALE', 'RENT', 'MONTHLY']);
    expect(reset?.room).toEqual([]);
    expect(useLocalStorageStore.getState().searchFilter).toEqual({
      buildingTypes: [''],
      types: ['SALE', 'RENT', 'MONTHLY'],
      room: [''],
      area: [''],
      floor: [''],
      safetyGrades: [''],
    });
    expect(tab('건물유형')).toBeTruthy();
    expect(tab('안전등급')).toBeTruthy();
  });
});
