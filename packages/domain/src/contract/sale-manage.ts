import { z } from 'zod';
import { SALE_STATUSES, SALE_TYPES } from '../codes.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, queryText, text } from './primitives.ts';

/*
 * The broker's listing management (issue 13, docs/decisions/018): counts by status, the dashboard list and
 * its searches, status changes, the private memo and the permanent delete. Every call acts on the caller's
 * own listings only.
 */

/** The longest private memo on a listing. */
export const SALE_MEMO_MAX = 200;
/** The most listings one bulk status change or permanent delete may name. */
export const SALE_BULK_MAX = 100;
export const DASH_PAGE_SIZE = 20;
export const DASH_PAGE_MAX = 100;

const STATUS_MESSAGE = `status는 ${SALE_STATUSES.join(', ')} 중 하나로 입력해주세요.`;

/** A status in a query: absent or '' is undefined when optional. */
const statusQuery = () =>
  queryText('status').transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const status = SALE_STATUSES.find((s) => s === value.trim());
    if (!status) {
      ctx.addIssue({ code: 'custom', message: STATUS_MESSAGE });
      return z.NEVER;
    }
    return status;
  });
const requiredStatusQuery = () =>
  statusQuery().transform((value, ctx) => {
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: 'status를 입력해주세요.' });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------------------------
// GET /api/sale/status/count

export const saleStatusCountSchema = z.object({
  activeCount: z.number().int(),
  deleteCount: z.number().int(),
  doneCount: z.number().int(),
  stopCount: z.number().int(),
  storageCount: z.number().int(),
});
export type SaleStatusCount = z.infer<typeof saleStatusCountSchema>;
export const saleStatusCountResponseSchema = envelopeSchema(saleStatusCountSchema);

// ---------------------------------------------------------------------------------------------------------
// The dashboard list and its searches

/** One listing of the dashboard: prices in 만원, dates ISO; a draft (STORAGE) may lack most facts. */
export const dashItemSchema = z.object({
  saleNo: z.number().int(),
  status: z.enum(SALE_STATUSES),
  title: z.string().nullable(),
  mainImage: z.string().nullable(),
  saleAddr: z.string(),
  dong: z.string().nullable(),
  unit: z.string().nullable(),
  saleType: z.enum(SALE_TYPES).nullable(),
  buildingType: z.string().nullable(),
  sellingPrice: z.number().int().nullable(),
  rentPrice: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  monthlyPrice: z.number().int().nullable(),
  safetyGrade: z.string().nullable(),
  isLawyer: z.boolean(),
  isConfirm: z.string().nullable(),
  isBaro: z.boolean(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  /** Inquiries arrive with P10; 0 until then. */
  inquiryCount: z.number().int(),
  regDate: z.string(),
  /** Whole days since registration (0 on the day itself). */
  daysListed: z.number().int(),
  memo: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** For a DELETE listing: until when it can be put back to its previous status. */
  restorableUntil: z.string().nullable(),
  /** For a DELETE listing: the status a restore puts it back to. */
  statusBeforeDelete: z.enum(SALE_STATUSES).nullable(),
  /** The grade is the operator's correction (decision 025). Last and optional: older answers lack it. */
  operatorCorrected: z.boolean().optional(),
  /** When the broker last confirmed it (issue 18 §3), ISO; and whether the expiry job paused it. */
  confirmedAt: z.string().optional(),
  pausedForStaleness: z.boolean().optional(),
});
export type DashItem = z.infer<typeof dashItemSchema>;

export const dashListSchema = z.object({ list: z.array(dashItemSchema), pageInfo: pageInfoSchema });
export type DashList = z.infer<typeof dashListSchema>;
export const dashListResponseSchema = envelopeSchema(dashListSchema);

/** GET /api/sale/dash/list: no status lists every listing that is not deleted. */
export const dashListQuerySchema = z.object({
  status: statusQuery(),
  page: pageParam(),
  limit: limitParam(DASH_PAGE_MAX, DASH_PAGE_SIZE),
});

/** GET /api/sale/search/address: a part of the address, building, 동 or 호. */
export const dashAddressQuerySchema = z.object({
  keyword: text('keyword', { min: 1, max: 100, label: '검색어' }),
  status: statusQuery(),
  page: pageParam(),
  limit: limitParam(DASH_PAGE_MAX, DASH_PAGE_SIZE),
});

/** GET /api/sale/search/saleNo */
export const dashSaleNoQuerySchema = z.object({ saleNo: intColumn('saleNo') });

// ---------------------------------------------------------------------------------------------------------
// Status changes

export const saleStatusQuerySchema = z.object({
  saleNo: intColumn('saleNo'),
  status: requiredStatusQuery(),
});

export const saleStatusBulkBodySchema = z.object({
  saleNos: z
    .array(intColumn('saleNos'), { error: 'saleNos는 매물 번호의 목록으로 입력해주세요.' })
    .min(1, 'saleNos를 하나 이상 입력해주세요.')
    .max(SALE_BULK_MAX, `saleNos는 ${SALE_BULK_MAX}개까지 입력해주세요.`),
  status: z.enum(SALE_STATUSES, { error: STATUS_MESSAGE }),
});

export const saleStatusUpdatedSchema = z.object({
  updated: z.array(z.object({ saleNo: z.number().int(), status: z.enum(SALE_STATUSES) })),
});
export type SaleStatusUpdated = z.infer<typeof saleStatusUpdatedSchema>;
export const saleStatusUpdatedResponseSchema = envelopeSchema(saleStatusUpdatedSchema);

// ---------------------------------------------------------------------------------------------------------
// Memo and permanent delete

/** GET /api/sale/update/memo: an empty or absent memo clears it. */
export const saleMemoQuerySchema = z.object({
  saleNo: intColumn('saleNo'),
  memo: text('memo', { max: SALE_MEMO_MAX, label: '메모' }).optional(),
});
export const saleMemoResponseSchema = envelopeSchema(
  z.object({ saleNo: z.number().int(), memo: z.string().nullable() }),
);

export const saleDeleteBodySchema = z.object({
  saleNos: z
    .array(intColumn('saleNos'), { error: 'saleNos는 매물 번호의 목록으로 입력해주세요.' })
    .min(1, 'saleNos를 하나 이상 입력해주세요.')
    .max(SALE_BULK_MAX, `saleNos는 ${SALE_BULK_MAX}개까지 입력해주세요.`),
});
export const saleDeleteResponseSchema = envelopeSchema(z.object({ deleted: z.array(z.number().int()) }));

/** The messages of the management calls, shared with the web. */
export const SALE_MANAGE_MESSAGES = {
  statusChanged: '매물 상태를 변경했습니다.',
  memoSaved: '메모를 저장했습니다.',
  deleted: '매물을 완전히 삭제했습니다.',
  notFound: '매물을 찾을 수 없습니다.',
  notOwner: '본인의 매물만 관리할 수 있습니다.',
  deleteOnlyDeleted: '삭제 상태인 매물만 완전히 삭제할 수 있습니다.',
} as const;
