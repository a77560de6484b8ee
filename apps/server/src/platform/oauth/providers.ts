import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import type { OAuthProviderConfig, SocialProvider } from '../../config.ts';

/** What a provider tells us about the person; the id is the provider's stable subject. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  name: string | null;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  codeVerifier: string;
}

export interface OAuthProvider {
  start(): AuthorizationStart;
  finish(code: string, codeVerifier: string): Promise<SocialProfile>;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

/** Each provider shapes its user info differently (Kakao nests, Naver wraps in `response`, OIDC is flat). */
export function readProfile(provider: SocialProvider, info: Json): SocialProfile | null {
  let profile: SocialProfile;
  if (provider === 'K') {
    const account = obj(info.kakao_account);
    profile = {
      providerUserId: str(info.id) ?? str(info.sub) ?? '',
      email: str(account.email) ?? str(info.email),
      name: str(obj(account.profile).nickname) ?? str(obj(info.properties).nickname) ?? str(info.name),
    };
  } else if (provider === 'N') {
    const response = obj(info.response);
    profile = {
      providerUserId: str(response.id) ?? str(info.sub) ?? '',
      email: str(response.email) ?? str(info.email),
      name: str(response.name) ?? str(info.name),
    };
  } else {
    profile = { providerUserId: str(info.sub) ?? '', email: str(info.email), name: str(info.name) };
  }
  return profile.providerUserId ? profile : null;
}

/**
 * The authorization-code flow with PKCE for one provider, through arctic's generic client so that the
 * endpoints can be the provider's or a local OAuth server's. Apple has no user-info endpoint: its
 * id_token, received straight from its token endpoint over TLS, carries the subject and e-mail.
 */
export function createOAuthProvider(
  provider: SocialProvider,
  config: OAuthProviderConfig,
  redirectUri: string,
): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    start() {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        config.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        config.scopes,
      );
      return { url, state, codeVerifier };
    },
    async finish(code, codeVerifier) {
      const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier);
      let info: Json;
      if (config.userInfoUrl) {
        const res = await fetch(config.userInfoUrl, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`user info ${res.status}`);
        info = (await res.json()) as Json;
      } else {
        info = decodeIdToken(tokens.idToken()) as Json;
      }
      const profile = readProfile(provider, info);
      if (!profile) throw new Error('provider returned no user id');
      return profile;
    },
  };
}
