import { z } from 'zod';
import { BUILDING_TYPES, SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { COST_AMOUNT_MAX_DIGITS } from '../fees.ts';
import { SALE_FORM_MESSAGES } from '../sale-form.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';
import { computedGradeSchema } from './sale-detail.ts';

/*
 * Listing registration (spec 02 §4, §7; P8): the upload, the grade estimate, the save and modification
 * (multipart with one text field `sale`, whose JSON the server checks with the step schemas of
 * `@ansim/domain/sale-form`), and the form of a saved listing for the modify and storage flows.
 */

// ---------------------------------------------------------------------------------------------------------
// POST /common/upload

export const UPLOAD_PURPOSES = ['saleImage', 'saleDocument'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Per purpose: the largest file, and the Korean refusal of a larger one or of another type. */
export const SALE_UPLOAD_RULES = {
  saleImage: {
    maxBytes: 10 * 1024 * 1024,
    tooLarge: '사진은 10MB 이하의 파일만 올릴 수 있습니다.',
    badType: '사진은 JPG, PNG, WebP 이미지만 올릴 수 있습니다.',
  },
  saleDocument: {
    maxBytes: 10 * 1024 * 1024,
    tooLarge: '서류는 10MB 이하의 파일만 올릴 수 있습니다.',
    badType: '서류는 PDF 또는 이미지(JPG, PNG, GIF, WebP) 파일만 올릴 수 있습니다.',
  },
} as const satisfies Record<UploadPurpose, { maxBytes: number; tooLarge: string; badType: string }>;

export const UPLOAD_MESSAGES = {
  purpose: '파일 용도(saleImage 또는 saleDocument)를 선택해주세요.',
  file: '올릴 파일을 선택해주세요.',
  oneFile: '파일은 한 번에 하나만 올릴 수 있습니다.',
} as const;

/** The text fields of the upload (the file travels as `file`). */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { message: UPLOAD_MESSAGES.purpose }),
});

export const uploadEntitySchema = z.object({
  /** What a save names the file by. */
  fileId: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string(),
  /** The type of what was stored (sniffed from the content, not the name). */
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A photo's card-size URL; null for a document (private). */
  previewUrl: z.string().nullable(),
});
export type UploadEntity = z.infer<typeof uploadEntitySchema>;
export const uploadResponseSchema = envelopeSchema(uploadEntitySchema);

// ---------------------------------------------------------------------------------------------------------
// POST /api/sale/grade/estimate

const amount = (label: string) =>
  z
    .number({ message: `${label}은(는) 숫자로 입력해주세요.` })
    .int({ message: SALE_FORM_MESSAGES.amountDigits })
    .min(0, { message: SALE_FORM_MESSAGES.amountDigits })
    .max(10 ** COST_AMOUNT_MAX_DIGITS - 1, { message: SALE_FORM_MESSAGES.amountDigits })
    .nullish()
    .transform((v) => v ?? null);

