import type { sales } from '../src/db/schema/index.ts';

export type NewSale = typeof sales.$inferInsert;

/** 서울 강남구 역삼동, 500 m north of 강남역 (2호선, subway_no 222). */
export const YEOKSAM = {
  bjdCode: '1168010100',
  sidoCode: '11',
  sigunguCode: '11680',
  dongCode: '11680101',
  saleAddr: '서울특별시 강남구 역삼동 823-4 역삼하이빌',
  lat: 37.501675,
  lng: 127.027926,
};

/** A complete, public 역삼동 전세 투룸 of `userNo`: the listing tests vary one field of it at a time. */
export const yeoksamSale = (userNo: number, title: string): NewSale => ({
  userNo,
  saleType: 'RENT',
  buildingType: 'VILLA',
  rentPrice: 20_000,
  roomGroup: 'ROOM002',
  roomType: 'ROOM_TYPE003',
  floor: 3,
  entireFloor: 5,
  dedicatedArea: 42.15,
  title,
  safetyGrade: 'RATE001',
  ...YEOKSAM,
});
