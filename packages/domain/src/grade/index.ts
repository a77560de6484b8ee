/*
 * Safety-grade rules (product 02 §5 and §9, explained in docs/product.md §C1): the one table of thresholds
 * with their sources, the 최우선변제 region tiers, the computation, and the explanation modal's rows.
 */
export * from './compute.ts';
export * from './guide.ts';
export * from './priority-tier.ts';
export * from './rules.ts';
export * from './safety-check.ts';
