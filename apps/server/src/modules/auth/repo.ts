import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authThrottle, sessions, users } from '../../db/schema/index.ts';
import type { Executor } from '../users/repo.ts';

export type NewSession = typeof sessions.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Db) {
  return {
    insertSession(session: NewSession, ex: Executor = db) {
      return ex.insert(sessions).values(session);
    },

    findSession(sessionId: string, ex: Executor = db) {
      return ex
        .select()
        .from(sessions)
        .where(eq(sessions.sessionId, sessionId))
        .then((r) => r[0] ?? null);
    },

    /** The live session of an access token with its user; null once revoked, expired or the user inactive. */
    findActiveSessionUser(sessionId: string, userNo: number) {
      return db
        .select({ userNo: users.userNo, userType: users.userType, status: users.status })
        .from(sessions)
        .innerJoin(users, eq(users.userNo, sessions.userNo))
        .where(
          and(
            eq(sessions.sessionId, sessionId),
            eq(sessions.userNo, userNo),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .then((r) => r[0] ?? null);
    },

    rotateRefresh(
      sessionId: string,
      currentHash: string,
      nextHash: string,
      expiresAt: Date,
      ex: Executor = db,
    ) {
      return ex
        .update(sessions)
        .set({ refreshHash: nextHash, previousRefreshHash: currentHash, refreshedAt: new Date(), expiresAt })
        .where(
          and(
            eq(sessions.sessionId, sessionId),
            eq(sessions.refreshHash, currentHash),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ sessionId: sessions.sessionId })
        .then((r) => r.length === 1);
    },

    revokeSession(sessionId: string, ex: Executor = db) {
      return ex
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
    },

    /** Every device of the user: withdrawal, suspension and a password change end them all. */
    revokeUserSessions(userNo: number, ex: Executor = db) {
      return ex
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userNo, userNo), isNull(sessions.revokedAt)));
    },

    findThrottle(key: string) {
      return db
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, key))
        .then((r) => r[0] ?? null);
    },

    /**
     * Counts one failure in a sliding window and locks the key when the limit is reached; one statement,
     * so concurrent failures cannot both slip under the limit.
     */
    recordFailure(key: string, limit: number, windowSeconds: number, lockSeconds: number) {
      return db
        .execute(sql`
          insert into auth_throttle (key, failures, window_started_at, locked_until)
          values (${key}, 1, now(), case when 1 >= ${limit}::int then now() + make_interval(secs => ${lockSeconds}::int) end)
          on conflict (key) do update set
            failures = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}::int)
                            then 1 else auth_throttle.failures + 1 end,
            window_started_at = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}::int)
                            then now() else auth_throttle.window_started_at end,
            locked_until = case when (case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}::int)
                            then 1 else auth_throttle.failures + 1 end) >= ${limit}::int
                            then now() + make_interval(secs => ${lockSeconds}::int) else auth_throttle.locked_until end
        `)
        .then(() => undefined);
    },

    clearThrottle(key: string) {
      return db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
