import type { Check } from './validation.ts';

/*
 * Text limits, page sizes, timings and the fixed Korean texts of both specs' error catalogues (product.md §A8–A9,
 * product.md §B8–B9). The web app shows these strings verbatim and the server returns the same ones, so the
 * wording lives here once.
 */

// ---------------------------------------------------------------------------------------------------------
// Free-text limits

export interface TextLimit {
  readonly min: number;
  readonly max: number;
  /** Shown when the text is shorter than `min` (the spec's message). */
  readonly tooShort: string;
  readonly tooLong: string;
}

export const TEXT_LIMITS = {
  safetyComment: {
    min: 20,
    max: 500,
    tooShort: '내용을 20자 이상 입력해주세요.',
    tooLong: '내용은 500자 이내로 입력해주세요.',
  },
  report: {
    min: 5,
    max: 100,
    tooShort: '내용을 5자 이상 입력해주세요.',
    tooLong: '내용은 100자 이내로 입력해주세요.',
  },
  lawyerComment: {
    min: 5,
    max: 500,
    tooShort: '내용을 5자 이상 입력해주세요.',
    tooLong: '내용은 500자 이내로 입력해주세요.',
  },
  inquiry: { min: 5, max: 100, tooShort: '5글자 이상 입력해주세요.', tooLong: '100자 이내로 입력해주세요.' },
  feeText: { min: 1, max: 50, tooShort: '내용을 입력해주세요.', tooLong: '50자 이내로 입력해주세요.' },
} as const satisfies Record<string, TextLimit>;

export type TextKind = keyof typeof TEXT_LIMITS;

/**
 * Length as a reader counts it: Unicode code points of the trimmed text, so an emoji is one character and
 * twenty spaces are not a comment.
 */
export const textLength = (text: string): number => [...text.trim()].length;

export const validateText = (kind: TextKind, text: string | null | undefined): Check => {
  const limit = TEXT_LIMITS[kind];
  const length = textLength(text ?? '');
  if (length < limit.min) return { ok: false, message: limit.tooShort };
  if (length > limit.max) return { ok: false, message: limit.tooLong };
  return { ok: true };
};

/** The counter under a text box, e.g. '12/100'. */
export const textCounter = (kind: TextKind, text: string): string =>
  `${textLength(text)}/${TEXT_LIMITS[kind].max}`;

// ---------------------------------------------------------------------------------------------------------
// Paging and caps

export const PAGE_SIZES = { search: 30, comment: 30, board: 10, approval: 10 } as const;

/** `limit=-1` means "all" in the spec; the server honours it only up to this many rows (DESIGN.md API). */
export const SEARCH_LIMIT_CAP = 1000;
/** The largest page a client may ask for explicitly. */
export const MAX_PAGE_SIZE = 100;
/** The search list assumes two pages before the first response tells the truth (product.md §A4). */
export const INITIAL_TOTAL_PAGE = 2;

/** product.md §A4: a fetch happens only while page ≤ totalPage. */
export const canFetchPage = (page: number, totalPage: number): boolean => page <= totalPage;

/**
 * The one page-count rule of every list: `totalRow` rows in pages of `limit` make this many pages, and
 * no rows make none (so that page 1 of an empty list is already past the end). A limit of -1 ("all") is
 * one page.
 */
export const totalPages = (totalRow: number, limit: number): number =>
  limit <= 0 ? (totalRow > 0 ? 1 : 0) : Math.ceil(totalRow / limit);

/** A list's `pageInfo` (product.md §A3) for page `page` of `totalRow` rows in pages of `limit`. */
export const pageInfoOf = (page: number, limit: number, totalRow: number) => ({
  page,
  totalPage: totalPages(totalRow, limit),
  totalRow,
});

// ---------------------------------------------------------------------------------------------------------
// Timings (milliseconds)

