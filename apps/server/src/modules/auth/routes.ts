import { API, ok } from '@ansim/domain/contract';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import { servedOverHttps } from '../../plugins/security.ts';
import { type AuthService, DEVICE_TRUST_DAYS, type RefreshedSession } from './service.ts';
import type { SocialService } from './social-service.ts';

export const REFRESH_COOKIE = 'ansim_rt';
/** The browser's device cookie: sent to the sign-in call only (docs/decisions/011-login-lockout.md). */
export const DEVICE_COOKIE = 'ansim_dt';
const DEVICE_COOKIE_PATH = '/api/login';

export interface AuthRoutesOptions {
  auth: AuthService;
  social: SocialService;
  secureCookies: boolean;
  refreshTtlDays: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, social } = opts;

  /**
   * The access token travels in the Authorization response header (product.md §A7); refresh in a cookie, which
   * is left as it is when there is no new one (a refresh in the grace window).
   */
  const sendSession = (request: FastifyRequest, reply: FastifyReply, session: RefreshedSession) => {
    reply.header('Authorization', `Bearer ${session.accessToken}`);
    if (session.refreshToken) {
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        httpOnly: true,
        secure: opts.secureCookies || servedOverHttps(request),
        sameSite: 'lax',
        path: '/api/auth',
        maxAge: opts.refreshTtlDays * 86_400,
      });
    }
    return ok(session.user);
  };

  app.route({
    ...endpoint(API.login),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { id, password, loginType, device } = request.body;
      if (loginType === 'ID') {
        if (!password) throw new AppError('VALIDATION', 'password: 비밀번호를 입력해주세요.');
        const signedIn = await auth.loginWithPassword(id, password, device, request.cookies[DEVICE_COOKIE]);
        reply.setCookie(DEVICE_COOKIE, signedIn.deviceToken, {
          httpOnly: true,
          secure: opts.secureCookies || servedOverHttps(request),
          sameSite: 'lax',
          path: DEVICE_COOKIE_PATH,
          maxAge: DEVICE_TRUST_DAYS * 86_400,
        });
        return sendSession(request, reply, signedIn);
      }
      return sendSession(request, reply, await social.loginWithTicket(loginType, id, device));
    },
  });

  app.route({
    ...endpoint(API.refresh),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED');
      try {
        return sendSession(request, reply, await auth.refresh(token));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        throw error;
      }
    },
  });

  app.route({
    ...endpoint(API.logout),
    handler: async (request, reply) => {
      const caller = requireUser(request);
      await auth.logout(caller);
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return ok(null);
    },
  });

  app.route({
    ...endpoint(API.userStatus),
    handler: async (request) =>
      ok(
        await auth.accountStatus(
          request.auth,
          bearerToken(request.headers.authorization),
          request.params.userNo,
        ),
      ),
  });
};
