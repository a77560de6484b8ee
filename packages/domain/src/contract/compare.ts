import { z } from 'zod';
import { BUILDING_TYPES, SALE_TYPES } from '../codes.ts';
import { UTILITIES } from '../fees.ts';
import { envelopeSchema } from './envelope.ts';
import { INT4_MAX, queryText, toInteger } from './primitives.ts';
import {
  codeItemSchema,
  computedGradeSchema,
  gradeCorrectionSchema,
  nearestStationSchema,
} from './sale-detail.ts';

/*
 * GET /api/sale/compare: up to three listings side by side (P14 item 6). Each column is the comparison's
 * facts of one listing, read as the detail reads them (same visibility, same grade, same fee totals), but
 * without the detail's side effects: it is not a view of the listing.
 */

/** How many listings one comparison holds. */
export const COMPARE_MAX = 3;

export const COMPARE_MESSAGES = {
  required: '비교할 매물 번호를 입력해주세요.',
  notNumber: '매물 번호는 숫자로 입력해주세요.',
  tooMany: `최대 ${COMPARE_MAX}개까지 비교할 수 있어요.`,
  duplicate: '같은 매물을 두 번 비교할 수 없어요.',
  noneVisible: '비교할 수 있는 매물이 없습니다.',
  omitted: (count: number) => `볼 수 없는 매물 ${count}개는 빼고 비교했어요.`,
} as const;

/**
 * `saleNo` repeated (`?saleNo=1&saleNo=2`) or comma-separated (`?saleNo=1,2`): 1 to COMPARE_MAX distinct
 * listing numbers, in the order the columns take.
 */
export const compareQuerySchema = z.object({
  saleNo: queryText('saleNo').transform((value, ctx): number[] => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (parts.length === 0) return fail(COMPARE_MESSAGES.required);
    // Before parsing, so that a long list of junk is refused for its length without reading it.
    if (parts.length > COMPARE_MAX) return fail(COMPARE_MESSAGES.tooMany);
    const numbers = parts.map(toInteger);
    if (numbers.some((n) => n === null || n < 1 || n > INT4_MAX)) return fail(COMPARE_MESSAGES.notNumber);
    const saleNos = numbers as number[];
    if (new Set(saleNos).size !== saleNos.length) return fail(COMPARE_MESSAGES.duplicate);
    return saleNos;
  }),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** The fee lines of a breakdown: the public cost, the six utilities, and the broker's other cost. */
export const COMPARE_FEE_ITEMS = ['publicCost', ...UTILITIES, 'etcCost'] as const;
export type CompareFeeItem = (typeof COMPARE_FEE_ITEMS)[number];

/**
 * 관리비 in full, in 원: its kind, the monthly total the detail shows (the stored total, else the spec's
 * total of the fee's type, else the card's 만원), each line of the breakdown, what it covers and what is
 * billed apart.
 */
export const compareFeeSchema = z.object({
  /** COST_TYPE001 정액, COST_TYPE002 실비, COST_TYPE003 확인 불가; null when the broker gave no fee type. */
  kind: z.enum(['FIXED', 'ACTUAL', 'UNCONFIRMED']).nullable(),
  typeName: z.string().nullable(),
  /** Null when unknown (확인 불가 or nothing given); 0 is 관리비 없음. */
  monthlyWon: z.number().int().nullable(),
  items: z.array(
    z.object({
      item: z.enum(COMPARE_FEE_ITEMS),
      /** Null for a utility billed by usage. */
      won: z.number().int().nullable(),
      byUsage: z.boolean(),
      /** What the other cost is, in the broker's words (etcCost only). */
      text: z.string().nullable(),
    }),
  ),
  /** The basis of a flat fee, the basis of an actual one, or why it cannot be confirmed. */
  basis: z.string().nullable(),
  /** COST_ITEM names: what the fee covers. */
  included: z.array(z.string()),
  /** PRIVATE_COST names: utilities billed apart. */
  separate: z.array(z.string()),
  /** The broker's notes about the fee. */
  notes: z.array(z.string()),
});
export type CompareFee = z.infer<typeof compareFeeSchema>;

export const compareItemSchema = z.object({
  saleNo: z.number().int(),
  title: z.string(),
  saleAddr: z.string(),
  buildingType: z.enum(BUILDING_TYPES),
  saleTypeCode: z.enum(SALE_TYPES),
  /** '매매', '전세', '월세'. */
  saleType: z.string(),
  /** 만원. */
  sellingPrice: z.number().int().nullable(),
  rentPrice: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  monthlyPrice: z.number().int().nullable(),
  fee: compareFeeSchema,
  /** ㎡, and 평 as text with 2 decimals (as the detail). */
  dedicatedArea1: z.number(),
  dedicatedArea2: z.string(),
  supplyArea1: z.number().nullable(),
  supplyArea2: z.string().nullable(),
  /** 0 반지하, 101 옥탑, negative 지하 (floorLabel). */
  floor: z.number().int(),
  entireFloor: z.number().int().nullable(),
  /** ROOM_TYPE code. */
  roomType: z.string().nullable(),
  toilet: codeItemSchema.nullable(),
  direction: codeItemSchema.nullable(),
  heatList: z.array(codeItemSchema),
  acList: z.array(codeItemSchema),
  lifeList: z.array(codeItemSchema),
  securityList: z.array(codeItemSchema),
  etcList: z.array(codeItemSchema),
  /** YYYY-MM-DD; null means 즉시 입주. */
  applyDate: z.string().nullable(),
  safetyGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  gradeCorrection: gradeCorrectionSchema.nullable(),
  /** The grade the figures support, its reasons and 최우선변제 (as the detail's). */
  computedGrade: computedGradeSchema,
  station: nearestStationSchema.nullable(),
  isLawyer: z.boolean(),
  isConfirm: z.string().nullable(),
  /** The card photo's URL, as the card has it; null when the listing has none. */
  mainImage: z.string().nullable(),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareSchema = z.object({
  /** The listings the caller may see, in the order asked. */
  list: z.array(compareItemSchema),
  /**
   * The numbers asked for that are not shown: missing or not the caller's to see (one answer for both, so a
   * hidden listing is not confirmed).
   */
  omitted: z.array(z.number().int()),
  /** A Korean note when some were omitted; null otherwise. */
  notice: z.string().nullable(),
});
export type Compare = z.infer<typeof compareSchema>;

export const compareResponseSchema = envelopeSchema(compareSchema);
