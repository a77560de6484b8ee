import { z } from 'zod';
import { LAWYER_CONFIRM_STATUSES, RATE_CODES, type RateCode, SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { lawyerCommentSchema } from '../text-schemas.ts';
import { daysInMonth, MIN_DATE_YEAR } from '../validation.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, queryInt, queryText, text } from './primitives.ts';
import { computedGradeSchema, saleDocumentSchema } from './sale-detail.ts';

/*
 * Lawyer certification and settlement (issue 15, docs/decisions/020). A broker spends a LAWYER unit to open a
 * request (P9, lawyer_requests); a lawyer works the queue, reviews the listing's documents and figures,
 * comments, and decides (CONFIRM or REJECT) in one transaction that also writes the lawyer's settlement line.
 * Every call is LAWYER-only; the settlement search also admits the operator (ADMIN).
 */

/** LAWYER_STATUS: the progress of a request; WAIT and ING are open. */
export const LAWYER_REQUEST_STATES = ['WAIT', 'ING', 'DONE', 'CANCEL'] as const;
export type LawyerRequestState = (typeof LAWYER_REQUEST_STATES)[number];
/** The verdicts a lawyer gives (LAWYER_CONFIRM without WAIT). */
export const LAWYER_DECISIONS = ['CONFIRM', 'REJECT'] as const;
export type LawyerDecision = (typeof LAWYER_DECISIONS)[number];

/** CALCULATE codes of a settlement line. */
export const CALCULATE_STATES = ['CALCULATE001', 'CALCULATE002', 'CALCULATE003'] as const;
export type CalculateState = (typeof CALCULATE_STATES)[number];
export const CALCULATE_LABELS = {
  CALCULATE001: '정산 예정',
  CALCULATE002: '정산 완료',
  CALCULATE003: '정산 보류',
} as const satisfies Record<CalculateState, string>;

/** Spec 02 §9: the approval list pages by 10. */
export const LAWYER_QUEUE_LIMIT = 10;
export const LAWYER_CALCULATE_LIMITS = { max: 30, fallback: 30 } as const;
export const LAWYER_CHANGE_REASON = { min: 5, max: 200 } as const;
/**
 * The largest fee per decision an operator may set, in 원 (lawyer_settings CHECK). Without a setting the fee is
 * the server's config LAWYER_FEE_DEFAULT (30,000원), answered by GET /api/lawyer/setting/detail.
 */
export const LAWYER_FEE_MAX = 10_000_000;

export const LAWYER_MESSAGES = {
  lawyerOnly: '변호사 회원만 이용할 수 있습니다.',
  /** Spec 02 §5, word for word. */
  commentTooShort: '내용을 5자 이상 입력해주세요.',
  commentSaved: '코멘트가 등록 되었습니다.',
  alreadyDecided: '이미 처리된 인증 요청입니다.',
  requestNotFound: '인증 요청을 찾을 수 없습니다.',
  saleNotFound: '매물을 찾을 수 없습니다.',
  confirmed: '변호사 인증을 완료했습니다.',
  rejected: '인증 요청을 반려했습니다. 중개인에게 인증 요청 1회가 반환됩니다.',
  changeReasonRequired: '등급 변경 사유를 5자 이상 입력해주세요.',
  changeReasonTooLong: '등급 변경 사유는 200자 이내로 입력해주세요.',
  changeReasonWithoutGrade: '변경할 안전등급을 선택해주세요.',
  settlementOthers: '본인의 정산 내역만 조회할 수 있습니다.',
  badMonth: '조회 월은 YYYY-MM 형식으로 입력해주세요.',
  badDate: '조회 기간은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  fromAfterTo: '조회 시작일은 종료일보다 늦을 수 없습니다.',
  monthAndRange: '조회 월과 기간 중 하나만 입력해주세요.',
  empty: '내역이 없습니다.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Query helpers

const enumQuery = <const T extends readonly string[]>(field: string, values: T) =>
  queryText(field).transform((value, ctx): T[number] | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const found = values.find((v) => v === value.trim());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `${field}는 ${values.join(', ')} 중 하나로 입력해주세요.` });
      return z.NEVER;
    }
    return found;
  });

const RATE_CODE_LIST = RATE_CODES.map((r) => r.code);
/** 'RATE001,RATE002' (a repeated key counts too); absent or '' is every grade. */
const rateListQuery = () =>
  queryText('rate').transform((value, ctx): RateCode[] | undefined => {
    const parts = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (parts.length === 0) return undefined;
    const rates = parts.filter((p): p is RateCode => (RATE_CODE_LIST as string[]).includes(p));
    if (rates.length !== parts.length || parts.length > RATE_CODE_LIST.length * 2) {
      ctx.addIssue({ code: 'custom', message: 'rate는 RATE001~RATE005를 쉼표로 구분해 입력해주세요.' });
      return z.NEVER;
    }
    return [...new Set(rates)];
  });

