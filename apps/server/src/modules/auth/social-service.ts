import type { JoinType } from '@ansim/domain';
import type { Device, SocialSignUp } from '@ansim/domain/contract';
import type { OAuthConfig, SocialProvider } from '../../config.ts';
import type { DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  createOAuthProvider,
  type OAuthProvider,
  type SocialProfile,
} from '../../platform/oauth/providers.ts';
import { newOpaqueToken, sha256 } from '../../platform/tokens/access-token.ts';
import type { UserAccounts } from '../users/accounts.ts';
import { type AuthService, type IssuedSession, suspendedMessage } from './service.ts';
import type { SocialRepo } from './social-repo.ts';

/** Long enough to fill in the sign-up form after the provider's consent screen. */
const TICKET_TTL_MS = 30 * 60_000;

export interface SocialServiceDeps {
  oauth: OAuthConfig;
  publicUrl: string;
  repo: SocialRepo;
  users: UserAccounts;
  auth: AuthService;
}

export function createSocialService({ oauth, publicUrl, repo, users, auth }: SocialServiceDeps) {
  const providers = new Map<SocialProvider, OAuthProvider>();
  for (const [joinType, config] of Object.entries(oauth) as [
    SocialProvider,
    NonNullable<OAuthConfig['K']>,
  ][]) {
    providers.set(
      joinType,
      createOAuthProvider(joinType, config, `${publicUrl}/api/auth/social/${joinType}/callback`),
    );
  }

  const providerOf = (joinType: JoinType) => {
    const provider = providers.get(joinType);
    if (!provider) throw new AppError('NOT_FOUND', '지원하지 않는 소셜 로그인입니다.');
    return provider;
  };

  return {
    enabledProviders: (): JoinType[] => [...providers.keys()],

    start(joinType: JoinType) {
      return providerOf(joinType).start();
    },

    /** Exchanges the code and holds what the provider proved behind a one-time ticket. */
    async finish(joinType: JoinType, code: string, codeVerifier: string): Promise<string> {
      const profile: SocialProfile = await providerOf(joinType).finish(code, codeVerifier);
      const ticket = newOpaqueToken();
      await repo.insertTicket({
        ticketHash: sha256(ticket),
        joinType,
        providerUserId: profile.providerUserId,
        email: profile.email?.slice(0, 254) ?? null,
        name: profile.name?.slice(0, 50) ?? null,
        expiresAt: new Date(Date.now() + TICKET_TTL_MS),
      });
      return ticket;
    },

    /**
     * product.md §A4 social callback outcomes: a linked, active account signs in (code 1); withdrawn -1103;
     * suspended or awaiting approval -1104; no account yet -1105 with what sign-up prefills.
     */
    async loginWithTicket(joinType: JoinType, ticket: string, device?: Device): Promise<IssuedSession> {
      const ticketHash = sha256(ticket);
      const held = await repo.findLiveTicket(ticketHash);
      if (!held || held.joinType !== joinType) throw new AppError('SOCIAL_TICKET_INVALID');
      const user = await users.findBySocial(joinType, held.providerUserId);
      if (!user) {
        const entity: SocialSignUp = { joinType, email: held.email, name: held.name, socialTicket: ticket };
        throw new AppError('SOCIAL_NO_ACCOUNT', undefined, entity);
      }
      if (user.status === 'WITHDRAWN') throw new AppError('SOCIAL_WITHDRAWN');
      // A suspended member is told the operator's reason, under the spec's code for a blocked account.
      if (user.status === 'SUSPENDED')
        throw new AppError('SOCIAL_BLOCKED', suspendedMessage(user.suspendedReason));
      if (user.status !== 'ACTIVE') throw new AppError('SOCIAL_BLOCKED');
      if (!(await repo.consumeTicket(ticketHash))) throw new AppError('SOCIAL_TICKET_INVALID');
      return auth.issueSession(user, joinType, device);
    },

    /** Sign-up with a social ticket: links the identity to the new account inside its transaction. */
    async linkTicket(joinType: JoinType, ticket: string, userNo: number, ex: DbOrTransaction): Promise<void> {
      const ticketHash = sha256(ticket);
      const held = await repo.findLiveTicket(ticketHash, ex);
      if (!held || held.joinType !== joinType) throw new AppError('SOCIAL_TICKET_INVALID');
      if (!(await repo.consumeTicket(ticketHash, ex))) throw new AppError('SOCIAL_TICKET_INVALID');
      await users.linkSocial(
        { joinType, providerUserId: held.providerUserId, userNo, email: held.email },
        ex,
      );
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
