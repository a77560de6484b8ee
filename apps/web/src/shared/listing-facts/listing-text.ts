import { floorLabel, rateToLevel, type SafetyLevel, withThousands } from '@ansim/domain';

/*
 * How a listing's facts are written wherever a listing is shown in full (its detail, the comparison): pure,
 * so each rule is tested without a screen. The wording around them stays in each feature's messages. Not in
 * shared/sale/: that folder is the first screen's listing-ui chunk, and only the lazy detail and comparison
 * pages need these.
 */

/** The grade a visitor sees: a lawyer's or the operator's correction wins over the broker's. */
export const shownLevel = (grades: {
  safetyGrade: string;
  changeSafetyGrade: string | null;
}): SafetyLevel | null => rateToLevel(grades.changeSafetyGrade || grades.safetyGrade);

/** '3층', '반지하', '옥탑', with the building's floors by `floorOf` when the broker gave them. */
export const floorWithTotal = (
  listing: { floor: number; entireFloor: number | null },
  floorOf: (own: string, total: number) => string,
): string => {
  const own = floorLabel(listing.floor);
  return listing.entireFloor ? floorOf(own, listing.entireFloor) : own;
};

const LITERAL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The move-in date as '2026년 12월 1일', or null for "now": none is set or the date has come (a date in the
 * past would read as stale, and means the same). `today` is YYYY-MM-DD on the Korean calendar.
 */
export const moveInDay = (applyDate: string | null, today: string): string | null => {
  const match = applyDate ? LITERAL_DATE.exec(applyDate) : null;
  if (!match || (applyDate ?? '') <= today) return null;
  const [, year, month, day] = match;
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
};

/**
 * 원 as Korean listings write a fee: 70,000 → '7만원', 125,000 → '12만 5,000원', 8,000 → '8,000원',
 * 0 → '0원'.
 */
export const formatFee = (won: number): string => {
  const rounded = Math.max(0, Math.round(won));
  const man = Math.floor(rounded / 10_000);
  const rest = rounded % 10_000;
  if (man === 0) return `${withThousands(rest)}원`;
  return rest === 0 ? `${withThousands(man)}만원` : `${withThousands(man)}만 ${withThousands(rest)}원`;
};
