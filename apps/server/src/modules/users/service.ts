import { createUserAdmin } from './admin.ts';
import type { UsersServiceDeps } from './deps.ts';
import { createProfile } from './profile.ts';
import { createRecovery } from './recovery.ts';
import { createSignUp } from './sign-up.ts';

export type { UsersServiceDeps } from './deps.ts';
export type { UploadedFile } from './sign-up.ts';

/** Accounts, by responsibility: sign-up, recovery, the user's own profile, and the operator's tools. */
export function createUsersService(deps: UsersServiceDeps) {
  const profile = createProfile(deps);
  return {
    ...createSignUp(deps),
    ...createRecovery(deps),
    ...profile,
    ...createUserAdmin(deps, profile),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
