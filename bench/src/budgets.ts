/**
 * The latency and memory budgets the benches measure against, each with the issue that set it. Here rather
 * than in the bench that owns it because every bench file runs its bench when imported; bench:mix reads
 * them all.
 */

/**
 * Issue P3 §8 (search at 1M listings): p95 ≤ 30 ms and ≤ 1.5 × bare-SQL p95 + 2 ms at one connection,
 * ≤ 150 ms at 16, server RSS ≤ 300 MB.
 */
export const SEARCH_BUDGET = {
  p95At1: 30,
  floorFactor: 1.5,
  floorSlackMs: 2,
  p95At16: 150,
  rssMb: 300,
} as const;

/** Issue P7 §9: the listing detail at 1M listings. */
export const DETAIL_BUDGET = { p95At1: 5, p95At16: 60 } as const;

/** Issue 12 §11: a registration with 10 photos of 4 MB in ≤ 3 s, server RSS ≤ 400 MB during it. */
export const SALE_SAVE_BUDGET = { maxWallMs: 3000, maxRssMb: 400 } as const;
