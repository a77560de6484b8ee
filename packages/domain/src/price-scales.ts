/**
 * The stepped price sliders of product.md §A9, in 만원. The steps widen as prices grow so that one slider covers
 * both a 1,000만원 villa deposit and a 20억 apartment with a usable number of stops. Kept apart from
 * `filter-state.ts` because the common-code table (`codes.ts`) also describes these bands for the server
 * seed.
 */

export interface PriceBand {
  /** Upper end of the band, inclusive; the band starts where the previous one ended. */
  readonly upTo: number;
  readonly step: number;
}

export type PriceScaleKey = 'sell' | 'rent' | 'monthlyDeposit' | 'monthly';

export interface PriceScale {
  readonly key: PriceScaleKey;
  /** The common-code group that describes the same bands (product.md §A3 group codes). */
  readonly groupCode: 'SELL' | 'RENT' | 'MONTHLY_DEPOSIT' | 'MONTHLY';
  readonly label: string;
  readonly min: number;
  /** The top stop; a slider at the top means "no upper bound" and is sent as ''. */
  readonly max: number;
  readonly bands: readonly PriceBand[];
}

const SALE_AND_JEONSE_BANDS: readonly PriceBand[] = [
  { upTo: 5_000, step: 1_000 },
  { upTo: 15_000, step: 2_000 },
  { upTo: 65_000, step: 10_000 },
  { upTo: 215_000, step: 30_000 },
];

export const PRICE_SCALES = {
  sell: {
    key: 'sell',
    groupCode: 'SELL',
    label: '매매가',
    min: 0,
    max: 215_000,
    bands: SALE_AND_JEONSE_BANDS,
  },
  rent: {
    key: 'rent',
    groupCode: 'RENT',
    label: '전세금',
    min: 0,
    max: 215_000,
    bands: SALE_AND_JEONSE_BANDS,
  },
  monthlyDeposit: {
    key: 'monthlyDeposit',
    groupCode: 'MONTHLY_DEPOSIT',
    label: '보증금',
    min: 0,
    max: 58_000,
    bands: [
      { upTo: 500, step: 100 },
      { upTo: 3_000, step: 500 },
      { upTo: 8_000, step: 1_000 },
      { upTo: 58_000, step: 10_000 },
    ],
  },
  monthly: {
    key: 'monthly',
    groupCode: 'MONTHLY',
    label: '월세',
    min: 0,
    max: 350,
    bands: [
      { upTo: 50, step: 5 },
      { upTo: 100, step: 10 },
      { upTo: 200, step: 20 },
      { upTo: 350, step: 30 },
    ],
  },
} as const satisfies Record<PriceScaleKey, PriceScale>;

/** Every stop of a slider, from `min` to `max`, in 만원. */
export const scaleValues = (scale: PriceScale): number[] => {
  const values = [scale.min];
  let current = scale.min;
  for (const band of scale.bands) {
    while (current + band.step <= band.upTo) {
      current += band.step;
      values.push(current);
    }
  }
  return values;
};
