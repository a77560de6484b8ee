import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

/*
 * The console's dashboard (issue 17 §1): what waits for the operator, counted, and the listings registered
 * on each of the last 30 Korean calendar days. Each count is a card linking to the area that works it.
 */

/** The days the chart covers, today (KST) included. */
export const DASHBOARD_DAYS = 30;

export const dashboardCountsSchema = z.object({
  /** Brokers and lawyers whose sign-up waits for approval (users PENDING). */
  pendingBrokers: z.number().int(),
  pendingLawyers: z.number().int(),
  /** Listings whose grade waits for the operator's review (grade_reviews OPEN, whatever its source). */
  openGradeReviews: z.number().int(),
  /** Reports not yet judged (sale_reports OPEN). */
  openReports: z.number().int(),
  /** Proxy-issuance applications to approve (PENDING) and document requests to fulfil (WAITING_DOCUMENTS). */
  pendingProxyApplications: z.number().int(),
  waitingProxyDocuments: z.number().int(),
  /** 1대1 inquiries without an answer. */
  unansweredInquiries: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const dashboardDaySchema = z.object({
  /** 'YYYY-MM-DD' on the Korean calendar. */
  day: z.string(),
  /** Listings registered that day (drafts not counted). */
  count: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  counts: dashboardCountsSchema,
  /** Oldest first, exactly DASHBOARD_DAYS entries, days without a listing as 0. */
  newListings: z.array(dashboardDaySchema),
  /** ISO 8601: when these figures were read. */
  readAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelopeSchema(dashboardSchema);
