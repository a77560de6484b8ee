import { z } from 'zod';
import {
  BUILDING_TYPES,
  type BuildingType,
  MAX_ABOVE_GROUND_FLOOR,
  RATE_CODES,
  ROOFTOP_FLOOR,
  SALE_TYPES,
  type SaleType,
} from './codes.ts';
import { costTypeSchema } from './fee-schema.ts';
import { COST_AMOUNT_MAX_DIGITS, isFeeModalAvailable } from './fees.ts';
import { stripCommas } from './format.ts';
import { validateApprovalDate } from './validation.ts';

/*
 * The listing registration form (spec 02 §3 "Listing creation state" and "Listing form fields"): one schema
 * per step, shared by the web steps (react-hook-form) and the server's save, which re-checks every rule.
 * Inputs are what the form holds (prices as text with separators, areas as text); outputs are what the
 * server stores (만원 and ㎡ as numbers, null for "not given"). Files travel by the id that
 * POST /common/upload gave them.
 */

export const SALE_FORM_MESSAGES = {
  saleAddr: '주소를 검색해 선택해주세요.',
  outsideServiceArea: '서울, 경기, 인천 지역의 매물만 등록할 수 있습니다.',
  buildingType: '건물 유형을 선택해주세요.',
  saleType: '거래 유형을 선택해주세요.',
  sellingPrice: '매매가를 입력해주세요.',
  rentPrice: '전세금을 입력해주세요.',
  deposit: '보증금을 입력해주세요.',
  monthlyPrice: '월세를 입력해주세요.',
  loanPrice: '대출 금액을 입력해주세요.',
  collateralSecurityPrice: '근저당 채권최고액을 입력해주세요.',
  amountDigits: `금액은 ${COST_AMOUNT_MAX_DIGITS}자리 이하의 숫자로 입력해주세요.`,
  safetyGrade: '안전등급을 선택해주세요.',
  safetyTextWhyBetter: '계산된 등급보다 좋은 등급을 고른 이유를 입력해주세요.',
  safetyTextTooLong: '안전 관련 설명은 1000자 이내로 입력해주세요.',
  roomType: '방 구조를 선택해주세요.',
  entireFloor: '전체 층을 선택해주세요',
  floor: '해당 층을 선택해주세요.',
  floorAboveTotal: '해당 층이 전체 층보다 높습니다.',
  dedicatedArea: '전용면적을 입력해주세요.',
  areaFormat: '면적은 0.01 ~ 99,999.99 사이로 입력해주세요.',
  applyDate: '입주 가능일은 오늘 이후의 날짜로 입력해주세요.',
  feeNotAvailable: '이 건물 유형은 관리비 상세를 입력할 수 없습니다.',
  title: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자 이내로 입력해주세요.',
  etcTextTooLong: '상세 설명은 3000자 이내로 입력해주세요.',
  mainImage: '대표 사진을 등록해주세요.',
  tooManyImages: '사진은 대표 사진을 포함해 20장까지 등록할 수 있습니다.',
  loanListTooMany: '대출 상품은 10개까지 입력할 수 있습니다.',
  loanItemTooLong: '대출 상품 이름은 50자 이내로 입력해주세요.',
} as const;

const M = SALE_FORM_MESSAGES;
export const SALE_TITLE_MAX = 100;
export const SALE_ETC_TEXT_MAX = 3000;
export const SAFETY_TEXT_MAX = 1000;
export const SALE_IMAGES_MAX = 20;
export const LOAN_LIST_MAX = 10;
export const LOAN_ITEM_MAX = 50;
export const AREA_MAX = 99_999.99;

// ---------------------------------------------------------------------------------------------------------
// Field kinds

/** A 만원 amount typed with separators: '' or absent is null; otherwise at most 9 digits. */
export const amountField = (message: string = M.amountDigits) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number | null => {
      const digits = stripCommas(value ?? '').trim();
      if (digits === '') return null;
      if (!/^\d+$/.test(digits) || digits.length > COST_AMOUNT_MAX_DIGITS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(digits);
    });

