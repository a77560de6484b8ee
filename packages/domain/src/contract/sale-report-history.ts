import { z } from 'zod';

/*
 * A listing's public report history (issue 17 §4, docs/decisions/023): how many reports it had and how the
 * operator closed them. Counts and outcomes only: never who reported, nor what they wrote.
 */

/** The latest closed reports the detail lists. */
export const REPORT_HISTORY_RECENT = 5;

export const saleReportHistorySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  confirmed: z.number().int(),
  dismissed: z.number().int(),
  /** The latest closed reports, newest first. */
  recent: z.array(z.object({ outcome: z.enum(['CONFIRMED', 'DISMISSED']), resolvedAt: z.string() })),
});
export type SaleReportHistory = z.infer<typeof saleReportHistorySchema>;
