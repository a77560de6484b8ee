import { levelToRate, RATE_CODES, type RateCode, type SafetyLevel } from '../codes.ts';
import type { GradeTable } from './compute.ts';
import { GRADE_RULES } from './rules.ts';

// ---------------------------------------------------------------------------------------------------------
// Explanation modal (tabs for 전세, 월세, 매매)

export interface GradeGuideRow {
  grade: SafetyLevel;
  rate: RateCode;
  label: string;
  rule: string;
}

const labelOf = (grade: SafetyLevel) => RATE_CODES[grade - 1]!.label;

const rangeRows = (
  lines: readonly { grade: number; maxPercent: number }[],
  describe: (range: string, maxPercent: number) => string,
): { grade: SafetyLevel; rule: string }[] => {
  let previous: number | null = null;
  const rows = lines.map(({ grade, maxPercent }) => {
    const range = previous === null ? `${maxPercent}% 이하` : `${previous}% 초과 ${maxPercent}% 이하`;
    previous = maxPercent;
    return { grade: grade as SafetyLevel, rule: describe(range, maxPercent) };
  });
  rows.push({ grade: 5, rule: describe(`${previous}% 초과`, previous ?? 0) });
  return rows;
};

/** The rows of the safety-grade explanation modal, written from `GRADE_RULES` so they never disagree. */
export const gradeGuide = (table: GradeTable): GradeGuideRow[] => {
  let rows: { grade: SafetyLevel; rule: string }[];
  if (table === 'JEONSE') {
    rows = rangeRows(GRADE_RULES.jeonse.lines, (range) => `보증금+선순위 채권이 공시가격의 ${range}`);
    rows[0]!.rule += ', 선순위 권리·임대인 체납 세금 없음';
  } else if (table === 'MONTHLY') {
    const share = GRADE_RULES.monthly.seniorSharePercent;
    rows = [
      { grade: 1, rule: '2등급 조건을 갖추고 보증금 전액이 최우선변제 대상' },
      ...GRADE_RULES.monthly.lines.map(({ grade, maxPercent }) => ({
        grade: grade as SafetyLevel,
        rule: `선순위 채권최고액이 공시가격 ${maxPercent}%의 ${share}% 이하, 보증금과 합해 ${maxPercent}% 이하`,
      })),
      { grade: 5, rule: '위 기준을 넘는 경우' },
    ];
  } else {
    rows = [
      { grade: 1, rule: '선순위 채권·권리와 매도인 체납 세금 없음' },
      ...rangeRows(GRADE_RULES.sale.lines, (range) => `인수할 선순위 채권이 공시가격의 ${range}`),
    ];
  }
  return rows.map(({ grade, rule }) => ({ grade, rate: levelToRate(grade), label: labelOf(grade), rule }));
};

/** Notes shared by every tab of the explanation modal (product.md §B5). */
export const GRADE_NOTES = [
  '위반건축물(불법 증·개축)이거나 다가구주택이면 4등급 이하로 등록됩니다.',
  '1~4등급은 토지와 건물의 소유자가 같아야 하며, 다르면 5등급입니다.',
  '미등기 매물은 등록이 어렵습니다.',
  '전세금이 수도권 7억원, 그 외 지역 5억원을 넘으면 전세보증금반환보증에 가입할 수 없어 별도 기준을 적용합니다.',
  '보증금 전액이 최우선변제 대상이면 한 등급 올라갈 수 있습니다(월세).',
] as const;