/** An area in ㎡ typed as a decimal: '' or absent is null; otherwise 0.01 … 99,999.99, two decimals. */
export const areaField = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number | null => {
      const text = stripCommas(value ?? '').trim();
      if (text === '') return null;
      const n = Number(text);
      if (!/^\d+(\.\d{1,2})?$/.test(text) || n <= 0 || n > AREA_MAX) {
        ctx.addIssue({ code: 'custom', message: M.areaFormat });
        return z.NEVER;
      }
      return n;
    });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max * 4)
    .nullish()
    .transform((value, ctx): string | null => {
      const text = (value ?? '').trim();
      if ([...text].length > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text === '' ? null : text;
    });

const codeOf = (pattern: RegExp) => z.string().max(20).regex(pattern);
const optionalCode = (pattern: RegExp) =>
  z
    .union([codeOf(pattern), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A file given by POST /common/upload. */
export const uploadIdSchema = z.string().uuid({ message: '올린 파일을 찾을 수 없습니다. 다시 올려주세요.' });
const optionalUpload = z
  .union([uploadIdSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A list field travels as code objects (spec 02 §4); at most the size of its code group. */
const codeList = (pattern: RegExp) =>
  z
    .array(z.object({ code: codeOf(pattern) }))
    .max(40)
    .default([]);

// ---------------------------------------------------------------------------------------------------------
// The five steps

export const locationInfoSchema = z.object({
  postalCode: z
    .union([
      z.string().regex(/^\d{5}$/, { message: '우편번호는 5자리 숫자입니다.' }),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  saleAddr: z.string({ error: M.saleAddr }).trim().min(1, { message: M.saleAddr }).max(200),
  /** The 법정동 code the chosen address resolved to; it decides the region and the service area. */
  bjdCode: z.string({ error: M.saleAddr }).regex(/^\d{10}$/, { message: M.saleAddr }),
  lat: z.number({ error: M.saleAddr }).min(33).max(39),
  lng: z.number({ error: M.saleAddr }).min(124).max(132),
  /** 동 and 호 of the unit (e.g. 101동 1203호); private until a contract, shown to the owner. */
  dong: optionalText(50, '동은 50자 이내로 입력해주세요.'),
  unit: optionalText(50, '호는 50자 이내로 입력해주세요.'),
  subwayNo: z
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .nullish()
    .transform((v) => v ?? null),
});

export const gradeInfoSchema = z.object({
  buildingType: z.enum(BUILDING_TYPES, { message: M.buildingType }),
  saleType: z.enum(SALE_TYPES, { message: M.saleType }),
  /** TYPE code: the registered use (건축물대장 주용도); TYPE004 다가구주택 is the multi-unit house. */
  type: optionalCode(/^TYPE00[1-7]$/),
  sellingPrice: amountField(),
  rentPrice: amountField(),
  deposit: amountField(),
  monthlyPrice: amountField(),
  isLoan: z.boolean().default(false),
  loanPrice: amountField(),
  collateralSecurity: z.boolean().default(false),
  collateralSecurityPrice: amountField(),
  /** The land and the building have one owner. */
  ownership: z.boolean().default(true),
  redevelop: z.boolean().default(false),
  illegalBuilding: z.boolean().default(false),
  taxArrears: z.boolean().default(false),
  /** 공시가격 (만원): read from the register by the broker, or the open-data estimate. */
  publicPrice: amountField(),
  safetyGrade: z.enum(RATE_CODES.map((r) => r.code) as [string, ...string[]], { message: M.safetyGrade }),
  safetyText: optionalText(SAFETY_TEXT_MAX, M.safetyTextTooLong),
  saleRegisterCopyFile: optionalUpload,
  saleBuildingRegisterFile: optionalUpload,
});

export const roomInfoSchema = z.object({
  roomType: z.string({ error: M.roomType }).regex(/^ROOM_TYPE00[1-7]$/, { message: M.roomType }),
  entireFloor: z
    .number({ error: M.entireFloor })
    .int()
    .min(1, { message: M.entireFloor })
    .max(MAX_ABOVE_GROUND_FLOOR, { message: M.entireFloor }),
  floor: z
    .number({ error: M.floor })
    .int()
    .min(0, { message: M.floor })
    .max(ROOFTOP_FLOOR, { message: M.floor }),
  /** ㎡ (…1); the 평 twin (…2) is derived on screen and not stored. */
  dedicatedArea1: areaField(),
  supplyArea1: areaField(),
  actualArea1: areaField(),
  landArea1: areaField(),
  direction: optionalCode(/^DERECTION00[1-8]$/),
  toiletCount: optionalCode(/^TOILET00[1-4]$/),
  /** 사용승인일 YYYYMMDD (GET /common/open/use/apply or typed), checked by the approval-date rule. */
  useApprovalDate: z
    .union([z.string().max(8), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  /** 입주 가능일 YYYY-MM-DD; empty is 즉시 입주. */
  applyDate: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.applyDate }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});

export const extraInfoSchema = z.object({
  /** The fee breakdown of the modal; only for the building types that have it. */
  costType: costTypeSchema.nullish().transform((v) => v ?? null),
  /** 관리비 (만원) as cards and filters show it. */
  costPrice: amountField(),
  isPublicCost: z.boolean().default(false),
  costList: codeList(/^COST_ITEM\d{3}$/),
  isPrivateCost: z.boolean().default(false),
  privateCostList: codeList(/^PRIVATE_COST\d{3}$/),
  /** The fee total in 원. */
  totalCost: amountField(),
  costDesc: optionalText(500, '관리비 설명은 500자 이내로 입력해주세요.'),
  costDesc2: optionalText(500, '관리비 설명은 500자 이내로 입력해주세요.'),
  heatList: codeList(/^HEAT\d{3}$/),
  acList: codeList(/^AC\d{3}$/),
  lifeList: codeList(/^LIFE\d{3}$/),
  securityList: codeList(/^SECURITY\d{3}$/),
  etcList: codeList(/^ETC\d{3}$/),
});

export const detailInfoSchema = z.object({
  title: z
    .string({ error: M.title })
    .trim()
    .min(1, { message: M.title })
    .max(SALE_TITLE_MAX, { message: M.titleTooLong }),
  etcText: optionalText(SALE_ETC_TEXT_MAX, M.etcTextTooLong),
  /** Upload ids: the main photo, then the others in the order shown. */
  saleMainImageFile: optionalUpload,
  saleSubImageFile: z
    .array(uploadIdSchema)
    .max(SALE_IMAGES_MAX - 1, { message: M.tooManyImages })
    .default([]),
  isLoanRecommend: z.boolean().default(false),
  /** Sent as plain strings (spec 02 §4); empty entries are dropped. */
  loanList: z
    .array(z.string().max(LOAN_ITEM_MAX * 4))
    .max(LOAN_LIST_MAX * 2)
    .default([])
    .transform((list, ctx) => {
      const kept = list.map((l) => l.trim()).filter((l) => l !== '');
      if (kept.length > LOAN_LIST_MAX) ctx.addIssue({ code: 'custom', message: M.loanListTooMany });
      if (kept.some((l) => [...l].length > LOAN_ITEM_MAX))
        ctx.addIssue({ code: 'custom', message: M.loanItemTooLong });
      return kept;
    }),
  isCertified: z.boolean().default(false),
});

export const SALE_STEP_SCHEMAS = {
  locationInfo: locationInfoSchema,
  gradeInfo: gradeInfoSchema,
  roomInfo: roomInfoSchema,
  extraInfo: extraInfoSchema,
  detailInfo: detailInfoSchema,
} as const;
export type SaleFormStep = keyof typeof SALE_STEP_SCHEMAS;

export type LocationInfo = z.output<typeof locationInfoSchema>;
export type GradeInfo = z.output<typeof gradeInfoSchema>;
export type RoomInfo = z.output<typeof roomInfoSchema>;
export type ExtraInfo = z.output<typeof extraInfoSchema>;
export type DetailInfo = z.output<typeof detailInfoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Rules across steps

/** The price fields a deal type requires (spec 02 §3: the four prices by deal type). */
export const REQUIRED_PRICES: Record<
  SaleType,
  readonly ('sellingPrice' | 'rentPrice' | 'deposit' | 'monthlyPrice')[]
> = {
  SALE: ['sellingPrice'],
  RENT: ['rentPrice'],
  MONTHLY: ['deposit', 'monthlyPrice'],
};

/** The grade-step rules that need more than one field; each issue names its field. */
export const checkGradeInfo = (form: GradeInfo, ctx: z.RefinementCtx): void => {
  for (const field of REQUIRED_PRICES[form.saleType]) {
    if (form[field] === null) ctx.addIssue({ code: 'custom', message: M[field], path: [field] });
  }
  if (form.isLoan && form.loanPrice === null)
    ctx.addIssue({ code: 'custom', message: M.loanPrice, path: ['loanPrice'] });
  if (form.collateralSecurity && form.collateralSecurityPrice === null)
    ctx.addIssue({ code: 'custom', message: M.collateralSecurityPrice, path: ['collateralSecurityPrice'] });
};

/** The room-step rules across fields; `today` decides the dates. */
export const checkRoomInfo = (form: RoomInfo, ctx: z.RefinementCtx, today: Date): void => {
  if (form.floor !== ROOFTOP_FLOOR && form.floor > form.entireFloor)
    ctx.addIssue({ code: 'custom', message: M.floorAboveTotal, path: ['floor'] });
  if (form.dedicatedArea1 === null)
    ctx.addIssue({ code: 'custom', message: M.dedicatedArea, path: ['dedicatedArea1'] });
  if (form.useApprovalDate !== null) {
    const check = validateApprovalDate(form.useApprovalDate, today);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, path: ['useApprovalDate'] });
  }
  if (form.applyDate !== null && form.applyDate < isoDate(today))
    ctx.addIssue({ code: 'custom', message: M.applyDate, path: ['applyDate'] });
};

export const checkExtraInfo = (form: ExtraInfo, buildingType: BuildingType, ctx: z.RefinementCtx): void => {
  if (form.costType !== null && !isFeeModalAvailable(buildingType))
    ctx.addIssue({ code: 'custom', message: M.feeNotAvailable, path: ['costType'] });
};

const isoDate = (d: Date): string => {
  // Korean dates: the day in Asia/Seoul, whatever the machine's zone.
  const kst = new Date(d.getTime() + 9 * 3600_000);
  return kst.toISOString().slice(0, 10);
};

/** Whole-form schema of a completed registration (ACTIVE); the server adds the grade rule (it needs the region). */
export const saleFormSchema = (today: Date) =>
  locationInfoSchema
    .extend(gradeInfoSchema.shape)
    .extend(roomInfoSchema.shape)
    .extend(extraInfoSchema.shape)
    .extend(detailInfoSchema.shape)
    .superRefine((form, ctx) => {
      checkGradeInfo(form, ctx);
      checkRoomInfo(form, ctx, today);
      checkExtraInfo(form, form.buildingType, ctx);
      if (form.saleMainImageFile === null)
        ctx.addIssue({ code: 'custom', message: M.mainImage, path: ['saleMainImageFile'] });
    });
export type SaleForm = z.output<ReturnType<typeof saleFormSchema>>;
export type SaleFormInput = z.input<ReturnType<typeof saleFormSchema>>;

/** The statuses a save may ask for: a completed registration, or a temporary save (임시저장). */
export const SAVE_STATUSES = ['ACTIVE', 'STORAGE'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

/**
 * True when the broker's grade is better (a lower number) than the computed one: the listing then needs the
 * broker's reason (safetyText) and enters the operator's review queue.
 */
export const isGradeBetterThanComputed = (chosenRate: string, computedRate: string): boolean =>
  chosenRate < computedRate;

// ---------------------------------------------------------------------------------------------------------
// Temporary save (임시저장)

/**
 * A temporary save (STORAGE) from any step: the address is required (a draft is found by it, and it decides
 * the service area), every other field may be missing — an amount not typed yet included — and what is
 * given is checked as in a completed registration, cross-field rules included where both fields are there.
 */
export const saleStorageSchema = (today: Date) =>
  locationInfoSchema
    .extend(gradeInfoSchema.partial().shape)
    .extend(roomInfoSchema.partial().shape)
    .extend(extraInfoSchema.shape)
    .extend(detailInfoSchema.partial().shape)
    .superRefine((form, ctx) => {
      if (
        form.floor !== undefined &&
        form.entireFloor !== undefined &&
        form.floor !== ROOFTOP_FLOOR &&
        form.floor > form.entireFloor
      )
        ctx.addIssue({ code: 'custom', message: M.floorAboveTotal, path: ['floor'] });
      if (form.useApprovalDate) {
        const check = validateApprovalDate(form.useApprovalDate, today);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, path: ['useApprovalDate'] });
      }
      if (form.applyDate && form.applyDate < isoDate(today))
        ctx.addIssue({ code: 'custom', message: M.applyDate, path: ['applyDate'] });
      if (form.buildingType !== undefined) checkExtraInfo(form, form.buildingType, ctx);
    });
export type SaleStorageForm = z.output<ReturnType<typeof saleStorageSchema>>;

export const SAVE_STATUS_MESSAGE = '저장 상태(ACTIVE 또는 STORAGE)를 선택해주세요.';

/** What a save asks for besides the fields: the status, and the owner's promotion consent (spec 02 §3). */
export const saleSaveHeadSchema = z.object({
  status: z.enum(SAVE_STATUSES, { message: SAVE_STATUS_MESSAGE }),
  promotionConsent: z.boolean().optional(),
});