export const gradeEstimateBodySchema = z.object({
  bjdCode: z.string({ error: SALE_FORM_MESSAGES.saleAddr }).regex(/^\d{10}$/, SALE_FORM_MESSAGES.saleAddr),
  saleType: z.enum(SALE_TYPES, { message: SALE_FORM_MESSAGES.saleType }),
  buildingType: z.enum(BUILDING_TYPES, { message: SALE_FORM_MESSAGES.buildingType }),
  type: z
    .union([z.string().regex(/^TYPE00[1-7]$/, '건축물 용도가 올바르지 않습니다.'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  sellingPrice: amount('매매가'),
  rentPrice: amount('전세금'),
  deposit: amount('보증금'),
  monthlyPrice: amount('월세'),
  isLoan: z.boolean().default(false),
  loanPrice: amount('대출 금액'),
  collateralSecurity: z.boolean().default(false),
  collateralSecurityPrice: amount('채권최고액'),
  ownership: z.boolean().default(true),
  illegalBuilding: z.boolean().default(false),
  taxArrears: z.boolean().default(false),
  publicPrice: amount('공시가격'),
});
export type GradeEstimateBody = z.output<typeof gradeEstimateBodySchema>;
export const gradeEstimateResponseSchema = envelopeSchema(computedGradeSchema);

// ---------------------------------------------------------------------------------------------------------
// POST /api/sale, PATCH /api/sale/modify/{saleNo}

/** The JSON of the whole form with its status: at most this many characters (the longest form is ~15k). */
export const SALE_JSON_MAX = 100_000;

export const saleSaveFieldsSchema = z.object({
  sale: text('sale', { label: '매물 정보', min: 1, max: SALE_JSON_MAX, trim: false }),
});

export const saleSaveEntitySchema = z.object({
  saleNo: z.number().int(),
  saleKey: z.string(),
  status: z.enum(SALE_STATUSES),
  /** ACTIVE was asked but no advertising unit was left: saved as STORAGE. */
  quotaExhausted: z.boolean(),
  /** Advertising units left after this save; null when the save did not touch them. */
  remainingAdUnits: z.number().int().nullable(),
  /** The broker's grade is better than computed: the listing waits in the operator's review queue. */
  inReview: z.boolean(),
});
export type SaleSaveEntity = z.infer<typeof saleSaveEntitySchema>;
export const saleSaveResponseSchema = envelopeSchema(saleSaveEntitySchema);

export const SALE_SAVE_MESSAGES = {
  saved: '매물이 등록되었습니다.',
  stored: '임시저장되었습니다.',
  modified: '매물이 수정되었습니다.',
  quotaExhausted: '광고 가능 횟수가 없어 임시저장되었습니다. 광고 상품을 충전한 뒤 등록을 완료해주세요.',
  businessClosed: '휴업 또는 폐업 상태의 사업자는 매물을 등록할 수 없습니다.',
  uploadNotFound: '올린 파일을 찾을 수 없습니다. 다시 올려주세요.',
  uploadTwice: '같은 파일을 두 번 사용할 수 없습니다.',
  uploadWrongPurpose: '사진 자리에는 사진을, 서류 자리에는 서류를 올려주세요.',
  notJson: '매물 정보(sale)가 올바른 JSON 형식이 아닙니다.',
  notFound: '매물을 찾을 수 없습니다.',
  publishedStays: '게시된 매물은 임시저장할 수 없습니다. 모든 항목을 입력해 저장해주세요.',
} as const;

export const saleNoParamsSchema = z.object({ saleNo: intColumn('saleNo') });

// ---------------------------------------------------------------------------------------------------------
// GET /api/sale/form/{saleNo}

const codeObjects = z.array(z.object({ code: z.string() }));

/** The steps as the web's forms start from them: the schemas' input shapes, amounts as numbers, null unknown. */
export const saleFormStepsSchema = z.object({
  locationInfo: z.object({
    postalCode: z.string().nullable(),
    saleAddr: z.string(),
    bjdCode: z.string(),
    lat: z.number(),
    lng: z.number(),
    dong: z.string().nullable(),
    unit: z.string().nullable(),
    subwayNo: z.number().int().nullable(),
  }),
  gradeInfo: z.object({
    buildingType: z.enum(BUILDING_TYPES).nullable(),
    saleType: z.enum(SALE_TYPES).nullable(),
    type: z.string().nullable(),
    sellingPrice: z.number().int().nullable(),
    rentPrice: z.number().int().nullable(),
    deposit: z.number().int().nullable(),
    monthlyPrice: z.number().int().nullable(),
    isLoan: z.boolean(),
    loanPrice: z.number().int().nullable(),
    collateralSecurity: z.boolean(),
    collateralSecurityPrice: z.number().int().nullable(),
    ownership: z.boolean(),
    redevelop: z.boolean(),
    illegalBuilding: z.boolean(),
    taxArrears: z.boolean(),
    publicPrice: z.number().int().nullable(),
    safetyGrade: z.string().nullable(),
    safetyText: z.string().nullable(),
    saleRegisterCopyFile: z.string().nullable(),
    saleBuildingRegisterFile: z.string().nullable(),
  }),
  roomInfo: z.object({
    roomType: z.string().nullable(),
    entireFloor: z.number().int().nullable(),
    floor: z.number().int().nullable(),
    dedicatedArea1: z.number().nullable(),
    supplyArea1: z.number().nullable(),
    actualArea1: z.number().nullable(),
    landArea1: z.number().nullable(),
    direction: z.string().nullable(),
    toiletCount: z.string().nullable(),
    useApprovalDate: z.string().nullable(),
    applyDate: z.string().nullable(),
  }),
  extraInfo: z.object({
    /** The fee form as the fee modal holds it (amounts in 원 as digits, '' for none); null without one. */
    costType: z
      .object({
        type: z.string(),
        typeCode: z.string().nullable(),
        etcCode: z.string(),
        etcText: z.string(),
        chargeType: z.string(),
        publicCost: z.string(),
        electricity: z.string(),
        heat: z.string(),
        water: z.string(),
        internet: z.string(),
        gas: z.string(),
        tv: z.string(),
        electricityUse: z.boolean(),
        heatUse: z.boolean(),
        waterUse: z.boolean(),
        internetUse: z.boolean(),
        gasUse: z.boolean(),
        tvUse: z.boolean(),
        isEtcCost: z.boolean(),
        etcCost: z.string(),
        etcCostText: z.string(),
        baseCost: z.string(),
        baseCostText: z.string(),
        costItemList: codeObjects,
        reasonType: z.string(),
        reasonText: z.string(),
        costItemText: z.string(),
      })
      .nullable(),
    costPrice: z.number().int().nullable(),
    isPublicCost: z.boolean(),
    costList: codeObjects,
    isPrivateCost: z.boolean(),
    privateCostList: codeObjects,
    totalCost: z.number().int().nullable(),
    costDesc: z.string().nullable(),
    costDesc2: z.string().nullable(),
    heatList: codeObjects,
    acList: codeObjects,
    lifeList: codeObjects,
    securityList: codeObjects,
    etcList: codeObjects,
  }),
  detailInfo: z.object({
    title: z.string().nullable(),
    etcText: z.string().nullable(),
    saleMainImageFile: z.string().nullable(),
    saleSubImageFile: z.array(z.string()),
    isLoanRecommend: z.boolean(),
    loanList: z.array(z.string()),
    isCertified: z.boolean(),
  }),
});
export type SaleFormSteps = z.infer<typeof saleFormStepsSchema>;

export const saleFormFileSchema = z.object({
  fileId: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string(),
  previewUrl: z.string().nullable(),
});

export const saleFormEntitySchema = z.object({
  saleNo: z.number().int(),
  status: z.enum(SALE_STATUSES),
  steps: saleFormStepsSchema,
  /**
   * Every upload the steps name, with what the form shows of it. A list, not a map by id: every answer is
   * written from its JSON Schema (http/serializer.ts), which a record has not.
   */
  uploads: z.array(saleFormFileSchema),
});
export type SaleFormEntity = z.infer<typeof saleFormEntitySchema>;
export const saleFormResponseSchema = envelopeSchema(saleFormEntitySchema);
