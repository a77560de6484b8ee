import { z } from 'zod';
import { BUILDING_TYPES } from '../codes.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { pageParam, queryText, text } from './primitives.ts';

/*
 * Open data a listing registration reads (issue 12 §8, §8b): address search, stations nearby, 공시가격,
 * 실거래, 건축물대장 and the two broker checks. Each answer names its `source`, and a figure the service
 * estimated rather than read from the register says so (`estimated`), so the screen can label it 추정.
 */

// ---------------------------------------------------------------------------------------------------------
// 사업자등록번호 check digit

/**
 * The 국세청 check digit of a 10-digit 사업자등록번호: weights 1,3,7,1,3,7,1,3,5 on the first nine digits,
 * plus the tens of the ninth digit × 5. A number that fails it was never issued, so it is refused before any
 * lookup.
 */
export function isBusinessNoCheckDigitValid(businessNo: string): boolean {
  if (!/^\d{10}$/.test(businessNo)) return false;
  const digits = [...businessNo].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits[i] as number) * (weights[i] as number);
  sum += Math.floor(((digits[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** '123-45-67890' or '1234567890' → '1234567890'; anything else unchanged (the schema then refuses it). */
export const normalizeBusinessNo = (value: string): string => value.replace(/[\s-]/g, '');

export const OPEN_DATA_MESSAGES = {
  businessNoFormat: '사업자등록번호 10자리를 입력해주세요.',
  businessNoCheckDigit: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
  registrationNoFormat: '중개사무소 등록번호를 확인해주세요. (예: 11680-2023-00123)',
  bjdCode: '법정동 코드는 10자리 숫자로 입력해주세요.',
  lat: '위도는 33~39 사이의 숫자로 입력해주세요.',
  lng: '경도는 124~132 사이의 숫자로 입력해주세요.',
  area: '면적은 0보다 크고 99,999.99㎡ 이하인 숫자로 입력해주세요.',
  buildingType: '건물 유형을 선택해주세요.',
  outsideServiceArea: '서울, 경기, 인천 지역의 매물만 등록할 수 있습니다.',
} as const;
const M = OPEN_DATA_MESSAGES;

// ---------------------------------------------------------------------------------------------------------
// Shared fields

const bjdCodeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: M.bjdCode }).regex(/^\d{10}$/, { message: M.bjdCode }),
);

/** A finite number in [min, max], from JSON or query text; one Korean message for every refusal. */
const boundedNumber = (min: number, max: number, message: string, { exclusiveMin = false } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && (exclusiveMin ? n > min : n >= min) && n <= max, { message }),
  );

export const OPEN_DATA_SOURCES = [
  /** 행정안전부 도로명주소 API (juso.go.kr). */
  'JUSO',
  /** Kakao local address search. */
  'KAKAO',
  /** data.go.kr (국토교통부 실거래가, 공시가격, 건축물대장). */
  'DATA_GO_KR',
  /** 국세청 사업자등록 상태조회 (data.go.kr nts-businessman). */
  'NTS',
  /** V-World 부동산중개업 정보. */
  'VWORLD',
  /** The service's own data: the shipped 법정동 and 실거래 files and earlier listings. */
  'LOCAL',
] as const;
export const openDataSourceSchema = z.enum(OPEN_DATA_SOURCES);
export type OpenDataSource = z.infer<typeof openDataSourceSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /common/search/address

