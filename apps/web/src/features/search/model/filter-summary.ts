import {
  BUILDING_TYPE_LABELS,
  formatPriceRange,
  isFullRange,
  PRICE_RANGE_SCALES,
  type PriceRangeKey,
  RATE_CODES,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  type SearchFilter,
} from '@ansim/domain';
import { MSG } from '../../../shared/messages.ts';

/** The filter-bar tabs: product.md §A4 numbers them 1–3 and the full panel 4; 5 is the grade tab we added. */
export type FilterTab = 1 | 2 | 3 | 4 | 5;
export const CLOSED = -1;

const more = (labels: string[], fallback: string) =>
  labels.length === 0
    ? fallback
    : labels.length === 1
      ? labels[0]!
      : MSG.search.filter.more(labels[0]!, labels.length - 1);

/** Which slider of a deal type says the most about the chosen price. */
const PRICE_KEYS: Record<(typeof SALE_TYPES)[number], PriceRangeKey[]> = {
  SALE: ['salesPrice'],
  RENT: ['rentPrice'],
  MONTHLY: ['monthlyPrice', 'depositPrice'],
};

export interface TabSummary {
  label: string;
  /** The tab narrows the list, so it is drawn as set. */
  active: boolean;
}

/** What each tab says on the bar: its name when nothing is chosen, else the choice in short. */
export function summarizeTabs(filter: SearchFilter): Record<Exclude<FilterTab, 4>, TabSummary> {
  const tabs = MSG.search.filter.tabs;
  const buildings = filter.buildingTypes.map((type) => BUILDING_TYPE_LABELS[type]);

  const allTypes = filter.types.length === SALE_TYPES.length;
  const priceKey = filter.types
    .flatMap((type) => PRICE_KEYS[type])
    .find((key) => !isFullRange(filter[key], PRICE_RANGE_SCALES[key]));
  const dealParts = [
    ...(allTypes ? [] : [filter.types.map((type) => SALE_TYPE_LABELS[type]).join('·')]),
    ...(priceKey ? [formatPriceRange(filter[priceKey], PRICE_RANGE_SCALES[priceKey])] : []),
  ];

  const structure = filter.room.length + filter.area.length + filter.floor.length;

  const levels = RATE_CODES.filter((rate) => filter.safetyGrades.includes(rate.code)).map((r) => r.level);
  const first = levels[0];
  const lastLevel = levels.at(-1);
  const contiguous =
    first !== undefined && lastLevel !== undefined && lastLevel - first === levels.length - 1;
  const grade =
    first === undefined || lastLevel === undefined
      ? tabs.grade
      : contiguous
        ? MSG.search.filter.gradeRange(first, lastLevel)
        : more(
            levels.map((level) => MSG.grades.name(level)),
            tabs.grade,
          );

  return {
    1: { label: more(buildings, tabs.buildingTypes), active: buildings.length > 0 },
    2: { label: dealParts.length > 0 ? dealParts.join(' · ') : tabs.price, active: dealParts.length > 0 },
    3: { label: structure > 0 ? `${tabs.structure} ${structure}` : tabs.structure, active: structure > 0 },
    5: { label: grade, active: levels.length > 0 },
  };
}
