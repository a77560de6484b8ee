import { z } from 'zod';
import { adminListQuerySchema, adminReasonSchema, adminSearchTextSchema } from './admin.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import { CALCULATE_STATES, isCalendarMonth, LAWYER_DECISIONS, LAWYER_FEE_MAX } from './lawyer.ts';
import { hasNul, intColumn, nulMessage, queryText } from './primitives.ts';
import { adListItemSchema, QUOTA_KINDS } from './quota.ts';

/*
 * The console's quotas area (issue 17 §6): every user's balances on the one quota ledger, the operator's
 * grants and take-backs, the proxy document queue (applications for units, requests waiting for the
 * register and the building ledger) and the lawyers' settlement terms and monthly payment.
 */

export const ADMIN_QUOTA_AMOUNT_MAX = 1000;

export const ADMIN_QUOTA_MESSAGES = {
  userNotFound: '회원을 찾을 수 없습니다.',
  revokeShort: '잔여 수량보다 많이 회수할 수 없습니다.',
  granted: '이용권을 지급했습니다.',
  revoked: '이용권을 회수했습니다.',
  applicationNotFound: '대리 발급 신청을 찾을 수 없습니다.',
  applicationDecided: '이미 처리된 대리 발급 신청입니다.',
  applicationGranted: '대리 발급 신청을 승인하고 요청 횟수를 지급했습니다.',
  applicationRejected: '대리 발급 신청을 반려했습니다.',
  requestNotFound: '서류 요청을 찾을 수 없습니다.',
  requestDone: '이미 서류가 등록되었거나 취소된 요청입니다.',
  documentsAttached: '서류를 등록했습니다. 중개인의 매물에 표시됩니다.',
  documentsMissing: '등기부등본과 건축물대장 파일을 모두 선택해주세요.',
  documentField: '서류는 registerCopy(등기부등본)와 buildingRegister(건축물대장)로 보내주세요.',
  lawyerNotFound: '변호사 회원을 찾을 수 없습니다.',
  settingsSaved: '정산 정보를 저장했습니다.',
  paid: (count: number) => `${count}건을 정산 완료 처리했습니다.`,
  nothingToPay: '정산 예정인 내역이 없습니다. 이미 정산을 마친 달입니다.',
  month: '정산 월은 YYYY-MM 형식으로 입력해주세요.',
  kind: `이용권 종류는 ${QUOTA_KINDS.join(', ')} 중 하나로 선택해주세요.`,
} as const;

const amountField = intColumn('수량', {
  min: 1,
  max: ADMIN_QUOTA_AMOUNT_MAX,
  message: `수량은 1~${ADMIN_QUOTA_AMOUNT_MAX.toLocaleString('ko-KR')} 사이로 입력해주세요.`,
});

const kindField = z.enum(QUOTA_KINDS, { message: ADMIN_QUOTA_MESSAGES.kind });

/** YYYY-MM, a real month (Korean calendar month on the server). */
export const adminMonthSchema = z
  .string({ message: ADMIN_QUOTA_MESSAGES.month })
  .trim()
  .refine(isCalendarMonth, { message: ADMIN_QUOTA_MESSAGES.month });

/** An optional query value checked by `schema`; absent or blank is undefined. */
const optionalQuery = <T extends z.ZodType<unknown, string>>(field: string, schema: T) =>
  queryText(field)
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(schema.optional());