/** YYYY-MM-DD, a real calendar day. */
export const isCalendarDate = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return (
    year >= MIN_DATE_YEAR &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
};
/** YYYY-MM, a real month. */
export const isCalendarMonth = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month] = [Number(m[1]), Number(m[2])];
  return year >= MIN_DATE_YEAR && year <= 9999 && month >= 1 && month <= 12;
};

const periodText = (check: (v: string) => boolean, message: string) =>
  z.preprocess(
    (v) => (v == null || v === '' ? undefined : v),
    z.string({ error: message }).trim().refine(check, { message }).optional(),
  );

const periodFields = {
  /** YYYY-MM: a calendar month in Korean time. */
  month: periodText(isCalendarMonth, LAWYER_MESSAGES.badMonth),
  /** YYYY-MM-DD, inclusive, Korean calendar days; either end may be absent. */
  from: periodText(isCalendarDate, LAWYER_MESSAGES.badDate),
  to: periodText(isCalendarDate, LAWYER_MESSAGES.badDate),
};

type Period = { month?: string | undefined; from?: string | undefined; to?: string | undefined };
const checkPeriod = (value: Period, ctx: z.RefinementCtx) => {
  if (value.month !== undefined && (value.from !== undefined || value.to !== undefined))
    ctx.addIssue({ code: 'custom', message: LAWYER_MESSAGES.monthAndRange, path: ['month'] });
  if (value.from !== undefined && value.to !== undefined && value.from > value.to)
    ctx.addIssue({ code: 'custom', message: LAWYER_MESSAGES.fromAfterTo, path: ['from'] });
};

// ---------------------------------------------------------------------------------------------------------
// GET /api/lawyer/sale/list — the request queue

/**
 * Spec 02 §3 approval list payload. loginUserNo, userType and userNo are accepted as the native client sends
 * them and ignored: the queue is the signed-in lawyer's. status filters the listing's status (the client
 * sends ACTIVE); rate filters the broker's grade.
 */
export const lawyerQueueQuerySchema = z.object({
  isConfirm: enumQuery('isConfirm', LAWYER_CONFIRM_STATUSES).transform((v) => v ?? 'WAIT'),
  page: pageParam(),
  limit: limitParam(LAWYER_QUEUE_LIMIT, LAWYER_QUEUE_LIMIT),
  loginUserNo: queryInt('loginUserNo'),
  status: enumQuery('status', SALE_STATUSES),
  userType: queryText('userType').pipe(z.string().max(20, 'userType을 확인해주세요.').optional()),
  userNo: queryInt('userNo'),
  rate: rateListQuery(),
});
export type LawyerQueueQuery = z.output<typeof lawyerQueueQuerySchema>;

const brokerSchema = z.object({
  userNo: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
});

export const lawyerQueueItemSchema = z.object({
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  /** ISO 8601. */
  requestedAt: z.string(),
  /** ISO 8601; null while open. */
  decidedAt: z.string().nullable(),
  state: z.enum(LAWYER_REQUEST_STATES),
  /** The listing's LAWYER_CONFIRM now. */
  isConfirm: z.enum(LAWYER_CONFIRM_STATUSES).nullable(),
  /** The verdict of this request; null while open or cancelled. */
  decision: z.enum(LAWYER_DECISIONS).nullable(),
  decidedBy: z.object({ userNo: z.number().int(), name: z.string() }).nullable(),
  /** The broker's grade (RATE code) and a lawyer's correction, if any. */
  brokerGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  computedGrade: z.object({
    level: z.number().int().nullable(),
    rate: z.string().nullable(),
    assessable: z.boolean(),
  }),
  // card fields, as the search card has them (prices in 만원, areas ㎡ and 평)
  status: z.enum(SALE_STATUSES),
  title: z.string(),
  saleAddr: z.string(),
  dong: z.string().nullable(),
  unit: z.string().nullable(),
  saleType: z.enum(SALE_TYPES),
  buildingType: z.string(),
  sellingPrice: z.number().int().nullable(),
  rentPrice: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  monthlyPrice: z.number().int().nullable(),
  /** storedFileName of the main photo: /images/sale/{mainImage}/card.webp */
  mainImage: z.string().nullable(),
  roomType: z.string().nullable(),
  floor: z.number().int(),
  dedicatedArea1: z.number(),
  dedicatedArea2: z.string(),
  isLawyer: z.boolean(),
  isBaro: z.boolean(),
  broker: brokerSchema,
});
export type LawyerQueueItem = z.infer<typeof lawyerQueueItemSchema>;
export const lawyerQueueSchema = z.object({ list: z.array(lawyerQueueItemSchema), pageInfo: pageInfoSchema });
export type LawyerQueue = z.infer<typeof lawyerQueueSchema>;
export const lawyerQueueResponseSchema = envelopeSchema(lawyerQueueSchema);

