import { periodKey, type SettlementPeriod } from '../model/period.ts';

/** Every query of the settlement screen sits under this key; a decision (the review screen) marks it stale. */
export const SETTLEMENT_KEY = ['lawyer', 'settlement'] as const;
export const SETTING_KEY = [...SETTLEMENT_KEY, 'setting'] as const;
export const totalKey = (period: SettlementPeriod) =>
  [...SETTLEMENT_KEY, 'total', periodKey(period)] as const;
export const linesKey = (period: SettlementPeriod) =>
  [...SETTLEMENT_KEY, 'lines', periodKey(period)] as const;

/**
 * How long a period's lines and totals count as current: long enough that the answer of a search (which
 * fills both) is shown without asking again, short enough that a return to the screen shows new decisions.
 */
export const SETTLEMENT_STALE_MS = 30_000;
