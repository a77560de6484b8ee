import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';

/**
 * Whether a `sessions` row is the live session `sessionId` of `userNo` (an access token's claims): not
 * revoked and not expired. The one rule of what keeps a token good, read by the session check of every
 * signed-in request (repo.ts) and by the listing detail's own statement, which checks it in the same read.
 */
export const isLiveSession = (
  sessionId: Placeholder | SQL | string,
  userNo: Placeholder | SQL | number,
): SQL =>
  and(
    eq(sessions.sessionId, sessionId),
    eq(sessions.userNo, userNo),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  ) as SQL;
