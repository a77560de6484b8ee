import { z } from 'zod';
import { SALE_TYPES } from '../codes.ts';
import { PROMOTION_RELATIONSHIPS } from '../promotion-consent.ts';
import { amountField } from '../sale-form.ts';
import { parseYmd, validatePhone } from '../validation.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';

/*
 * The promotion confirmation and photo consent form (매물홍보확인서, spec 02 §3, §9): the client who asks a
 * broker to advertise a listing (의뢰인, `promotionName`) confirms the listing's address, deal and price,
 * says how they stand to the owner (`relationship`), and agrees to photos and advertisements. The broker
 * previews it as an A4 PDF (POST /api/sale/consent/pdf) and keeps it with the listing
 * (POST /api/sale/{saleNo}/consent). The personal fields are wiped one year after they were given
 * (PROMOTION_CONSENT_RETENTION_YEARS).
 */

export const PROMOTION_CONSENT_MESSAGES = {
  type: '거래 유형을 선택해주세요.',
  price: '거래 금액을 입력해주세요.',
  monthlyPrice: '월세를 입력해주세요.',
  amountDigits: '금액은 9자리 이하의 숫자로 입력해주세요.',
  relationship: '의뢰인과 소유자의 관계를 선택해주세요.',
  relationshipText: '의뢰인과 소유자의 관계를 직접 입력해주세요.',
  regDate: '작성일을 정확히 입력해주세요. (예: 2026-01-31)',
  saleNoMismatch: '매물번호가 주소의 매물번호와 다릅니다.',
} as const;

const M = PROMOTION_CONSENT_MESSAGES;

/** The values of PROMOTION_RELATIONSHIPS; 99 is 직접 입력 and needs `relationshipText`. */
export const PROMOTION_RELATIONSHIP_VALUES = PROMOTION_RELATIONSHIPS.map((r) => r.value);
export type PromotionRelationship = (typeof PROMOTION_RELATIONSHIPS)[number]['value'];
export const CUSTOM_RELATIONSHIP = 99 satisfies PromotionRelationship;

export const CONSENT_LIMITS = {
  newSaleAddr: 200,
  ownerName: 30,
  promotionName: 30,
  relationshipText: 20,
  company: 50,
} as const;

const relationshipSchema = z
  .union([z.number(), z.string()], { error: M.relationship })
  .transform((value, ctx): PromotionRelationship => {
    const n = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
    const found = PROMOTION_RELATIONSHIPS.find((r) => r.value === n);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: M.relationship });
      return z.NEVER;
    }
    return found.value;
  });

/** 'YYYY-MM-DD' of a real calendar day (the date input's value). */
const regDateSchema = z
  .string({ error: M.regDate })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseYmd(v.replaceAll('-', '')) !== null, {
    message: M.regDate,
  });

const contactSchema = z
  .string({ error: '의뢰인 연락처를 입력해주세요.' })
  .max(20, '의뢰인 연락처를 정확히 입력해주세요.')
  .transform((value, ctx) => {
    const check = validatePhone(value);
    if (!check.ok) {
      ctx.addIssue({
        code: 'custom',
        message: value.trim() === '' ? '의뢰인 연락처를 입력해주세요.' : check.message,
      });
      return z.NEVER;
    }
    return value.trim();
  });

const formShape = {
  /** Absent before the listing is saved: a preview of a new registration. */
  saleNo: intColumn('매물번호').nullish(),
  newSaleAddr: text('newSaleAddr', { max: CONSENT_LIMITS.newSaleAddr, min: 1, label: '매물 주소' }),
  type: z.enum(SALE_TYPES, { message: M.type }),
  /** 만원: 매매가, 전세금, or 월세's 보증금. */
  price: amountField(M.amountDigits),
  /** 만원, for 월세 only. */
  monthlyPrice: amountField(M.amountDigits),
  ownerName: text('ownerName', { max: CONSENT_LIMITS.ownerName, min: 1, label: '소유자 성명' }),
  relationship: relationshipSchema,
  relationshipText: text('relationshipText', {
    max: CONSENT_LIMITS.relationshipText,
    label: '관계',
  })
    .nullish()
    .transform((v) => (v ? v : null)),
  promotionName: text('promotionName', {
    max: CONSENT_LIMITS.promotionName,
    min: 1,
    label: '의뢰인 성명',
  }),
  company: text('company', { max: CONSENT_LIMITS.company, min: 1, label: '중개사무소 이름' }),
  phone: contactSchema,
  regDate: regDateSchema,
};

/**
 * A cross-field rule runs as soon as the fields it reads are valid, even while others are not (zod would
 * otherwise wait for the whole form), so the form shows every message at the first submit.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      // An issue about the whole body (not an object at all) stops every rule.
      return field === undefined || fields.includes(String(field));
    });

type CheckedForm = z.output<z.ZodObject<typeof formShape>>;

/** The form, for the web's dialog (react-hook-form) and both routes' bodies. */
export const promotionConsentSchema = z
  .object(formShape)
  .refine((form: CheckedForm) => form.price !== null, {
    message: M.price,
    path: ['price'],
    when: whenValid('price'),
  })
  .refine((form: CheckedForm) => form.type !== 'MONTHLY' || form.monthlyPrice !== null, {
    message: M.monthlyPrice,
    path: ['monthlyPrice'],
    when: whenValid('type', 'monthlyPrice'),
  })
  .refine(
    (form: CheckedForm) => form.relationship !== CUSTOM_RELATIONSHIP || form.relationshipText !== null,
    {
      message: M.relationshipText,
      path: ['relationshipText'],
      when: whenValid('relationship', 'relationshipText'),
    },
  );

export type PromotionConsentInput = z.input<typeof promotionConsentSchema>;
/** The form as checked: amounts in 만원 (price never null), a monthly price only for 월세. */
export type PromotionConsent = z.output<typeof promotionConsentSchema>;

/** The relationship as the form prints it: the option's label, or the typed text for 직접 입력. */
export const relationshipLabel = (
  relationship: PromotionRelationship,
  relationshipText: string | null | undefined,
): string =>
  relationship === CUSTOM_RELATIONSHIP
    ? (relationshipText ?? '')
    : (PROMOTION_RELATIONSHIPS.find((r) => r.value === relationship)?.label ?? '');

export const promotionConsentSaveParamsSchema = z.object({ saleNo: intColumn('saleNo') });

export const promotionConsentSavedSchema = z.object({
  consentNo: z.number().int(),
  /** The stored PDF, a private file of the broker (GET /files/{fileId}). */
  fileId: z.string(),
});
export type PromotionConsentSaved = z.infer<typeof promotionConsentSavedSchema>;
export const promotionConsentSaveResponseSchema = envelopeSchema(promotionConsentSavedSchema);
