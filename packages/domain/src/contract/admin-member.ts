import { z } from 'zod';
import { adminListQuerySchema, adminReasonSchema, adminSearchTextSchema } from './admin.ts';
import { userNoParamsSchema } from './auth.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { fileParamsSchema } from './users.ts';

/*
 * The console's members area (issue 17 §2): the member list, one member's file, and the approval,
 * rejection, suspension and reinstatement of accounts (docs/decisions/024).
 */

export const ADMIN_MEMBER_TYPES = ['GENERAL', 'BROKER', 'LAWYER', 'ADMIN'] as const;
export type AdminMemberType = (typeof ADMIN_MEMBER_TYPES)[number];
export const ADMIN_MEMBER_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED', 'WITHDRAWN'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];

export const ADMIN_MEMBER_TYPE_LABELS: Record<AdminMemberType, string> = {
  GENERAL: '일반',
  BROKER: '중개인',
  LAWYER: '변호사',
  ADMIN: '운영자',
};

export const ADMIN_MEMBER_STATUS_LABELS: Record<AdminMemberStatus, string> = {
  ACTIVE: '이용 중',
  PENDING: '승인 대기',
  SUSPENDED: '이용 정지',
  WITHDRAWN: '탈퇴',
};

/** The member list's sortable columns. */
export const ADMIN_MEMBER_SORT_KEYS = ['createdAt', 'name', 'loginId'] as const;

/** GET /api/admin/members: filters by type and status, a search over id, name, phone digits and company. */
export const adminMemberListQuerySchema = adminListQuerySchema(ADMIN_MEMBER_SORT_KEYS).extend({
  userType: z.enum(ADMIN_MEMBER_TYPES, { error: '회원 유형이 올바르지 않습니다.' }).optional(),
  status: z.enum(ADMIN_MEMBER_STATUSES, { error: '회원 상태가 올바르지 않습니다.' }).optional(),
  q: adminSearchTextSchema,
});
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuerySchema>;

/** One row of the member list; the operator sees the full phone. A withdrawn account may have little left. */
export const adminMemberRowSchema = z.object({
  userNo: z.number().int(),
  loginId: z.string().nullable(),
  name: z.string(),
  userType: z.enum(ADMIN_MEMBER_TYPES),
  status: z.enum(ADMIN_MEMBER_STATUSES),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  createdAt: z.string(),
  suspendedReason: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberListResponseSchema = envelopeSchema(
  pagedSchema(adminMemberRowSchema).extend({
    /** Brokers and lawyers awaiting approval, whatever the filters: the '승인 대기 n명' shortcut. */
    pendingCount: z.number().int(),
  }),
);

export const adminMemberParamsSchema = userNoParamsSchema;
export const adminMemberFileParamsSchema = userNoParamsSchema.extend(fileParamsSchema.shape);

/** A broker's or lawyer's professional profile as they gave it at sign-up. */
export const adminMemberProfileSchema = z.object({
  officeName: z.string().nullable(),
  officeAddress: z.string().nullable(),
  officePhone: z.string().nullable(),
  registrationNo: z.string().nullable(),
  businessNo: z.string().nullable(),
  businessStatus: z.string().nullable(),
  businessCheckedAt: z.string().nullable(),
  kakaoChannelUrl: z.string().nullable(),
  lawyerExam: z.string().nullable(),
  lawyerExamRound: z.string().nullable(),
  approvedAt: z.string().nullable(),
});

export const adminMemberFileSchema = z.object({
  fileId: z.string(),
  kind: z.string(),
  mime: z.string(),
  size: z.number().int(),
  originalName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberFile = z.infer<typeof adminMemberFileSchema>;

export const adminMemberAuditRowSchema = z.object({
  auditNo: z.number().int(),
  action: z.string(),
  actorLoginId: z.string(),
  targetType: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema.extend({
    email: z.string().nullable(),
    joinType: z.string().nullable(),
    suspendedAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  }),
  profile: adminMemberProfileSchema.nullable(),
  files: z.array(adminMemberFileSchema),
  counts: z.object({
    /** Listings by status; 0 where the member has none. */
    listings: z.object({
      ACTIVE: z.number().int(),
      STOP: z.number().int(),
      DONE: z.number().int(),
      STORAGE: z.number().int(),
      DELETE: z.number().int(),
    }),
    /** Reports on this member's listings, and how many of them the operator confirmed. */
    reportsAgainst: z.number().int(),
    reportsConfirmed: z.number().int(),
  }),
  quotas: z.array(z.object({ kind: z.string(), balance: z.number().int() })),
  audit: z.array(adminMemberAuditRowSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;
export const adminMemberDetailResponseSchema = envelopeSchema(adminMemberDetailSchema);

/** Rejection, suspension and reinstatement carry the operator's reason. */
export const adminMemberReasonBodySchema = z.object({ reason: adminReasonSchema });
export type AdminMemberReasonBody = z.infer<typeof adminMemberReasonBodySchema>;

export const adminMemberActionResponseSchema = envelopeSchema(adminMemberRowSchema);

/** A short-lived address of the watermarked copy of a member's document, issued with the audit row. */
export const adminMemberFileViewResponseSchema = envelopeSchema(
  z.object({ url: z.string(), expiresAt: z.string() }),
);
