/*
 * Where the dashboard leads. The registration flows are another feature's screens, so their addresses are
 * written here (spec 02 §2) rather than imported: features do not import each other.
 */

export const DASHBOARD_PATH = '/salesManagement';
export const REGISTER_PATH = '/salesManagement/regist/locationInfo';
export const AD_DETAIL_PATH = '/salesManagement/adDetail';

/** 수정: the modify flow's first step, with the listing in `?saleNo=`. */
export const modifyPath = (saleNo: number): string =>
  `/salesManagement/salesModify/locationInfo?saleNo=${saleNo}`;

/** 이어서 등록: a temporary save continued from its first step. */
export const continuePath = (saleNo: number): string =>
  `/salesManagement/storage/locationInfo?saleNo=${saleNo}`;

/** The listing's detail as its owner opens it (the viewer's number in the path, as search cards do). */
export const ownDetailPath = (saleNo: number, userNo: number): string =>
  `/salesManagement/salesDetail/${saleNo}/${userNo}`;
