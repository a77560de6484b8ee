import { sqmToPyeong } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import type { GetColumnData } from 'drizzle-orm';
import { sales } from '../schema/index.ts';

/*
 * One listing as a card of every list that shows cards (search, map, 관심매물, and the lists to come):
 * the columns to select and the card they make. Shared by the repos of several modules, so it lives
 * beside the schema rather than in one of them.
 */

/** The columns of a search-list card (product.md §A3), shared by every list that shows cards. */
export const LIST_ITEM_COLUMNS = {
  saleNo: sales.saleNo,
  userNo: sales.userNo,
  image: sales.mainImage,
  redevelop: sales.redevelop,
  saleAddr: sales.saleAddr,
  saleType: sales.saleType,
  type: sales.buildingType,
  rentPrice: sales.rentPrice,
  sellingPrice: sales.sellingPrice,
  deposit: sales.deposit,
  monthlyPrice: sales.monthlyPrice,
  title: sales.title,
  roomType: sales.roomType,
  roomGroup: sales.roomGroup,
  floor: sales.floor,
  dedicatedArea1: sales.dedicatedArea,
  actualArea1: sales.actualArea,
  safetyGrade: sales.safetyGrade,
  changeSafetyGrade: sales.changeSafetyGrade,
  isLawyer: sales.isLawyer,
  isConfirm: sales.isConfirm,
  isBaro: sales.isBaro,
  lat: sales.lat,
  lng: sales.lng,
  createdAt: sales.createdAt,
};

/** A selected card row; isLike is computed per caller by the query that selects it. */
export type SaleListRow = {
  [K in keyof typeof LIST_ITEM_COLUMNS]: GetColumnData<(typeof LIST_ITEM_COLUMNS)[K]>;
} & { isLike: unknown };

export const toListItem = (r: SaleListRow): SaleListItem => ({
  saleNo: r.saleNo,
  userNo: r.userNo,
  isLike: Boolean(r.isLike),
  image: r.image,
  redevelop: r.redevelop,
  saleAddr: r.saleAddr,
  saleType: r.saleType as SaleListItem['saleType'],
  type: r.type as SaleListItem['type'],
  rentPrice: r.rentPrice,
  sellingPrice: r.sellingPrice,
  deposit: r.deposit,
  monthlyPrice: r.monthlyPrice,
  title: r.title,
  roomType: r.roomType,
  roomGroup: r.roomGroup,
  floor: r.floor,
  dedicatedArea1: Number(r.dedicatedArea1),
  dedicatedArea2: sqmToPyeong(r.dedicatedArea1),
  actualArea2: sqmToPyeong(r.actualArea1 ?? r.dedicatedArea1),
  safetyGrade: r.safetyGrade,
  changeSafetyGrade: r.changeSafetyGrade,
  isLawyer: r.isLawyer,
  isConfirm: r.isConfirm,
  isBaro: r.isBaro,
  lat: r.lat,
  lng: r.lng,
  regDate: r.createdAt.toISOString(),
});
