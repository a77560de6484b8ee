import { BASEMENT_FLOOR, ROOFTOP_FLOOR, type SaleType } from './codes.ts';

/*
 * Display formats (product.md §A9, product.md §B5): money in 조/억/만원, area in ㎡ and 평, dates as YY.MM.DD, floors,
 * and the live clean-up of numeric inputs.
 */

// ---------------------------------------------------------------------------------------------------------
// Numbers

export const stripCommas = (value: string | number | null | undefined): string =>
  value == null ? '' : String(value).replace(/,/g, '');

/** '1234567' → '1,234,567'; keeps a sign and a decimal part ('-1234.5' → '-1,234.5'); '' stays ''. */
export const withThousands = (value: string | number | null | undefined): string => {
  const raw = stripCommas(value);
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(raw);
  if (!match) return raw;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
};

/** A typed amount as a number: commas removed, anything that is not a number counts as 0 (product.md §B5). */
export const toAmount = (value: string | number | null | undefined): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const raw = stripCommas(value).trim();
  if (raw === '') return 0;
  const n = Number(raw);
  return Number.isFinite(n) ? n : 0;
};

// ---------------------------------------------------------------------------------------------------------
// Money (stored and typed in 만원)

const MANWON_PER_EOK = 10_000;
const MANWON_PER_JO = 100_000_000;

/**
 * 만원 amount → Korean reading: 5000 → '5,000만원', 30000 → '3억', 35000 → '3억 5,000만원',
 * 120000000 → '1조 2,000억'. Rules we chose: 0 → '0원' (a price of zero is shown, not hidden);
 * null, undefined, NaN and ±Infinity → '' (nothing to show); fractions are rounded to the nearest 만원,
 * because every price in the product is whole 만원; negatives keep a leading '-'.
 */
export const formatMoney = (manwon: number | null | undefined): string => {
  if (manwon == null || !Number.isFinite(manwon)) return '';
  const rounded = Math.round(Math.abs(manwon));
  if (rounded === 0) return '0원';
  const sign = manwon < 0 ? '-' : '';
  const jo = Math.floor(rounded / MANWON_PER_JO);
  const eok = Math.floor((rounded % MANWON_PER_JO) / MANWON_PER_EOK);
  const man = rounded % MANWON_PER_EOK;
  const parts: string[] = [];
  if (jo > 0) parts.push(`${withThousands(jo)}조`);
  if (eok > 0) parts.push(`${withThousands(eok)}억`);
  if (man > 0) parts.push(`${withThousands(man)}만원`);
  return sign + parts.join(' ');
};

/** 원 amount (management fees) → '123,000원'; '' for nothing. */
export const formatWon = (won: number | string | null | undefined): string => {
  if (won == null || won === '') return '';
  const n = toAmount(won);
  return `${withThousands(Math.round(n))}원`;
};

export interface DealPrice {
  saleType: SaleType;
  sellingPrice?: number | null;
  rentPrice?: number | null;
  deposit?: number | null;
  monthlyPrice?: number | null;
}

/**
 * The price line of a card, as Korean listing apps write it: '매매 3억 5,000만원', '전세 2억', and for monthly
 * rent deposit/rent in 만원 without units, '월세 1,000/50'.
 */
export const formatDealPrice = ({
  saleType,
  sellingPrice,
  rentPrice,
  deposit,
  monthlyPrice,
}: DealPrice): string => {
  if (saleType === 'SALE') return `매매 ${formatMoney(sellingPrice ?? 0)}`;
  if (saleType === 'RENT') return `전세 ${formatMoney(rentPrice ?? 0)}`;
  return `월세 ${withThousands(Math.round(deposit ?? 0))}/${withThousands(Math.round(monthlyPrice ?? 0))}`;
};

// ---------------------------------------------------------------------------------------------------------
// Area

export const SQM_TO_PYEONG = 0.3025;
export const PYEONG_TO_SQM = 3.305785;

const convertArea = (value: number | string | null | undefined, factor: number): string => {
  const n = toAmount(value);
  if (n === 0) return '';
  return (n * factor).toFixed(2);
};

/** ㎡ → 평 with two decimals; '' when zero, empty or not a number (product.md §A9). */
export const sqmToPyeong = (sqm: number | string | null | undefined): string =>
  convertArea(sqm, SQM_TO_PYEONG);
/** 평 → ㎡ with two decimals; '' when zero, empty or not a number. */
export const pyeongToSqm = (pyeong: number | string | null | undefined): string =>
  convertArea(pyeong, PYEONG_TO_SQM);

export type AreaUnit = 'sqm' | 'pyeong';

/** The card's area in the unit the user toggled: '33.06㎡' or '10평' (trailing zeros dropped). */
export const formatArea = (sqm: number | string | null | undefined, unit: AreaUnit): string => {
  const value = unit === 'sqm' ? (toAmount(sqm) === 0 ? '' : toAmount(sqm).toFixed(2)) : sqmToPyeong(sqm);
  if (value === '') return '';
  return `${Number(value)}${unit === 'sqm' ? '㎡' : '평'}`;
};

// ---------------------------------------------------------------------------------------------------------
// Dates

