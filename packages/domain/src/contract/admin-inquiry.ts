import { z } from 'zod';
import { INQUIRY_TYPE_CODES, INQUIRY_TYPE_SALE } from '../codes.ts';
import { adminListQuerySchema, adminSearchTextSchema } from './admin.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { INQUIRY_STATES, inquiryAnswerBodySchema } from './inquiry.ts';
import { intColumn } from './primitives.ts';

/*
 * 1대1 inquiries in the console (issue 17 §7): the operator's queue of the categories INQUIRY_TYPE002–006
 * (a listing inquiry, INQUIRY_TYPE001, is its broker's to answer), one thread each, and the one answer.
 */

/** The 1대1 categories: every inquiry type but the listing inquiry. */
export const ONE_TO_ONE_INQUIRY_TYPES = INQUIRY_TYPE_CODES.filter((code) => code !== INQUIRY_TYPE_SALE) as [
  Exclude<(typeof INQUIRY_TYPE_CODES)[number], typeof INQUIRY_TYPE_SALE>,
  ...Exclude<(typeof INQUIRY_TYPE_CODES)[number], typeof INQUIRY_TYPE_SALE>[],
];
export type OneToOneInquiryType = (typeof ONE_TO_ONE_INQUIRY_TYPES)[number];

export const ADMIN_INQUIRY_SORTS = ['regDate', 'answeredAt'] as const;

export const adminInquiryListQuerySchema = adminListQuerySchema(ADMIN_INQUIRY_SORTS).extend({
  state: z.enum(INQUIRY_STATES, { error: '답변 상태는 WAIT, ANSWERED 중 하나로 입력해주세요.' }).optional(),
  category: z
    .enum(ONE_TO_ONE_INQUIRY_TYPES, {
      error: `문의 분류는 ${ONE_TO_ONE_INQUIRY_TYPES.join(', ')} 중 하나로 입력해주세요.`,
    })
    .optional(),
  /** Words of the title, or the asker's id or name. */
  q: adminSearchTextSchema,
});
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuerySchema>;

export const adminInquiryItemSchema = z.object({
  inquiryNo: z.number().int(),
  category: z.enum(ONE_TO_ONE_INQUIRY_TYPES),
  categoryName: z.string(),
  title: z.string(),
  asker: z.object({
    userNo: z.number().int(),
    loginId: z.string().nullable(),
    name: z.string(),
    userType: z.string(),
  }),
  state: z.enum(INQUIRY_STATES),
  /** ISO 8601. */
  regDate: z.string(),
  answeredAt: z.string().nullable(),
});
export type AdminInquiryItem = z.infer<typeof adminInquiryItemSchema>;
export const adminInquiryListSchema = pagedSchema(adminInquiryItemSchema);
export type AdminInquiryList = z.infer<typeof adminInquiryListSchema>;
export const adminInquiryListResponseSchema = envelopeSchema(adminInquiryListSchema);

export const adminInquiryParamsSchema = z.object({ inquiryNo: intColumn('inquiryNo') });

export const adminInquiryDetailSchema = adminInquiryItemSchema.extend({
  content: z.string(),
  /** The contact the asker left, masked ('010-****-5678'): the operator answers here, not by phone. */
  phone: z.string().nullable(),
  answer: z
    .object({ text: z.string(), answeredAt: z.string(), answererName: z.string().nullable() })
    .nullable(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;
export const adminInquiryDetailResponseSchema = envelopeSchema(adminInquiryDetailSchema);

/** The answer: 2–1000 characters, the same rule as a broker's answer. */
export const adminInquiryAnswerBodySchema = inquiryAnswerBodySchema;
export type AdminInquiryAnswerBody = z.infer<typeof adminInquiryAnswerBodySchema>;
