import {
  formatArea,
  formatDealPrice,
  formatMoney,
  kstDay,
  roomTypeLabel,
  type SafetyLevel,
} from '@ansim/domain';
import type { CompareFee, CompareItem } from '@ansim/domain/contract';
import {
  floorWithTotal,
  formatFee,
  moveInDay,
  shownLevel,
} from '../../../shared/listing-facts/listing-text.ts';
import { COMPARE } from '../messages.ts';

/*
 * The comparison table as data: one row per fact, one cell per listing, and which cells hold the best value
 * of their row. Pure, so that each rule (which price is lowest, a 반지하's floor, a fee billed by usage) is
 * tested without a screen.
 */

export interface CompareCell {
  lines: string[];
  /** The badge of the row's best value ('최저가'), or null. */
  best: string | null;
  /** The safety grade to draw as its tag (the grade row only). */
  level?: SafetyLevel | null;
}

export interface CompareRow {
  key: keyof typeof COMPARE.rows;
  label: string;
  cells: CompareCell[];
}

/**
 * Which values are the best of their row: the lowest (or highest) among the known ones, when at least two
 * are known and they are not all equal (nothing stands out then). Ties share the mark.
 */
export function bestOf(values: readonly (number | null)[], direction: 'min' | 'max'): boolean[] {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || known.every((v) => v === known[0])) return values.map(() => false);
  const target = direction === 'min' ? Math.min(...known) : Math.max(...known);
  return values.map((v) => v === target);
}

/**
 * What a price is compared by: a sale's price, a 전세's deposit, a 월세's monthly rent with the deposit as the
 * tie-break (a deposit of 10억 would never outweigh 1만원 of rent otherwise). Different deals are not
 * compared (null for all).
 */
export const priceRank = (items: readonly CompareItem[]): (number | null)[] => {
  const deal = items[0]?.saleTypeCode;
  if (!items.every((item) => item.saleTypeCode === deal)) return items.map(() => null);
  return items.map((item) => {
    if (item.saleTypeCode === 'SALE') return item.sellingPrice;
    if (item.saleTypeCode === 'RENT') return item.rentPrice;
    return item.monthlyPrice === null ? null : item.monthlyPrice * 1_000_000 + (item.deposit ?? 0);
  });
};

/** The monthly fee line: '월 7만원', '없음', '확인 불가', or '정보 없음'. */
export const feeHeadline = (fee: CompareFee): string => {
  if (fee.kind === 'UNCONFIRMED') return COMPARE.fee.unknown;
  if (fee.monthlyWon === null) return COMPARE.fee.notGiven;
  return fee.monthlyWon === 0 ? COMPARE.fee.none : COMPARE.fee.perMonth(formatFee(fee.monthlyWon));
};

/** Every line of the fee in full: its type, each amount (or 사용량만큼), the basis, what it covers and not. */
export const feeLines = (fee: CompareFee): string[] => {
  const label = (item: CompareFee['items'][number]) =>
    item.item === 'publicCost'
      ? COMPARE.fee.publicCost
      : item.item === 'etcCost'
        ? COMPARE.fee.etcCost(item.text)
        : COMPARE.fee.utilities[item.item];
  return [
    ...(fee.typeName ? [fee.typeName] : []),
    ...fee.items.map(
      (item) =>
        `${label(item)} ${item.byUsage || item.won === null ? COMPARE.fee.byUsage : formatFee(item.won)}`,
    ),
    ...(fee.basis && fee.kind ? [`${COMPARE.fee.basis[fee.kind]}: ${fee.basis}`] : []),
    ...(fee.included.length > 0 ? [COMPARE.fee.included(fee.included.join(', '))] : []),
    ...(fee.separate.length > 0 ? [COMPARE.fee.separate(fee.separate.join(', '))] : []),
    ...fee.notes,
  ];
};

/** '3층 / 총 5층', '반지하 / 총 4층', '옥탑'. */
export const floorText = (item: Pick<CompareItem, 'floor' | 'entireFloor'>): string =>
  floorWithTotal(item, COMPARE.floorOf);

/** '59.5㎡ (18평)'; '-' without an area. */
const areaText = (sqm: number | null): string =>
  sqm === null ? COMPARE.none : `${formatArea(sqm, 'sqm')} (${formatArea(sqm, 'pyeong')})`;

/** '즉시 입주' when none is set or the date has come, else '2027년 1월 15일부터'. */
export const moveInText = (applyDate: string | null, today: string = kstDay(new Date())): string => {
  const day = moveInDay(applyDate, today);
  return day === null ? COMPARE.moveInNow : COMPARE.moveInFrom(day);
};

