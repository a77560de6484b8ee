import { z } from 'zod';
import { BUILDING_TYPES, SALE_TYPES } from '../codes.ts';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../limits.ts';
import { envelopeSchema, pageInfoSchema } from './envelope.ts';
import { intColumn, limitParam, pageParam, text } from './primitives.ts';

/** One card of the search list (product.md §A3 "Search list item"); prices in 만원, areas ㎡ (1) and 평 (2). */
export const saleListItemSchema = z.object({
  saleNo: z.number().int(),
  userNo: z.number().int(),
  isLike: z.boolean(),
  image: z.string().nullable(),
  redevelop: z.boolean(),
  saleAddr: z.string(),
  saleType: z.enum(SALE_TYPES),
  type: z.enum(BUILDING_TYPES),
  rentPrice: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  deposit: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  title: z.string(),
  roomType: z.string().nullable(),
  roomGroup: z.string(),
  floor: z.number().int(),
  dedicatedArea1: z.number(),
  dedicatedArea2: z.string(),
  actualArea2: z.string(),
  safetyGrade: z.string(),
  changeSafetyGrade: z.string().nullable(),
  isLawyer: z.boolean(),
  isConfirm: z.string().nullable(),
  isBaro: z.boolean(),
  lat: z.number(),
  lng: z.number(),
  regDate: z.string(),
  /** When the broker last confirmed the listing is still available (issue 18 §3), ISO. */
  confirmedAt: z.string(),
  // Optional keys go last: fast-json-stringify writes them after the required ones, zod in schema order.
  /** 깡통전세 위험: 전세가율 above 80% of similar homes' real sales (GET /api/sale/{saleNo}/market has why). */
  jeonseRisk: z.boolean().optional(),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;

export const saleListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(saleListItemSchema),
    pageInfo: pageInfoSchema,
    /** How the search text was understood: region, station, listing number, or none (not served). */
    area: z.object({ kind: z.string(), label: z.string() }),
  }),
);

export const saleCountResponseSchema = envelopeSchema(z.object({ totalRow: z.number().int() }));

/** POST /api/user/like (product.md §A3 like payload). */
export const likeBodySchema = z.object({
  isLike: z.boolean({ error: 'isLike는 true 또는 false로 입력해주세요.' }),
  saleNo: intColumn('saleNo'),
  saleUserNo: intColumn('saleUserNo').optional(),
  userNo: intColumn('userNo'),
});
export const likeResponseSchema = envelopeSchema(z.object({ saleNo: z.number().int(), isLike: z.boolean() }));

/** GET /api/user/like/list */
export const likeListQuerySchema = z.object({
  userNo: intColumn('userNo'),
  page: pageParam(),
  limit: limitParam(MAX_PAGE_SIZE, PAGE_SIZES.search),
});
export const likeListResponseSchema = envelopeSchema(
  z.object({ list: z.array(saleListItemSchema), pageInfo: pageInfoSchema }),
);

/** GET /common/search/addr/list: suggestions as you type (regions, stations, listing numbers). */
export const suggestQuerySchema = z.object({
  keyword: text('keyword', { label: '검색어', min: 1, max: 30 }),
  limit: limitParam(30, 10),
});
export const suggestionSchema = z.object({
  kind: z.enum(['sigungu', 'dong', 'station', 'saleNo']),
  /** What the list shows: '강남구', '역삼동', '강남역'. */
  label: z.string(),
  /** The line under it: '서울특별시', '서울특별시 강남구', '2호선 · 신분당선', '매물번호'. */
  detail: z.string(),
  /** The saleAddr to search with. */
  saleAddr: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = envelopeSchema(z.array(suggestionSchema));

/** Region counts for the map at low zoom: one bubble per 시도, 시군구 or 동 with listings. */
export const regionCountSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The search that lists exactly this region ('송파구 잠실동', '인천광역시 중구'): what a tap on it opens. */
  saleAddr: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
});
export const regionCountsResponseSchema = envelopeSchema(z.array(regionCountSchema));