export const TIMINGS = {
  /** Infinite scroll of search results and comment lists. */
  scrollThrottle: 300,
  tooltipCloseThrottle: 500,
  scrollRecoveryDelay: 100,
  scrollAnimation: 500,
  /** The spinner lingers this long so quick calls do not flash it. */
  spinnerHideDelay: 100,
  commentSubmitDebounce: 500,
  /** 'Hide for a day' on the main popup. */
  mainPopupHide: 24 * 60 * 60 * 1000,
  /** A dynamic link found in state is followed after this delay. */
  dynamicLinkDelay: 1000,
  /** A script chunk that has not loaded by then counts as a ChunkLoadError. */
  chunkLoadTimeout: 120_000,
} as const;

/** product.md §A1: from this width on the screen is a desktop's; narrower is mobile. */
export const MOBILE_MAX_WIDTH_PX = 1000;
/** A viewport narrower than 1000 px counts as mobile (product.md §A1). */
export const isMobileWidth = (width: number): boolean => width < MOBILE_MAX_WIDTH_PX;

/** The earth's radius of every distance (product.md §A9), as earthdistance's sphere has it. */
export const EARTH_RADIUS_KM = 6371;

// ---------------------------------------------------------------------------------------------------------
// Regions served

export const SERVED_SIDO = ['서울특별시', '경기도', '인천광역시'] as const;
export type ServedSido = (typeof SERVED_SIDO)[number];
/** The 법정동 code prefixes (시도 codes) of the served 시도: 서울 11, 인천 28, 경기 41. */
export const SERVED_SIDO_CODES: readonly string[] = ['11', '28', '41'];

/** A Map, so that an address word like 'constructor' cannot reach Object.prototype. */
const SIDO_ALIASES: ReadonlyMap<string, string> = new Map([
  ['서울', '서울특별시'],
  ['서울시', '서울특별시'],
  ['경기', '경기도'],
  ['인천', '인천광역시'],
  ['인천시', '인천광역시'],
  ['부산', '부산광역시'],
  ['부산시', '부산광역시'],
  ['대구', '대구광역시'],
  ['대구시', '대구광역시'],
  ['광주', '광주광역시'],
  ['광주시', '광주광역시'],
  ['대전', '대전광역시'],
  ['대전시', '대전광역시'],
  ['울산', '울산광역시'],
  ['울산시', '울산광역시'],
  ['세종', '세종특별자치시'],
  ['세종시', '세종특별자치시'],
  ['강원', '강원특별자치도'],
  ['강원도', '강원특별자치도'],
  ['충북', '충청북도'],
  ['충남', '충청남도'],
  ['전북', '전북특별자치도'],
  ['전라북도', '전북특별자치도'],
  ['전남', '전라남도'],
  ['경북', '경상북도'],
  ['경남', '경상남도'],
  ['제주', '제주특별자치도'],
  ['제주도', '제주특별자치도'],
]);

/** Addresses arrive as '서울', '서울시' or '서울특별시'; rules compare the official name. */
export const normalizeSido = (sido: string | null | undefined): string => {
  const trimmed = (sido ?? '').trim();
  return SIDO_ALIASES.get(trimmed) ?? trimmed;
};

export const isServedSido = (sido: string | null | undefined): boolean =>
  (SERVED_SIDO as readonly string[]).includes(normalizeSido(sido));

/** Viewer file types (product.md §A9); PDF is drawn by the PDF viewer, the rest as images. */
export const VIEWER_FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf'] as const;

// ---------------------------------------------------------------------------------------------------------
// Quotas and rewards

/** Two comments earn one advertising quota unit (product.md §B9). */
export const COMMENTS_PER_AD_QUOTA = 2;

/** Remaining proxy-document requests; 0 or less means the request buttons give way to OK only. */
export const remainingProxyQuota = (vicariously: number, vicariouslyUse: number): number =>
  vicariously - vicariouslyUse;

export const APPROVAL_LIST_DEFAULTS = {
  isConfirm: 'WAIT',
  page: 1,
  limit: PAGE_SIZES.approval,
  status: 'ACTIVE',
  rate: ['RATE001', 'RATE002'],
} as const;

/** Personal data on the promotion consent form is kept this long after it is provided (product.md §B9). */
export const PROMOTION_CONSENT_RETENTION_YEARS = 1;

// ---------------------------------------------------------------------------------------------------------
// Fixed texts

