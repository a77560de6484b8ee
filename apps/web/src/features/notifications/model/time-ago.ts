import { NOTIFICATION_MSG as TEXT } from '../messages-notifications.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (n: number) => String(n).padStart(2, '0');

/** '방금 전', 'N분 전', 'N시간 전', 'N일 전' within a week; older ones as YY.MM.DD (spec 01 §9). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return TEXT.justNow;
  if (elapsed < HOUR) return TEXT.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return TEXT.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return TEXT.daysAgo(Math.floor(elapsed / DAY));
  return `${two(at.getFullYear() % 100)}.${two(at.getMonth() + 1)}.${two(at.getDate())}`;
}

/** Only a path of this app is followed: a notification never sends anyone to another site. */
export function isAppPath(link: string | null): link is string {
  if (link === null) return false;
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
