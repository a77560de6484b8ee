import type { UserRow, UsersRepo } from './repo.ts';

export type { UserRow };

/**
 * What other modules may ask of the accounts: look-ups for sign-in and the social link. The users service
 * itself needs the auth service (sessions), so this narrow service is what auth depends on instead, and no
 * module outside users touches its repo.
 */
export function createUserAccounts(repo: UsersRepo) {
  return {
    findByNo: repo.findByNo,
    findByLoginId: repo.findByLoginId,
    findBySocial: repo.findBySocial,
    linkSocial: repo.linkSocial,
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;
