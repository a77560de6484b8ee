import { routeTable } from '../../../../shared/api/routes.ts';

/** The audit log's call: only /admin/audit loads it. */
export const AUDIT_ROUTES = routeTable({
  adminAuditList: { method: 'GET', path: '/api/admin/audit' },
});
