import type { AdminAuditListQuery } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface AuditRow {
  auditNo: number;
  createdAt: string;
  actorUserNo: number | null;
  actorLoginId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
}

/** A Korean calendar day's midnight as an instant (UTC+9, no daylight saving). */
const kstMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp - interval '9 hours') at time zone 'UTC'`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(query: AdminAuditListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  // Each filter matches one of the log's indexes (action, target, created_at) where one exists.
  if (query.action) parts.push(sql`a.action = ${query.action}`);
  if (query.targetType) parts.push(sql`a.target_type = ${query.targetType}`);
  if (query.targetId) parts.push(sql`a.target_id = ${query.targetId}`);
  if (query.actor) parts.push(sql`lower(a.actor_login_id) = lower(${query.actor})`);
  if (query.from) parts.push(sql`a.created_at >= ${kstMidnight(query.from)}`);
  if (query.to) parts.push(sql`a.created_at < ${kstMidnight(query.to, 1)}`);
  if (query.q) parts.push(sql`a.reason ilike ${likePattern(query.q)}`);
  return sql.join(parts, sql` and `);
}

export function createAuditRepo(db: Db) {
  return {
    /** One page of the log, newest first unless asked otherwise (audit_log_created_idx). */
    async list(query: AdminAuditListQuery) {
      const where = filtersOf(query);
      const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
      const [rows, total] = await Promise.all([
        rowsOf<AuditRow>(
          db,
          sql`select a.audit_no::int as "auditNo",
                     to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
                     a.actor_user_no as "actorUserNo", a.actor_login_id as "actorLoginId", a.action,
                     a.target_type as "targetType", a.target_id as "targetId", a.before, a.after, a.reason, a.ip
                from audit_log a
               where ${where}
               order by a.created_at ${direction}, a.audit_no ${direction}
               limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
