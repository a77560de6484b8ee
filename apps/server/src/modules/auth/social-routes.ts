import { API, ok } from '@ansim/domain/contract';
import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { servedOverHttps } from '../../plugins/security.ts';
import type { SocialService } from './social-service.ts';

const OAUTH_COOKIE = 'ansim_oauth';
/** The web screen that finishes a social sign-in (product.md §A4 social callback). */
export const socialCallbackPath = (joinType: string, result: { code: 0 } | { code: 1; ticket: string }) =>
  result.code === 1
    ? `/auth/callback/${joinType}?code=1&ticket=${encodeURIComponent(result.ticket)}`
    : `/auth/callback/${joinType}?code=0`;

/**
 * Authorization-code flow: /start sends the browser to the provider with state and PKCE kept in a signed,
 * httpOnly cookie; /callback checks the state, exchanges the code on the server and hands the web app a
 * one-time ticket. Provider tokens never reach the browser.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; secureCookies: boolean }> = async (
  app,
  { social, secureCookies },
) => {
  app.route({
    ...endpoint(API.socialProviders),
    handler: async () => ok(social.enabledProviders()),
  });

  app.route({
    ...endpoint(API.socialStart),
    handler: async (request, reply) => {
      const { joinType } = request.params;
      const { url, state, codeVerifier } = social.start(joinType);
      reply.setCookie(OAUTH_COOKIE, JSON.stringify({ joinType, state, codeVerifier }), {
        httpOnly: true,
        secure: secureCookies || servedOverHttps(request),
        sameSite: 'lax',
        path: '/api/auth/social',
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(url.toString(), 302);
    },
  });

  app.route({
    ...endpoint(API.socialCallback),
    handler: async (request, reply) => {
      const { joinType } = request.params;
      const fail = () => reply.redirect(socialCallbackPath(joinType, { code: 0 }), 302);
      const raw = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, { path: '/api/auth/social' });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) return fail();
      let held: { joinType?: string; state?: string; codeVerifier?: string };
      try {
        held = JSON.parse(unsigned.value);
      } catch {
        return fail();
      }
      const { code, state } = request.query;
      if (!code || !state || held.state !== state || held.joinType !== joinType || !held.codeVerifier)
        return fail();
      try {
        const ticket = await social.finish(joinType, code, held.codeVerifier);
        return reply.redirect(socialCallbackPath(joinType, { code: 1, ticket }), 302);
      } catch (error) {
        request.log.warn({ err: error, joinType }, 'social sign-in failed at the provider');
        return fail();
      }
    },
  });
};
