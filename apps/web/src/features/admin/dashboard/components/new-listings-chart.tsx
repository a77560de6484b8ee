import type { DashboardDay } from '@ansim/domain/contract';
import { useId } from 'react';
import { DASHBOARD_MSG } from '../messages.ts';
import styles from './new-listings-chart.module.css';

const TEXT = DASHBOARD_MSG.chart;

/** 'YYYY-MM-DD' → '11.24' for the axis, '11월 24일' for the figures read aloud. */
const shortDay = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}`;
const spokenDay = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** A round top for the axis: 1, 2, 5 × 10ⁿ at or above the largest day. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** What the chart says in one sentence: the total, the busiest day, the period. */
export function chartSummary(days: readonly DashboardDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  const total = days.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return TEXT.empty(spokenDay(first.day), spokenDay(last.day));
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), first);
  return TEXT.summary(
    total,
    busiest.count,
    spokenDay(busiest.day),
    spokenDay(first.day),
    spokenDay(last.day),
  );
}

const VIEW_W = 300;
const VIEW_H = 100;
const GAP = 0.25;

/**
 * The new listings of 30 days as bars, drawn by hand in SVG (no chart library for one chart). The SVG
 * stretches to any width and holds no text, so nothing shrinks at 390 px; the labels are HTML around it.
 * A screen reader gets the summary as the image's name and every figure in a hidden table.
 */
export function NewListingsChart({ days }: { days: readonly DashboardDay[] }) {
  const titleId = useId();
  const max = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const barWidth = VIEW_W / Math.max(days.length, 1);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {TEXT.title}
        </h2>
        <span className={styles.total}>{TEXT.total(total)}</span>
      </figcaption>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{max.toLocaleString('ko-KR')}</span>
          <span>{(max / 2).toLocaleString('ko-KR')}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={chartSummary(days)}
        >
          <line className={styles.grid} x1="0" x2={VIEW_W} y1="0.5" y2="0.5" />
          <line className={styles.grid} x1="0" x2={VIEW_W} y1={VIEW_H / 2} y2={VIEW_H / 2} />
          <line className={styles.base} x1="0" x2={VIEW_W} y1={VIEW_H - 0.5} y2={VIEW_H - 0.5} />
          {days.map((d, i) => {
            const height = (d.count / max) * VIEW_H;
            return (
              <rect
                key={d.day}
                className={i === days.length - 1 ? styles.today : styles.bar}
                x={i * barWidth + (barWidth * GAP) / 2}
                y={VIEW_H - height}
                width={barWidth * (1 - GAP)}
                height={height}
              >
                <title>{`${spokenDay(d.day)} ${d.count}${TEXT.unit}`}</title>
              </rect>
            );
          })}
        </svg>
        <span aria-hidden="true" />
        <div className={styles.xAxis} aria-hidden="true">
          {days.map((d, i) => (
            <span key={d.day} className={styles.tick}>
              {(days.length - 1 - i) % 7 === 0 ? shortDay(d.day) : ''}
            </span>
          ))}
        </div>
      </div>
      <table className="visually-hidden">
        <caption>{TEXT.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.dayHeader}</th>
            <th scope="col">{TEXT.countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{spokenDay(d.day)}</th>
              <td>{`${d.count}${TEXT.unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
