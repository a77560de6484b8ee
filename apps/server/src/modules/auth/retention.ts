import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authThrottle,
  sessions,
  smsMessages,
  smsVerifications,
  socialTickets,
} from '../../db/schema/index.ts';

/*
 * What signing in leaves behind holds personal data (phones, login ids, devices, addresses of the texts) and
 * serves no one once it is over, so it is deleted on a schedule (ASVS 8.3.8; PIPA §21 asks that personal
 * data be destroyed once its purpose is met). Each kind is kept a while after it ended, for support and for
 * the limits that count it. Like the other retention jobs this does what is due at `now` and nothing else:
 * running it twice, late, or from two processes is harmless.
 */
export const AUTH_RETENTION_DAYS = {
  /** Sessions after they were revoked or expired: "was I signed in on that phone last week?" */
  endedSession: 30,
  /** SMS verifications after they expired: the daily send limit counts one day back. */
  smsVerification: 7,
  /** Texts in the outbox (the operator's view of what went to a phone). */
  smsMessage: 90,
  /** Social sign-in tickets after their 30 minutes. */
  socialTicket: 1,
  /** Sign-in failure counts whose window and lock have both passed. */
  loginThrottle: 1,
} as const;

export interface AuthPurgeReport {
  sessions: number;
  smsVerifications: number;
  smsMessages: number;
  socialTickets: number;
  loginThrottles: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes every sign-in record past its retention at `now`; returns how many of each went. */
export async function purgeSignInRecords(db: Db, now: Date = new Date()): Promise<AuthPurgeReport> {
  const cutoff = (days: number) => daysBefore(now, days);
  const one = { n: sql<number>`1` };
  const ended = cutoff(AUTH_RETENTION_DAYS.endedSession);
  const throttled = cutoff(AUTH_RETENTION_DAYS.loginThrottle);
  const [endedSessions, verifications, messages, tickets, throttles] = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended)), lt(sessions.expiresAt, ended)),
      )
      .returning(one),
    db
      .delete(smsVerifications)
      .where(lt(smsVerifications.expiresAt, cutoff(AUTH_RETENTION_DAYS.smsVerification)))
      .returning(one),
    db
      .delete(smsMessages)
      .where(lt(smsMessages.createdAt, cutoff(AUTH_RETENTION_DAYS.smsMessage)))
      .returning(one),
    db
      .delete(socialTickets)
      .where(lt(socialTickets.expiresAt, cutoff(AUTH_RETENTION_DAYS.socialTicket)))
      .returning(one),
    db
      .delete(authThrottle)
      .where(
        and(
          lt(authThrottle.windowStartedAt, throttled),
          or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, throttled)),
        ),
      )
      .returning(one),
  ]);
  return {
    sessions: endedSessions.length,
    smsVerifications: verifications.length,
    smsMessages: messages.length,
    socialTickets: tickets.length,
    loginThrottles: throttles.length,
  };
}
