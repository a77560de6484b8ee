import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSocialRepo } from './modules/auth/social-repo.ts';
import { createSocialService } from './modules/auth/social-service.ts';
import { createUserAccounts } from './modules/users/accounts.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { createAccessTokens } from './platform/tokens/access-token.ts';

/*
 * Who is calling, for buildApp (app.ts): the users' rows, signing in with an id and password (access tokens
 * and refresh sessions) and with a social account. The auth plugin and most modules take these.
 */
export function createAccountServices({
  db,
  sessionDb,
  config,
  jwtSecret,
}: {
  db: Db;
  /** Where the session check of every signed-in request reads (AppDeps.detailDb). */
  sessionDb: Db;
  config: Config;
  jwtSecret: string;
}) {
  const users = createUsersRepo(db);
  const accounts = createUserAccounts(users);
  const tokens = createAccessTokens(jwtSecret, config.accessTokenTtlSeconds);
  const auth = createAuthService({
    db,
    users: accounts,
    repo: createAuthRepo(db, sessionDb),
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  const social = createSocialService({
    oauth: config.oauth,
    publicUrl: config.publicUrl,
    repo: createSocialRepo(db),
    users: accounts,
    auth,
  });
  return { users, auth, social };
}
