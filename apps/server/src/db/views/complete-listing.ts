/*
 * A temporary save (STORAGE) may stop after the address, so the columns below are nullable; the CHECK
 * `sales_complete_check` makes every other status have them (docs/decisions/017). Code that reads only
 * published listings, or shows a listing whole, narrows its row with this guard instead of trusting it.
 */

/** The columns a STORAGE row may lack. */
export type DraftColumns =
  | 'saleType'
  | 'buildingType'
  | 'roomGroup'
  | 'floor'
  | 'dedicatedArea'
  | 'title'
  | 'safetyGrade';

export type CompleteListing<T> = T & { [K in DraftColumns & keyof T]: NonNullable<T[K]> };

const DRAFT_COLUMNS: readonly DraftColumns[] = [
  'saleType',
  'buildingType',
  'roomGroup',
  'floor',
  'dedicatedArea',
  'title',
  'safetyGrade',
];

/**
 * True when the row has every fact a listing needs beyond its address (always so outside STORAGE). Only
 * the columns the row selected are tested: a query that did not read `room_group` does not need it.
 */
export function isCompleteListing<T extends { [K in DraftColumns]?: unknown }>(
  row: T,
): row is CompleteListing<T> {
  return DRAFT_COLUMNS.every((column) => !(column in row) || row[column] != null);
}
