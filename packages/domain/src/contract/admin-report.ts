import { z } from 'zod';
import { SALE_STATUSES } from '../codes.ts';
import { adminListQuerySchema, adminReasonSchema } from './admin.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { intColumn, queryInt } from './primitives.ts';

/*
 * The console's report queue (issue 17 §4, docs/decisions/023): reports of fake listings, judged per listing.
 * Confirming one closes every open report of its listing, stops the listing and warns its broker; the
 * broker's Nth warning within the window suspends them.
 */

export const ADMIN_REPORT_STATES = ['OPEN', 'CONFIRMED', 'DISMISSED'] as const;
export type AdminReportState = (typeof ADMIN_REPORT_STATES)[number];
export const ADMIN_REPORT_STATE_LABELS = {
  OPEN: '검토 중',
  CONFIRMED: '허위매물 확인',
  DISMISSED: '기각',
} as const satisfies Record<AdminReportState, string>;

/** The repeated-confirmed rule (decision 023): this many warnings within the window suspend a broker. */
export const BROKER_SUSPEND_WARNINGS = 3;
export const BROKER_WARNING_WINDOW_DAYS = 180;
/** The reason the audit log and the member's record show for the automatic suspension. */
export const BROKER_AUTO_SUSPEND_REASON = '허위매물 확인 누적';

export const ADMIN_REPORT_SORT_KEYS = ['createdAt', 'openCount'] as const;

export const adminReportListQuerySchema = adminListQuerySchema(ADMIN_REPORT_SORT_KEYS).extend({
  /** OPEN unless asked; ALL is every state. */
  state: z.enum([...ADMIN_REPORT_STATES, 'ALL'], { message: '신고 상태를 확인해주세요.' }).default('OPEN'),
  /** One listing's reports only. */
  saleNo: queryInt('saleNo'),
});
export type AdminReportListQuery = z.input<typeof adminReportListQuerySchema>;

const reportSaleSchema = z.object({
  saleNo: z.number().int(),
  title: z.string(),
  address: z.string(),
  status: z.enum(SALE_STATUSES),
  broker: z.object({
    userNo: z.number().int(),
    name: z.string(),
    loginId: z.string().nullable(),
    status: z.string(),
  }),
});
export type AdminReportSale = z.infer<typeof reportSaleSchema>;

const reportBaseSchema = z.object({
  reportNo: z.number().int(),
  state: z.enum(ADMIN_REPORT_STATES),
  reportText: z.string(),
  reporter: z.object({
    userNo: z.number().int(),
    name: z.string(),
    /** The reporter's user type when they reported (GENERAL, BROKER, LAWYER). */
    type: z.string(),
  }),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionText: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type AdminReportBase = z.infer<typeof reportBaseSchema>;

export const adminReportItemSchema = reportBaseSchema.extend({
  sale: reportSaleSchema,
  /** How many reports of this listing are still open: the operator judges the listing, not one report. */
  openCount: z.number().int(),
});
export type AdminReportItem = z.infer<typeof adminReportItemSchema>;

export const adminReportListResponseSchema = envelopeSchema(pagedSchema(adminReportItemSchema));

export const adminReportSaleParamsSchema = z.object({ saleNo: intColumn('saleNo') });
export const adminReportParamsSchema = z.object({ reportNo: intColumn('reportNo') });

/** One listing as the operator judges it: the listing, its broker's warnings, every report of it. */
export const adminReportSaleDetailSchema = z.object({
  sale: reportSaleSchema,
  brokerWarnings: z.number().int(),
  reports: z.array(reportBaseSchema),
});
export type AdminReportSaleDetail = z.infer<typeof adminReportSaleDetailSchema>;
export const adminReportSaleDetailResponseSchema = envelopeSchema(adminReportSaleDetailSchema);

export const adminReportDecisionBodySchema = z.object({ reason: adminReasonSchema });
export type AdminReportDecisionBody = z.input<typeof adminReportDecisionBodySchema>;

export const adminReportDecisionSchema = z.object({
  outcome: z.enum(['CONFIRMED', 'DISMISSED']),
  /** Every report the decision closed (a confirmation closes all open reports of the listing). */
  reportNos: z.array(z.number().int()),
  saleNo: z.number().int(),
  saleStatus: z.enum(SALE_STATUSES),
  /** A warning was written to the broker (false when this listing had already warned them). */
  warned: z.boolean(),
  /** The broker's warnings within the window, after this decision. */
  brokerWarnings: z.number().int(),
  /** This decision reached the threshold and suspended the broker. */
  suspended: z.boolean(),
});
export type AdminReportDecision = z.infer<typeof adminReportDecisionSchema>;
export const adminReportDecisionResponseSchema = envelopeSchema(adminReportDecisionSchema);

export const ADMIN_REPORT_MESSAGES = {
  notFound: '신고를 찾을 수 없습니다.',
  saleNotFound: '신고된 매물을 찾을 수 없습니다.',
  notOpen: '이미 처리된 신고입니다.',
  confirmed: '허위매물로 확인했습니다. 매물이 중지되고 중개인에게 경고가 전달되었습니다.',
  confirmedAndSuspended: '허위매물로 확인했습니다. 경고가 누적되어 중개인의 이용이 정지되었습니다.',
  dismissed: '신고를 기각했습니다.',
} as const;
