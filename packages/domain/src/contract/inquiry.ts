import { z } from 'zod';
import {
  INQUIRY_OTHER_CODE,
  INQUIRY_REASON_CODES,
  INQUIRY_TYPE_CODES,
  INQUIRY_TYPE_SALE,
  type InquiryReasonCode,
} from '../codes.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { hasNul, intColumn, limitParam, nulMessage, pageParam, queryText } from './primitives.ts';

/*
 * Inquiries (spec 02 §3, §4, §5, §7; spec 01 §2 /myPage/inquiry, /inquiry): a listing inquiry (INQUIRY_TYPE001,
 * the Kakao chat modal) goes to the listing's broker; a 1대1 inquiry (INQUIRY_TYPE002..006, a category) goes
 * to the operator. The asker, the listing's broker and the operator may read one; anyone else gets 404.
 */

export const INQUIRY_LIMITS = {
  /** The free text of INQUIRY006 기타 (spec 02 §5): 5–100. Optional and ≤100 for the other reasons. */
  reason: { min: TEXT_LIMITS.inquiry.min, max: TEXT_LIMITS.inquiry.max },
  title: { min: 2, max: 50 },
  content: { min: 5, max: 1000 },
  answer: { min: 2, max: 1000 },
  name: { max: 50 },
  phone: { max: 11 },
} as const;

export const INQUIRY_PAGE = { max: 30, fallback: 30 } as const;