export const EMPTY_SEARCH_MESSAGES = {
  title: '검색 내역이 없습니다. 다시 검색해 주세요.',
  region: '(현재는 서울/경기/인천 지역만 진행)',
} as const;

/** Contains the spec's `<br>`; the web splits on it with `LOGIN_REQUIRED_CONFIRM_LINES`. */
export const LOGIN_REQUIRED_CONFIRM = '로그인 후 사용가능합니다.<br>로그인하시겠습니까?';
export const LOGIN_REQUIRED_CONFIRM_LINES = ['로그인 후 사용가능합니다.', '로그인하시겠습니까?'] as const;
export const UNSAVED_CHANGES_CONFIRM = '내용이 저장되지 않습니다. 이동하시겠습니까?';
export const SOCIAL_LOGIN_FAILED = '로그인 실패.';
export const GPS_OFF_CONFIRM =
  '현재 위치 기능이 Off 되어있어 서비스 이용이 원활하지 않습니다. 위치 기능을 켜시겠습니까?';
export const EMPTY_BOARD_MESSAGE = '내역이 없습니다.';
export const FORCED_UPDATE_MESSAGE = '필수 업데이트가 있습니다. 업데이트 하시겠습니까?';
export const OPTIONAL_UPDATE_MESSAGE = '최신 업데이트가 있습니다. 업데이트 하시겠습니까?';

export const COMMENT_EXISTS_MESSAGE = '이미 코멘트를 등록하였습니다.';
export const COMMENT_SAVED_MESSAGE = '코멘트가 등록 되었습니다.';
export const REPORT_EXISTS_MESSAGE = '이미 신고하였습니다.';
export const REPORT_SAVED_MESSAGE = '신고 되었습니다.';
export const NO_PROXY_QUOTA_MESSAGE = '현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.';
export const INQUIRY_SAVED_MESSAGE = '문의가 완료되었습니다.';
export const INQUIRY_TEXT_TOO_SHORT = TEXT_LIMITS.inquiry.tooShort;
export const SIGN_UP_COMPLETE_TITLE = '가입 완료';
export const COMMENT_REWARD_NOTICE =
  '코멘트를 2개 작성하면 광고 등록 횟수 1회가 추가됩니다. 허위로 작성한 코멘트가 확인되면 지급된 횟수는 회수됩니다.';

/**
 * The spec gives only the meaning of the spinner variants; these are the texts the user reads. The default
 * spinner shows no text: its line is for screen readers.
 */
export const LOADING_MESSAGES = {
  default: '불러오는 중입니다.',
  grade: '등급 산정을 위해 매물 정보를 불러오는 중입니다. 5~10초 정도 소요됩니다.',
  download: '다운로드 중입니다. 5~10초 정도 소요됩니다.',
} as const;

/** Every fixed user-facing text of both specs, for a one-stop messages file on the web. */
export const MESSAGES = {
  emptySearch: EMPTY_SEARCH_MESSAGES.title,
  emptySearchRegion: EMPTY_SEARCH_MESSAGES.region,
  loginRequired: LOGIN_REQUIRED_CONFIRM,
  unsavedChanges: UNSAVED_CHANGES_CONFIRM,
  socialLoginFailed: SOCIAL_LOGIN_FAILED,
  gpsOff: GPS_OFF_CONFIRM,
  emptyBoard: EMPTY_BOARD_MESSAGE,
  forcedUpdate: FORCED_UPDATE_MESSAGE,
  optionalUpdate: OPTIONAL_UPDATE_MESSAGE,
  commentExists: COMMENT_EXISTS_MESSAGE,
  commentSaved: COMMENT_SAVED_MESSAGE,
  reportExists: REPORT_EXISTS_MESSAGE,
  reportSaved: REPORT_SAVED_MESSAGE,
  noProxyQuota: NO_PROXY_QUOTA_MESSAGE,
  inquirySaved: INQUIRY_SAVED_MESSAGE,
  inquiryTooShort: INQUIRY_TEXT_TOO_SHORT,
  signUpComplete: SIGN_UP_COMPLETE_TITLE,
  commentReward: COMMENT_REWARD_NOTICE,
} as const;
