import {
  emptyResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  ok,
  userNoParamsSchema,
  userStatusResponseSchema,
} from '@ansim/domain/contract';
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { UsersRepo } from '../users/repo.ts';
import { type AuthService, assertSelfOrAdmin, type IssuedSession } from './service.ts';
import type { SocialService } from './social-service.ts';

export const REFRESH_COOKIE = 'ansim_rt';

export interface AuthRoutesOptions {
  auth: AuthService;
  social: SocialService;
  users: UsersRepo;
  secureCookies: boolean;
  refreshTtlDays: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, social, users } = opts;

  /** The access token travels in the Authorization response header (spec 01 §7); refresh in a cookie. */
  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    reply.header('Authorization', `Bearer ${session.accessToken}`);
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      secure: opts.secureCookies,
      sameSite: 'lax',
      path: '/api/auth',
      maxAge: opts.refreshTtlDays * 86_400,
    });
    return ok(session.user);
  };

  app.post(
    '/api/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: '로그인 (아이디/비밀번호, 또는 소셜 로그인 티켓)',
        description:
          "loginType 'ID': id와 password. K/N/G/A: id에 소셜 로그인 콜백이 준 티켓. 성공하면 access token은 " +
          'Authorization 응답 헤더로, refresh token은 httpOnly 쿠키로 갑니다.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, password, loginType, device } = request.body;
      if (loginType === 'ID') {
        if (!password) throw new AppError('VALIDATION', 'password: 비밀번호를 입력해주세요.');
        return sendSession(reply, await auth.loginWithPassword(id, password, device));
      }
      return sendSession(reply, await social.loginWithTicket(loginType, id, device));
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'access token 재발급 (refresh 쿠키 회전)',
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED');
      try {
        return sendSession(reply, await auth.refresh(token));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        throw error;
      }
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (이 기기의 세션 종료)',
        response: { 200: emptyResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await auth.logout(caller);
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return ok(null);
    },
  );

  app.patch(
    '/api/user/status/:userNo',
    {
      schema: {
        tags: ['auth'],
        summary: '회원 상태 확인 (화면 이동마다)',
        description: 'code 1이 아니면 클라이언트는 로그아웃하고 message를 보여줍니다.',
        params: userNoParamsSchema,
        response: { 200: userStatusResponseSchema },
      },
    },
    async (request) => {
      // A withdrawn or suspended user's token no longer authenticates; its owner still learns why.
      if (!request.auth) {
        const bearer = request.headers.authorization?.replace(/^Bearer /, '');
        const owner = bearer ? await auth.tokenOwner(bearer) : null;
        const user = owner === request.params.userNo ? await users.findByNo(owner) : null;
        if (user && user.status !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE');
        throw new AppError('UNAUTHORIZED');
      }
      assertSelfOrAdmin(request.auth, request.params.userNo);
      const user = await users.findByNo(request.params.userNo);
      if (!user) throw new AppError('NOT_FOUND');
      if (user.status !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE');
      return ok({ userNo: user.userNo, status: user.status });
    },
  );
};
