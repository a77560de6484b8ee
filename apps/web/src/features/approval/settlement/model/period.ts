import { kstDay } from '@ansim/domain';
import { SETTLEMENT_MSG } from '../messages-settlement.ts';

/**
 * The period the settlement screen shows: a calendar month (the default, the current one) or a range of
 * days the lawyer chose. Days and months are on the Korean calendar whatever the browser's time zone, as the
 * server counts them.
 */
export type SettlementPeriod = { kind: 'month'; month: string } | { kind: 'range'; from: string; to: string };

/** What the period's calls carry: `{ month }` or `{ from, to }`, as the contract names them. */
export type PeriodQuery = { month: string } | { from: string; to: string };

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** No settlement predates the service; the bound keeps a hand-typed '0001-01' out of the queries. */
const FIRST_YEAR = 2000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of today in Korea. */
export const todayIso = (now: Date = new Date()): string => kstDay(now);

/** 'YYYY-MM' of the current month in Korea. */
export const currentMonth = (now: Date = new Date()): string => todayIso(now).slice(0, 7);

export function isMonth(value: string): boolean {
  const match = MONTH.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  return Number(match[1]) >= FIRST_YEAR && month >= 1 && month <= 12;
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `delta` months from 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The month after `month` would be in the future: its 다음 달 button is off. */
export const isLatestMonth = (month: string, now: Date = new Date()): boolean => month >= currentMonth(now);

export const monthLabel = (month: string): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return SETTLEMENT_MSG.period.monthLabel(year, mon);
};

const dotted = (day: string) => day.replaceAll('-', '.');

/** What the period reads as above the totals: '2026년 11월' or '2026.11.01 ~ 2026.11.24'. */
export const periodLabel = (period: SettlementPeriod): string =>
  period.kind === 'month' ? monthLabel(period.month) : `${dotted(period.from)} ~ ${dotted(period.to)}`;

export interface RangeErrors {
  from?: string;
  to?: string;
}

/**
 * The custom range's rules: both days given and real, neither after today, the start not after the end.
 * Zero-padded ISO days compare as strings in date order. Null when the range may be searched.
 */
export function validateRange(from: string, to: string, now: Date = new Date()): RangeErrors | null {
  const M = SETTLEMENT_MSG.period;
  const today = todayIso(now);
  const errors: RangeErrors = {};
  if (from === '') errors.from = M.fromRequired;
  else if (!isDay(from)) errors.from = M.invalidDay;
  else if (from > today) errors.from = M.future;
  if (to === '') errors.to = M.toRequired;
  else if (!isDay(to)) errors.to = M.invalidDay;
  else if (to > today) errors.to = M.future;
  if (errors.from === undefined && errors.to === undefined && from > to) errors.to = M.order;
  return errors.from === undefined && errors.to === undefined ? null : errors;
}

/**
 * The period the address bar holds (?month= or ?from=&to=), so that the way back from a listing shows the
 * same period; anything unreadable, in the future or out of order falls back to the current month.
 */
export function periodFromSearch(params: URLSearchParams, now: Date = new Date()): SettlementPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && validateRange(from, to, now) === null)
    return { kind: 'range', from, to };
  const month = params.get('month');
  if (month !== null && isMonth(month) && month <= currentMonth(now)) return { kind: 'month', month };
  return { kind: 'month', month: currentMonth(now) };
}

export const periodToSearch = (period: SettlementPeriod): Record<string, string> =>
  period.kind === 'month' ? { month: period.month } : { from: period.from, to: period.to };

export const periodQuery = (period: SettlementPeriod): PeriodQuery =>
  period.kind === 'month' ? { month: period.month } : { from: period.from, to: period.to };

/** A stable key part for the period's queries. */
export const periodKey = (period: SettlementPeriod): string =>
  period.kind === 'month' ? period.month : `${period.from}~${period.to}`;

/** The first and last day of a month, to prefill the range inputs from the month on screen. */
export function monthBounds(month: string, now: Date = new Date()): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = `${month}-${pad(new Date(Date.UTC(year, mon, 0)).getUTCDate())}`;
  const today = todayIso(now);
  return { from: `${month}-01`, to: last > today ? today : last };
}
