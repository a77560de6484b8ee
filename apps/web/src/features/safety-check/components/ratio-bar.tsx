import type { SafetyLevel } from '@ansim/domain';
import { SAFETY_CHECK_MSG } from '../messages.ts';
import styles from './ratio-bar.module.css';

/** The bar runs to this share of the public price; a ratio past it fills the bar. */
const SCALE_MAX = 170;

const at = (percent: number) => `${(Math.min(percent, SCALE_MAX) / SCALE_MAX) * 100}%`;

/** Labels closer than this (percentage points of the public price) would touch on a phone's width. */
const LABEL_GAP = 18;
const ROW_HEIGHT = 15;

/** Each mark's label row: the first row whose last label is far enough to the left (126/140/150/155 → 0/1/0/2). */
function labelRows(marks: readonly number[]): number[] {
  const lastInRow: number[] = [];
  return marks.map((mark) => {
    let row = lastInRow.findIndex((last) => mark - last >= LABEL_GAP);
    if (row === -1) row = lastInRow.length;
    lastInRow[row] = mark;
    return row;
  });
}

/** (Deposit + senior debt) / 공시가격 as a bar, the grade lines marked and labelled. */
export function RatioBar({
  ratio,
  thresholds,
  level,
}: {
  ratio: number | null;
  thresholds: readonly number[];
  level: SafetyLevel;
}) {
  const rows = labelRows(thresholds);
  return (
    <div
      className={styles.bar}
      role="img"
      aria-label={
        ratio === null ? SAFETY_CHECK_MSG.result.notAssessable : SAFETY_CHECK_MSG.result.ratioBar(ratio)
      }
    >
      <div className={styles.track}>
        {ratio !== null && (
          <div className={styles.fill} style={{ width: at(ratio), background: `var(--grade-${level})` }} />
        )}
        {thresholds.map((mark) => (
          <span key={mark} className={styles.mark} style={{ left: at(mark) }} />
        ))}
      </div>
      <div
        className={styles.labels}
        aria-hidden="true"
        style={{ height: (Math.max(0, ...rows) + 1) * ROW_HEIGHT }}
      >
        {thresholds.map((mark, i) => (
          <span
            key={mark}
            className={styles.label}
            style={{ left: at(mark), top: (rows[i] ?? 0) * ROW_HEIGHT }}
          >
            {mark}%
          </span>
        ))}
      </div>
    </div>
  );
}
