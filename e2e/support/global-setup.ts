import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local OAuth server that plays Kakao for social sign-in journeys. */
    oauthIssuer: string;
  }
}

/**
 * The app started as the README says (the built bundle) on a fresh, empty DATA_DIR, with Kakao sign-in
 * pointed at a real OAuth 2 / OIDC server on loopback.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url as string;
  // Kakao's user-info shape; journeys set their own person through a header-free default here.
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = {
      id: 90210,
      kakao_account: { email: 'kakao.friend@example.com', profile: { nickname: '카카오친구' } },
    };
  });
  const server = await startServer({
    KAKAO_CLIENT_ID: 'ansim-e2e',
    KAKAO_CLIENT_SECRET: 'ansim-e2e-secret',
    KAKAO_AUTHORIZE_URL: `${issuer}/authorize`,
    KAKAO_TOKEN_URL: `${issuer}/token`,
    KAKAO_USERINFO_URL: `${issuer}/userinfo`,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('oauthIssuer', issuer);
  return async () => {
    await server.stop();
    await oauth.stop();
  };
}
