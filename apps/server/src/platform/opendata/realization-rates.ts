import type { TransactionUse } from './transactions.ts';

/**
 * 공시가격 현실화율: the share of the market value that the published public price is set at. Source:
 * 국토교통부 「2024년 부동산 가격공시 현실화율」 보도자료 (2023-11-21): for 2024 the rates stay at the 2020
 * level — 공동주택 69.0%, 단독주택(표준주택) 53.6%, 토지 65.5%. 오피스텔 has no 공시가격 of its own (국세청
 * 기준시가); the 공동주택 rate is applied to it as the nearest published one.
 */
export const REALIZATION_RATES = {
  year: 2024,
  source: '국토교통부 2024년 부동산 가격공시 현실화율 (2023-11-21 발표)',
  byUse: {
    아파트: { rate: 0.69, kind: '공동주택' },
    연립다세대: { rate: 0.69, kind: '공동주택' },
    오피스텔: { rate: 0.69, kind: '공동주택' },
    단독다가구: { rate: 0.536, kind: '단독주택' },
  } satisfies Record<TransactionUse, { rate: number; kind: string }>,
} as const;

/** '69%', '53.6%'. */
export const percentText = (rate: number): string => `${Number((rate * 100).toFixed(1))}%`;

/**
 * The public price an exclusive area would carry at the median price per ㎡ (만원) of its area's sales:
 * median × area × 현실화율, rounded to 만원. An estimate, never the register's figure.
 */
export function estimatePublicPrice(medianPerSqm: number, area: number, use: TransactionUse): number {
  return Math.round(medianPerSqm * area * REALIZATION_RATES.byUse[use].rate);
}
