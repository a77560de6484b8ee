import { RATE_CODES, type RateCode, type SafetyLevel } from '@ansim/domain';

/** The detail's `comments`: how many comments gave each grade. */
export interface CommentCounts {
  rate001: number;
  rate002: number;
  rate003: number;
  rate004: number;
  rate005: number;
}

export interface GradeShare {
  level: SafetyLevel;
  rate: RateCode;
  label: string;
  count: number;
  /** 0–1, the bar's width. */
  share: number;
  /** Whole percents that add up to 100 (largest remainder), for the text beside the bar. */
  percent: number;
}

export interface GradeDistribution {
  total: number;
  grades: GradeShare[];
}

const countOf = (counts: CommentCounts, rate: RateCode): number => {
  const key = rate.toLowerCase() as keyof CommentCounts;
  const value = counts[key];
  // A count is never negative or fractional; a bad one must not bend the bar.
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
};

/**
 * The five grades' counts as shares of the total. Rounded percents would add up to 99 or 101; the
 * largest remainders get the missing points, so the written figures add up to 100 as a reader expects.
 */
export function gradeDistribution(counts: CommentCounts): GradeDistribution {
  const raw = RATE_CODES.map((rate) => ({ ...rate, count: countOf(counts, rate.code) }));
  const total = raw.reduce((sum, grade) => sum + grade.count, 0);
  if (total === 0) {
    return {
      total,
      grades: raw.map(({ code, level, label }) => ({
        level,
        rate: code,
        label,
        count: 0,
        share: 0,
        percent: 0,
      })),
    };
  }
  const exact = raw.map((grade) => (grade.count * 100) / total);
  const percents = exact.map(Math.floor);
  let missing = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    percents[index] = (percents[index] ?? 0) + 1;
    missing -= 1;
  }
  return {
    total,
    grades: raw.map(({ code, level, label, count }, index) => ({
      level,
      rate: code,
      label,
      count,
      share: count / total,
      percent: percents[index] ?? 0,
    })),
  };
}
