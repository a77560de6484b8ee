import { GRADE_RULES, type GradeTable } from '@ansim/domain';
import { DETAIL } from '../messages.ts';

/*
 * The ratio bar of the safety section: deposit and senior debt against 공시가격, on the grade lines of the
 * listing's own table (GRADE_RULES of @ansim/domain, so a changed threshold moves the bar too).
 */

/** The bar's right end, in percent: past the last line, so that a 5th grade still shows where it stands. */
export const RATIO_SCALE = 200;

export interface RatioZone {
  grade: number;
  /** Percent of 공시가격 where the zone starts and ends. */
  from: number;
  to: number;
}

const linesOf = (table: Exclude<GradeTable, 'SALE'>) =>
  table === 'JEONSE' ? GRADE_RULES.jeonse.lines : GRADE_RULES.monthly.lines;

/** The zones of a table from 0% to the scale's end: each line closes its grade, above the last is 5. */
export function ratioZones(table: Exclude<GradeTable, 'SALE'>): RatioZone[] {
  const lines = linesOf(table);
  const zones = lines.map((line, i) => ({
    grade: line.grade,
    from: i === 0 ? 0 : lines[i - 1]!.maxPercent,
    to: line.maxPercent,
  }));
  return [...zones, { grade: 5, from: lines.at(-1)!.maxPercent, to: RATIO_SCALE }];
}

/** The table's lines in words: '126% 이하 1등급 · 140% 이하 2등급 · … · 155% 초과 5등급'. */
export function ratioLegend(table: Exclude<GradeTable, 'SALE'>): string {
  const lines = linesOf(table);
  return [
    ...lines.map((line) => DETAIL.safety.ratioLine(line.maxPercent, line.grade)),
    DETAIL.safety.ratioAbove(lines.at(-1)!.maxPercent),
  ].join(' · ');
}

/** Where a percent sits on the bar, as a CSS length. */
export const onBar = (percent: number): string =>
  `${(Math.min(Math.max(percent, 0), RATIO_SCALE) / RATIO_SCALE) * 100}%`;
