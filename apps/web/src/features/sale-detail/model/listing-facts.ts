import {
  type AreaUnit,
  BUILDING_TYPE_LABELS,
  codeName,
  formatArea,
  formatDealPrice,
  formatMoney,
  kstDay,
  roomTypeLabel,
  SALE_STATUS_LABELS,
  SALE_TYPE_LABELS,
  type SaleSummary,
  shortAddress,
} from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import {
  floorWithTotal,
  shownLevel as levelOf,
  moveInDay,
} from '../../../shared/listing-facts/listing-text.ts';
import { DETAIL } from '../messages.ts';

/*
 * What the detail page writes about a listing, from the detail entity: pure, so that each rule (the floor of
 * a rooftop room, a move-in date that has passed, the area in the chosen unit) is tested without a screen.
 */

/** The grade a visitor sees: the lawyer's or operator's correction wins over the broker's. */
export const shownLevel = (detail: Pick<SaleDetail, 'safetyGrade' | 'changeSafetyGrade'>) => levelOf(detail);

/** The headline price, as the search card writes it: '전세 3억 5,000만원', '월세 1,000/50'. */
export const headlinePrice = (detail: SaleDetail): string =>
  formatDealPrice({ ...detail, saleType: detail.saleTypeCode });

/** Monthly rent spelled out under the headline ('보증금 1,000만원 · 월세 50만원'); null for the other deals. */
export const monthlyBreakdown = (detail: SaleDetail): string | null =>
  detail.saleTypeCode === 'MONTHLY'
    ? `${DETAIL.deposit} ${formatMoney(detail.deposit ?? 0)} · ${DETAIL.monthly} ${formatMoney(detail.monthlyPrice ?? 0)}`
    : null;

/** '3층 / 총 5층', '반지하 / 총 4층', '옥탑'; the total only when the broker gave it. */
export const floorText = (detail: Pick<SaleDetail, 'floor' | 'entireFloor'>): string =>
  floorWithTotal(detail, DETAIL.facts.floorOf);

/**
 * An area in the unit the user toggled, with the other unit beside it: '59.5㎡ (18평)' or '18평 (59.5㎡)'.
 * '' when there is no area.
 */
export const areaText = (sqm: number | null | undefined, unit: AreaUnit): string => {
  const main = formatArea(sqm, unit);
  if (!main) return '';
  const other = formatArea(sqm, unit === 'sqm' ? 'pyeong' : 'sqm');
  return `${main} (${other})`;
};

/** Today on the Korean calendar as YYYY-MM-DD, the form applyDate travels in. */
export const koreanToday = (now: Date = new Date()): string => kstDay(now);

/**
 * The move-in date: '즉시 입주' when none is set or the date has come (a date in the past would read as
 * stale, and means the same), else '2026년 12월 1일부터'.
 */
export const moveInText = (applyDate: string | null, today: string = koreanToday()): string => {
  const day = moveInDay(applyDate, today);
  return day === null ? DETAIL.facts.moveInNow : DETAIL.facts.moveInFrom(day);
};

/** The building's registered use ('다세대주택'), or '' when not given. */
export const useText = (type: string | null): string => (type ? codeName('TYPE', type) : '');

/** '아파트 · 전세': the kind of home and deal, above the headline price. */
export const kindLine = (detail: SaleDetail): string =>
  `${BUILDING_TYPE_LABELS[detail.buildingType]} · ${SALE_TYPE_LABELS[detail.saleTypeCode]}`;

export const roomText = (detail: Pick<SaleDetail, 'roomType'>): string => roomTypeLabel(detail.roomType);

/** A code of the direction or toilet groups as its name; '' when not given. */
export const codeText = (group: 'DERECTION' | 'TOILET', code: string | null): string =>
  code ? codeName(group, code) : '';

/** The loan (융자) line: '없음', '있음 (1억)' or '있음' without an amount. */
export const loanText = (detail: Pick<SaleDetail, 'isLoan' | 'loanPrice'>): string => {
  if (!detail.isLoan) return DETAIL.facts.loanNone;
  return detail.loanPrice ? DETAIL.facts.loanAmount(formatMoney(detail.loanPrice)) : DETAIL.facts.loanYes;
};

/** The notice on a listing only its owner and the operator can see (not ACTIVE); null when public. */
export const hiddenStatusNotice = (status: SaleDetail['status']): string | null =>
  status === 'ACTIVE' ? null : DETAIL.hiddenStatus(SALE_STATUS_LABELS[status]);

/** What the listing's page says about itself in the document head (saleDetailMeta of @ansim/domain). */
export const saleSummaryOf = (detail: SaleDetail): SaleSummary => ({
  saleType: detail.saleTypeCode,
  sellingPrice: detail.sellingPrice,
  rentPrice: detail.rentPrice,
  deposit: detail.deposit,
  monthlyPrice: detail.monthlyPrice,
  area: shortAddress(detail.saleAddr),
  buildingType: detail.buildingType,
  title: detail.title,
  floor: detail.floor,
  dedicatedArea: detail.dedicatedArea1,
  grade: shownLevel(detail),
});

/** A phone number as a tel: link wants it: digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
