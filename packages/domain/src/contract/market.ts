import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { intColumn } from './primitives.ts';

/*
 * Market context of a listing (P14 §5, GET /api/sale/{saleNo}/market): real sales of similar homes nearby
 * (same 법정동, or its 시군구 when the 동 has too few; the same building use; 전용면적 within a band), the
 * typical sale price of such a home and the listing's 전세가율 against it. Money in 만원, areas in ㎡.
 */

export const marketParamsSchema = z.object({ saleNo: intColumn('saleNo') });

/** Above this 전세가율 (deposit ÷ typical sale price, %) a listing is flagged 깡통전세 위험. */
export const JEONSE_RISK_RATIO = 80;

/** One real sale of a similar home. */
export const marketSaleSchema = z.object({
  /** YYYYMMDD. */
  contractDate: z.string(),
  /** 만원. */
  price: z.number().int(),
  /** 전용면적 ㎡ (단독다가구: 연면적). */
  area: z.number(),
  floor: z.number().int().nullable(),
  buildingName: z.string(),
});
export type MarketSale = z.infer<typeof marketSaleSchema>;

/** The median of one month's sales, for the chart. */
export const marketMonthSchema = z.object({
  /** YYYYMM. */
  month: z.string(),
  /** Median 만원 of the month's sales. */
  medianPrice: z.number().int(),
  /** Median 만원/㎡ of the month's sales. */
  medianPricePerSqm: z.number(),
  count: z.number().int(),
});
export type MarketMonth = z.infer<typeof marketMonthSchema>;

/** The 깡통전세 flag and the figures behind it. */
export const jeonseRiskSchema = z.object({
  label: z.literal('깡통전세 위험'),
  /** The listing's deposit, 만원. */
  deposit: z.number().int(),
  typicalPrice: z.number().int(),
  /** %, one decimal. */
  ratio: z.number(),
  transactionCount: z.number().int(),
  period: z.string(),
  scopeName: z.string(),
  message: z.string(),
});
export type JeonseRisk = z.infer<typeof jeonseRiskSchema>;

export const MARKET_SCOPES = ['DONG', 'SIGUNGU'] as const;
export const MARKET_SOURCES = ['LOCAL', 'DATA_GO_KR'] as const;

export const marketEntitySchema = z.object({
  saleNo: z.number().int(),
  /** False when no similar sales are known (outside Seoul, or too few): every figure below is then empty. */
  available: z.boolean(),
  /** Why there is no answer, in Korean; null when available. */
  emptyReason: z.string().nullable(),
  /** Where the sales are from: the 법정동, or its 시군구 when the 동 had too few. */
  scope: z.enum(MARKET_SCOPES).nullable(),
  /** '역삼동', '강남구'. */
  scopeName: z.string().nullable(),
  /** The 실거래 building use compared: 아파트, 연립다세대, 오피스텔, 단독다가구. */
  buildingUse: z.string(),
  /** The listing's 전용면적 and the band of areas compared, ㎡. */
  area: z.number(),
  areaMin: z.number(),
  areaMax: z.number(),
  /** Every similar sale the figures are computed from. */
  transactionCount: z.number().int(),
  /** 'YYYY.MM–YYYY.MM' of those sales. */
  period: z.string().nullable(),
  /** The newest similar sales (at most 30), newest first. */
  transactions: z.array(marketSaleSchema),
  /** Median per month, oldest first. */
  monthly: z.array(marketMonthSchema),
  /** Median 만원/㎡ of the similar sales. */
  medianPricePerSqm: z.number().nullable(),
  /** The typical sale price of a home like the listing: median 만원/㎡ × the listing's area, 만원. */
  typicalPrice: z.number().int().nullable(),
  /** How typicalPrice was computed, in Korean. */
  basis: z.string().nullable(),
  /** 전세/월세: the deposit compared (만원); null for 매매. */
  deposit: z.number().int().nullable(),
  /** 전세가율 %: deposit ÷ typicalPrice (one decimal); null for 매매 or without a typical price. */
  jeonseRatio: z.number().nullable(),
  /** Set when jeonseRatio is above JEONSE_RISK_RATIO. */
  jeonseRisk: jeonseRiskSchema.nullable(),
  /** 매매: the asking price ÷ typicalPrice, %; null otherwise. */
  priceVsTypical: z.number().nullable(),
  source: z.enum(MARKET_SOURCES),
  /** '국토교통부 실거래가 2022–2023'. */
  sourceLabel: z.string(),
});
export type MarketEntity = z.infer<typeof marketEntitySchema>;
export const marketResponseSchema = envelopeSchema(marketEntitySchema);
