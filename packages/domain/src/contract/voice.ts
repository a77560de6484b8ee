import { z } from 'zod';
import { RATE_CODES, type RateCode, USER_TYPES } from '../codes.ts';
import { PAGE_SIZES } from '../limits.ts';
import { reportNameSchema, reportTextInputSchema, safetyTextInputSchema } from '../voice-texts.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, queryInt, queryText, text } from './primitives.ts';
import { commentCountsSchema } from './sale-detail.ts';

/*
 * Voices on a listing (spec 02 §3, §4, §6, §7, §9): a safety comment (one per user per listing, with a grade
 * RATE001–RATE005), the list of other people's comments, and a report of a fake listing (one per user per
 * listing, queued for the operator). The spec's field names are kept at the boundary.
 */

export const VOICE_MESSAGES = {
  /** Spec 02 §8, word for word. */
  commentExists: '이미 코멘트를 등록하였습니다.',
  commentSaved: '코멘트가 등록 되었습니다.',
  reportExists: '이미 신고하였습니다.',
  reportSaved: '신고 되었습니다.',
  empty: '내역이 없습니다.',
  /** Ours. */
  ownComment: '내 매물에는 코멘트를 남길 수 없습니다.',
  ownReport: '내 매물은 신고할 수 없습니다.',
  saleNotFound: '매물을 찾을 수 없습니다.',
  saleNotActive: '광고 중인 매물에만 남길 수 있습니다.',
  commentRole: '일반 회원과 중개인만 코멘트를 남길 수 있습니다.',
  reportRole: '운영자는 신고할 수 없습니다.',
  notYou: '로그인한 회원의 번호가 아닙니다.',
  rewardWarning: '허위 코멘트가 확인되면 지급된 광고 횟수가 회수될 수 있습니다.',
} as const;

const RATE_VALUES = RATE_CODES.map((r) => r.code) as [RateCode, ...RateCode[]];
export const rateCodeSchema = z.enum(RATE_VALUES, { message: '안전등급을 선택해주세요.' });

const saleNo = () => intColumn('saleNo', { message: '매물번호를 확인해주세요.' });
const userNo = () => intColumn('userNo', { message: '회원번호를 확인해주세요.' });

// ---------------------------------------------------------------------------------------------------------
// Safety comments

/** POST /api/sale/search/comment and POST /api/search/report: does the caller's comment/report exist? */
export const voiceCheckBodySchema = z.object({ saleNo: saleNo(), userNo: userNo() });
export type VoiceCheckBody = z.input<typeof voiceCheckBodySchema>;

export const myCommentSchema = z.object({
  safetyGrade: rateCodeSchema,
  safetyText: z.string(),
  /** ISO 8601. */
  regDate: z.string(),
});
export type MyComment = z.infer<typeof myCommentSchema>;
export const commentCheckSchema = z.object({ exists: z.boolean(), comment: myCommentSchema.nullable() });
export type CommentCheck = z.infer<typeof commentCheckSchema>;
export const commentCheckResponseSchema = envelopeSchema(commentCheckSchema);

export const commentInsertBodySchema = z.object({
  saleNo: saleNo(),
  saleKey: text('saleKey', { max: 64 }),
  userNo: userNo(),
  safetyGrade: rateCodeSchema,
  /** 20–500 characters (trimmed); stored as text, so HTML stays inert. */
  safetyText: safetyTextInputSchema,
});
export type CommentInsertBody = z.input<typeof commentInsertBodySchema>;

/** What the reward rule (spec 02 §9) did: every second comment of a broker grants one AD unit. */
export const commentRewardSchema = z.object({
  /** The broker's comments counted so far. */
  comments: z.number().int(),
  granted: z.boolean(),
  /** The AD balance after the grant, when granted. */
  adUnits: z.number().int().nullable(),
});
export type CommentReward = z.infer<typeof commentRewardSchema>;

export const commentInsertSchema = z.object({
  /** The listing's counts after this comment (the detail's `comments`). */
  comments: commentCountsSchema,
  /** null for a general user (no reward). */
  reward: commentRewardSchema.nullable(),
});
export type CommentInsert = z.infer<typeof commentInsertSchema>;
export const commentInsertResponseSchema = envelopeSchema(commentInsertSchema);

export const COMMENT_LIST_LIMIT = PAGE_SIZES.comment;

export const commentListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(COMMENT_LIST_LIMIT, COMMENT_LIST_LIMIT),
  saleNo: intColumn('saleNo', { message: '매물번호를 확인해주세요.' }),
  /** Accepted for the spec's clients; the listing is found by saleNo. */
  saleKey: queryText('saleKey').pipe(z.string().max(64, 'saleKey는 64자 이내로 입력해주세요.').optional()),
  /** Accepted for the spec's clients; the list is public and the same for everyone. */
  userNo: queryInt('userNo'),
  /** One grade, or absent/'' for all. */
  rate: queryText('rate').transform((value, ctx): RateCode | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const rate = RATE_VALUES.find((r) => r === value.trim());
    if (!rate) {
      ctx.addIssue({ code: 'custom', message: `rate는 ${RATE_VALUES.join(', ')} 중 하나로 입력해주세요.` });
      return z.NEVER;
    }
    return rate;
  }),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

export const commentItemSchema = z.object({
  commentNo: z.number().int(),
  /** The writer: a broker's name, or a general user's name masked ('김**'). */
  representative: z.string(),
  /** ISO 8601. */
  regDate: z.string(),
  /** The broker's office; null for a general user. */
  company: z.string().nullable(),
  address: z.string().nullable(),
  safetyText: z.string(),
  safetyGrade: rateCodeSchema,
  userType: z.enum(USER_TYPES),
});
export type CommentItem = z.infer<typeof commentItemSchema>;
export const commentListSchema = z.object({ list: z.array(commentItemSchema), pageInfo: pageInfoSchema });
export type CommentList = z.infer<typeof commentListSchema>;
export const commentListResponseSchema = envelopeSchema(commentListSchema);

// ---------------------------------------------------------------------------------------------------------
// Reports

export const myReportSchema = z.object({ reportText: z.string(), regDate: z.string() });
export type MyReport = z.infer<typeof myReportSchema>;
export const reportCheckSchema = z.object({ exists: z.boolean(), report: myReportSchema.nullable() });
export type ReportCheck = z.infer<typeof reportCheckSchema>;
export const reportCheckResponseSchema = envelopeSchema(reportCheckSchema);

export const reportInsertBodySchema = z.object({
  saleNo: saleNo(),
  userNo: userNo(),
  /** A title for the operator's queue (the spec sends one; the web sends '허위매물 신고'). */
  reportName: reportNameSchema,
  /** The reporter's userTypeCode as the client knows it; the server stores the session's. */
  reportType: text('reportType', { max: 20 }).optional(),
  /** 5–100 characters (trimmed). */
  reportText: reportTextInputSchema,
});
export type ReportInsertBody = z.input<typeof reportInsertBodySchema>;

export const reportInsertSchema = z.object({ reportNo: z.number().int() });
export type ReportInsert = z.infer<typeof reportInsertSchema>;
export const reportInsertResponseSchema = envelopeSchema(reportInsertSchema);
