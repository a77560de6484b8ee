/** product.md §A2: on these screens device back leaves the app instead of going back a page. */
export const TOP_LEVEL_PATHS = ['/main', '/myPage', '/wishList', '/approval', '/salesManagement'] as const;

/** What a confirmed "leave without saving" throws away. */
export type UnsavedDraft = 'sale' | 'signUp' | 'profile';

export type BackRule = 'exit' | 'confirm' | 'back';

// The router matches paths case-insensitively, so these rules must too.
const SALE_ENTRY = /^\/salesManagement\/(?:regist|(?:regist|salesModify|storage)\/locationInfo)$/i;
const SIGN_UP_STEP = /^\/signUp(?:\/[^/]+(?:\/(?:lawyer_info|broker_info))?)?$/i;
const PROFILE = /^\/myPage\/profile$/i;

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Which draft back would abandon here (product.md §A2, product.md §B2): the location step of registration, modify
 * and temporary storage (later steps go back to the previous step, which keeps the draft), the profile page,
 * and the sign-up steps but not the completion screen.
 */
export function unsavedDraftAt(pathname: string): UnsavedDraft | null {
  const path = normalize(pathname);
  if (SALE_ENTRY.test(path)) return 'sale';
  if (PROFILE.test(path)) return 'profile';
  if (SIGN_UP_STEP.test(path)) return 'signUp';
  return null;
}

export function backRuleFor(pathname: string): BackRule {
  const path = normalize(pathname).toLowerCase();
  if (TOP_LEVEL_PATHS.some((top) => top.toLowerCase() === path)) return 'exit';
  return unsavedDraftAt(pathname) ? 'confirm' : 'back';
}
