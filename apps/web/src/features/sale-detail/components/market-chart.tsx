import { formatMoney } from '@ansim/domain';
import type { MarketMonth, MarketSale } from '@ansim/domain/contract';
import { useId } from 'react';
import { CHART_H, CHART_W, chartScale } from './market-chart-scale.ts';
import { dateLabel, MARKET_MSG, spokenMonth } from './market-messages.ts';
import styles from './market-section.module.css';

const TEXT = MARKET_MSG;

/** A price on the axis: '7억 5,000' rather than '7억 5,000만원', to stay narrow on a phone. */
const axisPrice = (manwon: number) => formatMoney(manwon).replace(/만원$/, '');

/**
 * The monthly medians of similar homes' sales as a line, the newest sales as dots, and the typical price
 * (and the deposit) as dashed lines; drawn by hand in SVG. Labels are HTML placed over it, so they keep
 * their size at 390 px. A screen reader gets a one-line summary and the figures in a hidden table.
 */
export function MarketChart({
  monthly,
  sales,
  typicalPrice,
  deposit,
}: {
  monthly: readonly MarketMonth[];
  sales: readonly MarketSale[];
  typicalPrice: number | null;
  deposit: number | null;
}) {
  const titleId = useId();
  const marks = [typicalPrice, deposit].filter((v): v is number => v !== null && v > 0);
  const scale = chartScale(monthly, sales, marks);
  if (!scale) return <p className={styles.muted}>{TEXT.chartEmpty}</p>;
  const { x, y, ticks, months } = scale;
  const medians = monthly.map((m) => m.medianPrice);
  const summary = TEXT.chartSummary(
    spokenMonth(months[0] as string),
    spokenMonth(months.at(-1) as string),
    formatMoney(Math.min(...medians)),
    formatMoney(Math.max(...medians)),
    monthly.reduce((n, m) => n + m.count, 0),
  );
  const line = monthly.map((m) => `${x(m.month).toFixed(1)},${y(m.medianPrice).toFixed(1)}`).join(' ');
  const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
  const labelMonths = [...new Set([months[0], months[Math.floor((months.length - 1) / 2)], months.at(-1)])];

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.figureTitle}>
        {TEXT.chartTitle}
      </figcaption>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendLine}>{TEXT.chartTitle}</span>
        <span className={styles.legendDot}>{TEXT.cols.price}</span>
        {typicalPrice !== null && <span className={styles.legendTypical}>{TEXT.typicalLabel}</span>}
        {deposit !== null && <span className={styles.legendDeposit}>{TEXT.depositMark}</span>}
      </div>
      <div className={styles.plot}>
        <div className={styles.yLabels} aria-hidden="true">
          {ticks.map((t) => (
            <span key={t} style={{ top: pct(y(t) / CHART_H) }}>
              {axisPrice(t)}
            </span>
          ))}
        </div>
        <div className={styles.chartBox}>
          <svg className={styles.svg} viewBox={`0 0 ${CHART_W} ${CHART_H}`} role="img" aria-label={summary}>
            {ticks.map((t) => (
              <line key={t} className={styles.grid} x1="0" x2={CHART_W} y1={y(t)} y2={y(t)} />
            ))}
            {typicalPrice !== null && (
              <line
                className={styles.typical}
                x1="0"
                x2={CHART_W}
                y1={y(typicalPrice)}
                y2={y(typicalPrice)}
              />
            )}
            {deposit !== null && deposit > 0 && (
              <line className={styles.deposit} x1="0" x2={CHART_W} y1={y(deposit)} y2={y(deposit)} />
            )}
            {sales.map((s, i) => (
              <circle
                // Sales have no id: their place in the newest-first list is fixed for one answer.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer.
                key={i}
                className={styles.dot}
                cx={x(s.contractDate)}
                cy={y(s.price)}
                r="3"
              />
            ))}
            <polyline className={styles.line} points={line} />
            {monthly.map((m) => (
              <circle key={m.month} className={styles.point} cx={x(m.month)} cy={y(m.medianPrice)} r="3.5">
                <title>{`${spokenMonth(m.month)} ${formatMoney(m.medianPrice)} (${m.count}건)`}</title>
              </circle>
            ))}
          </svg>
          <div className={styles.xLabels} aria-hidden="true">
            {labelMonths.map((m) =>
              m ? (
                <span key={m} style={{ left: pct(x(m) / CHART_W) }}>
                  {dateLabel(m)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <table className="visually-hidden">
        <caption>{TEXT.monthTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.monthCols.month}</th>
            <th scope="col">{TEXT.monthCols.median}</th>
            <th scope="col">{TEXT.monthCols.count}</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((m) => (
            <tr key={m.month}>
              <th scope="row">{spokenMonth(m.month)}</th>
              <td>{formatMoney(m.medianPrice)}</td>
              <td>{`${m.count}건`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
