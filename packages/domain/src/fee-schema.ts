import { z } from 'zod';
import { CHARGE_TYPE, COST_TYPE } from './codes.ts';
import { FEE_MESSAGES, FEE_TEXT_MAX_LENGTH, validateCostType } from './fees.ts';
import { TEXT_LIMITS } from './limits.ts';

/*
 * The server's schema of the fee form (fees.ts holds its rules). A file of its own so that a screen that
 * only shows a fee — the listing detail's totals — does not download zod with it.
 */

const amountText = z.union([z.string(), z.number()]).transform((v) => (v == null ? '' : String(v)));

/** The costType object of POST /api/sale and PATCH /api/sale/modify, checked with the same rules. */
export const costTypeSchema = z
  .object({
    type: z.enum([COST_TYPE.FIXED, COST_TYPE.ACTUAL, COST_TYPE.UNCONFIRMED], { message: FEE_MESSAGES.type }),
    typeCode: z.string().nullish(),
    costTypeNo: z.number().int().nullish(),
    saleNo: z.number().int().nullish(),
    etcCode: z.string().default(''),
    etcText: z.string().default(''),
    chargeType: z.enum([CHARGE_TYPE.FLAT, CHARGE_TYPE.ACTUAL, '']).default(''),
    publicCost: amountText.default(''),
    electricity: amountText.default(''),
    heat: amountText.default(''),
    water: amountText.default(''),
    internet: amountText.default(''),
    gas: amountText.default(''),
    tv: amountText.default(''),
    electricityUse: z.boolean().default(false),
    heatUse: z.boolean().default(false),
    waterUse: z.boolean().default(false),
    internetUse: z.boolean().default(false),
    gasUse: z.boolean().default(false),
    tvUse: z.boolean().default(false),
    isEtcCost: z.boolean().default(false),
    etcCost: amountText.default(''),
    etcCostText: z.string().default(''),
    baseCost: z.string().default(''),
    baseCostText: z.string().default(''),
    costItemList: z
      .array(
        z.object({
          saleNo: z.number().int().nullish(),
          costTypeNo: z.number().int().nullish(),
          code: z.string(),
        }),
      )
      .default([]),
    reasonType: z.string().default(''),
    reasonText: z.string().default(''),
    costItemText: z.string().max(FEE_TEXT_MAX_LENGTH, { message: TEXT_LIMITS.feeText.tooLong }).default(''),
  })
  .superRefine((form, ctx) => {
    const result = validateCostType(form);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, path: [result.field] });
  });
