import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The operator's audit log (DESIGN "Audit", issue 17 §8): one row per operator action and per read of a
 * private document, written in the transaction of the action, so a row exists exactly when its action was
 * committed. Append-only: a trigger (migration 0023) refuses UPDATE and DELETE, and the actor is kept as
 * login id and number, so a row outlives its actor's account (user_no goes null, login_id stays).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditNo: bigint('audit_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserNo: integer('actor_user_no').references(() => users.userNo, { onDelete: 'set null' }),
    actorLoginId: varchar('actor_login_id', { length: 60 }).notNull(),
    /** What was done, as `area.verb`: 'member.approve', 'report.confirm', 'file.view' … (AUDIT_ACTIONS). */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to: 'user', 'sale', 'report', 'board', 'file' … and that row's key as text. */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    /** The changed fields before and after; null where nothing existed before (a create) or after (a delete). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The operator's reason or a short note, as they typed it. */
    reason: varchar('reason', { length: 500 }),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorUserNo, t.createdAt.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst()),
  ],
);
