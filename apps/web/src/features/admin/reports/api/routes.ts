import { routeTable } from '../../../../shared/api/routes.ts';

/** The console's report calls (issue 17 §4): only /admin/reports loads them. */
export const ADMIN_REPORT_ROUTES = routeTable({
  adminReportList: { method: 'GET', path: '/api/admin/reports' },
  adminReportSale: { method: 'GET', path: '/api/admin/reports/sale/:saleNo' },
  adminReportConfirm: { method: 'POST', path: '/api/admin/reports/:reportNo/confirm' },
  adminReportDismiss: { method: 'POST', path: '/api/admin/reports/:reportNo/dismiss' },
});

/** Every query of this area, under the console's key, so the dashboard's counts can be refreshed with it. */
export const ADMIN_REPORT_KEY = ['admin', 'reports'] as const;
