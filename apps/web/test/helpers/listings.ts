import type { SaleListItem } from '@ansim/domain/contract';
import { ok } from './fetch.ts';

/** A listing as the search list returns it; `overrides` change what a test is about. */
export const listing = (saleNo: number, overrides: Partial<SaleListItem> = {}): SaleListItem => ({
  saleNo,
  userNo: 3,
  isLike: false,
  image: `/images/sale/apartment-${(saleNo % 6) + 1}.svg`,
  redevelop: false,
  saleAddr: `서울특별시 강남구 역삼동 ${saleNo} 그린아파트`,
  saleType: 'RENT',
  type: 'APARTMENT',
  rentPrice: 30000,
  sellingPrice: null,
  deposit: null,
  monthlyPrice: null,
  title: `매물 ${saleNo}`,
  roomType: 'ROOM_TYPE005',
  roomGroup: 'ROOM004',
  floor: 5,
  dedicatedArea1: 59.5,
  dedicatedArea2: '18.00',
  actualArea2: '18.00',
  safetyGrade: 'RATE001',
  changeSafetyGrade: null,
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  lat: 37.5,
  lng: 127.03,
  regDate: '2026-11-20T00:00:00.000Z',
  confirmedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

/** The search list's answer: one page holding `list`, for the area the server understood. */
export const listPage = (
  list: SaleListItem[],
  area: { kind: string; label: string } = { kind: 'all', label: '' },
) => ok({ list, pageInfo: { page: 1, totalPage: list.length > 0 ? 1 : 0, totalRow: list.length }, area });
