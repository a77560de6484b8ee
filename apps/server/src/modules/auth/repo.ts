import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { authThrottle, sessions, trustedDevices, users } from '../../db/schema/index.ts';
import { isLiveSession } from './live-session.ts';

export type NewSession = typeof sessions.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

/** `sessionDb`: where the session check reads (the detail's pool, AppDeps.detailDb); the rest uses `db`. */
export function createAuthRepo(db: Db, sessionDb: Db = db) {
  // Read on every signed-in request: prepared once, so each pooled connection plans it once, and drizzle
  // does not rebuild its SQL per call (a third of the CPU and wall time of the unprepared query).
  const activeSessionUser = sessionDb
    .select({ userNo: users.userNo, userType: users.userType, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.userNo, sessions.userNo))
    .where(isLiveSession(sql.placeholder('sessionId'), sql.placeholder('userNo')))
    .prepare('active_session_user');

  return {
    insertSession(session: NewSession, ex: DbOrTransaction = db) {
      return ex.insert(sessions).values(session);
    },

    /** The live session of an access token with its user; null once revoked, expired or the user inactive. */
    findActiveSessionUser(sessionId: string, userNo: number) {
      return activeSessionUser.execute({ sessionId, userNo }).then((r) => r[0] ?? null);
    },

    /**
     * Rotates the refresh token in one statement, so that concurrent refreshes are decided by the row lock:
     * - the current token rotates ('rotated');
     * - the token it replaced, within `graceSeconds` of that rotation, is a second tab that raced the first:
     *   the session stays and nothing rotates ('grace');
     * - that token later is a stolen copy: the session is revoked ('reused').
     * null when the session is unknown, ended, or the token is neither of the two.
     */
    rotateRefresh(
      sessionId: string,
      presentedHash: string,
      nextHash: string,
      expiresAt: Date,
      graceSeconds: number,
      ex: DbOrTransaction = db,
    ): Promise<{ userNo: number; outcome: 'rotated' | 'grace' | 'reused' } | null> {
      const isCurrent = sql`${sessions.refreshHash} = ${presentedHash}`;
      const inGrace = sql`${sessions.refreshedAt} > now() - make_interval(secs => ${graceSeconds}::int)`;
      return ex
        .update(sessions)
        .set({
          refreshHash: sql`case when ${isCurrent} then ${nextHash} else ${sessions.refreshHash} end`,
          previousRefreshHash: sql`case when ${isCurrent} then ${presentedHash} else ${sessions.previousRefreshHash} end`,
          refreshedAt: sql`case when ${isCurrent} then now() else ${sessions.refreshedAt} end`,
          expiresAt: sql`case when ${isCurrent} then ${expiresAt.toISOString()}::timestamptz else ${sessions.expiresAt} end`,
          revokedAt: sql`case when ${isCurrent} or ${inGrace} then null else now() end`,
        })
        .where(
          and(
            eq(sessions.sessionId, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            or(eq(sessions.refreshHash, presentedHash), eq(sessions.previousRefreshHash, presentedHash)),
          ),
        )
        .returning({
          userNo: sessions.userNo,
          refreshHash: sessions.refreshHash,
          revokedAt: sessions.revokedAt,
        })
        .then(([row]) => {
          if (!row) return null;
          const outcome = row.revokedAt ? 'reused' : row.refreshHash === nextHash ? 'rotated' : 'grace';
          return { userNo: row.userNo, outcome };
        });
    },

    revokeSession(sessionId: string, ex: DbOrTransaction = db) {
      return ex
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
    },

    /** Every device of the user: withdrawal, suspension and a password change end them all. */
    revokeUserSessions(userNo: number, ex: DbOrTransaction = db) {
      return ex
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userNo, userNo), isNull(sessions.revokedAt)));
    },

    /**
     * Lets one sign-in attempt through, or refuses it (false) while `key` is locked. The attempt is counted
     * before the password is checked, and the statement that counts is the one that refuses, so parallel
     * attempts get exactly `limit` password checks; the `limit`-th one locks. A correct password then
     * clears the count (clearThrottle). A lock that ran out, or a window that passed, starts over at 1.
     */
    admitAttempt(
      key: string,
      limit: number,
      windowSeconds: number,
      lockSeconds: number,
      ex: DbOrTransaction = db,
    ) {
      const window = sql`make_interval(secs => ${windowSeconds}::int)`;
      const lock = sql`make_interval(secs => ${lockSeconds}::int)`;
      const startsOver = sql`(${authThrottle.windowStartedAt} < now() - ${window} or ${authThrottle.lockedUntil} <= now())`;
      const counted = sql`case when ${startsOver} then 1 else ${authThrottle.failures} + 1 end`;
      return ex
        .insert(authThrottle)
        .values({
          key,
          failures: 1,
          windowStartedAt: sql`now()`,
          lockedUntil: limit <= 1 ? sql`now() + ${lock}` : null,
        })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: counted,
            windowStartedAt: sql`case when ${startsOver} then now() else ${authThrottle.windowStartedAt} end`,
            lockedUntil: sql`case when ${counted} >= ${limit}::int then now() + ${lock} end`,
          },
          setWhere: sql`${authThrottle.lockedUntil} is null or ${authThrottle.lockedUntil} <= now()`,
        })
        .returning({ failures: authThrottle.failures })
        .then((r) => r.length === 1);
    },

    clearThrottle(key: string, ex: DbOrTransaction = db) {
      return ex.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Whether this browser signed in to this account within `days`. */
    isTrustedDevice(userNo: number, tokenHash: string, days: number) {
      return db
        .select({ userNo: trustedDevices.userNo })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userNo, userNo),
            eq(trustedDevices.tokenHash, tokenHash),
            gt(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .then((r) => r.length === 1);
    },

    /** Whether the server ever issued this device cookie (to any account). */
    isIssuedDevice(tokenHash: string) {
      return db
        .select({ userNo: trustedDevices.userNo })
        .from(trustedDevices)
        .where(eq(trustedDevices.tokenHash, tokenHash))
        .limit(1)
        .then((r) => r.length === 1);
    },

    /**
     * Trusts a browser for an account (again), and forgets the account's browsers unused for `days`: one
     * transaction, so the account's list is never seen half-pruned.
     */
    trustDevice(userNo: number, tokenHash: string, days: number) {
      return db.transaction(async (tx) => {
        await tx
          .insert(trustedDevices)
          .values({ userNo, tokenHash })
          .onConflictDoUpdate({
            target: [trustedDevices.userNo, trustedDevices.tokenHash],
            set: { lastUsedAt: sql`now()` },
          });
        await tx
          .delete(trustedDevices)
          .where(
            and(
              eq(trustedDevices.userNo, userNo),
              lte(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${days}::int)`),
            ),
          );
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
