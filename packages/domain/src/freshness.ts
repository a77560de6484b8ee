import { KST_OFFSET_MS } from './format.ts';

/*
 * Fresh listings (issue 18 §3): every ACTIVE listing carries the day its broker last confirmed it. At
 * STALE_ASK_DAYS without a confirmation the broker is asked whether it is still available; at
 * STALE_STOP_DAYS the listing is paused (STOP) and leaves search until the broker confirms it again.
 */

export const STALE_ASK_DAYS = 14;
export const STALE_STOP_DAYS = 21;

/** The search filter '최근 확인': confirmed within this many days (0 = any). */
export const CONFIRMED_WITHIN_OPTIONS = [3, 7] as const;
export type ConfirmedWithin = (typeof CONFIRMED_WITHIN_OPTIONS)[number];
export const CONFIRMED_WITHIN_LABELS = {
  3: '3일 이내 확인',
  7: '7일 이내 확인',
} as const satisfies Record<ConfirmedWithin, string>;

const DAY_MS = 24 * 60 * 60 * 1000;
const kstDay = (ms: number) => Math.floor((ms + KST_OFFSET_MS) / DAY_MS);

/** Whole days, as Koreans count them (KST calendar days), since the confirmation: 0 on the same day. */
export function daysSinceConfirmed(confirmedAt: string | Date, now: Date = new Date()): number {
  const at = typeof confirmedAt === 'string' ? Date.parse(confirmedAt) : confirmedAt.getTime();
  if (Number.isNaN(at)) return 0;
  return Math.max(0, kstDay(now.getTime()) - kstDay(at));
}

/** '오늘 확인', '3일 전 확인'. */
export const confirmedLabel = (days: number): string => (days <= 0 ? '오늘 확인' : `${days}일 전 확인`);

/** Whether a listing confirmed `confirmedAt` waits for its broker's confirmation (≥ STALE_ASK_DAYS, by time). */
export const needsConfirmation = (confirmedAt: string, now: Date = new Date()): boolean =>
  now.getTime() - Date.parse(confirmedAt) >= STALE_ASK_DAYS * DAY_MS;
