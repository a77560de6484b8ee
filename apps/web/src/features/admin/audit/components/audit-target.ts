import type { AdminAuditItem, AuditTargetType } from '@ansim/domain/contract';

/**
 * Where an audit row's target is worked in the console (or shown, for a listing); null where there is no
 * screen of its own (a file) or nothing is left to show (a listing purged for good).
 */
export function auditTargetPath(
  row: Pick<AdminAuditItem, 'action' | 'targetType' | 'targetId'>,
): string | null {
  const id = encodeURIComponent(row.targetId);
  switch (row.targetType as AuditTargetType) {
    case 'user':
      return `/admin/members?q=${id}`;
    case 'sale':
      return row.action === 'sale.purge' ? null : `/salesManagement/salesDetail/${id}`;
    case 'inquiry':
      return `/admin/inquiries?no=${id}`;
    case 'report':
      return '/admin/reports';
    case 'grade_review':
      return '/admin/grades';
    case 'board':
    case 'banner':
    case 'app_version':
    case 'common_code':
      return '/admin/content';
    case 'quota':
    case 'proxy_application':
    case 'proxy_request':
    case 'lawyer':
    case 'settlement':
      return '/admin/quotas';
    default:
      return null;
  }
}
