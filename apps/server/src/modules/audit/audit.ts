import type { AuditAction, AuditTargetType } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

/** Who acted: the operator's session and the address the request came from. */
export interface AuditActor {
  userNo: number;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** The fields the action changed, as they were; null or absent where nothing existed before. */
  before?: Record<string, unknown> | null;
  /** The same fields after the action; null or absent where nothing is left. */
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Appends one row to the audit log in the caller's transaction: it is committed with the action or not at
 * all, so the log holds exactly the actions that happened (issue 17 §8). The actor's login id is copied in
 * the same statement, so the row still names them after their account is gone.
 */
export async function audit(tx: DbOrTransaction, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserNo: actor.userNo,
    actorLoginId: sql`coalesce((select ${users.loginId} from ${users} where ${users.userNo} = ${actor.userNo}), '#' || ${String(actor.userNo)})`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: actor.ip,
  });
}

/** The actor name of rows the system writes on its own (the purge of deleted listings, issue 17 §8). */
export const SYSTEM_ACTOR_LOGIN_ID = 'system';

/**
 * Appends a row for an action the system took by itself (a scheduled job), in the caller's transaction
 * like `audit()`: no operator acted, so the row has no actor number and names 'system'.
 */
export async function auditSystem(tx: DbOrTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserNo: null,
    actorLoginId: SYSTEM_ACTOR_LOGIN_ID,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: null,
  });
}