export const addressSearchQuerySchema = z.object({
  keyword: text('keyword', { label: '검색어', min: 2, max: 60 }),
  page: pageParam(),
});
export const addressResultSchema = z.object({
  roadAddr: z.string(),
  jibunAddr: z.string(),
  /** What the listing stores and shows. */
  saleAddr: z.string(),
  bjdCode: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  dong: z.string(),
  postalCode: z.string().nullable(),
  buildingName: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** False outside Seoul, Gyeonggi and Incheon: the screen refuses it with the service-area message. */
  served: z.boolean(),
});
export type AddressResult = z.infer<typeof addressResultSchema>;
export const addressSearchEntitySchema = z.object({
  list: z.array(addressResultSchema),
  pageInfo: pageInfoSchema,
});
export type AddressSearchEntity = z.infer<typeof addressSearchEntitySchema>;
export const addressSearchResponseSchema = envelopeSchema(addressSearchEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// POST /common/search/nearby/subway

export const nearbySubwayBodySchema = z.object({
  lat: boundedNumber(33, 39, M.lat),
  lng: boundedNumber(124, 132, M.lng),
});
export const nearbyStationSchema = z.object({
  subwayNo: z.number().int(),
  name: z.string(),
  line: z.string(),
  /** Straight-line metres. */
  distance: z.number().int(),
  walkMinutes: z.number().int(),
});
export type NearbyStation = z.infer<typeof nearbyStationSchema>;
export const nearbySubwayResponseSchema = envelopeSchema(z.object({ list: z.array(nearbyStationSchema) }));

// ---------------------------------------------------------------------------------------------------------
// GET /common/open/land/price

export const landPriceQuerySchema = z.object({
  bjdCode: bjdCodeField,
  buildingType: z.enum(BUILDING_TYPES, { message: M.buildingType }),
  /** 전용면적 ㎡. */
  area: boundedNumber(0, 99_999.99, M.area, { exclusiveMin: true }),
  saleAddr: text('saleAddr', { label: '주소', max: 200 }).optional(),
});
export const landPriceEntitySchema = z.object({
  /** 만원; null when nothing could be read or estimated. */
  publicPrice: z.number().int().nullable(),
  estimated: z.boolean(),
  /** How the figure was obtained, in Korean, e.g. '2022–2023 실거래 중위가 × 현실화율 69% 추정'. */
  basis: z.string(),
  source: openDataSourceSchema,
});
export type LandPriceEntity = z.infer<typeof landPriceEntitySchema>;
export const landPriceResponseSchema = envelopeSchema(landPriceEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// GET /common/open/offi/trade

export const offiTradeQuerySchema = z.object({ bjdCode: bjdCodeField });
export const tradeSchema = z.object({
  buildingName: z.string(),
  /** YYYYMMDD. */
  contractDate: z.string(),
  /** 만원. */
  price: z.number().int(),
  /** 전용면적 ㎡. */
  area: z.number(),
  floor: z.number().int().nullable(),
});
export type Trade = z.infer<typeof tradeSchema>;
export const offiTradeEntitySchema = z.object({ list: z.array(tradeSchema), source: openDataSourceSchema });
export const offiTradeResponseSchema = envelopeSchema(offiTradeEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// GET /common/open/use/apply

export const useApplyQuerySchema = z.object({
  bjdCode: bjdCodeField,
  saleAddr: text('saleAddr', { label: '주소', min: 1, max: 200 }),
});
export const useApplyEntitySchema = z.object({
  /** 사용승인일 YYYYMMDD. */
  useApprovalDate: z.string().nullable(),
  estimated: z.boolean(),
  source: openDataSourceSchema,
});
export type UseApplyEntity = z.infer<typeof useApplyEntitySchema>;
export const useApplyResponseSchema = envelopeSchema(useApplyEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// POST /api/hyphen/room

export const roomAreasBodySchema = z.object({
  saleAddr: text('saleAddr', { label: '주소', min: 1, max: 200 }),
  bjdCode: bjdCodeField,
});
export const roomAreaSchema = z.object({
  dong: z.string().nullable(),
  unit: z.string().nullable(),
  dedicatedArea: z.number(),
  supplyArea: z.number().nullable(),
  actualArea: z.number().nullable(),
  landArea: z.number().nullable(),
});
export type RoomArea = z.infer<typeof roomAreaSchema>;
export const roomAreasEntitySchema = z.object({
  list: z.array(roomAreaSchema),
  /** REGISTER: 건축물대장 (data.go.kr); LISTINGS: earlier listings at the same address. */
  source: z.enum(['REGISTER', 'LISTINGS']),
});
export type RoomAreasEntity = z.infer<typeof roomAreasEntitySchema>;
export const roomAreasResponseSchema = envelopeSchema(roomAreasEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// POST /common/open/business

export const businessNoField = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeBusinessNo(v) : v),
  z
    .string({ error: M.businessNoFormat })
    .regex(/^\d{10}$/, { message: M.businessNoFormat })
    .refine(isBusinessNoCheckDigitValid, { message: M.businessNoCheckDigit }),
);
export const businessCheckBodySchema = z.object({ businessNo: businessNoField });

export const BUSINESS_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED', 'UNVERIFIED'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const BUSINESS_STATUS_LABELS = {
  ACTIVE: '계속사업자',
  SUSPENDED: '휴업자',
  CLOSED: '폐업자',
  UNVERIFIED: '확인 대기',
} as const satisfies Record<BusinessStatus, string>;
/** 휴업 and 폐업 businesses can neither sign up as a broker nor register a listing. */
export const isBusinessBlocked = (status: BusinessStatus | null | undefined): boolean =>
  status === 'SUSPENDED' || status === 'CLOSED';
export const BUSINESS_BLOCKED_SIGN_UP_MESSAGE =
  '휴업 또는 폐업 상태의 사업자등록번호로는 중개사 회원으로 가입할 수 없습니다.';
export const BUSINESS_BLOCKED_MESSAGE =
  '휴업 또는 폐업 상태의 사업자는 매물을 등록할 수 없습니다. 사업자 상태를 확인한 뒤 고객센터로 문의해주세요.';

export const businessCheckEntitySchema = z.object({
  businessNo: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  statusLabel: z.enum(['계속사업자', '휴업자', '폐업자', '확인 대기']),
  checkDigitValid: z.boolean(),
  source: openDataSourceSchema,
});
export type BusinessCheckEntity = z.infer<typeof businessCheckEntitySchema>;
export const businessCheckResponseSchema = envelopeSchema(businessCheckEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// GET /common/open/broker/office/binding

/** 중개사무소 개설등록번호, e.g. '11680-2023-00123' or the older '가1234-567'; digits, Hangul and hyphens. */
export const registrationNoField = queryText('registrationNo')
  .transform((v) => (v ?? '').trim())
  .refine((v) => v.length >= 5 && v.length <= 30 && /^[0-9가-힣-]+$/.test(v), {
    message: M.registrationNoFormat,
  });
export const brokerOfficeQuerySchema = z.object({ registrationNo: registrationNoField });
export const BROKER_OFFICE_STATUSES = ['VERIFIED', 'UNVERIFIED', 'NOT_FOUND'] as const;
export type BrokerOfficeStatus = (typeof BROKER_OFFICE_STATUSES)[number];
export const brokerOfficeEntitySchema = z.object({
  status: z.enum(BROKER_OFFICE_STATUSES),
  officeName: z.string().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  source: openDataSourceSchema,
});
export type BrokerOfficeEntity = z.infer<typeof brokerOfficeEntitySchema>;
export const brokerOfficeResponseSchema = envelopeSchema(brokerOfficeEntitySchema);