// ---------------------------------------------------------------------------------------------------------
// Comments

export const lawyerCommentItemSchema = z.object({
  commentNo: z.number().int(),
  saleNo: z.number().int(),
  /** The request the comment was written on; null when none was open. */
  requestNo: z.number().int().nullable(),
  lawyerNo: z.number().int(),
  lawyerName: z.string(),
  /** Null only on a CONFIRM given without a comment. */
  lawyerComment: z.string().nullable(),
  /** Set on the comment a decision wrote; null for a plain comment ('write' mode). */
  decision: z.enum(LAWYER_DECISIONS).nullable(),
  changeSafetyGrade: z.string().nullable(),
  changeReason: z.string().nullable(),
  /** ISO 8601. */
  regDate: z.string(),
});
export type LawyerCommentItem = z.infer<typeof lawyerCommentItemSchema>;

export const lawyerCommentBodySchema = z.object({
  saleNo: intColumn('saleNo', { message: '매물번호를 확인해주세요.' }),
  lawyerComment: lawyerCommentSchema,
});
export type LawyerCommentBody = z.input<typeof lawyerCommentBodySchema>;
export const lawyerCommentResponseSchema = envelopeSchema(lawyerCommentItemSchema);

// ---------------------------------------------------------------------------------------------------------
// GET /api/lawyer/sale/review/:saleNo

export const lawyerReviewParamsSchema = z.object({
  saleNo: intColumn('saleNo', { message: '매물번호를 확인해주세요.' }),
});

export const lawyerRequestSchema = z.object({
  requestNo: z.number().int(),
  state: z.enum(LAWYER_REQUEST_STATES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decision: z.enum(LAWYER_DECISIONS).nullable(),
  /** True while WAIT or ING: the decision buttons are offered. */
  open: z.boolean(),
});
export type LawyerRequest = z.infer<typeof lawyerRequestSchema>;

export const lawyerReviewSchema = z.object({
  saleNo: z.number().int(),
  title: z.string(),
  saleAddr: z.string(),
  saleType: z.enum(SALE_TYPES),
  status: z.enum(SALE_STATUSES),
  isConfirm: z.enum(LAWYER_CONFIRM_STATUSES).nullable(),
  isLawyer: z.boolean(),
  brokerGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  broker: brokerSchema,
  /** The open request, else the latest one; null when the listing never had one. */
  request: lawyerRequestSchema.nullable(),
  /** The figures the grade is computed from, in 만원. */
  figures: z.object({
    deposit: z.number().int().nullable(),
    sellingPrice: z.number().int().nullable(),
    seniorDebt: z.number().int().nullable(),
    publicPrice: z.number().int().nullable(),
    /** (deposit + senior debt) / public price, in percent; 0 when not assessable. */
    ratio: z.number(),
    computedGrade: computedGradeSchema,
  }),
  /** Registry documents: open fileId in the watermarked viewer (/common/download, /common/downloadLink). */
  documents: z.array(saleDocumentSchema),
  /** Every lawyer comment on the listing, newest first ('history' mode). */
  comments: z.array(lawyerCommentItemSchema),
});
export type LawyerReview = z.infer<typeof lawyerReviewSchema>;
export const lawyerReviewResponseSchema = envelopeSchema(lawyerReviewSchema);

// ---------------------------------------------------------------------------------------------------------
// POST /api/lawyer/sale/status — the decision

export const lawyerDecideBodySchema = z
  .object({
    requestNo: intColumn('requestNo', { message: '인증 요청 번호를 확인해주세요.' }),
    saleNo: intColumn('saleNo', { message: '매물번호를 확인해주세요.' }),
    isConfirm: z.enum(LAWYER_DECISIONS, { error: 'isConfirm은 CONFIRM 또는 REJECT로 입력해주세요.' }),
    /** Required for REJECT, optional for CONFIRM. */
    lawyerComment: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      lawyerCommentSchema.optional(),
    ),
    /** A corrected grade; needs changeReason. */
    changeSafetyGrade: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .enum(RATE_CODE_LIST as [RateCode, ...RateCode[]], {
          error: 'changeSafetyGrade는 RATE001~RATE005 중 하나로 입력해주세요.',
        })
        .optional(),
    ),
    changeReason: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      text('changeReason', { max: LAWYER_CHANGE_REASON.max, label: '등급 변경 사유' })
        .min(LAWYER_CHANGE_REASON.min, LAWYER_MESSAGES.changeReasonRequired)
        .max(LAWYER_CHANGE_REASON.max, LAWYER_MESSAGES.changeReasonTooLong)
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.isConfirm === 'REJECT' && body.lawyerComment === undefined)
      ctx.addIssue({ code: 'custom', message: LAWYER_MESSAGES.commentTooShort, path: ['lawyerComment'] });
    if (body.changeSafetyGrade !== undefined && body.changeReason === undefined)
      ctx.addIssue({ code: 'custom', message: LAWYER_MESSAGES.changeReasonRequired, path: ['changeReason'] });
    if (body.changeSafetyGrade === undefined && body.changeReason !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: LAWYER_MESSAGES.changeReasonWithoutGrade,
        path: ['changeSafetyGrade'],
      });
  });
