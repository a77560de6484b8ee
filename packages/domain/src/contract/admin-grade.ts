import { z } from 'zod';
import { RATE_CODES, type RateCode, SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { adminListQuerySchema, adminReasonSchema } from './admin.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { intColumn, queryInt } from './primitives.ts';

/*
 * The console's grade review queue (issue 17 §3, docs/decisions/025). Two reasons put a listing in it:
 * its broker chose a better grade than the listing's figures give (COMPUTED, opened by the save), or its
 * safety comments disagree with its grade (COMMENTS, the rule below). The operator confirms the grade or
 * corrects it with a reason the broker and the listing's detail show.
 */

export const GRADE_REVIEW_SOURCES = ['COMPUTED', 'COMMENTS'] as const;
export type GradeReviewSource = (typeof GRADE_REVIEW_SOURCES)[number];
export const GRADE_REVIEW_SOURCE_LABELS = {
  COMPUTED: '산정 등급보다 높음',
  COMMENTS: '코멘트와 불일치',
} as const satisfies Record<GradeReviewSource, string>;

export const GRADE_REVIEW_STATES = ['OPEN', 'ACCEPTED', 'CORRECTED', 'WITHDRAWN'] as const;
export type GradeReviewState = (typeof GRADE_REVIEW_STATES)[number];
export const GRADE_REVIEW_STATE_LABELS = {
  OPEN: '검토 대기',
  ACCEPTED: '등급 확인',
  CORRECTED: '등급 정정',
  WITHDRAWN: '철회됨',
} as const satisfies Record<GradeReviewState, string>;

/**
 * The comment disagreement rule (decision 025): a public listing with at least this many safety comments
 * whose median comment grade is at least GAP grades worse than the listing's effective grade.
 */
export const COMMENT_DISAGREEMENT_MIN_COMMENTS = 3;
export const COMMENT_DISAGREEMENT_GAP = 2;

const RATE_CODE_VALUES = RATE_CODES.map((r) => r.code) as [RateCode, ...RateCode[]];
const rateSchema = z.enum(RATE_CODE_VALUES);

export const ADMIN_GRADE_SORT_KEYS = ['createdAt', 'saleNo'] as const;

export const adminGradeListQuerySchema = adminListQuerySchema(ADMIN_GRADE_SORT_KEYS).extend({
  /** OPEN unless asked; ALL is every state. */
  state: z.enum([...GRADE_REVIEW_STATES, 'ALL'], { message: '검토 상태를 확인해주세요.' }).default('OPEN'),
  /** Both sources unless asked. */
  source: z.enum([...GRADE_REVIEW_SOURCES, 'ALL'], { message: '검토 사유를 확인해주세요.' }).default('ALL'),
  /** One listing's reviews only. */
  saleNo: queryInt('saleNo'),
});
export type AdminGradeListQuery = z.input<typeof adminGradeListQuerySchema>;

/** The safety comments of a listing by grade, now. */
export const gradeCommentCountsSchema = z.object({
  rate001: z.number().int(),
  rate002: z.number().int(),
  rate003: z.number().int(),
  rate004: z.number().int(),
  rate005: z.number().int(),
  total: z.number().int(),
});
export type GradeCommentCounts = z.infer<typeof gradeCommentCountsSchema>;

export const adminGradeItemSchema = z.object({
  reviewNo: z.number().int(),
  source: z.enum(GRADE_REVIEW_SOURCES),
  state: z.enum(GRADE_REVIEW_STATES),
  sale: z.object({
    saleNo: z.number().int(),
    title: z.string(),
    address: z.string(),
    status: z.enum(SALE_STATUSES),
    saleType: z.enum(SALE_TYPES).nullable(),
    sellingPrice: z.number().int().nullable(),
    rentPrice: z.number().int().nullable(),
    deposit: z.number().int().nullable(),
    monthlyPrice: z.number().int().nullable(),
  }),
  broker: z.object({ userNo: z.number().int(), name: z.string(), loginId: z.string().nullable() }),
  /** The grade the broker set when the review opened (COMMENTS: the listing's grade then). */
  brokerGrade: rateSchema,
  /** COMPUTED: the grade the figures give. COMMENTS: the median comment grade when the review opened. */
  computedGrade: rateSchema,
  /** The grade the listing shows now: a correction's, else the broker's. */
  effectiveGrade: rateSchema.nullable(),
  comments: gradeCommentCountsSchema,
  reasons: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** CORRECTED: the grade set. */
  decisionGrade: rateSchema.nullable(),
  decisionReason: z.string().nullable(),
});
export type AdminGradeItem = z.infer<typeof adminGradeItemSchema>;

export const adminGradeListResponseSchema = envelopeSchema(pagedSchema(adminGradeItemSchema));

export const adminGradeParamsSchema = z.object({ reviewNo: intColumn('reviewNo') });

export const adminGradeAcceptBodySchema = z.object({
  reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), adminReasonSchema.optional()),
});
export type AdminGradeAcceptBody = z.input<typeof adminGradeAcceptBodySchema>;

export const adminGradeCorrectBodySchema = z.object({
  grade: z.enum(RATE_CODE_VALUES, { message: '정정할 등급을 1~5등급 중에서 골라주세요.' }),
  reason: adminReasonSchema,
});
export type AdminGradeCorrectBody = z.input<typeof adminGradeCorrectBodySchema>;

export const adminGradeDecisionSchema = z.object({
  reviewNo: z.number().int(),
  saleNo: z.number().int(),
  state: z.enum(['ACCEPTED', 'CORRECTED']),
  /** The listing's effective grade after the decision. */
  grade: rateSchema,
});
export type AdminGradeDecision = z.infer<typeof adminGradeDecisionSchema>;
export const adminGradeDecisionResponseSchema = envelopeSchema(adminGradeDecisionSchema);

export const ADMIN_GRADE_MESSAGES = {
  notFound: '등급 검토를 찾을 수 없습니다.',
  notOpen: '이미 처리된 등급 검토입니다.',
  saleNotFound: '검토할 매물을 찾을 수 없습니다.',
  sameGrade: '지금 등급과 같은 등급으로는 정정할 수 없습니다. 등급 확인을 눌러주세요.',
  accepted: '등급을 확인했습니다.',
  corrected: '등급을 정정했습니다. 중개인에게 알림이 전달되었습니다.',
} as const;
