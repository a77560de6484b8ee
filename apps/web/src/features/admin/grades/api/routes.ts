import { routeTable } from '../../../../shared/api/routes.ts';

/** The console's grade review calls (issue 17 §3): only /admin/grades loads them. */
export const ADMIN_GRADE_ROUTES = routeTable({
  adminGradeList: { method: 'GET', path: '/api/admin/grades' },
  adminGradeAccept: { method: 'POST', path: '/api/admin/grades/:reviewNo/accept' },
  adminGradeCorrect: { method: 'POST', path: '/api/admin/grades/:reviewNo/correct' },
});

/** Every query of this area, under the console's key, so the dashboard's counts can be refreshed with it. */
export const ADMIN_GRADE_KEY = ['admin', 'grades'] as const;
