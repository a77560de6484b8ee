import { ADMIN_MSG } from '../messages.ts';

export interface AdminNavItem {
  key: keyof typeof ADMIN_MSG.nav;
  to: string;
  label: string;
}

/** The console's areas in the order of the operator's day (issue 17). */
export const ADMIN_NAV: readonly AdminNavItem[] = (
  [
    ['dashboard', '/admin'],
    ['members', '/admin/members'],
    ['grades', '/admin/grades'],
    ['reports', '/admin/reports'],
    ['content', '/admin/content'],
    ['quotas', '/admin/quotas'],
    ['inquiries', '/admin/inquiries'],
    ['audit', '/admin/audit'],
  ] as const
).map(([key, to]) => ({ key, to, label: ADMIN_MSG.nav[key] }));