const priorityText = (item: CompareItem): string => {
  if (item.saleTypeCode === 'SALE') return COMPARE.priority.notApplicable;
  const { tierLabel, fullyProtected, protectedAmount } = item.computedGrade.priorityRepayment;
  return fullyProtected
    ? COMPARE.priority.full(tierLabel)
    : COMPARE.priority.partial(tierLabel, formatMoney(protectedAmount));
};

const optionNames = (item: CompareItem): string[] =>
  [...item.heatList, ...item.acList, ...item.lifeList, ...item.securityList, ...item.etcList].map(
    (option) => option.codeName,
  );

const cells = (items: readonly CompareItem[], lines: (item: CompareItem) => string | string[]) =>
  items.map((item) => {
    const value = lines(item);
    return { lines: Array.isArray(value) ? value : [value], best: null } as CompareCell;
  });

/** Marks the best cells of a row with its badge. */
const withBest = (row: CompareCell[], best: boolean[], badge: string): CompareCell[] =>
  row.map((cell, i) => (best[i] ? { ...cell, best: badge } : cell));

/** The table: rows in the order a tenant weighs a home. */
export function compareRows(items: readonly CompareItem[], today?: string): CompareRow[] {
  const row = (key: CompareRow['key'], rowCells: CompareCell[]): CompareRow => ({
    key,
    label: COMPARE.rows[key],
    cells: rowCells,
  });
  const levels = items.map(shownLevel);
  return [
    row(
      'price',
      withBest(
        cells(items, (item) => formatDealPrice({ ...item, saleType: item.saleTypeCode })),
        bestOf(priceRank(items), 'min'),
        COMPARE.best.price,
      ),
    ),
    row(
      'fee',
      withBest(
        cells(items, (item) => feeHeadline(item.fee)),
        bestOf(
          items.map((item) => (item.fee.kind === 'UNCONFIRMED' ? null : item.fee.monthlyWon)),
          'min',
        ),
        COMPARE.best.fee,
      ),
    ),
    row(
      'feeDetail',
      cells(items, (item) => {
        const lines = feeLines(item.fee);
        return lines.length > 0 ? lines : COMPARE.none;
      }),
    ),
    row(
      'dedicatedArea',
      withBest(
        cells(items, (item) => areaText(item.dedicatedArea1)),
        bestOf(
          items.map((item) => item.dedicatedArea1),
          'max',
        ),
        COMPARE.best.area,
      ),
    ),
    row(
      'supplyArea',
      cells(items, (item) => areaText(item.supplyArea1)),
    ),
    row('floor', cells(items, floorText)),
    row(
      'room',
      cells(items, (item) => roomTypeLabel(item.roomType) || COMPARE.none),
    ),
    row(
      'toilet',
      cells(items, (item) => item.toilet?.codeName ?? COMPARE.none),
    ),
    row(
      'direction',
      cells(items, (item) => item.direction?.codeName ?? COMPARE.none),
    ),
    row(
      'options',
      cells(items, (item) => {
        const names = optionNames(item);
        return names.length > 0 ? names.join(', ') : COMPARE.noOptions;
      }),
    ),
    row(
      'moveIn',
      cells(items, (item) => moveInText(item.applyDate, today)),
    ),
    row(
      'grade',
      withBest(
        items.map((item, i) => ({
          lines: item.gradeCorrection ? [COMPARE.gradeCorrected[item.gradeCorrection.by]] : [],
          best: null,
          level: levels[i] ?? null,
        })),
        bestOf(levels, 'min'),
        COMPARE.best.grade,
      ),
    ),
    row(
      'reasons',
      cells(items, (item) =>
        item.computedGrade.reasons.length > 0 ? item.computedGrade.reasons : COMPARE.none,
      ),
    ),
    row('priority', cells(items, priorityText)),
    row(
      'station',
      withBest(
        cells(items, (item) =>
          item.station
            ? COMPARE.station(
                item.station.name,
                item.station.line,
                item.station.walkMinutes,
                item.station.distanceM,
              )
            : COMPARE.noStation,
        ),
        bestOf(
          items.map((item) => item.station?.distanceM ?? null),
          'min',
        ),
        COMPARE.best.station,
      ),
    ),
    row(
      'lawyer',
      cells(items, (item) =>
        item.isLawyer && item.isConfirm === 'CONFIRM' ? COMPARE.lawyerVerified : COMPARE.notVerified,
      ),
    ),
  ];
}
