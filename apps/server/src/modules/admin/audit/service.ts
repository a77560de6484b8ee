import { pageInfoOf } from '@ansim/domain';
import {
  type AdminAuditItem,
  type AdminAuditList,
  type AdminAuditListQuery,
  AUDIT_ACTION_LABELS,
} from '@ansim/domain/contract';
import type { AuditRepo, AuditRow } from './repo.ts';

const labelOf = (action: string): string =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS]
    : action;

/** jsonb that is an object stays as it is; anything else (a bare value) is shown under 'value'. */
const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

const itemOf = (row: AuditRow): AdminAuditItem => ({
  auditNo: row.auditNo,
  createdAt: row.createdAt,
  actor: { userNo: row.actorUserNo, loginId: row.actorLoginId },
  action: row.action,
  actionLabel: labelOf(row.action),
  targetType: row.targetType,
  targetId: row.targetId,
  before: fieldsOf(row.before),
  after: fieldsOf(row.after),
  reason: row.reason,
  ip: row.ip,
});

/** The audit log's search (issue 17 §8): read-only, like the log itself. */
export function createAuditSearchService(repo: AuditRepo) {
  return {
    async list(query: AdminAuditListQuery): Promise<AdminAuditList> {
      const { rows, total } = await repo.list(query);
      return {
        list: rows.map(itemOf),
        pageInfo: pageInfoOf(query.page, query.limit, total),
      };
    },
  };
}
