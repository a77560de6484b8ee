import { z } from 'zod';
import { BUILDING_TYPES, SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { LISTING_IMAGE_SIZES } from '../listing-images.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';
import { priceHistoryEntrySchema } from './sale-freshness.ts';
import { saleReportHistorySchema } from './sale-report-history.ts';

export {
  REPORT_HISTORY_RECENT,
  type SaleReportHistory,
  saleReportHistorySchema,
} from './sale-report-history.ts';

/*
 * The listing detail of spec 02 §3 (PATCH /api/sale/{saleNo}[/{userNo}], also answered to GET), the share
 * link, and the private-file download. Money in 만원 except the management fee, which is in 원 as a
 * Korean listing quotes it. Areas: `…1` in ㎡ (number), `…2` in 평 (text with 2 decimals).
 */

/** A listing number in a path: digits only, within int4 (an unknown one is 404, a malformed one 400). */
const saleNoParam = intColumn('saleNo');

export const saleDetailParamsSchema = z.object({ saleNo: saleNoParam });
export const saleDetailUserParamsSchema = z.object({ saleNo: saleNoParam, userNo: intColumn('userNo') });

/** A code with its display name, as every option and fee list of the listing is sent. */
export const codeItemSchema = z.object({ code: z.string(), codeName: z.string() });
export type CodeItem = z.infer<typeof codeItemSchema>;

/** The management fee (costType), amounts in 원; a utility billed by usage has its flag set and no amount. */
export const costTypeDetailSchema = z.object({
  costTypeNo: z.number().int(),
  saleNo: z.number().int(),
  type: z.string(),
  typeName: z.string(),
  typeCode: z.string().nullable(),
  etcCode: z.string().nullable(),
  etcText: z.string().nullable(),
  chargeType: z.string().nullable(),
  publicCost: z.number().int().nullable(),
  electricity: z.number().int().nullable(),
  heat: z.number().int().nullable(),
  water: z.number().int().nullable(),
  internet: z.number().int().nullable(),
  gas: z.number().int().nullable(),
  tv: z.number().int().nullable(),
  electricityUse: z.boolean(),
  heatUse: z.boolean(),
  waterUse: z.boolean(),
  internetUse: z.boolean(),
  gasUse: z.boolean(),
  tvUse: z.boolean(),
  isEtcCost: z.boolean(),
  etcCost: z.number().int().nullable(),
  etcCostText: z.string().nullable(),
  baseCost: z.string().nullable(),
  baseCostText: z.string().nullable(),
  costItemList: z.array(
    z.object({ saleNo: z.number().int(), costTypeNo: z.number().int(), code: z.string() }),
  ),
  reasonType: z.string().nullable(),
  reasonText: z.string().nullable(),
  costItemText: z.string().nullable(),
});
export type CostTypeDetail = z.infer<typeof costTypeDetailSchema>;

/** One photo: `storedFileName` names its sizes at /images/sale/{storedFileName}/{card|detail|zoom}.{webp|avif}. */
export const saleImageSchema = z.object({
  imageNo: z.number().int(),
  storedFileName: z.string(),
  isMain: z.boolean(),
  sortOrder: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SaleImage = z.infer<typeof saleImageSchema>;

/** A registry document: the kind is public; the file id only for a signed-in caller (null otherwise). */
export const saleDocumentSchema = z.object({
  kind: z.enum(['REGISTER_COPY', 'BUILDING_REGISTER']),
  label: z.string(),
  fileId: z.string().nullable(),
  mime: z.string(),
});
export type SaleDocument = z.infer<typeof saleDocumentSchema>;

/** The nearest station and the walk to it (straight-line distance × 1.3 at 67 m a minute). */
export const nearestStationSchema = z.object({
  subwayNo: z.number().int(),
  name: z.string(),
  line: z.string(),
  distanceM: z.number().int(),
  walkMinutes: z.number().int(),
});

/** The grade the listing's own figures support (computeSafetyGrade), beside the broker's. */
export const computedGradeSchema = z.object({
  level: z.number().int(),
  rate: z.string(),
  /** (Deposit + senior debt) / 공시가격 in percent; 0 when not assessable. */
  ratio: z.number(),
  reasons: z.array(z.string()),
  table: z.enum(['JEONSE', 'MONTHLY', 'SALE']),
  assessable: z.boolean(),
  insuranceEligible: z.boolean(),
  /** 최우선변제: the region's tier and whether the whole deposit is protected. */
  priorityRepayment: z.object({
    tierLabel: z.string(),
    maxDeposit: z.number().int(),
    protectedAmount: z.number().int(),
    fullyProtected: z.boolean(),
  }),
  publicPrice: z.number().int().nullable(),
  seniorDebt: z.number().int().nullable(),
});
export type ComputedGrade = z.infer<typeof computedGradeSchema>;

export const commentCountsSchema = z.object({
  rate001: z.number().int(),
  rate002: z.number().int(),
  rate003: z.number().int(),
  rate004: z.number().int(),
  rate005: z.number().int(),
});

/** A lawyer's or the operator's correction of a listing's grade, with the reason the detail shows. */
export const gradeCorrectionSchema = z.object({
  by: z.enum(['LAWYER', 'OPERATOR']),
  grade: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type GradeCorrection = z.infer<typeof gradeCorrectionSchema>;

export const saleDetailSchema = z.object({
  saleNo: z.number().int(),
  saleKey: z.string(),
  /** The owner (broker). */
  userNo: z.number().int(),
  status: z.enum(SALE_STATUSES),
  /** The label: '매매' for SALE, '전세' for RENT, '월세' for MONTHLY. */
  saleType: z.string(),
  saleTypeCode: z.enum(SALE_TYPES),
  buildingType: z.enum(BUILDING_TYPES),
  /** TYPE code: the building's registered use. */
  type: z.string().nullable(),
  // locationInfo
  postalCode: z.string().nullable(),
  saleAddr: z.string(),
  dong: z.string().nullable(),
  unit: z.string().nullable(),
  subwayNo: z.number().int().nullable(),
  station: nearestStationSchema.nullable(),
  lat: z.number(),
  lng: z.number(),
  // gradeInfo
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
  safetyText: z.string().nullable(),
  // roomInfo
  roomType: z.string().nullable(),
  roomGroup: z.string(),
  entireFloor: z.number().int().nullable(),
  floor: z.number().int(),
  dedicatedArea1: z.number(),
  dedicatedArea2: z.string(),
  supplyArea1: z.number().nullable(),
  supplyArea2: z.string().nullable(),
  actualArea1: z.number().nullable(),
  actualArea2: z.string().nullable(),
  landArea1: z.number().nullable(),
  landArea2: z.string().nullable(),
  direction: z.string().nullable(),
  toiletCount: z.string().nullable(),
  /** YYYY-MM-DD; null means 즉시 입주. */
  applyDate: z.string().nullable(),
  // detailInfo
  title: z.string(),
  etcText: z.string().nullable(),
  isLoanRecommend: z.boolean(),
  loanList: z.array(z.string()),
  isCertified: z.boolean(),
  // options
  heatList: z.array(codeItemSchema),
  acList: z.array(codeItemSchema),
  lifeList: z.array(codeItemSchema),
  securityList: z.array(codeItemSchema),
  etcList: z.array(codeItemSchema),
  // management fee
  costPrice: z.number().int().nullable(),
  isPublicCost: z.boolean(),
  costList: z.array(codeItemSchema),
  isPrivateCost: z.boolean(),
  privateCostList: z.array(codeItemSchema),
  totalCost: z.number().int().nullable(),
  costDesc: z.string().nullable(),
  costDesc2: z.string().nullable(),
  costType: costTypeDetailSchema.nullable(),
  // photos and documents
  mainImage: z.string().nullable(),
  saleImage: z.array(saleImageSchema),
  documents: z.array(saleDocumentSchema),
  // grade and badges
  safetyGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  /** Who corrected the grade now shown, to what, why and when (decision 025); null when nobody did. */
  gradeCorrection: gradeCorrectionSchema.nullable(),
  computedGrade: computedGradeSchema,
  isLawyer: z.boolean(),
  isConfirm: z.string().nullable(),
  isBaro: z.boolean(),
  comments: commentCountsSchema,
  /** Reports of the listing and their outcomes, without reporters (decision 023). */
  reportHistory: saleReportHistorySchema,
  // the caller and the broker
  isLike: z.boolean(),
  company: z.string().nullable(),
  broker: z.object({
    name: z.string(),
    company: z.string().nullable(),
    officePhone: z.string().nullable(),
    officeAddress: z.string().nullable(),
    /** The broker's KakaoTalk channel (pf.kakao.com), offered beside the inquiry form; null when none. */
    kakaoChannelUrl: z.string().nullable(),
  }),
  /** The owner's 안전방 marks; null for anyone but the owner and the operator. */
  useBaroQty: z.number().int().nullable(),
  availBaroQty: z.number().int().nullable(),
  regDate: z.string(),
  updDate: z.string(),
  /** When the broker last confirmed the listing is still available (issue 18 §3), ISO. */
  confirmedAt: z.string(),
  /** The prices from registration on, oldest first (issue 18 §3); one entry when they never changed. */
  priceHistory: z.array(priceHistoryEntrySchema),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

export const saleDetailResponseSchema = envelopeSchema(saleDetailSchema);

/** GET /common/createDynamicLink: a short link to the listing that previews in messengers. */
export const dynamicLinkQuerySchema = z.object({
  saleNo: saleNoParam,
  /** The page the app wants shared; only our own detail path is accepted (the link is made from saleNo). */
  link: text('link', { label: '링크', max: 500 }).optional(),
  imagePath: text('imagePath', { label: '이미지 경로', max: 500 }).optional(),
});
export const dynamicLinkResponseSchema = envelopeSchema(z.object({ shortLink: z.string() }));

/** GET /s/{code}: a short link. */
export const shortLinkParamsSchema = z.object({
  code: z.string().regex(/^[0-9A-Za-z]{6,12}$/, '링크가 올바르지 않습니다.'),
});

const fileIdParam = z.uuid({ error: '파일 번호가 올바르지 않습니다.' });

/**
 * GET /common/download: a stored file by id only. `fileName`/`filePath` of the spec are refused when they
 * carry a path (400); the file is found by `fileId`. `token` is a signed download link's (GET
 * /common/downloadLink): it stands for the user it was issued to, for that file, for a few minutes, so that
 * the app's native side, which has no session, can fetch the file.
 */
export const downloadQuerySchema = z.object({
  fileId: fileIdParam,
  token: text('token', { label: '내려받기 링크', max: 200 }).optional(),
  fileName: text('fileName', { label: '파일 이름', max: 255 })
    .refine((name) => !/(\.\.|[/\\])/.test(name), '파일 이름이 올바르지 않습니다.')
    .optional(),
  filePath: text('filePath', { label: '파일 경로', max: 255 })
    .refine(() => false, '파일 경로는 받지 않습니다. 파일 번호로 요청해주세요.')
    .optional(),
});

/** GET /common/downloadLink: a signed, short-lived address of one file for the signed-in caller. */
export const downloadLinkQuerySchema = z.object({ fileId: fileIdParam });

/** How long a download link works: long enough for the app to start the download, no more. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export const downloadLinkResponseSchema = envelopeSchema(
  z.object({
    /** `/common/download?fileId=…&token=…`, relative to the site. */
    url: z.string(),
    /** ISO 8601: after this the link answers 410. */
    expiresAt: z.string(),
  }),
);

/** GET /images/sale/{key}/{variant}: a listing photo in one size and format. */
export const listingImageParamsSchema = z.object({
  key: z.string().regex(/^[0-9a-f]{16,64}$/, '이미지 이름이 올바르지 않습니다.'),
  // og.jpg: the share preview, in the format every messenger's crawler reads.
  variant: z
    .string()
    .regex(
      new RegExp(`^((${LISTING_IMAGE_SIZES.join('|')})\\.(webp|avif)|og\\.jpg)$`),
      '이미지 크기나 형식이 올바르지 않습니다.',
    ),
});
