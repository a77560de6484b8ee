import type { sales } from '../src/db/schema/index.ts';

/**
 * A listing row as values to insert another like it: without its number, key and the columns the database
 * generates (bands and map cells), which an insert may not set.
 */
export function insertableSale(row: typeof sales.$inferSelect): Omit<typeof sales.$inferInsert, 'saleNo'> {
  const {
    saleNo: _n,
    saleKey: _k,
    areaBand: _a,
    floorBand: _f,
    priceBand: _p,
    priceBand2: _p2,
    latCell: _lc,
    lngCell: _gc,
    ...copy
  } = row;
  return copy;
}
