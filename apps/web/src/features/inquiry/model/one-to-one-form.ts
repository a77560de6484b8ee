import { INQUIRY_TYPE_CODES, type InquiryTypeCode } from '@ansim/domain';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@ansim/domain/contract';
import { z } from 'zod';

/** The 1대1 categories: every INQUIRY_TYPE but the listing inquiry and the old catch-all '1대1 문의'. */
export const ONE_TO_ONE_CATEGORIES = INQUIRY_TYPE_CODES.filter(
  (code) => code !== 'INQUIRY_TYPE001' && code !== 'INQUIRY_TYPE002',
);

export const CATEGORY_REQUIRED = '문의 유형을 선택해주세요.';

const isCategory = (value: string): value is InquiryTypeCode =>
  (ONE_TO_ONE_CATEGORIES as readonly string[]).includes(value);

/**
 * The /inquiry form: the fields of the contract's 1대1 body (inquirySaveBodySchema), with its limits and
 * messages, checked as the server checks them (trimmed) so the form says what the server would.
 */
export const oneToOneFormSchema = z.object({
  inquiryType: z
    .string()
    .refine(isCategory, { message: CATEGORY_REQUIRED })
    .transform((value) => value as InquiryTypeCode),
  title: z
    .string()
    .trim()
    .min(INQUIRY_LIMITS.title.min, INQUIRY_MESSAGES.titleTooShort)
    .max(INQUIRY_LIMITS.title.max, INQUIRY_MESSAGES.titleTooLong),
  content: z
    .string()
    .trim()
    .min(INQUIRY_LIMITS.content.min, INQUIRY_MESSAGES.contentTooShort)
    .max(INQUIRY_LIMITS.content.max, INQUIRY_MESSAGES.contentTooLong),
});
export type OneToOneForm = z.output<typeof oneToOneFormSchema>;
export type OneToOneFormInput = z.input<typeof oneToOneFormSchema>;

export const EMPTY_ONE_TO_ONE: OneToOneFormInput = { inquiryType: '', title: '', content: '' };