export type LawyerDecideBody = z.input<typeof lawyerDecideBodySchema>;

export const lawyerDecisionSchema = z.object({
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  state: z.literal('DONE'),
  isConfirm: z.enum(LAWYER_DECISIONS),
  isLawyer: z.boolean(),
  safetyGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  comment: lawyerCommentItemSchema,
  calculate: z.object({ calculateNo: z.number().int(), amount: z.number().int() }),
  /** REJECT gives the broker's LAWYER unit back. */
  lawyerQtyReturned: z.boolean(),
});
export type LawyerDecisionResult = z.infer<typeof lawyerDecisionSchema>;
export const lawyerDecisionResponseSchema = envelopeSchema(lawyerDecisionSchema);

// ---------------------------------------------------------------------------------------------------------
// Settlement

export const lawyerSettingSchema = z.object({
  userNo: z.number().int(),
  /** 원, paid per decision (CONFIRM or REJECT). */
  feePerApproval: z.number().int(),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  accountHolder: z.string().nullable(),
  /** True when the operator has not set this lawyer's terms yet and the defaults apply. */
  isDefault: z.boolean(),
});
export type LawyerSetting = z.infer<typeof lawyerSettingSchema>;
export const lawyerSettingResponseSchema = envelopeSchema(lawyerSettingSchema);

/** No period lists everything; month and from/to exclude each other. */
export const lawyerCalculateQuerySchema = z
  .object({
    page: pageParam(),
    limit: limitParam(LAWYER_CALCULATE_LIMITS.max, LAWYER_CALCULATE_LIMITS.fallback),
    ...periodFields,
  })
  .superRefine(checkPeriod);
export type LawyerCalculateQuery = z.output<typeof lawyerCalculateQuerySchema>;

export const lawyerCalculatePeriodQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type LawyerCalculatePeriod = z.output<typeof lawyerCalculatePeriodQuerySchema>;

export const lawyerCalculateLineSchema = z.object({
  calculateNo: z.number().int(),
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  saleTitle: z.string(),
  decision: z.enum(LAWYER_DECISIONS),
  /** 원. */
  amount: z.number().int(),
  state: z.enum(CALCULATE_STATES),
  stateLabel: z.string(),
  /** ISO 8601. */
  decidedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type LawyerCalculateLine = z.infer<typeof lawyerCalculateLineSchema>;
export const lawyerCalculateListSchema = z.object({
  list: z.array(lawyerCalculateLineSchema),
  pageInfo: pageInfoSchema,
});
export type LawyerCalculateList = z.infer<typeof lawyerCalculateListSchema>;
export const lawyerCalculateListResponseSchema = envelopeSchema(lawyerCalculateListSchema);

/** amount = paidAmount + pendingAmount + heldAmount, in 원. */
export const lawyerCalculateTotalSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  pendingAmount: z.number().int(),
  heldAmount: z.number().int(),
});
export type LawyerCalculateTotal = z.infer<typeof lawyerCalculateTotalSchema>;
export const lawyerCalculateTotalResponseSchema = envelopeSchema(lawyerCalculateTotalSchema);

export const lawyerCalculateSearchParamsSchema = z.object({ userNo: intColumn('userNo') });
/** PATCH body: the same period (and paging) as the list, in JSON. */
export const lawyerCalculateSearchBodySchema = z
  .object({
    page: intColumn('page', { max: 100_000 }).optional(),
    limit: intColumn('limit', { max: LAWYER_CALCULATE_LIMITS.max }).optional(),
    ...periodFields,
  })
  .superRefine(checkPeriod);
export type LawyerCalculateSearchBody = z.input<typeof lawyerCalculateSearchBodySchema>;
export const lawyerCalculateSearchSchema = z.object({
  lines: lawyerCalculateListSchema,
  total: lawyerCalculateTotalSchema,
});
export type LawyerCalculateSearch = z.infer<typeof lawyerCalculateSearchSchema>;
export const lawyerCalculateSearchResponseSchema = envelopeSchema(lawyerCalculateSearchSchema);