export const INQUIRY_MESSAGES = {
  saved: '문의가 완료되었습니다.',
  reasonTooShort: TEXT_LIMITS.inquiry.tooShort,
  reasonTooLong: TEXT_LIMITS.inquiry.tooLong,
  reasonTypeRequired: '문의 항목을 하나 이상 선택해주세요.',
  reasonTypeInvalid: `reasonType은 ${INQUIRY_REASON_CODES.join(', ')} 중에서 골라주세요.`,
  inquiryTypeInvalid: `inquiryType은 ${INQUIRY_TYPE_CODES.join(', ')} 중 하나로 입력해주세요.`,
  saleRequired: '문의할 매물을 확인해주세요.',
  saleNotAllowed: '1대1 문의에는 매물을 지정할 수 없습니다.',
  titleTooShort: '제목을 2자 이상 입력해주세요.',
  titleTooLong: '제목은 50자 이내로 입력해주세요.',
  contentTooShort: '내용을 5자 이상 입력해주세요.',
  contentTooLong: '내용은 1000자 이내로 입력해주세요.',
  answerTooShort: '답변을 2자 이상 입력해주세요.',
  answerTooLong: '답변은 1000자 이내로 입력해주세요.',
  phoneFormat: '연락처는 숫자 11자리 이내로 입력해주세요.',
  inquiryNoNotAllowed: '등록한 문의는 수정할 수 없습니다.',
  ownSale: '내 매물에는 문의할 수 없습니다.',
  saleNotFound: '매물을 찾을 수 없습니다.',
  notFound: '문의를 찾을 수 없습니다.',
  alreadyAnswered: '이미 답변한 문의입니다.',
  answered: '답변이 등록되었습니다.',
  deleted: '문의가 삭제되었습니다.',
  notYours: '본인 계정으로만 문의할 수 있습니다.',
  brokerOnly: '중개인만 볼 수 있습니다.',
  empty: '내역이 없습니다.',
  tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const INQUIRY_STATES = ['WAIT', 'ANSWERED'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const INQUIRY_STATE_LABELS = { WAIT: '답변 대기', ANSWERED: '답변 완료' } as const satisfies Record<
  InquiryState,
  string
>;

export const isSaleInquiry = (inquiryType: string): boolean => inquiryType === INQUIRY_TYPE_SALE;

// ---------------------------------------------------------------------------------------------------------
// POST /api/inquiry

/** Optional text: absent, null and '' are null; NUL refused; trimmed. Length is checked by the refinement. */
const optionalText = (field: string, max: number, tooLong: string) =>
  z
    .string({ error: `${field}은(는) 문자로 입력해주세요.` })
    .trim()
    .refine((v) => !hasNul(v), { message: nulMessage(field), abort: true })
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

const nullableInt = (field: string) =>
  z
    .union([intColumn(field), z.null()])
    .optional()
    .transform((v) => v ?? null);

export const inquirySaveBodySchema = z
  .object({
    /** Only new inquiries: null or absent. */
    inquiryNo: z.null({ error: INQUIRY_MESSAGES.inquiryNoNotAllowed }).optional(),
    userNo: intColumn('userNo'),
    saleNo: nullableInt('saleNo'),
    /** The free text; required 5–100 when reasonType holds INQUIRY006. Checked with the reasons below. */
    reason: optionalText('reason', INQUIRY_LIMITS.reason.max, INQUIRY_MESSAGES.reasonTooLong),
    name: optionalText('name', INQUIRY_LIMITS.name.max, '이름은 50자 이내로 입력해주세요.'),
    phone: optionalText('phone', INQUIRY_LIMITS.phone.max, INQUIRY_MESSAGES.phoneFormat).refine(
      (v) => v === null || /^\d+$/.test(v),
      { message: INQUIRY_MESSAGES.phoneFormat },
    ),
    /** The listing's broker as the client knows it; the server uses the listing's owner. */
    saleUserNo: nullableInt('saleUserNo'),
    inquiryType: z.enum(INQUIRY_TYPE_CODES, { error: INQUIRY_MESSAGES.inquiryTypeInvalid }),
    reasonType: z
      .array(z.enum(INQUIRY_REASON_CODES, { error: INQUIRY_MESSAGES.reasonTypeInvalid }), {
        error: INQUIRY_MESSAGES.reasonTypeInvalid,
      })
      .max(INQUIRY_REASON_CODES.length, INQUIRY_MESSAGES.reasonTypeInvalid)
      .optional()
      .transform((v): InquiryReasonCode[] => [...new Set(v ?? [])]),
    /** 1대1 only: 2–50. */
    title: optionalText('title', INQUIRY_LIMITS.title.max, INQUIRY_MESSAGES.titleTooLong),
    /** 1대1 only: 5–1000. */
    content: optionalText('content', INQUIRY_LIMITS.content.max, INQUIRY_MESSAGES.contentTooLong),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isSaleInquiry(v.inquiryType)) {
      if (v.saleNo === null) issue('saleNo', INQUIRY_MESSAGES.saleRequired);
      if (v.reasonType.length === 0) issue('reasonType', INQUIRY_MESSAGES.reasonTypeRequired);
      if (
        v.reasonType.includes(INQUIRY_OTHER_CODE) &&
        (v.reason === null || v.reason.length < INQUIRY_LIMITS.reason.min)
      )
        issue('reason', INQUIRY_MESSAGES.reasonTooShort);
    } else {
      if (v.saleNo !== null) issue('saleNo', INQUIRY_MESSAGES.saleNotAllowed);
      if (v.reasonType.length > 0) issue('reasonType', INQUIRY_MESSAGES.reasonTypeInvalid);
      if (v.title === null || v.title.length < INQUIRY_LIMITS.title.min)
        issue('title', INQUIRY_MESSAGES.titleTooShort);
      if (v.content === null || v.content.length < INQUIRY_LIMITS.content.min)
        issue('content', INQUIRY_MESSAGES.contentTooShort);
    }
  });
export type InquirySaveBody = z.infer<typeof inquirySaveBodySchema>;
export type InquirySaveInput = z.input<typeof inquirySaveBodySchema>;

export const inquirySavedSchema = z.object({ inquiryNo: z.number().int() });
export const inquirySaveResponseSchema = envelopeSchema(inquirySavedSchema);

// ---------------------------------------------------------------------------------------------------------
// Lists

export const inquiryListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(INQUIRY_PAGE.max, INQUIRY_PAGE.fallback),
});

