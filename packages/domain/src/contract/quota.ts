import { z } from 'zod';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, queryText } from './primitives.ts';

/*
 * A broker's quotas (spec 02 §3 advertisement detail, §4 proxy modal, §6 broker counters, §7, §9): advertising
 * units (AD), 안전방 marks (BARO), lawyer certification requests (LAWYER) and proxy document requests (PROXY,
 * 대리 발급). Every grant and use is a row of one ledger (docs/decisions/017, 019); a kind's balance is what
 * is left, and "used" is the sum of its uses. Every call is the broker's own: {userNo} must be the caller.
 */

export const QUOTA_KINDS = ['AD', 'BARO', 'LAWYER', 'PROXY'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export const QUOTA_KIND_LABELS = {
  AD: '광고',
  BARO: '안전방 마크',
  LAWYER: '변호사 인증',
  PROXY: '서류 대리 발급',
} as const satisfies Record<QuotaKind, string>;

/** Why a ledger row was written, in words of the code, and what the history shows for it. */
export const QUOTA_REASON_LABELS: Record<string, string> = {
  DEMO: '체험 계정 기본 지급',
  MIGRATED: '기존 보유분 이전',
  OPERATOR: '운영자 지급',
  ADMIN_GRANT: '운영자 지급',
  ADMIN_REVOKE: '운영자 회수',
  PURCHASE: '구매',
  PROXY_APPLICATION: '대리 발급 신청 승인',
  COMMENT_REWARD: '코멘트 작성 보상',
  SALE_REGISTER: '매물 광고 등록',
  BARO_MARK: '안전방 마크 적용',
  LAWYER_REQUEST: '변호사 인증 요청',
  LAWYER_REJECTED: '변호사 인증 반려 (반환)',
  PROXY_REQUEST: '서류 대리 발급 요청',
  TEST: '테스트',
};
export const quotaReasonLabel = (reason: string): string => QUOTA_REASON_LABELS[reason] ?? '기타';

export const QUOTA_MESSAGES = {
  /** Spec 02 §4 / §8, word for word. */
  proxyNone: '현재 사용 가능한 요청횟수가 없습니다. 고객센터 문의 후 사용해주세요.',
  baroNone: '사용 가능한 안전방 마크가 없습니다. 고객센터 문의 후 사용해주세요.',
  lawyerNone: '사용 가능한 변호사 인증 요청 횟수가 없습니다. 고객센터 문의 후 사용해주세요.',
  saleNotFound: '매물을 찾을 수 없습니다.',
  notYourSale: '내 매물에만 사용할 수 있습니다.',
  baroAlready: '이미 안전방 마크가 적용된 매물입니다.',
  baroNotActive: '광고 중인 매물에만 안전방 마크를 적용할 수 있습니다.',
  lawyerWaiting: '이미 변호사 인증을 요청한 매물입니다. 검토 결과를 기다려주세요.',
  lawyerConfirmed: '이미 변호사 인증을 받은 매물입니다.',
  lawyerNotActive: '광고 중인 매물만 변호사 인증을 요청할 수 있습니다.',
  proxyWaiting: '이미 서류 대리 발급을 요청한 매물입니다. 서류가 첨부될 때까지 기다려주세요.',
  proxyDeleted: '삭제된 매물에는 서류 대리 발급을 요청할 수 없습니다.',
  applyPending: '대리 발급 신청이 이미 접수되어 검토 중입니다.',
  baroUsed: '안전방 마크를 적용했습니다.',
  lawyerRequested: '변호사 인증을 요청했습니다.',
  proxyRequested: '서류 대리 발급을 요청했습니다. 서류가 첨부되면 매물에 표시됩니다.',
  applied: '대리 발급을 신청했습니다. 운영자 확인 후 요청 횟수가 지급됩니다.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Requests

export const quotaUserParamsSchema = z.object({ userNo: intColumn('userNo') });
export const quotaSaleBodySchema = z.object({
  saleNo: intColumn('saleNo', { message: '매물번호를 확인해주세요.' }),
});

export const AD_LIST_LIMITS = { max: 100, fallback: 20 } as const;

export const adListQuerySchema = z.object({
  /** One kind, or absent/'' for all. */
  kind: queryText('kind').transform((value, ctx): QuotaKind | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const kind = QUOTA_KINDS.find((k) => k === value.trim());
    if (!kind) {
      ctx.addIssue({ code: 'custom', message: `kind는 ${QUOTA_KINDS.join(', ')} 중 하나로 입력해주세요.` });
      return z.NEVER;
    }
    return kind;
  }),
  page: pageParam(),
  limit: limitParam(AD_LIST_LIMITS.max, AD_LIST_LIMITS.fallback),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

const count = z.number().int();

export const adCheckSchema = z.object({ adUnits: count });
export type AdCheck = z.infer<typeof adCheckSchema>;

/** A mark kind: how many were used, how many are left to use. */
export const markQtySchema = z.object({ used: count, available: count });

export const adUserSchema = z.object({
  adUnits: count,
  baro: markQtySchema,
  lawyer: markQtySchema,
  /** Proxy requests ever granted, used, and left (remaining = vicariously − vicariouslyUse). */
  vicariously: count,
  vicariouslyUse: count,
  remaining: count,
});
export type AdUser = z.infer<typeof adUserSchema>;

export const adListItemSchema = z.object({
  entryNo: z.number().int(),
  kind: z.enum(QUOTA_KINDS),
  /** + for a grant, − for a use. */
  delta: z.number().int(),
  reason: z.string(),
  reasonLabel: z.string(),
  saleNo: z.number().int().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The kind's balance right after this row. */
  balanceAfter: count,
});
export type AdListItem = z.infer<typeof adListItemSchema>;
export const adListSchema = z.object({ list: z.array(adListItemSchema), pageInfo: pageInfoSchema });
export type AdList = z.infer<typeof adListSchema>;

export const baroMarkSchema = z.object({ useBaroQty: count, availBaroQty: count });
export type BaroMark = z.infer<typeof baroMarkSchema>;
export const lawyerMarkSchema = z.object({ useLawyerQty: count, availLawyerQty: count });
export type LawyerMark = z.infer<typeof lawyerMarkSchema>;

export const baroUseSchema = z.object({
  saleNo: z.number().int(),
  isBaro: z.literal(true),
  availBaroQty: count,
});
export type BaroUse = z.infer<typeof baroUseSchema>;

export const lawyerUseSchema = z.object({
  saleNo: z.number().int(),
  isConfirm: z.literal('WAIT'),
  /** The certification request P11's lawyers work. */
  requestNo: z.number().int(),
  availLawyerQty: count,
});
export type LawyerUse = z.infer<typeof lawyerUseSchema>;

export const proxyApplySchema = z.object({ applicationNo: z.number().int(), state: z.literal('PENDING') });
export type ProxyApply = z.infer<typeof proxyApplySchema>;

export const proxyCheckSchema = z.object({
  vicariously: count,
  vicariouslyUse: count,
  remaining: count,
  /** The customer-service phone the zero-left message names. */
  csPhone: z.string(),
});
export type ProxyCheck = z.infer<typeof proxyCheckSchema>;

export const proxyUseSchema = z.object({
  /** The request in the operator's queue, waiting for the documents. */
  requestNo: z.number().int(),
  remaining: count,
});
export type ProxyUse = z.infer<typeof proxyUseSchema>;

export const adCheckResponseSchema = envelopeSchema(adCheckSchema);
export const adUserResponseSchema = envelopeSchema(adUserSchema);
export const adListResponseSchema = envelopeSchema(adListSchema);
export const baroMarkResponseSchema = envelopeSchema(baroMarkSchema);
export const lawyerMarkResponseSchema = envelopeSchema(lawyerMarkSchema);
export const baroUseResponseSchema = envelopeSchema(baroUseSchema);
export const lawyerUseResponseSchema = envelopeSchema(lawyerUseSchema);
export const proxyApplyResponseSchema = envelopeSchema(proxyApplySchema);
export const proxyCheckResponseSchema = envelopeSchema(proxyCheckSchema);
export const proxyUseResponseSchema = envelopeSchema(proxyUseSchema);
