import { BASEMENT_FLOOR, MAX_ABOVE_GROUND_FLOOR, ROOFTOP_FLOOR } from './codes.ts';
import { withThousands } from './format.ts';

/*
 * The inputs of the registration forms (floors, numeric fields). A module of their own, apart from format.ts,
 * which every screen's first chunk carries: the bundler puts a module's used code where the module lives.
 */

export interface FloorChoice {
  readonly value: number;
  readonly label: string;
}

/** The registration form's floor select (product.md §A5): 0 반지하, 1–100 'N 층', 101 옥상 — 102 entries. */
export const FLOOR_CHOICES: readonly FloorChoice[] = [
  { value: BASEMENT_FLOOR, label: '반지하' },
  ...Array.from({ length: MAX_ABOVE_GROUND_FLOOR }, (_, i) => ({ value: i + 1, label: `${i + 1} 층` })),
  { value: ROOFTOP_FLOOR, label: '옥상' },
];

export const FLOOR_PLACEHOLDER = '전체 층을 선택해주세요';

/**
 * The floor choices of a building with `totalFloors` floors: 0 up to that total, then the roof. Without a
 * usable total the full list is returned, which is also what the total-floors select itself offers.
 */
export const floorChoices = (totalFloors?: number | string | null): readonly FloorChoice[] => {
  const total = totalFloors == null || totalFloors === '' ? Number.NaN : Number(totalFloors);
  if (!Number.isInteger(total) || total < 1 || total > MAX_ABOVE_GROUND_FLOOR) return FLOOR_CHOICES;
  return FLOOR_CHOICES.filter((c) => c.value <= total || c.value === ROOFTOP_FLOOR);
};

/**
 * The 'decimal' input (areas): keeps digits and the first point, cuts decimals to `maxDecimals`, strips
 * leading zeros but keeps '0' before a point ('007.5' → '7.5', '00.5' → '0.5', '.5' → '0.5').
 */
export const sanitizeDecimalInput = (raw: string | null | undefined, maxDecimals: number): string => {
  const cleaned = (raw ?? '').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  let whole = point === -1 ? cleaned : cleaned.slice(0, point);
  const fraction = point === -1 ? null : cleaned.slice(point + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null || maxDecimals <= 0) return whole;
  return `${whole === '' ? '0' : whole}.${fraction.slice(0, maxDecimals)}`;
};

/**
 * Other numeric inputs (prices, fees): digits only, leading zeros stripped (a lone '0' stays, since fee
 * fields ask for 0 when there is none), cut to `maxLength` digits, shown with thousands separators.
 */
export const sanitizeIntegerInput = (raw: string | null | undefined, maxLength: number): string => {
  const digits = (raw ?? '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxLength);
  return withThousands(digits);
};