export const inquirySaleListQuerySchema = inquiryListQuerySchema.extend({
  /** WAIT or ANSWERED; absent or '' for both. */
  state: queryText('state').transform((value, ctx): InquiryState | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const state = INQUIRY_STATES.find((s) => s === value.trim());
    if (!state) {
      ctx.addIssue({
        code: 'custom',
        message: `state는 ${INQUIRY_STATES.join(', ')} 중 하나로 입력해주세요.`,
      });
      return z.NEVER;
    }
    return state;
  }),
});

export const codeNameSchema = z.object({ code: z.string(), name: z.string() });

export const inquirySummarySchema = z.object({
  inquiryNo: z.number().int(),
  inquiryType: z.string(),
  /** The category name of inquiryType ('매물 문의', '계정·로그인', …). */
  inquiryTypeName: z.string(),
  /** The header text: a listing inquiry's '{시군구 동} {거래} {가격} 문의' (or its title); a 1대1 its title. */
  inquiryName: z.string(),
  saleNo: z.number().int().nullable(),
  reasonTypes: z.array(codeNameSchema),
  reason: z.string().nullable(),
  state: z.enum(INQUIRY_STATES),
  /** ISO 8601. */
  regDate: z.string(),
  answeredAt: z.string().nullable(),
  /** True when the caller asked it. */
  mine: z.boolean(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryListSchema = z.object({ list: z.array(inquirySummarySchema), pageInfo: pageInfoSchema });
export type InquiryList = z.infer<typeof inquiryListSchema>;
export const inquiryListResponseSchema = envelopeSchema(inquiryListSchema);

/** About my listings: the asker's name and a masked phone too. */
export const inquirySaleItemSchema = inquirySummarySchema.extend({
  askerName: z.string().nullable(),
  /** e.g. '010-****-5678'. */
  askerPhone: z.string().nullable(),
});
export type InquirySaleItem = z.infer<typeof inquirySaleItemSchema>;
export const inquirySaleListSchema = z.object({
  list: z.array(inquirySaleItemSchema),
  pageInfo: pageInfoSchema,
});
export type InquirySaleList = z.infer<typeof inquirySaleListSchema>;
export const inquirySaleListResponseSchema = envelopeSchema(inquirySaleListSchema);

// ---------------------------------------------------------------------------------------------------------
// Detail, answer, delete

export const inquiryParamsSchema = z.object({ inquiryNo: intColumn('inquiryNo') });

export const inquiryDetailSchema = inquirySummarySchema.extend({
  name: z.string().nullable(),
  /** In full to the asker and the listing's broker; masked to the operator. */
  phone: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  answer: z
    .object({ text: z.string(), answeredAt: z.string(), answererName: z.string().nullable() })
    .nullable(),
  sale: z
    .object({
      saleNo: z.number().int(),
      title: z.string().nullable(),
      address: z.string(),
      mainImage: z.string().nullable(),
    })
    .nullable(),
  /** True when the caller may answer it (the listing's broker, or the operator). */
  canAnswer: z.boolean(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;
export const inquiryDetailResponseSchema = envelopeSchema(inquiryDetailSchema);

export const inquiryAnswerBodySchema = z.object({
  answer: z
    .string({ error: INQUIRY_MESSAGES.answerTooShort })
    .trim()
    .refine((v) => !hasNul(v), { message: nulMessage('답변'), abort: true })
    .min(INQUIRY_LIMITS.answer.min, INQUIRY_MESSAGES.answerTooShort)
    .max(INQUIRY_LIMITS.answer.max, INQUIRY_MESSAGES.answerTooLong),
});
export type InquiryAnswerBody = z.infer<typeof inquiryAnswerBodySchema>;
export const inquiryAnswerResponseSchema = envelopeSchema(inquiryDetailSchema);

export const inquiryDeleteResponseSchema = envelopeSchema(z.object({ inquiryNo: z.number().int() }));
