import type { ViewerRole } from '../../stores/user-store.ts';

/** Where a user who may not see a screen is sent (product.md §A6). */
export const ROLE_REDIRECT = '/main';

/**
 * product.md §A6: any path containing salesManagement, other than the listing detail, is for brokers; any path
 * containing approval is for lawyers. The operator console (/admin, issue 17) is for the operator. Lower-cased
 * because the router matches paths case-insensitively, and a guard that did not would let /SALESMANAGEMENT
 * through.
 */
export function requiredUserType(pathname: string): ViewerRole | null {
  const path = pathname.toLowerCase();
  if (path === '/admin' || path.startsWith('/admin/')) return 'ADMIN';
  if (path.includes('salesmanagement') && !path.includes('salesdetail')) return 'BROKER';
  if (path.includes('approval')) return 'LAWYER';
  return null;
}

/** The redirect for this user on this path, or null when the screen is theirs to see. */
export function roleRedirectFor(pathname: string, role: ViewerRole | null): string | null {
  const required = requiredUserType(pathname);
  return required !== null && required !== role ? ROLE_REDIRECT : null;
}