export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Korean calendar day of `now`, whatever the machine's time zone. */
export const kstDay = (now: Date = new Date()): string =>
  new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * 'YY.MM.DD'. A Date (or a timestamp string with a time zone) is shown on the Korean calendar (UTC+9, no
 * daylight saving), so the server and a browser abroad print the same day; a plain date string such as
 * '2024-03-05', '2024-03-05 10:00:00' or '20240305' is taken literally. Anything unreadable gives ''.
 */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const literal = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(
      value.trim(),
    );
    if (literal) return `${literal[1]!.slice(2)}.${literal[2]}.${literal[3]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  const yy = String(kst.getUTCFullYear()).slice(2);
  const mm = String(kst.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(kst.getUTCDate()).padStart(2, '0');
  return `${yy}.${mm}.${dd}`;
};

// ---------------------------------------------------------------------------------------------------------
// Floors

/** A card's floor: 0 → '반지하', 101 → '옥탑', a negative floor → '지하 N층', otherwise 'N층'. */
export const floorLabel = (floor: number | string | null | undefined): string => {
  if (floor == null || floor === '') return '';
  const n = Number(floor);
  if (!Number.isInteger(n)) return '';
  if (n === BASEMENT_FLOOR) return '반지하';
  if (n === ROOFTOP_FLOOR) return '옥탑';
  if (n < 0) return `지하 ${-n}층`;
  return `${n}층`;
};

/** '수원시장안구' → '수원시 장안구': the open data writes 시 and 구 of a city with 구 as one word. */
export function displaySigungu(sigungu: string): string {
  const m = /^(\S+시)(\S+구)$/.exec(sigungu);
  return m ? `${m[1]} ${m[2]}` : sigungu;
}

// ---------------------------------------------------------------------------------------------------------
// Phone numbers

/**
 * A phone number as people write it: '01012345678' → '010-1234-5678', '0212345678' → '02-1234-5678';
 * anything else is returned as typed. A display format, here rather than in validation.ts, whose zod
 * schemas a screen that only shows a number should not download.
 */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return value ?? '';
  if (digits.startsWith('02')) {
    if (digits.length === 9) return `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
    if (digits.length === 10) return `02-${digits.slice(2, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return digits;
};

/** '01012345678' → '010-****-5678': enough for a broker to recognise a caller, not to dial them. */
export const maskPhone = (phone: string | null): string | null => {
  if (!phone) return null;
  const parts = formatPhone(phone).split('-');
  if (parts.length === 3) return `${parts[0]}-${'*'.repeat(parts[1]!.length)}-${parts[2]}`;
  return `${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 3, 0))}`;
};

// ---------------------------------------------------------------------------------------------------------
// Names

/** '김철수' → '김**': a general user's name in public lists shows only its first character. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(chars.length - 1, 1))}`;
};

// ---------------------------------------------------------------------------------------------------------
// Addresses

/** The 시도 word of an address, full ('서울특별시', '경기도') or as people shorten it ('서울', '경기'). */
const SIDO_WORD =
  /^(서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)(특별시|광역시|특별자치시|특별자치도|도|시)?$/;
/** A 시·군·구 word; '수원시영통구' (the open data's spelling) is one too. */
const SIGUNGU_WORD = /^\S+(시|군|구)$/;
/** The 동 level of an address: 동 ('역삼동', '상계10동'), 가 ('종로1가'), 읍 or 면; a road ('테헤란로') is not. */
const DONG_WORD = /^\S+(동|\d가|읍|면)$/;

/**
 * A card's place: 시군구 and 동 of a listing's address, as Korean listing apps write it — '서울특별시 강남구
 * 역삼동 123-4' → '강남구 역삼동', '경기도 수원시 영통구 매탄동 …' → '수원시 영통구 매탄동'. A road address
 * (no 동) gives its 시군구 alone: the road name without its number says little. The full address stays for
 * the listing's detail. An address without a 시군구 where one belongs comes back whole (trimmed): a card
 * would rather say too much than drop a place it cannot place.
 */
export const shortAddress = (address: string | null | undefined): string => {
  const words = (address ?? '').trim().split(/\s+/).filter(Boolean);
  let at = words[0] !== undefined && SIDO_WORD.test(words[0]) ? 1 : 0;
  const sigungu: string[] = [];
  // A city with 구s takes two words (수원시 영통구); no 시·군·구 takes more.
  while (sigungu.length < 2 && words[at] !== undefined && SIGUNGU_WORD.test(words[at]!)) {
    sigungu.push(displaySigungu(words[at]!));
    at++;
  }
  if (sigungu.length === 0) return words.join(' ');
  const dong = words[at] !== undefined && DONG_WORD.test(words[at]!) ? [words[at]!] : [];
  return [...sigungu, ...dong].join(' ');
};

/**
 * Search text that names a listing by its number: 1 to 9 digits (a listing number fits int4), as the
 * server's area resolver reads saleAddr. The search screen opens such a listing directly.
 */
export const isListingNumber = (text: string | null | undefined): boolean =>
  /^\d{1,9}$/.test((text ?? '').trim());
