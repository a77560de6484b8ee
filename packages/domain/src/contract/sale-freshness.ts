import { z } from 'zod';
import { SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn } from './primitives.ts';

/*
 * Fresh listings (issue 18 §3): the broker's one-tap confirmation, the dashboard's 'confirmation needed'
 * list, and the listing's price history on the detail.
 */

/** POST /api/sale/manage/confirm */
export const saleConfirmBodySchema = z.object({ saleNo: intColumn('saleNo') });
export const saleConfirmedSchema = z.object({
  saleNo: z.number().int(),
  status: z.enum(SALE_STATUSES),
  confirmedAt: z.string(),
  /** True when the confirmation put a listing the expiry job had paused back in search. */
  reactivated: z.boolean(),
});
export type SaleConfirmed = z.infer<typeof saleConfirmedSchema>;
export const saleConfirmedResponseSchema = envelopeSchema(saleConfirmedSchema);

/** One listing waiting for its broker's confirmation. */
export const staleSaleSchema = z.object({
  saleNo: z.number().int(),
  status: z.enum(SALE_STATUSES),
  title: z.string().nullable(),
  saleAddr: z.string(),
  confirmedAt: z.string(),
  /** Paused by the expiry job: a confirmation puts it back in search. */
  pausedForStaleness: z.boolean(),
});
export type StaleSale = z.infer<typeof staleSaleSchema>;

/** GET /api/sale/manage/stale: the caller's listings that need a confirmation, longest unconfirmed first. */
export const staleSalesSchema = z.object({ staleCount: z.number().int(), list: z.array(staleSaleSchema) });
export type StaleSales = z.infer<typeof staleSalesSchema>;
export const staleSalesResponseSchema = envelopeSchema(staleSalesSchema);

/** One step of a listing's price history: the prices from `changedAt` on (만원). */
export const priceHistoryEntrySchema = z.object({
  saleType: z.enum(SALE_TYPES),
  sellingPrice: z.number().int().nullable(),
  rentPrice: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  monthlyPrice: z.number().int().nullable(),
  changedAt: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** The most price steps the detail shows (newest kept). */
export const PRICE_HISTORY_MAX = 30;

export const SALE_FRESHNESS_MESSAGES = {
  confirmed: '거래 가능한 매물로 확인했습니다.',
  reactivated: '다시 확인하고 게시했습니다.',
  notConfirmable: '게시중이거나 확인되지 않아 중지된 매물만 거래 가능 확인을 할 수 있습니다.',
} as const;
