import { z } from 'zod';
import { BUILDING_TYPES } from '../codes.ts';
import { COST_AMOUNT_MAX_DIGITS } from '../fees.ts';
import { envelopeSchema } from './envelope.ts';
import { text } from './primitives.ts';
import { computedGradeSchema } from './sale-detail.ts';

/*
 * 안심 진단 (issue 18 §4): the safety check of any address, public. The answer is the grade of the
 * product's tables with its reasons, the public price and where it came from, 최우선변제 and HUG deposit
 * insurance with why, and a checklist for before signing; the same body gives the answer as an A4 PDF.
 */

export const SAFETY_CHECK_MESSAGES = {
  bjdCode: '주소를 검색해서 선택해주세요.',
  address: '주소를 검색해서 선택해주세요.',
  buildingType: '건물 유형을 선택해주세요.',
  dealType: '거래 유형(전세 또는 월세)을 선택해주세요.',
  deposit: '보증금을 1만원 이상, 9자리 이하의 숫자(만원)로 입력해주세요.',
  monthlyPrice: '월세를 1만원 이상의 숫자(만원)로 입력해주세요.',
  seniorDebt: '선순위 채권은 0 이상, 9자리 이하의 숫자(만원)로 입력해주세요.',
  publicPrice: '공시가격은 1만원 이상, 9자리 이하의 숫자(만원)로 입력해주세요.',
  area: '전용면적은 0보다 크고 99,999.99㎡ 이하인 숫자로 입력해주세요.',
  priceOrArea: '공시가격을 직접 입력하거나, 추정에 쓸 전용면적(㎡)을 입력해주세요.',
  flag: '예 또는 아니오로 답해주세요.',
} as const;

const M = SAFETY_CHECK_MESSAGES;
const AMOUNT_MAX = 10 ** COST_AMOUNT_MAX_DIGITS - 1;

const manwon = (message: string, min: number) =>
  z.number({ message }).int({ message }).min(min, { message }).max(AMOUNT_MAX, { message });
const flag = (fallback: boolean) => z.boolean({ message: M.flag }).default(fallback);

/** The deal types a tenant checks: 전세 (RENT) and 월세 (MONTHLY). */
export const SAFETY_CHECK_DEAL_TYPES = ['RENT', 'MONTHLY'] as const;

export const safetyCheckBodySchema = z
  .object({
    /** The 법정동 of the address the address search gave. */
    bjdCode: z.string({ message: M.bjdCode }).regex(/^\d{10}$/, M.bjdCode),
    /** The address as the search showed it (지번 or 도로명, with the building). */
    address: text('address', { label: '주소', min: 1, max: 200 }),
    buildingType: z.enum(BUILDING_TYPES, { message: M.buildingType }),
    dealType: z.enum(SAFETY_CHECK_DEAL_TYPES, { message: M.dealType }),
    /** 만원. */
    deposit: manwon(M.deposit, 1),
    /** 만원; 월세 only. */
    monthlyPrice: manwon(M.monthlyPrice, 1).max(99_999, { message: M.monthlyPrice }).nullish(),
    /** 채권최고액 and other senior claims from the 등기부등본 (만원). */
    seniorDebt: manwon(M.seniorDebt, 0).default(0),
    /** Other senior rights with no amount (가압류·가처분·선순위 임차권 등). */
    otherSeniorRights: flag(false),
    /** 전용면적 ㎡, for the public price estimate. */
    area: z
      .number({ message: M.area })
      .gt(0, { message: M.area })
      .max(99_999.99, { message: M.area })
      .nullish(),
    /** The tenant's own public price (만원): overrides the open data. */
    publicPrice: manwon(M.publicPrice, 1).nullish(),
    landOwnerSameAsBuilding: flag(true),
    illegalBuilding: flag(false),
    multiUnitHouse: flag(false),
    taxArrears: flag(false),
  })
  .superRefine((body, ctx) => {
    if (body.dealType === 'MONTHLY' && body.monthlyPrice == null)
      ctx.addIssue({ code: 'custom', path: ['monthlyPrice'], message: M.monthlyPrice });
    if (body.publicPrice == null && body.area == null)
      ctx.addIssue({ code: 'custom', path: ['publicPrice'], message: M.priceOrArea });
  });
export type SafetyCheckInput = z.input<typeof safetyCheckBodySchema>;
export type SafetyCheckBody = z.output<typeof safetyCheckBodySchema>;

export const safetyCheckEntitySchema = z.object({
  address: z.string(),
  region: z.object({ sido: z.string(), sigungu: z.string(), dong: z.string() }),
  dealType: z.enum(SAFETY_CHECK_DEAL_TYPES),
  buildingType: z.enum(BUILDING_TYPES),
  deposit: z.number().int(),
  monthlyPrice: z.number().int().nullable(),
  seniorDebt: z.number().int(),
  publicPrice: z.object({
    /** 만원; null when neither the open data nor an estimate could give one. */
    value: z.number().int().nullable(),
    origin: z.enum(['OFFICIAL', 'ESTIMATE', 'MANUAL', 'NONE']),
    /** '공시가격', '추정', '직접 입력', '확인 불가'. */
    label: z.string(),
    /** How the figure was reached, in Korean. */
    basis: z.string(),
  }),
  grade: computedGradeSchema,
  /** The marks of the ratio bar (percent of 공시가격). */
  thresholds: z.array(z.number()),
  priorityRepayment: z.object({
    tierLabel: z.string(),
    maxDeposit: z.number().int(),
    protectedAmount: z.number().int(),
    smallTenant: z.boolean(),
    protectedPart: z.number().int(),
    fullyProtected: z.boolean(),
    summary: z.string(),
  }),
  insurance: z.object({
    eligible: z.boolean(),
    summary: z.string(),
    conditions: z.array(z.object({ label: z.string(), met: z.boolean(), detail: z.string() })),
  }),
  checklist: z.array(
    z.object({ key: z.string(), title: z.string(), detail: z.string(), important: z.boolean() }),
  ),
  /** The day of the check in Korea, YYYY-MM-DD. */
  checkedOn: z.string(),
});
export type SafetyCheckEntity = z.infer<typeof safetyCheckEntitySchema>;
export const safetyCheckResponseSchema = envelopeSchema(safetyCheckEntitySchema);
