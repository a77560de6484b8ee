import { routeTable } from '../../../../shared/api/routes.ts';

/** The dashboard's call: only /admin loads it. */
export const DASHBOARD_ROUTES = routeTable({
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard' },
});
