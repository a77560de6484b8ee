import { ADMIN_AUDIT_ROUTES } from './admin-audit-routes.ts';
import { ADMIN_CONTENT_ROUTES } from './admin-content-routes.ts';
import { ADMIN_DASHBOARD_ROUTES } from './admin-dashboard-routes.ts';
import { ADMIN_GRADE_ROUTES } from './admin-grade-routes.ts';
import { ADMIN_INQUIRY_ROUTES } from './admin-inquiry-routes.ts';
import { ADMIN_MEMBER_ROUTES } from './admin-member-routes.ts';
import { ADMIN_QUOTA_ROUTES } from './admin-quota-routes.ts';
import { ADMIN_REPORT_ROUTES } from './admin-report-routes.ts';

/** Every call of the operator console (issue 17), one table per area. */
export const ADMIN_ROUTES = {
  ...ADMIN_DASHBOARD_ROUTES,
  ...ADMIN_MEMBER_ROUTES,
  ...ADMIN_GRADE_ROUTES,
  ...ADMIN_REPORT_ROUTES,
  ...ADMIN_CONTENT_ROUTES,
  ...ADMIN_QUOTA_ROUTES,
  ...ADMIN_INQUIRY_ROUTES,
  ...ADMIN_AUDIT_ROUTES,
};
