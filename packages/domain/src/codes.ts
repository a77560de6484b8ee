/*
 * Code tables of product.md §A3 and product.md §B3. Codes are the values that travel in the API and sit in the
 * database; labels are what a Korean user reads. `COMMON_CODES` (common-codes.ts) is the whole table the
 * server seeds and serves at GET /common/codeList, so every group the specs name is listed there.
 */

// ---------------------------------------------------------------------------------------------------------
// User and join types

export const USER_TYPES = ['GENERAL', 'BROKER', 'LAWYER'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS = {
  BROKER: '중개인',
  GENERAL: '일반',
  LAWYER: '변호사',
} as const satisfies Record<UserType, string>;

/** product.md §A2: "Korean equivalents are also accepted", so the route /signUp/중개인 works like /signUp/BROKER. */
export const parseUserType = (value: string | null | undefined): UserType | null => {
  if (value == null) return null;
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  for (const type of USER_TYPES) {
    if (upper === type || trimmed === USER_TYPE_LABELS[type]) return type;
  }
  // Common spoken variants a deep link or an old client may carry.
  if (trimmed === '일반회원' || trimmed === '일반 회원') return 'GENERAL';
  if (trimmed === '중개사' || trimmed === '공인중개사') return 'BROKER';
  return null;
};

export const JOIN_TYPES = ['K', 'N', 'G', 'A'] as const;
export type JoinType = (typeof JOIN_TYPES)[number];
/** A is the device maker's sign-in, offered only on iPhone and iPad (product.md §A2). */
export const JOIN_TYPE_LABELS = {
  K: '카카오',
  N: '네이버',
  G: '구글',
  A: '애플',
} as const satisfies Record<JoinType, string>;

export const isJoinType = (value: unknown): value is JoinType =>
  typeof value === 'string' && (JOIN_TYPES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Deal and building types

export const SALE_TYPES = ['SALE', 'RENT', 'MONTHLY'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const SALE_TYPE_LABELS = {
  SALE: '매매',
  RENT: '전세',
  MONTHLY: '월세',
} as const satisfies Record<SaleType, string>;

export const isSaleType = (value: unknown): value is SaleType =>
  typeof value === 'string' && (SALE_TYPES as readonly string[]).includes(value);

/** Accepts the code or its Korean label, because the listing detail sends '매매' / '월세' (product.md §B3). */
export const parseSaleType = (value: string | null | undefined): SaleType | null => {
  if (value == null) return null;
  const trimmed = value.trim();
  for (const type of SALE_TYPES) {
    if (trimmed.toUpperCase() === type || trimmed === SALE_TYPE_LABELS[type]) return type;
  }
  return null;
};

export const BUILDING_TYPES = ['VILLA', 'APARTMENT', 'OFFICETELS', 'ONE_ROOM'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const BUILDING_TYPE_LABELS = {
  VILLA: '빌라',
  APARTMENT: '아파트',
  OFFICETELS: '오피스텔',
  ONE_ROOM: '원룸',
} as const satisfies Record<BuildingType, string>;

export const isBuildingType = (value: unknown): value is BuildingType =>
  typeof value === 'string' && (BUILDING_TYPES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Search filter code lists: room structure, exclusive area, floor

export interface LabelledCode<C extends string = string> {
  readonly code: C;
  readonly label: string;
}

export const ROOM_CODES = [
  { code: 'ROOM001', label: '원룸' },
  { code: 'ROOM002', label: '1.5룸(방1 거실1)' },
  { code: 'ROOM003', label: '복층 원룸' },
  { code: 'ROOM004', label: '투룸' },
  { code: 'ROOM005', label: '쓰리룸 이상' },
] as const satisfies readonly LabelledCode[];
export type RoomCode = (typeof ROOM_CODES)[number]['code'];

export interface AreaCode extends LabelledCode {
  /** Exclusive-area range in 평, [minPyeong, maxPyeong); `null` means no upper bound. */
  readonly minPyeong: number;
  readonly maxPyeong: number | null;
}

export const AREA_CODES = [
  { code: 'DEDICATED_AREA001', label: '10평 미만', minPyeong: 0, maxPyeong: 10 },
  { code: 'DEDICATED_AREA002', label: '10평대', minPyeong: 10, maxPyeong: 20 },
  { code: 'DEDICATED_AREA003', label: '20평대', minPyeong: 20, maxPyeong: 30 },
  { code: 'DEDICATED_AREA004', label: '30평대', minPyeong: 30, maxPyeong: 40 },
  { code: 'DEDICATED_AREA005', label: '40평대', minPyeong: 40, maxPyeong: 50 },
  { code: 'DEDICATED_AREA006', label: '50평대', minPyeong: 50, maxPyeong: 60 },
  { code: 'DEDICATED_AREA007', label: '60평대 이상', minPyeong: 60, maxPyeong: null },
] as const satisfies readonly AreaCode[];
export type AreaCodeValue = (typeof AREA_CODES)[number]['code'];

export interface FloorCode extends LabelledCode {
  /**
   * Inclusive range on the stored floor number (0 반지하, 1–100 above ground, 101 옥탑), so the server can
   * write `floor BETWEEN min AND max`; `null` means unbounded on that side.
   */
  readonly minFloor: number | null;
  readonly maxFloor: number | null;
}

/** The stored floor number of a semi-basement and of a rooftop room (product.md §A3 card, product.md §B3). */
export const BASEMENT_FLOOR = 0;
export const ROOFTOP_FLOOR = 101;
export const MAX_ABOVE_GROUND_FLOOR = 100;

export const FLOOR_CODES = [
  { code: 'FLOOR001', label: '반지하', minFloor: null, maxFloor: BASEMENT_FLOOR },
  { code: 'FLOOR002', label: '1층', minFloor: 1, maxFloor: 1 },
  { code: 'FLOOR003', label: '2~5층', minFloor: 2, maxFloor: 5 },
  { code: 'FLOOR004', label: '6~10층', minFloor: 6, maxFloor: 10 },
  { code: 'FLOOR005', label: '11~20층', minFloor: 11, maxFloor: 20 },
  // 21층 이상 stops below the rooftop code so that 옥탑 stays its own choice.
  { code: 'FLOOR006', label: '21층 이상', minFloor: 21, maxFloor: MAX_ABOVE_GROUND_FLOOR },
  { code: 'FLOOR007', label: '옥탑', minFloor: ROOFTOP_FLOOR, maxFloor: ROOFTOP_FLOOR },
] as const satisfies readonly FloorCode[];
export type FloorCodeValue = (typeof FLOOR_CODES)[number]['code'];

/** The listing's own room type; `parentCode` is the ROOM filter group it is searched under (roomGroup). */
export const ROOM_TYPE_CODES = [
  { code: 'ROOM_TYPE001', label: '오픈형 원룸', parentCode: 'ROOM001' },
  { code: 'ROOM_TYPE002', label: '분리형 원룸', parentCode: 'ROOM001' },
  { code: 'ROOM_TYPE003', label: '1.5룸', parentCode: 'ROOM002' },
  { code: 'ROOM_TYPE004', label: '복층 원룸', parentCode: 'ROOM003' },
  { code: 'ROOM_TYPE005', label: '투룸', parentCode: 'ROOM004' },
  { code: 'ROOM_TYPE006', label: '쓰리룸', parentCode: 'ROOM005' },
  { code: 'ROOM_TYPE007', label: '포룸 이상', parentCode: 'ROOM005' },
] as const satisfies readonly (LabelledCode & { parentCode: RoomCode })[];
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number]['code'];

/**
 * A listing's room type in the words of the list's filter. Its own label, except an open-ended one: 포룸 이상
 * sits in the filter's 쓰리룸 이상 (product.md §A3.9), and a card reading '포룸 이상' next to a filter that
 * offers no 포룸 reads as two vocabularies, so it takes its group's words. An unknown code shows as given.
 */
export const roomTypeLabel = (roomType: string | null | undefined): string => {
  const own = ROOM_TYPE_CODES.find((room) => room.code === roomType);
  if (!own) return roomType ?? '';
  if (!own.label.endsWith('이상')) return own.label;
  return ROOM_CODES.find((group) => group.code === own.parentCode)?.label ?? own.label;
};

// ---------------------------------------------------------------------------------------------------------
// Safety grades

export type SafetyLevel = 1 | 2 | 3 | 4 | 5;
export const SAFETY_LEVELS = [1, 2, 3, 4, 5] as const satisfies readonly SafetyLevel[];

export const RATE_CODES = [
  { code: 'RATE001', grade: 'grade01', level: 1, label: '매우 안전' },
  { code: 'RATE002', grade: 'grade02', level: 2, label: '안전' },
  { code: 'RATE003', grade: 'grade03', level: 3, label: '보통' },
  { code: 'RATE004', grade: 'grade04', level: 4, label: '불안' },
  { code: 'RATE005', grade: 'grade05', level: 5, label: '매우 불안' },
] as const satisfies readonly (LabelledCode & { grade: string; level: SafetyLevel })[];
export type RateCode = (typeof RATE_CODES)[number]['code'];
export type GradeKey = (typeof RATE_CODES)[number]['grade'];

export const RATE_LABELS = Object.fromEntries(RATE_CODES.map((r) => [r.code, r.label])) as Record<
  RateCode,
  string
>;

export const isRateCode = (value: unknown): value is RateCode =>
  typeof value === 'string' && RATE_CODES.some((r) => r.code === value);

export const isGradeKey = (value: unknown): value is GradeKey =>
  typeof value === 'string' && RATE_CODES.some((r) => r.grade === value);

/** 'RATE003' → 'grade03'; unknown input gives null. */
export const rateToGrade = (rate: string | null | undefined): GradeKey | null =>
  RATE_CODES.find((r) => r.code === rate)?.grade ?? null;

/** 'grade03' → 'RATE003'; unknown input gives null. */
export const gradeToRate = (grade: string | null | undefined): RateCode | null =>
  RATE_CODES.find((r) => r.grade === grade)?.code ?? null;

export const rateToLevel = (rate: string | null | undefined): SafetyLevel | null =>
  RATE_CODES.find((r) => r.code === rate)?.level ?? null;

export const levelToRate = (level: SafetyLevel): RateCode => RATE_CODES[level - 1]!.code;

/**
 * The CSS class of a grade tag. Listings carry the rate code, comments the grade key and the grade engine a
 * number, so all three are accepted; anything else gives '' so no grade colour is drawn.
 */
export const gradeClass = (value: string | number | null | undefined): GradeKey | '' => {
  if (typeof value === 'number') return RATE_CODES.find((r) => r.level === value)?.grade ?? '';
  if (isGradeKey(value)) return value;
  return rateToGrade(value) ?? '';
};

// ---------------------------------------------------------------------------------------------------------
// Listing status

export const SALE_STATUSES = ['ACTIVE', 'DELETE', 'DONE', 'STOP', 'STORAGE'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS = {
  ACTIVE: '게시중',
  DELETE: '삭제',
  DONE: '거래완료',
  STOP: '게시중지',
  STORAGE: '임시저장',
} as const satisfies Record<SaleStatus, string>;

/** "The last SALE_STATUS code is dropped from the listing": a listing's status menu never offers 임시저장. */
export const LISTING_SALE_STATUSES = SALE_STATUSES.slice(0, -1) as readonly Exclude<SaleStatus, 'STORAGE'>[];

export const isSaleStatus = (value: unknown): value is SaleStatus =>
  typeof value === 'string' && (SALE_STATUSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Lawyer certification

export const LAWYER_CONFIRM_STATUSES = ['WAIT', 'CONFIRM', 'REJECT'] as const;
export type LawyerConfirmStatus = (typeof LAWYER_CONFIRM_STATUSES)[number];
/** A listing shows the lawyer-verified tag when isConfirm reads 인증 (product.md §A2). */
export const LAWYER_CONFIRM_LABELS = {
  WAIT: '인증 대기',
  CONFIRM: '인증',
  REJECT: '반려',
} as const satisfies Record<LawyerConfirmStatus, string>;

// ---------------------------------------------------------------------------------------------------------
// Room options (check boxes of the listing form)

/** The groups whose check boxes carry a '없음' entry that excludes every other choice (product.md §B4). */
export const OPTION_GROUPS = ['AC', 'LIFE', 'SECURITY', 'ETC'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

// ---------------------------------------------------------------------------------------------------------
// Board types

export const BOARD_TYPES = [
  'FAQ',
  'TERMS',
  'NOTICE',
  'GUIDE',
  'PRIVATE',
  'GPS',
  'SERVICE',
  'POLICY',
] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
export const BOARD_TYPE_LABELS = {
  FAQ: '자주 묻는 질문',
  TERMS: '약관',
  NOTICE: '공지사항',
  GUIDE: '이용 가이드',
  PRIVATE: '개인정보 처리방침',
  GPS: '위치기반서비스 이용약관',
  SERVICE: '서비스 이용약관',
  POLICY: '운영정책',
} as const satisfies Record<BoardType, string>;

/** Board types that open a terms modal from the main popup (product.md §A2) and the terms modals themselves. */
export const TERMS_MODAL_BOARD_TYPES = [
  'SERVICE',
  'PRIVATE',
  'GPS',
  'POLICY',
] as const satisfies readonly BoardType[];

// ---------------------------------------------------------------------------------------------------------
// Management-fee codes (product.md §B3)

export const COST_TYPE = {
  FIXED: 'COST_TYPE001',
  ACTUAL: 'COST_TYPE002',
  UNCONFIRMED: 'COST_TYPE003',
} as const;
export type CostTypeCode = (typeof COST_TYPE)[keyof typeof COST_TYPE];
export const CHARGE_TYPE = { FLAT: 'CHARGE_TYPE001', ACTUAL: 'CHARGE_TYPE002' } as const;
export type ChargeTypeCode = (typeof CHARGE_TYPE)[keyof typeof CHARGE_TYPE];
/** The "직접 입력" entry of each fee group: choosing it asks for a companion text. */
export const ETC_CODE_CUSTOM = 'ETC_CODE004';
export const BASE_COST_CUSTOM = 'BASE_COST007';
export const REASON_COST_TYPE_CUSTOM = 'REASON_COST_TYPE005';

/** The inquiry reason that opens a free-text box (product.md §B5). */
export const INQUIRY_OTHER_CODE = 'INQUIRY006';
export const INQUIRY_TYPE_SALE = 'INQUIRY_TYPE001';
/** The chat inquiry reasons (INQUIRY group), multiple choice on a listing inquiry. */
export const INQUIRY_REASON_CODES = [
  'INQUIRY001',
  'INQUIRY002',
  'INQUIRY003',
  'INQUIRY004',
  'INQUIRY005',
  'INQUIRY006',
] as const;
export type InquiryReasonCode = (typeof INQUIRY_REASON_CODES)[number];
/** INQUIRY_TYPE001 is a listing inquiry; the others are 1대1 categories to the operator. */
export const INQUIRY_TYPE_CODES = [
  'INQUIRY_TYPE001',
  'INQUIRY_TYPE002',
  'INQUIRY_TYPE003',
  'INQUIRY_TYPE004',
  'INQUIRY_TYPE005',
  'INQUIRY_TYPE006',
] as const;
export type InquiryTypeCode = (typeof INQUIRY_TYPE_CODES)[number];

// ---------------------------------------------------------------------------------------------------------
// The common-code table

/**
 * Every group of product.md §A3 "Group codes", plus the fee groups of product.md §B3. DERECTION keeps the spec's
 * spelling because it is the key clients ask for.
 */
export const CODE_GROUPS = [
  'SALE_TYPE',
  'TYPE',
  'SELL',
  'RENT',
  'MONTHLY_DEPOSIT',
  'MONTHLY',
  'ROOM',
  'AREA',
  'FLOOR',
  'BUILD_TYPE',
  'ROOM_TYPE',
  'HEAT',
  'AC',
  'LIFE',
  'SECURITY',
  'ETC',
  'RATE',
  'CATEGORY',
  'DERECTION',
  'TOILET',
  'BOARD_TYPE',
  'JOIN_TYPE',
  'SALE_STATUS',
  'LAWYER_STATUS',
  'LAWYER_EXAM',
  'VISIT',
  'LAWYER_CONFIRM',
  'APPLY_STATUS',
  'USER_TYPE',
  'USER_STATUS',
  'CALCULATE',
  'FAQ',
  'TERMS',
  'INQUIRY',
  'INQUIRY_TYPE',
  'ADMIN_TYPE',
  'COST_TYPE',
  'CHARGE_TYPE',
  'ETC_CODE',
  'BASE_COST',
  'REASON_COST_TYPE',
  'COST_ITEM',
  'PRIVATE_COST',
] as const;
export type CodeGroup = (typeof CODE_GROUPS)[number];
