import type { UserType } from '@ansim/domain';

/** Where a user who may not see a screen is sent (product.md §A6). */
export const ROLE_REDIRECT = '/main';

/**
 * product.md §A6: any path containing salesManagement, other than the listing detail, is for brokers; any path
 * containing approval is for lawyers. Lower-cased because the router matches paths case-insensitively, and
 * a guard that did not would let /SALESMANAGEMENT through.
 */
export function requiredUserType(pathname: string): UserType | null {
  const path = pathname.toLowerCase();
  if (path.includes('salesmanagement') && !path.includes('salesdetail')) return 'BROKER';
  if (path.includes('approval')) return 'LAWYER';
  return null;
}

/** The redirect for this user on this path, or null when the screen is theirs to see. */
export function roleRedirectFor(pathname: string, userType: UserType | null): string | null {
  const required = requiredUserType(pathname);
  return required !== null && required !== userType ? ROLE_REDIRECT : null;
}