const isoTime = z.string();
const userFields = {
  userNo: z.number().int(),
  loginId: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------------------
// Balances and the ledger

export const ADMIN_QUOTA_SORT_KEYS = ['userNo', 'name', 'AD', 'BARO', 'LAWYER', 'PROXY'] as const;
export const adminQuotaListQuerySchema = adminListQuerySchema(ADMIN_QUOTA_SORT_KEYS).extend({
  /** Login id, name, company or phone (digits). */
  q: adminSearchTextSchema,
});
export type AdminQuotaListQuery = z.output<typeof adminQuotaListQuerySchema>;

export const adminQuotaBalancesSchema = z.object({
  AD: z.number().int(),
  BARO: z.number().int(),
  LAWYER: z.number().int(),
  PROXY: z.number().int(),
});
export const adminQuotaRowSchema = z.object({
  ...userFields,
  userType: z.string(),
  balances: adminQuotaBalancesSchema,
});
export type AdminQuotaRow = z.infer<typeof adminQuotaRowSchema>;
export const adminQuotaListResponseSchema = envelopeSchema(pagedSchema(adminQuotaRowSchema));

export const adminQuotaUserParamsSchema = z.object({ userNo: intColumn('userNo') });

export const adminQuotaLedgerQuerySchema = adminListQuerySchema(['entryNo'] as const).extend({
  kind: optionalQuery('kind', kindField),
});
export const adminQuotaLedgerSchema = z.object({
  user: z.object({ ...userFields, balances: adminQuotaBalancesSchema }),
  list: z.array(adListItemSchema),
  pageInfo: pagedSchema(adListItemSchema).shape.pageInfo,
});
export type AdminQuotaLedger = z.infer<typeof adminQuotaLedgerSchema>;
export const adminQuotaLedgerResponseSchema = envelopeSchema(adminQuotaLedgerSchema);

export const adminQuotaChangeBodySchema = z.object({
  kind: kindField,
  amount: amountField,
  reason: adminReasonSchema,
});
export type AdminQuotaChangeBody = z.input<typeof adminQuotaChangeBodySchema>;
export const adminQuotaChangeSchema = z.object({
  userNo: z.number().int(),
  kind: z.enum(QUOTA_KINDS),
  amount: z.number().int(),
  balance: z.number().int(),
});
export type AdminQuotaChange = z.infer<typeof adminQuotaChangeSchema>;
export const adminQuotaChangeResponseSchema = envelopeSchema(adminQuotaChangeSchema);

// ---------------------------------------------------------------------------------------------------------
// Proxy applications (a broker asks for PROXY units)

export const PROXY_APPLICATION_STATE_LABELS = {
  PENDING: '검토 대기',
  GRANTED: '승인',
  REJECTED: '반려',
} as const;
export const PROXY_APPLICATION_STATES = ['PENDING', 'GRANTED', 'REJECTED'] as const;

export const adminProxyApplicationListQuerySchema = adminListQuerySchema(['createdAt'] as const).extend({
  state: optionalQuery('state', z.enum(PROXY_APPLICATION_STATES, { message: '상태를 확인해주세요.' })),
});
export const adminProxyApplicationSchema = z.object({
  applicationNo: z.number().int(),
  ...userFields,
  state: z.enum(PROXY_APPLICATION_STATES),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
  /** The broker's PROXY balance now. */
  proxyBalance: z.number().int(),
});
export type AdminProxyApplication = z.infer<typeof adminProxyApplicationSchema>;
export const adminProxyApplicationListResponseSchema = envelopeSchema(
  pagedSchema(adminProxyApplicationSchema),
);

export const adminProxyApplicationParamsSchema = z.object({ applicationNo: intColumn('applicationNo') });
export const adminProxyGrantBodySchema = z.object({ amount: amountField, reason: adminReasonSchema });
export type AdminProxyGrantBody = z.input<typeof adminProxyGrantBodySchema>;
export const adminProxyRejectBodySchema = z.object({ reason: adminReasonSchema });
export const adminProxyDecisionSchema = z.object({
  applicationNo: z.number().int(),
  state: z.enum(PROXY_APPLICATION_STATES),
  /** The PROXY balance after a grant; null on a rejection. */
  balance: z.number().int().nullable(),
});
export const adminProxyDecisionResponseSchema = envelopeSchema(adminProxyDecisionSchema);

// ---------------------------------------------------------------------------------------------------------
// Proxy document requests (the operator attaches the register and the building ledger)

export const PROXY_REQUEST_STATES = ['WAITING_DOCUMENTS', 'ATTACHED', 'CANCELLED'] as const;
export const PROXY_REQUEST_STATE_LABELS = {
  WAITING_DOCUMENTS: '서류 대기',
  ATTACHED: '등록 완료',
  CANCELLED: '취소',
} as const;

/** The multipart file fields of the attach call, and the sale_documents kind each becomes. */
export const PROXY_DOCUMENT_FIELDS = {
  registerCopy: 'REGISTER_COPY',
  buildingRegister: 'BUILDING_REGISTER',
} as const;
export const PROXY_DOCUMENT_LABELS = {
  REGISTER_COPY: '등기부등본',
  BUILDING_REGISTER: '건축물대장',
} as const;
export const PROXY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const adminProxyRequestListQuerySchema = adminListQuerySchema(['createdAt'] as const).extend({
  state: optionalQuery('state', z.enum(PROXY_REQUEST_STATES, { message: '상태를 확인해주세요.' })),
});
export const adminProxyDocumentSchema = z.object({
  kind: z.enum(['REGISTER_COPY', 'BUILDING_REGISTER']),
  fileId: z.string(),
  mime: z.string(),
});
export const adminProxyRequestSchema = z.object({
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  saleTitle: z.string(),
  saleAddr: z.string(),
  saleStatus: z.string(),
  ...userFields,
  state: z.enum(PROXY_REQUEST_STATES),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The listing's registry documents now (after an attach, the ones the operator sent). */
  documents: z.array(adminProxyDocumentSchema),
});
export type AdminProxyRequest = z.infer<typeof adminProxyRequestSchema>;
export const adminProxyRequestListResponseSchema = envelopeSchema(pagedSchema(adminProxyRequestSchema));

export const adminProxyRequestParamsSchema = z.object({ requestNo: intColumn('requestNo') });
/** The attach call's text fields: none are needed; the two files travel as registerCopy and buildingRegister. */
export const adminProxyAttachFieldsSchema = z.object({});
export const adminProxyAttachSchema = z.object({
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  state: z.literal('ATTACHED'),
  documents: z.array(adminProxyDocumentSchema),
});
export const adminProxyAttachResponseSchema = envelopeSchema(adminProxyAttachSchema);

// ---------------------------------------------------------------------------------------------------------
// Lawyers' settlement

export const adminLawyerListQuerySchema = adminListQuerySchema(['userNo'] as const).extend({
  q: adminSearchTextSchema,
  /** The month whose lines the list counts; absent: this Korean month. */
  month: optionalQuery('month', adminMonthSchema),
});
export const adminLawyerRowSchema = z.object({
  ...userFields,
  status: z.string(),
  feePerApproval: z.number().int(),
  /** True when no terms were set and config's default fee applies. */
  isDefaultFee: z.boolean(),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  accountHolder: z.string().nullable(),
  month: z.string(),
  monthLines: z.number().int(),
  monthAmount: z.number().int(),
  /** 정산 예정 (CALCULATE001) of the month, in 원. */
  monthUnpaid: z.number().int(),
});
export type AdminLawyerRow = z.infer<typeof adminLawyerRowSchema>;
export const adminLawyerListResponseSchema = envelopeSchema(pagedSchema(adminLawyerRowSchema));

export const adminLawyerParamsSchema = z.object({ userNo: intColumn('userNo') });

const boundedText = (label: string, max: number) =>
  z
    .string({ message: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, { message: `${label}을(를) 입력해주세요.` })
    .max(max, { message: `${label}은(는) ${max}자 이내로 입력해주세요.` })
    .refine((v) => !hasNul(v), { message: nulMessage(label) });

export const adminLawyerSettingsBodySchema = z.object({
  feePerApproval: z.coerce
    .number({ message: '건당 수수료를 숫자로 입력해주세요.' })
    .int({ message: '건당 수수료는 원 단위 정수로 입력해주세요.' })
    .min(0, { message: `건당 수수료는 0~${LAWYER_FEE_MAX.toLocaleString('ko-KR')}원 사이로 입력해주세요.` })
    .max(LAWYER_FEE_MAX, {
      message: `건당 수수료는 0~${LAWYER_FEE_MAX.toLocaleString('ko-KR')}원 사이로 입력해주세요.`,
    }),
  bankName: boundedText('은행명', 50),
  accountNo: z
    .string({ message: '계좌번호를 입력해주세요.' })
    .trim()
    .regex(/^[0-9-]{1,30}$/, { message: '계좌번호는 숫자와 -만 30자 이내로 입력해주세요.' }),
  accountHolder: boundedText('예금주', 50),
});
export type AdminLawyerSettingsBody = z.input<typeof adminLawyerSettingsBodySchema>;
export const adminLawyerSettingsSchema = z.object({
  userNo: z.number().int(),
  feePerApproval: z.number().int(),
  bankName: z.string(),
  accountNo: z.string(),
  accountHolder: z.string(),
});
export const adminLawyerSettingsResponseSchema = envelopeSchema(adminLawyerSettingsSchema);

export const adminLawyerSettlementQuerySchema = z.object({ month: adminMonthSchema });
export const adminSettlementLineSchema = z.object({
  calculateNo: z.number().int(),
  requestNo: z.number().int(),
  saleNo: z.number().int(),
  saleTitle: z.string(),
  decision: z.enum(LAWYER_DECISIONS),
  amount: z.number().int(),
  state: z.enum(CALCULATE_STATES),
  stateLabel: z.string(),
  decidedAt: isoTime,
  paidAt: isoTime.nullable(),
});
export const adminLawyerSettlementSchema = z.object({
  month: z.string(),
  lines: z.array(adminSettlementLineSchema),
  total: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    paidAmount: z.number().int(),
    pendingAmount: z.number().int(),
    heldAmount: z.number().int(),
  }),
});
export type AdminLawyerSettlement = z.infer<typeof adminLawyerSettlementSchema>;
export const adminLawyerSettlementResponseSchema = envelopeSchema(adminLawyerSettlementSchema);

export const adminLawyerPaidBodySchema = z.object({ month: adminMonthSchema });
export const adminLawyerPaidSchema = z.object({
  month: z.string(),
  /** Lines marked 정산 완료 by this call (0 when the month had none left to pay). */
  count: z.number().int(),
  amount: z.number().int(),
});
export type AdminLawyerPaid = z.infer<typeof adminLawyerPaidSchema>;
export const adminLawyerPaidResponseSchema = envelopeSchema(adminLawyerPaidSchema);
