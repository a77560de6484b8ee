import type { MarketMonth, MarketSale } from '@ansim/domain/contract';

/** The chart's drawing box (SVG units); the SVG scales uniformly, so dots stay round at any width. */
export const CHART_W = 320;
export const CHART_H = 160;

/** Every month from `first` to `last` ('YYYYMM'), gaps included, so the x axis is time. */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  let y = Number(first.slice(0, 4));
  let m = Number(first.slice(4, 6));
  const end = Number(last.slice(0, 4)) * 12 + Number(last.slice(4, 6));
  while (y * 12 + m <= end && out.length < 600) {
    out.push(`${y}${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** A round step (1, 2, 5 × 10ⁿ) that cuts `span` into at most `parts` pieces. */
export function niceStep(span: number, parts = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const f of [1, 2, 5, 10]) if (f * power >= raw) return f * power;
  return 10 * power;
}

export interface ChartScale {
  months: string[];
  yMin: number;
  yMax: number;
  /** The y values of the grid lines, low to high. */
  ticks: number[];
  /** x of a day ('YYYYMMDD') or a month's middle ('YYYYMM'), in SVG units. */
  x: (date: string) => number;
  /** y of a price (만원), in SVG units (0 at the top). */
  y: (price: number) => number;
}

/**
 * Axes of the market chart: months from the first to the last month with sales, and prices from a round
 * value below the lowest to a round value above the highest of the medians, the sales and `marks` (the
 * typical price and the deposit drawn as lines).
 */
export function chartScale(
  monthly: readonly MarketMonth[],
  sales: readonly MarketSale[],
  marks: readonly number[] = [],
): ChartScale | null {
  const first = monthly[0]?.month;
  const last = monthly.at(-1)?.month;
  if (!first || !last) return null;
  const months = monthRange(first, last);
  const values = [...monthly.map((m) => m.medianPrice), ...sales.map((s) => s.price), ...marks].filter(
    (v) => Number.isFinite(v) && v > 0,
  );
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const step = niceStep(hi - lo || hi * 0.2);
  const yMin = Math.max(0, Math.floor(lo / step) * step);
  const yMax = Math.max(yMin + step, Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let v = yMin; v <= yMax + step / 2; v += step) ticks.push(v);
  const slot = CHART_W / months.length;
  const indexOf = new Map(months.map((m, i) => [m, i]));
  return {
    months,
    yMin,
    yMax,
    ticks,
    x: (date) => {
      const i = indexOf.get(date.slice(0, 6)) ?? 0;
      // A day sits at its place in the month; a month alone at its middle.
      const within = date.length >= 8 ? (Math.min(Number(date.slice(6, 8)), 31) - 0.5) / 31 : 0.5;
      return (i + within) * slot;
    },
    y: (price) => CHART_H - ((price - yMin) / (yMax - yMin)) * CHART_H,
  };
}
